"""The `spirv` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .constant_op import constant_names, parse_constant, print_constant
from .extended_ops import parse_extended_binary, print_extended_binary

_EXTENDED = CustomForm(parse_extended_binary, print_extended_binary)

SPIRV_FORMS = DialectForms(
    forms={
        "spirv.Constant": CustomForm(parse_constant, print_constant, result_names=constant_names),
        **{
            f"spirv.{name}": _EXTENDED
            for name in ("IAddCarry", "ISubBorrow", "SMulExtended", "UMulExtended")
        },
    }
)
