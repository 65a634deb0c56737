"""A YAML-authored pass in MLIR's C++ world, end to end: `passgen build` (config key `cpp`)
writes its header from the facts derived from the spec, which are those of the .td a user
would write by hand (and the header is mlir-tblgen's over it); a pass compiled against the
header with g++ and libmlir-22-dev is an mlir-opt pass plugin that `--help` lists with its
options and that runs with options set in a textual pipeline; and docs/cpp.md's CMake
function builds the same plugin."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mlir_tools import (
    CMAKE,
    GXX,
    LLVM_CONFIG,
    MLIR_CMAKE,
    MLIR_INCLUDE,
    MLIR_OPT,
    MLIR_TBLGEN,
    oracle,
    requires_mlir_tblgen,
    requires_tblgen,
)
from paths import ROOT
from projects import pyproject, write_project

from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.cpp.model import cpp_group
from passgen.tablegen.export import export_td
from passgen.tablegen.importer import import_td

requires_plugin_toolchain = oracle("g++", "mlir-plugin-sdk", "mlir-opt")

SPEC = r"""
group: Demo
passes:
  - name: AnnotateFunctions
    argument: demo-annotate
    summary: Report the pass's options on each function
    description: Emits a remark listing every option's value and adds an `arith.constant`.
    anchor: func.func
    dependent_dialects: [arith]
    options:
      - {name: tag, argument: tag, type: str, default: "say \"hi\" \\ bye", description: A tag}
      - {name: level, argument: level, type: int, default: -3, description: The constant added}
      - {name: limit, argument: limit, type: uint, default: 4000000000, description: A limit}
      - {name: big, argument: big, type: int64, default: -9223372036854775808, description: A big one}
      - {name: ratio, argument: ratio, type: float, default: 0.25, description: A ratio}
      - {name: verbose, argument: verbose, type: bool, default: true, description: Say more}
      - {name: sizes, argument: sizes, type: "list[int]", default: [1, 2], description: Sizes}
      - {name: names, argument: names, type: "list[str]", description: Names}
      - name: mode
        argument: mode
        type: enum
        default: extra-safe
        description: How careful to be
        values: {fast: Go fast, extra-safe: Be very safe}
        cpp: {type: "::demo::Mode", enumerators: {extra-safe: ExtraSafe}}
      - {name: inner, argument: inner, type: pipeline, default: "func.func(cse)", description: A pipeline}
    statistics:
      - {name: num_annotated, display_name: num-annotated, description: Functions annotated}
""".lstrip()

# The same pass as a user writes it in TableGen.
TD = r"""
include "mlir/Pass/PassBase.td"

def AnnotateFunctions : Pass<"demo-annotate", "::mlir::func::FuncOp"> {
  let summary = "Report the pass's options on each function";
  let description = "Emits a remark listing every option's value and adds an `arith.constant`.";
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let options = [
    Option<"tag", "tag", "std::string", [{"say \"hi\" \\ bye"}], "A tag">,
    Option<"level", "level", "int", "-3", "The constant added">,
    Option<"limit", "limit", "unsigned", "4000000000", "A limit">,
    Option<"big", "big", "int64_t", "std::numeric_limits<int64_t>::min()", "A big one">,
    Option<"ratio", "ratio", "double", "0.25", "A ratio">,
    Option<"verbose", "verbose", "bool", "true", "Say more">,
    ListOption<"sizes", "sizes", "int", "Sizes", "::llvm::cl::list_init<int>({1, 2})">,
    ListOption<"names", "names", "std::string", "Names">,
    Option<"mode", "mode", "::demo::Mode", "::demo::Mode::ExtraSafe", "How careful to be",
           [{::llvm::cl::values(clEnumValN(::demo::Mode::fast, "fast", "Go fast"), clEnumValN(::demo::Mode::ExtraSafe, "extra-safe", "Be very safe"))}]>,
    Option<"inner", "inner", "std::string", [{"func.func(cse)"}], "A pipeline">,
  ];
  let statistics = [Statistic<"numAnnotated", "num-annotated", "Functions annotated">];
}
""".lstrip()

PLUGIN = r"""
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

