"""The `async` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.function_syntax import parse_function_op, print_function_op
from .execute_op import parse_execute, print_execute

ASYNC_FORMS = DialectForms(
    forms={
        "async.execute": CustomForm(parse_execute, print_execute),
        "async.func": CustomForm(parse_function_op, print_function_op, default_dialect="async"),
    }
)
