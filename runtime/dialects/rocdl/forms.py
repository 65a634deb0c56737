"""The `rocdl` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .raw_buffer_ops import (
    parse_raw_buffer_load,
    parse_raw_buffer_store,
    print_raw_buffer_load,
    print_raw_buffer_store,
)

_STORE = CustomForm(parse_raw_buffer_store, print_raw_buffer_store)

ROCDL_FORMS = DialectForms(
    forms={
        "rocdl.raw.buffer.load": CustomForm(parse_raw_buffer_load, print_raw_buffer_load),
        "rocdl.raw.buffer.store": _STORE,
        "rocdl.raw.buffer.atomic.fadd": _STORE,
        "rocdl.raw.buffer.atomic.fmax": _STORE,
        "rocdl.raw.buffer.atomic.smax": _STORE,
        "rocdl.raw.buffer.atomic.umin": _STORE,
    }
)
