"""The `async` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Async/IR/
Async.cpp): `async.execute` and `async.func` (`forms`), and its `custom<AwaitResultType>`
directive of `async.await`'s declarative form (`directives`). The folder is not called
`async`, a Python keyword. Registered by the site as `scf`'s are
(`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any


def async_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for; its
    directive is registered then, before any of its declarative forms is built."""
    from . import directives  # noqa: F401  (registers the directive)
    from .forms import ASYNC_FORMS

    return ASYNC_FORMS
