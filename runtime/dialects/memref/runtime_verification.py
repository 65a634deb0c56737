"""memref's runtime checks (MLIR's `MemRef/Transforms/RuntimeOpVerification.cpp`): the
indices of loads, stores and atomic updates lie within the memref, a `memref.dim`'s index
within its rank, an `assume_alignment`'s memref is aligned, and an `expand_shape`'s source
dims are multiples of the static sizes of their groups, a `memref.cast`'s source has the
rank, sizes, offset and strides its result type says, and a `memref.copy`'s source and
target dims agree. The views MLIR checks (`subview`, `reinterpret_cast`) get no checks here
yet."""

from __future__ import annotations

import math

from ...interfaces import InterfaceModels
from ...interfaces.runtime_verifiable import ErrorMessage, RuntimeVerifiableOpInterface
from ...ir import I1, I64, INDEX, IntegerAttr, Location, Operation, OpResult, StringAttr, Value
from ...rewrite.builder import OpBuilder
from ..integers import EQ, SGE, SLT
from ..vector.create_or_fold import create_or_fold
from .memref_types import DYNAMIC, MemRefType, Strided, element_and_space, memref_type
from .reshape_ops import reassociation


def constant_index(builder: OpBuilder, location: Location, value: int) -> Value:
    """`arith::ConstantIndexOp::create`."""
    properties = {"value": IntegerAttr(value, INDEX)}
    op = builder.create("arith.constant", [], [INDEX], properties=properties, location=location)
    return op.results[0]


