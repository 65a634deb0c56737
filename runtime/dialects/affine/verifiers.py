"""The affine ops' own verifiers (MLIR's mlir/lib/Dialect/Affine/IR/AffineOps.cpp `verify`
and `verifyRegions`), with mlir-opt's messages: `affine.min`/`affine.max`
(`verifyAffineMinMaxOp`'s counts), `affine.load`/`affine.store` and their vector forms
(`verifyMemoryOpIndexing`, `verifyVectorMemoryOp`), `affine.if`, `affine.parallel` (its
counts, bound groups and number of reductions) and `affine.for` (a region verifier), the
last four checking their map operands with `verifyDimAndSymbolIdentifiers`. `VERIFIERS`
and `REGION_VERIFIERS` map op names to them."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir.affine import AffineMap, map_of, set_of
from ...ir.attributes import ArrayAttr
from ...ir.constraints import shaped_element
from ...ir.context import Verifier
from ...ir.dense_text import dense_integers
from ...ir.operation import Operation, Value
from ...ir.types import INDEX
from ..loop_like import verify_loop_like
from ..memref.memref_types import memref_type
from .index_verifiers import verify_delinearize, verify_linearize
from .loops import LOWER, UPPER
from .operand_lists import op_map
from .validity import affine_scope, is_valid_dim_in, is_valid_symbol


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


def verify_dim_and_symbol_identifiers(
    op: Operation, operands: Sequence[Value], num_dims: int
) -> str | None:
    """`verifyDimAndSymbolIdentifiers`: the first `num_dims` operands are valid dimensions
    of `op`'s affine scope, the others valid symbols."""
    scope = affine_scope(op)
    for index, operand in enumerate(operands):
        if index < num_dims:
            if not is_valid_dim_in(operand, scope):
                return "operand cannot be used as a dimension id"
        elif not is_valid_symbol(operand, scope, scoped=True):
            return "operand cannot be used as a symbol"
    return None


def _memory_op_indexing(op: Operation, memref_index: int) -> str | None:
    """`verifyMemoryOpIndexing`: the map fits the memref's rank and the subscripts, which
    are index-typed dimensions and symbols."""
    map = op_map(op, "map")
    memref = memref_type(op.operands[memref_index].type)
    indices = op.operands[memref_index + 1 :]
    if memref is not None and len(map.results) != memref.rank:
        return "affine map num results must equal memref rank"
    if map.num_inputs != len(indices):
        return "expects as many subscripts as affine map inputs"
    if any(index.type != INDEX for index in indices):
        return "index to load must have 'index' type"
    return verify_dim_and_symbol_identifiers(op, indices, map.num_dims)


def verify_load(op: Operation) -> str | None:
    """`AffineLoadOp::verify`."""
    if op.results[0].type != shaped_element(op.operands[0].type):
        return "result type must match element type of memref"
    return _memory_op_indexing(op, 0)


def verify_store(op: Operation) -> str | None:
    """`AffineStoreOp::verify`."""
    if op.operands[0].type != shaped_element(op.operands[1].type):
        return "value to store must have the same type as memref element type"
    return _memory_op_indexing(op, 1)


def verify_vector_memory_op(op: Operation) -> str | None:
    """`AffineVectorLoadOp::verify` / `AffineVectorStoreOp::verify`: the indexing, then
    `verifyVectorMemoryOp` (the memref's and the vector's element types agree)."""
    load = op.name.name == "affine.vector_load"
    memref = op.operands[0 if load else 1].type
    vector = op.results[0].type if load else op.operands[0].type
    indexing = _memory_op_indexing(op, 0 if load else 1)
    if indexing is not None:
        return indexing
    if shaped_element(memref) != shaped_element(vector):
        return "requires memref and vector types of the same elemental type"
    return None


def verify_if(op: Operation) -> str | None:
    """`AffineIfOp::verify`: the condition set's inputs are the operands."""
    condition = set_of(op.get_attr("condition"))
    if condition is None:
        return "requires an integer set attribute named 'condition'"
    if len(op.operands) != condition.num_dims + condition.num_symbols:
        return "operand count and condition integer set dimension and symbol count must match"
    return verify_dim_and_symbol_identifiers(op, op.operands, condition.num_dims)


