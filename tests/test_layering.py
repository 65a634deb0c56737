"""The runtime's layers (MLIR's split: mlir/lib/IR <- AsmParser <- Pass <- Rewrite and
Transforms/Utils <- Dialect <- Transforms <- tools) and the generator's rooms, in the order of
its stages: a module imports modules of its own layer and of the layers below it, never
above. Every import counts, at module level, in a function or under `if TYPE_CHECKING:`.
The generator imports only the runtime modules of `GENERATOR_MAY_IMPORT`, and the runtime
never imports the generator."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from paths import ROOT

Layers = Sequence[tuple[str, tuple[str, ...]]]

# passgen.runtime's layers, lowest first: each with its modules and packages, named
# relative to passgen.runtime ("" is the package itself).
RUNTIME_LAYERS: Layers = (
    # Standard-library helpers every layer (and the generator) may use.
    ("support", ("support",)),
    # The IR, with dominance, symbol tables, actions, memory effects, ODS data and the
    # dialect registry; the builtin dialect is the IR's, as in MLIR.
    ("ir", ("ir",)),
    ("asm", ("asm",)),
    (
        "pass infrastructure",
        (
            "pass_",
            "pass_manager",
            "options",
            "registry",
            "pipeline_text",
            "analysis",
            "instrumentation",
            "timing",
            "ir_printing",
            "reproducer",
            "statistics",
            "statistics_report",
            "option_printing",
            "builder",
        ),
    ),
    ("rewrite", ("rewrite",)),
    # Op and dialect interfaces (MLIR's mlir/lib/Interfaces): what passes ask of any op.
    ("interfaces", ("interfaces",)),
    # MLIR's dataflow framework (mlir/lib/Analysis/DataFlow): analyses passes build on.
    ("dataflow", ("dataflow",)),
    # Op definitions, folders and patterns: the patterns use the rewrite layer's classes.
    ("dialects", ("dialects",)),
    ("transforms", ("transforms",)),
    # Besides the tools: the package's lazy exports, and the site, which registers the
    # runtime's dialects and the asm printer with the IR (`ir.dialects` loads it by name).
    ("tools", ("tools", "site", "")),
)

# The generator's rooms (passgen/<room>/), lowest first, in the order of its stages: load
# and check specs, resolve them, render each backend, then build (and, beside the build, the
# maintainers' importers); the entry points on top. Named relative to passgen.
GENERATOR_LAYERS: Layers = (
    ("support", ("support",)),
    ("spec", ("spec",)),
    ("checks", ("checks",)),
    ("model", ("model",)),
    ("python", ("python",)),
    ("docs", ("docs",)),
    ("cpp", ("cpp",)),
    ("tablegen", ("tablegen",)),
    ("build", ("build",)),
    ("ods", ("ods",)),
    ("entry points", ("cli", "scaffold", "")),
)
# At most this many modules at passgen/'s top: the entry points, not the stages.
TOP_MODULES = 12

# The runtime modules the generator (passgen/) may import, each with what it uses.
GENERATOR_MAY_IMPORT = {
    "passgen.runtime.options": "option types: specs' options, generated classes' imports",
    "passgen.runtime.pass_": "Pass: the attributes an option or statistic must not shadow",
    "passgen.runtime.registry": "PassRegistry, for pipeline defaults",
    "passgen.runtime.support.suggestions": "did_you_mean: the one home of name suggestions",
    "passgen.runtime.pipeline_text": "parsing pipeline defaults and bundle options",
    "passgen.runtime.ir": "Trait (the traits specs name); Context for ods_defaults",
    "passgen.runtime.ir.mlir_dialects": "the names of MLIR's dialects",
    "passgen.runtime.ir.upstream_dialects": "upstream ops from ODS, traits by name",
    "passgen.runtime.ir.constraints": "make import-ods reports how many ops' constraints "
    "the runtime's vocabulary checks in full",
    "passgen.runtime.ir.trait_verifiers": "make import-ods keeps the native traits the "
    "runtime verifies",
    "passgen.runtime.asm": "ods_defaults (make import-ods) reads what mlir-opt prints",
    "passgen.runtime.asm.format.builtin_kinds": "the builtin type classes whose kind a "
    "type($x) checks: make import-ods writes `type_kind` for them",
    "passgen.runtime.asm.form_lookup": "docs/dialects.md's table of which ops have which "
    "custom form, found as passgen-opt finds them",
    "passgen.runtime.asm.format": "parse_format: a project dialect's op formats checked "
    "at build time by the parser the runtime's interpreter reads them with",
    "passgen.runtime.support.arguments": "the argument parser and the distribution's name, "
    "which passgen-opt uses too",
    "passgen.runtime.support.streams": "data on stdout as passgen-opt writes it",
    "passgen.runtime.support.output_files": "writing outputs as passgen-opt does",
}
# Modules the runtime loads by name (importlib) above the loader's layer: the one inversion.
BY_NAME = {
    ("passgen.runtime.ir.dialects", "passgen.runtime.site"): "site initialization: every "
    "context knows the runtime's dialects and prints ops in diagnostics, as MLIR's "
    "registerAllDialects and Python site initialization give"
}
# What the runtime may import of passgen outside itself: generated code, not the generator.
RUNTIME_MAY_IMPORT = ("passgen.runtime", "passgen.generated", "passgen.upstream")


@dataclass(frozen=True)
class Import:
    importer: str
    module: str  # the module imported (or the one a name is imported from)
    line: int


def modules(folder: Path, package: str) -> dict[str, Path]:
    """The modules of the package in `folder`, by name."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder).with_suffix("").parts
        found[".".join((package, *parts[: -1 if parts[-1] == "__init__" else None]))] = path
    return found


