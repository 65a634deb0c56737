"""The names `omp`'s canonical loops give in the custom form (OpenMPDialect.cpp): the
induction variable of `omp.canonical_loop` (`%iv`, `%iv_s1`, `%iv_d1`, `%iv_r0_s1`...,
`getAsmBlockArgumentNames`) and the `omp.new_cli` a loop or a transformation generates
(`%canonloop_s0`, `%grid1`, `%intratile1`, else `%cli`; `NewCliOp::getAsmResultNames`),
both from MLIR's `generateLoopNestingName`."""

from __future__ import annotations

from dataclasses import dataclass

from ...asm.custom_form import SetName
from ...ir.context import Trait
from ...ir.ods import segment_sizes
from ...ir.operation import Block, Operation, Region

CANONICAL_LOOP = "omp.canonical_loop"


@dataclass
class _Component:
    """A step from the loop up: an op in its region (`op`, its position among the region's
    ops with regions) or the region of its parent (`op` the parent, `index` the region's)."""

    is_region_arg: bool
    op: Operation | None
    index: int
    is_unique: bool
    skip: bool = False
    loop_depth: int = 0


def loop_nesting_name(prefix: str, loop: Operation) -> str:
    """MLIR's `generateLoopNestingName`: `prefix` and the suffixes that tell the loop apart
    within its SSA namespace (`_r<region>`, `_s<position>`, `_d<depth>`)."""
    components = _components(loop)
    for c in components:
        c.skip = c.skip or (c.is_region_arg and c.is_unique)
    surrounding = 0
    for c in reversed(components):
        if c.skip:
            continue
        if c.is_region_arg:
            surrounding = 0
            continue
        if not c.is_unique:
            surrounding = 0
        c.loop_depth = surrounding
        if c.op is not None and c.op.op_name == CANONICAL_LOOP:
            surrounding += 1
    in_nest = False
    for c in components:
        if c.skip or c.is_region_arg:
            continue
        if not in_nest and c.loop_depth >= 1:
            in_nest = True
        elif in_nest:
            c.skip = c.skip or c.is_unique
            if c.loop_depth == 0:
                in_nest = False
    for c in components:
        is_loop = c.op is not None and c.op.op_name == CANONICAL_LOOP
        c.skip = c.skip or (not c.is_region_arg and c.is_unique and not is_loop)
    new_region = True
    for c in reversed(components):
        c.skip = c.skip or (new_region and c.is_unique)
        if not c.skip:
            new_region = True
        if not c.is_region_arg and c.op is not None:
            new_region = False
    name = prefix
    for c in reversed(components):
        if c.skip:
            continue
        if c.is_region_arg:
            name += f"_r{c.index}"
        elif c.loop_depth >= 1:
            name += f"_d{c.loop_depth}"
        else:
            name += f"_s{c.index}"
    return name


def _components(loop: Operation) -> list[_Component]:
    """The loop's ops and regions up to an isolated parent, innermost first."""
    components: list[_Component] = []
    op: Operation | None = loop
    while op is not None:
        region = op.parent_region
        if region is None:
            break
        position, containers = _position(region, op)
        components.append(_Component(False, op, position, containers <= 1))
        parent = region.parent
        argument = _Component(True, parent, 0, True)
        components.append(argument)
        if parent is None or parent.has_trait(Trait.ISOLATED_FROM_ABOVE):
            break
        if len(parent.regions) > 1:
            argument.is_unique = False
            argument.index = next(i for i, r in enumerate(parent.regions) if r is region)
        op = parent
    return components


def _position(region: Region, target: Operation) -> tuple[int, int]:
    """How many ops with regions precede `target` in `region` (its blocks in reverse post
    order from the entry), and how many there are (counted until one after `target`)."""
    count = 0
    position = -1
    for block in _reverse_post_order(region):
        for op in block:
            if op is target and position < 0:
                position = count
            if op.regions:
                count += 1
            if position >= 0 and count > 1:
                break
    return position, count


def _reverse_post_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry block, in reverse post order."""
    if not region.blocks:
        return []
    order: list[Block] = []
    seen: set[int] = set()
    stack: list[tuple[Block, int]] = [(region.blocks[0], 0)]
    seen.add(id(region.blocks[0]))
    while stack:
        block, next_index = stack.pop()
        terminator = block.last_op
        successors = terminator.successors if terminator is not None else []
        if next_index < len(successors):
            stack.append((block, next_index + 1))
            successor = successors[next_index]
            if id(successor) not in seen:
                seen.add(id(successor))
                stack.append((successor, 0))
        else:
            order.append(block)
    return order[::-1]


def canonical_loop_argument_names(op: Operation, region: Region, set_name: SetName) -> None:
    """`CanonicalLoopOp::getAsmBlockArgumentNames`: the induction variable's."""
    if region.blocks and region.blocks[0].arguments:
        set_name(region.blocks[0].arguments[0], loop_nesting_name("iv", op))


def new_cli_result_names(op: Operation, set_name: SetName) -> None:
    """`NewCliOp::getAsmResultNames`: from the op that generates the loop."""
    if not op.results:
        return
    result = op.results[0]
    name = "cli"
    for use in result.uses:
        user = use.owner
        if user.op_name == CANONICAL_LOOP and use.index == 1:
            name = loop_nesting_name("canonloop", user)
        elif user.op_name == "omp.tile":
            name = _tile_generatee_name(user, use.index) or name
    set_name(result, name)


def _tile_generatee_name(tile: Operation, index: int) -> str | None:
    """`grid<n>` or `intratile<n>` for operand `index` of an `omp.tile`'s generatees."""
    sizes = segment_sizes(tile, "operandSegmentSizes") or []
    generatees = sizes[0] if sizes else 0
    if index >= generatees:
        return None
    half = generatees // 2
    return f"grid{index + 1}" if index < half else f"intratile{index - half + 1}"
