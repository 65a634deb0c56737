"""The `omp` dialect's clauses spelled with keywords (OpenMPDialect.cpp): `custom<ClauseAttr>`
(an enum case: `close`, `seq_cst`...), `custom<OrderClause>` (`reproducible:concurrent`),
`custom<ScheduleClause>` (`dynamic = %c : i32, nonmonotonic, simd`),
`custom<SynchronizationHint>` (`contended, speculative`, `none` for 0) and
`custom<GrainsizeClause>` / `custom<NumTasksClause>` (`strict, %n: i64`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import UNIT, IntegerAttr
from ...ir.types import I64
from .enum_attrs import enum_attr, enum_case, omp_enum

CLAUSE_ATTRS = {
    "omp.parallel": ("procbindkind", "ClauseProcBindKind"),
    "omp.cancel": ("cancellationconstructtype", "ClauseCancellationConstructType"),
    "omp.cancellation_point": ("cancellationconstructtype", "ClauseCancellationConstructType"),
    "omp.loop": ("bindkind", "ClauseBindKind"),
    "omp.atomic.capture": ("memoryorderkind", "ClauseMemoryOrderKind"),
    "omp.atomic.read": ("memoryorderkind", "ClauseMemoryOrderKind"),
    "omp.atomic.update": ("memoryorderkind", "ClauseMemoryOrderKind"),
    "omp.atomic.write": ("memoryorderkind", "ClauseMemoryOrderKind"),
}
"""The enum attribute (mnemonic, ODS enum) each op's `custom<ClauseAttr>` reads."""

HINTS = ("uncontended", "contended", "nonspeculative", "speculative")
"""`omp_sync_hint_t`'s flags, bit 0 up."""

SCHEDULE_WITH_CHUNK = ("static", "dynamic", "guided")
"""The schedule kinds that take a chunk size."""


def parse_clause_attr(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseClauseAttr`: a keyword the op's clause enum symbolizes."""
    pos = parser.current_location()
    if parser.op_name not in CLAUSE_ATTRS:
        parser.emit_error(pos, "has no clause attribute of OpenMP's")
    mnemonic, enum = CLAUSE_ATTRS[parser.op_name]
    keyword = parser.parse_keyword()
    if omp_enum(enum).symbolize(keyword) is None:
        parser.emit_error(pos, f"invalid clause value: '{keyword}'")
    slots[0].value = enum_attr(mnemonic, keyword)
    return True


def print_clause_attr(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printClauseAttr`: the case."""
    printer.print(enum_case(values[0]))


def parse_order_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseOrderClause`: `[modifier:]kind`."""
    pos = parser.current_location()
    keyword = parser.parse_keyword()
    if omp_enum("OrderModifier").symbolize(keyword) is not None:
        slots[1].value = enum_attr("order_mod", keyword)
        parser.parse_colon()
        pos = parser.current_location()
        keyword = parser.parse_keyword()
    if omp_enum("ClauseOrderKind").symbolize(keyword) is None:
        parser.emit_error(pos, f"invalid clause value: '{keyword}'")
    slots[0].value = enum_attr("orderkind", keyword)
    return True


def print_order_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printOrderClause`."""
    order, modifier = values
    if modifier is not None:
        printer.print(enum_case(modifier) + ":")
    if order is not None:
        printer.print(enum_case(order))


def parse_schedule_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseScheduleClause`: a kind, `= %chunk : type` for those that take one, then
    up to two modifiers (`simd` last)."""
    keyword = parser.parse_keyword()
    if omp_enum("ClauseScheduleKind").symbolize(keyword) is None:
        parser.emit_error(parser.name_loc, " expected schedule kind")
    slots[0].value = enum_attr("schedulekind", keyword)
    if keyword in SCHEDULE_WITH_CHUNK and parser.parse_optional_punctuation("="):
        slots[3].value = parser.parse_operand()
        slots[4].value = parser.parse_colon_type()
    modifiers = []
    while parser.parse_optional_comma():
        modifiers.append(parser.parse_keyword())
    modifiers = _checked_modifiers(parser, modifiers)
    if modifiers:
        slots[1].value = enum_attr("sched_mod", modifiers[0])
        if len(modifiers) > 1:
            slots[2].value = UNIT
    return True


def _checked_modifiers(parser: OpAsmParser, modifiers: list[str]) -> list[str]:
    """MLIR's `verifyScheduleModifiers`: known, at most two, `simd` second (a lone `simd`
    becomes `none, simd`)."""
    if len(modifiers) > 2:
        parser.emit_error(parser.name_loc, " unexpected modifier(s)")
    known = omp_enum("ScheduleModifier")
    for modifier in modifiers:
        if known.symbolize(modifier) is None:
            parser.emit_error(parser.name_loc, f" unknown modifier type: {modifier}")
    if modifiers == ["simd"]:
        return ["none", "simd"]
    if len(modifiers) == 2 and (modifiers[0] == "simd" or modifiers[1] != "simd"):
        parser.emit_error(parser.name_loc, " incorrect modifier order")
    return modifiers


def print_schedule_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printScheduleClause`."""
    kind, modifier, simd, chunk, _ = values
    printer.print(enum_case(kind))
    if chunk is not None:
        printer.print(f" = {printer.printer.value_name(chunk)} : {chunk.type.text}")
    if modifier is not None:
        printer.print(", " + enum_case(modifier))
    if simd is not None:
        printer.print(", simd")