def imports(name: str, path: Path, known: set[str]) -> Iterator[Import]:
    """Every import of module `name` (at `path`): `from M import x` imports module `M.x`
    when that is one of the `known` modules, else `M`."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(name, alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                inner = f"{base}.{alias.name}"
                yield Import(name, inner if inner in known else base, node.lineno)


def layer_of(module: str, package: str, layers: Layers) -> int | None:
    """The index of `module`'s layer (None: not a module of `package`'s layers)."""
    relative = "" if module == package else module.removeprefix(package + ".")
    if relative == module:
        return None
    for index, (_, members) in enumerate(layers):
        for member in members:
            if relative == member or (member and relative.startswith(member + ".")):
                return index
    return None


def layering_violations(folder: Path, package: str, layers: Layers) -> list[str]:
    """Each module of `folder` in no layer, and each import of a higher layer."""
    found = modules(folder, package)
    problems = [f"{name}: in no layer" for name in found if layer_of(name, package, layers) is None]
    for name, path in found.items():
        own = layer_of(name, package, layers)
        for imported in imports(name, path, set(found)):
            target = layer_of(imported.module, package, layers)
            if own is not None and target is not None and target > own:
                problems.append(
                    f"{name} ({layers[own][0]}) imports {imported.module} "
                    f"({layers[target][0]}), line {imported.line}"
                )
    return problems


def test_runtime_modules_import_only_their_layer_and_those_below() -> None:
    assert layering_violations(ROOT / "runtime", "passgen.runtime", RUNTIME_LAYERS) == []


def test_generator_rooms_import_only_their_room_and_those_below() -> None:
    runtime = modules(ROOT / "runtime", "passgen.runtime")
    generator = modules(ROOT / "passgen", "passgen")
    assert not set(runtime) & set(generator)  # rglob does not follow passgen/'s links
    assert layering_violations(ROOT / "passgen", "passgen", GENERATOR_LAYERS) == []


def test_the_generator_keeps_few_modules_at_its_top() -> None:
    top = sorted(p.name for p in (ROOT / "passgen").glob("*.py"))
    assert len(top) <= TOP_MODULES, top


def test_every_room_says_what_it_owns_and_may_import() -> None:
    for room in (ROOT / "passgen").iterdir():
        if room.is_dir() and not room.is_symlink() and room.name != "__pycache__":
            docstring = ast.get_docstring(ast.parse((room / "__init__.py").read_text()))
            assert docstring and "Imports:" in docstring, room


def test_the_checker_names_the_module_and_import_of_a_violation(tmp_path: Path) -> None:
    (tmp_path / "low").mkdir()
    (tmp_path / "high").mkdir()
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "low" / "__init__.py").write_text("from . import a\n")
    (tmp_path / "low" / "a.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .. import high\n"
        "def f():\n    from ..high.b import g\n"
    )
    (tmp_path / "high" / "__init__.py").write_text("")
    (tmp_path / "high" / "b.py").write_text("from ..low import a\nimport pkg.low\n")
    (tmp_path / "stray.py").write_text("")
    layers = (("low", ("low", "")), ("high", ("high",)))
    assert layering_violations(tmp_path, "pkg", layers) == [
        "pkg.stray: in no layer",
        "pkg.low.a (low) imports pkg.high (high), line 3",
        "pkg.low.a (low) imports pkg.high.b (high), line 5",
    ]


def loaded_by_name(name: str, path: Path) -> Iterator[Import]:
    """Each `importlib.import_module(M)` of module `name` whose `M` is a string, written there
    or bound to a module-level constant."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
        for target in node.targets
        if isinstance(target, ast.Name) and isinstance(node.value.value, str)
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
        ):
            argument = node.args[0]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                yield Import(name, argument.value, node.lineno)
            elif isinstance(argument, ast.Name) and argument.id in constants:
                yield Import(name, constants[argument.id], node.lineno)


