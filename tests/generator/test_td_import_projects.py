"""`passgen import-td` on other projects' kinds of Passes.td: anchors on a project's own ops
(op definitions read with --ods, found under -I, named with --anchor, or unknown), every
problem located with the rest imported, opaque option types, dependent dialects of any
project, --name/--prefix, several files and `-o DIR`. The mlir doc style of each import is
mlir-tblgen's output on the same file."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, requires_tblgen
from paths import ROOT

from passgen.build.config import Config
from passgen.build.outputs import render_docs
from passgen.build.render import environment
from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.model.views import group_view
from passgen.spec.model import SpecFile
from passgen.tablegen.importer import import_td
from passgen.tablegen.ods import dialect_name_rule, op_class_name

pytestmark = requires_tblgen

# A project's own dialect and ops, in an include tree of its own (`proj/Dialect/Ops.td`).
OPS_TD = """\
include "mlir/IR/OpBase.td"
def Proj_Dialect : Dialect { let name = "proj"; let cppNamespace = "::acme::proj"; }
def Proj_ModuleOp : Op<Proj_Dialect, "module">;
def Proj_FuncOp : Op<Proj_Dialect, "func">;
def Other_Dialect : Dialect { let name = "other"; let cppNamespace = "::acme::other"; }
def Other_FuncOp : Op<Other_Dialect, "func">;
"""

PASSES_TD = """\
include "mlir/Pass/PassBase.td"

