"""MLIR's upstream dialects, from their op definitions (ODS): each op with the traits the
runtime uses, its op interfaces, its operand, result, region and successor groups and its
memory effects (`upstream_ops.json`, written by `make import-ods`; `passgen.ods.ops`
describes the fields), and their ODS constraints (`constraints`, read when first checked). A dialect's ops are read when it is first loaded, so start-up reads nothing.

Generic machinery, with the IR: the default registry builds the upstream dialects with it, the
runtime's own dialects take their groups and effects from it (`with_ods`), a project's
generated dialects are made by it (`dialect_from_data`), and the generator reads the same
data (`traits_by_name`, `op_names`) without loading anything above the IR."""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .context import Dialect, DialectFactory, Trait
from .effects import Effect
from .json_blocks import block
from .mlir_dialects import MLIR_DIALECTS
from .ods import STRUCTURAL, OpSignature

if TYPE_CHECKING:
    from .operation import Operation

DATA = os.path.join(os.path.dirname(__file__), "upstream_ops.json")  # (no pathlib at start-up)

OpData = dict[str, Any]


@functools.cache
def traits_by_name() -> dict[str, Trait]:
    """Every runtime trait by its MLIR name (`Pure`, `IsTerminator`, ...)."""
    return {t.value: t for t in vars(Trait).values() if isinstance(t, Trait)}


def signature_of(data: OpData, upstream: str | None = None) -> OpSignature:
    """The ODS groups of one op's data (a group left out is not checked); `upstream`: the
    op's full name when it is an upstream op, whose ODS constraints it then checks."""
    structure = tuple(t for t in data.get("traits", []) if t in STRUCTURAL)
    return OpSignature(
        data.get("operands"),
        data.get("results"),
        data.get("regions"),
        data.get("successors"),
        structure,
        tuple(data.get("parents", ())),
        tuple(data.get("attributes", ())),
        upstream,
    )


def effects_of(data: OpData) -> tuple[Effect, ...] | None:
    """The memory effects one op's data states (None: no interface unless `Pure`)."""
    effects = data.get("effects")
    return None if effects is None else tuple(Effect(*effect) for effect in effects)


def ods_data(dialect: str) -> dict[str, OpData] | None:
    """Op mnemonic -> ODS data of upstream dialect `dialect` (None: no data here)."""
    ops: dict[str, OpData] | None = block(DATA, dialect)
    return ops


def dialect_from_data(
    name: str,
    ops: dict[str, OpData] | None,
    formats: dict[str, OpData] | None = None,
    *,
    upstream: bool = False,
) -> Dialect:
    """Dialect `name` with the ops of `ops` (mnemonic -> data in the format of
    `upstream_ops.json`, which a project's generated dialects use too); None: any op.
    `formats`: the ops' declarative assembly formats, one dialect's block in the layout of
    `upstream_formats.json` (a project's dialect; upstream ones are read from that file).
    `upstream`: an upstream dialect, whose ops check their ODS constraints."""
    dialect = Dialect(name, allow_unknown_operations=ops is None, formats=formats)
    traits = traits_by_name()
    for mnemonic, data in (ops or {}).items():
        interfaces = frozenset(data.get("interfaces", ()))
        dialect.add(
            mnemonic,
            *(traits[n] for n in data["traits"] if n in traits),
            # An op is a symbol when it implements SymbolOpInterface (MLIR's `isSymbol`),
            # which FunctionOpInterface ops such as gpu.func do without the `Symbol` trait.
            *((Trait.SYMBOL,) if _is_undeclared_symbol(data, interfaces) else ()),
            signature=signature_of(data, f"{name}.{mnemonic}" if upstream else None),
            effects=effects_of(data),
            interfaces=interfaces,
        )
    return dialect


def _is_undeclared_symbol(data: OpData, interfaces: frozenset[str]) -> bool:
    return "SymbolOpInterface" in interfaces and "Symbol" not in data["traits"]


def upstream_dialect(name: str) -> Dialect:
    """Dialect `name` with its ODS ops; one without ODS data here accepts any op."""
    return dialect_from_data(name, ods_data(name), upstream=True)


_SPECULATABILITY = frozenset({"AlwaysSpeculatable", "RecursivelySpeculatable"})


def with_ods(dialect: Dialect) -> Dialect:
    """`dialect` (one the runtime writes by hand) with its ops' groups, effects and
    speculatability traits from ODS."""
    ops = ods_data(dialect.name) or {}
    traits = traits_by_name()
    for full, definition in list(dialect.operations.items()):
        data = ops.get(full.split(".", 1)[1])
        if data is not None:
            speculatability = {traits[n] for n in data["traits"] if n in _SPECULATABILITY}
            dialect.operations[full] = definition.with_hooks(
                traits=definition.traits | speculatability,
                signature=signature_of(data, full),
                effects=effects_of(data),
                interfaces=frozenset(data.get("interfaces", ())),
            )
    return dialect


def attach_verifiers(
    dialect: Dialect,
    module: str,
    verified: Iterable[str],
    regions_verified: Iterable[str] = (),
) -> Dialect:
    """`dialect` with its ops' own verifiers (MLIR's `verify`, on entering the op) for the
    ops named in `verified`, and region verifiers (`verifyRegions`, once the ops inside are
    verified) for those in `regions_verified`: the `VERIFIERS` and `REGION_VERIFIERS` of
    `module` by full op name, imported when an op is first verified (not at start-up)."""
    verified, regions_verified = set(verified), set(regions_verified)

    def verify(op: Operation) -> str | None:
        return _verifiers(module).VERIFIERS[op.name.name](op)

    def verify_regions(op: Operation) -> str | None:
        return _verifiers(module).REGION_VERIFIERS[op.name.name](op)

    for name in verified | regions_verified:
        dialect.operations[name] = dialect.operations[name].with_hooks(
            verifier=verify if name in verified else None,
            region_verifier=verify_regions if name in regions_verified else None,
        )
    return dialect


@functools.cache
def _verifiers(module: str) -> Any:
    return importlib.import_module(module)


def op_names(name: str) -> frozenset[str] | None:
    """The full op names of upstream dialect `name` from its ODS data, without building the
    dialect (None: no data here, so any op)."""
    ops = ods_data(name)
    return None if ops is None else frozenset(f"{name}.{op}" for op in ops)


def upstream_factories(own: set[str]) -> dict[str, DialectFactory]:
    """A factory per upstream dialect the runtime does not define itself (`own`)."""
    return {name: functools.partial(upstream_dialect, name) for name in sorted(MLIR_DIALECTS - own)}
