"""The verifiers of `scf.forall` and its terminator `scf.forall.in_parallel` (MLIR's SCF.cpp
`ForallOp::verify`, `InParallelOp::verify`, and the `SingleBlockImplicitTerminator` trait's
region check), with mlir-opt's messages."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array_values
from ...ir.attributes import ArrayAttr
from ...ir.diagnostics import NotedMessage, PlainMessage
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from ...ir.types import INDEX
from .forall_op import BOUNDS, DYNAMIC, TERMINATOR

# The `gpu` attributes that implement `DeviceMappingAttrInterface` and the one that
# implements `DeviceMaskingAttrInterface`, by their printed prefix.
_DEVICE_MAPPINGS = tuple(
    f"#gpu.{kind}<" for kind in ("block", "warpgroup", "warp", "thread", "lane", "memory_space")
)
_DEVICE_MASK = "#gpu.mask<"
_COMBINING = "ParallelCombiningOpInterface"
_BOUND_TEXTS = ("lower bound", "upper bound", "step")


def _list_of_operands_or_integers(
    name: str, count: int, static: Sequence[int], dynamic: int
) -> str | None:
    """MLIR's `verifyListOfOperandsOrIntegers` (an `emitError`: no op prefix)."""
    if len(static) != count:
        return PlainMessage(f"expected {count} {name} values, got {len(static)}")
    expected = sum(value == DYNAMIC for value in static)
    if dynamic != expected:
        return PlainMessage(f"expected {expected} dynamic {name} values")
    return None


def _mapping(op: Operation) -> str | None:
    """The checks of a non-empty `mapping`: a device mapping attribute per loop, at most one
    device masking attribute."""
    mapping = op.get_attr("mapping")
    if not isinstance(mapping, ArrayAttr) or not mapping.elements:
        return None
    texts = [element.element_text() for element in mapping.elements]
    rank = len(dense_array_values(op.get_attr("staticLowerBound")) or ())
    if sum(text.startswith(_DEVICE_MAPPINGS) for text in texts) != rank:
        return "mapping attribute size must match op rank"
    if sum(text.startswith(_DEVICE_MASK) for text in texts) > 1:
        return '"mapping" supports at most one device masking attribute'
    return None


def verify_forall(op: Operation) -> str | None:
    """`ForallOp::verify`."""
    segments = segment_sizes(op, "operandSegmentSizes")
    if segments is None or len(segments) != 4:
        return None
    bounds = [dense_array_values(op.get_attr(name)) or [] for name in BOUNDS]
    rank = len(bounds[0])
    outputs = op.operands[sum(segments[:3]) :]
    if len(op.results) != len(outputs):
        return f"produces {len(op.results)} results, but has only {len(outputs)} outputs"
    blocks = op.regions[0].blocks
    arguments = blocks[0].arguments if blocks else []
    if len(arguments) != rank + len(outputs):
        return f"region expects {rank} arguments"
    for index in range(rank):
        if arguments[index].type != INDEX:
            return f"expects {index}-th block argument to be an index"
    for index, output in enumerate(outputs):
        if arguments[rank + index].type != output.type:
            return f"type mismatch between {index}-th output and corresponding block argument"
    mapping = _mapping(op)
    if mapping is not None:
        return mapping
    for name, static, dynamic in zip(_BOUND_TEXTS, bounds, segments):
        message = _list_of_operands_or_integers(name, rank, static, dynamic)
        if message is not None:
            return message
    return None


def verify_forall_regions(op: Operation) -> str | None:
    """The `SingleBlockImplicitTerminator<"scf::InParallelOp">` trait's region check."""
    for region in op.regions:
        last = region.blocks[0].last_op if region.blocks else None
        if last is None or last.name.name == TERMINATOR:
            continue
        return NotedMessage(
            f"expects regions to end with '{TERMINATOR}', found '{last.name.name}'",
            [
                (
                    f"in custom textual format, the absence of terminator implies '{TERMINATOR}'",
                    op.location,
                )
            ],
        )
    return None


def verify_in_parallel(op: Operation) -> str | None:
    """`InParallelOp::verify`: only `ParallelCombiningOpInterface` ops, each updating an
    output block argument of the parent `scf.forall`."""
    forall = op.parent_op
    if forall is None or forall.name.name != "scf.forall":
        return "expected forall op parent"
    body = forall.regions[0].blocks[0]
    rank = len(dense_array_values(forall.get_attr("staticLowerBound")) or ())
    outputs = body.arguments[rank:]
    block = op.regions[0].blocks[0] if op.regions[0].blocks else None
    for nested in block.operations if block is not None else ():
        definition = nested.name.definition
        if definition is None or _COMBINING not in definition.interfaces:
            return f"expected only {_COMBINING} ops"
        # `getUpdatedDestinations` of `tensor.parallel_insert_slice`: its `dest`.
        if not any(nested.operands[1] is output for output in outputs):
            return NotedMessage("may only insert into an output block argument", at=nested)
    return None
