"""The `vector` dialect: its ops from ODS (`ir.upstream_dialects`), the memory effects of its
transfers (on memrefs only), its ops' own verifiers (`verifiers`, imported when an op is
first verified), its hand-written assembly forms, and its folders, canonicalization patterns and constant materializer (arith's
`arith.constant`, as `VectorDialect::materializeConstant`) attached when the rewrite layer
first asks for them."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Dialect, Operation
from ...ir.effects import DEFAULT_RESOURCE, EffectInstance
from ...ir.upstream_dialects import attach_verifiers, upstream_dialect
from ..interface_models import interface_models_of
from . import vector_forms


def vector_dialect() -> Dialect:
    dialect = attach_verifiers(upstream_dialect("vector"), f"{__package__}.verifiers", _VERIFIED)
    dialect.asm_forms = vector_forms
    dialect.lazy_hooks = _attach_rewrites
    dialect.dependent_dialects = ("arith",)  # its folders and patterns create arith ops
    dialect.interface_models = interface_models_of("vector")
    for name, effect, base in (("transfer_read", "Read", 0), ("transfer_write", "Write", 1)):
        full = f"vector.{name}"
        dialect.operations[full] = dialect.operations[full].with_hooks(
            computed_effects=_memref_effect(effect, base)
        )
    return dialect


# The ops of `verifiers.VERIFIERS`.
_VERIFIED = (
    "vector.broadcast",
    "vector.shuffle",
    "vector.extract",
    "vector.insert",
    "vector.transpose",
    "vector.shape_cast",
    "vector.bitcast",
    "vector.outerproduct",
    "vector.insert_strided_slice",
    "vector.extract_strided_slice",
    "vector.contract",
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.constant_mask",
    "vector.create_mask",
    "vector.reduction",
    "vector.multi_reduction",
    "vector.scan",
    "vector.load",
    "vector.store",
    "vector.maskedload",
    "vector.maskedstore",
    "vector.gather",
    "vector.scatter",
    "vector.expandload",
    "vector.compressstore",
    "vector.type_cast",
    "vector.mask",
    "vector.deinterleave",
    "vector.scalable.insert",
    "vector.scalable.extract",
    "vector.print",
)


def _memref_effect(effect: str, base: int) -> Callable[[Operation], list[EffectInstance]]:
    """`TransferReadOp::getEffects` / `TransferWriteOp::getEffects`: `effect` on the base
    (operand `base`) when it is a memref; none on a tensor."""

    def effects(op: Operation) -> list[EffectInstance]:
        value = op.operands[base]
        if not value.type.text.startswith("memref<"):
            return []
        return [EffectInstance(effect, DEFAULT_RESOURCE, value)]

    return effects


def _attach_rewrites(dialect: Dialect) -> None:
    from ..arith.patterns import materialize_constant
    from ..rewrite_hooks import attach_rewrites
    from .folders import FOLDERS
    from .patterns import PATTERNS

    dialect.constant_materializer = materialize_constant
    attach_rewrites(dialect, FOLDERS, PATTERNS)