def Outline : Pass<"proj-outline", "proj::ModuleOp"> {
  let summary = "Anchored on a project op, namespace-qualified as the C++ code writes it";
  let dependentDialects = ["acme::proj::ProjDialect", "circt::hw::HWDialect",
                           "mlir::ONNXDialect", "arith::ArithDialect"];
}
def Inline : Pass<"proj-inline", "::acme::proj::FuncOp"> {
  let summary = "Fully qualified";
}
def Ambiguous : Pass<"proj-ambiguous", "FuncOp">;
def Unknown : Pass<"proj-unknown", "sv::InterfaceOp"> {
  let summary = "No op definition anywhere";
}
"""


def _tree(tmp_path: Path, passes: str = PASSES_TD) -> Path:
    """`tmp_path/include/proj/{Dialect/Ops.td, Transforms/Passes.td}`; returns Passes.td."""
    (tmp_path / "include/proj/Dialect").mkdir(parents=True, exist_ok=True)
    (tmp_path / "include/proj/Transforms").mkdir(parents=True, exist_ok=True)
    (tmp_path / "include/proj/Dialect/Ops.td").write_text(OPS_TD)
    td = tmp_path / "include/proj/Transforms/Passes.td"
    td.write_text(passes)
    return td


def _mlir_tblgen(td: Path, include: Path) -> str:
    assert MLIR_TBLGEN is not None
    return subprocess.run(
        [MLIR_TBLGEN, "-gen-pass-doc", f"-I{MLIR_INCLUDE}", f"-I{include}", str(td)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def _docs(spec_file: Path, style: str) -> str:
    loaded = load_specs([(spec_file, spec_file)])
    config = Config(ROOT, ROOT / "pyproject.toml", (), ROOT / "out", "out", None, None, style)
    return render_docs(environment(), config, [group_view(s) for s in loaded])


def _import(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["import-td", *args])
    return code, capsys.readouterr().err


def _spec(path: Path) -> SpecFile:
    return SpecFile.model_validate(yaml.safe_load(path.read_text()))


# -- anchors -------------------------------------------------------------------------------


def test_anchor_ops_are_found_under_the_include_dirs(tmp_path: Path) -> None:
    td = _tree(tmp_path)
    imported = import_td(td, [MLIR_INCLUDE, tmp_path / "include"])
    assert imported.text is not None
    spec = SpecFile.model_validate(yaml.safe_load(imported.text))
    anchors = {p.argument: p.anchor for p in spec.passes}
    assert anchors == {
        "proj-outline": "proj.module",
        "proj-inline": "proj.func",
        "proj-ambiguous": None,
        "proj-unknown": None,
    }
    rendered = imported.report().splitlines()
    assert rendered[0] == (
        f"{td}:11:41: warning: pass Ambiguous: the op class 'FuncOp' is ambiguous: it may be "
        "other.func, proj.func, spirv.func; imported without an anchor (cpp.base_class keeps the class; "
        "give --ods FILE.td or --anchor FuncOp=OP.NAME)"
    )
    assert rendered[1:3] == ['def Ambiguous : Pass<"proj-ambiguous", "FuncOp">;', " " * 40 + "^"]
    assert rendered[3].startswith(
        f"{td}:12:41: warning: pass Unknown: no op name is known for the op class "
        "'sv::InterfaceOp': no op definition for it was reached;"
    )
    assert rendered[-1] == f"passgen: {td}: imported 4 of 4 passes; 2 warnings generated."
    assert not imported.lost


def test_ods_files_and_anchor_flags_name_anchor_ops(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    td = _tree(tmp_path)
    ods = tmp_path / "include/proj/Dialect/Ops.td"
    code, err = _import(
        capsys,
        str(td),
        "-I",
        str(MLIR_INCLUDE),
        "--ods",
        str(ods),
        "--anchor",
        "FuncOp=proj.func",
        "--anchor",
        "::mlir::sv::InterfaceOp=sv.interface",
        "-o",
        str(tmp_path / "out"),
    )
    assert (code, err) == (0, "")
    spec = _spec(tmp_path / "out/transforms.yaml")
    assert [p.anchor for p in spec.passes] == [
        "proj.module",
        "proj.func",
        "proj.func",
        "sv.interface",
    ]


def test_an_unknown_anchor_keeps_its_class_and_docs_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    td = _tree(tmp_path)
    code, _ = _import(capsys, str(td), "-I", str(MLIR_INCLUDE), "-o", str(tmp_path / "out/"))
    assert code == 0  # warnings only: nothing was lost
    spec_file = tmp_path / "out/transforms.yaml"
    unknown = next(p for p in _spec(spec_file).passes if p.argument == "proj-unknown")
    assert unknown.anchor is None and unknown.cpp is not None
    assert unknown.cpp.base_class == "::mlir::OperationPass<sv::InterfaceOp>"
    assert (
        "Runs on: ops of the C++ class `sv::InterfaceOp` (op name unknown: passgen schedules "
        "the pass on any op)"
    ) in _docs(spec_file, "passgen")
    assert _docs(spec_file, "mlir") == _mlir_tblgen(td, tmp_path / "include")


def test_op_definitions_llvm_tblgen_cannot_read_are_named(tmp_path: Path) -> None:
    td = _tree(tmp_path, 'include "mlir/Pass/PassBase.td"\ndef P : Pass<"p", "proj::LostOp">;\n')
    (tmp_path / "include/proj/Dialect/Lost.td").write_text(
        'include "proj/Missing.td"\ndef Proj_LostOp : Op<Proj_Dialect, "lost">;\n'
    )
    imported = import_td(td, [MLIR_INCLUDE, tmp_path / "include"])
    assert imported.problems[0].message == (
        "pass P: no op name is known for the op class 'proj::LostOp': no op definition for it "
        "was found in proj/Dialect/Lost.td, which llvm-tblgen could not read; imported without "
        "an anchor (cpp.base_class keeps the class; give --ods FILE.td or --anchor "
        "proj::LostOp=OP.NAME)"
    )


def test_op_class_names_follow_mlir_tblgen() -> None:
    assert op_class_name("HW_InstanceOp") == "InstanceOp"
    assert op_class_name("HWModuleOp") == "HWModuleOp"
    assert op_class_name("_Weird") == "_Weird"
    assert op_class_name("Foo_") == "Foo_"


# -- every problem, located; the rest imported ----------------------------------------------

SETS_TD = """\
include "mlir/Pass/PassBase.td"
class SharedOptions {
  list<Option> options = [
    Option<"bad", "bad name", "int", "0", "not a pipeline argument">,
  ];
}
def Shared : SharedOptions;
"""

BROKEN_TD = """\
include "mlir/Pass/PassBase.td"
include "proj/Transforms/Sets.td"

