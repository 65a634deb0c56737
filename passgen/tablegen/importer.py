"""TableGen pass records (from `llvm-tblgen --dump-json`) as a spec.

Every field of a `Pass` / `InterfacePass` / `Option` / `ListOption` /
`Statistic` record is kept: portable facts in the spec's own fields, C++-only
facts in the `cpp` sections (see `spec.CppPass`). Option lists that a record
other than a pass holds (MLIR's `RewritePassUtils.options`) become option sets.
A pass that cannot be expressed is left out and reported at its record's .td line;
the others are imported (`passgen.tablegen.problems`).
"""

from __future__ import annotations

import functools
import keyword
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from passgen.checks.rules import RESERVED
from passgen.cpp.upstream_names import upstream_cpp_names
from passgen.cpp.values import CPP_TYPES, enum_default, enum_values, list_default, scalar_default
from passgen.docs.mlir_doc import reindent
from passgen.spec.model import CAMEL_CASE, SpecFile
from passgen.spec.pass_kinds import INTERFACE_PASS, read_base_class
from passgen.support.naming import snake_case

from .ods import OdsIndex, dialect_name_rule
from .problems import Checked, Imported, ImportProblem, Locator, Note


@functools.cache
def upstream_ops() -> dict[str, str]:
    """Upstream MLIR's op classes (without `::mlir::`, as `_unqualified` leaves them) and
    their op names, from `cpp_names.json`: the classes upstream passes anchor on, whose op
    definitions are rarely reachable from a Passes.td, among them."""
    return {
        cpp_class.removeprefix("::mlir::"): op for op, cpp_class in upstream_cpp_names().ops.items()
    }


def default_group(td_file: Path) -> str:
    """`.../Dialect/SCF/Transforms/Passes.td` -> `SCF`, `.../Target/LLVMIR/Transforms/...` ->
    `TargetLLVMIR`, otherwise the folder (`.../Transforms/Passes.td` -> `Transforms`), each
    run of ASCII letters and digits a word (`circt-bmc` -> `CirctBmc`); a name whose module
    would be a Python keyword gets `Transforms` appended (`Async`). Raises `ImportProblem`
    naming `--group` when the folders give no CamelCase name (`2d`, `_`)."""
    folder = td_file.resolve().parent
    parts = list(folder.parts)
    for marker, keep in (("Dialect", 1), ("Target", 0)):
        if marker in parts[:-1]:
            parts = [p for p in parts[parts.index(marker) + keep :] if p != "Transforms"]
            break
    else:
        parts = parts[-1:]
    words = [word for part in parts for word in _WORD.findall(part)]
    group = "".join(word[:1].upper() + word[1:] for word in words)
    if not _GROUP.fullmatch(group):
        raise ImportProblem(
            f"no group name can be derived from the folder '{folder.name}' (a group is "
            "CamelCase, e.g. 'Transforms'); name it with --group"
        )
    return f"{group}Transforms" if keyword.iskeyword(snake_case(group)) else group


_WORD = re.compile(r"[A-Za-z0-9]+")
_GROUP = re.compile(CAMEL_CASE)


def _readable(description: str) -> str:
    """The description re-indented (as YAML block text reads best), unless it needs no
    re-indenting (it is as mlir-tblgen prints it, but perhaps for the final newline, as a
    YAML-authored one exported by export-td) or that would change what mlir-tblgen prints
    for it (a description of blanks prints a blank line)."""
    normalized = reindent(description)
    if normalized in (description, f"{description}\n"):
        return description
    same = bool(normalized) == bool(description) and reindent(normalized) == normalized
    return normalized if same else description


def python_name(cpp_name: str, suffix: str) -> str:
    """The Python attribute for a C++ member: snake_case, with `_<suffix>` when that would
    be a keyword or shadow a Pass attribute."""
    name = snake_case(cpp_name).lstrip("_") or suffix
    return f"{name}_{suffix}" if keyword.iskeyword(name) or name in RESERVED else name


def portable_type(cpp_type: str, flags: str) -> str:
    """The option type import-td reads for an option of `cpp_type` with `flags`: an enum's
    `cl::values`, a C++ type that parses and prints as a portable one, else `opaque`."""
    if enum_values(flags):
        return "enum"
    return CPP_TYPES.get(_unqualified(cpp_type), "opaque")


def _unqualified(name: str) -> str:
    return name.strip().removeprefix("::").removeprefix("mlir::")


