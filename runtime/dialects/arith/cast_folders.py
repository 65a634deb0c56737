"""Folders of the `arith` casts between integers, indices and floats (MLIR's
`ArithOps.cpp`): constants converted element-wise (`constFoldCastOp`, which propagates
poison), and a bitcast to its operand's own type folded away (`CastOpInterface`)."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Attribute, Operation, Type
from ...ir.float_format import FloatSemantics
from ...ir.shaped_types import shaped
from ...rewrite.folding import FoldResult, defining_op
from .. import floats
from ..elements import element_type_or_self, float_semantics, fold_elementwise, int_width, to_signed
from ..ub.poison import POISON, is_poison
from .float_folders import has_fastmath

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]
ElementCast = Callable[[int], int | None]


def _cast_folder(make_cast: Callable[[Operation], ElementCast | None]) -> Folder:
    """A folder converting each constant element with the op's `make_cast(op)` (None
    when the op's types are not ones it handles: then only a poison operand folds)."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        attr = fold_elementwise(constants[:1], op.results[0].type, make_cast(op))
        return None if attr is None else [attr]

    return fold


def _elements(op: Operation) -> tuple[Type, Type]:
    """(source element type, result element type)."""
    return element_type_or_self(op.operands[0].type), element_type_or_self(op.results[0].type)


def _bitcast(op: Operation) -> ElementCast | None:
    """Bits are bits: a float's pattern, an integer's unsigned value."""
    source, _ = _elements(op)
    bits = int_width(source)
    if bits is not None:
        return lambda value: value & ((1 << bits) - 1)
    return (lambda value: value) if float_semantics(source) is not None else None


def fold_bitcast(op: Operation, constants: Constants) -> FoldResult | None:
    """`BitcastOp::fold`: constants, and a poison to a scalar type (not to a shaped one);
    else, to the operand's own type, the operand (`CastOpInterface`)."""
    source = op.operands[0]
    if constants[0] is None and source.type == op.results[0].type:
        return [source]
    if is_poison(constants[0]):
        return None if shaped(op.results[0].type) is not None else [POISON]
    return _cast_folder(_bitcast)(op, constants)


def _int_to_float(signed: bool) -> Callable[[Operation], ElementCast | None]:
    def make(op: Operation) -> ElementCast | None:
        source, result = _elements(op)
        bits, sem = int_width(source), float_semantics(result)
        if bits is None or sem is None:
            return None
        return lambda value: floats.from_integer(
            to_signed(value, bits) if signed else value & ((1 << bits) - 1), sem
        )

    return make


def _float_to_int(signed: bool) -> Callable[[Operation], ElementCast | None]:
    def make(op: Operation) -> ElementCast | None:
        source, result = _elements(op)
        sem, bits = float_semantics(source), int_width(result)
        if sem is None or bits is None:
            return None
        return lambda value: floats.to_integer(value, sem, bits, signed)

    return make


def _float_to_float(op: Operation) -> ElementCast | None:
    """`extf` / `truncf`: only conversions that lose nothing fold (so under any rounding
    mode)."""
    source, result = _elements(op)
    from_sem, to_sem = float_semantics(source), float_semantics(result)
    if from_sem is None or to_sem is None:
        return None
    return lambda value: floats.convert(value, from_sem, to_sem)


def _representable(source: FloatSemantics, target: FloatSemantics) -> bool:
    """Every value of `source` is one of `target` (`APFloatBase::isRepresentableBy`)."""
    return (
        source.precision <= target.precision and source.bias <= target.bias
    )  # exponent range: +-bias


def fold_extf(op: Operation, constants: Constants) -> FoldResult | None:
    """`extf(truncf(x)) -> x` when both are `contract`, else constants."""
    truncation = defining_op(op.operands[0], "arith.truncf")
    if (
        truncation is not None
        and truncation.operands[0].type == op.results[0].type
        and has_fastmath(truncation, "contract")
        and has_fastmath(op, "contract")
    ):
        return [truncation.operands[0]]
    return _cast_folder(_float_to_float)(op, constants)


def fold_truncf(op: Operation, constants: Constants) -> FoldResult | None:
    """`truncf(extf(x))`: `-> truncf(x)` (in place) or `-> x` when the extension was exact."""
    extension = defining_op(op.operands[0], "arith.extf")
    if extension is not None:
        x = extension.operands[0]
        source, intermediate, result = (
            float_semantics(element_type_or_self(v.type))
            for v in (x, extension.results[0], op.results[0])
        )
        if (
            source is not None
            and intermediate is not None
            and result is not None
            and _representable(source, intermediate)
        ):
            if source.width > result.width:
                op.set_operand(0, x)
                return []
            if element_type_or_self(x.type) == element_type_or_self(op.results[0].type):
                return [x]
    return _cast_folder(_float_to_float)(op, constants)


def _index_cast(signed: bool) -> Callable[[Operation], ElementCast | None]:
    """`index_cast` sign-extends or truncates, `index_castui` zero-extends or truncates."""

    def make(op: Operation) -> ElementCast | None:
        source, result = _elements(op)
        bits = int_width(source)
        if bits is None or int_width(result) is None:
            return None
        return lambda value: value if signed else value & ((1 << bits) - 1)

    return make


CAST_FOLDERS: dict[str, Folder] = {
    "bitcast": fold_bitcast,
    "sitofp": _cast_folder(_int_to_float(signed=True)),
    "uitofp": _cast_folder(_int_to_float(signed=False)),
    "fptosi": _cast_folder(_float_to_int(signed=True)),
    "fptoui": _cast_folder(_float_to_int(signed=False)),
    "extf": fold_extf,
    "truncf": fold_truncf,
    "index_cast": _cast_folder(_index_cast(signed=True)),
    "index_castui": _cast_folder(_index_cast(signed=False)),
}
"""Folder per `arith` cast op name (without the dialect prefix)."""
