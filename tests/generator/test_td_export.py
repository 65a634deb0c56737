"""`passgen export-td`: a spec as TableGen. mlir-tblgen reads the exported file as it reads the
original Passes.td (decls and docs byte for byte), `import-td` reads it back as the spec, and
every string survives TableGen's lexer exactly."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from mlir_tools import (
    LLVM_TBLGEN,
    MLIR_INCLUDE,
    MLIR_TBLGEN,
    requires_llvm_tblgen,
    requires_mlir_tblgen,
    requires_tblgen,
)
from profiles import examples
from td_text import SPEC_TEXT, TEXT
from upstream_specs import SPEC_FILES, spec_source

from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.cpp.model import cpp_group
from passgen.spec.document import LoadedSpec
from passgen.spec.emit import spec_yaml
from passgen.spec.model import ENUM_VALUE_FORBIDDEN, SpecFile
from passgen.tablegen.export import export_td, td_string


def _load(path: Path) -> LoadedSpec:
    [loaded] = load_specs([(path, path)])
    return loaded


def _mlir_tblgen(td_file: Path, *flags: str) -> str:
    assert MLIR_TBLGEN is not None
    result = subprocess.run(
        [MLIR_TBLGEN, *flags, f"-I{MLIR_INCLUDE}", str(td_file)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def _records(td_file: Path) -> dict[str, Any]:
    """The records llvm-tblgen reads from a file (`--dump-json`)."""
    assert LLVM_TBLGEN is not None
    result = subprocess.run(
        [LLVM_TBLGEN, "--dump-json", f"-I{MLIR_INCLUDE}", str(td_file)],
        capture_output=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    records: dict[str, Any] = json.loads(result.stdout)
    return records


def _import(td_file: Path, group: str, output: Path) -> str:
    """`passgen import-td` of a file, as the command writes it."""
    assert (
        main(["import-td", str(td_file), f"-I{MLIR_INCLUDE}", "--group", group, "-o", str(output)])
        == 0
    )
    return output.read_text(encoding="utf-8")


def _outputs(td_file: Path, name: str) -> tuple[str, str]:
    """mlir-tblgen's decls (for `-name name`) and docs of a file."""
    return _mlir_tblgen(td_file, "-gen-pass-decls", f"-name={name}"), _mlir_tblgen(
        td_file, "-gen-pass-doc"
    )


# -- the upstream corpus ------------------------------------------------------------------


@requires_mlir_tblgen
@pytest.mark.parametrize("spec_file", SPEC_FILES, ids=lambda p: p.stem)
def test_mlir_tblgen_reads_the_export_as_the_original(spec_file: Path, tmp_path: Path) -> None:
    loaded = _load(spec_file)
    exported = export_td(loaded)
    assert exported.warnings == ()
    td_file = tmp_path / "Passes.td"
    td_file.write_text(exported.text, encoding="utf-8")
    name = loaded.spec.cpp_name
    assert _outputs(td_file, name) == _outputs(MLIR_INCLUDE / spec_source(spec_file), name)


@requires_llvm_tblgen
@pytest.mark.parametrize("spec_file", SPEC_FILES, ids=lambda p: p.stem)
def test_import_td_reads_the_export_back_as_the_spec(spec_file: Path, tmp_path: Path) -> None:
    loaded = _load(spec_file)
    td_file = tmp_path / "Passes.td"
    td_file.write_text(export_td(loaded).text, encoding="utf-8")
    text = _import(td_file, loaded.spec.group, tmp_path / "back.yaml")
    body = text.split("\n", 1)[1]  # the header names the file imported
    assert body == spec_file.read_text(encoding="utf-8").split("\n", 1)[1]


def test_option_sets_are_shared_option_lists() -> None:
    text = export_td(_load(next(p for p in SPEC_FILES if p.stem == "transforms"))).text
    assert "def RewritePassUtils {\n  list<Option> options = [\n    ListOption<" in text
    assert (
        '  ] # RewritePassUtils.options;\n}\n\ndef ControlFlowSink : Pass<"control-flow-sink">'
        in text
    )


# -- strings ------------------------------------------------------------------------------