def parse_synchronization_hint(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseSynchronizationHint`: `none`, or hint keywords whose bits are or-ed."""
    hint = 0
    if parser.parse_optional_keyword("none") is None:

        def parse_one() -> None:
            nonlocal hint
            keyword = parser.parse_keyword()
            if keyword not in HINTS:
                parser.emit_error(parser.current_location(), f"{keyword} is not a valid hint")
            hint |= 1 << HINTS.index(keyword)

        parser.parse_comma_separated_list(None, parse_one)
    slots[0].value = IntegerAttr(hint, I64)
    return True


def print_synchronization_hint(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printSynchronizationHint`: `none` for 0, else the flags set."""
    hint = values[0].value if isinstance(values[0], IntegerAttr) else 0
    if hint == 0:
        printer.print("none")
        return
    printer.print(", ".join(name for bit, name in enumerate(HINTS) if hint & (1 << bit)))


def _granularity(clause: str, mnemonic: str, enum: str) -> Directive:
    """MLIR's `parseGranularityClause` and `printGranularityClause` for `clause`."""

    def parse(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
        keyword = parser.parse_optional_keyword()
        if keyword is not None:
            if omp_enum(enum).symbolize(keyword) is None:
                parser.emit_error(
                    parser.current_location(), f"invalid {clause} modifier : '{keyword}'"
                )
            slots[0].value = enum_attr(mnemonic, keyword)
            parser.parse_comma()
        slots[1].value = parser.parse_operand()
        slots[2].value = parser.parse_colon_type()
        return True

    def print_(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
        modifier, operand, _ = values
        if modifier is not None:
            printer.print(enum_case(modifier) + ", ")
        if operand is not None:
            printer.print(f"{printer.printer.value_name(operand)}: {operand.type.text}")

    return Directive(parse, print_, (3,))


register_directive("ClauseAttr", Directive(parse_clause_attr, print_clause_attr, (1,)))
register_directive("OrderClause", Directive(parse_order_clause, print_order_clause, (2,)))
register_directive("ScheduleClause", Directive(parse_schedule_clause, print_schedule_clause, (5,)))
register_directive(
    "SynchronizationHint",
    Directive(parse_synchronization_hint, print_synchronization_hint, (1,)),
)
register_directive(
    "GrainsizeClause", _granularity("grainsize", "grainsizetype", "ClauseGrainsizeType")
)
register_directive(
    "NumTasksClause", _granularity("num_tasks", "numtaskstype", "ClauseNumTasksType")
)
