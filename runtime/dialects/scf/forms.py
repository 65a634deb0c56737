"""The `scf` dialect's hand-written forms, by op name (what `scf_forms` gives the asm
layer). SCF defines no `OpAsmOpInterface` hooks: results are numbered and entry block
arguments named `%argN` as for any op."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .execute_region import parse_execute_region, print_execute_region
from .for_op import parse_for, print_for
from .forall_op import parse_forall, parse_in_parallel, print_forall, print_in_parallel
from .if_op import parse_if, print_if
from .parallel_op import parse_parallel, print_parallel
from .while_op import parse_while, print_while

SCF_FORMS = DialectForms(
    forms={
        "scf.execute_region": CustomForm(parse_execute_region, print_execute_region),
        "scf.for": CustomForm(parse_for, print_for),
        "scf.forall": CustomForm(parse_forall, print_forall),
        "scf.forall.in_parallel": CustomForm(parse_in_parallel, print_in_parallel),
        "scf.if": CustomForm(parse_if, print_if),
        "scf.parallel": CustomForm(parse_parallel, print_parallel),
        "scf.while": CustomForm(parse_while, print_while),
    }
)
