"""`passgen import-td` on this repo's own MLIR-project-like TableGen files
(tests/data/td_projects): every construct docs/specs.md lists as used by other projects'
Passes.td, each file imported with no edits, its mlir doc style compared with
`mlir-tblgen -gen-pass-doc` and its C++ declarations with `-gen-pass-decls`, and the spec
exported back to TableGen (`passgen export-td`) giving mlir-tblgen the same outputs.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import LLVM_TBLGEN, MLIR_INCLUDE, requires_tblgen
from paths import DATA
from profiles import examples
from td_corpus import (
    Imported,
    dropped_dialects,
    import_td,
    load_spec,
    mlir_docs,
    tblgen,
)

from passgen.build.render import environment
from passgen.cpp import model as cpp_model
from passgen.cpp import render as cpp_render
from passgen.spec.document import LoadedSpec

PROJECTS = DATA / "td_projects"
TD_FILES = sorted(PROJECTS.rglob("*.td"))


@dataclass(frozen=True)
class Warned:
    """A warning the import gives: the pass (TableGen def and argument) and the anchor
    class it keeps in `cpp.base_class` because no op definition names it."""

    pass_def: str
    argument: str
    op_class: str


@dataclass(frozen=True)
class Case:
    """One .td file as a user imports it: its include dirs (under PROJECTS, MLIR's
    added) and the warnings the import gives."""

    td: str
    includes: tuple[str, ...] = ()
    warned: tuple[Warned, ...] = ()

    @property
    def path(self) -> Path:
        return PROJECTS / self.td

    @property
    def include_dirs(self) -> list[Path]:
        return [MLIR_INCLUDE, *(PROJECTS / d for d in self.includes)]


GIZMO_WARNINGS = (
    Warned("GizmoPackChips", "gizmo-pack-chips", "gizmo::ChipOp"),
    Warned("GizmoRouteCores", "gizmo-route-cores", "::gizmo::hw::CoreOp"),
    Warned("GizmoCheckChip", "gizmo-check-chip", "gizmo::ChipOp"),
)

CASES = [
    Case("widget/include/widget/Transforms/Passes.td", ("widget/include",)),
    Case("widget/include/widget/Conversion/Passes.td", ("widget/include",)),
    Case("gizmo/include/gizmo/Transforms/Passes.td", warned=GIZMO_WARNINGS),
    Case("quanta/include/quanta/Transforms/Passes.td"),
    Case("lattice/include/lattice/Passes.td", ("lattice/include",)),
    Case("foundry/include/foundry/Passes.td", ("foundry/include",)),
    Case("foundry/include/foundry/Conversion/Passes.td", ("foundry/include",)),
    Case("foundry/include/foundry/Transforms/Passes.td", ("foundry/include",)),
    Case("foundry/include/foundry/Transforms/TextPasses.td", ("foundry/include",)),
    Case("foundry/include/foundry/Analysis/Passes.td", ("foundry/include",)),
]
CASE_IDS = [c.td.split("/include/", 1)[1].removesuffix(".td") for c in CASES]
WIDGET, WIDGET_CONVERSION, GIZMO, QUANTA = CASES[:4]
LATTICE, FOUNDRY_TRANSFORMS, FOUNDRY_TEXT = CASES[4], CASES[7], CASES[8]


def _cases() -> list[object]:
    """Every case as a test parameter."""
    return [pytest.param(c, id=i) for c, i in zip(CASES, CASE_IDS)]


def _imported(case: Case, tmp_path: Path, *extra: str) -> tuple[Imported, LoadedSpec]:
    result = import_td(case.path, case.include_dirs, *extra)
    assert result.code == 0, result.stderr
    return result, load_spec(result.spec, tmp_path)


def render_decls(loaded: LoadedSpec) -> str:
    """passgen's C++ declarations of a group, as `mlir-tblgen -gen-pass-decls -name N`
    writes them."""
    return cpp_render.render(environment(), cpp_render.DECLS, cpp_model.cpp_group(loaded))


@requires_tblgen
@pytest.mark.parametrize("td_file", TD_FILES, ids=lambda p: p.relative_to(PROJECTS).as_posix())
def test_every_file_is_accepted_by_llvm_and_mlir_tblgen(td_file: Path) -> None:
    project = td_file.relative_to(PROJECTS).parts[0]
    include_dirs = [MLIR_INCLUDE, *(PROJECTS / project).glob("include")]
    assert LLVM_TBLGEN is not None
    subprocess.run(
        [LLVM_TBLGEN, "--dump-json", *(f"-I{d}" for d in include_dirs), str(td_file)],
        capture_output=True,
        check=True,
    )
    ods = td_file.parent.name == "IR"  # a dialect's definitions: mlir-tblgen's ODS backends
    backends = ("gen-op-decls", "gen-dialect-decls") if ods else ("gen-pass-doc", "gen-pass-decls")
    for backend in backends:
        tblgen(backend, td_file, include_dirs)


def test_every_file_defining_passes_is_a_case() -> None:
    defines = re.compile(r"^\s*(?:def|defm)\s+\w+\s*:.*Pass\w*<", re.MULTILINE)
    files = {p for p in TD_FILES if defines.search(p.read_text(encoding="utf-8"))}
    umbrella = PROJECTS / "foundry/include/foundry/Passes.td"  # only includes the others
    assert files == {c.path for c in CASES} - {umbrella}


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_import_succeeds_with_exactly_the_documented_warnings(case: Case) -> None:
    result = import_td(case.path, case.include_dirs)
    assert result.code == 0, result.stderr
    assert ": error: " not in result.stderr
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line]
    assert len(warnings) == len(case.warned), result.stderr
    for warned in case.warned:
        assert [
            line
            for line in warnings
            if warned.op_class.lstrip(":") in line
            and (warned.pass_def in line or warned.argument in line)
        ], (warned, result.stderr)


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_mlir_doc_style_is_mlir_tblgen_gen_pass_doc(case: Case, tmp_path: Path) -> None:
    _, loaded = _imported(case, tmp_path)
    assert mlir_docs([loaded]) == tblgen("gen-pass-doc", case.path, case.include_dirs)


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_cpp_decls_are_mlir_tblgen_gen_pass_decls(case: Case, tmp_path: Path) -> None:
    _, loaded = _imported(case, tmp_path)
    name = loaded.spec.cpp_name
    assert render_decls(loaded) == tblgen(
        "gen-pass-decls", case.path, case.include_dirs, f"-name={name}"
    )


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_export_td_gives_back_what_mlir_tblgen_makes_of_the_original(
    case: Case, tmp_path: Path
) -> None:
    from passgen.cli import main

    result, loaded = _imported(case, tmp_path)
    spec, exported = tmp_path / "spec.yaml", tmp_path / "Exported.td"
    spec.write_text(result.spec, encoding="utf-8")
    assert main(["export-td", str(spec), "-o", str(exported)]) == 0
    name = f"-name={loaded.spec.cpp_name}"
    for backend in ("gen-pass-doc", "gen-pass-decls"):
        assert tblgen(backend, exported, [MLIR_INCLUDE], name) == tblgen(
            backend, case.path, case.include_dirs, name
        )


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_imported_with_an_empty_name_is_mlir_tblgen_without_name_and_prefix(
    case: Case, tmp_path: Path
) -> None:
    """Most projects run `-gen-pass-decls` without `-name` (their code calls
    `registerPasses()`) and the C API backends without `--prefix`: `import-td --name ''`
    keeps mlir-tblgen's defaults, and the spec's headers and its export's are mlir-tblgen's
    of the original, run so, byte for byte."""
    from passgen.cli import main

    result, loaded = _imported(case, tmp_path, "--name=")
    assert '\ncpp:\n  name: ""\n' in result.spec
    group = cpp_model.cpp_group(loaded)
    assert (group.name, group.capi_prefix) == ("", "")
    for template, backend in (
        (cpp_render.DECLS, "gen-pass-decls"),
        (cpp_render.CAPI_HEADER, "gen-pass-capi-header"),
        (cpp_render.CAPI_IMPL, "gen-pass-capi-impl"),
    ):
        expected = tblgen(backend, case.path, case.include_dirs)
        assert cpp_render.render(environment(), template, group) == expected
    assert "inline void registerPasses() {" in render_decls(loaded)
    spec, exported = tmp_path / "spec.yaml", tmp_path / "Exported.td"
    spec.write_text(result.spec, encoding="utf-8")
    assert main(["export-td", str(spec), "-o", str(exported)]) == 0
    assert exported.read_text(encoding="utf-8").startswith(
        f"// Exported by `passgen export-td` from spec.yaml (`passgen import-td --group "
        f"{loaded.spec.group} --name ''` reads it back).\n"
        "// mlir-tblgen: -gen-pass-decls; -gen-pass-capi-header/-impl.\n"
    )
    assert tblgen("gen-pass-decls", exported, [MLIR_INCLUDE]) == tblgen(
        "gen-pass-decls", case.path, case.include_dirs
    )
    back = import_td(exported, case.include_dirs, "--group", loaded.spec.group, "--name", "")
    assert back.code == 0 and '\ncpp:\n  name: ""\n' in back.spec, back.stderr


@requires_tblgen
def test_a_project_run_without_name_imports_all_its_files_at_once(tmp_path: Path) -> None:
    """`--name ''` names no group, so it suits several files (each spec keeps it); a name
    of one group does not."""
    files = [str(FOUNDRY_TRANSFORMS.path), str(CASES[6].path)]
    command = [sys.executable, "-m", "passgen.cli", "import-td", *files]
    command += [f"-I{d}" for d in FOUNDRY_TRANSFORMS.include_dirs]
    done = subprocess.run(
        [*command, "--name", "", "-o", str(tmp_path / "specs")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    specs = sorted((tmp_path / "specs").glob("*.yaml"))
    assert len(specs) == 2
    assert all('\ncpp:\n  name: ""\n' in p.read_text(encoding="utf-8") for p in specs)
    refused = subprocess.run(
        [*command, "--name", "Foundry", "-o", str(tmp_path / "other")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert refused.returncode == 2 and "name one group" in refused.stderr
    assert not (tmp_path / "other").exists()


@requires_tblgen
def test_anchors_on_project_ops_resolve_to_their_op_names(tmp_path: Path) -> None:
    _, loaded = _imported(WIDGET, tmp_path)
    anchors = {p.name: p.anchor for p in loaded.spec.passes}
    assert anchors == {
        "WidgetFlattenPanels": "widget.board",
        "WidgetPlacePanels": "widget.panel",
        "WidgetCalibrate": "widget.gauge.meter",
        "WidgetCountPanels": "widget.board",
        "WidgetStripDebug": "builtin.module",
        "WidgetVerifyAny": None,
        "WidgetNormalize": None,
        "WidgetFunctions": None,
        "WidgetLegacyFlatten": "widget.board",
    }


@requires_tblgen
def test_anchors_resolve_from_op_definitions_under_the_include_path(tmp_path: Path) -> None:
    result, loaded = _imported(WIDGET_CONVERSION, tmp_path)
    assert result.stderr == ""
    assert [p.anchor for p in loaded.spec.passes] == ["widget.board", "widget.gauge.meter"]


@requires_tblgen
def test_anchors_on_unreachable_ops_keep_the_class_for_cpp(tmp_path: Path) -> None:
    _, loaded = _imported(GIZMO, tmp_path)
    by_name = {p.name: p for p in loaded.spec.passes}
    for warned in GIZMO_WARNINGS:
        pass_ = by_name[warned.pass_def]
        assert pass_.anchor is None and pass_.cpp is not None
        assert pass_.cpp.base_class == f"::mlir::OperationPass<{warned.op_class}>"
    assert by_name["GizmoSchedule"].interface == "SchedulableOpInterface"


@requires_tblgen
def test_anchor_flags_name_the_ops_of_unreachable_classes(tmp_path: Path) -> None:
    result, loaded = _imported(
        GIZMO,
        tmp_path,
        "--anchor",
        "gizmo::ChipOp=gizmo.chip",
        "--anchor",
        "gizmo::hw::CoreOp=gizmo.hw.core",
    )
    assert result.stderr == ""
    anchors = {p.name: p.anchor for p in loaded.spec.passes}
    assert anchors["GizmoPackChips"] == anchors["GizmoCheckChip"] == "gizmo.chip"
    assert anchors["GizmoRouteCores"] == "gizmo.hw.core"


@requires_tblgen
@pytest.mark.parametrize("case", _cases())
def test_every_dependent_dialect_is_kept(case: Case, tmp_path: Path) -> None:
    _, loaded = _imported(case, tmp_path)
    assert all(p.cpp is not None for p in loaded.spec.passes)
    assert dropped_dialects(loaded) == 0


@requires_tblgen
def test_option_types_beyond_the_builtin_scalars(tmp_path: Path) -> None:
    _, loaded = _imported(QUANTA, tmp_path)
    options = {o.argument: o for p in loaded.spec.passes for o in p.options}
    assert {argument: o.type for argument, o in options.items()} == {
        "threshold": "float",
        "epsilon": "float",
        "separator": "opaque",
        "bins": "uint64",
        "max-samples": "uint64",
        "zero-point": "opaque",
        "bit-width": "opaque",
        "tile-shape": "opaque",
        "target": "opaque",
        "sizes": "list[int64]",
        "scales": "list[float]",
        "unroll": "uint",
        "mode": "opaque",
        "saturation": "enum",
        "allowed-modes": "list[enum]",
        "policy": "enum",
        "rounds": "uint",
        "report": "str",
        "then": "pipeline",
        "limit": "uint64",
        "budget": "int64",
    }
    tile_shape = options["tile-shape"].cpp
    assert tile_shape is not None and tile_shape.type == "::quanta::TileShape"
    assert options["rounds"].default == 2**32 - 1  # unsigned "-1"
    assert options["saturation"].default is None  # an enum without a default


@requires_tblgen
def test_shared_option_lists_and_generated_passes(tmp_path: Path) -> None:
    _, loaded = _imported(LATTICE, tmp_path)
    spec = loaded.spec
    assert list(spec.option_sets) == ["lattice_tiling_options", "lattice_debug_options"]
    by_name = {p.name: p for p in spec.passes}
    included = {name: p.include_options for name, p in by_name.items() if p.include_options}
    assert included == {
        "LatticeTile": ["lattice_tiling_options"],
        "LatticeTileAndFuse": ["lattice_tiling_options"],
        "LatticeFuseAndTile": ["lattice_tiling_options"],
        "LatticeTilePasted": ["lattice_tiling_options"],
        "LatticeTileVerbose": ["lattice_tiling_options", "lattice_debug_options"],
        "LatticeEstimateAll": ["lattice_debug_options"],
    }
    # A set after the pass's own options keeps TableGen's order for C++.
    fuse_and_tile = by_name["LatticeFuseAndTile"].cpp
    assert fuse_and_tile is not None
    assert fuse_and_tile.option_order == ["fuse-first", "tile-sizes", "interchange"]
    # defvar lists are no records: their options are each pass's own.
    assert [o.argument for o in by_name["LatticeEstimateAll"].options] == ["cost-model"]
    assert [s.display_name for s in by_name["LatticeEstimateAll"].statistics] == [
        "num-visited",
        "num-nests",
    ]
    generated = {
        "LatticeNarrow8",
        "LatticeNarrow16",
        "LatticeNarrow32",
        "LatticeForwardPass",
        "LatticeForwardVerifyPass",
        "LatticeBackwardPass",
        "LatticeBackwardVerifyPass",
    }
    assert generated <= set(by_name)
    assert by_name["LatticeWidenFast"].summary == by_name["LatticeWiden"].summary


@requires_tblgen
def test_deprecated_passes_and_interfaces(tmp_path: Path) -> None:
    case = next(c for c in CASES if c.td.endswith("Analysis/Passes.td"))
    _, loaded = _imported(case, tmp_path)
    by_name = {p.name: p for p in loaded.spec.passes}
    assert by_name["FoundryOldStats"].deprecated == "Use 'foundry-print-mold-stats' instead."
    old_check = by_name["FoundryOldCheck"]
    assert old_check.interface == "FunctionOpInterface"
    assert old_check.deprecated == (
        'Folded into `foundry-check-layout`; "strict" is its default now.'
    )


@requires_tblgen
def test_pass_names_may_repeat_across_groups(tmp_path: Path) -> None:
    from passgen.checks.load import load_specs

    paths: list[tuple[Path, Path]] = []
    for case in (LATTICE, FOUNDRY_TRANSFORMS):  # both define Cleanup
        result = import_td(case.path, case.include_dirs)
        path = tmp_path / f"{len(paths)}.yaml"
        path.write_text(result.spec, encoding="utf-8")
        paths.append((Path(path.name), path))
    loaded = load_specs(paths)
    assert [p.argument for s in loaded for p in s.spec.passes if p.name == "Cleanup"] == [
        "lattice-cleanup",
        "foundry-cleanup",
    ]


@requires_tblgen
def test_two_files_of_one_group_are_not_written_over_each_other(tmp_path: Path) -> None:
    transforms, text = FOUNDRY_TRANSFORMS, FOUNDRY_TEXT  # both map to group Transforms
    assert import_td(transforms.path, transforms.include_dirs, "-o", str(tmp_path)).code == 0
    [first] = tmp_path.glob("*.yaml")
    spec = first.read_text(encoding="utf-8")
    second = import_td(text.path, text.include_dirs, "-o", str(tmp_path))
    if second.code == 0:  # written under another name
        assert len(list(tmp_path.glob("*.yaml"))) == 2
    else:  # refused
        assert ": error: " in second.stderr and list(tmp_path.glob("*.yaml")) == [first]
    assert first.read_text(encoding="utf-8") == spec


# -- a family of generated pass files ------------------------------------------------------

# Anchors of the built-in five (as projects spell them), no anchor, and an interface.
_BASES = [
    'Pass<"{}">',
    'Pass<"{}", "">',
    'Pass<"{}", "mlir::ModuleOp">',
    'Pass<"{}", "::mlir::func::FuncOp">',
    'Pass<"{}", "gpu::GPUModuleOp">',
    'Pass<"{}", "spirv::ModuleOp">',
    'Pass<"{}", "LLVM::LLVMFuncOp">',
    'InterfacePass<"{}", "mlir::FunctionOpInterface">',
]
# Project anchors (their op definitions reachable or not) and project dialects.
_PROJECT_BASES = ['Pass<"{}", "acme::widget::BoardOp">', 'Pass<"{}", "gizmo::ChipOp">']
# Option C++ types, each with a default as projects write it.
_SCALARS = [
    ("bool", "true"),
    ("bool", ""),
    ("int", "-3"),
    ("unsigned", "7u"),
    ("int64_t", "1048576"),
    ("uint64_t", "0x10"),
    ("double", "0.25"),
    ("std::string", '\\"a b\\"'),
    ("std::string", ""),
    ("int32_t", "0"),
]
_OPAQUE = [
    ("float", "0.5f"),
    ("char", "'x'"),
    ("std::size_t", "64"),
    ("::acme::Shape", "::acme::Shape{2, 2}"),
]
_LISTS = ["int64_t", "std::string", "unsigned", "double"]
_ENUM = (
    '"acme::Mode", "acme::Mode::{0}", "Mode", [{{::llvm::cl::values('
    'clEnumValN(acme::Mode::Fast, "fast", "Quickly"), '
    'clEnumValN(acme::Mode::Slow, "slow", "Carefully"))}}]'
)
_words = st.text(st.sampled_from("abcdefxyz -_`*'()<>{}#|:,.;!?\\\"/"), max_size=30)
_ident = st.from_regex(r"[a-z][a-z0-9]{0,5}", fullmatch=True)


def _td_string(text: str) -> str:
    """`text` as the inside of a TableGen "..." string."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


