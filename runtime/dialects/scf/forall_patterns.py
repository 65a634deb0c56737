"""`scf.forall` canonicalization patterns (MLIR's `SCF.cpp`, `ForallOp::getCanonicalizationPatterns`
in its order): `tensor.dim` of a result read from its shared output (`DimOfForallOp`),
`tensor.cast`s of shared outputs moved into the loop, constant bounds made static, shared
outputs whose result is unused or never written dropped, dimensions of one trip dropped
(all of them: the body inlined, its inserts `tensor.insert_slice`s) or of no trip the loop
removed, and the induction variables of one-trip dimensions replaced by their bound."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.dynamic_index_list import DYNAMIC
from ...ir import (
    INDEX,
    ArrayAttr,
    Attribute,
    Block,
    BlockArgument,
    IntegerAttr,
    Operation,
    OpResult,
    Type,
    Value,
)
from ...rewrite.folding import defining_op
from ...rewrite.rewriter import PatternRewriter
from ..integers import constant_int
from .for_patterns import preserves_static_information
from .forall_op import BOUNDS, SEGMENTS, TERMINATOR
from .parallel_patterns import trip_count
from .rewriting import ScfPattern, clone_region_before

MAPPING = "mapping"
INSERT = "tensor.parallel_insert_slice"

Mixed = list[Value | int]
"""An `OpFoldResult` list: a value or a constant per dimension."""


def _segments(op: Operation) -> list[int]:
    sizes = dense_array_values(op.get_attr(SEGMENTS))
    assert sizes is not None and len(sizes) == 4
    return sizes


def mixed_bounds(op: Operation) -> list[Mixed]:
    """`getMixedLowerBound`, `getMixedUpperBound`, `getMixedStep`."""
    operands = iter(op.operands)
    mixed: list[Mixed] = []
    for name in BOUNDS:
        statics = dense_array_values(op.get_attr(name)) or []
        mixed.append([next(operands) if s == DYNAMIC else s for s in statics])
    return mixed


def outputs(op: Operation) -> list[Value]:
    return op.operands[sum(_segments(op)[:3]) :]


def _dispatch(bounds: Sequence[Mixed]) -> tuple[list[Value], dict[str, object], list[int]]:
    """`dispatchIndexOpFoldResults` of each bound kind: the dynamic values, the static
    properties, the segment sizes of the three kinds."""
    values: list[Value] = []
    properties: dict[str, object] = {}
    sizes: list[int] = []
    for name, bound in zip(BOUNDS, bounds):
        dynamic = [item for item in bound if isinstance(item, Value)]
        values += dynamic
        sizes.append(len(dynamic))
        properties[name] = dense_array(
            "i64", [DYNAMIC if isinstance(item, Value) else item for item in bound]
        )
    return values, properties, sizes


def create_forall(
    rewriter: PatternRewriter,
    op: Operation,
    bounds: Sequence[Mixed],
    outs: Sequence[Value],
    mapping: object | None,
    terminator: bool,
) -> Operation:
    """`ForallOp::build` at `op`'s location: an entry block for the induction variables and
    the shared outputs, ending with an empty `scf.forall.in_parallel` when `terminator`
    (no body builder)."""
    values, properties, sizes = _dispatch(bounds)
    properties[SEGMENTS] = dense_array("i32", [*sizes, len(outs)])
    if mapping is not None:
        properties[MAPPING] = mapping
    forall = Operation.create(
        rewriter.context,
        op.name.name,
        [*values, *outs],
        [out.type for out in outs],
        properties=properties,  # type: ignore[arg-type]
        regions=1,
        location=op.location,
    )
    rank = len(bounds[0])
    types = [INDEX] * rank + [out.type for out in outs]
    block = Block(types, [op.location] * len(types))
    forall.regions[0].append(block)
    if terminator:
        in_parallel = Operation.create(
            rewriter.context, TERMINATOR, regions=1, location=op.location
        )
        in_parallel.regions[0].append(Block())
        block.append(in_parallel)
    return rewriter.insert(forall)


def _inserts(op: Operation) -> list[Operation]:
    """The ops of the `scf.forall.in_parallel` ending the body."""
    last = op.regions[0].blocks[0].last_op
    assert last is not None
    return _inserts_of(last)


def _inserts_of(in_parallel: Operation) -> list[Operation]:
    regions = in_parallel.regions
    return list(regions[0].blocks[0]) if regions and regions[0].blocks else []


def _combining(op: Operation, argument: BlockArgument) -> list[Operation]:
    """`getCombiningOps`: the inserts into `argument`."""
    return [i for i in _inserts(op) if i.name.name == INSERT and i.operands[1] is argument]


class DimOfForallOp(ScfPattern):
    """`tensor.dim` of an `scf.forall` result reads its shared output instead."""

    root_name = "tensor.dim"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        if not isinstance(source, OpResult) or source.op.name.name != "scf.forall":
            return False
        shared = outputs(source.op)[source.index]
        rewriter.modify_op_in_place(op, lambda: op.set_operand(0, shared))
        return True


class FoldTensorCastOfOutputIntoForallOp(ScfPattern):
    """Shared outputs that `tensor.cast` away static information take the cast's source:
    the loop casts its block argument back for the body, the inserts write the argument,
    and the results are cast back after the loop."""

    root_name = "scf.forall"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outs = outputs(op)
        casts: dict[int, Type] = {}
        for index, out in enumerate(outs):
            cast = defining_op(out, "tensor.cast")
            if cast is None:
                continue
            if not preserves_static_information(cast.results[0].type, cast.operands[0].type):
                continue
            casts[index] = cast.results[0].type
            outs[index] = cast.operands[0]
        if not casts:
            return False
        forall = create_forall(rewriter, op, mixed_bounds(op), outs, op.get_attr(MAPPING), False)
        body = forall.regions[0].blocks[0]
        rank = len(body.arguments) - len(outs)
        transfer: list[Value] = list(body.arguments)
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_start(body)
            for index, type in casts.items():
                transfer[rank + index] = rewriter.create(
                    "tensor.cast", [body.arguments[rank + index]], [type], location=op.location
                ).results[0]
            rewriter.merge_blocks(op.regions[0].blocks[0], body, transfer)
        # As MLIR 22 does: the i-th insert writes the i-th shared output.
        for insert, argument in zip(_inserts(forall), body.arguments[rank:]):
            insert.set_operand(1, argument)
        rewriter.set_insertion_point_after(forall)
        results: list[Value] = list(forall.results)
        for index, type in casts.items():
            results[index] = rewriter.create(
                "tensor.cast", [results[index]], [type], location=op.location
            ).results[0]
        rewriter.replace_op(op, results)
        return True


class ForallOpControlOperandsFolder(ScfPattern):
    """Bounds held by constant ops become static."""

    root_name = "scf.forall"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        bounds = mixed_bounds(op)
        folded = [[_folded(item) for item in bound] for bound in bounds]
        if folded == bounds:
            return False
        values, properties, sizes = _dispatch(folded)
        outs = outputs(op)

        def update() -> None:
            op.set_operands([*values, *outs])
            op.properties.update(properties)  # type: ignore[arg-type]
            op.properties[SEGMENTS] = dense_array("i32", [*sizes, len(op.results)])

        rewriter.modify_op_in_place(op, update)
        return True


def _folded(item: Value | int) -> Value | int:
    """`foldDynamicIndexList` on one entry: the constant a value holds."""
    if isinstance(item, Value):
        constant = constant_int(item)
        return item if constant is None else constant
    return item


class ForallOpIterArgsFolder(ScfPattern):
    """Shared outputs whose result is unused, or that nothing inserts into, are dropped:
    their block argument reads the output, their result is the output."""

    root_name = "scf.forall"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        body = op.regions[0].blocks[0]
        rank = len(mixed_bounds(op)[0])
        outs = outputs(op)
        arguments = body.arguments[rank:]
        dropped = [
            not result.has_uses or not _combining(op, argument)
            for result, argument in zip(op.results, arguments)
        ]
        if not any(dropped):
            return False
        for argument, drop in zip(arguments, dropped):
            if drop:
                for insert in _combining(op, argument):
                    rewriter.erase_op(insert)
        kept = [i for i, drop in enumerate(dropped) if not drop]
        forall = create_forall(
            rewriter, op, mixed_bounds(op), [outs[i] for i in kept], op.get_attr(MAPPING), False
        )
        new_body = forall.regions[0].blocks[0]
        replacements: list[Value] = list(new_body.arguments[:rank]) + list(outs)
        for slot, index in enumerate(kept):
            replacements[rank + index] = new_body.arguments[rank + slot]
        rewriter.merge_blocks(body, new_body, replacements)
        for slot, index in enumerate(kept):
            rewriter.replace_all_uses_with(op.results[index], forall.results[slot])
        for index, drop in enumerate(dropped):
            if drop:
                rewriter.replace_all_uses_with(op.results[index], outs[index])
        return True


class ForallOpReplaceConstantInductionVar(ScfPattern):
    """The used induction variables of dimensions of one trip read their lower bound (a
    constant op when static)."""

    root_name = "scf.forall"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        body = op.regions[0].blocks[0]
        changed = False
        for iv, (lb, ub, step) in zip(body.arguments, zip(*mixed_bounds(op))):
            if not iv.has_uses or trip_count(lb, ub, step) != 1:
                continue
            rewriter.replace_all_uses_with(iv, index_value(rewriter, op, lb))
            changed = True
        return changed


def index_value(rewriter: PatternRewriter, op: Operation, item: Value | int) -> Value:
    """`getValueOrCreateConstantIndexOp`."""
    if isinstance(item, Value):
        return item
    return rewriter.create(
        "arith.constant",
        [],
        [INDEX],
        properties={"value": IntegerAttr(item, INDEX)},
        location=op.location,
    ).results[0]


class ForallOpSingleOrZeroIterationDimsFolder(ScfPattern):
    """A dimension of no trip removes the loop (its results are the shared outputs);
    dimensions of one trip are dropped, their induction variables read the lower bound
    (all of them: the body is inlined, `promote`). Not for loops mapped to processors."""

    root_name = "scf.forall"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mapping_attr = op.get_attr(MAPPING)
        if isinstance(mapping_attr, ArrayAttr) and mapping_attr.elements:
            return False
        body = op.regions[0].blocks[0]
        bounds = mixed_bounds(op)
        mapping: dict[Value | Block, Value | Block] = {}
        kept: list[int] = []
        for index, (lb, ub, step) in enumerate(zip(*bounds)):
            trips = trip_count(lb, ub, step)
            if trips == 0:
                rewriter.replace_op(op, outputs(op))
                return True
            if trips == 1:
                mapping[body.arguments[index]] = index_value(rewriter, op, lb)
                continue
            kept.append(index)
        if not kept:  # a loop of rank 0 too, as in MLIR 22
            promote(rewriter, op)
            return True
        if len(kept) == len(bounds[0]):
            return rewriter.notify_match_failure(op, "no dimensions have 0 or 1 iterations")
        forall = create_forall(
            rewriter, op, [[bound[i] for i in kept] for bound in bounds], outputs(op), None, True
        )
        forall.regions[0].blocks.clear()
        elided = {SEGMENTS, *BOUNDS}
        for name, value in {**op.properties, **op.attributes}.items():
            if name not in elided:
                rewriter.modify_op_in_place(forall, partial(_set_attr, forall, name, value))
        clone_region_before(rewriter, op.regions[0], forall.regions[0], 0, mapping)
        rewriter.replace_op(op, forall.results)
        return True


def _set_attr(op: Operation, name: str, value: Attribute) -> None:
    """`Operation::setAttr`: an inherent attribute goes to the properties."""
    (op.properties if name in op.properties or name == MAPPING else op.attributes)[name] = value


def promote(rewriter: PatternRewriter, op: Operation) -> None:
    """`scf::promote`: the body inlined before the loop, the induction variables reading the
    lower bounds and the shared outputs the outputs; each insert of the terminator becomes a
    `tensor.insert_slice` after the loop, which the results read."""
    body = op.regions[0].blocks[0]
    terminator = body.last_op
    assert terminator is not None and op.parent is not None
    lbs = [index_value(rewriter, op, lb) for lb in mixed_bounds(op)[0]]
    rewriter.inline_block_before(body, op.parent, op, [*lbs, *outputs(op)])
    rewriter.set_insertion_point_after(op)
    results = [
        rewriter.create(
            "tensor.insert_slice",
            insert.operands,
            [insert.operands[1].type],
            properties=insert.properties,
            location=op.location,
        ).results[0]
        for insert in _inserts_of(terminator)
    ]
    for result, value in zip(op.results, results):
        rewriter.replace_all_uses_with(result, value)
    rewriter.erase_op(terminator)
    rewriter.erase_op(op)


FORALL_PATTERNS = (
    DimOfForallOp(),
    FoldTensorCastOfOutputIntoForallOp(),
    ForallOpControlOperandsFolder(),
    ForallOpIterArgsFolder(),
    ForallOpSingleOrZeroIterationDimsFolder(),
    ForallOpReplaceConstantInductionVar(),
)
"""`ForallOp::getCanonicalizationPatterns`, in MLIR's order."""
