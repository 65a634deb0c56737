"""`vector.from_elements` and `vector.to_elements` (MLIR's VectorOps.cpp):
`FromElementsOp::fold` (the elements of a `vector.to_elements` in order are its source;
constants are a dense constant), `rewriteFromElementsAsBroadcast` (elements all the same
value are a broadcast of it), `ToElementsOp::fold` (the elements of a `vector.from_elements`
are its operands; each element of a broadcast scalar is the scalar) and
`ToElementsOfBroadcast` (the elements of a broadcast vector are its source's)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import is_scalar_type, make, read
from .strided_slices import row_major_strides
from .vector_type import vector_type


def fold_from_elements(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    elements = op.operands
    to_elements = defining_op(elements[0], "vector.to_elements") if elements else None
    if to_elements is not None and list(elements) == list(to_elements.results):
        if to_elements.operands[0].type == op.results[0].type:
            return [to_elements.operands[0]]
    vector = vector_type(op.results[0].type)
    values = [read(attr) for attr in constants]
    if vector is None or not is_scalar_type(vector.element) or not values:
        return None
    if any(value is None or value.shape is not None for value in values):
        return None
    return [make(op.results[0].type, [value.values[0] for value in values])]  # type: ignore[union-attr]


class FromElementsAsBroadcast(RewritePattern):
    """`rewriteFromElementsAsBroadcast`."""

    def __init__(self) -> None:
        super().__init__("vector.from_elements", generated_ops=("vector.broadcast",))
        self.debug_name = ""  # a function pattern: no name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        elements = op.operands
        if not elements or any(element is not elements[0] for element in elements):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [elements[0]], [op.results[0].type], location=op.location
        )
        return True


def fold_to_elements(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    elements = defining_op(op.operands[0], "vector.from_elements")
    if elements is not None:
        return list(elements.operands)
    broadcast = defining_op(op.operands[0], "vector.broadcast")
    if broadcast is None or vector_type(broadcast.operands[0].type) is not None:
        return None
    return [broadcast.operands[0]] * len(op.results)


class ToElementsOfBroadcast(RewritePattern):
    """The elements of a broadcast vector are elements of its source's `to_elements`."""

    def __init__(self) -> None:
        super().__init__("vector.to_elements", generated_ops=("vector.to_elements",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = defining_op(op.operands[0], "vector.broadcast")
        result = vector_type(op.operands[0].type)
        source = vector_type(broadcast.operands[0].type) if broadcast is not None else None
        if broadcast is None or result is None or source is None:
            return False
        split = rewriter.create(
            "vector.to_elements",
            [broadcast.operands[0]],
            [source.element] * source.num_elements,
            location=op.location,
        )
        lead = result.rank - source.rank
        strides = row_major_strides(source.shape)
        replacements = []
        for index in range(result.num_elements):
            position = []
            for size in reversed(result.shape):
                position.append(index % size)
                index //= size
            position.reverse()
            linear = sum(
                (0 if size == 1 else position[lead + dim]) * strides[dim]
                for dim, size in enumerate(source.shape)
            )
            replacements.append(split.results[linear])
        rewriter.replace_op(op, replacements)
        return True
