"""Folders of the `tosa` ops that forward an operand or rebuild a constant (MLIR's
`TosaCanonicalizations.cpp` `fold` methods): the constants; `cast` to its own type; the
reductions over a unit axis; `reshape`, `slice`, `tile`, `pad`, `resize`, `reverse` and
`transpose` that change nothing; `select` of one value or on a splat predicate;
`negate(negate(x))` with zero points of 0, `abs(abs(x))`; nested concats on one axis
flattened; and the reshapes, slices, reverses and transposes of constants. The arithmetic
folds are in `arith_folders`.

A folder gets the op and each operand's constant (or None); it returns None (no fold),
`[]` (the op changed in place), or one attribute or value per result.
"""

from __future__ import annotations

from collections.abc import Callable
from math import prod

from ...asm.dense_arrays import dense_array_values
from ...ir import Attribute, IntegerAttr, Operation, Type, Value
from ...rewrite.folding import FoldResult, defining_op
from .. import floats
from ..elements import float_semantics, make
from .arith_folders import ARITH_FOLDERS
from .constants import (
    const_shape_values,
    dense,
    dense_operand,
    element_of,
    is_int_index_or_float,
    ranked,
    splat_as,
)

Constants = list[Attribute | None]
Folder = Callable[[Operation, Constants], FoldResult | None]


def fold_constant(op: Operation, constants: Constants) -> FoldResult | None:
    """`ConstOp::fold`, `ConstShapeOp::fold`: the constant's values."""
    values = op.get_attr("values")
    return None if values is None else [values]


def _axis(op: Operation) -> int:
    attr = op.get_attr("axis")
    return attr.value if isinstance(attr, IntegerAttr) else -1


def _unit_axis(op: Operation, value: Value) -> bool:
    """The ranked `value` is of rank 0 or of size 1 along the op's axis."""
    parsed = ranked(value)
    if parsed is None:
        return False
    axis = _axis(op)
    return parsed.rank == 0 or (0 <= axis < parsed.rank and parsed.dims[axis] == 1)


def fold_reduce(op: Operation, constants: Constants) -> FoldResult | None:
    """`REDUCE_FOLDER`: a reduction keeping its input's type over a unit axis."""
    input = op.operands[0]
    if input.type != op.results[0].type or not _unit_axis(op, input):
        return None
    return [input]


def fold_cast(op: Operation, constants: Constants) -> FoldResult | None:
    """`CastOp::fold`: a cast to the input's own type is the input."""
    input = op.operands[0]
    return [input] if input.type == op.results[0].type else None


def fold_reshape(op: Operation, constants: Constants) -> FoldResult | None:
    """`ReshapeOp::fold`: to its own type (one dynamic size at most), `reshape(reshape(x))`
    in place, and constants: any splat, another only for its single use."""
    input, result = op.operands[0], op.results[0]
    input_type, output_type = ranked(input), ranked(result.type)
    if input_type is None or output_type is None:
        return None
    if input.type == result.type and input_type.num_dynamic < 2:
        return [input]
    inner = defining_op(input, "tosa.reshape")
    if inner is not None:
        op.set_operand(0, inner.operands[0])
        return []
    if not is_int_index_or_float(element_of(input.type)) or dense(constants[0]) is None:
        return None
    if not output_type.static:
        return None
    splat = splat_as(constants[0], result.type)
    if splat is not None or not input.has_one_use:
        return None if splat is None else [splat]
    shape = const_shape_values(op.operands[1])
    constant = dense(constants[0])
    source = ranked(constant.type) if constant is not None else None
    if shape is None or constant is None or source is None:
        return None
    return [make(source.with_shape(shape).type(), constant.values)]


def fold_pad(op: Operation, constants: Constants) -> FoldResult | None:
    """`PadOp::fold`: padding by a splat of zeros to the input's own type."""
    padding = dense(constants[1])
    if padding is None or op.operands[0].type != op.results[0].type:
        return None
    return [op.operands[0]] if padding.splat == 0 else None


def fold_resize(op: Operation, constants: Constants) -> FoldResult | None:
    """`ResizeOp::fold`: a unit scale, no offset and no border, to the input's type."""
    scale, offset, border = (dense(attr) for attr in constants[1:4])
    if scale is None or offset is None or border is None:
        return None
    s, o, b = scale.elements(), offset.elements(), border.elements()
    if len(s) != 4 or len(o) != 2 or len(b) != 2:
        return None
    if s[0] != s[1] or s[2] != s[3] or any(o) or any(b):
        return None
    input = op.operands[0]
    return [input] if input.type == op.results[0].type else None


def fold_reverse(op: Operation, constants: Constants) -> FoldResult | None:
    """`ReverseOp::fold`: a splat constant is itself; a unit axis changes nothing."""
    constant = dense(constants[0])
    if constant is not None and constant.splat is not None:
        return [constants[0]]  # type: ignore[list-item]
    input = op.operands[0]
    return [input] if _unit_axis(op, input) else None