def Good : Pass<"good"> { let summary = "Fine"; }
def BadOption : Pass<"bad-option"> {
  let options = [
    Option<"fine", "fine", "int", "1", "fine">,
    Option<"spaced", "has space", "int", "1", "not an argument">,
  ];
}
def bad_name : Pass<"bad-name">;
def UsesShared : Pass<"uses-shared"> { let options = Shared.options; }
def AlsoGood : Pass<"also-good">;
"""


def test_every_problem_is_located_and_the_rest_imported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    td = _tree(tmp_path, BROKEN_TD)
    (tmp_path / "include/proj/Transforms/Sets.td").write_text(SETS_TD)
    out = tmp_path / "out"
    code, err = _import(
        capsys, str(td), "-I", str(MLIR_INCLUDE), "-I", str(tmp_path / "include"), "-o", str(out)
    )
    sets = tmp_path / "include/proj/Transforms/Sets.td"
    assert code == 1
    assert (
        err
        == f"""\
{td}:8:22: error: pass BadOption: 'argument': 'has space' is not a kebab-case argument (e.g. 'max-iterations'); the pass is left out
    Option<"spaced", "has space", "int", "1", "not an argument">,
                     ^
{td}:11:1: error: pass bad_name: 'name': 'bad_name' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion'); the pass is left out
def bad_name : Pass<"bad-name">;
^
{td}:12:1: error: pass UsesShared: it includes the options of Shared, which cannot be imported; the pass is left out
def UsesShared : Pass<"uses-shared"> {{ let options = Shared.options; }}
^
{sets}:4:19: error: option set Shared: 'argument': 'bad name' is not a kebab-case argument (e.g. 'max-iterations')
    Option<"bad", "bad name", "int", "0", "not a pipeline argument">,
                  ^
passgen: {td}: imported 2 of 5 passes; 4 errors generated.
"""
    )
    spec = _spec(out / "transforms.yaml")
    assert [p.argument for p in spec.passes] == ["good", "also-good"] and not spec.option_sets


# -- option types --------------------------------------------------------------------------

OPTIONS_TD = """\
include "mlir/Pass/PassBase.td"

