"""The `omp` dialect's region directives whose clauses define the region's entry block
arguments (OpenMPDialect.cpp, `parseBlockArgRegion` and `printBlockArgRegion`):
`custom<PrivateRegion>`, `custom<PrivateReductionRegion>`, `custom<InReductionPrivateRegion>`,
`custom<InReductionPrivateReductionRegion>`, `custom<TaskReductionRegion>`,
`custom<TargetOpRegion>` and `custom<UseDeviceAddrUseDevicePtrRegion>`:

    private(@x %var -> %arg : !llvm.ptr) private_barrier reduction(mod: task, byref @r %v -> %a : !llvm.ptr) { ... }

Each clause's arguments follow those of the clauses before it, in `CLAUSES`' order (MLIR's
`BlockArgOpenMPOpInterface`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import Argument, OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import UNIT, ArrayAttr, Attribute, OpaqueAttr
from ...ir.operation import Region
from ...ir.types import Type
from .enum_attrs import enum_attr, enum_case, omp_enum

CLAUSES = (
    "has_device_addr",
    "host_eval",
    "in_reduction",
    "map_entries",
    "private",
    "reduction",
    "task_reduction",
    "use_device_addr",
    "use_device_ptr",
)
"""The clauses with entry block arguments, in the order they are read, printed and given
their arguments."""

PRIVATE_BARRIER = "private_barrier"


@dataclass(frozen=True)
class ClauseSlots:
    """Which of a directive's arguments hold one clause's parts (their indices): the
    variables and their types, and, as the clause has them, its symbols, `byref` flags,
    reduction modifier, barrier flag and map indices."""

    vars: int
    syms: int | None = None
    byref: int | None = None
    modifier: int | None = None
    barrier: int | None = None
    maps: int | None = None

    @property
    def types(self) -> int:
        return self.vars + 1


def _private(first: int, maps: bool = False) -> ClauseSlots:
    """A private clause at argument `first`: vars, types, syms, barrier (, maps)."""
    return ClauseSlots(first, syms=first + 2, barrier=first + 3, maps=first + 4 if maps else None)


def _reduction(first: int) -> ClauseSlots:
    """A reduction clause whose variables are argument `first`: vars, types, byref, syms."""
    return ClauseSlots(first, byref=first + 2, syms=first + 3)


def _modified_reduction(first: int) -> ClauseSlots:
    """A reduction clause with its modifier first: mod, vars, types, byref, syms."""
    return ClauseSlots(first + 1, byref=first + 3, syms=first + 4, modifier=first)


LAYOUTS: dict[str, dict[str, ClauseSlots]] = {
    "PrivateRegion": {"private": _private(1)},
    "PrivateReductionRegion": {"private": _private(1), "reduction": _modified_reduction(5)},
    "InReductionPrivateRegion": {"in_reduction": _reduction(1), "private": _private(5)},
    "InReductionPrivateReductionRegion": {
        "in_reduction": _reduction(1),
        "private": _private(5),
        "reduction": _modified_reduction(9),
    },
    "TaskReductionRegion": {"task_reduction": _reduction(1)},
    "TargetOpRegion": {
        "has_device_addr": ClauseSlots(1),
        "host_eval": ClauseSlots(3),
        "in_reduction": _reduction(5),
        "map_entries": ClauseSlots(9),
        "private": _private(11, maps=True),
    },
    "UseDeviceAddrUseDevicePtrRegion": {
        "use_device_addr": ClauseSlots(1),
        "use_device_ptr": ClauseSlots(3),
    },
}
"""Each directive's clauses (its first argument is the region)."""


