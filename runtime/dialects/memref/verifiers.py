"""The `memref` ops' own verifiers (MLIR's mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp `verify`,
with the `OffsetSizeAndStrideOpInterface` and `CastOpInterface` checks that run before it),
with mlir-opt's messages. `VERIFIERS` maps op names to them; `get_global`'s symbol use check
is `verify_get_global_uses`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...ir.affine import map_of
from ...ir.affine.expr import DimExpr
from ...ir.allocation_scopes import AUTOMATIC_ALLOCATION_SCOPES
from ...ir.context import Verifier
from ...ir.diagnostics import NotedMessage, PlainMessage
from ...ir.effects import is_memory_effect_free
from ...ir.operation import Operation
from ...ir.symbol_table import SymbolTableCollection
from ...ir.types import FloatType, IndexType, IntegerType, Type
from .memref_types import (
    DYNAMIC,
    MemRefType,
    element_and_space,
    has_identity_layout,
    memref_type,
)
from .reshape_ops import collapsed_layout, expanded_type
from .static_values import static_array
from .subview_types import infer_result_type, rank_reduction_mask
from .view_ops import STATIC_NAMES, offsets_sizes_strides, operand_groups


def _dynamic_count(op: Operation, type: MemRefType, sizes: int) -> str | None:
    """`verifyDynamicDimensionCount`."""
    expected = type.num_dynamic_dims()
    if sizes != expected:
        return f"incorrect number of dynamic sizes, has {sizes}, expected {expected}"
    return None


def _layout_symbols(type: MemRefType) -> int:
    """The symbol count of the layout's affine map (a strided layout has one per dynamic
    stride or offset, as `makeStridedLinearLayoutMap`)."""
    if has_identity_layout(type):
        return 0
    strided = type.strides_and_offset()
    if strided is not None:
        return sum(entry == DYNAMIC for entry in (*strided.strides, strided.offset))
    inputs = type.layout.removeprefix("affine_map<").split("->", 1)[0]
    symbols = inputs.partition("[")[2].partition("]")[0]
    return len([name for name in symbols.split(",") if name.strip()])


def _alloc_like(op: Operation) -> str | None:
    """`verifyAllocLikeOp`: dynamic sizes, then symbol operands."""
    result = memref_type(op.results[0].type)
    groups = operand_groups(op)
    if result is None or groups is None or len(groups) != 2:
        return None
    found = _dynamic_count(op, result, len(groups[0]))
    if found is not None:
        return found
    symbols = _layout_symbols(result)
    if len(groups[1]) != symbols:
        return (
            "symbol operand count does not equal memref symbol count: expected "
            f"{symbols}, got {len(groups[1])}"
        )
    return None


def verify_alloca(op: Operation) -> str | None:
    """`AllocaOp::verify`: an `AutomaticAllocationScope` ancestor, then `verifyAllocLikeOp`."""
    parent = op.parent_op
    while parent is not None and parent.name.name not in AUTOMATIC_ALLOCATION_SCOPES:
        parent = parent.parent_op
    if parent is None:
        return "requires an ancestor op with AutomaticAllocationScope trait"
    return _alloc_like(op)


def _all_index(values: Sequence[Type]) -> bool:
    return all(isinstance(type, IndexType) for type in values)


def verify_dma_start(op: Operation) -> str | None:
    """`DmaStartOp::verify`: source, destination and tag memrefs, each with one index per
    dim, the element count, and optionally a stride and elements per stride."""
    types = [value.type for value in op.operands]
    count = len(types)
    if count < 4:
        return "expected at least 4 operands"
    source = memref_type(types[0])
    if source is None:
        return "expected source to be of memref type"
    if count < source.rank + 4:
        return f"expected at least {source.rank + 4} operands"
    if not _all_index(types[1 : 1 + source.rank]):
        return "expected source indices to be of index type"
    at = 1 + source.rank
    destination = memref_type(types[at])
    if destination is None:
        return "expected destination to be of memref type"
    expected = source.rank + destination.rank + 4
    if count < expected:
        return f"expected at least {expected} operands"
    if not _all_index(types[at + 1 : at + 1 + destination.rank]):
        return "expected destination indices to be of index type"
    at += 1 + destination.rank
    if not isinstance(types[at], IndexType):
        return "expected num elements to be of index type"
    tag = memref_type(types[at + 1])
    if tag is None:
        return "expected tag to be of memref type"
    expected += tag.rank
    if count < expected:
        return f"expected at least {expected} operands"
    if not _all_index(types[at + 2 : at + 2 + tag.rank]):
        return "expected tag indices to be of index type"
    if count not in (expected, expected + 2):
        return "incorrect number of operands"
    if count == expected + 2 and not _all_index(types[expected:]):
        return "expected stride and num elements per stride to be of type index"
    return None


def verify_dma_wait(op: Operation) -> str | None:
    """`DmaWaitOp::verify`: one tag index per dim of the tag memref."""
    tag = memref_type(op.operands[0].type)
    indices = len(op.operands) - 2
    if tag is not None and indices != tag.rank:
        return (
            "expected tagIndices to have the same number of elements as the tagMemRef rank, "
            f"expected {tag.rank}, but got {indices}"
        )
    return None


def _reshape(op: Operation) -> str | None:
    """`ReshapeOp::verify`."""
    source, result = op.operands[0].type, op.results[0].type
    source_parts, result_parts = element_and_space(source), element_and_space(result)
    shape = memref_type(op.operands[1].type)
    if source_parts is None or result_parts is None or shape is None or shape.rank != 1:
        return None
    if source_parts[0] != result_parts[0]:
        return "element types of source and destination memref types should be the same"
    ranked_source = memref_type(source)
    if ranked_source is not None and not has_identity_layout(ranked_source):
        return "source memref type should have identity affine map"
    ranked_result = memref_type(result)
    if ranked_result is None:
        return None
    if not has_identity_layout(ranked_result):
        return "result memref type should have identity affine map"
    if shape.shape[0] == DYNAMIC:
        return (
            "cannot use shape operand with dynamic length to reshape to statically-ranked "
            "memref type"
        )
    if shape.shape[0] != ranked_result.rank:
        return "length of shape operand differs from the result's memref rank"
    return None


def _offset_size_stride(max_ranks: Callable[[Operation], tuple[int, int, int]]) -> Verifier:
    """`verifyOffsetSizeAndStrideOp` (the interface's check, before the op's own): the
    static and dynamic lists agree, their ranks are `max_ranks`, offsets and sizes are not
    negative."""

    def verify(op: Operation) -> str | None:
        groups = operand_groups(op)
        statics = [static_array(op, name) for name in STATIC_NAMES]
        if groups is None or len(groups) != 4 or any(s is None for s in statics):
            return None
        lists: list[list[int]] = [s for s in statics if s is not None]
        for name, static, dynamic in zip(("offsets", "sizes", "strides"), lists, groups[1:]):
            wanted = sum(entry == DYNAMIC for entry in static)
            if wanted != len(dynamic):
                return PlainMessage(
                    f"expected the number of '{name}' to match the number of dynamic entries "
                    f"in 'static_{name}' ({len(dynamic)} vs {wanted})"
                )
        offsets, sizes, strides = lists
        ranks = max_ranks(op)
        if not (len(offsets) == 1 and ranks[0] == 1) and len(offsets) != len(sizes):
            return PlainMessage(
                f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs "
                f"{len(sizes)}) so the rank of the result type is well-formed."
            )
        if len(sizes) != len(strides):
            return PlainMessage(
                f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs "
                f"{len(strides)}) so the rank of the result type is well-formed."
            )
        for name, rank, static in zip(("offset", "size", "stride"), ranks, lists):
            if len(static) != rank:
                return PlainMessage(f"expected {rank} {name} values, got {len(static)}")
        for name, static in (("offsets", offsets), ("sizes", sizes)):
            for entry in static:
                if entry < 0 and entry != DYNAMIC:
                    return PlainMessage(f"expected {name} to be non-negative, but got {entry}")
        return None

    return verify


def _source_rank(op: Operation) -> tuple[int, int, int]:
    """`SubViewOp::getArrayAttrMaxRanks`."""
    source = memref_type(op.operands[0].type)
    rank = source.rank if source is not None else 0
    return rank, rank, rank


def _result_rank(op: Operation) -> tuple[int, int, int]:
    """`ReinterpretCastOp::getArrayAttrMaxRanks`."""
    result = memref_type(op.results[0].type)
    rank = result.rank if result is not None else 0
    return 1, rank, rank


def _entry(value: int) -> str:
    return "dynamic" if value == DYNAMIC else str(value)


def _reinterpret_cast(op: Operation) -> str | None:
    """`ReinterpretCastOp::verify`."""
    source = element_and_space(op.operands[0].type)
    result = memref_type(op.results[0].type)
    lists = [static_array(op, name) for name in STATIC_NAMES]
    if source is None or result is None or any(s is None for s in lists):
        return None
    offsets, sizes, strides = [s for s in lists if s is not None]
    kinds = f"source type '{op.operands[0].type}' and result memref type '{op.results[0].type}'"
    if source[1] != result.memory_space:
        return PlainMessage(f"different memory spaces specified for {kinds}")
    if source[0] != result.element:
        return PlainMessage(f"different element types specified for {kinds}")
    for dim, (size, expected) in enumerate(zip(result.shape, sizes)):
        if size != DYNAMIC and size != expected:
            return PlainMessage(
                f"expected result type with size = {_entry(expected)} instead of {size} in "
                f"dim = {dim}"
            )
    layout = result.strides_and_offset()
    if layout is None:
        return PlainMessage(
            f"expected result type to have strided layout but found '{op.results[0].type}'"
        )
    if layout.offset != DYNAMIC and layout.offset != offsets[0]:
        return PlainMessage(
            f"expected result type with offset = {_entry(offsets[0])} instead of {layout.offset}"
        )
    for dim, (stride, expected) in enumerate(zip(layout.strides, strides)):
        if stride != DYNAMIC and stride != expected:
            return PlainMessage(
                f"expected result type with stride = {_entry(expected)} instead of {stride} in "
                f"dim = {dim}"
            )
    return None


def _then(*verifiers: Verifier) -> Verifier:
    """The verifiers in turn: the first message."""

    def verify(op: Operation) -> str | None:
        for verifier in verifiers:
            found = verifier(op)
            if found is not None:
                return found
        return None

    return verify


def _subview_mismatch(op: Operation, expected: MemRefType, what: str) -> PlainMessage:
    """`produceSubViewErrorMsg` for a size or layout mismatch."""
    return PlainMessage(
        f"expected result type to be '{expected.type}' or a rank-reduced version. (mismatch "
        f"of result {what}), but got '{op.results[0].type}'"
    )


def _compatible_strides(expected: MemRefType, result: MemRefType, dropped: Sequence[bool]) -> bool:
    """`haveCompatibleStrides`."""
    mine, theirs = expected.strides_and_offset(), result.strides_and_offset()
    if mine is None or theirs is None:
        return False
    kept = [stride for stride, drop in zip(mine.strides, dropped) if not drop]
    return kept == list(theirs.strides)


def _subview(op: Operation) -> str | None:
    """`SubViewOp::verify`."""
    view = offsets_sizes_strides(op)
    source, result = memref_type(op.operands[0].type), memref_type(op.results[0].type)
    if view is None or source is None or result is None:
        return None
    if source.memory_space != result.memory_space:
        return PlainMessage(
            f"different memory spaces specified for base memref type '{op.operands[0].type}' "
            f"and subview memref type '{op.results[0].type}'"
        )
    lists = [static_array(op, name) for name in STATIC_NAMES]
    offsets, sizes, strides = [s if s is not None else [] for s in lists]
    expected = infer_result_type(source, offsets, sizes, strides)
    if expected is None:
        return PlainMessage(f"base type '{op.operands[0].type}' is not strided")
    if expected != result:
        if result.rank > expected.rank:
            return PlainMessage(
                "expected result rank to be smaller or equal to the source rank, but got "
                f"'{op.results[0].type}'"
            )
        if not _reduces_shape(expected.shape, result.shape):
            return _subview_mismatch(op, expected, "sizes")
        if expected.element != result.element:
            return PlainMessage(
                f"expected result element type to be '{expected.element}', but got "
                f"'{op.results[0].type}'"
            )
    expected_layout, result_layout = expected.strides_and_offset(), result.strides_and_offset()
    if expected_layout is None or result_layout is None:
        return _subview_mismatch(op, expected, "layout")
    if expected_layout.offset != result_layout.offset:
        return _subview_mismatch(op, expected, "layout")
    dropped = rank_reduction_mask(expected, result, view.sizes)
    if dropped is None or not _compatible_strides(expected, result, dropped):
        return _subview_mismatch(op, expected, "layout")
    return _bounds(source.shape, offsets, sizes, strides)


def _reduces_shape(original: Sequence[int], reduced: Sequence[int]) -> bool:
    """`computeRankReductionMask` succeeds: `reduced` is `original` without some unit dims."""
    index = 0
    for size in original:
        if index < len(reduced) and reduced[index] == size:
            index += 1
        elif size != 1:
            return False
    return index == len(reduced)


def _bounds(
    shape: Sequence[int], offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int]
) -> PlainMessage | None:
    """`verifyInBoundsSlice` with its error message."""
    for dim, extent in enumerate(shape):
        offset = offsets[dim]
        if extent == DYNAMIC or offset == DYNAMIC:
            continue
        if offset >= extent:
            return PlainMessage(f"offset {dim} is out-of-bounds: {offset} >= {extent}")
        if DYNAMIC in (sizes[dim], strides[dim]):
            continue
        last = offset + (sizes[dim] - 1) * strides[dim]
        if last >= extent:
            return PlainMessage(
                f"slice along dimension {dim} runs out-of-bounds: {last} >= {extent}"
            )
    return None


def verify_view(op: Operation) -> str | None:
    """`ViewOp::verify`."""
    base, view = memref_type(op.operands[0].type), memref_type(op.results[0].type)
    if base is None or view is None:
        return None
    if not has_identity_layout(base):
        return PlainMessage(f"unsupported map for base memref type '{op.operands[0].type}'")
    if not has_identity_layout(view):
        return PlainMessage(f"unsupported map for result memref type '{op.results[0].type}'")
    if base.memory_space != view.memory_space:
        return PlainMessage(
            f"different memory spaces specified for base memref type '{op.operands[0].type}' "
            f"and view memref type '{op.results[0].type}'"
        )
    return _dynamic_count(op, view, len(op.operands) - 2)


def _collapsed_shape(
    collapsed: Sequence[int], expanded: Sequence[int], groups: list[list[int]]
) -> str | None:
    """`verifyCollapsedShape` (several dynamic dims per group allowed)."""
    if len(collapsed) != len(groups):
        return (
            f"invalid number of reassociation groups: found {len(groups)}, expected "
            f"{len(collapsed)}"
        )
    next_dim = 0
    for collapsed_dim, group in enumerate(groups):
        dynamic = False
        for dim in group:
            if dim != next_dim:
                return "reassociation indices must be contiguous"
            next_dim += 1
            if dim >= len(expanded):
                return f"reassociation index {dim} is out of bounds"
            dynamic = dynamic or expanded[dim] == DYNAMIC
        if (collapsed[collapsed_dim] == DYNAMIC) != dynamic:
            return (
                f"collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation "
                "group is dynamic"
            )
        if not dynamic:
            size = 1
            for dim in group:
                size *= expanded[dim]
            if size != collapsed[collapsed_dim]:
                return (
                    f"collapsed dim size ({collapsed[collapsed_dim]}) must equal reassociation "
                    f"group size ({size})"
                )
    if not collapsed:
        if any(size != 1 for size in expanded):
            return "rank 0 memrefs can only be extended/collapsed with/from ones"
    elif next_dim != len(expanded):
        return (
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation "
            f"indices ({next_dim})"
        )
    return None


def _groups(op: Operation) -> list[list[int]] | None:
    """The reassociation as written (unchecked)."""
    attr = op.get_attr("reassociation")
    elements = getattr(attr, "elements", None)
    if elements is None:
        return None
    groups = [
        [getattr(index, "value", -1) for index in getattr(g, "elements", ())] for g in elements
    ]
    return groups


def verify_expand_shape(op: Operation) -> str | None:
    """`ExpandShapeOp::verify`."""
    source, result = memref_type(op.operands[0].type), memref_type(op.results[0].type)
    groups, static = _groups(op), static_array(op, "static_output_shape")
    if source is None or result is None or groups is None or static is None:
        return None
    if source.rank > result.rank:
        return (
            f"has source rank {source.rank} and result rank {result.rank}. This is not an "
            f"expansion ({source.rank} > {result.rank})."
        )
    found = _collapsed_shape(source.shape, result.shape, groups)
    if found is not None:
        return found
    expected = expanded_type(source, result.shape, groups)
    if expected is None:
        return "invalid source layout map"
    if expected != result:
        return f"expected expanded type to be '{expected.type}' but found '{op.results[0].type}'"
    if len(static) != result.rank:
        return (
            "expected number of static shape bounds to be equal to the output rank "
            f"({result.rank}) but found {len(static)} inputs instead"
        )
    dynamic = sum(entry == DYNAMIC for entry in static)
    if len(op.operands) - 1 != dynamic:
        return (
            "mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {dynamic} dynamic dims while output_shape has "
            f"{len(op.operands) - 1} values"
        )
    for pos, size in enumerate(result.shape):
        if size != DYNAMIC and size != static[pos]:
            return f"invalid output shape provided at pos {pos}"
    return None


def verify_collapse_shape(op: Operation) -> str | None:
    """`CollapseShapeOp::verify`."""
    source, result = memref_type(op.operands[0].type), memref_type(op.results[0].type)
    groups = _groups(op)
    if source is None or result is None or groups is None:
        return None
    if source.rank < result.rank:
        return (
            f"has source rank {source.rank} and result rank {result.rank}. This is not a "
            f"collapse ({source.rank} < {result.rank})."
        )
    found = _collapsed_shape(result.shape, source.shape, groups)
    if found is not None:
        return found
    expected = result.with_shape(result.shape)
    if has_identity_layout(source):
        expected = MemRefType(result.shape, source.element, "", source.memory_space)
    else:
        layout = collapsed_layout(source, groups)
        if layout is None:
            return "invalid source layout map or collapsing non-contiguous dims"
        expected = MemRefType(result.shape, source.element, "", source.memory_space)
        expected = expected.with_strided(layout)
    if expected != result:
        return f"expected collapsed type to be '{expected.type}' but found '{op.results[0].type}'"
    return None


def _cast_compatible(a: Type, b: Type) -> bool:
    """`CastOp::areCastCompatible`."""
    ranked_a, ranked_b = memref_type(a), memref_type(b)
    if ranked_a is not None and ranked_b is not None:
        if ranked_a.element != ranked_b.element:
            return False
        if ranked_a.layout != ranked_b.layout:
            layout_a, layout_b = ranked_a.strides_and_offset(), ranked_b.strides_and_offset()
            if layout_a is None or layout_b is None:
                return False
            if len(layout_a.strides) != len(layout_b.strides):
                return False
            pairs = zip((layout_a.offset, *layout_a.strides), (layout_b.offset, *layout_b.strides))
            if any(DYNAMIC not in (x, y) and x != y for x, y in pairs):
                return False
        if ranked_a.memory_space != ranked_b.memory_space or ranked_a.rank != ranked_b.rank:
            return False
        return all(DYNAMIC in (x, y) or x == y for x, y in zip(ranked_a.shape, ranked_b.shape))
    parts_a, parts_b = element_and_space(a), element_and_space(b)
    if parts_a is None or parts_b is None or (ranked_a is None and ranked_b is None):
        return False  # unranked to unranked casts are not supported
    return parts_a == parts_b


def verify_cast(op: Operation) -> str | None:
    """`verifyCastInterfaceOp` with `CastOp::areCastCompatible`."""
    source, result = op.operands[0].type, op.results[0].type
    parts = [element_and_space(source), element_and_space(result)]
    if any(part is None or part[0].startswith("-") for part in parts):
        # Not memrefs (the ODS constraints report those), or of a negative size (which
        # folding can make, as mlir-opt's), which `memref_type` does not read.
        return None
    if _cast_compatible(source, result):
        return None
    return f"operand type '{source}' and result type '{result}' are cast incompatible"


def verify_global(op: Operation) -> str | None:
    """`GlobalOp::verify`: a static memref type; an initial value that is a unit or
    elements attribute of its element type and shape."""
    type = getattr(op.get_attr("type"), "value", None)
    ranked = memref_type(type) if isinstance(type, Type) else None
    if ranked is None or DYNAMIC in ranked.shape:
        return f"type should be static shaped memref, but got '{type}'"
    initial = op.get_attr("initial_value")
    if initial is None or initial.text == "unit":
        return None
    shaped = _tensor_shape(initial.text) if initial.text.startswith(_ELEMENTS) else None
    if shaped is None:
        return f"initial value should be a unit or elements attribute, but got {initial.text}"
    shape, element = shaped
    if element != ranked.element:
        return (
            f"initial value element expected to be of type '{ranked.element}', but was of "
            f"type '{element}'"
        )
    if shape != ranked.shape:
        return (
            f"initial value shape expected to be {', '.join(map(str, ranked.shape))} but was "
            f"{', '.join(map(str, shape))}"
        )
    return None


# How `ElementsAttr`s are spelled.
_ELEMENTS = ("dense<", "dense_resource<", "sparse<")


def _tensor_shape(elements: str) -> tuple[tuple[int, ...], str] | None:
    """The shape and element type of an elements attribute's ranked tensor type."""
    from ...ir.shaped_types import type_of
    from ..tensor.tensor_types import ranked_tensor_type

    tensor = ranked_tensor_type(type_of(elements.rpartition(" : ")[2]))
    return None if tensor is None else (tuple(tensor.dims), str(tensor.element))


