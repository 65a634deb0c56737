"""The `transform` dialect's hand-written forms, by op name: `transform.named_sequence`
(`NamedSequenceOp::parse` / `print`: MLIR's function form, `function_syntax`); and the ops
whose regions name transform ops without their prefix (their C++ `getDefaultDialect`:
`sequence`, `foreach`, `with_pdl_patterns`)."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms, OpAsmInterface
from ...asm.function_syntax import parse_function_op, print_function_op

_TRANSFORM_REGIONS = OpAsmInterface(default_dialect="transform")

TRANSFORM_FORMS = DialectForms(
    forms={"transform.named_sequence": CustomForm(parse_function_op, print_function_op)},
    interfaces={
        f"transform.{name}": _TRANSFORM_REGIONS
        for name in ("sequence", "foreach", "with_pdl_patterns")
    },
)
