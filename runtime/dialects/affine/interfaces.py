"""affine's models of `LoopLikeOpInterface` (for, parallel) and of
`ConditionallySpeculatable` (for), as MLIR's `AffineOps.cpp` gives them (`affine.for`
does not give its loop results, as MLIR's does not); the region branch models of
`control_flow`.

The inliner's interface: affine
ops may be inlined into an affine scope or into `affine.for`, `affine.parallel` and
`affine.if`; a region may be inlined into those three only when it is a single block whose
ops keep their dims and symbols valid there (`remainsLegalAfterInline`): ops free of
effects, `affine.apply`, and affine loads and stores.

The value categories (MLIR's `isTopLevelValue`, `isValidDim`, `isValidSymbol`) are those of
`AffineOps.cpp`, for the ops the runtime has: constants, `affine.apply` and the `dim` ops."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.inliner import DialectInlinerInterface, Mapping
from ...interfaces.loop_like import LoopLikeOpInterface, RegionLoop
from ...interfaces.speculation import ConditionallySpeculatable, Speculatability
from ...ir import IndexType, Trait, Value
from ...ir.affine.attributes import map_of
from ...ir.attributes import Attribute, IntegerAttr
from ...ir.effects import get_effects
from ...ir.operation import Block, BlockArgument, Operation, OpOperand, Region
from ...ir.types import INDEX
from .control_flow import control_flow_models
from .for_syntax import LOWER, STEP, UPPER
from .int_ranges import int_range_models


def _body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _step(op: Operation) -> int:
    step = op.properties.get(STEP)
    return step.value if isinstance(step, IntegerAttr) else 1


def _constant_bound(op: Operation, name: str) -> list[Attribute] | None:
    """`[c]` when the bound's map is `() -> (c)` (MLIR's `getConstant*Bound`), else None."""
    map = map_of(op.properties.get(name))
    value = map.constant_result() if map is not None else None
    return None if value is None else [IntegerAttr(value, INDEX)]


class ForLoop(LoopLikeOpInterface):
    """`affine.for %iv = lb to ub step s iter_args(...)`: its inits end its operands."""

    def get_loop_regions(self, op: Operation) -> list[Region]:
        return [op.regions[0]]

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return [_body(op).arguments[0]]

    def get_loop_lower_bounds(self, op: Operation) -> list[Attribute] | None:
        return _constant_bound(op, LOWER)

    def get_loop_upper_bounds(self, op: Operation) -> list[Attribute] | None:
        return _constant_bound(op, UPPER)

    def get_loop_steps(self, op: Operation) -> list[Attribute] | None:
        return [IntegerAttr(_step(op), INDEX)]

    def get_region_iter_args(self, op: Operation) -> list[BlockArgument]:
        return _body(op).arguments[1:]

    def get_inits_mutable(self, op: Operation) -> list[OpOperand]:
        count = len(op.results)
        return [OpOperand(op, index) for index in range(len(op.operands) - count, len(op.operands))]

    def get_yielded_values_mutable(self, op: Operation) -> list[OpOperand] | None:
        terminator = _body(op).last_op
        assert terminator is not None
        return [OpOperand(terminator, index) for index in range(len(terminator.operands))]


class ForSpeculation(ConditionallySpeculatable):
    """`AffineForOp::getSpeculatability`: a step of 1 terminates whatever the bounds."""

    def get_speculatability(self, op: Operation) -> Speculatability:
        if _step(op) == 1:
            return Speculatability.RECURSIVELY_SPECULATABLE
        return Speculatability.NOT_SPECULATABLE


class ParallelLoop(RegionLoop):
    """`affine.parallel`: one induction variable per dimension."""

    def get_loop_induction_vars(self, op: Operation) -> list[BlockArgument] | None:
        return list(_body(op).arguments)


# The ops with ODS's `AffineScope` trait (the imported traits leave it out).
AFFINE_SCOPES = frozenset({"func.func", "gpu.launch", "wasmssa.func"})
_LOOPS_AND_IFS = frozenset({"affine.for", "affine.parallel", "affine.if"})
_LOOPS = frozenset({"affine.for", "affine.parallel"})
_DIM_OPS = frozenset({"memref.dim", "tensor.dim"})
# Affine reads and writes: where their map operands start.
_ACCESS_MAP_OPERANDS = {
    "affine.load": 1,
    "affine.vector_load": 1,
    "affine.store": 2,
    "affine.vector_store": 2,
}


class AffineInliner(DialectInlinerInterface):
    def is_legal_to_inline_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        dest_op = dest.parent
        if dest_op is None or dest_op.name.name not in _LOOPS_AND_IFS or len(src.blocks) != 1:
            return False
        for op in src.blocks[0]:
            if get_effects(op) == []:
                continue
            if not _remains_legal(op, src, dest, mapping):
                return False
        return True

    def is_legal_to_inline_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        parent = dest.parent
        return parent is not None and (
            parent.name.name in AFFINE_SCOPES or parent.name.name in _LOOPS_AND_IFS
        )


def _remains_legal(op: Operation, src: Region, dest: Region, mapping: Mapping) -> bool:
    """Whether an `affine.apply` or affine access keeps its dims and symbols valid once
    inlined into `dest` (any other op: no)."""
    name = op.name.name
    affine_map = map_of(op.get_attr("map"))
    if affine_map is None:
        return False
    if name == "affine.apply":
        check = is_valid_dim if is_valid_dim(op.results[0], src) else is_valid_symbol
        return _all_remain_legal(op.operands, src, dest, mapping, check)
    start = _ACCESS_MAP_OPERANDS.get(name)
    if start is None:
        return False
    operands = op.operands[start:]
    dims, symbols = operands[: affine_map.num_dims], operands[affine_map.num_dims :]
    return _all_remain_legal(dims, src, dest, mapping, is_valid_dim) and _all_remain_legal(
        symbols, src, dest, mapping, is_valid_symbol
    )


def _all_remain_legal(
    values: Sequence[Value], src: Region, dest: Region, mapping: Mapping, check: object
) -> bool:
    for value in values:
        if not _is_top_level_in(value, src):
            continue
        if isinstance(value, BlockArgument):
            if not check(mapping.get(value, value), dest):  # type: ignore[operator]
                return False
            continue
        owner = value.owner
        assert isinstance(owner, Operation)
        if not (Trait.CONSTANT_LIKE in owner.name.traits or owner.name.name in _DIM_OPS):
            return False
    return True


def _is_top_level_in(value: Value, region: Region) -> bool:
    """MLIR's `isTopLevelValue(value, region)`."""
    if isinstance(value, BlockArgument):
        return value.block.parent is region
    owner = value.owner
    return isinstance(owner, Operation) and owner.parent_region is region


