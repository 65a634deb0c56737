"""Some affine ops' own verifiers (MLIR's mlir/lib/Dialect/Affine/IR/AffineOps.cpp `verify`),
with mlir-opt's messages: `affine.min`/`affine.max` (`verifyAffineMinMaxOp`'s counts),
`affine.vector_load`/`affine.vector_store` (`verifyVectorMemoryOp`) and `affine.parallel`
(`AffineParallelOp::verify`'s counts and reductions). `VERIFIERS` maps op names to them."""

from __future__ import annotations

import re

from ...ir.affine import map_of
from ...ir.attributes import ArrayAttr
from ...ir.constraints import shaped_element
from ...ir.context import Verifier
from ...ir.operation import Operation

_ELEMENTS = re.compile(r":\s*tensor<(\d+)x")  # a 1-D dense attribute's element count


def verify_min_max(op: Operation) -> str | None:
    """`verifyAffineMinMaxOp`."""
    found = map_of(op.get_attr("map"))
    if found is None:
        return None
    if len(op.operands) != found.num_dims + found.num_symbols:
        return "operand count and affine map dimension and symbol count must match"
    if not found.results:
        return "affine map expect at least one result"
    return None


def verify_vector_memory_op(op: Operation) -> str | None:
    """`verifyVectorMemoryOp`: the memref's and the vector's element types agree."""
    load = op.name.name == "affine.vector_load"
    memref = op.operands[0 if load else 1].type
    vector = op.results[0].type if load else op.operands[0].type
    if shaped_element(memref) != shaped_element(vector):
        return "requires memref and vector types of the same elemental type"
    return None


def _group_count(op: Operation, name: str) -> int:
    match = _ELEMENTS.search(getattr(op.get_attr(name), "text", ""))
    return int(match[1]) if match else 0


def verify_parallel(op: Operation) -> str | None:
    """`AffineParallelOp::verify`'s counts: region arguments, bound map groups and steps
    (as many as the steps), then a reduction per result."""
    steps = op.get_attr("steps")
    dims = len(steps.elements) if isinstance(steps, ArrayAttr) else 0
    lower, upper = _group_count(op, "lowerBoundsGroups"), _group_count(op, "upperBoundsGroups")
    blocks = op.regions[0].blocks if op.regions else []
    arguments = len(blocks[0].arguments) if blocks else 0
    if lower != dims or upper != dims or arguments != dims:
        return (
            f"the number of region arguments ({arguments}) and the number of map groups for "
            f"lower ({lower}) and upper bound ({upper}), and the number of steps ({dims}) "
            "must all match"
        )
    reductions = op.get_attr("reductions")
    if isinstance(reductions, ArrayAttr) and len(reductions.elements) != len(op.results):
        return "a reduction must be specified for each output"
    return None


VERIFIERS: dict[str, Verifier] = {
    "affine.min": verify_min_max,
    "affine.max": verify_min_max,
    "affine.vector_load": verify_vector_memory_op,
    "affine.vector_store": verify_vector_memory_op,
    "affine.parallel": verify_parallel,
}