def _bound_identifiers(op: Operation, lower: AffineMap, upper: AffineMap) -> str | None:
    """The dimension and symbol check of a loop's lower, then upper, bound operands."""
    split = lower.num_inputs
    return verify_dim_and_symbol_identifiers(
        op, op.operands[:split], lower.num_dims
    ) or verify_dim_and_symbol_identifiers(
        op, op.operands[split : split + upper.num_inputs], upper.num_dims
    )


def verify_for_regions(op: Operation) -> str | None:
    """`LoopLikeOpInterface`'s verifier, then `AffineForOp::verifyRegions` (whose counts of
    loop-carried values the first has checked)."""
    blocks = op.regions[0].blocks
    arguments = blocks[0].arguments if blocks else []
    last = blocks[0].last_op if blocks else None
    yielded = last.operands if last is not None and last.name.name == "affine.yield" else ()
    lower, upper = op_map(op, LOWER), op_map(op, UPPER)
    inits = op.operands[lower.num_inputs + upper.num_inputs :]
    loop_like = verify_loop_like(inits, arguments[1:], yielded, op.results)
    if loop_like is not None:
        return loop_like
    if not arguments or arguments[0].type != INDEX:
        return "expected body to have a single index argument for the induction variable"
    identifiers = _bound_identifiers(op, lower, upper)
    if identifiers is not None:
        return identifiers
    if not lower.results:
        return "expected lower bound map to have at least one result"
    if not upper.results:
        return "expected upper bound map to have at least one result"
    results = len(op.results)
    if results == 0:
        return None
    if len(op.operands) - lower.num_inputs - upper.num_inputs != results:
        return "mismatch between the number of loop-carried values and results"
    if len(arguments) - 1 != results:
        return "mismatch between the number of basic block args and results"
    return None


def _groups(op: Operation, name: str) -> list[int]:
    attr = op.get_attr(name)
    return dense_integers(attr.text) if attr is not None else []


def _group_results(op: Operation, which: str) -> str | None:
    """That each `which` ("lower" / "upper") bound group has a result, and the map has as
    many as the groups together."""
    groups = _groups(op, f"{which}BoundsGroups")
    if any(size == 0 for size in groups):
        return f"expected {which} bound map to have at least one result"
    expected = sum(groups)
    if expected != len(op_map(op, f"{which}BoundsMap").results):
        return f"expected {which} bounds map to have {expected} results"
    return None


def verify_parallel(op: Operation) -> str | None:
    """`AffineParallelOp::verify` (without its check of each reduction's kind against its
    result type): region arguments, bound groups and steps (as many as the steps), each
    group's results, a reduction per result, then the bounds' dimensions and symbols."""
    steps = op.get_attr("steps")
    dims = len(steps.elements) if isinstance(steps, ArrayAttr) else 0
    lower, upper = len(_groups(op, "lowerBoundsGroups")), len(_groups(op, "upperBoundsGroups"))
    blocks = op.regions[0].blocks if op.regions else []
    arguments = len(blocks[0].arguments) if blocks else 0
    if lower != dims or upper != dims or arguments != dims:
        return (
            f"the number of region arguments ({arguments}) and the number of map groups for "
            f"lower ({lower}) and upper bound ({upper}), and the number of steps ({dims}) "
            "must all match"
        )
    groups = _group_results(op, "lower") or _group_results(op, "upper")
    if groups is not None:
        return groups
    reductions = op.get_attr("reductions")
    if isinstance(reductions, ArrayAttr) and len(reductions.elements) != len(op.results):
        return "a reduction must be specified for each output"
    return _bound_identifiers(op, op_map(op, "lowerBoundsMap"), op_map(op, "upperBoundsMap"))


VERIFIERS: dict[str, Verifier] = {
    "affine.delinearize_index": verify_delinearize,
    "affine.linearize_index": verify_linearize,
    "affine.if": verify_if,
    "affine.load": verify_load,
    "affine.store": verify_store,
    "affine.min": verify_min_max,
    "affine.max": verify_min_max,
    "affine.vector_load": verify_vector_memory_op,
    "affine.vector_store": verify_vector_memory_op,
    "affine.parallel": verify_parallel,
}
REGION_VERIFIERS: dict[str, Verifier] = {"affine.for": verify_for_regions}
