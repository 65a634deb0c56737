"""`passgen import-td` and the upstream corpus in specs/mlir: the mlir doc style is
mlir-tblgen's output byte for byte, the import is reproducible and lossless, and
what cannot be imported is reported precisely."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, requires_llvm_tblgen, requires_mlir_tblgen
from paths import ROOT
from profiles import examples
from upstream_specs import SPEC_FILES, spec_source

from passgen.build.config import Config
from passgen.build.outputs import render_docs
from passgen.build.render import environment
from passgen.cli import main
from passgen.cpp.values import enum_default, enum_values, scalar_default
from passgen.docs.mlir_doc import reindent
from passgen.model.views import group_view
from passgen.spec.document import LoadedSpec
from passgen.spec.emit import spec_yaml
from passgen.spec.model import ENUM_VALUE_FORBIDDEN, SpecFile
from passgen.tablegen.importer import default_group, import_records, import_td

PASSGEN = [sys.executable, "-m", "passgen.cli"]  # the command, as a user runs it


def _mlir_tblgen_doc(td_file: Path) -> str:
    assert MLIR_TBLGEN is not None
    return subprocess.run(
        [MLIR_TBLGEN, "-gen-pass-doc", f"-I{MLIR_INCLUDE}", str(td_file)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def _mlir_docs(specs: list[LoadedSpec]) -> str:
    config = Config(ROOT, ROOT / "pyproject.toml", (), ROOT / "out", "out", None, None, "mlir")
    return render_docs(environment(), config, [group_view(s) for s in specs])


def test_the_corpus_is_every_upstream_file_defining_passes() -> None:
    assert len(SPEC_FILES) == 33
    if MLIR_INCLUDE.is_dir():
        defines = re.compile(r"^\s*def\s+\w+\s*:\s*(?:Interface)?Pass\s*<", re.MULTILINE)
        upstream = sorted(
            p.relative_to(MLIR_INCLUDE).as_posix()
            for p in (MLIR_INCLUDE / "mlir").rglob("*.td")
            if defines.search(p.read_text(encoding="utf-8", errors="replace"))
        )
        assert sorted(spec_source(p) for p in SPEC_FILES) == upstream


@requires_mlir_tblgen
@pytest.mark.parametrize("spec_file", SPEC_FILES, ids=lambda p: p.stem)
def test_mlir_doc_style_is_mlir_tblgen_byte_for_byte(
    spec_file: Path, corpus: list[LoadedSpec]
) -> None:
    loaded = next(s for s in corpus if s.path.name == spec_file.name)
    assert _mlir_docs([loaded]) == _mlir_tblgen_doc(MLIR_INCLUDE / spec_source(spec_file))


@requires_mlir_tblgen
def test_all_groups_together_are_mlir_tblgen_over_a_file_including_all(
    tmp_path: Path, corpus: list[LoadedSpec]
) -> None:
    everything = tmp_path / "All.td"
    everything.write_text("".join(f'include "{spec_source(p)}"\n' for p in SPEC_FILES))
    expected = _mlir_tblgen_doc(everything)
    assert _mlir_docs(corpus) == expected
    assert (ROOT / "docs" / "mlir" / "Passes.md").read_text(encoding="utf-8") == expected


@requires_llvm_tblgen
@pytest.mark.parametrize("spec_file", SPEC_FILES, ids=lambda p: p.stem)
def test_import_reproduces_the_committed_spec(spec_file: Path) -> None:
    imported = import_td(MLIR_INCLUDE / spec_source(spec_file), [MLIR_INCLUDE])
    assert (imported.module, imported.text) == (
        spec_file.stem,
        spec_file.read_text(encoding="utf-8"),
    )
    assert imported.problems == () and imported.imported == imported.total > 0


def test_round_trip_is_lossless_for_the_corpus(corpus: list[LoadedSpec]) -> None:
    for loaded in corpus:
        text = spec_yaml(loaded.spec)
        assert SpecFile.model_validate(yaml.safe_load(text)) == loaded.spec
        events = list(yaml.parse(text))
        assert not any(isinstance(e, yaml.AliasEvent) or getattr(e, "anchor", None) for e in events)


def test_corpus_keeps_cpp_facts_and_maps_portable_ones(corpus: list[LoadedSpec]) -> None:
    passes = {p.argument: (s.spec, p) for s in corpus for p in s.spec.passes}
    assert len(passes) == 290
    spec, canonicalize = passes["canonicalize"]
    assert canonicalize.include_options == ["rewrite_pass_utils"]
    assert [o.name for o in spec.option_sets["rewrite_pass_utils"]] == [
        "disabled_patterns",
        "enabled_patterns",
    ]
    assert canonicalize.cpp is not None and canonicalize.cpp.option_order[-2:] == [
        "disable-patterns",
        "enable-patterns",
    ]
    region = next(o for o in canonicalize.options if o.argument == "region-simplify")
    assert (region.type, region.default, list(region.values or {})) == (
        "enum",
        "normal",
        ["disabled", "normal", "aggressive"],
    )
    assert region.cpp is not None and region.cpp.type == "mlir::GreedySimplifyRegionLevel"
    assert "clEnumValN" in region.cpp.flags
    _, inline = passes["inline"]
    assert {o.argument: o.type for o in inline.options}["op-pipelines"] == "list[pipeline]"
    _, tile = passes["affine-loop-tile"]
    assert tile.anchor == "func.func" and tile.cpp is not None
    assert tile.cpp.base_class == "::mlir::OperationPass<func::FuncOp>"
    _, lower = passes["lower-affine"]
    assert lower.cpp is not None and lower.cpp.constructor == ""
    interfaces = {p.interface for _, p in passes.values() if p.interface}
    assert interfaces == {"FunctionOpInterface"}
    _, deprecated = passes["linalg-generalize-named-ops"]
    assert deprecated.deprecated == "Use 'linalg-morph-ops' instead."


def test_cpp_defaults_are_evaluated_as_cpp_does() -> None:
    assert scalar_default("-1U", "uint") == 4294967295
    assert scalar_default("std::numeric_limits<uint64_t>::max()", "uint64") == 2**64 - 1
    assert scalar_default("0.30f", "float") == 0.30000001192092896
    assert scalar_default("0x10", "int") == 16
    assert scalar_default('"a\\"b" "c"', "str") == 'a"bc'
    assert scalar_default("", "uint") == 0 and scalar_default("", "bool") is False
    assert scalar_default("", "str") is None
    assert scalar_default("kName.str()", "str") is None  # not a literal: stays C++ only
    assert scalar_default("4294967296", "uint") == 0  # converted modulo 2^32
    assert scalar_default("2147483648", "int") is None  # out of range: left to C++
    assert scalar_default("9" * 5000, "uint64") is None  # no C++ integer type has 5000 digits


def test_enum_values_and_defaults_come_from_cl_values() -> None:
    flags = (
        '::llvm::cl::values(clEnumValN(ns::E::A, "a", "first " "value"),\n'
        '  clEnumValN(::mlir::ns::E::B, "b", ""))'
    )
    values = enum_values(flags)
    assert values == [("ns::E::A", "a", "first value"), ("::mlir::ns::E::B", "b", "")]
    assert enum_default("mlir::ns::E::B", values) == "b"
    assert enum_default("ns::E::Missing", values) is None
    assert enum_values("llvm::cl::Hidden") is None


def test_reindent_is_printreindented() -> None:
    assert reindent("\n    a\n      b\n\n    c\n  ") == "a\n  b\n\nc\n"
    assert reindent("") == "" and reindent("x") == "x\n"


def test_default_groups_follow_the_upstream_layout() -> None:
    mlir = Path("/include/mlir")
    assert default_group(mlir / "Dialect/SCF/Transforms/Passes.td") == "SCF"
    assert (
        default_group(mlir / "Dialect/Async/Passes.td") == "AsyncTransforms"
    )  # `async` is a keyword
    assert default_group(mlir / "Target/LLVMIR/Transforms/Passes.td") == "TargetLLVMIR"
    assert default_group(mlir / "Transforms/Passes.td") == "Transforms"


@pytest.mark.parametrize(
    ("folder", "group"),
    [
        ("include/circt/Tools/circt-bmc", "CirctBmc"),
        ("shardy/dialect/mpmd/transforms/sharding_propagation", "ShardingPropagation"),
        ("include/foo/Dialect/my_dialect/Transforms", "MyDialect"),
        ("src/x.2/passes", "Passes"),
        ("src/v2", "V2"),
    ],
)
def test_default_groups_of_folders_no_group_is_named_like(folder: str, group: str) -> None:
    """Projects' folders are kebab-case or snake_case: each run of letters and digits is a
    word of the CamelCase group."""
    assert default_group(Path("/work", folder, "Passes.td")) == group


@requires_llvm_tblgen
@pytest.mark.parametrize("folder", ["123", "_", "3d-tools"])
def test_a_folder_giving_no_group_names_the_flag_that_gives_one(
    tmp_path: Path, folder: str
) -> None:
    td = tmp_path / folder / "Passes.td"
    td.parent.mkdir()
    td.write_text(PASS_BASE + 'def A : Pass<"a">;\n')
    result = subprocess.run(
        [*PASSGEN, "import-td", str(td), "-I", str(MLIR_INCLUDE), "-o", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        f"passgen: error: {td}: no group name can be derived from the folder '{folder}' (a "
        "group is CamelCase, e.g. 'Transforms'); name it with --group\n"
    )
    assert not list(tmp_path.glob("*.yaml"))
    named = subprocess.run(
        [*PASSGEN, "import-td", str(td), "-I", str(MLIR_INCLUDE), "--group", "Mine"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert named.returncode == 0 and "\ngroup: Mine\n" in named.stdout


_text = st.text(st.characters(blacklist_categories=["Cs"]), max_size=40)
# Enum value names are pipeline tokens (spec.ENUM_VALUE_FORBIDDEN), YAML syntax among them.
_value = st.text(
    st.characters(blacklist_categories=("Cs", "C", "Z"), blacklist_characters=ENUM_VALUE_FORBIDDEN),
    min_size=1,
    max_size=8,
)


@settings(max_examples=examples(60))
@given(summary=_text, description=_text, option_text=_text, value=_value, default=_text)
@example(
    summary="", description="", option_text="", value="&a", default="="
)  # `=` is YAML's value tag
def test_any_text_survives_the_yaml_round_trip(
    summary: str, description: str, option_text: str, value: str, default: str
) -> None:
    spec = SpecFile.model_validate(
        {
            "group": "G",
            "summary": summary,
            "passes": [
                {
                    "name": "P",
                    "argument": "p",
                    "summary": summary,
                    "description": description,
                    "options": [
                        {
                            "name": "o",
                            "argument": "o",
                            "type": "enum",
                            "default": value,
                            "description": option_text,
                            "values": {value: option_text, "*b": ""},
                        },
                        {"name": "s", "argument": "s", "type": "str", "default": default},
                    ],
                }
            ],
        }
    )
    assert SpecFile.model_validate(yaml.safe_load(spec_yaml(spec))) == spec


# -- errors -------------------------------------------------------------------------------

PASS_BASE = 'include "mlir/Pass/PassBase.td"\n'


def _import(tmp_path: Path, td: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    (tmp_path / "P.td").write_text(PASS_BASE + td)
    code = main(
        [
            "import-td",
            str(tmp_path / "P.td"),
            "-I",
            str(MLIR_INCLUDE),
            "-o",
            str(tmp_path),
            "--group",
            "Mine",
        ]
    )
    return code, capsys.readouterr().err


@requires_llvm_tblgen
def test_import_writes_group_yaml_into_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _import(
        tmp_path,
        'def MyPass : Pass<"my-pass", "func::FuncOp"> {\n'
        '  let summary = "Mine";\n'
        '  let options = [Option<"level", "level", "unsigned", "2u", "How much">];\n}\n',
        capsys,
    )
    assert (code, err) == (0, "")
    spec = SpecFile.model_validate(yaml.safe_load((tmp_path / "mine.yaml").read_text()))
    assert spec.passes[0].anchor == "func.func" and spec.passes[0].options[0].default == 2


@requires_llvm_tblgen
def test_a_group_name_that_makes_no_spec_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "P.td").write_text(PASS_BASE + 'def A : Pass<"a">;\n')
    code = main(
        [
            "import-td",
            str(tmp_path / "P.td"),
            "-I",
            str(MLIR_INCLUDE),
            "-o",
            str(tmp_path),
            "--group",
            "lower",
        ]
    )
    assert code == 2 and capsys.readouterr().err.startswith(
        f"passgen: error: {tmp_path / 'P.td'}: the spec is not valid: 'group': 'lower' is not a "
        "CamelCase name"
    )
    assert not list(tmp_path.glob("*.yaml"))


@requires_llvm_tblgen
def test_tablegen_errors_are_passed_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _import(tmp_path, "def A : Pass<\n", capsys)
    assert code == 2 and f"{tmp_path / 'P.td'}:3:1: error:" in err


def test_missing_llvm_tblgen_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LLVM_TBLGEN", str(tmp_path / "no-llvm-tblgen"))
    (tmp_path / "P.td").write_text(PASS_BASE)
    assert main(["import-td", str(tmp_path / "P.td")]) == 2
    assert "apt-get install llvm-22" in capsys.readouterr().err


def test_records_without_passes_import_as_an_empty_group() -> None:
    assert import_records({"!instanceof": {}}, "Empty") == (SpecFile(group="Empty"), [], [])
