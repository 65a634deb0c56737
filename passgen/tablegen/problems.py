"""What `passgen import-td` leaves out, and where: the imported data validated as a build
would, each pass or option set a problem is in dropped (the rest imported), and every
problem located at its record's line in the .td files."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passgen.checks.rules import check_specs
from passgen.spec.model import SpecFile
from passgen.support.diagnostics import Position, Problem, summary


class ImportProblem(Exception):
    """What fails the whole import (a bad command line, no usable group); ready to print."""


@dataclass(frozen=True)
class Note:
    """A problem with a record; `needle` is text on its line to point the caret at."""

    message: str
    record: str
    needle: str | None = None


class Checked:
    """Validates the imported data as `passgen build` would, leaving out each pass (and
    option set) that a problem is located in; what was left out goes to `lost`."""

    def __init__(
        self, data: dict[str, Any], passes: list[str], sets: dict[str, str], records: dict[str, Any]
    ):
        self.data = data
        self.passes = passes
        self.sets = sets
        self.records = records
        self.lost: list[Note] = []

    def spec(self) -> SpecFile:
        import yaml
        from pydantic import ValidationError

        from passgen.spec.document import LoadedSpec, problem_of
        from passgen.spec.yaml_source import load_document

        while True:
            document, _ = load_document(Path("spec"), yaml.safe_dump(self.data, sort_keys=False))
            try:
                spec = SpecFile.model_validate(self.data)
                problems = [
                    p for p in check_specs([LoadedSpec(document, spec)]) if p.severity == "error"
                ]
            except ValidationError as exc:
                problems = [problem_of(document, error) for error in exc.errors()]
            if not problems:
                return spec
            self._drop(document, problems)

    def _drop(self, document: Any, problems: list[Problem]) -> None:
        """Leave out the pass or option set the first problem is in, with every problem
        located in it (raise for a problem in neither)."""
        starts = sorted(
            [(document.position(("option_sets", key)).line, "set", key) for key in self.sets]
            + [(document.position(("passes", i)).line, "pass", i) for i in range(len(self.passes))]
        )
        owners: dict[tuple[str, str | int], list[Problem]] = {}
        for problem in problems:
            inside = [entry[1:] for entry in starts if entry[0] <= problem.position.line]
            if not inside:
                raise ImportProblem(f"the spec is not valid: {problem.message}")
            owners.setdefault(inside[-1], []).append(problem)
        (kind, key), found = next(iter(owners.items()))
        message = "; ".join(dict.fromkeys(p.message for p in found))
        following = [line for line, *entry in starts if line > found[0].position.line]
        end = following[0] if following else found[0].position.line + 1
        if kind == "pass":
            index = int(key)
            end = document.position(("passes", index, "include_options"), key=True).line
            option = self._option_at(
                document,
                ("passes", index, "options"),
                self.records[self.passes[index]]["options"],
                end,
                found[0],
            )
            self._drop_pass(index, message, option)
            return
        record = self.sets.pop(str(key))
        option = self._option_at(
            document, ("option_sets", key), self.records[record]["options"], end, found[0]
        )
        self.lost.append(self._note(f"option set {record}: {message}", record, option))
        del self.data["option_sets"][key]
        for index in reversed(range(len(self.passes))):
            if key in self.data["passes"][index].get("include_options", []):
                self._drop_pass(
                    index, f"it includes the options of {record}, which cannot be imported"
                )

    def _option_at(
        self,
        document: Any,
        where: tuple[Any, ...],
        defs: list[dict[str, Any]],
        end: int,
        problem: Problem,
    ) -> str | None:
        """The option record (of `defs`, TableGen's list) whose entry at `where` holds
        `problem`, if one does (`end`: the line where the entries end)."""
        line = problem.position.line
        count = len(self._entries(where))
        inside = [i for i in range(count) if document.position((*where, i)).line <= line]
        if not inside or line >= end:
            return None
        argument = self._entries(where)[inside[-1]]["argument"]
        return next(
            (d["def"] for d in defs if self.records[d["def"]].get("argument") == argument), None
        )

    def _entries(self, where: tuple[Any, ...]) -> list[dict[str, Any]]:
        data: Any = self.data
        for key in where:
            data = data[key]
        return list(data)

    def _note(self, message: str, record: str, option: str | None) -> Note:
        """A note located at `option` (its argument) when given, else at `record`."""
        if option is None:
            return Note(message, record)
        return Note(message, option, f'"{self.records[option]["argument"]}"')

    def _drop_pass(self, index: int, message: str, option: str | None = None) -> None:
        name = self.passes.pop(index)
        self.data["passes"].pop(index)
        self.lost.append(self._note(f"pass {name}: {message}; the pass is left out", name, option))


@dataclass(frozen=True)
class Imported:
    """One imported .td file: its module name and spec (None when no pass could be
    imported), and every problem, located in the .td files (errors: what was left out)."""

    module: str
    path: str  # the .td file as given
    source: str  # the .td file as the spec's header names it
    text: str | None
    problems: tuple[Problem, ...] = ()
    sources: Mapping[Path, list[str]] = field(default_factory=dict)
    imported: int = 0
    total: int = 0

    @property
    def lost(self) -> bool:
        """Whether some record could not be imported."""
        return any(p.severity == "error" for p in self.problems)

    def report(self) -> str:
        """The problems with their .td lines and carets, and clang's summary line."""
        if not self.problems:
            return ""
        rendered = [p.render(self.sources.get(p.position.path)) for p in self.problems]
        tally = f"passgen: {self.path}: imported {self.imported} of {self.total} passes"
        return "\n".join([*rendered, f"{tally}; {summary(list(self.problems))}"])


class Locator:
    """Positions of records: `!locs` give a file's base name and a line; the files the
    import read (from llvm-tblgen's dependency list) give the base name's path."""

    def __init__(self, records: dict[str, Any], files: Iterable[Path], show: Callable[[Path], str]):
        self.records = records
        self.files: dict[str, Path] = {}
        for path in files:
            self.files.setdefault(path.name, path)
        self.show = show
        self.sources: dict[Path, list[str]] = {}

    def problem(self, lost: Note, severity: str) -> Problem:
        record = self.records.get(lost.record)
        locs = record.get("!locs", []) if isinstance(record, dict) else []
        base, _, line_text = (locs[0] if locs else ":").rpartition(":")
        path = self.files.get(base)
        line = int(line_text) if line_text.isdigit() else 0
        shown = Path(self.show(path) if path is not None else base or "<unknown>")
        lines = self._lines(path, shown)
        column = 1
        if 0 < line <= len(lines):
            text = lines[line - 1]
            found = text.find(lost.needle) if lost.needle else -1
            column = found + 1 if found >= 0 else len(text) - len(text.lstrip()) + 1
        return Problem(Position(shown, line, column), lost.message, severity)

    def _lines(self, path: Path | None, shown: Path) -> list[str]:
        if shown not in self.sources:
            try:
                text = path.read_text(encoding="utf-8", errors="replace") if path else ""
            except OSError:
                text = ""
            self.sources[shown] = text.splitlines()
        return self.sources[shown]
