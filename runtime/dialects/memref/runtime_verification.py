"""memref's runtime checks (MLIR's `MemRef/Transforms/RuntimeOpVerification.cpp`): the
indices of loads, stores and atomic updates lie within the memref, a `memref.dim`'s index
within its rank (`runtime_checks`), an `assume_alignment`'s memref is aligned, an
`expand_shape`'s source dims are multiples of the static sizes of their groups, a
`memref.cast`'s source has the rank, sizes, offset and strides its result type says, and a
`memref.copy`'s source and target dims agree, and a `memref.subview` lies within its source
(`check_slice`, with `scf.if`: mlir-opt 22 loads the scf dialect only when the input has
scf ops, and crashes otherwise). MLIR 22 checks no `reinterpret_cast`."""

from __future__ import annotations

import math
from collections.abc import Callable

from ...interfaces import InterfaceModels
from ...interfaces.runtime_verifiable import ErrorMessage, RuntimeVerifiableOpInterface
from ...ir import INDEX, IntegerAttr, Location, Operation, Value
from ...rewrite.builder import OpBuilder
from ..integers import EQ
from ..runtime_checks import (
    DimInBounds,
    IndicesInBounds,
    Shape,
    assert_equal,
    assert_that,
    build,
    check_cast_rank,
    check_cast_sizes,
    check_slice,
    constant_index,
    dim,
)
from .memref_types import DYNAMIC, MemRefType, Strided, element_and_space, memref_type
from .reshape_ops import reassociation
from .view_ops import offsets_sizes_strides


class Aligned(RuntimeVerifiableOpInterface):
    """`memref.assume_alignment`: the memref's aligned pointer is a multiple of the
    alignment."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        alignment = op.get_attr("alignment")
        if not isinstance(alignment, IntegerAttr):
            return
        pointer = build(
            builder, location, "memref.extract_aligned_pointer_as_index", [op.operands[0]]
        )
        divisor = constant_index(builder, location, alignment.value)
        rest = build(builder, location, "arith.remui", [pointer, divisor])
        zero = constant_index(builder, location, 0)
        aligned = build(builder, location, "arith.cmpi", [rest, zero], EQ)
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
        for index, group in enumerate(groups):
            static = [result.shape[i] for i in group if result.shape[i] != DYNAMIC]
            size = dim(builder, location, "memref.dim", op.operands[0], index)
            product = constant_index(builder, location, math.prod(static))
            rest = build(builder, location, "arith.remsi", [size, product])
            zero = constant_index(builder, location, 0)
            divides = build(builder, location, "arith.cmpi", [rest, zero], EQ)
            assert_that(builder, location, divides, message(op, what))


class CastMatches(RuntimeVerifiableOpInterface):
    """`memref.cast` to a ranked type: the source's rank (when unranked), its sizes where the
    result's are static and the source's are not, its offset and strides where the result's
    are static, read from the source cast to a fully dynamic strided type."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source = op.operands[0]
        result, ranked = memref_type(op.results[0].type), memref_type(source.type)
        if result is None or element_and_space(source.type) is None:
            return
        if ranked is None:
            what = message(op, "rank mismatch")
            check_cast_rank(builder, location, op, "memref.rank", result.rank, what)
        dynamic = (DYNAMIC,) * result.rank
        helper_type = MemRefType(dynamic, result.element, memory_space=result.memory_space)
        helper_type = helper_type.with_strided(Strided(dynamic, DYNAMIC))
        helper = builder.create("memref.cast", [source], [helper_type.type], location=location)
        base = MemRefType((), result.element, memory_space=result.memory_space).type
        metadata = builder.create(
            "memref.extract_strided_metadata",
            helper.results,
            [base, *[INDEX] * (1 + 2 * result.rank)],
            location=location,
        )
        shapes = (ranked.shape if ranked is not None else None, result.shape)
        check_cast_sizes(builder, location, op, "memref.dim", shapes, message)
        layout = result.strides_and_offset()
        if layout is None:
            return
        if layout.offset != DYNAMIC:
            expected = constant_index(builder, location, layout.offset)
            what = message(op, "offset mismatch")
            assert_equal(builder, location, metadata.results[1], expected, what)
        for index, stride in enumerate(layout.strides):
            if stride == DYNAMIC:
                continue
            actual = metadata.results[2 + result.rank + index]
            expected = constant_index(builder, location, stride)
            what = message(op, f"stride mismatch of dim {index}")
            assert_equal(builder, location, actual, expected, what)


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
        for index, (one, other) in enumerate(zip(types[0].shape, types[1].shape)):
            if DYNAMIC not in (one, other):
                continue
            sizes = [
                dim(builder, location, "memref.dim", value, index)
                if size == DYNAMIC
                else constant_index(builder, location, size)
                for value, size in ((source, one), (target, other))
            ]
            what = message(op, f"size of {index}-th source/target dim does not match")
            assert_equal(builder, location, sizes[0], sizes[1], what)


class SubViewInBounds(RuntimeVerifiableOpInterface):
    """`memref.subview`: `check_slice`, the source's sizes read from its strided
    metadata."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        view, source = offsets_sizes_strides(op), memref_type(op.operands[0].type)
        if view is None or source is None:
            return

        def extents() -> Callable[[int], Value]:
            base = MemRefType((), source.element, memory_space=source.memory_space).type
            metadata = builder.create(
                "memref.extract_strided_metadata",
                [op.operands[0]],
                [base, *[INDEX] * (1 + 2 * source.rank)],
                location=location,
            )
            return lambda index: metadata.results[2 + index]

        lists = (view.offsets, view.sizes, view.strides)
        check_slice(builder, location, op, lists, extents, message)


def runtime_verification_models(shape: Shape) -> InterfaceModels:
    """The models of memref's ops (`shape`: its ranked types' shapes)."""
    return InterfaceModels.of(
        {
            "load": (IndicesInBounds(0, "memref.dim", shape),),
            "store": (IndicesInBounds(1, "memref.dim", shape),),
            "atomic_rmw": (IndicesInBounds(1, "memref.dim", shape),),
            "generic_atomic_rmw": (IndicesInBounds(0, "memref.dim", shape),),
            "dim": (DimInBounds("memref.rank"),),
            "assume_alignment": (Aligned(),),
            "expand_shape": (ExpandShapeGroupsDivide(),),
            "cast": (CastMatches(),),
            "copy": (CopyDimsMatch(),),
            "subview": (SubViewInBounds(),),
        }
    )