def verify_get_global_uses(op: Operation, tables: SymbolTableCollection) -> list[str] | None:
    """`GetGlobalOp::verifySymbolUses`: the name is a `memref.global` of the result type."""
    name = getattr(op.get_attr("name"), "root", "")
    found = tables.lookup_nearest(op, name)
    if found is None or found.name.name != "memref.global":
        return [f"'{name}' does not reference a valid global memref"]
    global_type = getattr(found.get_attr("type"), "value", None)
    if global_type != op.results[0].type:
        return [
            f"result type '{op.results[0].type}' does not match type '{global_type}' of the "
            f"global memref @{name}"
        ]
    return None


def verify_assume_alignment(op: Operation) -> str | None:
    """`AssumeAlignmentOp::verify`."""
    alignment = getattr(op.get_attr("alignment"), "value", 1)
    if alignment & (alignment - 1):
        return "alignment must be power of 2"
    return None


_FLOAT_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf", "maxnumf", "minnumf"})
_INTEGER_KINDS = frozenset({"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"})


def verify_atomic_rmw(op: Operation) -> str | None:
    """`AtomicRMWOp::verify`."""
    memref = memref_type(op.operands[1].type)
    if memref is not None and memref.rank != len(op.operands) - 2:
        return "expects the number of subscripts to be equal to memref rank"
    kind = _kind_name(op)
    value = op.operands[0].type
    if kind in _FLOAT_KINDS and not isinstance(value, FloatType):
        return f"with kind '{kind}' expects a floating-point type"
    if kind in _INTEGER_KINDS and not isinstance(value, IntegerType):
        return f"with kind '{kind}' expects an integer type"
    return None


