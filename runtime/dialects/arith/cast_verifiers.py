"""`CastOpInterface`'s verifier for arith's casts (MLIR's `verifyCastInterfaceOp` with
ArithOps.cpp's `areCastCompatible`s): a cast between scalars, or vectors and tensors of
compatible shapes (`areValidCastInputsAndOutputs`: `compatible_shape`), whose element
types fit the op. `VERIFIERS` maps op names to it; it runs
after the ops' ODS constraints and native traits, as the interface's trait does."""

from __future__ import annotations

import operator
from collections.abc import Callable

from ...ir.operation import Operation
from ...ir.shaped_types import shape
from ...ir.trait_verifiers import compatible_shape
from ...ir.types import FloatType, IndexType, IntegerType, Type, keyword_type

_Check = Callable[[Type, Type], bool]


def _underlying(type: Type, kinds: tuple[str, ...], elements: tuple[type, ...]) -> Type | None:
    """`getUnderlyingType`: `type`, or the element of a shaped type of `kinds`, when it is
    one of `elements`."""
    found = shape(type)
    if found is not None:
        if found.kind not in kinds:
            return None
        type = keyword_type(found.element) or type
        if type.text != found.element:
            return None
    return type if isinstance(type, elements) else None


_LIKE = ("vector", "tensor")  # `getTypeIfLike`
_LIKE_OR_MEMREF = ("vector", "tensor", "memref")  # `getTypeIfLikeOrMemRef`


def _width_change(element: type, compare: Callable[[int, int], bool]) -> _Check:
    """`checkWidthChangeCast<compare, element>`: the result's width `compare`s the source's."""

    def check(source: Type, result: Type) -> bool:
        if not compatible_shape(source, result):
            return False
        a, b = _underlying(source, _LIKE, (element,)), _underlying(result, _LIKE, (element,))
        return a is not None and b is not None and compare(_width(b), _width(a))

    return check


def _int_float(source_kind: type, result_kind: type) -> _Check:
    """`checkIntFloatCast<From, To>`."""

    def check(source: Type, result: Type) -> bool:
        return (
            compatible_shape(source, result)
            and _underlying(source, _LIKE, (source_kind,)) is not None
            and _underlying(result, _LIKE, (result_kind,)) is not None
        )

    return check


def _index_cast(source: Type, result: Type) -> bool:
    """`areIndexCastCompatible`: index to a signless integer, or back."""
    if not compatible_shape(source, result):
        return False
    kinds = (IntegerType, IndexType)
    a, b = _underlying(source, _LIKE_OR_MEMREF, kinds), _underlying(result, _LIKE_OR_MEMREF, kinds)
    if a is None or b is None:
        return False
    signless = (isinstance(t, IntegerType) and t.is_signless for t in (a, b))
    a_signless, b_signless = signless
    return (isinstance(a, IndexType) and b_signless) or (a_signless and isinstance(b, IndexType))


def _bitcast(source: Type, result: Type) -> bool:
    """`BitcastOp::areCastCompatible`: integers or floats of one width."""
    if not compatible_shape(source, result):
        return False
    kinds = (IntegerType, FloatType)
    a, b = _underlying(source, _LIKE_OR_MEMREF, kinds), _underlying(result, _LIKE_OR_MEMREF, kinds)
    return a is not None and b is not None and _width(a) == _width(b)


def _width(type: Type) -> int:
    assert isinstance(type, (IntegerType, FloatType))
    return type.width


_COMPATIBLE: dict[str, _Check] = {
    "arith.extui": _width_change(IntegerType, operator.gt),
    "arith.extsi": _width_change(IntegerType, operator.gt),
    "arith.extf": _width_change(FloatType, operator.gt),
    "arith.scaling_extf": _width_change(FloatType, operator.gt),
    "arith.trunci": _width_change(IntegerType, operator.lt),
    "arith.truncf": _width_change(FloatType, operator.lt),
    "arith.scaling_truncf": _width_change(FloatType, operator.lt),
    "arith.uitofp": _int_float(IntegerType, FloatType),
    "arith.sitofp": _int_float(IntegerType, FloatType),
    "arith.fptoui": _int_float(FloatType, IntegerType),
    "arith.fptosi": _int_float(FloatType, IntegerType),
    "arith.index_cast": _index_cast,
    "arith.index_castui": _index_cast,
    "arith.bitcast": _bitcast,
}


def _verify_cast(op: Operation) -> str | None:
    """`verifyCastInterfaceOp` (the scaling casts compare their first operand alone)."""
    source, result = op.operands[0].type, op.results[0].type
    if _COMPATIBLE[op.name.name](source, result):
        return None
    return f"operand type '{source}' and result type '{result}' are cast incompatible"


VERIFIERS = dict.fromkeys(_COMPATIBLE, _verify_cast)
