"""Each dialect's result-name hooks as the asm layer takes them (`DialectForms`)."""

from __future__ import annotations

from ...asm.custom_form import DialectForms, OpAsmInterface, ResultNames, SetName
from ...ir import Operation
from .computed import COMPUTED_NAMES
from .names import FIXED_NAMES


def fixed_name(name: str) -> ResultNames:
    """Names the op's first result `name` (when it has results)."""

    def result_names(op: Operation, set_name: SetName) -> None:
        if op.results:
            set_name(op.results[0], name)

    return result_names


def dialect_hooks(dialect: str) -> DialectForms:
    """The result-name hooks of `dialect`'s ops."""
    prefix = dialect + "."
    hooks = {op: fixed_name(name) for op, name in FIXED_NAMES.items() if op.startswith(prefix)}
    hooks.update((op, hook) for op, hook in COMPUTED_NAMES.items() if op.startswith(prefix))
    return DialectForms(
        interfaces={op: OpAsmInterface(result_names=hook) for op, hook in hooks.items()}
    )
