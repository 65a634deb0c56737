"""The declarative assembly formats of a project's dialect ops (`format:` in a dialect file,
ODS's `assemblyFormat` language): each op's entry in the layout of the runtime's
`upstream_formats.json` (`passgen.ods.formats` documents it), which the generated dialect
module carries and the runtime's format interpreter reads, and the check of each format with
the interpreter's own parser (mlir-tblgen's messages, at the offending character)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from passgen.support.diagnostics import Problem

if TYPE_CHECKING:
    from .dialects import LoadedDialect
    from .dialects import OpSpec as DialectOp

Entry = dict[str, Any]

# Traits the format language reads to resolve types, besides the runtime's.
TYPE_TRAITS = ("SameOperandsAndResultType", "SameTypeOperands")
_FORMAT_TRAITS = (*TYPE_TRAITS, "SingleBlock")

# An attribute's kind -> how the format reads and prints it (an `attributes` entry's
# `syntax` and value type): `any` in full (`42 : i64`), `symbol` as `@name`, `unit` by its
# presence, the others without their type (ODS's `StrAttr`, `I64Attr`, ...).
ATTRIBUTE_KINDS: dict[str, Entry] = {
    "any": {"syntax": "attribute"},
    "symbol": {"syntax": "symbol"},
    "unit": {"syntax": "typed", "type": "none", "unit": True, "optional": True},
    "string": {"syntax": "typed", "type": "none"},
    **{t: {"syntax": "typed", "type": t} for t in ("i1", "i32", "i64", "index", "f32", "f64")},
}

# Attributes are stored in the op's attribute dictionary (ODS `usePropertiesForAttributes
# = 0`): the runtime knows no properties of a project's ops.
DIALECT_TABLE: Entry = {"!dialect": {"use_properties": False}}


def format_entry(op: DialectOp) -> Entry:
    """The op's entry in the layout of `upstream_formats.json`."""
    entry: Entry = {"format": op.format}
    for key in ("operands", "results"):
        groups = getattr(op, key) or []
        if groups:
            entry[key] = [_value_group(group.name, group.kind) for group in groups]
    for key in ("regions", "successors"):
        named = getattr(op, key) or []
        if named:
            entry[key] = [
                _value_group(g.name, "variadic" if g.variadic else "single") for g in named
            ]
    if op.attributes:
        entry["attributes"] = [
            {
                "name": a.name,
                **({"optional": True} if a.optional else {}),
                **ATTRIBUTE_KINDS[a.kind],
            }
            for a in op.attributes
        ]
    traits = [{"trait": trait} for trait in op.traits if trait in _FORMAT_TRAITS]
    if traits:
        entry["traits"] = traits
    return entry


def _value_group(name: str, kind: str) -> Entry:
    return {"name": name} if kind == "single" else {"name": name, "kind": kind}


def dialect_formats(dialect: LoadedDialect) -> dict[str, Entry] | None:
    """The dialect's block in the layout of `upstream_formats.json`; None: no op has a
    format."""
    entries = {op.name: format_entry(op) for op in dialect.spec.ops if op.format is not None}
    return {**DIALECT_TABLE, **entries} if entries else None


def format_problems(dialect: LoadedDialect) -> list[Problem]:
    """Each invalid format of the dialect, at the character mlir-tblgen points at."""
    found = (_format_problem(dialect, index) for index in range(len(dialect.spec.ops)))
    return [problem for problem in found if problem is not None]


def _format_problem(dialect: LoadedDialect, index: int) -> Problem | None:
    op = dialect.spec.ops[index]
    if op.format is None:
        return None
    # Imported when there is a format to check: the asm layer takes a while to load.
    from passgen.runtime.asm.format import FormatError, OpSpec, parse_format

    entry = format_entry(op)
    try:
        parse_format(entry["format"], OpSpec.from_data(entry))
    except FormatError as error:
        note = "" if error.note is None else f"; note: {error.note}"
        position = dialect.document.position_inside(("ops", index, "format"), error.offset)
        return Problem(position, f"'format': {error.message}{note}")
    return None
