"""`vector.bitcast`'s folder (MLIR's `BitCastOp::fold`): a cast to its source's type, a
cast of a cast (cancelled, or of the inner source), and splat constants: f16 to f32 (the
16-bit pattern twice) and integers to wider integers (the pattern repeated)."""

from __future__ import annotations

from ...ir import Attribute, FloatType, IntegerType, Operation, Type
from ...rewrite.folding import FoldResult, defining_op
from ..elements import make, read
from .vector_type import vector_type


def fold_bitcast(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    source, result_type = op.operands[0], op.results[0].type
    if source.type == result_type:
        return [source]
    inner = defining_op(source, "vector.bitcast")
    if inner is not None:
        if inner.operands[0].type == result_type:
            return [inner.operands[0]]
        op.set_operand(0, inner.operands[0])
        return []
    constant = read(constants[0])
    before, after = vector_type(source.type), vector_type(result_type)
    if constant is None or constant.splat is None or before is None or after is None:
        return None
    bits = _splat_bits(constant.splat, before.element, after.element)
    return None if bits is None else [make(result_type, [bits])]


def _splat_bits(value: int, source: Type, result: Type) -> int | None:
    """The bits of the result splat, or None when MLIR does not fold the pair of types."""
    if isinstance(source, FloatType) and isinstance(result, FloatType):
        if source.text == "f16" and result.text == "f32":
            return (value << 16) | (value & 0xFFFF)
        return None
    if not isinstance(source, IntegerType) or not isinstance(result, IntegerType):
        return None
    narrow, wide = source.width, result.width
    if wide <= narrow or wide % narrow:
        return None
    bits = value & ((1 << narrow) - 1)
    for _ in range(wide // narrow - 1):
        bits = ((bits << narrow) | bits) & ((1 << wide) - 1)
    return bits