def Options : Pass<"proj-options", "func::FuncOp"> {
  let summary = "Every kind of option C++ has";
  let options = [
    Option<"ratio", "ratio", "float", "0.5f", "A float">,
    Option<"count", "count", "std::size_t", "3", "A size">,
    Option<"sep", "sep", "char", "','", "A char">,
    Option<"tiles", "tiles", "acme::TileSizes", "acme::TileSizes::defaults()",
           "A struct with a cl::parser of its own">,
    Option<"mode", "mode", "acme::Mode", "", "Enum values from a function", "acme::modeValues()">,
    Option<"limit", "limit", "int", "acme::kLimit", "A default C++ computes">,
    ListOption<"sizes", "sizes", "int64_t", "Sizes", "llvm::cl::list_init<int64_t>({4, 4})">,
    ListOption<"things", "things", "acme::Thing", "Things">,
  ];
}
"""


def test_option_types_beyond_the_portable_ones_are_opaque(tmp_path: Path) -> None:
    td = _tree(tmp_path, OPTIONS_TD)
    imported = import_td(td, [MLIR_INCLUDE])
    assert imported.problems == () and imported.text is not None
    spec = SpecFile.model_validate(yaml.safe_load(imported.text))
    options = {o.argument: o for o in spec.passes[0].options}
    assert {a: (o.type, o.default) for a, o in options.items()} == {
        "ratio": ("float", 0.5),
        "count": ("uint64", 3),
        "sep": ("opaque", None),
        "tiles": ("opaque", None),
        "mode": ("opaque", None),
        "limit": ("int", None),
        "sizes": ("list[int64]", [4, 4]),  # list_init of literals
        "things": ("list[opaque]", None),
    }
    tiles = options["tiles"].cpp
    assert tiles is not None and (tiles.type, tiles.default) == (
        "acme::TileSizes",
        "acme::TileSizes::defaults()",
    )
    assert options["mode"].cpp is not None and options["mode"].cpp.flags == "acme::modeValues()"
    spec_file = tmp_path / "options.yaml"
    spec_file.write_text(imported.text)
    docs = _docs(spec_file, "passgen")
    assert (
        "| `-tiles` | `opaque` (C++ `acme::TileSizes`) | C++: `acme::TileSizes::defaults()` | "
        "A struct with a cl::parser of its own |"
    ) in docs
    assert "| `-things` | `list[opaque]` (C++ `acme::Thing`) | *none* | Things |" in docs
    assert _docs(spec_file, "mlir") == _mlir_tblgen(td, tmp_path / "include")


def test_an_opaque_option_needs_its_cpp_facts(tmp_path: Path) -> None:
    from passgen.support.diagnostics import SpecError

    spec = tmp_path / "s.yaml"
    spec.write_text(
        "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
        "      - {name: o, argument: o, type: opaque}\n"
    )
    with pytest.raises(SpecError) as raised:
        load_specs([(spec, spec)])
    assert str(raised.value).splitlines()[0] == (
        f"{spec}:6:38: error: option 'o' of type opaque needs its C++ facts ('cpp: {{name, "
        "type}'): an opaque type is a C++ type passgen cannot read"
    )


# -- dependent dialects --------------------------------------------------------------------


def test_every_dependent_dialect_is_kept(tmp_path: Path) -> None:
    td = _tree(tmp_path)
    imported = import_td(td, [MLIR_INCLUDE, tmp_path / "include"])
    assert imported.text is not None
    spec_file = tmp_path / "transforms.yaml"
    spec_file.write_text(imported.text)
    assert "Dependent dialects: `proj`, `hw`, `onnx`, `arith`" in _docs(spec_file, "passgen")
    outline = SpecFile.model_validate(yaml.safe_load(imported.text)).passes[0]
    # proj: its Dialect record (found with the anchor's op definitions); the rest by the rule
    assert outline.dependent_dialects == ["proj", "hw", "onnx", "arith"]
    assert outline.cpp is not None and outline.cpp.dependent_dialects == [
        "acme::proj::ProjDialect",
        "circt::hw::HWDialect",
        "mlir::ONNXDialect",
        "arith::ArithDialect",
    ]


def test_the_dialect_name_rule() -> None:
    assert dialect_name_rule("circt::hw::HWDialect") == "hw"
    assert dialect_name_rule("::mlir::iree_compiler::IREE::HAL::HALDialect") == "hal"
    assert dialect_name_rule("mlir::ONNXDialect") == "onnx"
    assert dialect_name_rule("DLTIDialect") == "dlti"
    assert dialect_name_rule("cf::ControlFlowDialect") == "cf"


# -- group names, outputs ------------------------------------------------------------------


def test_name_and_prefix_fill_the_cpp_names(tmp_path: Path) -> None:
    td = _tree(tmp_path, OPTIONS_TD)
    named = import_td(td, [MLIR_INCLUDE], name="Acme", prefix="AcmeOpt")
    assert named.text is not None
    spec = SpecFile.model_validate(yaml.safe_load(named.text))
    assert (spec.cpp_name, spec.capi_prefix) == ("Acme", "AcmeOpt")
    same = import_td(td, [MLIR_INCLUDE], group="Acme", name="Acme", prefix="Acme")
    assert same.text is not None and "\ncpp:" not in same.text  # the defaults are left out


def test_several_files_into_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = _tree(tmp_path / "a", OPTIONS_TD)
    second = _tree(tmp_path / "b", 'include "mlir/Pass/PassBase.td"\ndef B : Pass<"b">;\n')
    out = tmp_path / "new" / "specs"
    code, err = _import(capsys, str(first), "-I", str(MLIR_INCLUDE), "-o", str(out))
    assert (code, err) == (0, "") and (out / "transforms.yaml").is_file()
    # Another file mapping to the same module: refused, nothing written.
    before = (out / "transforms.yaml").read_text()
    code, err = _import(capsys, str(second), "-I", str(MLIR_INCLUDE), "-o", str(out))
    assert code == 2 and err == (
        f"passgen: error: {out / 'transforms.yaml'} holds a spec imported from {first}; importing "
        f"{second} there would replace it (give --group another name, or remove the file)\n"
    )
    assert (out / "transforms.yaml").read_text() == before
    code, err = _import(
        capsys, str(first), str(second), "-I", str(MLIR_INCLUDE), "-o", str(tmp_path / "two")
    )
    assert code == 2 and err == (
        f"passgen: error: {second} and {first} would both write {tmp_path / 'two/transforms.yaml'} "
        "(group module transforms); import them one at a time with distinct --group names\n"
    )
    assert not (tmp_path / "two").exists()
    code, err = _import(
        capsys, str(second), "-I", str(MLIR_INCLUDE), "-o", str(out), "--group", "Other"
    )
    assert (code, err) == (0, "") and sorted(p.name for p in out.iterdir()) == [
        "other.yaml",
        "transforms.yaml",
    ]


def test_o_names_a_file_only_when_it_ends_in_yaml(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    td = _tree(tmp_path, OPTIONS_TD)
    assert _import(capsys, str(td), "-I", str(MLIR_INCLUDE), "-o", str(tmp_path / "dir"))[0] == 0
    assert (tmp_path / "dir/transforms.yaml").is_file()
    assert _import(capsys, str(td), "-I", str(MLIR_INCLUDE), "-o", str(tmp_path / "x.yaml"))[0] == 0
    assert (tmp_path / "x.yaml").is_file()
    assert (
        _import(capsys, str(td), "-I", str(MLIR_INCLUDE), "-o", f"{tmp_path / 'y.yaml'}/")[0] == 0
    )
    assert (tmp_path / "y.yaml/transforms.yaml").is_file()
    code, err = _import(
        capsys, str(td), str(td), "-I", str(MLIR_INCLUDE), "--group", "G", "-o", str(tmp_path)
    )
    assert code == 2 and "--group, --name and --prefix name one group" in err
    code, err = _import(capsys, str(td), "-I", str(MLIR_INCLUDE), "--anchor", "FuncOp")
    assert code == 2 and err == (
        "passgen: error: --anchor 'FuncOp' is not CLASS=OP (e.g. hw::HWModuleOp=hw.module)\n"
    )


# -- the generated package -----------------------------------------------------------------

IMPORTED_A = """\
# Imported by `passgen import-td` from a/Passes.td; C++-only facts are under `cpp:`.
group: First
passes:
  - name: Cleanup
    argument: first-cleanup
    options:
      - name: tiles
        argument: tiles
        type: opaque
        description: Tile sizes, as a parser of the project reads them
        cpp: {name: tiles, type: acme::TileSizes, default: "acme::TileSizes::defaults()"}
      - name: limit
        argument: limit
        type: int
        cpp: {name: limit, type: int, default: acme::kLimit}
      - name: mode
        argument: mode
        type: enum
        values: {fast: "", slow: ""}
        cpp: {name: mode, type: acme::Mode, default: acme::Mode::Other}
      - name: names
        argument: names
        type: list[opaque]
        cpp: {name: names, type: acme::Name}
    cpp:
      base_class: "::mlir::OperationPass<acme::proj::ModuleOp>"
