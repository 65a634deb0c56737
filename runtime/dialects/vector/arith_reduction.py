"""MLIR's `vector::makeArithReduction`: combining two values with the arith op of a
reduction kind (each built with `createOrFold`), then choosing the accumulator where a
mask is clear (`selectPassthru`)."""

from __future__ import annotations

from ...ir import Attribute, IndexType, IntegerType, Location, OpaqueAttr, Type, Value
from ...ir.shaped_types import element_type
from ...rewrite.builder import OpBuilder
from ..arith.overflow_flags import NO_OVERFLOW_FLAGS
from .create_or_fold import create_or_fold

NO_FASTMATH = OpaqueAttr("#arith.fastmath<none>")
_INTEGER_OPS = {
    "add": "addi",
    "mul": "muli",
    "and": "andi",
    "or": "ori",
    "xor": "xori",
    "maxsi": "maxsi",
    "minsi": "minsi",
    "maxui": "maxui",
    "minui": "minui",
}
_FLOAT_OPS = {
    "add": "addf",
    "mul": "mulf",
    "maxnumf": "maxnumf",
    "minnumf": "minnumf",
    "maximumf": "maximumf",
    "minimumf": "minimumf",
}


def kind_name(attr: Attribute | None) -> str | None:
    """The kind a `#vector.kind<...>` attribute names."""
    text = attr.text if attr is not None else ""
    prefix = "#vector.kind<"
    return text[len(prefix) : -1] if text.startswith(prefix) and text.endswith(">") else None


def combining_op(kind: str, type: Type) -> str | None:
    """The arith op (mnemonic) that combines values of `type` for reduction `kind`."""
    integer = isinstance(element_type(type), (IntegerType, IndexType))
    return (_INTEGER_OPS if integer else _FLOAT_OPS).get(kind)


def arith_reduction(
    builder: OpBuilder,
    location: Location,
    kind: str,
    value: Value,
    acc: Value,
    fastmath: Attribute | None = None,
    mask: Value | None = None,
) -> Value:
    """`value <kind> acc` (`combining_op` must know the kind)."""
    name = combining_op(kind, value.type)
    assert name is not None, f"no arith op combines {value.type} for {kind}"
    if name.endswith("f"):
        properties = {"fastmath": fastmath or NO_FASTMATH}
    else:
        properties = {"overflowFlags": NO_OVERFLOW_FLAGS} if name in ("addi", "muli") else {}
    (result,) = create_or_fold(
        builder, f"arith.{name}", [value, acc], [value.type], location, properties
    )
    if mask is None:
        return result
    select = builder.create("arith.select", [mask, result, acc], [result.type], location=location)
    return select.results[0]
