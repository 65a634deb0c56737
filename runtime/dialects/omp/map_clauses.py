"""`omp.map.info`'s directives (OpenMPDialect.cpp): `custom<MapClause>` (the map type's
flags as keywords, `always, close, present, to`; `none` for no flag),
`custom<CaptureType>` (`ByRef`, `ByCopy`, `VLAType`, `This`) and `custom<MembersIndex>`
(`[0], [1, 2]`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr
from ...ir.types import I64
from .enum_attrs import enum_attr, enum_case, omp_enum

MAP_KEYWORDS = {
    "always": ("always",),
    "implicit": ("implicit",),
    "ompx_hold": ("ompx_hold",),
    "close": ("close",),
    "present": ("present",),
    "to": ("to",),
    "from": ("from",),
    "tofrom": ("to", "from"),
    "delete": ("del",),
    "return_param": ("return_param",),
    "storage": ("storage",),
    "literal": ("literal",),
    "attach": ("attach",),
    "attach_always": ("attach_always",),
    "attach_none": ("attach_none",),
    "attach_auto": ("attach_auto",),
    "ref_ptr": ("ref_ptr",),
    "ref_ptee": ("ref_ptee",),
    "ref_ptr_ptee": ("ref_ptr_ptee",),
    "is_device_ptr": ("is_device_ptr",),
}
"""The keywords `parseMapClause` reads and the `ClauseMapFlags` each sets (others set none)."""

PRINTED_BEFORE = ("always", "implicit", "ompx_hold", "close", "present")
PRINTED_AFTER = (
    "delete",
    "return_param",
    "storage",
    "literal",
    "attach",
    "attach_always",
    "attach_none",
    "attach_auto",
    "ref_ptr",
    "ref_ptee",
    "ref_ptr_ptee",
    "is_device_ptr",
)
"""The flags `printMapClause` prints before and after `to`/`from`/`tofrom`, in its order."""

CAPTURE_KINDS = ("This", "ByRef", "ByCopy", "VLAType")


def parse_map_clause(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseMapClause`: keywords whose flags are or-ed (unknown ones set none)."""
    flags = omp_enum("ClauseMapFlags")
    value = 0

    def parse_one() -> None:
        nonlocal value
        for flag in MAP_KEYWORDS.get(parser.parse_keyword(), ()):
            value |= flags.symbolize(flag) or 0

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value = enum_attr("clause_map_flags", flags.stringify(value))
    return True


def print_map_clause(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printMapClause`: the modifiers, the direction, the rest; `none` for none."""
    flags = omp_enum("ClauseMapFlags")
    value = flags.symbolize(enum_case(values[0])) or 0

    def has(keyword: str) -> bool:
        return all(value & (flags.symbolize(f) or 0) for f in MAP_KEYWORDS[keyword])

    words = [keyword for keyword in PRINTED_BEFORE if has(keyword)]
    direction = next((k for k in ("tofrom", "from", "to") if has(k)), None)
    words += [direction] if direction else []
    words += [keyword for keyword in PRINTED_AFTER if has(keyword)]
    printer.print(", ".join(words) or "none")


def parse_capture_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseCaptureType`: a kind's keyword (another sets nothing)."""
    keyword = parser.parse_keyword()
    if keyword in CAPTURE_KINDS:
        slots[0].value = enum_attr("variable_capture_kind", keyword)
    return True


def print_capture_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printCaptureType`."""
    kind = enum_case(values[0]) if values[0] is not None else ""
    printer.print(kind if kind in CAPTURE_KINDS else "")


def parse_members_index(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseMembersIndex`: `[i, ...]` lists, comma separated."""
    members: list[Attribute] = []
    while True:
        indices: list[Attribute] = []
        parser.parse_punctuation("[")
        parser.parse_comma_separated_list(
            None, lambda: indices.append(IntegerAttr(parser.parse_integer(), I64))
        )
        parser.parse_punctuation("]")
        members.append(ArrayAttr(indices))
        if not parser.parse_optional_comma():
            break
    slots[0].value = ArrayAttr(members)
    return True


def print_members_index(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printMembersIndex`: nothing without the attribute."""
    members = values[0]
    if not isinstance(members, ArrayAttr):
        return
    printer.print(
        ", ".join(
            "[" + ", ".join(_index_text(i) for i in member.elements) + "]"
            for member in members.elements
            if isinstance(member, ArrayAttr)
        )
    )


def _index_text(index: Attribute) -> str:
    return str(index.value) if isinstance(index, IntegerAttr) else index.text


register_directive("MapClause", Directive(parse_map_clause, print_map_clause, (1,)))
register_directive("CaptureType", Directive(parse_capture_type, print_capture_type, (1,)))
register_directive("MembersIndex", Directive(parse_members_index, print_members_index, (1,)))
