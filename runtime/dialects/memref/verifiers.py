"""Some `memref` ops' own verifiers (MLIR's `MemRefOps.cpp` `verify`), with mlir-opt's
messages: the result type of `memref.subview` against the one its source and static lists
infer (`SubViewOp::verify`, up to the strides; the bounds of the slice are not checked
here), and the sizes, offset and strides of `memref.reinterpret_cast`'s result against its
static lists (`ReinterpretCastOp::verify`). IR these do not read (a layout that is not
strided, malformed lists) is left to the other checks. `VERIFIERS` maps op names to them."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir.context import Verifier
from ...ir.diagnostics import PlainMessage
from ...ir.operation import Operation
from .memref_types import DYNAMIC, MemRefType, element_and_space, memref_type
from .static_values import static_array
from .subview_types import infer_result_type, rank_reduction_mask
from .view_ops import STATIC_NAMES, offsets_sizes_strides, operand_groups


def _lists_error(op: Operation, max_ranks: tuple[int, int, int]) -> str | None:
    """`verifyOffsetSizeAndStrideOp` (the `OffsetSizeAndStrideOpInterface` verifier, run
    before the op's own) with `verifyListOfOperandsOrIntegers`: the static lists' lengths,
    their dynamic entries' operand counts, and non-negative static offsets and sizes."""
    groups = operand_groups(op)
    statics = [static_array(op, name) for name in STATIC_NAMES]
    if groups is None or len(groups) != 4:
        return None
    offsets, sizes, strides = (static or [] for static in statics)
    if not (len(offsets) == 1 and max_ranks[0] == 1) and len(offsets) != len(sizes):
        return PlainMessage(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs "
            f"{len(sizes)}) so the rank of the result type is well-formed."
        )
    if len(sizes) != len(strides):
        return PlainMessage(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs "
            f"{len(strides)}) so the rank of the result type is well-formed."
        )
    for name, rank, static, dynamic in zip(
        ("offset", "size", "stride"), max_ranks, (offsets, sizes, strides), groups[1:]
    ):
        if len(static) != rank:
            return PlainMessage(f"expected {rank} {name} values, got {len(static)}")
        expected = static.count(DYNAMIC)
        if len(dynamic) != expected:
            return PlainMessage(f"expected {expected} dynamic {name} values")
    for name, static in (("offsets", offsets), ("sizes", sizes)):
        negative = next((value for value in static if value < 0 and value != DYNAMIC), None)
        if negative is not None:
            return PlainMessage(f"expected {name} to be non-negative, but got {negative}")
    return None


def _quoted(type: MemRefType) -> str:
    return f"'{type.type.text}'"


def _shape_reduction(original: Sequence[int], reduced: Sequence[int]) -> bool:
    """`computeRankReductionMask` (static sizes matched exactly) finds a mask: `reduced` is
    `original` with some unit dims dropped."""
    position = 0
    for size in original:
        if position < len(reduced) and size == reduced[position]:
            position += 1
        elif size != 1:
            return False
    return position == len(reduced)


def verify_subview(op: Operation) -> str | None:
    """`SubViewOp::verify` up to the strides check, its messages from
    `produceSubViewErrorMsg`."""
    view = offsets_sizes_strides(op)
    base = memref_type(view.source.type) if view is not None else None
    result = memref_type(op.results[0].type)
    statics = [static_array(op, name) for name in STATIC_NAMES]
    if view is None or base is None or result is None or None in statics:
        return None
    lists_error = _lists_error(op, (base.rank, base.rank, base.rank))
    if lists_error is not None:
        return lists_error
    if base.memory_space != result.memory_space:
        return PlainMessage(
            f"different memory spaces specified for base memref type {_quoted(base)} and "
            f"subview memref type {_quoted(result)}"
        )
    offsets, sizes, strides = (static or [] for static in statics)
    expected = infer_result_type(base, offsets, sizes, strides)
    if expected is None:
        return None
    mismatch = PlainMessage(
        f"expected result type to be {_quoted(expected)} or a rank-reduced version. "
        f"(mismatch of result layout), but got {_quoted(result)}"
    )
    if result.rank > expected.rank:
        return PlainMessage(
            "expected result rank to be smaller or equal to the source rank, but got "
            f"{_quoted(result)}"
        )
    if expected != result and not _shape_reduction(expected.shape, result.shape):
        return PlainMessage(
            f"expected result type to be {_quoted(expected)} or a rank-reduced version. "
            f"(mismatch of result sizes), but got {_quoted(result)}"
        )
    if expected.element != result.element:
        return PlainMessage(
            f"expected result element type to be '{expected.element}', but got {_quoted(result)}"
        )
    expected_layout, result_layout = expected.strides_and_offset(), result.strides_and_offset()
    if expected_layout is None or result_layout is None:
        return None
    if expected_layout.offset != result_layout.offset:
        return mismatch
    unused = rank_reduction_mask(expected, result, view.sizes)
    if unused is None:
        return mismatch
    kept = [stride for stride, dropped in zip(expected_layout.strides, unused) if not dropped]
    return mismatch if kept != list(result_layout.strides) else None


def _expected(value: int) -> str:
    return "dynamic" if value == DYNAMIC else str(value)


def verify_reinterpret_cast(op: Operation) -> str | None:
    """`ReinterpretCastOp::verify`."""
    source, result = element_and_space(op.operands[0].type), memref_type(op.results[0].type)
    offsets, sizes, strides = (static_array(op, name) for name in STATIC_NAMES)
    if source is None or result is None or offsets is None or sizes is None or strides is None:
        return None
    lists_error = _lists_error(op, (1, result.rank, result.rank))
    if lists_error is not None:
        return lists_error
    source_text, result_text = f"'{op.operands[0].type.text}'", _quoted(result)
    if source[1] != result.memory_space:
        return PlainMessage(
            f"different memory spaces specified for source type {source_text} and result "
            f"memref type {result_text}"
        )
    if source[0] != result.element:
        return PlainMessage(
            f"different element types specified for source type {source_text} and result "
            f"memref type {result_text}"
        )
    for dim, (size, expected) in enumerate(zip(result.shape, sizes)):
        if size != DYNAMIC and size != expected:
            return PlainMessage(
                f"expected result type with size = {_expected(expected)} instead of {size} "
                f"in dim = {dim}"
            )
    layout = result.strides_and_offset()
    if layout is None or not offsets:
        return None
    if layout.offset != DYNAMIC and layout.offset != offsets[0]:
        return PlainMessage(
            f"expected result type with offset = {_expected(offsets[0])} instead of {layout.offset}"
        )
    for dim, (stride, expected) in enumerate(zip(layout.strides, strides)):
        if stride != DYNAMIC and stride != expected:
            return PlainMessage(
                f"expected result type with stride = {_expected(expected)} instead of "
                f"{stride} in dim = {dim}"
            )
    return None


VERIFIERS: dict[str, Verifier] = {
    "memref.subview": verify_subview,
    "memref.reinterpret_cast": verify_reinterpret_cast,
}
