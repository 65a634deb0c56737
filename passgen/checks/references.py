"""Names a spec refers to that only resolve at run time: anchor ops, interfaces, dependent
dialects, implementations and pipeline defaults.

A typo in one of them builds cleanly and then makes the pass run on nothing or fail when it
is created, so each is checked against what the runtime knows plus what the project declares
(`dialects` and `interfaces` in `[tool.passgen]`). A name that cannot be right (an op its
dialect does not have, a module missing from a package that exists, a near miss of a known
name) is an error; one that may still resolve at run time (a dialect or package that is not
importable here) is a warning, and so is every unknown anchor, interface and dialect of an
imported pass (one with `cpp:` facts: its names come from C++ declarations, not typing).

Trust boundary: nothing is imported; implementation modules are found on the path and read,
not run. A module's source is read only when it is a regular file of at most
`MAX_INPUT_BYTES`, and one that Python cannot parse (too deep, too large) is not checked.
"""

from __future__ import annotations

import ast
import functools
import importlib.machinery
import importlib.util
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from passgen.runtime.ir import Trait
from passgen.runtime.ir.mlir_dialects import MLIR_DIALECTS
from passgen.runtime.ir.upstream_dialects import op_names
from passgen.runtime.options import PipelineType
from passgen.runtime.pass_ import Pass
from passgen.runtime.registry import PassRegistry
from passgen.runtime.support.suggestions import did_you_mean, suggestion
from passgen.spec.document import LoadedSpec
from passgen.spec.model import OptionSpec, PassSpec, SpecFile
from passgen.spec.option_kinds import runtime_option
from passgen.support.diagnostics import Problem
from passgen.support.regular_files import read_regular
from passgen.support.source_text import MAX_INPUT_BYTES


@dataclass(frozen=True)
class Known:
    """What names resolve to: each dialect's ops (None: any op, a dialect the project
    declares or one whose ops the runtime does not list), and the interfaces and traits
    passes can be scheduled on."""

    dialects: dict[str, frozenset[str] | None]
    interfaces: frozenset[str]


def known_names(
    dialects: Iterable[str] = (),
    interfaces: Iterable[str] = (),
    declared: Mapping[str, frozenset[str]] | None = None,
) -> Known:
    """The runtime's dialects (its own and MLIR's upstream ones) and traits, and those a
    project registers in code (`dialects`: any op) or declares in dialect files
    (`declared`: dialect -> its full op names)."""
    found = dict(_runtime_dialects())
    found.update((name, None) for name in dialects if name not in found)
    found.update((name, ops) for name, ops in (declared or {}).items() if name not in found)
    traits = {t.value for t in vars(Trait).values() if isinstance(t, Trait)}
    return Known(found, frozenset(traits) | frozenset(interfaces))


@functools.cache
def _runtime_dialects() -> tuple[tuple[str, frozenset[str] | None], ...]:
    """Each dialect the runtime registers with its op names (None: any op), read from the
    upstream dialects' ODS data, which lists the runtime's own dialects' ops too (a test
    pins this against a Context's dialects): no dialect, folder or pattern is built."""
    return tuple((name, op_names(name)) for name in sorted(MLIR_DIALECTS))


def check_references(specs: list[LoadedSpec], known: Known, roots: list[Path]) -> list[Problem]:
    """Every anchor, interface, dependent dialect, implementation and pipeline default of
    `specs` that does not resolve (warnings have `severity` "warning")."""
    valid = [loaded for loaded in specs if loaded.valid]  # the others have errors already
    registry = functools.cache(lambda: _registry(valid))  # only pipeline defaults need it
    problems: list[Problem] = []
    for loaded in valid:
        for index, pass_ in enumerate(loaded.spec.passes):
            problems += _check_pass(loaded, ("passes", index), pass_, known, roots)
        for where, option in loaded.spec.every_option():
            if option.kind.pipeline and option.default is not None:
                found = _pipeline_problem(option, registry())
                if found:
                    problems.append(
                        Problem(loaded.document.position((*where, "default")), found[1], found[0])
                    )
    return problems


