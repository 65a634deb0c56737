"""The dialect registry (MLIR's `DialectRegistry`): the factories contexts load dialects from.

It holds the builtin dialect, defined here (in MLIR too it is part of the IR), every upstream
dialect from its ODS data (`upstream_dialects`), the dialects the runtime defines itself
(`passgen.runtime.dialects`: func, arith and cf) and those programs register
(`register_dialect`). The runtime's own dialects sit above the IR and the rewrite layer, and
the IR imports nothing above it: the runtime's site (`passgen.runtime.site`) registers them,
and this module loads the site, by name, when it is imported (as MLIR's Python bindings load
their site initialization).
"""

from __future__ import annotations

import importlib

from .context import Dialect, DialectFactory, Trait
from .operation import Operation
from .upstream_dialects import upstream_factories, with_ods

SITE = "passgen.runtime.site"


_SYMBOL_ATTRIBUTES = ("sym_name", "sym_visibility")


def _verify_module(op: Operation) -> str | None:
    """ODS's region constraint, then MLIR's `ModuleOp::verify`: attribute names with a
    dialect prefix. (Its other check, at most one data layout spec, mlir-opt 22 reports
    without failing: not here.)"""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
    for name in sorted(op.attributes):
        if "." not in name and name not in _SYMBOL_ATTRIBUTES:
            return f"can only contain attributes with dialect-prefixed names, found: '{name}'"
    return None


def builtin_dialect() -> Dialect:
    """The builtin dialect's ops (MLIR 22's `BuiltinOps.td`; groups and effects from ODS)."""
    d = Dialect("builtin")
    d.add(
        "module",
        Trait.ISOLATED_FROM_ABOVE,
        Trait.NO_TERMINATOR,
        Trait.SYMBOL_TABLE,
        Trait.SINGLE_BLOCK,
        Trait.SYMBOL,
        Trait.HAS_ONLY_GRAPH_REGION,
        verifier=_verify_module,
    )
    d.add("unrealized_conversion_cast", Trait.PURE)
    return with_ods(d)


DEFAULT_REGISTRY: dict[str, DialectFactory] = {
    "builtin": builtin_dialect,
    **upstream_factories({"builtin"}),
}


def register_dialect(name: str, factory: DialectFactory) -> None:
    """Make dialect `name` known to the contexts created afterwards, and to the pass
    managers of existing ones that run a pass depending on it (what a project's generated
    `register_<dialect>_dialect()` calls)."""
    DEFAULT_REGISTRY[name] = factory


importlib.import_module(SITE)  # registers the runtime's own dialects and the IR's op printer
