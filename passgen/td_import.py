"""TableGen pass records (from `llvm-tblgen --dump-json`) as a spec.

Every field of a `Pass` / `InterfacePass` / `Option` / `ListOption` /
`Statistic` record is kept: portable facts in the spec's own fields, C++-only
facts in the `cpp` sections (see `spec.CppPass`). Option lists that a record
other than a pass holds (MLIR's `RewritePassUtils.options`) become option sets.
A pass that cannot be expressed is left out and reported at its record's .td line;
the others are imported.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .checks import RESERVED, check_specs
from .cpp_values import CPP_TYPES, enum_default, enum_values, scalar_default
from .diagnostics import Position, Problem, summary
from .mlir_doc import reindent
from .naming import snake_case
from .spec import SpecFile
from .td_ods import BASE_CLASS, OdsIndex, dialect_name_rule

# Op classes that anchor upstream passes, and their op names (their op definitions are
# rarely reachable from a Passes.td).
ANCHOR_OPS = {
    "ModuleOp": "builtin.module", "func::FuncOp": "func.func", "gpu::GPUModuleOp": "gpu.module",
    "spirv::ModuleOp": "spirv.module", "LLVM::LLVMFuncOp": "llvm.func",
}


class ImportProblem(Exception):
    """What fails the whole import (a bad command line, no usable group); ready to print."""


@dataclass(frozen=True)
class _Note:
    """A problem with a record; `needle` is text on its line to point the caret at."""

    message: str
    record: str
    needle: str | None = None


def default_group(td_file: Path) -> str:
    """`.../Dialect/SCF/Transforms/Passes.td` -> `SCF`, `.../Target/LLVMIR/Transforms/...` ->
    `TargetLLVMIR`, otherwise the folder (`.../Transforms/Passes.td` -> `Transforms`); a
    name whose module would be a Python keyword gets `Transforms` appended (`Async`)."""
    parts = list(td_file.resolve().parent.parts)
    for marker, keep in (("Dialect", 1), ("Target", 0)):
        if marker in parts[:-1]:
            parts = [p for p in parts[parts.index(marker) + keep:] if p != "Transforms"]
            break
    else:
        parts = parts[-1:]
    group = "".join(p[:1].upper() + p[1:] for p in parts)
    return f"{group}Transforms" if keyword.iskeyword(snake_case(group)) else group


def _readable(description: str) -> str:
    """The description re-indented (as YAML block text reads best), unless that would
    change what mlir-tblgen prints for it (a description of blanks prints a blank line)."""
    normalized = reindent(description)
    same = bool(normalized) == bool(description) and reindent(normalized) == normalized
    return normalized if same else description


def python_name(cpp_name: str, suffix: str) -> str:
    """The Python attribute for a C++ member: snake_case, with `_<suffix>` when that would
    be a keyword or shadow a Pass attribute."""
    name = snake_case(cpp_name).lstrip("_") or suffix
    return f"{name}_{suffix}" if keyword.iskeyword(name) or name in RESERVED else name


def _unqualified(name: str) -> str:
    return name.strip().removeprefix("::").removeprefix("mlir::")


class AnchorResolver:
    """Op names for the op classes passes anchor on: `--anchor CLASS=op.name` first, then
    the upstream classes (`ANCHOR_OPS`), then the op definitions `index` holds; `discover`
    (when given) adds the op definitions of a class not found yet and names the files read."""

    def __init__(self, explicit: Mapping[str, str], index: OdsIndex,
                 discover: Callable[[str], list[str]] | None = None):
        self.explicit = {_unqualified(k): v for k, v in explicit.items()}
        self.index = index
        self.discover = discover
        self.tried: dict[str, list[str]] = {}

    def resolve(self, target: str) -> tuple[str | None, str]:
        """The op name of class `target`, or None and why."""
        key = _unqualified(target)
        op = self.explicit.get(key) or ANCHOR_OPS.get(key)
        if op is not None:
            return op, ""
        found = self.index.op(target)
        if not found and self.discover is not None and key not in self.tried:
            self.tried[key] = self.discover(target)
            found = self.index.op(target)
        if len(found) == 1:
            return found[0], ""
        if found:
            return None, f"the op class '{target}' is ambiguous: it may be {', '.join(found)}"
        tried = self.tried.get(key)
        where = (f"no op definition for it was found in {'; '.join(tried)}" if tried
                 else "no op definition for it was reached")
        return None, f"no op name is known for the op class '{target}': {where}"


class _Importer:
    def __init__(self, records: dict[str, Any], anchors: AnchorResolver, dialects: OdsIndex):
        self.records = records
        self.anchors = anchors
        self.dialects = dialects
        self.warnings: list[_Note] = []
        derived = records.get("!instanceof", {})
        self.passes = sorted(derived.get("PassBase", []), key=self._location)
        passes = set(self.passes)
        self.sets = {
            name: [o["def"] for o in record["options"]]
            for name, record in sorted(records.items(), key=lambda kv: self._location(kv[0]))
            if isinstance(record, dict) and name not in passes and not record.get("!anonymous", True)
            and isinstance(record.get("options"), list) and record["options"]
            and all(isinstance(o, dict) and o.get("kind") == "def" for o in record["options"])
        }

    def _location(self, name: str) -> tuple[str, int]:
        record = self.records.get(name)
        locs = record.get("!locs", []) if isinstance(record, dict) else []
        file, _, line = (locs[0] if locs else ":0").rpartition(":")
        return file, int(line) if line.isdigit() else 0

    def spec(self, group: str) -> tuple[dict[str, Any], list[str], dict[str, str]]:
        """The spec's data, the record of each pass in it, and of each option set."""
        passes = [self.pass_(name) for name in self.passes]
        names = list(self.passes)
        used = {s for p in passes for s in p.get("include_options", [])}
        sets = {snake_case(name): name for name in self.sets if snake_case(name) in used}
        option_sets = {key: [self.option(d, name) for d in self.sets[name]] for key, name in sets.items()}
        return {"group": group, "option_sets": option_sets, "passes": passes}, names, sets

    def pass_(self, name: str) -> dict[str, Any]:
        record = self.records[name]
        data: dict[str, Any] = {"name": name, "argument": record["argument"],
                                "summary": record["summary"],
                                "description": _readable(record["description"])}
        data.update(self._anchor(name, record["baseClass"]))
        classes = [c.strip() for entry in record["dependentDialects"] for c in entry.split(",")]
        data["dependent_dialects"] = list(dict.fromkeys(
            self._dialect(c) for c in classes if c))
        option_defs = [o["def"] for o in record["options"]]
        included, own = self._split_sets(option_defs)
        data["options"] = [self.option(d, name) for d in own]
        data["include_options"] = [snake_case(s) for s in included]
        data["statistics"] = [self.statistic(s["def"]) for s in record["statistics"]]
        if record.get("odsDeprecated"):
            data["deprecated"] = record["odsDeprecated"]
        ours = [d for s in included for d in self.sets[s]] + own
        order = [self.records[d]["argument"] for d in option_defs]
        data["cpp"] = {
            "base_class": record["baseClass"], "constructor": record["constructor"],
            "dependent_dialects": record["dependentDialects"],
            "option_order": order if ours != option_defs else [],
        }
        return data

    def _dialect(self, cpp_class: str) -> str:
        """A dependent dialect's name: from its Dialect record when one is reachable and
        unambiguous, else by `dialect_name_rule`."""
        found = self.dialects.dialect(cpp_class)
        return found[0] if len(found) == 1 else dialect_name_rule(cpp_class)

    def _anchor(self, name: str, base_class: str) -> dict[str, str]:
        match = BASE_CLASS.fullmatch(base_class)
        if match is None:
            self.warnings.append(_Note(
                f"pass {name}: the base class '{base_class}' is neither OperationPass<...> nor "
                "InterfacePass<...>; imported without an anchor (cpp.base_class keeps it)", name))
            return {}
        kind, target = match.groups()
        if kind == "InterfacePass":
            return {"interface": target.rsplit("::", 1)[-1]}
        if not target:
            return {}
        op, why = self.anchors.resolve(target)
        if op is None:
            self.warnings.append(_Note(
                f"pass {name}: {why}; imported without an anchor (cpp.base_class keeps the "
                f"class; give --ods FILE.td or --anchor {_unqualified(target)}=OP.NAME)", name,
                target.rsplit("::", 1)[-1]))
            return {}
        return {"anchor": op}

    def _split_sets(self, defs: list[str]) -> tuple[list[str], list[str]]:
        """The option sets whose options appear (contiguously) in `defs`, and the rest."""
        included: list[str] = []
        own = list(defs)
        for set_name, members in self.sets.items():
            for start in range(len(own) - len(members) + 1):
                if own[start:start + len(members)] == members:
                    included.append(set_name)
                    del own[start:start + len(members)]
                    break
        return included, own

    def option(self, def_name: str, owner: str) -> dict[str, Any]:
        record = self.records[def_name]
        cpp_type = record["type"]
        is_list = "ListOption" in record["!superclasses"]
        values = enum_values(record["additionalOptFlags"])
        portable = "enum" if values else CPP_TYPES.get(_unqualified(cpp_type), "opaque")
        data: dict[str, Any] = {
            "name": python_name(record["cppName"], "option"), "argument": record["argument"],
            "type": f"list[{portable}]" if is_list else portable,
        }
        if not is_list:
            if values:
                data["default"] = enum_default(record["defaultValue"], values)
            else:
                data["default"] = scalar_default(record["defaultValue"], portable)
        data["description"] = record["description"]
        if values:
            data["values"] = {value: text for _, value, text in values}
        data["cpp"] = {"name": record["cppName"], "type": cpp_type,
                       "default": record["defaultValue"], "flags": record["additionalOptFlags"]}
        return data

    def statistic(self, def_name: str) -> dict[str, Any]:
        record = self.records[def_name]
        return {"name": python_name(record["cppName"], "statistic"),
                "display_name": record["name"], "description": record["description"],
                "cpp": {"name": record["cppName"]}}