def _directive(layout: dict[str, ClauseSlots]) -> Directive:
    arguments = 1 + max(
        max(i for i in (c.types, c.syms, c.byref, c.modifier, c.barrier, c.maps) if i is not None)
        for c in layout.values()
    )

    def parse(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
        parse_block_arg_region(parser, slots, layout)
        return True

    def print_(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
        print_block_arg_region(printer, values, layout)

    return Directive(parse, print_, (arguments,))


def parse_block_arg_region(
    parser: OpAsmParser, slots: Sequence[Slot], layout: dict[str, ClauseSlots]
) -> None:
    """MLIR's `parseBlockArgRegion`: each clause present, in `CLAUSES`' order (one the op
    does not have is an error), then the region, given the clauses' arguments."""
    arguments: list[Argument] = []
    for keyword in CLAUSES:
        if parser.parse_optional_keyword(keyword) is None:
            continue
        clause = layout.get(keyword)
        if clause is None or not _parse_clause(parser, slots, clause, arguments):
            parser.emit_error(parser.current_location(), f"invalid `{keyword}` format")
    region = slots[0].value
    assert isinstance(region, Region)
    parser.parse_region(region, arguments)


def _parse_clause(
    parser: OpAsmParser, slots: Sequence[Slot], clause: ClauseSlots, arguments: list[Argument]
) -> bool:
    """MLIR's `parseClauseWithRegionArgs`: `( [mod: m,] entry, ... : types )`, each entry
    `[byref] [@sym] %var -> %arg [[map_idx=N]]`; whether it is well formed."""
    variables: list[UnresolvedOperand] = []
    symbols: list[Attribute] = []
    byref: list[bool] = []
    maps: list[int] = []
    first = len(arguments)
    parser.parse_l_paren()
    if clause.modifier is not None and parser.parse_optional_keyword("mod") is not None:
        parser.parse_colon()
        modifier = parser.parse_keyword()
        parser.parse_comma()
        if omp_enum("ReductionModifier").symbolize(modifier) is None:
            return False
        slots[clause.modifier].value = enum_attr("reduction_modifier", modifier)

    def parse_entry() -> None:
        if clause.byref is not None:
            byref.append(parser.parse_optional_keyword("byref") is not None)
        if clause.syms is not None:
            symbols.append(parser.parse_attribute())
        variables.append(parser.parse_operand())
        parser.parse_arrow()
        arguments.append(parser.parse_argument())
        if clause.maps is not None:
            maps.append(_parse_map_index(parser))

    parser.parse_comma_separated_list(None, parse_entry)
    parser.parse_colon()
    types: list[Type] = []
    parser.parse_comma_separated_list(None, lambda: types.append(parser.parse_type()))
    if len(variables) != len(types):
        return False
    parser.parse_r_paren()
    if clause.barrier is not None and parser.parse_optional_keyword(PRIVATE_BARRIER):
        slots[clause.barrier].value = UNIT
    for argument, type in zip(arguments[first:], types):
        argument.type = type
    slots[clause.vars].value = variables
    slots[clause.types].value = types
    if clause.syms is not None:
        slots[clause.syms].value = ArrayAttr(symbols)
    if clause.maps is not None and maps:
        slots[clause.maps].value = dense_array(maps, "i64")
    if clause.byref is not None and byref:
        slots[clause.byref].value = bool_array(byref)
    return True


def _parse_map_index(parser: OpAsmParser) -> int:
    """`[map_idx=N]` after a private entry of `omp.target`, -1 without."""
    if not parser.parse_optional_punctuation("["):
        return -1
    parser.parse_keyword("map_idx")
    parser.parse_equal()
    index = parser.parse_integer()
    parser.parse_punctuation("]")
    return index


def bool_array(values: Sequence[bool]) -> OpaqueAttr:
    """`array<i1: true, false>` (MLIR's `DenseBoolArrayAttr`)."""
    return OpaqueAttr("array<i1: " + ", ".join("true" if v else "false" for v in values) + ">")


def _array_elements(attr: Any) -> list[str]:
    """The elements of a dense array attribute's text (`array<i1: true, false>`)."""
    if attr is None:
        return []
    body = attr.text.partition(":")[2].removesuffix(">")
    return [part.strip() for part in body.split(",") if part.strip()]


def print_block_arg_region(
    printer: OpAsmPrinter, values: Sequence[Any], layout: dict[str, ClauseSlots]
) -> None:
    """MLIR's `printBlockArgRegion`: the clauses with arguments, then the region without
    its entry block's header."""
    region: Region = values[0]
    block_args = list(region.blocks[0].arguments) if region.blocks else []
    offset = 0
    for keyword in CLAUSES:
        clause = layout.get(keyword)
        if clause is None:
            continue
        variables = values[clause.vars] or []
        arguments = block_args[offset : offset + len(variables)]
        offset += len(variables)
        if arguments:
            _print_clause(printer, keyword, clause, values, variables, arguments)
    printer.print_region(region, print_entry_block_args=False)


def _print_clause(
    printer: OpAsmPrinter,
    keyword: str,
    clause: ClauseSlots,
    values: Sequence[Any],
    variables: Sequence[Any],
    arguments: Sequence[Any],
) -> None:
    """MLIR's `printClauseWithRegionArgs`: `keyword(... : types) ` (and the barrier)."""
    name = printer.printer.value_name
    printer.print(keyword + "(")
    modifier = values[clause.modifier] if clause.modifier is not None else None
    if modifier is not None:
        printer.print(f"mod: {enum_case(modifier)}, ")
    symbols = values[clause.syms] if clause.syms is not None else None
    byref = _array_elements(values[clause.byref]) if clause.byref is not None else []
    maps = _array_elements(values[clause.maps]) if clause.maps is not None else []
    entries = []
    for index, (variable, argument) in enumerate(zip(variables, arguments)):
        entry = "byref " if index < len(byref) and byref[index] in ("true", "1") else ""
        if isinstance(symbols, ArrayAttr) and index < len(symbols):
            entry += symbols[index].text + " "
        entry += f"{name(variable)} -> {name(argument)}"
        if index < len(maps) and maps[index] != "-1":
            entry += f" [map_idx={maps[index]}]"
        entries.append(entry)
    types = values[clause.types] or []
    printer.print(", ".join(entries) + " : " + ", ".join(t.text for t in types) + ") ")
    if clause.barrier is not None and values[clause.barrier] is not None:
        printer.print(PRIVATE_BARRIER + " ")


for _name, _layout in LAYOUTS.items():
    register_directive(_name, _directive(_layout))
