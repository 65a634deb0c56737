"""Small IR fixtures for the pattern-rewriting tests."""

from __future__ import annotations

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, Operation
from passgen.runtime.rewrite import MATCH_ANY_OP, PatternRewriter, RewritePattern


def parse(body: str, signature: str = "() -> ()") -> tuple[Operation, Operation]:
    """A module holding one `func.func @f` with `body` (generic ops, one per line)
    as its entry block; returns (module, function)."""
    inputs = signature.split("->")[0].strip()[1:-1]
    args = ", ".join(f"%arg{i}: {t.strip()}" for i, t in enumerate(filter(None, inputs.split(","))))
    text = (
        f'"builtin.module"() ({{\n  "func.func"() <{{function_type = {signature}, sym_name = "f"}}> ({{\n'
        f"  ^bb0({args}):\n{body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
    module = parse_source(text, Context(allow_unregistered_dialects=True), "test.mlir")
    return module, module.regions[0].blocks[0].first_op  # type: ignore[return-value]


def body_text(function: Operation) -> list[str]:
    """The printed ops of the function body, without indentation."""
    lines = print_op(function, generic=True).splitlines()[2:-1]
    return [line.strip() for line in lines]


def names(function: Operation) -> list[str]:
    return [op.name.name for op in function.regions[0].blocks[0]]


class Recorder(RewritePattern):
    """Matches every op (explicitly) and fails, recording the order of visits."""

    def __init__(self) -> None:
        super().__init__(MATCH_ANY_OP)
        self.seen: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.seen.append(op.name.name)
        return False
