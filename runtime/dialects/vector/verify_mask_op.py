"""The verifier of `vector.mask` (MLIR's `MaskOp::verify` in
mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with mlir-opt's messages, and the mask type a
maskable op expects (`MaskableOpInterface::getExpectedMaskType`) for the transfers and
reductions."""

from __future__ import annotations

from ...ir.operation import Operation
from ...ir.types import I1
from .transfer_maps import mask_type
from .vector_type import VectorType, vector_type

_MASKABLE = frozenset(
    f"vector.{name}"
    for name in (
        "contract",
        "gather",
        "multi_reduction",
        "outerproduct",
        "reduction",
        "transfer_read",
        "transfer_write",
    )
)


def expected_mask_type(op: Operation) -> str | None:
    """The mask type of a transfer (`inferTransferOpMaskType`) or a reduction (its source's
    shape of `i1`); None for the other maskable ops."""
    name = op.name.name
    if name in ("vector.transfer_read", "vector.transfer_write"):
        vector = op.results[0].type if name == "vector.transfer_read" else op.operands[0].type
        attr = op.get_attr("permutation_map")
        return None if attr is None else mask_type(vector, attr)
    if name in ("vector.reduction", "vector.multi_reduction"):
        source = vector_type(op.operands[0].type)
        if source is None:
            return None
        return VectorType(source.shape, source.scalable, I1).type().text
    return None


def verify_mask(op: Operation) -> str | None:
    """`MaskOp::verify`."""
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    ops = list(block.operations) if block is not None else []
    if not ops:
        return "expects a terminator within the mask region"
    if len(ops) > 2:
        return "expects only one operation to mask"
    terminator = ops[-1]
    if terminator.name.name != "vector.yield":
        return "expects a terminator within the mask region"
    if len(terminator.operands) != len(op.results):
        return "expects number of results to match mask region yielded values"
    if len(ops) == 1:
        return None
    masked = ops[0]
    if masked.name.name not in _MASKABLE:
        return "expects a MaskableOpInterface within the mask region"
    if len(masked.results) != len(op.results):
        return "expects number of results to match maskable operation number of results"
    if list(masked.results) != list(terminator.operands):
        return (
            "expects all the results from the MaskableOpInterface to match all the values "
            "returned by the terminator"
        )
    if [r.type.text for r in masked.results] != [r.type.text for r in op.results]:
        return "expects result type to match maskable operation result type"
    if sum(r.type.text.startswith("vector<") for r in masked.results) > 1:
        return "multiple vector results not supported"
    expected = expected_mask_type(masked)
    if expected is not None and op.operands[0].type.text != expected:
        return f"expects a '{expected}' mask for the maskable operation"
    return _passthru(op, masked)


def _passthru(op: Operation, masked: Operation) -> str | None:
    if len(op.operands) < 2:
        return None
    if len(masked.results) != 1:
        return "expects result when passthru argument is provided"
    if op.operands[1].type.text != masked.results[0].type.text:
        return "expects passthru type to match result type"
    return None
