"""Option kinds (`passgen.spec.option_kinds`): every kind has every fact, the runtime's option
types are the kinds, and each fact agrees with every other place that spells it: the JSON
Schema, the C++ types import-td reads, export-td's warnings, the Python the build writes and
the tables of docs/specs.md."""

from __future__ import annotations

import builtins
import importlib
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from paths import ROOT
from projects import write_project

from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.cpp.values import CPP_TYPES
from passgen.runtime import options as runtime_options
from passgen.runtime.options import SCALAR_TYPES, OptionType
from passgen.spec.option_kinds import OPTION_KINDS, OPTION_TYPES, OptionKind
from passgen.tablegen.export import export_td
from passgen.tablegen.importer import portable_type

KINDS = list(OPTION_KINDS.values())
# Kinds whose C++ type import-td reads as another kind (scalars only: a list of pipelines is
# one of pass managers, which reads back as such).
READ_BACK_AS = {"pipeline": "str", "pipeline-str": "str"}


def _ids(kind: OptionKind) -> str:
    return kind.name


def _subclasses(cls: type) -> set[type]:
    direct: list[type] = cls.__subclasses__()
    return {found for sub in direct for found in (sub, *_subclasses(sub))}


def _value_class(kind: OptionKind) -> Any:
    """The class `kind.value_type` names, where generated code finds it."""
    if kind.value_module is None:
        return getattr(builtins, kind.value_type)
    return getattr(importlib.import_module(kind.value_module), kind.value_type)


@pytest.mark.parametrize("kind", KINDS, ids=_ids)
def test_every_kind_has_every_fact(kind: OptionKind) -> None:
    assert OPTION_KINDS[kind.name] is kind
    assert kind.runtime_class.__module__ == runtime_options.__name__
    made = kind.option_type({"a": "the value a"})
    assert isinstance(made, kind.runtime_class) and made.name == kind.name
    assert made is kind.shared or kind.shared is None
    assert getattr(runtime_options, kind.constant) is (kind.shared or kind.runtime_class)
    assert isinstance(_value_class(kind), type)
    assert kind.pipeline == made.lazy_default
    assert kind.keyword_type.split(" | ")[0] == kind.value_type
    # A C++ type, or the spec names it (`cpp.type`) and no C++ type reads as the kind.
    if kind.cpp_type is None:
        assert (kind.cpp_list_type, kind.cpp_zero, kind.cpp_reads) == (None, None, ())
    else:
        assert (kind.cpp_list_type is not None) == kind.listable
        assert type(kind.cpp_zero) is (str if kind.text else _value_class(kind))
    if not kind.text:
        assert made.check(kind.cpp_zero) == kind.cpp_zero


def test_every_runtime_option_type_is_a_kind() -> None:
    """Every `OptionType` of the runtime and every shared instance of one is a kind: none
    is left out of the spec format."""
    classes = {c for c in _subclasses(OptionType) if c.__module__ == runtime_options.__name__}
    assert classes == {kind.runtime_class for kind in KINDS}
    shared = {name: kind.shared for name, kind in OPTION_KINDS.items() if kind.shared is not None}
    assert shared == SCALAR_TYPES