def _check_pass(
    loaded: LoadedSpec,
    where: tuple[Any, ...],
    pass_: PassSpec,
    known: Known,
    roots: list[Path],
) -> Iterator[Problem]:
    def at(*field: Any) -> Any:
        return loaded.document.position((*where, *field))

    called = f"pass '{pass_.argument}'"
    # Imported passes' anchors, interfaces and dialects are read from their C++ declarations,
    # not typed: a name the runtime lacks is one more project name, never a typo.
    imported = pass_.cpp is not None

    def severity(found: str) -> str:
        return "warning" if imported else found

    if pass_.anchor is not None:
        found = _anchor_problem(pass_.anchor, known)
        if found:
            yield Problem(at("anchor"), f"{called} anchors on {found[1]}", severity(found[0]))
    if pass_.interface is not None and pass_.interface not in known.interfaces:
        level, hint = _unknown(pass_.interface, known.interfaces, "interfaces")
        yield Problem(
            at("interface"),
            f"{called} is scheduled on interface '{pass_.interface}', "
            f"which no op the runtime knows has{hint}",
            severity(level),
        )
    for i, dialect in enumerate(pass_.dependent_dialects):
        if dialect in known.dialects:
            continue
        level, hint = _unknown(dialect, known.dialects, "dialects")
        yield Problem(
            at("dependent_dialects", i),
            f"{called} depends on dialect '{dialect}', which the runtime does not register{hint}",
            severity(level),
        )
    if pass_.implementation is not None:
        found = _implementation_problem(pass_.implementation, roots)
        if found:
            yield Problem(at("implementation"), f"{called}: {found[1]}", found[0])


def _unknown(name: str, candidates: Iterable[str], kind: str) -> tuple[str, str]:
    """(severity, hint) for a name nothing knows: an error with a did-you-mean when it is a
    typo of a known name, else a warning (it may be registered at run time)."""
    typo = _typo_of(name, candidates)
    return ("error", suggestion(typo)) if typo else ("warning", _DECLARE.format(kind=kind))


def _typo_of(name: str, candidates: Iterable[str]) -> str | None:
    """The known name `name` is a typo of: within one edit per four characters (a letter
    dropped, added, changed or two swapped), for names of three characters or more."""
    if len(name) < 3:
        return None
    limit = max(1, len(name) // 4)
    close = sorted((_edits(name, c), c) for c in candidates if abs(len(c) - len(name)) <= limit)
    return close[0][1] if close and close[0][0] <= limit else None


def _edits(a: str, b: str) -> int:
    """The optimal-string-alignment distance between `a` and `b`."""
    rows = [list(range(len(b) + 1))]
    for i, x in enumerate(a, 1):
        row = [i]
        for j, y in enumerate(b, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (x != y)))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


_DECLARE = " (if the project registers it at run time, declare it in `{kind}` of [tool.passgen])"


def _anchor_problem(anchor: str, known: Known) -> tuple[str, str] | None:
    """(severity, what is wrong) for an anchor op name, or None."""
    dialect = anchor.split(".", 1)[0]
    ops = known.dialects.get(dialect, frozenset())
    if dialect in known.dialects and (ops is None or anchor in ops):
        return None
    if dialect in known.dialects:
        return (
            "error",
            f"'{anchor}', which dialect '{dialect}' does not have{did_you_mean(anchor, ops or ())}",
        )
    every_op = [op for ops in known.dialects.values() if ops for op in ops]
    severity, hint = _unknown(dialect, known.dialects, "dialects")
    typo = _typo_of(anchor, every_op)
    return (
        "error" if typo else severity,
        f"'{anchor}', an op of dialect '{dialect}', which the runtime does not register"
        f"{suggestion(typo) or hint}",
    )


def _implementation_problem(reference: str, roots: list[Path]) -> tuple[str, str] | None:
    """(severity, what is wrong) for `module:attribute`, found without importing, or None."""
    module, _, attribute = reference.partition(":")
    parts = module.split(".")
    search = [str(root) for root in roots] + sys.path
    spec = _find(parts[0], search)
    if spec is None:
        return (
            "warning",
            f"implementation module '{module}' is not importable from the project "
            f"(package '{parts[0]}' not found); creating the pass will fail unless it is "
            "installed at run time",
        )
    for depth in range(1, len(parts)):
        locations = list(spec.submodule_search_locations or [])
        found = _find_in(parts[: depth + 1], locations)
        if found is None:
            siblings = _modules_in(locations)
            name = ".".join(parts[:depth])
            return (
                "error",
                f"implementation module '{module}' does not exist: package '{name}' "
                f"has no module '{parts[depth]}'{did_you_mean(parts[depth], siblings)}",
            )
        spec = found
    names = _top_level_names(spec.origin)
    first = attribute.split(".")[0]
    if names is not None and first not in names:
        return (
            "error",
            f"implementation '{reference}': module '{module}' defines no "
            f"'{first}'{did_you_mean(first, names)}",
        )
    return None


