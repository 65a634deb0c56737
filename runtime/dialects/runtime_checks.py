"""The runtime checks memref's and tensor's ops share (MLIR's
`MemRef/Transforms/RuntimeOpVerification.cpp`, `Tensor/Transforms/RuntimeOpVerification.cpp`):
in-bounds indices (`generateInBoundsCheck`, `generateIndicesInBoundsCheck`), a `dim`'s index
below the rank, and a cast's rank and static sizes; each a `cf.assert` at the builder's
insertion point. A dialect names its `dim` and `rank` ops and how to read its ranked shapes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..interfaces.runtime_verifiable import ErrorMessage, RuntimeVerifiableOpInterface
from ..ir import (
    I1,
    I64,
    INDEX,
    BoolAttr,
    IntegerAttr,
    Location,
    Operation,
    OpResult,
    StringAttr,
    Type,
    Value,
)
from ..rewrite.builder import OpBuilder
from .integers import EQ, SGE, SGT, SLE, SLT
from .vector.create_or_fold import create_or_fold

Shape = Callable[[Type], "tuple[int, ...] | None"]
"""The shape of a ranked memref or tensor type (None for any other type)."""

DYNAMIC = -(2**63)
"""`ShapedType::kDynamic`."""


def constant_index(builder: OpBuilder, location: Location, value: int) -> Value:
    """`arith::ConstantIndexOp::create`."""
    properties = {"value": IntegerAttr(value, INDEX)}
    op = builder.create("arith.constant", [], [INDEX], properties=properties, location=location)
    return op.results[0]


def build(
    builder: OpBuilder,
    location: Location,
    name: str,
    operands: list[Value],
    predicate: int | None = None,
    fold: bool = False,
) -> Value:
    """An index or `i1` op (a `cmpi` of `predicate`), built, or built and folded as
    mlir-opt 22's `createOrFold` does: an op its folder updated in place (a commutative op
    with its constant moved last, a `cmpi` with its constant moved right) is folded again,
    so `andi(true, x)` is `x`."""
    result = I1 if name in ("arith.cmpi", "arith.andi") else INDEX
    properties = {"predicate": IntegerAttr(predicate, I64)} if predicate is not None else None
    if not fold:
        op = builder.create(name, operands, [result], properties=properties, location=location)
        return op.results[0]
    value = create_or_fold(builder, name, operands, [result], location, properties)[0]
    made = value.op if isinstance(value, OpResult) else None
    if made is None or made.next_op is not builder.insertion_op or made.name.name != name:
        return value
    if made.operands == operands and (properties is None or made.properties == properties):
        return value
    changed, changed_properties = list(made.operands), dict(made.properties)
    made.erase()
    return create_or_fold(builder, name, changed, [result], location, changed_properties)[0]


def in_bounds(
    builder: OpBuilder, location: Location, value: Value, low: Value, high: Value
) -> Value:
    """MLIR's `generateInBoundsCheck`: `low <= value < high`, folded where it can be."""
    above = build(builder, location, "arith.cmpi", [value, low], SGE, fold=True)
    below = build(builder, location, "arith.cmpi", [value, high], SLT, fold=True)
    return build(builder, location, "arith.andi", [above, below], fold=True)


def assert_that(builder: OpBuilder, location: Location, condition: Value, message: str) -> None:
    """`cf::AssertOp::create`."""
    properties = {"msg": StringAttr(message)}
    builder.create("cf.assert", [condition], properties=properties, location=location)


def assert_equal(
    builder: OpBuilder, location: Location, value: Value, expected: Value, message: str
) -> None:
    """`cf.assert` of `value == expected` (a `cmpi eq`, not folded)."""
    equal = build(builder, location, "arith.cmpi", [value, expected], EQ)
    assert_that(builder, location, equal, message)


def dim(builder: OpBuilder, location: Location, op: str, value: Value, index: int) -> Value:
    """`DimOp::create` (`op`: memref's or tensor's) with a constant index."""
    return build(builder, location, op, [value, constant_index(builder, location, index)])


class IndicesInBounds(RuntimeVerifiableOpInterface):
    """An access of its operand `container` at the operands after it: each index within its
    dim (`generateIndicesInBoundsCheck`, the dims read by `dim_op`, folded)."""

    def __init__(self, container: int, dim_op: str, shape: Shape):
        self.container = container
        self.dim_op = dim_op
        self.shape = shape

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        container = op.operands[self.container]
        indices = op.operands[self.container + 1 :]
        if not indices or self.shape(container.type) is None:
            return
        zero = constant_index(builder, location, 0)
        condition: Value | None = None
        for position, index in enumerate(indices):
            operands = [container, constant_index(builder, location, position)]
            size = build(builder, location, self.dim_op, operands, fold=True)
            check = in_bounds(builder, location, index, zero, size)
            if condition is not None:
                check = build(builder, location, "arith.andi", [condition, check], fold=True)
            condition = check
        assert condition is not None
        assert_that(builder, location, condition, message(op, "out-of-bounds access"))


