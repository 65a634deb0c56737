"""The `vector` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .contraction import parse_contract, parse_outerproduct, print_contract, print_outerproduct
from .mask_op import parse_mask, print_mask
from .transfer import (
    parse_transfer_read,
    parse_transfer_write,
    print_transfer_read,
    print_transfer_write,
)

VECTOR_FORMS = DialectForms(
    forms={
        "vector.contract": CustomForm(parse_contract, print_contract),
        "vector.mask": CustomForm(parse_mask, print_mask),
        "vector.outerproduct": CustomForm(parse_outerproduct, print_outerproduct),
        "vector.transfer_read": CustomForm(parse_transfer_read, print_transfer_read),
        "vector.transfer_write": CustomForm(parse_transfer_write, print_transfer_write),
    }
)
