"""The `arith` dialect: its ops and traits as MLIR 22's `ArithOps.td` defines them (their
groups and memory effects from ODS); its folders, canonicalization patterns and constant
materializer are attached when the rewrite layer first asks for them."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect, FloatAttr, IntegerAttr, Operation, Trait
from ...ir.upstream_dialects import attach_verifiers, with_ods
from ..interface_models import interface_models_of

_COMMUTATIVE = (
    "addi addui_extended muli mulsi_extended mului_extended andi ori xori addf mulf "
    "maximumf maxnumf maxsi maxui minimumf minnumf minsi minui"
).split()
_OTHER = (
    "subi divui divsi ceildivui ceildivsi floordivsi remui remsi shli shrui shrsi negf subf "
    "divf remf extui extsi extf trunci truncf uitofp sitofp fptoui fptosi index_cast "
    "index_castui bitcast cmpi cmpf select scaling_extf scaling_truncf"
).split()


def arith_dialect() -> Dialect:
    dialect = Dialect("arith", lazy_hooks=_attach_rewrites, asm_forms=_asm_forms)
    for name in _COMMUTATIVE:
        dialect.add(name, Trait.PURE, Trait.COMMUTATIVE)
    for name in _OTHER:
        dialect.add(name, Trait.PURE)
    dialect.add("constant", Trait.CONSTANT_LIKE, Trait.PURE, verifier=_verify_constant)
    dialect.interface_models = interface_models_of("arith")
    return attach_verifiers(with_ods(dialect), f"{__package__}.cast_verifiers", _CASTS)


# The casts of `cast_verifiers.VERIFIERS` (`CastOpInterface`).
_CASTS = tuple(
    f"arith.{name}"
    for name in (
        "extui extsi extf trunci truncf uitofp sitofp fptoui fptosi index_cast index_castui "
        "bitcast scaling_extf scaling_truncf"
    ).split()
)


def _verify_constant(op: Operation) -> str | None:
    """ODS `AllTypesMatch<["value", "result"]>`, for values that carry their type."""
    value = op.get_attr("value")
    if isinstance(value, (IntegerAttr, FloatAttr)) and op.results[0].type != value.type:
        return "failed to verify that all of {value, result} have same type"
    return None


def _asm_forms() -> Any:
    """The dialect's assembly hooks (`forms`), loaded when the asm layer asks."""
    from .forms import ARITH_FORMS

    return ARITH_FORMS


def _attach_rewrites(dialect: Dialect) -> None:
    from ..rewrite_hooks import attach_rewrites
    from .cast_patterns import CAST_PATTERNS
    from .folders import FOLDERS
    from .patterns import PATTERNS, materialize_constant

    dialect.constant_materializer = materialize_constant
    patterns = {
        name: (*PATTERNS.get(name, ()), *CAST_PATTERNS.get(name, ()))
        for name in {*PATTERNS, *CAST_PATTERNS}
    }
    attach_rewrites(dialect, FOLDERS, patterns)
