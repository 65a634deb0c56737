"""Reading an op in its custom form (MLIR's `OperationParser::parseCustomOperation`): the
bare name resolved as MLIR resolves it, the op's form read through an `OpAsmParser` into an
`OperationState`, the op made from it as the generic path makes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ir.context import OperationName
from ..ir.diagnostics import error
from ..ir.operation import Operation
from . import custom_form as custom_form_module
from . import lexer as lx
from .form_lookup import custom_form
from .op_asm_parser import OpAsmParser
from .operation_state import OperationState

if TYPE_CHECKING:
    from .parser import Parser

_REGISTRATION_FAQ = (
    " ; for more info on dialect registration see https://mlir.llvm.org/getting_started/"
    "Faq/#registered-loaded-dependent-whats-up-with-dialects-management"
)


def parse_custom_operation(
    parser: Parser, start: int, result_names: list[tuple[str, int, int]], word: str = ""
) -> Operation:
    """The custom op whose name (`word`, if read already) is at the cursor (its results, if
    any, started at `start`), with its trailing location, its results named."""
    name_pos = parser.pos
    if not word:
        word = lx.BARE_ID.match(parser.text, name_pos).group()  # type: ignore[union-attr]
    parser.pos += len(word)
    key = (word, parser.default_dialects[-1])
    known = parser.custom_names.get(key)
    if known is None:
        name = _resolve_name(parser, word, name_pos)
        known = parser.custom_names[key] = (name, custom_form(name))
    name, form = known
    if form is None:
        parser.error(f"custom op '{name.name}' has no custom assembly form", name_pos)
    location = parser.buffer.location(name_pos)
    line = form.parse_line if custom_form_module.FAST_PATHS else None
    op = None if line is None else line(parser, name, name_pos, location)
    if op is None:
        state = OperationState(name, location)
        parser.default_dialects.append(form.default_dialect or "")
        # A top-level module's region is free, as in the generic form: printing wraps the
        # ops in one.
        free = parser.depth == 0 and name.name == "builtin.module"
        parser.depth -= free
        results = sum(count for _, count, _ in result_names)
        form.parse(OpAsmParser(parser, name, name_pos, results), state)
        parser.depth += free
        parser.default_dialects.pop()
        op = state.create()
    parser.finish_custom_operation(op, start, result_names)
    return op


def _resolve_name(parser: Parser, word: str, pos: int) -> OperationName:
    """MLIR's `parseCustomOperationName`: `word` if registered, else prefixed with the
    default dialect when it has no dialect; an error unless that names a registered op."""
    context = parser.context
    full = word if "." in word else f"{parser.default_dialects[-1]}.{word}"
    dialect = full.split(".", 1)[0]
    tried = f" (tried '{full}' as well)" if full != word else ""
    if not context.is_registered_dialect(dialect):
        available = ", ".join(sorted(context.registry))
        raise error(
            f"Dialect `{dialect}' not found for custom op '{word}' {tried}",
            parser.buffer.location(pos),
            notes=[f"Available dialects: {available}{_REGISTRATION_FAQ}"],
        )
    if full not in context.load_dialect(dialect).operations:
        parser.error(f"custom op '{word}' is unknown{tried}", pos)
    return context.get_op_name(full)
