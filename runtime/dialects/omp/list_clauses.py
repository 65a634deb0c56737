"""The `omp` dialect's clauses that list operands (OpenMPDialect.cpp):
`custom<AllocateAndAllocator>` (`%allocator : t -> %var : t, ...`), `custom<LinearClause>`
(`%var = %step : t, ...`), `custom<AlignedClause>` (`%var : t -> 32 : i64, ...`),
`custom<Copyprivate>` (`%var -> @copy : t, ...`) and `custom<DependVarList>`
(`taskdependin -> %var : t, ...`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute
from ...ir.types import Type
from .enum_attrs import enum_attr, enum_case

TASK_DEPEND_KINDS = (
    "taskdependin",
    "taskdependout",
    "taskdependinout",
    "taskdependmutexinoutset",
    "taskdependinoutset",
)
"""The cases of ODS's `ClauseTaskDepend`."""


def _name(printer: OpAsmPrinter, value: Any) -> str:
    return printer.printer.value_name(value)


def parse_allocate_and_allocator(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseAllocateAndAllocator`: `%allocator : type -> %var : type`, listed."""
    allocate: list[UnresolvedOperand] = []
    allocate_types: list[Type] = []
    allocators: list[UnresolvedOperand] = []
    allocator_types: list[Type] = []

    def parse_one() -> None:
        allocators.append(parser.parse_operand())
        allocator_types.append(parser.parse_colon_type())
        parser.parse_arrow()
        allocate.append(parser.parse_operand())
        allocate_types.append(parser.parse_colon_type())

    parser.parse_comma_separated_list(None, parse_one)
    for slot, value in zip(slots, (allocate, allocate_types, allocators, allocator_types)):
        slot.value = value
    return True


def print_allocate_and_allocator(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printAllocateAndAllocator`."""
    allocate, allocate_types, allocators, allocator_types = values
    printer.print(
        ", ".join(
            f"{_name(printer, allocators[i])} : {allocator_types[i].text} -> "
            f"{_name(printer, allocate[i])} : {allocate_types[i].text}"
            for i in range(len(allocate))
        )
    )


def parse_linear_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseLinearClause`: `%var = %step : type`, listed."""
    variables: list[UnresolvedOperand] = []
    types: list[Type] = []
    steps: list[UnresolvedOperand] = []

    def parse_one() -> None:
        variables.append(parser.parse_operand())
        parser.parse_equal()
        steps.append(parser.parse_operand())
        types.append(parser.parse_colon_type())

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value, slots[1].value, slots[2].value = variables, types, steps
    return True


def print_linear_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printLinearClause`: the step only where there is one."""
    variables, _, steps = values
    parts = []
    for index, variable in enumerate(variables):
        step = f" = {_name(printer, steps[index])}" if index < len(steps) else ""
        parts.append(f"{_name(printer, variable)}{step} : {variable.type.text}")
    printer.print(", ".join(parts))


def parse_aligned_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseAlignedClause`: `%var : type -> alignment`, listed."""
    variables: list[UnresolvedOperand] = []
    types: list[Type] = []
    alignments: list[Attribute] = []

    def parse_one() -> None:
        variables.append(parser.parse_operand())
        types.append(parser.parse_colon_type())
        parser.parse_arrow()
        alignments.append(parser.parse_attribute())

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value, slots[1].value, slots[2].value = variables, types, ArrayAttr(alignments)
    return True


def print_aligned_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printAlignedClause`."""
    variables, _, alignments = values
    printer.print(
        ", ".join(
            f"{_name(printer, variable)} : {variable.type.text} -> {_element(alignments, i)}"
            for i, variable in enumerate(variables)
        )
    )


def parse_copyprivate(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseCopyprivate`: `%var -> @function : type`, listed."""
    variables: list[UnresolvedOperand] = []
    types: list[Type] = []
    symbols: list[Attribute] = []

    def parse_one() -> None:
        variables.append(parser.parse_operand())
        parser.parse_arrow()
        symbols.append(parser.parse_attribute())
        types.append(parser.parse_colon_type())

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value, slots[1].value, slots[2].value = variables, types, ArrayAttr(symbols)
    return True


def print_copyprivate(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printCopyprivate`: nothing without the symbols."""
    variables, types, symbols = values
    if symbols is None:
        return
    printer.print(
        ", ".join(
            f"{_name(printer, variable)} -> {_element(symbols, i)} : {types[i].text}"
            for i, variable in enumerate(variables)
        )
    )


def parse_depend_var_list(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseDependVarList`: `kind -> %var : type`, listed."""
    variables: list[UnresolvedOperand] = []
    types: list[Type] = []
    kinds: list[Attribute] = []

    def parse_one() -> None:
        pos = parser.current_location()
        kind = parser.parse_keyword()
        parser.parse_arrow()
        variables.append(parser.parse_operand())
        types.append(parser.parse_colon_type())
        if kind not in TASK_DEPEND_KINDS:
            parser.emit_error(pos, f"invalid depend kind '{kind}'")
        kinds.append(enum_attr("clause_task_depend", kind))

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value, slots[1].value, slots[2].value = variables, types, ArrayAttr(kinds)
    return True


def print_depend_var_list(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printDependVarList`: as many entries as kinds."""
    variables, types, kinds = values
    elements = kinds.elements if isinstance(kinds, ArrayAttr) else ()
    printer.print(
        ", ".join(
            f"{enum_case(kind)} -> {_name(printer, variables[i])} : {types[i].text}"
            for i, kind in enumerate(elements[: len(variables)])
        )
    )


def _element(array: Any, index: int) -> str:
    """The text of `array[index]` (of an `ArrayAttr`), or nothing."""
    if isinstance(array, ArrayAttr) and index < len(array):
        return array[index].text
    return ""


register_directive(
    "AllocateAndAllocator",
    Directive(parse_allocate_and_allocator, print_allocate_and_allocator, (4,)),
)
register_directive("LinearClause", Directive(parse_linear_clause, print_linear_clause, (3,)))
register_directive("AlignedClause", Directive(parse_aligned_clause, print_aligned_clause, (3,)))
register_directive("Copyprivate", Directive(parse_copyprivate, print_copyprivate, (3,)))
register_directive("DependVarList", Directive(parse_depend_var_list, print_depend_var_list, (3,)))