def _cpp_names(group: str, name: str | None, prefix: str | None) -> dict[str, str]:
    """The spec's top-level `cpp:` data: `-name` and `--prefix` where not the defaults."""
    cpp: dict[str, str] = {}
    if name and name != group:
        cpp["name"] = name
    if prefix and prefix != (name or group):
        cpp["capi_prefix"] = prefix
    return cpp


class _Checked:
    """Validates the imported data as `passgen build` would, leaving out each pass (and
    option set) that a problem is located in; what was left out goes to `lost`."""

    def __init__(self, data: dict[str, Any], passes: list[str], sets: dict[str, str],
                 records: dict[str, Any]):
        self.data = data
        self.passes = passes
        self.sets = sets
        self.records = records
        self.lost: list[_Note] = []

    def spec(self) -> SpecFile:
        import yaml
        from pydantic import ValidationError

        from .load import LoadedSpec, problem_of
        from .yaml_source import load_document

        while True:
            document, _ = load_document(Path("spec"), yaml.safe_dump(self.data, sort_keys=False))
            try:
                spec = SpecFile.model_validate(self.data)
                problems = [p for p in check_specs([LoadedSpec(document, spec)]) if p.severity == "error"]
            except ValidationError as exc:
                problems = [problem_of(document, error) for error in exc.errors()]
            if not problems:
                return spec
            self._drop(document, problems)

    def _drop(self, document: Any, problems: list[Problem]) -> None:
        """Leave out the pass or option set the first problem is in, with every problem
        located in it (raise for a problem in neither)."""
        starts = sorted([(document.position(("option_sets", key)).line, "set", key) for key in self.sets]
                        + [(document.position(("passes", i)).line, "pass", i)
                           for i in range(len(self.passes))])
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
            option = self._option_at(document, ("passes", index, "options"),
                                     self.records[self.passes[index]]["options"], end, found[0])
            self._drop_pass(index, message, option)
            return
        record = self.sets.pop(str(key))
        option = self._option_at(document, ("option_sets", key), self.records[record]["options"],
                                 end, found[0])
        self.lost.append(self._note(f"option set {record}: {message}", record, option))
        del self.data["option_sets"][key]
        for index in reversed(range(len(self.passes))):
            if key in self.data["passes"][index].get("include_options", []):
                self._drop_pass(index, f"it includes the options of {record}, which cannot be imported")

    def _option_at(self, document: Any, where: tuple[Any, ...], defs: list[dict[str, Any]],
                   end: int, problem: Problem) -> str | None:
        """The option record (of `defs`, TableGen's list) whose entry at `where` holds
        `problem`, if one does (`end`: the line where the entries end)."""
        line = problem.position.line
        count = len(self._entries(where))
        inside = [i for i in range(count) if document.position((*where, i)).line <= line]
        if not inside or line >= end:
            return None
        argument = self._entries(where)[inside[-1]]["argument"]
        return next((d["def"] for d in defs if self.records[d["def"]].get("argument") == argument), None)

    def _entries(self, where: tuple[Any, ...]) -> list[dict[str, Any]]:
        data: Any = self.data
        for key in where:
            data = data[key]
        return list(data)

    def _note(self, message: str, record: str, option: str | None) -> _Note:
        """A note located at `option` (its argument) when given, else at `record`."""
        if option is None:
            return _Note(message, record)
        return _Note(message, option, f'"{self.records[option]["argument"]}"')

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


