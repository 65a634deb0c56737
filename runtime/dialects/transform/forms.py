"""The `transform` dialect's hand-written forms, by op name: `transform.named_sequence`
(`NamedSequenceOp::parse` / `print`: MLIR's function form, `function_syntax`)."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.function_syntax import parse_function_op, print_function_op

TRANSFORM_FORMS = DialectForms(
    forms={"transform.named_sequence": CustomForm(parse_function_op, print_function_op)}
)
