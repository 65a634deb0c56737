"""The patterns that trade vector-building ops for `vector.from_elements` (MLIR's
VectorOps.cpp): `InsertChainFullyInitialized` (a chain of inserts that sets every element,
from its last insert), `foldExtractFromFromElements` (an extract of a vector from
`vector.from_elements` takes a slice of its elements) and
`foldExtractFromShapeCastToShapeCast` (an extract of as many elements as a shape cast's
source is a shape cast of it)."""

from __future__ import annotations

from ...ir import Operation, Value
from ...rewrite.folding import defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .positions import POISON_INDEX, has_dynamic_position, static_position
from .strided_slices import row_major_strides
from .vector_type import VectorType, vector_type


def _linear(position: list[int], vector: VectorType) -> int:
    """The index of the first element at `position` (trailing dims at 0)."""
    return sum(i * s for i, s in zip(position, row_major_strides(vector.shape)))


class InsertChainFullyInitialized(RewritePattern):
    """The last insert of a chain of static, single-use inserts that together set every
    element is a `vector.from_elements` of the inserted values (vectors split by
    `vector.to_elements`)."""

    def __init__(self) -> None:
        super().__init__(
            "vector.insert", generated_ops=("vector.to_elements", "vector.from_elements")
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = vector_type(op.results[0].type)
        if dest is None or dest.is_scalable:
            return False
        if any(
            user.name.name == "vector.insert" and user.operands[1] is op.results[0]
            for user in op.results[0].users
        ):
            return False
        chain: list[Operation] = []
        current: Operation | None = op
        while current is not None:
            if has_dynamic_position(current):
                return False
            chain.append(current)
            current = defining_op(current.operands[1], "vector.insert")
            if current is not None and not current.results[0].has_one_use:
                return False
        initialized = [False] * dest.num_elements
        pending: list[tuple[int, int, Value]] = []
        for insert in chain:
            position = static_position(insert)
            if POISON_INDEX in position:
                return False
            begin = _linear(position, dest)
            stored = vector_type(insert.operands[0].type)
            size = stored.num_elements if stored is not None else 1
            for index in range(begin, begin + size):
                initialized[index] = True
            pending.append((begin, size, insert.operands[0]))
            if all(initialized):
                break
        if not all(initialized):
            return False
        elements: list[Value | None] = [None] * dest.num_elements
        for begin, size, value in reversed(pending):
            stored = vector_type(value.type)
            if stored is None:
                elements[begin] = value
                continue
            split = rewriter.create(
                "vector.to_elements", [value], [stored.element] * size, location=op.location
            )
            elements[begin : begin + size] = split.results
        rewriter.replace_op_with_new_op(
            op, "vector.from_elements", elements, [op.results[0].type], location=op.location
        )
        return True


class ExtractFromFromElements(RewritePattern):
    """`foldExtractFromFromElements`."""

    def __init__(self) -> None:
        super().__init__("vector.extract", generated_ops=("vector.from_elements",))
        self.debug_name = ""  # a function pattern: no name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = vector_type(op.results[0].type)
        elements = defining_op(op.operands[0], "vector.from_elements")
        source = vector_type(op.operands[0].type)
        if has_dynamic_position(op) or result is None or elements is None or source is None:
            return False
        if result.is_scalable or source.is_scalable:
            return False
        begin = _linear(static_position(op), source)
        rewriter.replace_op_with_new_op(
            op,
            "vector.from_elements",
            elements.operands[begin : begin + result.num_elements],
            [op.results[0].type],
            location=op.location,
        )
        return True


class ExtractFromShapeCastToShapeCast(RewritePattern):
    """`foldExtractFromShapeCastToShapeCast`."""

    def __init__(self) -> None:
        super().__init__("vector.extract", generated_ops=("vector.shape_cast",))
        self.debug_name = ""  # a function pattern: no name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shape_cast = defining_op(op.operands[0], "vector.shape_cast")
        result = vector_type(op.results[0].type)
        if shape_cast is None or result is None:
            return False
        source = vector_type(shape_cast.operands[0].type)
        if source is None or source.num_elements != result.num_elements:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "vector.shape_cast",
            [shape_cast.operands[0]],
            [op.results[0].type],
            location=op.location,
        )
        return True