class AnchorResolver:
    """Op names for the op classes passes anchor on: `--anchor CLASS=op.name` first, then
    upstream MLIR's op classes (`upstream_ops`), then the op definitions `index` holds; `discover`
    (when given) adds the op definitions of a class not found yet and names the files read."""

    def __init__(
        self,
        explicit: Mapping[str, str],
        index: OdsIndex,
        discover: Callable[[str], list[str]] | None = None,
    ):
        self.explicit = {_unqualified(k): v for k, v in explicit.items()}
        self.index = index
        self.discover = discover
        self.tried: dict[str, list[str]] = {}

    def resolve(self, target: str) -> tuple[str | None, str]:
        """The op name of class `target`, or None and why."""
        key = _unqualified(target)
        op = self.explicit.get(key) or upstream_ops().get(key)
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
        where = (
            f"no op definition for it was found in {'; '.join(tried)}"
            if tried
            else "no op definition for it was reached"
        )
        return None, f"no op name is known for the op class '{target}': {where}"


class _Importer:
    def __init__(self, records: dict[str, Any], anchors: AnchorResolver, dialects: OdsIndex):
        self.records = records
        self.anchors = anchors
        self.dialects = dialects
        self.warnings: list[Note] = []
        derived = records.get("!instanceof", {})
        self.passes = sorted(derived.get("PassBase", []), key=self._location)
        passes = set(self.passes)
        self.sets = {
            name: [o["def"] for o in record["options"]]
            for name, record in sorted(records.items(), key=lambda kv: self._location(kv[0]))
            if isinstance(record, dict)
            and name not in passes
            and not record.get("!anonymous", True)
            and isinstance(record.get("options"), list)
            and record["options"]
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
        option_sets = {
            key: [self.option(d, name) for d in self.sets[name]] for key, name in sets.items()
        }
        return {"group": group, "option_sets": option_sets, "passes": passes}, names, sets

    def pass_(self, name: str) -> dict[str, Any]:
        record = self.records[name]
        data: dict[str, Any] = {
            "name": name,
            "argument": record["argument"],
            "summary": record["summary"],
            "description": _readable(record["description"]),
        }
        data.update(self._anchor(name, record["baseClass"]))
        classes = [c.strip() for entry in record["dependentDialects"] for c in entry.split(",")]
        data["dependent_dialects"] = list(dict.fromkeys(self._dialect(c) for c in classes if c))
        option_defs = [o["def"] for o in record["options"]]
        included, own = self._split_sets(option_defs)
        data["options"] = [self.option(d, name) for d in own]
        data["include_options"] = [snake_case(s) for s in included]
        data["statistics"] = [self.statistic(s["def"]) for s in record["statistics"]]
        if "odsDeprecated" in record:  # `Deprecated<"">` too
            data["deprecated"] = record["odsDeprecated"]
        ours = [d for s in included for d in self.sets[s]] + own
        order = [self.records[d]["argument"] for d in option_defs]
        data["cpp"] = {
            "base_class": record["baseClass"],
            "constructor": record["constructor"],
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
        read = read_base_class(base_class)
        if read is None:
            self.warnings.append(
                Note(
                    f"pass {name}: the base class '{base_class}' is neither OperationPass<...> nor "
                    "InterfacePass<...>; imported without an anchor (cpp.base_class keeps it)",
                    name,
                )
            )
            return {}
        kind, target = read
        if kind is INTERFACE_PASS:
            return {"interface": target.rsplit("::", 1)[-1]}
        if not target:
            return {}
        op, why = self.anchors.resolve(target)
        if op is None:
            self.warnings.append(
                Note(
                    f"pass {name}: {why}; imported without an anchor (cpp.base_class keeps the "
                    f"class; give --ods FILE.td or --anchor {_unqualified(target)}=OP.NAME)",
                    name,
                    target.rsplit("::", 1)[-1],
                )
            )
            return {}
        return {"anchor": op}

    def _split_sets(self, defs: list[str]) -> tuple[list[str], list[str]]:
        """The option sets whose options appear (contiguously) in `defs`, and the rest."""
        included: list[str] = []
        own = list(defs)
        for set_name, members in self.sets.items():
            for start in range(len(own) - len(members) + 1):
                if own[start : start + len(members)] == members:
                    included.append(set_name)
                    del own[start : start + len(members)]
                    break
        return included, own

    def option(self, def_name: str, owner: str) -> dict[str, Any]:
        record = self.records[def_name]
        cpp_type = record["type"]
        is_list = "ListOption" in record["!superclasses"]
        values = enum_values(record["additionalOptFlags"])
        portable = portable_type(cpp_type, record["additionalOptFlags"])
        data: dict[str, Any] = {
            "name": python_name(record["cppName"], "option"),
            "argument": record["argument"],
            "type": f"list[{portable}]" if is_list else portable,
        }
        flags = record["additionalOptFlags"]
        if is_list:
            data["default"] = list_default(flags, portable, values)
        elif values:
            data["default"] = enum_default(record["defaultValue"], values)
        else:
            data["default"] = scalar_default(record["defaultValue"], portable)
        data["description"] = record["description"]
        if values:
            data["values"] = {value: text for _, value, text in values}
        # No C++ default, as TableGen has none, though the option holds a value (`T()`) that
        # `default` states for Python: `cpp.default: ""` says so; None leaves it out.
        stated = not is_list and data["default"] is not None
        data["cpp"] = {
            "name": record["cppName"],
            "type": cpp_type,
            "default": record["defaultValue"] or ("" if stated else None),
            "flags": flags,
        }
        return data

    def statistic(self, def_name: str) -> dict[str, Any]:
        record = self.records[def_name]
        return {
            "name": python_name(record["cppName"], "statistic"),
            "display_name": record["name"],
            "description": record["description"],
            "cpp": {"name": record["cppName"]},
        }


def _cpp_names(group: str, name: str | None, prefix: str | None) -> dict[str, str]:
    """The spec's top-level `cpp:` data: `-name` and `--prefix` where not the spec's defaults
    (None: not given; '' is mlir-tblgen's default, kept)."""
    cpp: dict[str, str] = {}
    if name is not None and name != group:
        cpp["name"] = name
    if prefix is not None and prefix != (group if name is None else name):
        cpp["capi_prefix"] = prefix
    return cpp


def import_records(
    records: dict[str, Any],
    group: str,
    anchors: AnchorResolver | None = None,
    dialects: OdsIndex | None = None,
    cpp: Mapping[str, str] | None = None,
) -> tuple[SpecFile | None, list[Note], list[Note]]:
    """The spec of the passes in `records` that can be imported (None when none can), what
    was left out and the warnings; raises `ImportProblem` when no spec can be made."""
    index = dialects or OdsIndex()
    importer = _Importer(records, anchors or AnchorResolver({}, index), index)
    data, passes, sets = importer.spec(group)
    if cpp:
        data = {"group": group, "cpp": dict(cpp), **{k: v for k, v in data.items() if k != "group"}}
    checked = Checked(data, passes, sets, records)
    spec = checked.spec()
    return (spec if spec.passes or not importer.passes else None, checked.lost, importer.warnings)


def import_td(
    td_file: Path,
    include_dirs: list[Path],
    group: str | None = None,
    *,
    ods_files: Iterable[Path] = (),
    anchors: Mapping[str, str] | None = None,
    name: str | None = None,
    prefix: str | None = None,
) -> Imported:
    """The passes `td_file` defines as a spec (runs llvm-tblgen on it and on the op
    definition files `ods_files`, and on those under `include_dirs` that define an anchor
    op class not found otherwise); `name` and `prefix` are mlir-tblgen's `-name`, `--prefix`."""
    from passgen.spec.emit import spec_yaml

    from .ods import defining_files
    from .tblgen import dump_records

    try:
        chosen = group or default_group(td_file)
    except ImportProblem as exc:
        raise ImportProblem(f"passgen: error: {td_file}: {exc}") from None
    records, files = dump_records(td_file, include_dirs)
    index = OdsIndex()
    index.add(records)
    read = {path.resolve() for path in files}
    for ods in ods_files:
        more, _ = dump_records(ods, include_dirs)
        index.add(more)
        read.add(ods.resolve())

    def discover(target: str) -> list[str]:
        from .tblgen import TableGenError

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

    shown = _shown_path(td_file, include_dirs)
    try:
        spec, lost, warnings = import_records(
            records,
            chosen,
            AnchorResolver(anchors or {}, index, discover),
            index,
            _cpp_names(chosen, name, prefix),
        )
    except ImportProblem as exc:
        raise ImportProblem(f"passgen: error: {td_file}: {exc}") from None
    locator = Locator(records, files, str)
    problems = sorted(
        [locator.problem(item, "error") for item in lost]
        + [locator.problem(item, "warning") for item in warnings],
        key=lambda p: (str(p.position.path), p.position.line, p.position.column),
    )
    header = f"Imported by `passgen import-td` from {shown}; C++-only facts are under `cpp:`."
    total = len(records.get("!instanceof", {}).get("PassBase", []))
    return Imported(
        snake_case(chosen),
        str(td_file),
        shown,
        spec_yaml(spec, header) if spec else None,
        tuple(problems),
        locator.sources,
        len(spec.passes) if spec else 0,
        total,
    )


def _shown_path(td_file: Path, include_dirs: list[Path]) -> str:
    """`td_file` relative to the include directory holding it (stable across machines),
    else as given."""
    for folder in include_dirs:
        try:
            return td_file.resolve().relative_to(folder.resolve()).as_posix()
        except ValueError:
            continue
    return td_file.as_posix()
