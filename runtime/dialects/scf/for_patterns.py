"""`scf.for` canonicalization patterns (MLIR's `SCF.cpp`, `ForOp::getCanonicalizationPatterns`
in its order): iter_args folded away (`ForOpIterArgsFolder`), loops of zero or one trip,
or of an empty body yielding outer values, removed (`SimplifyTrivialLoops`), and casts of
inits to less static tensor types moved into the loop (`ForOpTensorCastFolder`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Attribute, Block, BlockArgument, Location, Operation, OpResult, Type, Value
from ...ir.shaped_types import shaped
from ...rewrite.folding import defining_op
from ...rewrite.rewriter import PatternRewriter
from ..arith.overflow_flags import overflow_flags
from ..elements import to_signed
from ..integers import constant_int, to_unsigned, width
from .for_op import UNSIGNED_CMP
from .rewriting import ScfPattern, contains, region_of, replace_op_with_region, terminator

CONTROL_OPERANDS = 3
"""Lower bound, upper bound and step come before the iter_args' inits."""


def value_location(value: Value) -> Location:
    """`Value::getLoc`: the defining op's location, or the block argument's."""
    return value.op.location if isinstance(value, OpResult) else value.location  # type: ignore[attr-defined]


def create_for(rewriter: PatternRewriter, op: Operation, inits: Sequence[Value]) -> Operation:
    """`ForOp::build` without a body builder, with `op`'s bounds, location and attributes."""
    return build_for(
        rewriter, op.operands[:CONTROL_OPERANDS], inits, op.location, op.attributes, op.properties
    )