namespace demo {
enum class Mode { fast, ExtraSafe };

#define GEN_PASS_DECL
#define GEN_PASS_DEF_ANNOTATEFUNCTIONS
#define GEN_PASS_REGISTRATION
#include "demo/demo.h.inc"

namespace {
struct AnnotateFunctions : impl::AnnotateFunctionsBase<AnnotateFunctions> {
  using Base::Base;
  void runOnOperation() override {
    mlir::func::FuncOp func = getOperation();
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "tag=" << tag << " level=" << level << " limit=" << limit << " big=" << big
       << " ratio=" << llvm::format("%g", double(ratio)) << " verbose=" << verbose
       << " mode=" << (mode == Mode::fast ? "fast" : "extra-safe") << " inner=" << inner
       << " sizes=";
    llvm::interleave(sizes, os, ",");
    os << " names=";
    llvm::interleave(names, os, ",");
    func.emitRemark() << text;
    mlir::OpBuilder builder = mlir::OpBuilder::atBlockBegin(&func.getBody().front());
    builder.create<mlir::arith::ConstantIntOp>(func.getLoc(), level, 32);
    ++numAnnotated;
  }
};
} // namespace
} // namespace demo

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Demo", "0.1", []() { demo::registerDemoPasses(); }};
}
""".lstrip()

INPUT = "func.func @f() {\n  return\n}\n"


def _project(root: Path, cpp_folder: str = "include/demo") -> Path:
    """A project whose `passgen build` writes the C++ header of SPEC into `cpp_folder`."""
    write_project(root, {"demo.yaml": SPEC}, pyproject(docs="") + f'cpp = "{cpp_folder}"\n')
    return root


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = _project(tmp_path_factory.mktemp("demo"))
    assert main(["build", "--config", str(root / "pyproject.toml")]) == 0
    return root


def _header(project: Path) -> Path:
    """The header the plugin includes: passgen's, the one `passgen build` wrote."""
    return project / "include" / "demo" / "demo.h.inc"