@st.composite
def _options(draw: st.DrawFn, types: list[tuple[str, str]], prefix: str) -> list[str]:
    """Option records named `<prefix><n>` (C++) and `<prefix>-<n>` (argument)."""
    options = []
    for index in range(draw(st.integers(0, 4))):
        names, doc = f'"{prefix}{index}", "{prefix}-{index}"', _td_string(draw(_words))
        kind = draw(st.sampled_from(["scalar", "list", "enum"]))
        if kind == "scalar":
            cpp_type, default = draw(st.sampled_from(types))
            options.append(f'Option<{names}, "{cpp_type}", "{default}", "{doc}">')
        elif kind == "list":
            cpp_type = draw(st.sampled_from(_LISTS))
            flags = draw(st.sampled_from(["", "llvm::cl::CommaSeparated"]))
            options.append(f'ListOption<{names}, "{cpp_type}", "{doc}", "{flags}">')
        else:
            default = draw(st.sampled_from(["Fast", "Slow"]))
            options.append(f"Option<{names}, {_ENUM.format(default)}>")
    return options


@st.composite
def _pass_files(draw: st.DrawFn, bases: list[str], types: list[tuple[str, str]]) -> str:
    """A Passes.td: passes with anchors from `bases`, options of `types`, lists and enums,
    statistics, dependent dialects, and an option list shared through a record."""
    shared = draw(_options(types, "shared"))
    lines = [
        'include "mlir/Pass/PassBase.td"',
        f"def SharedOpts {{ list<Option> options = [{', '.join(shared)}]; }}",
    ]
    for name in draw(st.lists(_ident, min_size=1, max_size=4, unique=True)):
        own = ", ".join(draw(_options(types, "own")))
        options = draw(
            st.sampled_from(
                [
                    f"[{own}]",
                    f"!listconcat(SharedOpts.options, [{own}])",
                    f"!listconcat([{own}], SharedOpts.options)",
                ]
            )
        )
        stats = ", ".join(
            f'Statistic<"stat{i}", "stat-{i}", "Counted {i}">'
            for i in range(draw(st.integers(0, 2)))
        )
        dialects = draw(
            st.sampled_from(
                ["", '"arith::ArithDialect"', '"::mlir::scf::SCFDialect, mlir::func::FuncDialect"']
            )
        )
        # A summary of blanks only is left out: mlir-tblgen 22 writes `_\0_` for it (it
        # capitalizes the first character of an empty string).
        summary = _td_string(draw(_words.filter(lambda text: not text or text.strip())))
        base = draw(st.sampled_from(bases)).format(name)
        lines.append(
            f'def P{name.capitalize()} : {base} {{\n  let summary = "{summary}";\n'
            f"  let description = [{{\n    {draw(_words)}\n  }}];\n"
            f"  let options = {options};\n  let statistics = [{stats}];\n"
            f"  let dependentDialects = [{dialects}];\n}}"
        )
    return "\n".join(lines) + "\n"


