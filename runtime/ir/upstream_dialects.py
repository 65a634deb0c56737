"""MLIR's other upstream dialects, from their op definitions (ODS): each op with the traits
the runtime uses (`upstream_ops.json`, written by `make import-ods`). A dialect's ops are read
when it is first loaded, so start-up reads nothing."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from .context import Dialect, DialectFactory, Trait
from .mlir_dialects import MLIR_DIALECTS

DATA = Path(__file__).with_name("upstream_ops.json")


@functools.cache
def _definitions() -> dict[str, dict[str, list[str]]]:
    loaded: dict[str, dict[str, list[str]]] = json.loads(DATA.read_text(encoding="utf-8"))
    return loaded


@functools.cache
def _traits() -> dict[str, Trait]:
    return {t.value: t for t in vars(Trait).values() if isinstance(t, Trait)}


def upstream_dialect(name: str) -> Dialect:
    """Dialect `name` with its ODS ops; one without ODS data here accepts any op."""
    ops = _definitions().get(name)
    dialect = Dialect(name, allow_unknown_operations=ops is None)
    traits = _traits()
    for mnemonic, names in (ops or {}).items():
        dialect.add(mnemonic, *(traits[n] for n in names))
    return dialect


def op_names(name: str) -> frozenset[str] | None:
    """The full op names of upstream dialect `name` from its ODS data, without building the
    dialect (None: no data here, so any op)."""
    ops = _definitions().get(name)
    return None if ops is None else frozenset(f"{name}.{op}" for op in ops)


def upstream_factories(own: set[str]) -> dict[str, DialectFactory]:
    """A factory per upstream dialect the runtime does not define itself (`own`)."""
    return {name: functools.partial(upstream_dialect, name) for name in sorted(MLIR_DIALECTS - own)}
