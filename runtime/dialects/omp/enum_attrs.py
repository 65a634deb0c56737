"""The `omp` dialect's enum attributes as its directives read and print them: the case of
`#omp<procbindkind close>` (an `EnumAttr` whose format is `$value`) or of
`#omp<clause_task_depend(taskdependin)>` (format `` `(` $value `)` ``), made and taken apart
by mnemonic."""

from __future__ import annotations

from ...asm.format.enum_syntax import enum_table
from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...ir import json_blocks
from ...ir.attributes import Attribute, OpaqueAttr

PARENTHESIZED = frozenset({"clause_task_depend", "reduction_modifier", "variable_capture_kind"})
"""The mnemonics whose format puts the case in parentheses."""


def omp_enum(name: str) -> Enum:
    """ODS's enum `::mlir::omp::<name>`."""
    tables = json_blocks.block(FORMATS, "omp")
    assert tables is not None, "upstream_formats.json has the omp dialect"
    return enum_table(tables, f"::mlir::omp::{name}")


def enum_attr(mnemonic: str, case: str) -> OpaqueAttr:
    """`#omp<mnemonic case>` (or `#omp<mnemonic(case)>`)."""
    if mnemonic in PARENTHESIZED:
        return OpaqueAttr(f"#omp<{mnemonic}({case})>")
    return OpaqueAttr(f"#omp<{mnemonic} {case}>")


def enum_case(attr: Attribute | None) -> str:
    """The case an `omp` enum attribute holds (its text, for any other attribute; nothing
    for none)."""
    if attr is None:
        return ""
    text = attr.text
    if not text.startswith("#omp<") or not text.endswith(">"):
        return text
    body = text[len("#omp<") : -1]
    if body.endswith(")") and "(" in body:
        return body[body.index("(") + 1 : -1]
    return body.partition(" ")[2] or body
