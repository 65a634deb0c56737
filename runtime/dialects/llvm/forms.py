"""The `llvm` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .alias_op import parse_alias, print_alias
from .alloca_op import parse_alloca, print_alloca
from .call_ops import (
    parse_call,
    parse_call_intrinsic,
    parse_invoke,
    print_call,
    print_call_intrinsic,
    print_invoke,
)
from .cmp_ops import parse_fcmp, parse_icmp, print_fcmp, print_icmp
from .func_op import parse_llvm_func, print_llvm_func
from .global_op import parse_global, print_global
from .landingpad_op import parse_landingpad, print_landingpad

LLVM_FORMS = DialectForms(
    forms={
        "llvm.alloca": CustomForm(parse_alloca, print_alloca),
        "llvm.call": CustomForm(parse_call, print_call),
        "llvm.call_intrinsic": CustomForm(parse_call_intrinsic, print_call_intrinsic),
        "llvm.fcmp": CustomForm(parse_fcmp, print_fcmp),
        "llvm.func": CustomForm(parse_llvm_func, print_llvm_func),
        "llvm.icmp": CustomForm(parse_icmp, print_icmp),
        "llvm.invoke": CustomForm(parse_invoke, print_invoke),
        "llvm.landingpad": CustomForm(parse_landingpad, print_landingpad),
        "llvm.mlir.alias": CustomForm(parse_alias, print_alias),
        "llvm.mlir.global": CustomForm(parse_global, print_global),
    }
)
