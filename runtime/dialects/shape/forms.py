"""The `shape` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.function_syntax import parse_function_op, print_function_op
from .library_ops import parse_function_library, print_function_library
from .shape_ops import (
    parse_assuming,
    parse_const_shape,
    parse_reduce,
    print_assuming,
    print_const_shape,
    print_reduce,
)

SHAPE_FORMS = DialectForms(
    forms={
        "shape.assuming": CustomForm(parse_assuming, print_assuming),
        "shape.const_shape": CustomForm(parse_const_shape, print_const_shape),
        "shape.func": CustomForm(parse_function_op, print_function_op, default_dialect="shape"),
        "shape.function_library": CustomForm(
            parse_function_library, print_function_library, default_dialect="shape"
        ),
        "shape.reduce": CustomForm(parse_reduce, print_reduce),
    }
)