def _imported_text(text: str, tmp_path: Path) -> tuple[Path, LoadedSpec]:
    td_file = tmp_path / "Passes.td"
    td_file.write_text(text, encoding="utf-8")
    result = import_td(td_file, [MLIR_INCLUDE], "--group", "Generated")
    assert result.code == 0, result.stderr + text
    return td_file, load_spec(result.spec, tmp_path)


def _imports_as_mlir_tblgen_documents(text: str, tmp_path: Path) -> None:
    td_file, loaded = _imported_text(text, tmp_path)
    assert mlir_docs([loaded]) == tblgen("gen-pass-doc", td_file, [MLIR_INCLUDE])


@requires_tblgen
@settings(max_examples=examples(40))
@given(text=_pass_files(_BASES, _SCALARS))
def test_generated_pass_files_import_and_document_as_mlir_tblgen(
    text: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    _imports_as_mlir_tblgen_documents(text, tmp_path_factory.mktemp("generated"))


@requires_tblgen
@settings(max_examples=examples(40))
@given(text=_pass_files(_BASES + _PROJECT_BASES, _SCALARS + _OPAQUE))
def test_generated_files_with_project_anchors_and_opaque_types_import(
    text: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    _imports_as_mlir_tblgen_documents(text, tmp_path_factory.mktemp("generated"))


@requires_tblgen
@settings(max_examples=examples(40))
@given(text=_pass_files(_BASES, _SCALARS))
def test_generated_pass_files_declare_as_mlir_tblgen(
    text: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    td_file, loaded = _imported_text(text, tmp_path_factory.mktemp("generated"))
    assert render_decls(loaded) == tblgen(
        "gen-pass-decls", td_file, [MLIR_INCLUDE], f"-name={loaded.spec.cpp_name}"
    )
