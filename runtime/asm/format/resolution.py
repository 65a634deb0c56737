"""The end of a declarative form's parse (OpFormatGen's `genParserTypeResolution` and what
follows it): result types, operands resolved against their types in ODS order (MLIR's
`N operands present, but expected M` where counts differ), segment sizes, regions and
successors, into the `OperationState`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...ir.operation import Region, Value
from ...ir.types import Type
from ..op_asm_parser import OpAsmParser, UnresolvedOperand
from ..operation_state import OperationState
from .groups import dense_array
from .inferred_types import INFER_HOOKS, InferHook
from .op_info import OpInfo
from .parsed import Parsed
from .type_inference import (
    Groups,
    ResolutionError,
    TypeContext,
    TypeSource,
    Unsupported,
    type_sources,
)

Finish = Callable[[OpAsmParser, Parsed], None]


def finisher(info: OpInfo) -> Finish:
    """What completes the state once every element is read."""
    format = info.format
    operand_sources, result_sources = type_sources(
        Groups(info.spec.operands, info.spec.results), format.operand_types, format.result_types
    )
    operand_segments = None if format.all_operands else info.operand_segments
    result_segments = None if format.all_result_types else info.result_segments
    use_properties = info.use_properties
    has_regions = bool(info.spec.regions) or format.all_regions
    has_successors = bool(info.spec.successors) or format.all_successors
    properties = info.property_names
    single_regions = [not region.variadic for region in info.spec.regions]
    group_counts = _group_counter([group.variable_length for group in info.spec.operands])
    infer = _inference(info)

    def finish(parser: OpAsmParser, parsed: Parsed) -> None:
        state = parsed.state
        attributes = state.attributes
        if state.properties:
            attributes = {**state.properties, **attributes}
        counts = group_counts(parsed)
        context = TypeContext(counts, parsed.operand_types, parsed.result_types, attributes)
        try:
            results = _result_types(parsed, result_sources, context)
            state.result_types = [t for group in results for t in group]
            _resolve_operands(parser, parsed, operand_sources, context)
            if infer is not None:
                results = [infer(_split(state.operands, counts), attributes)]
                state.result_types = results[0]
        except ResolutionError as failure:
            parser.emit_error(parser.name_loc, str(failure))
        sizes = state.attributes
        if use_properties and (operand_segments or result_segments):
            sizes = state.properties = state.properties or {}
        if operand_segments is not None:
            sizes[operand_segments] = dense_array(counts)
        if result_segments is not None:
            sizes[result_segments] = dense_array([len(group) for group in results])
        if has_regions:
            _add_absent_regions(parsed.regions, single_regions)
            state.regions = _flat(parsed.all_regions, parsed.regions)
        if has_successors:
            state.successors = _flat(parsed.all_successors, parsed.successors)
        _move_properties(state, properties)

    return finish


def _move_properties(state: OperationState, names: tuple[str, ...]) -> None:
    """The values read of properties that are no attributes, into the properties (they are
    no inherent attributes the op would move there itself)."""
    for name in names:
        if name in state.attributes:
            state.add_property(name, state.attributes.pop(name))


def _inference(info: OpInfo) -> InferHook | None:
    """The op's `inferReturnTypes` when its format leaves the result types out (they are
    found once the operands are resolved, as in MLIR); `Unsupported` if it has none here."""
    if not any(resolution.kind == "inferred" for resolution in info.format.result_types):
        return None
    hook = INFER_HOOKS.get(info.name)
    if hook is None:
        raise Unsupported("result types inferred by C++ (InferTypeOpInterface)")
    return hook


def _split(values: Sequence[Value], counts: Sequence[int]) -> list[list[Type]]:
    """The types of `values`, in groups of `counts`."""
    groups, start = [], 0
    for count in counts:
        groups.append([value.type for value in values[start : start + count]])
        start += count
    return groups


def _group_counter(variable_length: Sequence[bool]) -> Callable[[Parsed], list[int]]:
    """How many operands each group has: as parsed, or, when the `operands` directive read
    them all, one per single group and the rest in the one variable-length group (none if
    the op has several: their types come with them)."""

    def counts(parsed: Parsed) -> list[int]:
        everything = parsed.all_operands
        if everything is None or variable_length.count(True) > 1:
            return [len(group) for group in parsed.operands]
        rest = len(everything) - variable_length.count(False)
        return [rest if variable else 1 for variable in variable_length]

    return counts


def _result_types(
    parsed: Parsed, sources: Sequence[TypeSource], context: TypeContext
) -> list[list[Type]]:
    if parsed.all_result_types is not None:
        return [parsed.all_result_types]
    return [_listed(source(context), 1) for source in sources]


def _resolve_operands(
    parser: OpAsmParser, parsed: Parsed, sources: Sequence[TypeSource], context: TypeContext
) -> None:
    state = parsed.state
    if parsed.all_operand_types is None:
        group_types = [
            _listed(source(context), count)
            for source, count in zip(sources, context.operand_counts)
        ]
    if parsed.all_operands is None and parsed.all_operand_types is None:
        for operands, types, pos in zip(parsed.operands, group_types, parsed.operand_locs):
            state.operands += _resolve(parser, operands, types, pos)
        return
    all_types = parsed.all_operand_types
    if all_types is None:
        all_types = [t for types in group_types for t in types]
    everything = parsed.all_operands
    if everything is None:
        everything = [operand for group in parsed.operands for operand in group]
    state.operands = _resolve(parser, everything, all_types, parsed.all_operands_loc)


def _resolve(
    parser: OpAsmParser, operands: Sequence[UnresolvedOperand], types: Sequence[Type], pos: int
) -> list[Value]:
    """The values of `operands` with `types` (MLIR's `resolveOperands` over two ranges)."""
    if len(operands) == 1 == len(types):
        return [parser.resolve_operand(operands[0], types[0])]
    if len(operands) != len(types):
        parser.emit_error(
            pos,
            f"number of operands and types do not match: got {len(operands)} operands and "
            f"{len(types)} types",
        )
    return [parser.resolve_operand(operand, type) for operand, type in zip(operands, types)]


def _listed(found: list[Type] | Type, count: int) -> list[Type]:
    """A group's types: as found, or one type for each of its `count` values."""
    return [found] * count if isinstance(found, Type) else found


def _add_absent_regions(groups: list[list[Region]], single: Sequence[bool]) -> None:
    """An empty region for each single region an optional group left out (the generated
    parser's regions exist before it reads any: `(`destroy` $destroyRegion^)?`)."""
    for group, is_single in zip(groups, single):
        if is_single and not group:
            group.append(Region())


def _flat(all_of: list[Any] | None, groups: list[list[Any]]) -> list[Any]:
    return list(all_of) if all_of is not None else [item for group in groups for item in group]
