"""The C++ backends (`-gen-pass-decls`, `-gen-pass-capi-header`, `-gen-pass-capi-impl`)
are mlir-tblgen's output byte for byte: on every upstream Passes.td, on groups renamed
with `cpp: {name, capi_prefix}`, and on generated groups of passes with odd texts, read
from specs or imported from TableGen."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from cpp_records import Case, cases, escaped, td_file
from hypothesis import HealthCheck, example, given, settings
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, requires_llvm_tblgen, requires_mlir_tblgen
from profiles import examples
from upstream_specs import SPEC_FILES, spec_source

from passgen.build.render import environment
from passgen.checks.load import load_specs
from passgen.cpp.model import (
    CppGroup,
    CppOption,
    CppPassRecord,
    CppStatistic,
    cpp_group,
    cpp_problems,
)
from passgen.cpp.render import CAPI_HEADER, CAPI_IMPL, DECLS, render
from passgen.spec.document import LoadedSpec
from passgen.tablegen.export import export_td
from passgen.tablegen.importer import import_td

BACKENDS = {
    DECLS: "-gen-pass-decls",
    CAPI_HEADER: "-gen-pass-capi-header",
    CAPI_IMPL: "-gen-pass-capi-impl",
}


def mlir_tblgen(template: str, group: CppGroup, td: Path) -> str:
    """What mlir-tblgen's backend for `template` writes for `td`, with `group`'s name or prefix."""
    assert MLIR_TBLGEN is not None
    flag = ["-name", group.name] if template == DECLS else ["--prefix", group.capi_prefix]
    return subprocess.run(
        [MLIR_TBLGEN, BACKENDS[template], *flag, f"-I{MLIR_INCLUDE}", str(td)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def ours(template: str, group: CppGroup) -> str:
    return render(environment(), template, group)


@requires_mlir_tblgen
@pytest.mark.parametrize("template", BACKENDS, ids=BACKENDS.get)
@pytest.mark.parametrize("spec_file", SPEC_FILES, ids=lambda p: p.stem)
def test_upstream_groups_are_mlir_tblgen_byte_for_byte(
    spec_file: Path, template: str, corpus: list[LoadedSpec]
) -> None:
    group = cpp_group(next(s for s in corpus if s.path.name == spec_file.name))
    assert ours(template, group) == mlir_tblgen(
        template, group, MLIR_INCLUDE / spec_source(spec_file)
    )


@requires_mlir_tblgen
@pytest.mark.parametrize("template", BACKENDS, ids=BACKENDS.get)
def test_a_name_and_prefix_other_than_the_group(tmp_path: Path, template: str) -> None:
    spec_file = next(p for p in SPEC_FILES if p.stem == "transforms")
    text = spec_file.read_text(encoding="utf-8").replace(
        "group: Transforms\n", "group: Transforms\ncpp: {name: CoreTransforms, capi_prefix: Core}\n"
    )
    (tmp_path / "transforms.yaml").write_text(text, encoding="utf-8")
    [loaded] = load_specs([(Path("transforms.yaml"), tmp_path / "transforms.yaml")])
    group = cpp_group(loaded)
    assert (group.name, group.capi_prefix) == ("CoreTransforms", "Core")
    expected = mlir_tblgen(template, group, MLIR_INCLUDE / spec_source(spec_file))
    assert ours(template, group) == expected
    assert (
        "registerCoreTransformsPasses()" if template == DECLS else "mlirRegisterCorePasses(void)"
    ) in expected


@requires_mlir_tblgen
@settings(max_examples=examples(40), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=cases())
@example(case=Case("Empty", None, None, ()))
@example(
    case=Case(
        "Blanks",
        "Named",
        None,
        (
            CppPassRecord(  # blanks kept (or trimmed) as mlir-tblgen does
                "Spaced",
                "spaced",
                ' \t summary )PD" \n ',
                "",
                "::mlir::OperationPass<>",
                " make() ",
                (" a::B ",),
                (CppOption("opt", "o", "int", " 3 ", '\t desc )PO" ', " flags ", False),),
                (CppStatistic("stat", ' num "s" ', '  stat )PS"  '),),
                None,
            ),
        ),
    )
)
@example(
    case=Case(
        "Numbered",
        None,
        None,
        tuple(  # TableGen orders digit runs by value
            CppPassRecord(
                name, name.lower(), "", "", "::mlir::OperationPass<>", "", (), (), (), None
            )
            for name in ("P16", "P8", "P08", "P8a", "Pa", "P9Z", "P10", "P", "P0")
        ),
    )
)
def test_generated_groups_are_mlir_tblgen_byte_for_byte(tmp_path: Path, case: Case) -> None:
    """Groups of up to 5 passes (any base class, constructor or not, options of each type,
    list options, flags, statistics, dependent dialects), their texts drawn from all of
    Unicode with quotes, backslashes, tabs, newlines and blanks at the ends, read from a
    spec: what they render is what mlir-tblgen writes for the same records in TableGen (with
    the display names' string literals escaped, where mlir-tblgen's would break the C++)."""
    spec, td = tmp_path / "case.yaml", tmp_path / "case.td"
    spec.write_text(case.spec_yaml(), encoding="utf-8")
    td.write_text(td_file(case), encoding="utf-8")
    [loaded] = load_specs([(Path("case.yaml"), spec)])
    group = cpp_group(loaded)
    assert group == case.records
    for template in BACKENDS:
        assert ours(template, group) == escaped(group, mlir_tblgen(template, group, td))


@requires_mlir_tblgen
@requires_llvm_tblgen
@settings(max_examples=examples(25), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=cases().filter(lambda c: c.passes))
def test_an_imported_td_file_renders_what_mlir_tblgen_writes_for_it(
    tmp_path: Path, case: Case
) -> None:
    """The whole way from TableGen: `import-td` on a generated .td file, then the backends on
    the spec, give mlir-tblgen's bytes for that .td file."""
    td = tmp_path / "case.td"
    td.write_text(td_file(case), encoding="utf-8")
    imported = import_td(
        td,
        [MLIR_INCLUDE],
        group=case.group,
        name=case.records.name,
        prefix=case.records.capi_prefix,
    )
    assert imported.text is not None
    (tmp_path / "case.yaml").write_text(imported.text, encoding="utf-8")
    [loaded] = load_specs([(Path("case.yaml"), tmp_path / "case.yaml")])
    group = cpp_group(loaded)
    for template in BACKENDS:
        assert ours(template, group) == escaped(group, mlir_tblgen(template, case.records, td))


