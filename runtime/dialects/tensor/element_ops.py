"""The element ops of `TensorOps.cpp`: `tensor.extract` of a constant (splat, dense,
sparse) or of a `from_elements` folded to the element, `tensor.insert` of a splat's own
value folded away, `from_elements`, `splat` and `gather` of constants folded to a constant,
`rank` of a ranked tensor, `concat` of one input; and the patterns pulling an `extract` through a `cast` or an
`arith.index_cast`, and turning a one-input `concat` into a cast."""

from __future__ import annotations

from ...ir import INDEX, Attribute, FloatAttr, IntegerAttr, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.rewriter import PatternRewriter
from .constants import dense_of, read_elements, reshaped_splat
from .op_pattern import OpPattern
from .tensor_types import element_type, ranked_tensor_type, tensor_type

Constants = list[Attribute | None]


def fold_extract(op: Operation, constants: Constants) -> FoldResult | None:
    """`ExtractOp::fold`."""
    tensor = read_elements(constants[0])
    if tensor is not None and tensor.splat is not None:
        return [tensor.splat]
    if any(not isinstance(index, IntegerAttr) for index in constants[1:]):
        return None
    indices = [index.value for index in constants[1:]]  # type: ignore[union-attr]
    from_elements = defining_op(op.operands[0], "tensor.from_elements")
    if from_elements is not None:
        parsed = ranked_tensor_type(from_elements.results[0].type)
        assert parsed is not None
        flat, stride = 0, 1
        for index, size in reversed(list(zip(indices, parsed.dims))):
            flat += index * stride
            stride *= size
        if not 0 <= flat < len(from_elements.operands):
            return None
        return [from_elements.operands[flat]]
    if tensor is not None and tensor.is_valid_index(indices):
        return [tensor.at(indices)]
    return None


def fold_insert(op: Operation, constants: Constants) -> FoldResult | None:
    """`InsertOp::fold`: inserting a splat's own value leaves the splat."""
    scalar, dest = constants[0], read_elements(constants[1])
    if scalar is not None and dest is not None and dest.splat == scalar:
        return [constants[1]]  # type: ignore[list-item]
    return None


def fold_from_elements(op: Operation, constants: Constants) -> FoldResult | None:
    """`FromElementsOp::fold`: constants make a dense constant."""
    if any(constant is None for constant in constants):
        return None
    dense = dense_of(op.results[0].type, constants)  # type: ignore[arg-type]
    return None if dense is None else [dense]


def fold_splat(op: Operation, constants: Constants) -> FoldResult | None:
    """`SplatOp::fold`: a constant integer or float splat to a static shape."""
    parsed = ranked_tensor_type(op.results[0].type)
    if not isinstance(constants[0], (IntegerAttr, FloatAttr)) or parsed is None:
        return None
    if not parsed.static:
        return None
    dense = dense_of(op.results[0].type, constants[:1])  # type: ignore[arg-type]
    return None if dense is None else [dense]


def fold_gather(op: Operation, constants: Constants) -> FoldResult | None:
    """`GatherOp::fold`: a gather from a splat constant is the splat of its type."""
    reshaped = reshaped_splat(constants[0], op.results[0].type)
    return None if reshaped is None else [reshaped]


def fold_rank(op: Operation, constants: Constants) -> FoldResult | None:
    """`RankOp::fold`: the rank of a ranked operand."""
    parsed = tensor_type(op.operands[0].type)
    if parsed is None or not parsed.ranked:
        return None
    return [IntegerAttr(parsed.rank, INDEX)]


def fold_concat(op: Operation, constants: Constants) -> FoldResult | None:
    """`ConcatOp::fold`: one input of the result's type."""
    inputs = op.operands
    return [inputs[0]] if len(inputs) == 1 and inputs[0].type == op.results[0].type else None


class ExtractFromTensorCast(OpPattern):
    """`extract(cast(x))` -> `extract(x)` for a ranked `x`."""

    ROOT = "extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None or ranked_tensor_type(cast.operands[0].type) is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "tensor.extract",
            [cast.operands[0], *op.operands[1:]],
            [op.results[0].type],
            location=op.location,
        )
        return True


class ExtractElementFromIndexCast(OpPattern):
    """`extract(index_cast(t))` -> `index_cast(extract(t))`."""

    ROOT = "extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        index_cast = defining_op(op.operands[0], "arith.index_cast")
        if index_cast is None:
            return False
        source = index_cast.operands[0]
        extract = rewriter.create(
            "tensor.extract",
            [source, *op.operands[1:]],
            [element_type(source.type)],
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "arith.index_cast", extract.results, [op.results[0].type], location=op.location
        )
        return True


class SingleInputConcatOp(OpPattern):
    """`concat(x)` -> `cast(x)`."""

    ROOT = "concat"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", op.operands, [op.results[0].type], location=op.location
        )
        return True
