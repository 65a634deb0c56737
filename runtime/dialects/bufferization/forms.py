"""The `bufferization` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .alloc_tensor import parse_alloc_tensor, print_alloc_tensor

BUFFERIZATION_FORMS = DialectForms(
    forms={"bufferization.alloc_tensor": CustomForm(parse_alloc_tensor, print_alloc_tensor)}
)