def is_top_level_value(value: Value) -> bool:
    """Defined (or an argument) directly in an affine scope (MLIR's `isTopLevelValue`)."""
    if isinstance(value, BlockArgument):
        parent = value.block.parent_op
    else:
        owner = value.owner
        parent = owner.parent_op if isinstance(owner, Operation) else None
    return parent is not None and parent.name.name in AFFINE_SCOPES


def is_valid_symbol(value: Value, region: Region | None) -> bool:
    """MLIR's `isValidSymbol(value, region)`."""
    if not isinstance(value.type, IndexType):
        return False
    if region is not None and _is_top_level_in(value, region):
        return True
    owner = value.owner
    if isinstance(owner, Operation):
        if Trait.CONSTANT_LIKE in owner.name.traits:
            return True
        if owner.name.name == "affine.apply":
            return all(is_valid_symbol(operand, region) for operand in owner.operands)
        if owner.name.name in _DIM_OPS:
            return is_top_level_value(owner.operands[0])
    parent = region.parent if region is not None else None
    if parent is not None and not parent.has_trait(Trait.ISOLATED_FROM_ABOVE):
        return is_valid_symbol(value, parent.parent_region)
    return False


def is_valid_dim(value: Value, region: Region | None) -> bool:
    """MLIR's `isValidDim(value, region)`."""
    if not isinstance(value.type, IndexType):
        return False
    if is_valid_symbol(value, region):
        return True
    owner = value.owner
    if not isinstance(owner, Operation):
        parent = value.block.parent_op  # type: ignore[attr-defined]
        return parent is not None and parent.name.name in _LOOPS
    if owner.name.name == "affine.apply":
        return all(is_valid_dim(operand, region) for operand in owner.operands)
    if owner.name.name in _DIM_OPS:
        return is_top_level_value(owner.operands[0])
    return False


@functools.cache
def interface_models() -> InterfaceModels:
    own = InterfaceModels.of(
        {"for": (ForLoop(), ForSpeculation()), "parallel": (ParallelLoop(),)}, AffineInliner()
    )
    return InterfaceModels.merged(own, control_flow_models(), int_range_models())