def _kind_name(op: Operation) -> str:
    """The `arith::AtomicRMWKind` of the op, by name."""
    from ..affine.parallel_syntax import reduction_kinds

    value = getattr(op.get_attr("kind"), "value", None)
    return next((name for name, case in reduction_kinds().cases if case == value), "")


def verify_generic_atomic_rmw(op: Operation) -> str | None:
    """`GenericAtomicRMWOp::verify` (after its ODS trait: a result of the memref's element
    type): one block argument of the result type; a body of ops without memory effects."""
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    memref = memref_type(op.operands[0].type)
    if memref is not None and memref.element != str(op.results[0].type):
        # ODS's `PredOpTrait`, whose predicate the constraint data does not carry.
        return "failed to verify that result type matches element type of memref"
    if body is None:
        return None
    if len(body.arguments) != 1:
        return "expected single number of entry block arguments"
    if body.arguments[0].type != op.results[0].type:
        return "expected block argument of the same type result type"
    for nested in op.walk(post_order=True):  # as `Region::walk`
        if nested is not op and not is_memory_effect_free(nested):
            return NotedMessage(
                "body of 'memref.generic_atomic_rmw' should contain only operations with no "
                "side effects",
                at=nested,
                plain=True,
            )
    return None


def verify_atomic_yield(op: Operation) -> str | None:
    """`AtomicYieldOp::verify`."""
    parent = op.parent_op
    if parent is None or not parent.results:
        return None
    expected, found = parent.results[0].type, op.operands[0].type
    if expected != found:
        return f"types mismatch between yield op: '{found}' and its parent: '{expected}'"
    return None


