"""The `vector` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .transfer import (
    parse_transfer_read,
    parse_transfer_write,
    print_transfer_read,
    print_transfer_write,
)

VECTOR_FORMS = DialectForms(
    forms={
        "vector.transfer_read": CustomForm(parse_transfer_read, print_transfer_read),
        "vector.transfer_write": CustomForm(parse_transfer_write, print_transfer_write),
    }
)