"""

IMPORTED_B = """\
group: Second
passes:
  - name: Cleanup
    argument: second-cleanup
    anchor: func.func
"""


def test_groups_may_share_pass_names_and_opaque_options_are_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib

    from projects import project_at, pyproject

    from passgen.runtime.pipeline_text import parse_pass_pipeline, print_pipeline
    from passgen.runtime.registry import PassRegistry
    from passgen.runtime.tools.metadata_passes import metadata_registry

    files = {
        "specs/a.yaml": IMPORTED_A,
        "specs/b.yaml": IMPORTED_B,
        "pyproject.toml": pyproject("specs/*.yaml", "twin_gen"),
    }
    with project_at(tmp_path, monkeypatch, files, ("twin_gen",)):
        assert main(["build"]) == 0
        package = importlib.import_module("twin_gen")
        registry = PassRegistry()
        package.register_all_passes(registry)
        first = importlib.import_module("twin_gen.first").CleanupBase
        second = importlib.import_module("twin_gen.second").CleanupBase
        assert first is not second and (first.argument, second.argument) == (
            "first-cleanup",
            "second-cleanup",
        )
        assert [i.argument for i in registry.list_passes()] == ["first-cleanup", "second-cleanup"]
        # Unknown defaults print as `opt=` (as mlir-opt prints an enum value it cannot name)
        # and `opt=` reads back as that default; opaque values are their text.
        text = (
            "builtin.module(first-cleanup{limit= mode= names={a{1},b} tiles={4 x 8}},"
            "func.func(second-cleanup))"
        )
        registry = metadata_registry(registry)  # passes without implementations, as upstream's
        pm = parse_pass_pipeline(text, registry)
        printed = print_pipeline(pm)
        assert printed == (
            "builtin.module(first-cleanup{limit= mode= names={a{1},b} "
            "tiles={4 x 8}},func.func(second-cleanup))"
        )
        assert print_pipeline(parse_pass_pipeline(printed, registry)) == printed
        created: Any = pm.passes[0]  # a metadata pass: its options are made at run time
        assert (created.tiles, created.limit, created.mode, created.names) == (
            "4 x 8",
            None,
            None,
            ["a{1}", "b"],
        )
        docs = (tmp_path / "docs/Passes.md").read_text()
        assert docs.count("### `-first-cleanup`") == docs.count("### `-second-cleanup`") == 1
