"""The `async` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Async/IR/
Async.cpp): `async.execute` and `async.func` (`forms`), and its `custom<AwaitResultType>`
directive of `async.await`'s declarative form (`directives`). The folder is not called
`async`, a Python keyword. Registered by the site as `scf`'s are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def async_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from .forms import ASYNC_FORMS

    return ASYNC_FORMS


provide(("AwaitResultType",), __name__ + ".directives")
