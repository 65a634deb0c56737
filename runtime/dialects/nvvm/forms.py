"""The `nvvm` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .mma_op import parse_mma, print_mma

NVVM_FORMS = DialectForms(forms={"nvvm.mma.sync": CustomForm(parse_mma, print_mma)})