def fold_slice(op: Operation, constants: Constants) -> FoldResult | None:
    """`SliceOp::fold`: the whole of a static input; of a constant, a splat, or the one
    element a single-element slice starts at."""
    input, result = op.operands[0], op.results[0]
    input_type, output_type = ranked(input), ranked(result.type)
    if input_type is None or output_type is None:
        return None
    if input.type == result.type and input_type.static:
        return [input]
    if constants[0] is None:
        return None
    if not is_int_index_or_float(element_of(input.type)) or not is_int_index_or_float(
        element_of(result.type)
    ):
        return None
    constant = dense(constants[0])
    if constant is None:
        return None
    if constant.splat is not None and output_type.static:
        return _splat_result(constants[0], result.type)
    if not (input_type.static and output_type.static and prod(output_type.dims) == 1):
        return None
    start = dense_operand(op.operands[1])
    if start is None:
        return None
    index = start.elements()
    if len(index) != input_type.rank or not all(
        0 <= i < size for i, size in zip(index, input_type.dims)
    ):
        return None
    flat = 0
    for i, size in zip(index, input_type.dims):
        flat = flat * size + i
    return [make(result.type, [constant.elements()[flat]])]


def _splat_result(attr: Attribute | None, type: Type) -> FoldResult | None:
    splat = splat_as(attr, type)
    return None if splat is None else [splat]


def _static_and_same_shapes(op: Operation) -> bool:
    """Not `mayRequireBroadcast`: every operand a static tensor, all of one shape."""
    shapes = [ranked(value) for value in op.operands]
    if any(shape is None or not shape.static for shape in shapes):
        return False
    return len({shape.dims for shape in shapes if shape is not None}) == 1


def fold_select(op: Operation, constants: Constants) -> FoldResult | None:
    """`SelectOp::fold` (no broadcasting): `select(c, x, x) -> x`, and a splat predicate
    picks its operand."""
    if not _static_and_same_shapes(op):
        return None
    predicate, on_true, on_false = op.operands
    if on_true is on_false:
        return [on_true]
    constant = dense(constants[0])
    if constant is None or constant.splat is None:
        return None
    return [on_true if constant.splat else on_false]


def fold_tile(op: Operation, constants: Constants) -> FoldResult | None:
    """`TileOp::fold`: multiples of one to the input's own type."""
    multiples = dense(constants[1])
    if op.operands[0].type != op.results[0].type or multiples is None:
        return None
    return [op.operands[0]] if all(value == 1 for value in multiples.elements()) else None


def fold_transpose(op: Operation, constants: Constants) -> FoldResult | None:
    """`TransposeOp::fold`: a splat is reshaped; the identity permutation is the input."""
    constant = dense(constants[0])
    result = op.results[0]
    output_type = ranked(result.type)
    if (
        constant is not None
        and constant.splat is not None
        and output_type is not None
        and output_type.static
        and constant.element == element_of(result.type)
    ):
        return _splat_result(constants[0], result.type)
    perms = dense_array_values(op.get_attr("perms"))
    if perms is None or perms != list(range(len(perms))):
        return None
    return [op.operands[0]]


def _zero_point_is_zero(value: Value) -> bool:
    """`getZeroPoint` gives 0: the first element of a constant is a zero."""
    constant = dense_operand(value)
    if constant is None:
        return False
    first = constant.elements()[0] if constant.elements() else None
    sem = float_semantics(constant.element)
    if sem is not None:
        return first is not None and floats.is_zero(first, sem)
    return first == 0


def fold_negate(op: Operation, constants: Constants) -> FoldResult | None:
    """`NegateOp::fold`: `negate(negate(x)) -> x` when both zero points of both are 0."""
    inner = defining_op(op.operands[0], "tosa.negate")
    if inner is None:
        return None
    zero_points = [*op.operands[1:3], *inner.operands[1:3]]
    if len(zero_points) != 4 or not all(_zero_point_is_zero(zp) for zp in zero_points):
        return None
    return [inner.operands[0]]


def fold_abs(op: Operation, constants: Constants) -> FoldResult | None:
    """`AbsOp::fold`: `abs(abs(x)) -> abs(x)`."""
    input = op.operands[0]
    return [input] if defining_op(input, "tosa.abs") is not None else None


def fold_concat(op: Operation, constants: Constants) -> FoldResult | None:
    """`ConcatOp::fold`: the operands of concats on the same axis inlined, in place."""
    operands: list[Value] = []
    found = False
    for operand in op.operands:
        producer = defining_op(operand, "tosa.concat")
        if producer is None or _axis(producer) != _axis(op):
            operands.append(operand)
            continue
        found = True
        operands += producer.operands
    if not found:
        return None
    op.set_operands(operands)
    return []


FOLDERS: dict[str, Folder] = {
    "const": fold_constant,
    "const_shape": fold_constant,
    **{f"reduce_{kind}": fold_reduce for kind in ("all", "any", "max", "min", "product", "sum")},
    "cast": fold_cast,
    "reshape": fold_reshape,
    "pad": fold_pad,
    "resize": fold_resize,
    "reverse": fold_reverse,
    "slice": fold_slice,
    "select": fold_select,
    "tile": fold_tile,
    "transpose": fold_transpose,
    "negate": fold_negate,
    "abs": fold_abs,
    "concat": fold_concat,
    **ARITH_FOLDERS,
}
"""Folder per `tosa` op mnemonic."""