def build_for(
    rewriter: PatternRewriter,
    bounds: Sequence[Value],
    inits: Sequence[Value],
    location: Location,
    attributes: dict[str, Attribute] | None = None,
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """`ForOp::build` without a body builder from the lower bound, upper bound and step:
    an entry block for the induction variable and `inits`, holding an `scf.yield` only
    when there are no inits (the implicit terminator, built without the rewriter)."""
    loop = Operation(
        rewriter.context.get_op_name("scf.for"),
        [*bounds, *inits],
        [init.type for init in inits],
        attributes,
        properties,
        regions=1,
        location=location,
    )
    block = Block([bounds[0].type, *(init.type for init in inits)])
    block.arguments[0].location = location
    for argument, init in zip(block.arguments[1:], inits):
        argument.location = value_location(init)
    loop.regions[0].append(block)
    if not inits:
        block.append(Operation.create(rewriter.context, "scf.yield", location=location))
    return rewriter.insert(loop)


def _iter_state(op: Operation) -> tuple[list[Value], list[BlockArgument], list[Value]]:
    """The inits, the region's iter_args and the yielded values of loop `op`."""
    body = op.regions[0].blocks[0]
    return (
        op.operands[CONTROL_OPERANDS:],
        body.arguments[1:],
        list(terminator(op.regions[0], 0).operands),
    )


def _cyclic(
    index: int, inits: list[Value], iter_args: list[BlockArgument], yielded: list[Value]
) -> bool:
    """Whether iter_arg `index` is yielded around a cycle of iter_args with its init: all of
    them keep that init."""
    seen = {index}
    current = index
    while True:
        value = yielded[current]
        if not isinstance(value, BlockArgument) or value not in iter_args:
            return False
        following = iter_args.index(value)
        if inits[following] is not inits[index]:
            return False
        if following == index:
            return True
        if following in seen:
            return False
        seen.add(following)
        current = following


class ForOpIterArgsFolder(ScfPattern):
    """iter_args folded away: yielded unchanged, yielding their init, unused along with
    their result, in a cycle of iter_args with one init, or the same init and yield as an
    earlier iter_arg."""

    root_name = "scf.for"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inits, iter_args, yielded = _iter_state(op)
        # Per iter_arg: its replacement outside the loop (a value), or the kept iter_arg
        # it duplicates (an int), or None when kept.
        fates: list[Value | int | None] = []
        kept: list[int] = []
        for index, (init, arg, result, value) in enumerate(
            zip(inits, iter_args, op.results, yielded)
        ):
            if (
                arg is value
                or init is value
                or (not arg.has_uses and not result.has_uses)
                or _cyclic(index, inits, iter_args, yielded)
            ):
                fates.append(init)
                continue
            twin = next((k for k in kept if inits[k] is init and yielded[k] is value), None)
            fates.append(twin)
            if twin is None:
                kept.append(index)
        if len(kept) == len(inits):
            return False
        loop = create_for(rewriter, op, [inits[k] for k in kept])
        body = loop.regions[0].blocks[0]
        position = {k: n for n, k in enumerate(kept)}
        transfer: list[Value] = [body.arguments[0]]
        results: list[Value] = []
        for index, fate in enumerate(fates):
            if isinstance(fate, Value):
                transfer.append(fate)
                results.append(fate)
                continue
            slot = position[index if fate is None else fate]
            transfer.append(body.arguments[1 + slot])
            results.append(loop.results[slot])
        old_body = op.regions[0].blocks[0]
        if not kept:
            new_yield = body.last_op
            assert new_yield is not None
            rewriter.inline_block_before(old_body, body, new_yield, transfer)
            merged = new_yield.prev_op
            assert merged is not None
            rewriter.erase_op(merged)
        else:
            rewriter.merge_blocks(old_body, body, transfer)
            merged = terminator(loop.regions[0], 0)
            with rewriter.insertion_guard():
                rewriter.set_insertion_point(merged)
                rewriter.create(
                    "scf.yield", [merged.operands[k] for k in kept], location=merged.location
                )
            rewriter.erase_op(merged)
        rewriter.replace_op(op, results)
        return True


def _constant_diff(lb: Value, ub: Value, signed: bool) -> int | None:
    """`computeConstDiff`: `ub - lb` when both are constants (compared as the loop
    compares), or when `ub` is `lb + c` that does not wrap (`nsw`, `nuw` if unsigned)."""
    low, high = constant_int(lb), constant_int(ub)
    bits = width(lb.type) or 64
    if low is not None and high is not None:
        convert = to_signed if signed else to_unsigned
        return convert(high, bits) - convert(low, bits)
    add = defining_op(ub, "arith.addi")
    if add is None or ("nsw" if signed else "nuw") not in overflow_flags(
        add.get_attr("overflowFlags")
    ):
        return None
    for mine, other in (add.operands, reversed(add.operands)):
        diff = constant_int(other)
        if mine is lb and diff is not None:
            return to_signed(diff, bits)
    return None


def trip_count(op: Operation) -> int | None:
    """The loop's constant number of trips (`constantTripCount` on `computeConstDiff`): none
    when the step is a constant not above 0 (0, if unsigned)."""
    lb, ub, step = op.operands[:CONTROL_OPERANDS]
    signed = op.get_attr(UNSIGNED_CMP) is None
    step_value = constant_int(step)
    if step_value is not None:
        bits = width(step.type) or 64
        step_value = to_signed(step_value, bits) if signed else to_unsigned(step_value, bits)
        if step_value <= 0:
            return 0
    diff = _constant_diff(lb, ub, signed)
    if diff is None:
        return None
    if diff <= 0:
        return 0
    if step_value is None:
        return None
    return -(-diff // step_value)


class SimplifyTrivialLoops(ScfPattern):
    """Loops that do not iterate are replaced by their inits, loops of one trip by their
    body, and empty loops of at least one trip yielding outer values by those values."""

    root_name = "scf.for"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lb, ub = op.operands[:2]
        inits = op.operands[CONTROL_OPERANDS:]
        if lb is ub:
            rewriter.replace_op(op, inits)
            return True
        trips = trip_count(op)
        if trips is None:
            return False
        if trips == 0:
            rewriter.replace_op(op, inits)
            return True
        if trips == 1:
            replace_op_with_region(rewriter, op, op.regions[0], [lb, *inits])
            return True
        body = op.regions[0].blocks[0]
        if body.first_op is not body.last_op:
            return False
        yielded = list(terminator(op.regions[0], 0).operands)
        if any(contains(op.regions[0], region_of(value)) for value in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


def preserves_static_information(source: Type, target: Type) -> bool:
    """`tensor::preservesStaticInformation`: both ranked tensors of one element type, rank
    and encoding, `target` static wherever `source` is."""
    parts = [shaped(type) for type in (source, target)]
    if any(p is None or p.kind != "tensor" or p.dims.startswith("*") for p in parts):
        return False
    src, dst = parts
    assert src is not None and dst is not None
    src_dims, dst_dims = src.dims.split("x")[:-1], dst.dims.split("x")[:-1]
    if (src.element, src.rest, len(src_dims)) != (dst.element, dst.rest, len(dst_dims)):
        return False
    return not any(a != "?" and b == "?" for a, b in zip(src_dims, dst_dims))


class ForOpTensorCastFolder(ScfPattern):
    """An init that `tensor.cast`s away static information, whose result has one use, is
    replaced by the cast's source: the loop carries the static type, casting it back at
    the start of the body and after the loop, and the yielded value to it."""

    root_name = "scf.for"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        for index, (init, result) in enumerate(zip(op.operands[CONTROL_OPERANDS:], op.results)):
            cast = defining_op(init, "tensor.cast")
            if cast is None:
                continue
            source, dest = cast.operands[0].type, cast.results[0].type
            if source == dest or not preserves_static_information(dest, source):
                continue
            if not result.has_one_use:
                continue
            rewriter.replace_op(op, _replace_iter_arg(rewriter, op, index, cast.operands[0]))
            return True
        return False


def _replace_iter_arg(
    rewriter: PatternRewriter, op: Operation, index: int, replacement: Value
) -> list[Value]:
    """`replaceTensorCastForOpIterArg`: the new loop's results, the one of iter_arg `index`
    cast back to the old type."""
    inits = list(op.operands[CONTROL_OPERANDS:])
    old_type, new_type = inits[index].type, replacement.type
    inits[index] = replacement
    loop = create_for(rewriter, op, inits)
    body = loop.regions[0].blocks[0]

    def cast(value: Value, type: Type) -> Value:
        return rewriter.create("tensor.cast", [value], [type], location=loop.location).results[0]

    with rewriter.insertion_guard():
        rewriter.set_insertion_point_to_start(body)
        transfer: list[Value] = list(body.arguments)
        transfer[1 + index] = cast(body.arguments[1 + index], old_type)
        rewriter.merge_blocks(op.regions[0].blocks[0], body, transfer)
        merged = terminator(loop.regions[0], 0)
        rewriter.set_insertion_point(merged)
        yielded = list(merged.operands)
        yielded[index] = cast(yielded[index], new_type)
        rewriter.create("scf.yield", yielded, location=loop.location)
        rewriter.erase_op(merged)
        rewriter.set_insertion_point_after(loop)
        results: list[Value] = list(loop.results)
        results[index] = cast(results[index], old_type)
    return results


FOR_PATTERNS = (SimplifyTrivialLoops(), ForOpTensorCastFolder(), ForOpIterArgsFolder())
"""`ForOp::getCanonicalizationPatterns` in MLIR 22's order, then `ForOpIterArgsFolder`, of
earlier MLIRs, which its generic `RegionBranchOpInterface` patterns replaced."""
