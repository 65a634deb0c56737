"""The `omp` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm
from .loop_nest import parse_loop_nest, print_loop_nest

OMP_FORMS = {
    "omp.loop_nest": CustomForm(parse_loop_nest, print_loop_nest),
}