def _record_value(td: str) -> Any:
    """What llvm-tblgen reads for `td` as the value of a string field."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "S.td"
        path.write_bytes(f"def S {{ string s = {td}; }}\n".encode())
        return _records(path)["S"]["s"]


_text = TEXT
_spec_text = SPEC_TEXT


@requires_llvm_tblgen
@settings(max_examples=examples(80))
@given(text=_text)
@example(text="a}")  # the lexer reads `}}` as a pair: `[{a}}]` never ends
@example(text="}]")
@example(text="\r}]")  # no quoted string holds a CR, no code block `}]`: pasted
@example(text="\r}")
@example(text='"\\\n\t')
@example(text="")
def test_td_string_reads_back_exactly(text: str) -> None:
    assert _record_value(td_string(text)) == text


def test_td_string_prefers_readable_forms() -> None:
    assert td_string("plain") == '"plain"'
    assert td_string('say "hi"\nthen') == '[{say "hi"\nthen}]'
    assert td_string("end}") == '"end}"'
    assert td_string("a\n}]") == '"a\\n}]"'
    assert td_string("x\r}]") == '"x" # [{\r}] # "}]"'


# -- generated specs: export -> mlir-tblgen equals export -> import -> export -------------

_value = st.text(
    st.characters(blacklist_categories=("Cs", "C", "Z"), blacklist_characters=ENUM_VALUE_FORBIDDEN),
    min_size=1,
    max_size=6,
)
_SCALARS = [
    ("int", "int"),
    ("bool", "bool"),
    ("std::string", "str"),
    ("unsigned", "uint"),
    ("double", "float"),
]
_BASES = [
    ("::mlir::OperationPass<>", {}),
    ("::mlir::OperationPass<func::FuncOp>", {"anchor": "func.func"}),
    ("::mlir::InterfacePass<FunctionOpInterface>", {"interface": "FunctionOpInterface"}),
]


def _cpp_literal(text: str) -> str:
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    )
    return f'"{escaped}"'


@st.composite
def _option(draw: st.DrawFn, argument: str, exotic: bool) -> dict[str, Any]:
    name = argument.replace("-", "_")
    cpp_name = draw(_spec_text) + name if exotic else name  # any text, yet one member per option
    kind = draw(st.sampled_from(["scalar", "list", "enum"]))
    description = draw(_spec_text)
    if kind == "enum":
        names = draw(st.lists(_value, min_size=1, max_size=3, unique=True))
        texts = [draw(_spec_text) for _ in names]
        flags = (
            "::llvm::cl::values("
            + ", ".join(
                f"clEnumValN(E::V{i}, {_cpp_literal(n)}, {_cpp_literal(t)})"
                for i, (n, t) in enumerate(zip(names, texts))
            )
            + ")"
        )
        return {
            "name": name,
            "argument": argument,
            "type": "enum",
            "default": names[0],
            "description": description,
            "values": dict(zip(names, texts)),
            "cpp": {"name": cpp_name, "type": "E", "default": "E::V0", "flags": flags},
        }
    cpp_type, portable = draw(st.sampled_from(_SCALARS))
    cpp_type = draw(_spec_text) if exotic else cpp_type
    default = draw(_spec_text)
    if kind == "list":
        return {
            "name": name,
            "argument": argument,
            "type": f"list[{portable}]",
            "description": description,
            "cpp": {
                "name": cpp_name,
                "type": cpp_type,
                "default": default,
                "flags": draw(_spec_text),
            },
        }
    return {
        "name": name,
        "argument": argument,
        "type": portable,
        "description": description,
        "cpp": {"name": cpp_name, "type": cpp_type, "default": default, "flags": draw(_spec_text)},
    }


@st.composite
def _specs(draw: st.DrawFn, exotic: bool) -> dict[str, Any]:
    """Specs with imported-style C++ facts; `exotic` ones have C++ types and base classes of
    any text (which import-td cannot map to portable fields)."""
    shared = [draw(_option(f"s-{i}", exotic)) for i in range(draw(st.integers(0, 2)))]
    passes = []
    for index in range(draw(st.integers(1, 3))):
        base, anchor = (draw(_spec_text), {}) if exotic else draw(st.sampled_from(_BASES))
        options = [draw(_option(f"o{index}-{i}", exotic)) for i in range(draw(st.integers(0, 3)))]
        include = ["shared"] if bool(shared) and draw(st.booleans()) else []
        arguments = [o["argument"] for o in (shared if include else []) + options]
        order: list[str] = []
        if draw(st.booleans()):
            order = draw(st.permutations(arguments))
        dialects = draw(
            st.lists(
                st.sampled_from(["arith::ArithDialect", "scf::SCFDialect"]), max_size=2, unique=True
            )
        )
        passes.append(
            {
                "name": f"P{index}",
                "argument": f"p{index}",
                "summary": draw(_spec_text),
                "description": draw(_spec_text),
                **anchor,
                "dependent_dialects": [d.split("::")[0] for d in dialects],
                "options": options,
                "include_options": include,
                "statistics": [
                    {
                        "name": f"stat{i}",
                        "display_name": draw(_spec_text),
                        "description": draw(_spec_text),
                        "cpp": {"name": draw(_spec_text) + f"stat{i}" if exotic else f"stat{i}"},
                    }
                    for i in range(draw(st.integers(0, 2)))
                ],
                **({"deprecated": draw(_spec_text)} if draw(st.booleans()) else {}),
                "cpp": {
                    "base_class": base,
                    "constructor": draw(st.sampled_from(["", "create()"])),
                    "dependent_dialects": dialects,
                    "option_order": list(order),
                },
            }
        )
    return {"group": "G", "option_sets": {"shared": shared} if shared else {}, "passes": passes}


def _assert_records_are_the_model(records: dict[str, Any], loaded: LoadedSpec) -> None:
    """Every string llvm-tblgen reads is the cpp_model's, exactly."""
    for record in cpp_group(loaded).passes:
        found = records[record.name]
        assert (
            found["argument"],
            found["summary"],
            found["description"],
            found["baseClass"],
            found["constructor"],
            found["dependentDialects"],
            found.get("odsDeprecated"),
        ) == (
            record.argument,
            record.summary,
            record.description,
            record.base_class,
            record.constructor,
            list(record.dependent_dialects),
            record.deprecated,
        )
        options = [records[o["def"]] for o in found["options"]]
        assert [
            (
                o["cppName"],
                o["argument"],
                o["type"],
                o["defaultValue"],
                o["description"],
                o["additionalOptFlags"],
                "ListOption" in o["!superclasses"],
            )
            for o in options
        ] == [
            (o.cpp_name, o.argument, o.cpp_type, o.default, o.description, o.flags, o.is_list)
            for o in record.options
        ]
        statistics = [records[s["def"]] for s in found["statistics"]]
        assert [(s["cppName"], s["name"], s["description"]) for s in statistics] == [
            (s.cpp_name, s.display_name, s.description) for s in record.statistics
        ]