def test_the_json_schema_lists_the_option_types(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["$defs"]["OptionSpec"]["properties"]["type"]["enum"] == list(OPTION_TYPES)
    assert OPTION_TYPES == (
        *OPTION_KINDS,
        *(f"list[{kind.name}]" for kind in KINDS if kind.listable),
    )


@pytest.mark.parametrize("kind", KINDS, ids=_ids)
def test_cpp_types_read_back_as_the_kind(kind: OptionKind) -> None:
    """import-td reads a kind's C++ types as the kind (but for `READ_BACK_AS`), and each C++
    type it reads as a kind, qualified or not."""
    if kind.cpp_type is not None:
        assert portable_type(kind.cpp_type, "") == READ_BACK_AS.get(kind.name, kind.name)
    if kind.cpp_list_type is not None:
        assert portable_type(kind.cpp_list_type, "") in (kind.name, READ_BACK_AS.get(kind.name))
    for cpp in kind.cpp_reads:
        assert portable_type(cpp, "") == portable_type(f"::mlir::{cpp}", "") == kind.name


def test_each_cpp_type_reads_as_one_kind() -> None:
    spellings = [cpp for kind in KINDS for cpp in kind.cpp_reads]
    assert len(spellings) == len(set(spellings)) == len(CPP_TYPES)


def _name(kind: OptionKind, is_list: bool) -> str:
    return f"a_{kind.name.replace('-', '_')}{'_list' if is_list else ''}"


def _option(kind: OptionKind, is_list: bool) -> str:
    """A YAML option of `kind`, with what its kind needs: an enum's values, a C++ type the
    spec names."""
    name = _name(kind, is_list)
    text = f"      - name: {name}\n        argument: {name.replace('_', '-')}\n"
    text += f"        type: {'list[' + kind.name + ']' if is_list else kind.name}\n"
    if kind.shared is None:
        text += "        values: {a: the value a}\n"
    if kind.cpp_type is None:
        text += "        cpp: {type: '::my::Type'}\n"
    return text


_OPTIONS = [
    (kind, is_list) for kind in KINDS for is_list in ((False, True) if kind.listable else (False,))
]


def test_export_warns_about_each_type_import_reads_back_as_another(tmp_path: Path) -> None:
    """A spec with an option of every type: export-td warns about exactly the types import-td
    reads back as others."""
    text = "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
    text += "".join(_option(kind, is_list) for kind, is_list in _OPTIONS)
    path = tmp_path / "g.yaml"
    path.write_text(text, encoding="utf-8")
    [loaded] = load_specs([(path, path)])
    warned = [w.message for w in export_td(loaded).warnings]
    assert warned == [
        f"not exported: the type '{kind.name}' (TableGen holds the option as a C++ "
        f"'{kind.cpp_type}': import-td reads it back as '{READ_BACK_AS[kind.name]}')"
        for kind, is_list in _OPTIONS
        if kind.name in READ_BACK_AS and not is_list
    ]


def test_every_kind_builds_into_python(tmp_path: Path) -> None:
    """Every type (scalar and list) declared in a built module: its type constant imported
    and used, its value type in the declaration and in `create_<pass>()`'s keywords."""
    text = "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
    text += "".join(_option(kind, is_list) for kind, is_list in _OPTIONS)
    config = write_project(tmp_path, {"g.yaml": text})
    assert main(["build", "--config", str(config)]) == 0
    module = (tmp_path / "gen" / "g.py").read_text(encoding="utf-8")
    imported = re.search(r"from passgen\.runtime\.options import (\([^)]*\)|.*)", module)
    assert imported is not None
    names = {name.strip("() \n") for name in imported.group(1).split(",")} - {""}
    assert names == {"Option", "ListOption", *(kind.constant for kind in KINDS)}
    for kind, is_list in _OPTIONS:
        name = _name(kind, is_list)
        declared = "ListOption" if is_list else "Option"
        assert f"    {name}: {declared}[{kind.value_type}] = {declared}(" in module
        keyword = f"Sequence[{kind.keyword_type}]" if is_list else kind.keyword_type
        assert f"    {name}: {keyword}\n" in module
    for kind in KINDS:
        if kind.value_module is not None:
            assert f"    from {kind.value_module} import {kind.value_type}\n" in module


def _table(header: str) -> dict[str, list[list[str]]]:
    """The rows of docs/specs.md's table with `header`, by each type its first cell names:
    the code spans of each cell."""
    lines = (ROOT / "docs" / "specs.md").read_text(encoding="utf-8").splitlines()
    start = lines.index(header) + 2
    rows: dict[str, list[list[str]]] = {}
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        cells = [re.findall(r"`([^`]*)`", cell) for cell in line.strip("|").split(" | ")]
        for name in cells[0]:
            rows[name] = cells
    return rows


def test_docs_list_every_kind_with_its_types() -> None:
    """docs/specs.md's tables of option types (the format's and the C++ output's) name every
    kind, its C++ type and its Python type."""
    tables = (
        _table("| type | MLIR C++ type | Python type | values |"),
        _table("| type | C++ type | default, as a C++ expression |"),
    )
    for rows in tables:
        assert set(OPTION_KINDS) <= set(rows)
        for kind in KINDS:
            names, cpp = rows[kind.name][0], rows[kind.name][1]
            if kind.cpp_type is not None:
                assert kind.cpp_type == (cpp[names.index(kind.name)] if len(cpp) > 1 else cpp[0])
            elif kind.shared is not None:
                assert cpp == ["cpp.type"]
    python = tables[0]
    assert all(python[kind.name][2] == [kind.value_type] for kind in KINDS)


def test_every_kind_type_checks_in_the_built_module(tmp_path: Path) -> None:
    """The module declaring every type passes `mypy --strict`, as users' code checks against
    generated classes."""
    text = "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
    text += "".join(_option(kind, is_list) for kind, is_list in _OPTIONS)
    config = write_project(tmp_path, {"g.yaml": text})
    assert main(["build", "--config", str(config)]) == 0
    module = tmp_path / "gen" / "g.py"
    mypy = [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent"]
    mypy += ["--cache-dir", str(tmp_path / "cache"), str(module)]
    checked = subprocess.run(mypy, capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    module.write_text(module.read_text() + "\nwrong: int = PBase.a_str\n")  # the check is live
    assert subprocess.run(mypy, capture_output=True, check=False).returncode == 1
