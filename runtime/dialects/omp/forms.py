"""The `omp` dialect's hand-written forms and name hooks, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, OpAsmInterface
from .canonical_loops import (
    parse_canonical_loop,
    parse_unroll_heuristic,
    print_canonical_loop,
    print_unroll_heuristic,
)
from .loop_names import canonical_loop_argument_names, new_cli_result_names
from .loop_nest import parse_loop_nest, print_loop_nest
from .target_allocmem import parse_target_allocmem, print_target_allocmem

OMP_FORMS = {
    "omp.canonical_loop": CustomForm(
        parse_canonical_loop,
        print_canonical_loop,
        block_argument_names=canonical_loop_argument_names,
    ),
    "omp.loop_nest": CustomForm(parse_loop_nest, print_loop_nest),
    "omp.target_allocmem": CustomForm(parse_target_allocmem, print_target_allocmem),
    "omp.unroll_heuristic": CustomForm(parse_unroll_heuristic, print_unroll_heuristic),
}

OMP_INTERFACES = {"omp.new_cli": OpAsmInterface(result_names=new_cli_result_names)}