class _Locator:
    """Positions of records: `!locs` give a file's base name and a line; the files the
    import read (from llvm-tblgen's dependency list) give the base name's path."""

    def __init__(self, records: dict[str, Any], files: Iterable[Path], show: Callable[[Path], str]):
        self.records = records
        self.files: dict[str, Path] = {}
        for path in files:
            self.files.setdefault(path.name, path)
        self.show = show
        self.sources: dict[Path, list[str]] = {}

    def problem(self, lost: _Note, severity: str) -> Problem:
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


def import_records(records: dict[str, Any], group: str, anchors: AnchorResolver | None = None,
                   dialects: OdsIndex | None = None, cpp: Mapping[str, str] | None = None,
                   ) -> tuple[SpecFile | None, list[_Note], list[_Note]]:
    """The spec of the passes in `records` that can be imported (None when none can), what
    was left out and the warnings; raises `ImportProblem` when no spec can be made."""
    index = dialects or OdsIndex()
    importer = _Importer(records, anchors or AnchorResolver({}, index), index)
    data, passes, sets = importer.spec(group)
    if cpp:
        data = {"group": group, "cpp": dict(cpp), **{k: v for k, v in data.items() if k != "group"}}
    checked = _Checked(data, passes, sets, records)
    spec = checked.spec()
    return (spec if spec.passes or not importer.passes else None,
            checked.lost, importer.warnings)