def _create(
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
    above = _create(builder, location, "arith.cmpi", [value, low], SGE, fold=True)
    below = _create(builder, location, "arith.cmpi", [value, high], SLT, fold=True)
    return _create(builder, location, "arith.andi", [above, below], fold=True)


def assert_that(builder: OpBuilder, location: Location, condition: Value, message: str) -> None:
    """`cf::AssertOp::create`."""
    properties = {"msg": StringAttr(message)}
    builder.create("cf.assert", [condition], properties=properties, location=location)


class IndicesInBounds(RuntimeVerifiableOpInterface):
    """A load, store or atomic update of its operand `memref` at the operands after it: each
    index within its dim (MLIR's `generateIndicesInBoundsCheck`)."""

    def __init__(self, memref: int):
        self.memref = memref

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        memref = op.operands[self.memref]
        indices = op.operands[self.memref + 1 :]
        if not indices or memref_type(memref.type) is None:
            return
        zero = constant_index(builder, location, 0)
        condition: Value | None = None
        for dim, index in enumerate(indices):
            operands = [memref, constant_index(builder, location, dim)]
            size = _create(builder, location, "memref.dim", operands, fold=True)
            check = in_bounds(builder, location, index, zero, size)
            if condition is not None:
                check = _create(builder, location, "arith.andi", [condition, check], fold=True)
            condition = check
        assert condition is not None
        assert_that(builder, location, condition, message(op, "out-of-bounds access"))


class DimInBounds(RuntimeVerifiableOpInterface):
    """`memref.dim`: its index within the memref's rank."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source, index = op.operands
        rank = _create(builder, location, "memref.rank", [source])
        zero = constant_index(builder, location, 0)
        condition = in_bounds(builder, location, index, zero, rank)
        assert_that(builder, location, condition, message(op, "index is out of bounds"))


class Aligned(RuntimeVerifiableOpInterface):
    """`memref.assume_alignment`: the memref's aligned pointer is a multiple of the
    alignment."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        alignment = op.get_attr("alignment")
        if not isinstance(alignment, IntegerAttr):
            return
        pointer = _create(
            builder, location, "memref.extract_aligned_pointer_as_index", [op.operands[0]]
        )
        divisor = constant_index(builder, location, alignment.value)
        rest = _create(builder, location, "arith.remui", [pointer, divisor])
        zero = constant_index(builder, location, 0)
        aligned = _create(builder, location, "arith.cmpi", [rest, zero], EQ)
        what = f"memref is not aligned to {alignment.value}"
        assert_that(builder, location, aligned, message(op, what))


class ExpandShapeGroupsDivide(RuntimeVerifiableOpInterface):
    """`memref.expand_shape`: each source dim is a multiple of the product of the static
    result sizes of its group."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        groups, result = reassociation(op), memref_type(op.results[0].type)
        if groups is None or result is None:
            return
        what = "static result dims in reassoc group do not divide src dim evenly"
        for dim, group in enumerate(groups):
            static = [result.shape[index] for index in group if result.shape[index] != DYNAMIC]
            operands = [op.operands[0], constant_index(builder, location, dim)]
            size = _create(builder, location, "memref.dim", operands)
            product = constant_index(builder, location, math.prod(static))
            rest = _create(builder, location, "arith.remsi", [size, product])
            zero = constant_index(builder, location, 0)
            divides = _create(builder, location, "arith.cmpi", [rest, zero], EQ)
            assert_that(builder, location, divides, message(op, what))


def _dim(builder: OpBuilder, location: Location, memref: Value, dim: int) -> Value:
    """`memref::DimOp::create` with a constant index."""
    operands = [memref, constant_index(builder, location, dim)]
    return _create(builder, location, "memref.dim", operands)


def _assert_equal(
    builder: OpBuilder, location: Location, value: Value, expected: Value, what: str
) -> None:
    equal = _create(builder, location, "arith.cmpi", [value, expected], EQ)
    assert_that(builder, location, equal, what)


class CastMatches(RuntimeVerifiableOpInterface):
    """`memref.cast` to a ranked type: the source's rank (when unranked), its sizes where the
    result's are static and the source's are not, its offset and strides where the result's
    are static, read from the source cast to a fully dynamic strided type."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source = op.operands[0]
        result, ranked = memref_type(op.results[0].type), memref_type(source.type)
        parts = element_and_space(source.type)
        if result is None or parts is None:
            return
        if ranked is None:
            rank = _create(builder, location, "memref.rank", [source])
            expected = constant_index(builder, location, result.rank)
            _assert_equal(builder, location, rank, expected, message(op, "rank mismatch"))
        dynamic = (DYNAMIC,) * result.rank
        helper_type = MemRefType(dynamic, result.element, memory_space=result.memory_space)
        helper_type = helper_type.with_strided(Strided(dynamic, DYNAMIC))
        helper = builder.create(
            "memref.cast", [source], [helper_type.type], location=location
        ).results[0]
        base = MemRefType((), result.element, memory_space=result.memory_space).type
        metadata = builder.create(
            "memref.extract_strided_metadata",
            [helper],
            [base, *[INDEX] * (1 + 2 * result.rank)],
            location=location,
        )
        for dim, size in enumerate(result.shape):
            if (ranked is not None and ranked.shape[dim] != DYNAMIC) or size == DYNAMIC:
                continue
            actual = _dim(builder, location, source, dim)
            expected = constant_index(builder, location, size)
            what = message(op, f"size mismatch of dim {dim}")
            _assert_equal(builder, location, actual, expected, what)
        layout = result.strides_and_offset()
        if layout is None:
            return
        if layout.offset != DYNAMIC:
            expected = constant_index(builder, location, layout.offset)
            what = message(op, "offset mismatch")
            _assert_equal(builder, location, metadata.results[1], expected, what)
        for dim, stride in enumerate(layout.strides):
            if stride == DYNAMIC:
                continue
            actual = metadata.results[2 + result.rank + dim]
            expected = constant_index(builder, location, stride)
            what = message(op, f"stride mismatch of dim {dim}")
            _assert_equal(builder, location, actual, expected, what)


class CopyDimsMatch(RuntimeVerifiableOpInterface):
    """`memref.copy` of ranked memrefs: source and target sizes agree where either is
    dynamic."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source, target = op.operands
        types = memref_type(source.type), memref_type(target.type)
        if types[0] is None or types[1] is None:
            return
        for dim, (one, other) in enumerate(zip(types[0].shape, types[1].shape)):
            if DYNAMIC not in (one, other):
                continue
            sizes = [
                _dim(builder, location, value, dim)
                if size == DYNAMIC
                else constant_index(builder, location, size)
                for value, size in ((source, one), (target, other))
            ]
            what = message(op, f"size of {dim}-th source/target dim does not match")
            _assert_equal(builder, location, sizes[0], sizes[1], what)


def runtime_verification_models() -> InterfaceModels:
    """The models of memref's ops."""
    return InterfaceModels.of(
        {
            "load": (IndicesInBounds(0),),
            "store": (IndicesInBounds(1),),
            "atomic_rmw": (IndicesInBounds(1),),
            "generic_atomic_rmw": (IndicesInBounds(0),),
            "dim": (DimInBounds(),),
            "assume_alignment": (Aligned(),),
            "expand_shape": (ExpandShapeGroupsDivide(),),
            "cast": (CastMatches(),),
            "copy": (CopyDimsMatch(),),
        }
    )