def test_modules_loaded_by_name_keep_the_layers_but_the_site() -> None:
    """An import by name is invisible to the import checks: it keeps the layers too, but
    for the inversions of `BY_NAME`, each named with its reason."""
    runtime = modules(ROOT / "runtime", "passgen.runtime")
    upward = set()
    for name, path in runtime.items():
        own = layer_of(name, "passgen.runtime", RUNTIME_LAYERS)
        for loaded in loaded_by_name(name, path):
            target = layer_of(loaded.module, "passgen.runtime", RUNTIME_LAYERS)
            if own is not None and target is not None and target > own:
                upward.add((name, loaded.module))
    assert upward == set(BY_NAME)


def test_the_generator_imports_only_the_runtime_modules_it_may() -> None:
    generator = modules(ROOT / "passgen", "passgen")
    known = set(generator) | set(modules(ROOT / "runtime", "passgen.runtime"))
    used = {
        f"{imported.importer}: {imported.module}"
        for name, path in generator.items()
        for imported in imports(name, path, known)
        if imported.module.startswith("passgen.runtime")
        and imported.module not in GENERATOR_MAY_IMPORT
    }
    assert not used


def test_the_runtime_never_imports_the_generator() -> None:
    runtime = modules(ROOT / "runtime", "passgen.runtime")
    generator = {
        f"{imported.importer}: {imported.module}"
        for name, path in runtime.items()
        for imported in imports(name, path, set(runtime))
        if imported.module.split(".")[0] == "passgen"
        and not imported.module.startswith(RUNTIME_MAY_IMPORT)
    }
    assert not generator


def test_a_context_loads_no_layer_above_the_ir_but_its_site_and_dialects() -> None:
    """Making a context and loading the runtime's dialects imports neither the asm layer nor
    the rewrite layer; a dialect's folders and patterns load when first asked for."""
    script = """
import sys
from passgen.runtime.ir import Context
context = Context()
context.load_dialects(["func", "arith", "cf"])
print(sorted(name for name in sys.modules if name.startswith("passgen.runtime.")))
"""
    output = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    loaded = ast.literal_eval(output)
    ir = [layer for layer, _ in RUNTIME_LAYERS].index("ir")
    above = [
        name
        for name in loaded
        if (layer_of(name, "passgen.runtime", RUNTIME_LAYERS) or 0) > ir
        and not name.startswith(("passgen.runtime.site", "passgen.runtime.dialects"))
    ]
    assert above == []
    assert "passgen.runtime.dialects.arith.folders" not in loaded
