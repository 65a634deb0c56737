"""The ops of `TensorOps.cpp` that make or measure a shape: `tensor.dim` folded to a
static size, a `generate`'s or `extract_slice`'s dynamic size, or through a cast
(`DimOp::fold`, `DimOfCastOp`, `DimOfDestStyleOp`, `DimOfReshapeOp`); `tensor.empty` and
`tensor.generate` with constant dynamic sizes made static (`ReplaceEmptyTensorStaticShapeDims`,
`StaticTensorGenerate`), a cast or a `dim` of an `empty` folded (`FoldEmptyTensorWithCastOp`,
`FoldEmptyTensorWithDimOp`), and an `extract` of a side-effect free `generate` computed in
place (`ExtractFromTensorGenerate`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import INDEX, Attribute, IntegerAttr, Operation, Value
from ...ir.effects import would_op_be_trivially_dead
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.rewriter import PatternRewriter
from .casts import can_fold_into_producer, fold_tensor_cast
from .mixed import constant_int, dispatch, mixed_values
from .op_pattern import OpPattern
from .slices import slice_of
from .tensor_types import DYNAMIC, TensorType, element_type, ranked_tensor_type

Constants = list[Attribute | None]
DESTINATION_STYLE = {"tensor.insert": 1, "tensor.insert_slice": 1}
"""The tensor ops of `DestinationStyleOpInterface`, with the operand their result is."""


def dynamic_size(type: TensorType, sizes: Sequence[Value], index: int) -> Value:
    """The value of the dynamic dimension `index` among an op's dynamic `sizes`."""
    return sizes[sum(size == DYNAMIC for size in type.dims[:index])]


def fold_dim(op: Operation, constants: Constants) -> FoldResult | None:
    """`DimOp::fold`."""
    index = constants[1]
    source = ranked_tensor_type(op.operands[0].type)
    if not isinstance(index, IntegerAttr) or source is None:
        return None
    position = index.value
    if not 0 <= position < source.rank:
        return None
    if not source.is_dynamic(position):
        return [IntegerAttr(source.dims[position], INDEX)]
    generate = defining_op(op.operands[0], "tensor.generate")
    if generate is not None:
        return [dynamic_size(source, generate.operands, position)]
    extract = defining_op(op.operands[0], "tensor.extract_slice")
    if extract is not None:
        extract_source = ranked_tensor_type(extract.operands[0].type)
        size = slice_of(extract).sizes[position]
        if extract_source is not None and extract_source.rank == source.rank:
            if isinstance(size, Value):
                return [size]
    return [] if fold_tensor_cast(op) else None


class DimOfCastOp(OpPattern):
    """`dim(cast(x), i)` -> `dim(x, i)`."""

    ROOT = "dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defining_op(op.operands[0], "tensor.cast")
        if cast is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.dim", [cast.operands[0], op.operands[1]], [INDEX], location=op.location
        )
        return True


class DimOfDestStyleOp(OpPattern):
    """The `dim` of a destination-style op's result: that of its destination."""

    ROOT = "dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = getattr(op.operands[0], "op", None)
        init = DESTINATION_STYLE.get(producer.name.name) if producer is not None else None
        if init is None:
            return False
        dest = producer.operands[init]  # type: ignore[union-attr]
        rewriter.modify_op_in_place(op, lambda: op.set_operand(0, dest))
        return True


class DimOfReshapeOp(OpPattern):
    """`dim(reshape(x, shape), i)` -> `shape[i]` (index-cast when needed)."""

    ROOT = "dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = defining_op(op.operands[0], "tensor.reshape")
        if reshape is None:
            return False
        shape = reshape.operands[1]
        rewriter.set_insertion_point_after(op)
        extract = rewriter.create(
            "tensor.extract",
            [shape, op.operands[1]],
            [element_type(shape.type)],
            location=op.location,
        ).results[0]
        if extract.type != INDEX:
            extract = rewriter.create(
                "arith.index_cast", [extract], [INDEX], location=op.location
            ).results[0]
        rewriter.replace_op(op, [extract])
        return True