@requires_mlir_tblgen
@pytest.mark.parametrize("template", BACKENDS, ids=BACKENDS.get)
@pytest.mark.parametrize(
    "names",
    [
        "cpp: {name: ''}",  # mlir-tblgen run without -name and --prefix: registerPasses()
        "cpp: {name: '', capi_prefix: ''}",
        "cpp: {name: plugin}",  # Triton's `-name plugin`
        "cpp: {name: my_passes, capi_prefix: my_passes}",
    ],
)
def test_mlir_tblgens_default_and_lowercase_names(
    tmp_path: Path, template: str, names: str
) -> None:
    spec_file = next(p for p in SPEC_FILES if p.stem == "transforms")
    text = spec_file.read_text(encoding="utf-8").replace(
        "group: Transforms\n", f"group: Transforms\n{names}\n"
    )
    (tmp_path / "transforms.yaml").write_text(text, encoding="utf-8")
    [loaded] = load_specs([(Path("transforms.yaml"), tmp_path / "transforms.yaml")])
    assert loaded.valid and cpp_problems([loaded], capi=True) == []
    group = cpp_group(loaded)
    assert group.name == group.capi_prefix != "Transforms"
    expected = mlir_tblgen(template, group, MLIR_INCLUDE / spec_source(spec_file))
    assert ours(template, group) == expected
    assert (
        f"register{group.name}Passes()" if template == DECLS else f"mlirRegister{group.name}Passes"
    ) in expected


# A YAML-authored pass whose defaults are its types' zero values, and options without one.
ZERO_DEFAULTS = """\
group: Tools
passes:
  - name: Probe
    argument: probe
    options:
      - {name: dry_run, argument: dry-run, type: bool, default: false, description: Only report}
      - {name: level, argument: level, type: int, default: 0}
      - {name: tag, argument: tag, type: str, default: ""}
      - {name: ratio, argument: ratio, type: float, default: 0.0}
      - {name: count, argument: count, type: uint}
      - {name: verbose, argument: verbose, type: bool}
"""


@requires_mlir_tblgen
def test_a_default_of_the_types_zero_value_initializes_the_member(tmp_path: Path) -> None:
    """The author wrote `default: false`: the C++ member is initialized with it (`Options o;
    o.level` reads 0, not an indeterminate value), and the option's `cl::init` too; an
    option without a default stays as mlir-tblgen writes one. export-td writes each default
    explicitly, so mlir-tblgen's header of the export is passgen's, byte for byte."""
    spec, td = tmp_path / "tools.yaml", tmp_path / "Tools.td"
    spec.write_text(ZERO_DEFAULTS, encoding="utf-8")
    [loaded] = load_specs([(Path("tools.yaml"), spec)])
    header = ours(DECLS, cpp_group(loaded))
    assert (
        "struct ProbeOptions {\n  bool dryRun = false;\n  int level = 0;\n"
        '  std::string tag = "";\n  double ratio = 0.0;\n  unsigned count;\n  bool verbose;\n};'
    ) in header
    assert '"dry-run", ::llvm::cl::desc(R"PO(Only report)PO"), ::llvm::cl::init(false)};' in header
    assert '::mlir::Pass::Option<unsigned> count{*this, "count", ::llvm::cl::desc(R"PO()PO")};' in (
        header
    )
    td.write_text(export_td(loaded).text, encoding="utf-8")
    assert header == mlir_tblgen(DECLS, cpp_group(loaded), td)
