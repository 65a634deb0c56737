"""The `func` dialect's hand-written assembly form: `func.func` (MLIR's `FuncOp::parse` and
`print`, FunctionImplementation's syntax), whose regions name func ops without their prefix
(`getDefaultDialect`), and `func.constant`'s result name (`%f`, FuncOps.cpp). Its other ops'
forms are declarative (ODS `assemblyFormat`)."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms, OpAsmInterface
from ...asm.function_syntax import parse_function_op, print_function_op
from ..result_names.hooks import fixed_name

FUNC_FORMS = DialectForms(
    forms={
        "func.func": CustomForm(parse_function_op, print_function_op, default_dialect="func"),
    },
    interfaces={"func.constant": OpAsmInterface(result_names=fixed_name("f"))},
)
