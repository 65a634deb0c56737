"""The `ml_program` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/MLProgram/
IR/MLProgramOps.cpp): `ml_program.func` and `ml_program.subgraph` (FunctionImplementation's
syntax, `forms`), and the dialect's `custom<...>` directives of its declarative forms
(`directives`); `global_load`'s results are named after the global (`result_names`).
Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def ml_program_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import CustomForm, DialectForms
    from ...asm.function_syntax import parse_function_op, print_function_op
    from ..result_names.hooks import dialect_hooks

    function = CustomForm(parse_function_op, print_function_op)
    forms = {"ml_program.func": function, "ml_program.subgraph": function}
    return DialectForms(forms, dialect_hooks("ml_program").interfaces)


provide(("SymbolVisibility", "TokenOrdering", "TypedInitialValue"), __name__ + ".directives")
