"""Inlining a region or a call (MLIR's `InliningUtils.cpp`): `inline_call` maps the call's
operands onto the callee's entry block, clones (or moves) the callee's region after the call
and lets the dialects' inliner interfaces turn its terminators into branches or replaced
results; inlined locations become call-site locations."""

from __future__ import annotations

from collections.abc import Sequence

from ..interfaces.call import CallableOpInterface, CallOpInterface
from ..interfaces.inliner import InlinerInterface, Mapping
from ..ir import Block, DictionaryAttr, Location, OpaqueLoc, Operation, Region, UnknownLoc, Value
from ..ir.location import CallSiteLoc
from ..ir.types import Type
from ..rewrite.builder import OpBuilder


def inline_call(
    interface: InlinerInterface,
    call: Operation,
    callable: Operation,
    src: Region,
    should_clone: bool = True,
) -> bool:
    """Inline `src`, the region of `callable`, in place of `call` (whose results are
    replaced; the caller erases `call`); False, with the IR unchanged, when it cannot be
    (MLIR's `inlineCall`)."""
    call_interface = CallOpInterface.of(call)
    callable_interface = CallableOpInterface.of(callable)
    if not src.blocks or call_interface is None or callable_interface is None:
        return False
    entry = src.blocks[0]
    result_types = callable_interface.get_result_types(callable)
    operands = call_interface.get_arg_operands(call)
    results: list[Value] = list(call.results)
    if len(operands) != len(entry.arguments) or len(results) != len(result_types):
        return False
    cast_ops: list[Operation] = []

    def cleanup() -> bool:
        for cast in cast_ops:
            cast.results[0].replace_all_uses_with(cast.operands[0])
            cast.erase()
        return False

    builder = OpBuilder(call.context)
    builder.set_insertion_point(call)
    call_dialect = interface.interface_for_dialect(call.name.dialect)
    mapping: Mapping = {}
    for argument, operand in zip(entry.arguments, operands):
        if operand.type != argument.type:
            cast = _materialize(call_dialect, cast_ops, builder, operand, argument.type, call)
            if cast is None:
                return cleanup()
            operand = cast
        mapping[argument] = operand
    builder.set_insertion_point_after(call)
    for result, result_type in zip(results, result_types):
        if result.type == result_type:
            continue
        cast = _materialize(call_dialect, cast_ops, builder, result, result.type, call)
        if cast is None:
            return cleanup()
        result.replace_all_uses_with(cast)
        cast_op = cast.owner
        assert isinstance(cast_op, Operation)
        cast_op.set_operand(0, result)
    if not interface.is_legal_to_inline_call(call, callable, should_clone):
        return cleanup()
    block = call.parent
    assert block is not None
    if not inline_region(
        interface,
        src,
        block,
        call.next_op,
        mapping,
        results,
        result_types,
        call.location,
        should_clone,
        call,
    ):
        return cleanup()
    return True


def _materialize(
    dialect: object,
    cast_ops: list[Operation],
    builder: OpBuilder,
    value: Value,
    type: Type,
    call: Operation,
) -> Value | None:
    """A conversion of `value` to `type` by the call's dialect, or None."""
    materialize = getattr(dialect, "materialize_call_conversion", None)
    cast = materialize(builder, value, type, call.location) if materialize else None
    if cast is None:
        return None
    cast_ops.append(cast)
    result: Value = cast.results[0]
    return result


