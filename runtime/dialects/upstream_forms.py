"""Upstream dialects (built from their ODS data, `ir.upstream_dialects`) with the
hand-written assembly forms of a package of this layer (`scf`): what the runtime's site
registers in place of the plain upstream dialect."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..ir.context import Dialect, DialectFactory
from ..ir.upstream_dialects import upstream_dialect


def with_forms(
    name: str, forms: Callable[[], Any], interface_models: Callable[[], Any] | None = None
) -> DialectFactory:
    """The factory of upstream dialect `name` whose hand-written forms `forms` gives (the
    asm layer's `DialectForms`, called when the asm layer first asks), and whose interface
    models `interface_models` gives (`Dialect.interface_models`)."""

    def factory() -> Dialect:
        dialect = upstream_dialect(name)
        dialect.asm_forms = forms
        dialect.interface_models = interface_models
        return dialect

    return factory
