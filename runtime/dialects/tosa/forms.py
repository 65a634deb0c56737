"""The `tosa` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ..scf.while_op import parse_while, print_while
from .control_flow_ops import parse_cond_if, print_cond_if
from .enum_attr_ops import ENUM_ATTR_FORMS

TOSA_FORMS = DialectForms(
    forms={
        **ENUM_ATTR_FORMS,
        "tosa.cond_if": CustomForm(parse_cond_if, print_cond_if),
        # TOSA's `WhileOp::parse` and `print` are `scf.while`'s.
        "tosa.while_loop": CustomForm(parse_while, print_while),
    }
)