def _mlir_tblgen_header(td_file: Path) -> str:
    assert MLIR_TBLGEN is not None
    return subprocess.run(
        [MLIR_TBLGEN, "-gen-pass-decls", "-name", "Demo", f"-I{MLIR_INCLUDE}", str(td_file)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


@requires_tblgen
def test_derived_facts_are_those_of_the_hand_written_td(project: Path, tmp_path: Path) -> None:
    (tmp_path / "demo.td").write_text(TD)
    imported = import_td(tmp_path / "demo.td", [MLIR_INCLUDE], "Demo")
    assert imported.text is not None and not imported.problems, imported.report()
    (tmp_path / "imported.yaml").write_text(imported.text)
    [spec] = load_specs([(Path("demo.yaml"), project / "specs" / "demo.yaml")])
    [from_td] = load_specs([(Path("imported.yaml"), tmp_path / "imported.yaml")])
    assert cpp_group(spec) == cpp_group(from_td)


@requires_mlir_tblgen
def test_header_is_mlir_tblgen_over_the_hand_written_td(project: Path, tmp_path: Path) -> None:
    (tmp_path / "demo.td").write_text(TD)
    assert _header(project).read_text() == _mlir_tblgen_header(tmp_path / "demo.td")


@requires_mlir_tblgen
def test_export_td_of_the_spec_gives_mlir_tblgen_the_same_header(
    project: Path, tmp_path: Path
) -> None:
    """The derived facts also reach TableGen: `passgen export-td` of the YAML spec, through
    mlir-tblgen, is the header `passgen build` wrote."""
    [spec] = load_specs([(Path("demo.yaml"), project / "specs" / "demo.yaml")])
    (tmp_path / "exported.td").write_text(export_td(spec).text)
    assert _mlir_tblgen_header(tmp_path / "exported.td") == _header(project).read_text()


def _compile_flags() -> list[str]:
    """What a pass plugin needs from llvm-config (Debian's libMLIR is built with NDEBUG, so
    the plugin must be too: LLVM's ABI-breaking checks differ otherwise)."""
    assert LLVM_CONFIG is not None
    cxxflags = subprocess.run(
        [LLVM_CONFIG, "--cxxflags"], capture_output=True, text=True, check=True
    ).stdout.split()
    libdir = subprocess.run(
        [LLVM_CONFIG, "--libdir"], capture_output=True, text=True, check=True
    ).stdout.strip()
    return [
        *cxxflags,
        "-DNDEBUG",
        "-fPIC",
        "-shared",
        f"-L{libdir}",
        f"-Wl,-rpath,{libdir}",
        "-lMLIR",
        "-lLLVM",
    ]


@pytest.fixture(scope="module")
def plugin(project: Path) -> Iterator[Path]:
    assert GXX is not None
    (project / "plugin.cpp").write_text(PLUGIN)
    library = project / "libDemoPlugin.so"
    subprocess.run(
        [
            GXX,
            str(project / "plugin.cpp"),
            "-I",
            str(_header(project).parent.parent),
            "-o",
            str(library),
            *_compile_flags(),
        ],
        check=True,
    )
    yield library


def _mlir_opt(plugin: Path, *args: str) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    return subprocess.run(
        [MLIR_OPT, f"--load-pass-plugin={plugin}", *args],
        input=INPUT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def _help_entry(help_text: str, argument: str) -> list[str]:
    """The lines `--help` prints for one pass (whitespace runs as one space)."""
    lines = help_text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.split()[:1] == [f"--{argument}"])
    indent = len(lines[start]) - len(lines[start].lstrip())
    entry = [lines[start]]
    for line in lines[start + 1 :]:
        if len(line) - len(line.lstrip()) <= indent and not line.lstrip().startswith("="):
            break
        entry.append(line)
    return [" ".join(line.split()) for line in entry]


@requires_plugin_toolchain
def test_mlir_opt_help_lists_the_pass_with_its_options(plugin: Path) -> None:
    result = _mlir_opt(plugin, "--help")
    assert result.returncode == 0, result.stderr
    assert _help_entry(result.stdout, "demo-annotate") == [
        "--demo-annotate - Report the pass's options on each function",
        "--big=<long> - A big one",
        "--inner=<string> - A pipeline",
        "--level=<int> - The constant added",
        "--limit=<uint> - A limit",
        "--mode=<value> - How careful to be",
        "=fast - Go fast",
        "=extra-safe - Be very safe",
        "--names=<string> - Names",
        "--ratio=<number> - A ratio",
        "--sizes=<int> - Sizes",
        "--tag=<string> - A tag",
        "--verbose - Say more",
    ]


@requires_plugin_toolchain
def test_pass_runs_with_its_defaults(plugin: Path) -> None:
    result = _mlir_opt(plugin, "--pass-pipeline=builtin.module(func.func(demo-annotate))")
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[0] == (
        '<stdin>:1:1: remark: tag=say "hi" \\ bye level=-3 limit=4000000000 '
        "big=-9223372036854775808 ratio=0.25 verbose=1 mode=extra-safe inner=func.func(cse) "
        "sizes=1,2 names="
    )
    assert "%c-3_i32 = arith.constant -3 : i32" in result.stdout  # arith was loaded


@requires_plugin_toolchain
def test_pass_runs_with_options_from_a_textual_pipeline(plugin: Path) -> None:
    pipeline = (
        "builtin.module(func.func(demo-annotate{tag={a b} level=7 limit=1 big=5 ratio=1.5 "
        "verbose=false sizes=3,4,5 names=x,y mode=fast inner={any(canonicalize)}}))"
    )
    result = _mlir_opt(plugin, f"--pass-pipeline={pipeline}")
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[0] == (
        "<stdin>:1:1: remark: tag=a b level=7 limit=1 big=5 ratio=1.5 verbose=0 mode=fast "
        "inner=any(canonicalize) sizes=3,4,5 names=x,y"
    )
    assert "%c7_i32 = arith.constant 7 : i32" in result.stdout


@requires_plugin_toolchain
def test_a_plugin_given_twice_loads_once(plugin: Path) -> None:
    """mlir-opt accepts the same plugin twice (by the same path and by another one to the
    same file); passgen-opt does the same (tests/tools/test_opt_driver.py)."""
    relative = Path("..") / plugin.parent.name / plugin.name
    result = subprocess.run(
        [
            MLIR_OPT or "mlir-opt",
            f"--load-pass-plugin={plugin}",
            f"--load-pass-plugin={plugin}",
            f"--load-pass-plugin={relative}",
            "--pass-pipeline=builtin.module(func.func(demo-annotate))",
        ],
        input=INPUT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        cwd=plugin.parent,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("remark: tag=") == 1  # one pass, registered once


@requires_plugin_toolchain
def test_a_bad_option_value_is_mlir_opts_error(plugin: Path) -> None:
    result = _mlir_opt(
        plugin, "--pass-pipeline=builtin.module(func.func(demo-annotate{mode=slow}))"
    )
    assert result.returncode == 1
    assert "for the --mode option: Cannot find option named 'slow'!" in result.stderr


def test_cpp_errors_only_when_cpp_output_is_requested(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _project(tmp_path)
    (root / "specs" / "demo.yaml").write_text(
        SPEC.replace(", enumerators: {extra-safe: ExtraSafe}", "")
    )
    assert main(["build", "--config", str(root / "pyproject.toml")]) == 2
    assert (
        capsys.readouterr().err
        == """\
specs/demo.yaml:23:33: error: option 'mode': enum value 'extra-safe' is no C++ identifier, so it cannot name an enumerator of ::demo::Mode; map it to one: `cpp: {enumerators: {extra-safe: ...}}`
        values: {fast: Go fast, extra-safe: Be very safe}
                                ^
1 error generated.
"""
    )
    assert not (root / "gen").exists() and not (root / "include").exists()  # all or nothing
    pyproject = root / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace('cpp = "include/demo"\n', ""))
    assert (
        main(["build", "--config", str(pyproject)]) == 0
    )  # a pure-Python build needs no C++ facts


def test_project_dialects_name_their_cpp_class(tmp_path: Path) -> None:
    root = _project(tmp_path)
    (root / "dialects").mkdir()
    (root / "dialects" / "toy.yaml").write_text("dialect: toy\ncpp: {name: '::toy::ToyDialect'}\n")
    pyproject = root / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'dialects = ["dialects/toy.yaml"]\n')
    spec = root / "specs" / "demo.yaml"
    spec.write_text(
        spec.read_text().replace("dependent_dialects: [arith]", "dependent_dialects: [arith, toy]")
    )
    assert main(["build", "--config", str(pyproject)]) == 0
    assert (
        "    registry.insert<::mlir::arith::ArithDialect>();\n"
        "    registry.insert<::toy::ToyDialect>();\n"
    ) in _header(root).read_text()
    exported = root / "demo.td"  # export-td reads the project's dialect classes from --config
    assert main(["export-td", str(spec), "-o", str(exported)]) == 2
    assert main(["export-td", str(spec), "--config", str(pyproject), "-o", str(exported)]) == 0
    assert '"::toy::ToyDialect"' in exported.read_text()


# -- the CMake function of docs/cpp.md -------------------------------------------------------


def _cmake_blocks() -> str:
    """The CMake code docs/cpp.md shows: the function, then its use in a plugin."""
    blocks = re.findall(r"```cmake\n(.*?)```", (ROOT / "docs" / "cpp.md").read_text(), re.DOTALL)
    assert len(blocks) == 2 and "function(passgen_add_pass_decls" in blocks[0]
    return "\n".join(blocks)


@requires_plugin_toolchain
@oracle("mlir-cmake")
def test_cmake_function_builds_the_plugin(tmp_path: Path) -> None:
    source = _project(tmp_path / "src")
    (source / "plugin.cpp").write_text(PLUGIN)
    (source / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.20)\nproject(DemoPlugin LANGUAGES CXX)\n"
        f'set(CMAKE_CXX_STANDARD 17)\nset(PASSGEN "{Path(sys.executable).parent / "passgen"}")\n'
        + _cmake_blocks()
    )
    build = tmp_path / "build"
    configure = subprocess.run(
        [
            str(CMAKE),
            "-S",
            str(source),
            "-B",
            str(build),
            "-DCMAKE_BUILD_TYPE=Release",
            f"-DMLIR_DIR={MLIR_CMAKE}",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert configure.returncode == 0, configure.stderr
    built = subprocess.run(
        [str(CMAKE), "--build", str(build)], capture_output=True, text=True, check=False
    )
    assert built.returncode == 0, built.stdout + built.stderr
    assert "passgen: pass declarations from" in built.stdout
    assert _header(source).read_text().startswith("/* Autogenerated by mlir-tblgen")
    result = _mlir_opt(
        build / "libDemoPlugin.so",
        "--pass-pipeline=builtin.module(func.func(demo-annotate{level=9}))",
    )
    assert result.returncode == 0, result.stderr
    assert "%c9_i32 = arith.constant 9 : i32" in result.stdout
    rebuilt = subprocess.run(
        [str(CMAKE), "--build", str(build)], capture_output=True, text=True, check=True
    )
    assert "passgen: pass declarations" not in rebuilt.stdout  # nothing changed: passgen not run