class DimInBounds(RuntimeVerifiableOpInterface):
    """A `dim` op: its index within the rank (read by `rank_op`)."""

    def __init__(self, rank_op: str):
        self.rank_op = rank_op

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source, index = op.operands
        rank = build(builder, location, self.rank_op, [source])
        zero = constant_index(builder, location, 0)
        condition = in_bounds(builder, location, index, zero, rank)
        assert_that(builder, location, condition, message(op, "index is out of bounds"))


def check_cast_rank(
    builder: OpBuilder, location: Location, op: Operation, rank_op: str, rank: int, message: str
) -> None:
    """An unranked source has the result's rank."""
    actual = build(builder, location, rank_op, [op.operands[0]])
    expected = constant_index(builder, location, rank)
    assert_equal(builder, location, actual, expected, message)


def check_cast_sizes(
    builder: OpBuilder,
    location: Location,
    op: Operation,
    dim_op: str,
    shapes: tuple[tuple[int, ...] | None, tuple[int, ...]],
    message: ErrorMessage,
) -> None:
    """The source's size matches each static result size where the source's is not static
    (`shapes`: the source's, None when unranked, and the result's)."""
    source_shape, result_shape = shapes
    for index, size in enumerate(result_shape):
        if (source_shape is not None and source_shape[index] != DYNAMIC) or size == DYNAMIC:
            continue
        actual = dim(builder, location, dim_op, op.operands[0], index)
        expected = constant_index(builder, location, size)
        what = message(op, f"size mismatch of dim {index}")
        assert_equal(builder, location, actual, expected, what)


def _index(builder: OpBuilder, location: Location, value: int | Value) -> Value:
    """`getValueOrCreateConstantIndexOp`."""
    return value if isinstance(value, Value) else constant_index(builder, location, value)


def _if(builder: OpBuilder, location: Location, condition: Value) -> tuple[Value, Operation]:
    """An `scf.if` yielding an `i1`, its regions empty blocks for the caller to fill."""
    made = builder.create("scf.if", [condition], [I1], regions=2, location=location)
    with builder.insertion_guard():
        for region in made.regions:
            builder.create_block(region)
    return made.results[0], made


def _yield(builder: OpBuilder, location: Location, value: Value) -> None:
    builder.create("scf.yield", [value], location=location)


def check_slice(
    builder: OpBuilder,
    location: Location,
    op: Operation,
    lists: tuple[Sequence[int | Value], Sequence[int | Value], Sequence[int | Value]],
    extents: Callable[[], Callable[[int], Value]],
    message: ErrorMessage,
) -> None:
    """A slice (`tensor.extract_slice`, `memref.subview`) of mixed offsets, sizes and
    strides (`lists`) lies within its source, whose size along a dim the reader `extents`
    makes gives (after the constants 0 and 1): per dim, the offset is within the source (up
    to its size when the slice is empty), and the last position a non-empty slice reads
    is too."""
    zero = constant_index(builder, location, 0)
    one = constant_index(builder, location, 1)
    extent_of = extents()
    dims = zip(*lists)
    for index, (offset_of, size_of, stride_of) in enumerate(dims):
        offset = _index(builder, location, offset_of)
        size = _index(builder, location, size_of)
        stride = _index(builder, location, stride_of)
        extent = extent_of(index)
        empty = build(builder, location, "arith.cmpi", [size, zero], EQ)
        valid, branch = _if(builder, location, empty)
        with builder.insertion_guard():
            builder.set_insertion_point_to_end(branch.regions[0].blocks[0])
            above = build(builder, location, "arith.cmpi", [offset, zero], SGE)
            within = build(builder, location, "arith.cmpi", [offset, extent], SLE)
            _yield(builder, location, build(builder, location, "arith.andi", [above, within]))
            builder.set_insertion_point_to_end(branch.regions[1].blocks[0])
            _yield(builder, location, in_bounds(builder, location, offset, zero, extent))
        what = message(op, f"offset {index} is out-of-bounds")
        assert_that(builder, location, valid, what)
        nonempty = build(builder, location, "arith.cmpi", [size, zero], SGT)
        valid, branch = _if(builder, location, nonempty)
        with builder.insertion_guard():
            builder.set_insertion_point_to_end(branch.regions[0].blocks[0])
            steps = build(builder, location, "arith.subi", [size, one])
            span = build(builder, location, "arith.muli", [steps, stride])
            last = build(builder, location, "arith.addi", [offset, span])
            _yield(builder, location, in_bounds(builder, location, last, zero, extent))
            builder.set_insertion_point_to_end(branch.regions[1].blocks[0])
            true = builder.create(
                "arith.constant",
                [],
                [I1],
                properties={"value": BoolAttr(True)},
                location=location,
            ).results[0]
            _yield(builder, location, true)
        name = op.name.name.split(".", 1)[1]
        what = message(op, f"{name} runs out-of-bounds along dimension {index}")
        assert_that(builder, location, valid, what)