def verify_realloc(op: Operation) -> str | None:
    """`ReallocOp::verify`."""
    source, result = memref_type(op.operands[0].type), memref_type(op.results[0].type)
    if source is None or result is None:
        return None
    source_text, result_text = op.operands[0].type, op.results[0].type
    if not has_identity_layout(source):
        return PlainMessage(f"unsupported layout for source memref type '{source_text}'")
    if not has_identity_layout(result):
        return PlainMessage(f"unsupported layout for result memref type '{result_text}'")
    kinds = f"source memref type '{source_text}' and result memref type '{result_text}'"
    if source.memory_space != result.memory_space:
        return PlainMessage(f"different memory spaces specified for {kinds}")
    if source.element != result.element:
        return PlainMessage(f"different element types specified for {kinds}")
    sized = len(op.operands) > 1
    if result.num_dynamic_dims() and not sized:
        return PlainMessage(f"missing dimension operand for result type '{result_text}'")
    if not result.num_dynamic_dims() and sized:
        return PlainMessage(f"unnecessary dimension operand for result type '{result_text}'")
    return None


def verify_distinct_objects(op: Operation) -> str | None:
    """`DistinctObjectsOp::verify`."""
    if [v.type for v in op.operands] != [r.type for r in op.results]:
        return "operand types and result types must match"
    if not op.operands:
        return "expected at least one operand"
    return None