def _find(name: str, path: list[str]) -> importlib.machinery.ModuleSpec | None:
    """The spec of top-level module `name` on `path` (nothing is run)."""
    loaded = sys.modules.get(name)
    if loaded is not None and loaded.__spec__ is not None:
        return loaded.__spec__
    return importlib.machinery.PathFinder.find_spec(name, path)


def _find_in(parts: list[str], locations: list[str]) -> importlib.machinery.ModuleSpec | None:
    """The spec of submodule `parts` in its package's `locations`. A package already imported
    (passgen's own) is asked through the import system, which knows its install's mapping;
    others are searched on disk, so no code of theirs runs."""
    if ".".join(parts[:-1]) in sys.modules:
        return importlib.util.find_spec(".".join(parts))
    return importlib.machinery.PathFinder.find_spec(parts[-1], locations) if locations else None


def _modules_in(locations: list[str]) -> list[str]:
    return (
        sorted(
            {
                p.stem
                for folder in locations
                for p in Path(folder).iterdir()
                if (p.suffix == ".py" and p.is_file()) or (p / "__init__.py").is_file()
            }
        )
        if locations
        else []
    )


@functools.cache
def _top_level_names(origin: str | None) -> frozenset[str] | None:
    """The names a module's source defines at top level (None when it has no readable source)."""
    if origin is None or not origin.endswith(".py"):
        return None
    try:
        tree = ast.parse(read_regular(Path(origin), MAX_INPUT_BYTES, follow_links=True))
    except (OSError, SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return frozenset(names) if "*" not in names else None


def _registry(specs: list[LoadedSpec]) -> PassRegistry:
    """What a pipeline default may name: the passes of `specs` (as metadata) and the
    runtime's built-in passes."""
    registry = PassRegistry()
    for loaded in specs:
        for index, pass_ in enumerate(loaded.spec.passes):
            if not registry.lookup(pass_.argument):
                registry.register_pass(pass_.argument, _metadata_class(loaded.spec, index))
    from passgen.generated import register_all_passes

    builtin = PassRegistry()
    register_all_passes(builtin)
    registry.add_missing(builtin)
    return registry


def _metadata_class(spec: SpecFile, index: int) -> type[Pass]:
    """Pass `index` of `spec` as the registry knows it: its argument and options (but
    those holding pipelines, whose values are checked when they are parsed)."""
    pass_ = spec.passes[index]
    options = {
        o.name: runtime_option(o) for _, o in spec.pass_options(index) if not o.kind.pipeline
    }
    return type(f"{pass_.name}Metadata", (Pass,), {"argument": pass_.argument, **options})


def _pipeline_problem(option: OptionSpec, registry: PassRegistry) -> tuple[str, str] | None:
    """Why the default of a pipeline option does not parse with the passes of `registry`:
    an error, or a warning when it names a pass that may be registered at run time."""
    from passgen.runtime.pipeline_text import (
        PipelineParseError,
        parse_pass_pipeline,
        parse_pipeline_elements,
    )

    # A nested pipeline is anchored (`func.func(cse)`); pipeline-str holds the elements.
    nested = isinstance(option.kind.shared, PipelineType)
    parse = parse_pass_pipeline if nested else parse_pipeline_elements
    for text in option.default if isinstance(option.default, list) else [option.default]:
        try:
            parse(str(text), registry)  # a pipeline's default is text (checks)
        except PipelineParseError as exc:
            unknown = "does not refer to a registered pass" in exc.message
            return (
                "warning" if unknown else "error",
                f"default of pipeline option '{option.name}' does not parse: {exc.message}"
                f" (at offset {exc.offset} of '{text}')",
            )
    return None
