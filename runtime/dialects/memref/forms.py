"""The `memref` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .access_ops import parse_dma_start, parse_prefetch, print_dma_start, print_prefetch
from .region_ops import (
    parse_alloca_scope,
    parse_generic_atomic_rmw,
    print_alloca_scope,
    print_generic_atomic_rmw,
)
from .transpose_op import parse_transpose, print_transpose

MEMREF_FORMS = DialectForms(
    forms={
        "memref.alloca_scope": CustomForm(parse_alloca_scope, print_alloca_scope),
        "memref.dma_start": CustomForm(parse_dma_start, print_dma_start),
        "memref.generic_atomic_rmw": CustomForm(parse_generic_atomic_rmw, print_generic_atomic_rmw),
        "memref.prefetch": CustomForm(parse_prefetch, print_prefetch),
        "memref.transpose": CustomForm(parse_transpose, print_transpose),
    }
)
