"""LLVM dialect types read from their text and printed as mlir-opt prints them (MLIR's
mlir/lib/Dialect/LLVMIR/IR/LLVMTypeSyntax.cpp and the types' declarative forms): inside an
LLVM type, LLVM types print without their `!llvm.` prefix (`!llvm.struct<(i32, ptr)>`), a
pointer in address space 0 is `ptr`, blanks as MLIR puts them (`array<4 x i32>`,
`func<void (i32, ...)>`, `struct<"name", packed (i8, i32)>`, `target<"name", i32, 0>`).
Other types inside are canonicalized by the asm layer (`canonical`). A text this reader does
not take (malformed, or a form it does not know) gives None: kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...asm import lexer as lx

_PREFIX = "!llvm."
# Types that are only a keyword (`!llvm.void`).
_KEYWORDS = frozenset("void ppc_fp128 x86_amx token label metadata".split())
_WORD = re.compile(r"[A-Za-z_][\w$.]*", re.ASCII)
_INTEGER = re.compile(r"-?[0-9]+")
_BLANKS = re.compile(r"\s*")


class _Malformed(Exception):
    """The text is not an LLVM type this reader takes."""


def canonical_llvm_type(text: str, canonical: Callable[[str], str]) -> str | None:
    """The canonical text of the `!llvm.` type `text` (a whole type, aliases resolved);
    `canonical` gives that of a type of another dialect or a builtin type."""
    reader = _Reader(text, len(_PREFIX), canonical)
    try:
        body = reader.shorthand()
        reader.skip()
        if reader.pos != len(text):
            return None
    except _Malformed:
        return None
    return _PREFIX + body


class _Reader:
    def __init__(self, text: str, pos: int, canonical: Callable[[str], str]):
        self.text = text
        self.pos = pos
        self.canonical = canonical

    def skip(self) -> None:
        self.pos = _BLANKS.match(self.text, self.pos).end()  # type: ignore[union-attr]

    def consume(self, literal: str) -> bool:
        self.skip()
        if self.text.startswith(literal, self.pos):
            self.pos += len(literal)
            return True
        return False

    def expect(self, literal: str) -> None:
        if not self.consume(literal):
            raise _Malformed

    def match(self, pattern: re.Pattern[str]) -> str:
        self.skip()
        found = pattern.match(self.text, self.pos)
        if found is None:
            raise _Malformed
        self.pos = found.end()
        return found.group()

    def nested(self) -> str:
        """A type inside an LLVM type, as printed there (MLIR's `dispatchParse`/`Print`)."""
        self.skip()
        if self.text.startswith(_PREFIX, self.pos):
            self.pos += len(_PREFIX)
            return self.shorthand()
        word = _WORD.match(self.text, self.pos)
        if word is not None and (word.group() in _KEYWORDS or word.group() in _BODIES):
            return self.shorthand()
        return self._other()

    def _other(self) -> str:
        """A builtin type or one of another dialect, canonicalized by the asm layer."""
        start = self.pos
        if self.text.startswith("!", start):
            self.pos += 1
        self.match(_WORD)
        if self.text.startswith("<", self.pos):
            self._skip_balanced()
        return self.canonical(self.text[start : self.pos])

    def _skip_balanced(self) -> None:
        depth = 0
        text = self.text
        while self.pos < len(text):
            c = text[self.pos]
            if c == '"':
                string = lx.STRING.match(text, self.pos)
                if string is None:
                    raise _Malformed
                self.pos = string.end()
                continue
            self.pos += 1
            if c in "<([{":
                depth += 1
            elif c in ">)]}" and not (c == ">" and text[self.pos - 2] == "-"):
                depth -= 1
                if depth == 0:
                    return
        raise _Malformed

    def shorthand(self) -> str:
        """An LLVM type without its prefix, at the cursor (on its keyword)."""
        keyword = self.match(_WORD)
        if keyword in _KEYWORDS:
            return keyword
        body = _BODIES.get(keyword)
        if body is None:
            raise _Malformed
        return keyword + body(self)

    def ptr(self) -> str:
        if not self.consume("<"):
            return ""
        space = int(self.match(_INTEGER))
        self.expect(">")
        return f"<{space}>" if space else ""

    def array(self) -> str:
        self.expect("<")
        size = self.match(re.compile(r"[0-9]+"))
        self.expect("x")
        element = self.nested()
        self.expect(">")
        return f"<{int(size)} x {element}>"

    def func(self) -> str:
        self.expect("<")
        result = self.nested()
        self.expect("(")
        params: list[str] = []
        if not self.consume(")"):
            while True:
                params.append("..." if self.consume("...") else self.nested())
                if not self.consume(","):
                    break
            self.expect(")")
        self.expect(">")
        return f"<{result} ({', '.join(params)})>"

    def struct(self) -> str:
        self.expect("<")
        self.skip()
        name = ""
        if self.text.startswith('"', self.pos):
            name = self._string()
            if self.consume(">"):
                return f"<{name}>"
            self.expect(",")
            name += ", "
            if self.consume("opaque"):
                self.expect(">")
                return f"<{name}opaque>"
        packed = "packed " if self.consume("packed") else ""
        self.expect("(")
        elements: list[str] = []
        if not self.consume(")"):
            elements = self._list(self.nested)
            self.expect(")")
        self.expect(">")
        return f"<{name}{packed}({', '.join(elements)})>"

    def target(self) -> str:
        self.expect("<")
        self.skip()
        parts = [self._string()]
        while self.consume(","):
            self.skip()
            integer = _INTEGER.match(self.text, self.pos)
            if integer is not None:
                self.pos = integer.end()
                parts.append(str(int(integer.group())))
            else:
                parts.append(self.nested())
        self.expect(">")
        return f"<{', '.join(parts)}>"

    def _string(self) -> str:
        found = lx.STRING.match(self.text, self.pos)
        if found is None:
            raise _Malformed
        self.pos = found.end()
        return found.group()

    def _list(self, item: Callable[[], str]) -> list[str]:
        items = [item()]
        while self.consume(","):
            items.append(item())
        return items


# The LLVM types with a body, and how each reads and prints it.
_BODIES: dict[str, Callable[[_Reader], str]] = {
    "ptr": _Reader.ptr,
    "array": _Reader.array,
    "func": _Reader.func,
    "struct": _Reader.struct,
    "target": _Reader.target,
}