@requires_tblgen
@settings(max_examples=examples(60))
@given(data=_specs(exotic=False))
def test_generated_specs_export_exactly_and_survive_import(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        spec_file, td_file, again = (
            Path(folder) / "g.yaml",
            Path(folder) / "G.td",
            Path(folder) / "G2.td",
        )
        _export_exactly(data, spec_file, td_file)
        _import(td_file, "G", spec_file)
        again.write_bytes(export_td(_load(spec_file)).text.encode())
        assert _outputs(again, "G") == _outputs(td_file, "G")


@requires_llvm_tblgen
@settings(max_examples=examples(30))
@given(data=_specs(exotic=True))
def test_any_cpp_text_exports_exactly(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _export_exactly(data, Path(folder) / "g.yaml", Path(folder) / "G.td")


def _export_exactly(data: dict[str, Any], spec_file: Path, td_file: Path) -> None:
    """Export the spec `data` (through `spec_file`) to `td_file`; llvm-tblgen reads every
    string of the C++ model exactly."""
    spec_file.write_text(spec_yaml(SpecFile.model_validate(data)), encoding="utf-8")
    loaded = _load(spec_file)
    td_file.write_bytes(export_td(loaded).text.encode())
    _assert_records_are_the_model(_records(td_file), loaded)


# -- the command ---------------------------------------------------------------------------


def _spec(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return path


_IMPORTED = """group: G
passes:
  - name: P
    argument: p
    summary: A pass
    cpp:
      base_class: ::mlir::OperationPass<>
"""


def test_export_writes_stdout_or_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = _spec(tmp_path, _IMPORTED)
    assert main(["export-td", str(spec)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.endswith(
        'include "mlir/Pass/PassBase.td"\n\ndef P : Pass<"p"> {\n  let summary = "A pass";\n}\n'
    )
    assert main(["export-td", str(spec), "-o", str(tmp_path / "P.td")]) == 0
    assert (tmp_path / "P.td").read_text(encoding="utf-8") == out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["P.td", "s.yaml"]  # no temporary left


def test_python_only_fields_are_warned_about(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _spec(
        tmp_path,
        "summary: mine\n"
        + _IMPORTED
        + """    kinds: [cleanup]
    implementation: pkg.mod:P
    options:
      - name: level
        argument: level
        type: int
        cpp: {name: theLevel, type: int}
    include_options: [empty]
option_sets:
  unused:
    - {name: x, argument: x, type: int}
  empty: []
""",
    )
    assert main(["export-td", str(spec), "-o", str(tmp_path / "P.td")]) == 0
    lines = [line for line in capsys.readouterr().err.splitlines() if ": warning: " in line]
    assert lines == [
        f"{spec}:1:1: warning: not exported: 'summary' is Python-only (TableGen has no field for it)",
        f"{spec}:9:5: warning: not exported: 'kinds' is Python-only (TableGen has no field for it)",
        f"{spec}:10:5: warning: not exported: 'implementation' is Python-only (TableGen has no "
        "field for it)",
        f"{spec}:12:9: warning: not exported: the Python name 'level' (import-td names the option "
        "'the_level' after its C++ name 'theLevel')",
        f"{spec}:18:3: warning: not exported: option set 'unused' is included by no pass",
        f"{spec}:20:3: warning: not exported: option set 'empty' is empty: its inclusions leave "
        "no trace in the records",
    ]
    assert (tmp_path / "P.td").is_file()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "group: G\npasses:\n  - {name: p, argument: p}\n",
            ":3:12: error: 'name': 'p' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion')",
        ),
        (
            _IMPORTED.replace("A pass", '"A\\0pass"'),
            ":5:16: error: U+0000 (a control character) is not allowed in spec text: a spec's "
            "strings hold printable characters, tabs and line feeds",
        ),
    ],
)
def test_bad_specs_are_located_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    spec = _spec(tmp_path, text)
    (tmp_path / "P.td").write_text("old")
    assert main(["export-td", str(spec), "-o", str(tmp_path / "P.td")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{spec}{message}\n") and "Traceback" not in err
    assert (tmp_path / "P.td").read_text() == "old"


def test_passes_without_cpp_facts_are_each_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _spec(
        tmp_path,
        "group: G\npasses:\n  - {name: A, argument: a, anchor: my.op}\n"
        "  - {name: B, argument: b, anchor: my.op}\n",
    )
    assert main(["export-td", str(spec)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    heads = [line for line in err.splitlines() if ": error: " in line]
    # One error per pass, on its line (the column depends on which fact is missing).
    assert [re.sub(r":\d+: error: .*", "", line) for line in heads] == [f"{spec}:3", f"{spec}:4"]
    assert "Traceback" not in err and err.endswith("2 errors generated.\n")


def test_unwritable_output_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = _spec(tmp_path, _IMPORTED)
    target = tmp_path / "missing" / "P.td"
    assert main(["export-td", str(spec), "-o", str(target)]) == 2
    assert capsys.readouterr().err == (
        f"passgen: error: cannot open output file '{target}': No such file or directory\n"
    )


def test_missing_spec_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export-td", str(tmp_path / "none.yaml")]) == 2
    assert capsys.readouterr().err == (
        f"passgen: error: [Errno 2] No such file or directory: '{tmp_path / 'none.yaml'}'\n"
    )


def _list_option_with_a_default(tmp_path: Path) -> str:
    """The export of a spec with a `list[int]` option whose C++ default is `1, 2`."""
    spec = _spec(
        tmp_path,
        _IMPORTED
        + """    options:
      - name: sizes
        argument: sizes
        type: list[int]
        cpp: {name: sizes, type: int, default: "1, 2"}
""",
    )
    return export_td(_load(spec)).text


def test_list_options_with_a_default_use_a_subclass_of_list_option(tmp_path: Path) -> None:
    text = _list_option_with_a_default(tmp_path)
    assert 'ListOptionWithDefault<"sizes", "sizes", "int", "1, 2", "">' in text


@requires_mlir_tblgen
def test_mlir_tblgen_initializes_a_list_option_with_its_default(tmp_path: Path) -> None:
    td_file = tmp_path / "P.td"
    td_file.write_text(_list_option_with_a_default(tmp_path))
    assert "::llvm::cl::init(1, 2)" in _mlir_tblgen(td_file, "-gen-pass-decls")


def test_option_order_that_splits_a_set_names_its_options_one_by_one(tmp_path: Path) -> None:
    spec = _spec(
        tmp_path,
        """group: G
option_sets:
  shared:
    - {name: a, argument: a, type: int, cpp: {name: a, type: int}}
    - {name: b, argument: b, type: int, cpp: {name: b, type: int}}
passes:
  - name: P
    argument: p
    include_options: [shared]
    options:
      - {name: c, argument: c, type: int, cpp: {name: c, type: int}}
    cpp:
      base_class: ::mlir::OperationPass<>
      option_order: [b, c, a]
  - name: Q
    argument: q
    include_options: [shared]
    cpp:
      base_class: ::mlir::OperationPass<>
""",
    )
    text = export_td(_load(spec)).text
    assert (
        '  let options = [\n    Shared.options[1],\n    Option<"c", "c", "int", "", "">,\n'
        "    Shared.options[0],\n  ];\n"
    ) in text
    assert 'def Q : Pass<"q"> {\n  let options = Shared.options;\n}' in text


def test_the_header_comment_holds_any_file_name(tmp_path: Path) -> None:
    spec = tmp_path / "a\nb.yaml"
    spec.write_text(_IMPORTED, encoding="utf-8")
    assert export_td(_load(spec)).text.startswith(
        "// Exported by `passgen export-td` from 'a\\nb.yaml' (`passgen import-td --group G` "
        "reads it back).\n// mlir-tblgen: -gen-pass-decls -name G; "
    )