def static_sizes(type: TensorType, sizes: Sequence[Value]) -> tuple[TensorType, list[Value]]:
    """`foldDynamicToStaticDimSizes`: each dynamic size a non-negative constant gives made
    static; the new type and the sizes left."""
    shape, left = list(type.dims), []
    values = iter(sizes)
    for index, size in enumerate(shape):
        if size != DYNAMIC:
            continue
        value = next(values)
        constant = constant_int(value)
        if constant is None or constant < 0:
            left.append(value)
        else:
            shape[index] = constant
    return type.with_shape(shape), left


def _ranked(value: Value) -> TensorType:
    parsed = ranked_tensor_type(value.type)
    assert parsed is not None, "tensor.empty and tensor.generate make ranked tensors"
    return parsed


class ReplaceEmptyTensorStaticShapeDims(OpPattern):
    """`tensor.empty` with constant dynamic sizes: the empty of them static, cast back."""

    ROOT = "empty"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        type = _ranked(op.results[0])
        folded, left = static_sizes(type, op.operands)
        if folded == type:
            return False
        new = rewriter.create("tensor.empty", left, [folded.type()], location=op.location)
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True


class FoldEmptyTensorWithDimOp(OpPattern):
    """The `dim` of a dynamic size of a `tensor.empty`: that size."""

    ROOT = "dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        empty = defining_op(op.operands[0], "tensor.empty")
        index = constant_int(op.operands[1])
        if empty is None or index is None:
            return False
        type = _ranked(empty.results[0])
        if not 0 <= index < type.rank or not type.is_dynamic(index):
            return False
        rewriter.replace_op(op, [dynamic_size(type, empty.operands, index)])
        return True


class FoldEmptyTensorWithCastOp(OpPattern):
    """A cast adding static sizes to a `tensor.empty`: the empty of those sizes."""

    ROOT = "cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not can_fold_into_producer(op):
            return False
        empty = defining_op(op.operands[0], "tensor.empty")
        if empty is None:
            return False
        result = _ranked(op.results[0])
        current = mixed_values(_ranked(empty.results[0]).dims, empty.operands)
        sizes: list[int | Value] = []
        for new, size in zip(result.dims, current):
            if isinstance(size, int):
                if new == DYNAMIC or new != size:
                    return rewriter.notify_match_failure(
                        empty,
                        "mismatch in static value of shape of empty tensor result and cast result",
                    )
                sizes.append(size)
            else:
                sizes.append(new if new != DYNAMIC else size)
        shape, dynamic = dispatch(sizes)
        new_type = TensorType(tuple(shape), result.element)
        rewriter.replace_op_with_new_op(
            op, "tensor.empty", dynamic, [new_type.type()], location=op.location
        )
        return True


class StaticTensorGenerate(OpPattern):
    """`tensor.generate` with constant dynamic extents: the generate of them static (its
    body moved over), cast back."""

    ROOT = "generate"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        type = _ranked(op.results[0])
        folded, left = static_sizes(type, op.operands)
        if folded == type:
            return False
        new = rewriter.create(
            "tensor.generate", left, [folded.type()], regions=1, location=op.location
        )
        body, target = op.regions[0], new.regions[0]
        for block in list(body.blocks):
            body.blocks.remove(block)
            target.append(block)
            rewriter.listener.notify_block_inserted(block)
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", new.results, [op.results[0].type], location=op.location
        )
        return True


class ExtractFromTensorGenerate(OpPattern):
    """`extract(generate(...), indices)`: the generate's body computed at the indices,
    when the generate has no side effects."""

    ROOT = "extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        generate = defining_op(op.operands[0], "tensor.generate")
        if generate is None or not would_op_be_trivially_dead(generate):
            return False
        body = generate.regions[0].blocks[0]
        mapping: dict[object, object] = dict(zip(body.arguments, op.operands[1:]))
        ops = list(body)
        for nested in ops[:-1]:
            rewriter.clone(nested, mapping)  # type: ignore[arg-type]
        yielded = ops[-1].operands[0]
        rewriter.replace_op(op, [mapping.get(yielded, yielded)])  # type: ignore[list-item]
        return True
