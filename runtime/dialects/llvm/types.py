"""LLVM function types (`!llvm.func<result (params, ...)>`, MLIR's `LLVMFunctionType`) read
and made from their text, as the forms of functions and calls need them. Inside an LLVM
type, LLVM types print without their `!llvm.` prefix (`!llvm.func<ptr (i32)>`); alone,
with it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...ir.shaped_types import top_level_parts, type_of
from ...ir.types import OpaqueType, Type

_PREFIX = "!llvm."
# The keywords LLVM types start with (LLVMTypeSyntax.cpp's `dispatchParse`).
_LLVM_TYPE_KEYWORDS = frozenset(
    "void ptr func struct array vec label metadata token target x86_amx ppc_fp128".split()
)
VOID = OpaqueType("!llvm.void")


@dataclass(frozen=True)
class LLVMFunctionType:
    """A function type's parts: its result (`!llvm.void` when none), parameters, and
    whether it is variadic."""

    result: Type
    params: tuple[Type, ...]
    variadic: bool = False

    def type(self) -> Type:
        """The `!llvm.func<...>` type."""
        params = [nested_text(param) for param in self.params]
        if self.variadic:
            params.append("...")
        return OpaqueType(f"!llvm.func<{nested_text(self.result)} ({', '.join(params)})>")

    @property
    def results(self) -> list[Type]:
        """The result as a function op's results: none for `void`."""
        return [] if self.result == VOID else [self.result]


def nested_text(type: Type) -> str:
    """`type` as an LLVM type prints it inside its own text."""
    return type.text.removeprefix(_PREFIX)


def full_type(text: str) -> Type:
    """The type an LLVM type's parameter `text` (written without prefix) is."""
    keyword = text.partition("<")[0]
    return type_of(_PREFIX + text if keyword in _LLVM_TYPE_KEYWORDS else text)


def function_type_parts(type: Type | None) -> LLVMFunctionType | None:
    """The parts of an `!llvm.func<...>` type; None for any other type."""
    text = type.text if type is not None else ""
    if not (text.startswith("!llvm.func<") and text.endswith(")>")):
        return None
    body = text[len("!llvm.func<") : -1]
    start = _opening_paren(body)
    params = top_level_parts(body[start + 1 : -1])
    variadic = bool(params) and params[-1] == "..."
    if variadic:
        params.pop()
    result = full_type(body[:start].strip())
    return LLVMFunctionType(result, tuple(full_type(p) for p in params), variadic)


def _opening_paren(body: str) -> int:
    """The index of the `(` that the final `)` of `body` closes."""
    depth = 0
    for index in range(len(body) - 1, -1, -1):
        char = body[index]
        if char in ">)]}" and not (char == ">" and body[index - 1 : index] == "-"):
            depth += 1
        elif char in "<([{":
            depth -= 1
            if depth == 0:
                return index
    return 0


def function_type(results: Sequence[Type], params: Sequence[Type], variadic: bool) -> Type:
    """`!llvm.func<...>` of at most one result (none: `void`)."""
    return LLVMFunctionType(results[0] if results else VOID, tuple(params), variadic).type()
