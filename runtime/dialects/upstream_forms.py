"""Upstream dialects (built from their ODS data, `ir.upstream_dialects`) with the
hand-written assembly forms of a package of this layer (`scf`): what the runtime's site
registers in place of the plain upstream dialect."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..ir.context import Dialect, DialectFactory
from ..ir.upstream_dialects import upstream_dialect


def with_forms(name: str, forms: Callable[[], Any]) -> DialectFactory:
    """The factory of upstream dialect `name` whose hand-written forms `forms` gives (the
    asm layer's `DialectForms`, called when the asm layer first asks)."""

    def factory() -> Dialect:
        dialect = upstream_dialect(name)
        dialect.asm_forms = forms
        return dialect

    return factory