def import_td(td_file: Path, include_dirs: list[Path], group: str | None = None, *,
              ods_files: Iterable[Path] = (), anchors: Mapping[str, str] | None = None,
              name: str | None = None, prefix: str | None = None) -> Imported:
    """The passes `td_file` defines as a spec (runs llvm-tblgen on it and on the op
    definition files `ods_files`, and on those under `include_dirs` that define an anchor
    op class not found otherwise); `name` and `prefix` are mlir-tblgen's `-name`, `--prefix`."""
    from .tablegen import dump_records
    from .td_ods import defining_files
    from .yaml_emit import spec_yaml

    records, files = dump_records(td_file, include_dirs)
    index = OdsIndex()
    index.add(records)
    read = {path.resolve() for path in files}
    for ods in ods_files:
        more, _ = dump_records(ods, include_dirs)
        index.add(more)
        read.add(ods.resolve())

    def discover(target: str) -> list[str]:
        from .tablegen import TableGenError

        tried = []
        for path in defining_files(target.rsplit("::", 1)[-1], include_dirs, read):
            read.add(path)
            shown = _shown_path(path, include_dirs)
            try:
                index.add(dump_records(path, include_dirs)[0])
                tried.append(shown)
            except TableGenError:  # e.g. its includes are not reachable
                tried.append(f"{shown}, which llvm-tblgen could not read")
        return tried

    chosen = group or default_group(td_file)
    shown = _shown_path(td_file, include_dirs)
    try:
        spec, lost, warnings = import_records(records, chosen, AnchorResolver(anchors or {}, index, discover),
                                              index, _cpp_names(chosen, name, prefix))
    except ImportProblem as exc:
        raise ImportProblem(f"passgen: error: {td_file}: {exc}") from None
    locator = _Locator(records, files, str)
    problems = sorted([locator.problem(item, "error") for item in lost]
                      + [locator.problem(item, "warning") for item in warnings],
                      key=lambda p: (str(p.position.path), p.position.line, p.position.column))
    header = f"Imported by `passgen import-td` from {shown}; C++-only facts are under `cpp:`."
    total = len(records.get("!instanceof", {}).get("PassBase", []))
    return Imported(snake_case(chosen), str(td_file), shown, spec_yaml(spec, header) if spec else None, tuple(problems),
                    locator.sources, len(spec.passes) if spec else 0, total)


def _shown_path(td_file: Path, include_dirs: list[Path]) -> str:
    """`td_file` relative to the include directory holding it (stable across machines),
    else as given."""
    for folder in include_dirs:
        try:
            return td_file.resolve().relative_to(folder.resolve()).as_posix()
        except ValueError:
            continue
    return td_file.as_posix()
