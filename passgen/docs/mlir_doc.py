"""The `mlir` doc style: what its template sees, the bytes `mlir-tblgen -gen-pass-doc`
writes for each pass (mlir/tools/mlir-tblgen/PassDocGen.cpp and DocGenUtilities.cpp)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from passgen.model.views import GroupView, OptionView, PassView

LLVM_BLANKS = " \t\n\v\f\r"  # what StringRef::trim removes


def reindent(text: str) -> str:
    """A description as mlir-tblgen prints it: trailing blanks and leading blank lines
    dropped, the common indentation removed (`raw_indented_ostream::printReindented`),
    whitespace-only lines emptied, and a final newline ('' stays '')."""
    if not text:
        return ""
    trimmed = text.rstrip(" \t")
    lines = trimmed.split("\n")
    while len(lines) > 1 and not lines[0].strip(" \t"):
        lines.pop(0)
    indents = [len(line) - len(line.lstrip(" \t")) for line in lines if line.strip(" \t")]
    cut = min(indents, default=0)
    out = [line[cut:] if line.strip(LLVM_BLANKS) else "" for line in lines[:-1]]
    body = "".join(f"{line}\n" for line in out) + lines[-1][cut:]
    return body if trimmed.endswith("\n") else body + "\n"


def summary(text: str) -> str:
    """`emitSummary`: trimmed, the first letter upper-cased (ASCII, as std::toupper)."""
    trimmed = text.strip(LLVM_BLANKS)
    if not trimmed:
        return ""
    first = trimmed[0].upper() if trimmed[0].isascii() else trimmed[0]
    return f"\n_{first}{trimmed[1:]}_\n"


def description(text: str) -> str:
    """`emitDescription`: a blank line, then the text re-indented."""
    return f"\n{reindent(text)}" if text else ""


def _table(title: str, rows: Sequence[tuple[str, str]]) -> str:
    """A `#### <title>` code block of `name : description` rows, names padded alike."""
    if not rows:
        return ""
    width = max(len(name) for name, _ in rows)
    body = "".join(f"{name.ljust(width)} : {text}\n" for name, text in rows)
    return f"\n#### {title}\n\n```\n{body}```\n"


def options(pass_: PassView) -> str:
    """The Options block, in TableGen's order (`cpp.option_order`) when recorded."""
    views: list[OptionView] = pass_.options
    cpp = pass_.spec.cpp
    if cpp is not None and cpp.option_order:
        rank = {argument: index for index, argument in enumerate(cpp.option_order)}
        views = sorted(views, key=lambda o: rank.get(o.spec.argument, len(rank)))
    return _table("Options", [(f"-{o.spec.argument}", o.spec.description) for o in views])


def statistics(pass_: PassView) -> str:
    return _table("Statistics", [(s.display_name, s.description) for s in pass_.statistics])


class MlirDocPass(NamedTuple):
    """A pass's section: its heading's argument, then each part's text ('' when absent)."""

    argument: str
    summary: str
    description: str
    options: str
    statistics: str


def doc_passes(views: Sequence[GroupView]) -> list[MlirDocPass]:
    """The passes of `views`, by argument (byte order, as TableGen's record map)."""
    passes = sorted((p for view in views for p in view.passes), key=lambda p: p.argument)
    return [
        MlirDocPass(
            p.argument, summary(p.summary), description(p.description), options(p), statistics(p)
        )
        for p in passes
    ]