def inline_region(
    interface: InlinerInterface,
    src: Region,
    inline_block: Block,
    inline_point: Operation | None,
    mapping: Mapping,
    results_to_replace: Sequence[Value],
    region_result_types: Sequence[Type],
    inline_location: Location | None,
    should_clone: bool,
    call: Operation | None = None,
) -> bool:
    """Inline `src` into `inline_block` before `inline_point` (its end if None), its
    entry arguments given by `mapping`, its results replacing `results_to_replace`
    (MLIR's `inlineRegionImpl`)."""
    if not src.blocks or any(arg not in mapping for arg in src.blocks[0].arguments):
        return False
    insert_region = inline_block.parent
    assert insert_region is not None
    if not interface.is_legal_to_inline_region(
        insert_region, src, should_clone, mapping
    ) or not _all_legal(interface, src, insert_region, should_clone, mapping):
        return False
    builder = OpBuilder(interface.context)
    if inline_point is None:
        builder.set_insertion_point_to_end(inline_block)
    else:
        builder.set_insertion_point(inline_point)
    callable = src.parent
    callable_interface = CallableOpInterface.of(callable) if callable is not None else None
    if call is not None and callable is not None and callable_interface is not None:
        _handle_arguments(interface, builder, call, callable, callable_interface, mapping)
    post_insert_block = _split_block(inline_block, inline_point)
    position = insert_region.blocks.index(post_insert_block)
    if should_clone:
        new_blocks = src.clone_into(insert_region, position, mapping)
    else:
        new_blocks = list(src.blocks)
        src.blocks.clear()
        for offset, block in enumerate(new_blocks):
            insert_region.insert(position + offset, block)
    first = new_blocks[0]
    if inline_location is not None and not isinstance(inline_location, UnknownLoc):
        _remap_locations(new_blocks, inline_location)
    _remap_operands(new_blocks, mapping)
    if call is not None:
        interface.process_inlined_call_blocks(call, new_blocks)
    interface.process_inlined_blocks(new_blocks)
    if interface.allow_single_block_optimization(new_blocks) and len(new_blocks) == 1:
        terminator = first.last_op
        assert terminator is not None
        builder.set_insertion_point(terminator)
        if call is not None and callable is not None and callable_interface is not None:
            _handle_results(
                interface, builder, call, callable, callable_interface, terminator.operands
            )
        interface.handle_terminator_values(terminator, results_to_replace)
        terminator.erase()
        _splice(post_insert_block, first)
        post_insert_block.erase()
    else:
        for result, result_type in zip(results_to_replace, region_result_types):
            argument = post_insert_block.add_argument(result_type, _location_of(result))
            result.replace_all_uses_with(argument)
        builder.set_insertion_point_to_start(post_insert_block)
        if call is not None and callable is not None and callable_interface is not None:
            _handle_results(
                interface, builder, call, callable, callable_interface, post_insert_block.arguments
            )
        for block in new_blocks:
            terminator = block.last_op
            assert terminator is not None
            interface.handle_terminator(terminator, post_insert_block)
    _splice(first, inline_block)
    first.erase()
    return True


def _location_of(value: Value) -> Location:
    """MLIR's `Value::getLoc`: a result's op's location, an argument's own."""
    owner = value.owner
    return owner.location if isinstance(owner, Operation) else value.location  # type: ignore[attr-defined, no-any-return]


def _all_legal(
    interface: InlinerInterface, src: Region, dest: Region, should_clone: bool, mapping: Mapping
) -> bool:
    """Whether every op of `src`, nested ones included where the dialect asks, may be
    inlined into `dest` (MLIR's static `isLegalToInline`)."""
    for block in src.blocks:
        for op in block:
            if not interface.is_legal_to_inline_op(op, dest, should_clone, mapping):
                return False
            if interface.should_analyze_recursively(op) and not all(
                _all_legal(interface, region, dest, should_clone, mapping) for region in op.regions
            ):
                return False
    return True


def _handle_arguments(
    interface: InlinerInterface,
    builder: OpBuilder,
    call: Operation,
    callable: Operation,
    callable_interface: CallableOpInterface,
    mapping: Mapping,
) -> None:
    region = callable_interface.get_callable_region(callable)
    assert region is not None
    arguments = region.blocks[0].arguments
    attrs = _attribute_dicts(callable_interface.get_arg_attrs(callable), len(arguments))
    for argument, attr in zip(arguments, attrs):
        mapping[argument] = interface.handle_argument(
            builder, call, callable, mapping[argument], attr
        )