def verify_transpose(op: Operation) -> str | None:
    """`TransposeOp::verify`'s permutation checks (not yet its result type's, which needs
    strided layouts of affine maps)."""
    permutation = map_of(op.get_attr("permutation"))
    source = memref_type(op.operands[0].type)
    if permutation is None or source is None:
        return None
    dims = [getattr(result, "position", None) for result in permutation.results]
    is_permutation = (
        permutation.num_symbols == 0
        and len(dims) == permutation.num_dims
        and all(isinstance(result, DimExpr) for result in permutation.results)
        and len(set(dims)) == len(dims)
    )
    if not is_permutation:
        return "expected a permutation map"
    if permutation.num_dims != source.rank:
        return "expected a permutation map of same rank as the input"
    return None


def verify_load(op: Operation) -> str | None:
    """`LoadOp::verify`."""
    memref = memref_type(op.operands[0].type)
    indices = len(op.operands) - 1
    if memref is not None and memref.rank != indices:
        return f"incorrect number of indices for load, expected {memref.rank} but got {indices}"
    return None


VERIFIERS: dict[str, Verifier] = {
    "memref.alloc": _alloc_like,
    "memref.alloca": verify_alloca,
    "memref.assume_alignment": verify_assume_alignment,
    "memref.atomic_rmw": verify_atomic_rmw,
    "memref.atomic_yield": verify_atomic_yield,
    "memref.cast": verify_cast,
    "memref.collapse_shape": verify_collapse_shape,
    "memref.distinct_objects": verify_distinct_objects,
    "memref.dma_start": verify_dma_start,
    "memref.dma_wait": verify_dma_wait,
    "memref.expand_shape": verify_expand_shape,
    "memref.generic_atomic_rmw": verify_generic_atomic_rmw,
    "memref.global": verify_global,
    "memref.load": verify_load,
    "memref.realloc": verify_realloc,
    "memref.reinterpret_cast": _then(_offset_size_stride(_result_rank), _reinterpret_cast),
    "memref.reshape": _reshape,
    "memref.subview": _then(_offset_size_stride(_source_rank), _subview),
    "memref.transpose": verify_transpose,
    "memref.view": verify_view,
}