def _handle_results(
    interface: InlinerInterface,
    builder: OpBuilder,
    call: Operation,
    callable: Operation,
    callable_interface: CallableOpInterface,
    results: Sequence[Value],
) -> None:
    attrs = _attribute_dicts(callable_interface.get_res_attrs(callable), len(results))
    for result, attr in zip(list(results), attrs):
        users = set(result.users)
        new = interface.handle_result(builder, call, callable, result, attr)
        if new is not result:
            result.replace_uses_where(new, lambda use: use.owner in users)


def _attribute_dicts(array: object, count: int) -> list[DictionaryAttr]:
    elements = getattr(array, "elements", None)
    if elements is not None and len(elements) == count:
        return [e if isinstance(e, DictionaryAttr) else DictionaryAttr({}) for e in elements]
    return [DictionaryAttr({}) for _ in range(count)]


def _split_block(block: Block, before: Operation | None) -> Block:
    """MLIR's `Block::splitBlock`: a new block after `block` holding `before` and the ops
    after it."""
    region = block.parent
    assert region is not None
    new_block = region.insert(region.blocks.index(block) + 1, Block())
    op = before
    while op is not None:
        after = op.next_op
        op.detach()
        new_block.append(op)
        op = after
    return new_block


def _splice(source: Block, dest: Block) -> None:
    """Move every op of `source` to the end of `dest`."""
    for op in list(source):
        op.detach()
        dest.append(op)


def _remap_operands(blocks: Sequence[Block], mapping: Mapping) -> None:
    """Point the operands of the ops in `blocks` at their mapped values (MLIR's
    `remapInlinedOperands`; also what a clone defined later in the region needs)."""
    for block in blocks:
        for op in block:
            for nested in op.walk():
                for index, operand in enumerate(nested.operands):
                    mapped = mapping.get(operand)
                    if mapped is not None:
                        nested.set_operand(index, mapped)


def _remap_locations(blocks: Sequence[Block], caller: Location) -> None:
    """Make every location in `blocks` a call site of `caller` (MLIR's
    `remapInlinedLocations`), each distinct location stacked once."""
    remapped: dict[int, tuple[Location, Location]] = {}  # by identity: no text to hash

    def remap(location: Location) -> Location:
        known = remapped.get(id(location))
        if known is None:
            known = remapped[id(location)] = (location, stack_locations(location, caller))
        return known[1]

    for block in blocks:
        for argument in block.arguments:
            argument.location = remap(argument.location)
        for op in block:
            for nested in op.walk():
                nested.location = remap(nested.location)
                for region in nested.regions:
                    for inner in region.blocks:
                        for argument in inner.arguments:
                            argument.location = remap(argument.location)


def stack_locations(callee: Location, caller: Location) -> Location:
    """`callee` called from `caller`: `callsite(callee at caller)`, or, when `callee` is
    already a chain of call sites, `caller` appended to its end (MLIR's `stackLocations`)."""
    callees: list[Location] = []
    while (parts := _callsite_parts(callee)) is not None:
        callees.append(parts[0])
        callee = parts[1]
    stacked = CallSiteLoc(callee, caller)
    for inner in reversed(callees):
        stacked = CallSiteLoc(inner, stacked)
    return stacked


def _callsite_parts(location: Location) -> tuple[Location, Location] | None:
    """The callee and caller of a call-site location, or None; one read as text
    (`callsite(callee at caller)`) is split at its top-level ` at `."""
    if isinstance(location, CallSiteLoc):
        return location.callee, location.caller
    body = location.body
    if not body.startswith("callsite(") or not body.endswith(")"):
        return None
    depth, quoted, index = 0, False, len("callsite(")
    end = len(body) - 1
    while index < end:
        char = body[index]
        if quoted:
            if char == "\\":
                index += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif depth == 0 and body.startswith(" at ", index):
            return OpaqueLoc(body[len("callsite(") : index]), OpaqueLoc(body[index + 4 : end])
        index += 1
    return None
