"""YAML-authored specs through `export-td` and back through `import-td` give the same spec:
texts, descriptions with and without a final newline, every option type and defaults of
every kind (floats such as 1e-05, infinities, NaN, lists), statistics, deprecations. What
TableGen cannot hold is a located warning of export-td, and only that changes (a Python name
that the C++ member does not give back, a `pipeline` or `pipeline-str` option read back as
`str`); a
description mlir-tblgen would print re-indented comes back re-indented. mlir-tblgen's
outputs on the export and on the export of the import are the same."""

from __future__ import annotations

import math
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, requires_tblgen
from profiles import examples
from td_text import SPEC_TEXT

from passgen.checks.load import load_specs
from passgen.cli import main
from passgen.docs.mlir_doc import reindent
from passgen.spec.document import LoadedSpec
from passgen.spec.emit import spec_yaml
from passgen.spec.model import SpecFile
from passgen.spec.option_kinds import OPTION_KINDS
from passgen.support.diagnostics import Problem
from passgen.tablegen.export import export_td

# Python names end in a tag that keeps them unique: `ab_aa`; `a1__x_aa` gives the member
# `a1XAa`, which import-td names `a1_x_aa`.
_WORDS = st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True)
_TAGS = "abcdefghijklmnop"
# Enum value names: C++ identifiers (each names its enumerator) and pipeline tokens.
_ENUM_VALUES = st.lists(
    st.from_regex(r"[a-z][a-z0-9_]{0,5}", fullmatch=True), min_size=1, max_size=4, unique=True
)
_INT_RANGES = {
    "int": (-(2**31), 2**31 - 1),
    "uint": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint64": (0, 2**64 - 1),
}
_FLOATS = st.one_of(
    st.sampled_from([1e-05, 0.1, 1.0, 1e300, 2.5e-10, -0.0, 5e-324, 1e16, math.inf, -math.inf]),
    st.floats(allow_nan=True, allow_infinity=True),
)
_PIPELINES = st.sampled_from(["", "cse", "func.func(cse,canonicalize)", "any(cse)"])
# Descriptions as mlir-tblgen prints them (import-td keeps these exactly), or any text.
_PRINTED = st.sampled_from(["", "one line", "one line\n", "two\nlines", "two\nlines\n", "a\n  b"])
_DESCRIPTIONS = st.one_of(_PRINTED, SPEC_TEXT)


def _element(draw: st.DrawFn, element: str, values: list[str]) -> Any:
    """A value of `element` (an enum's one of `values`)."""
    if element == "bool":
        return draw(st.booleans())
    if element in _INT_RANGES:
        return draw(st.integers(*_INT_RANGES[element]))
    if element == "float":
        return draw(_FLOATS)
    if element == "enum":
        return draw(st.sampled_from(values))
    if OPTION_KINDS[element].pipeline:
        return draw(_PIPELINES)
    return draw(SPEC_TEXT)


@st.composite
def _options(draw: st.DrawFn, tag: str) -> dict[str, Any]:
    word = draw(_WORDS)
    element = draw(st.sampled_from(list(OPTION_KINDS)))  # every kind
    is_list = OPTION_KINDS[element].listable and draw(st.booleans())
    option: dict[str, Any] = {
        "name": f"{word}_{tag}",
        "argument": f"o-{tag}",
        "type": f"list[{element}]" if is_list else element,
        "description": draw(SPEC_TEXT),
    }
    values = draw(_ENUM_VALUES) if element == "enum" else []
    if element == "enum":
        option["values"] = {value: draw(SPEC_TEXT) for value in values}
        option["cpp"] = {"type": "::demo::Mode"}
    if element == "opaque":
        option["cpp"] = {"type": "::demo::Shape"}  # no default: C++ has no literal for it
    elif not (is_list and element == "pipeline") and draw(st.booleans()):
        if is_list:
            option["default"] = [
                _element(draw, element, values) for _ in range(draw(st.integers(0, 3)))
            ]
        else:
            option["default"] = _element(draw, element, values)
    return option


@st.composite
def _specs(draw: st.DrawFn) -> dict[str, Any]:
    passes = []
    for index in range(draw(st.integers(1, 2))):
        place = draw(
            st.sampled_from(
                [
                    {},
                    {"anchor": "func.func"},
                    {"anchor": "builtin.module"},
                    {"interface": "FunctionOpInterface"},
                ]
            )
        )
        options = [
            draw(_options(f"{_TAGS[index]}{_TAGS[i]}")) for i in range(draw(st.integers(0, 4)))
        ]
        statistics = [
            {
                "name": f"{draw(_WORDS)}_{_TAGS[index]}{'qrst'[i]}",
                "display_name": draw(SPEC_TEXT.filter(lambda t: '"' not in t)),
                "description": draw(SPEC_TEXT),
            }
            for i in range(draw(st.integers(0, 2)))
        ]
        passes.append(
            {
                "name": f"Pass{_TAGS[index].upper()}",
                "argument": f"pass-{_TAGS[index]}",
                "summary": draw(SPEC_TEXT),
                "description": draw(_DESCRIPTIONS),
                **place,
                "dependent_dialects": draw(
                    st.lists(st.sampled_from(["arith", "scf", "func"]), unique=True)
                ),
                "options": options,
                "statistics": statistics,
                **({"deprecated": draw(SPEC_TEXT)} if draw(st.booleans()) else {}),
            }
        )
    return {"group": "G", "passes": passes}


def _load(path: Path) -> LoadedSpec:
    [loaded] = load_specs([(path, path)])
    return loaded


_VALUE_INITIALIZED = {
    "bool": False,
    **dict.fromkeys(_INT_RANGES, 0),
    "float": 0.0,
    "str": "",
    "pipeline": "",
    "pipeline-str": "",
}


def _same(value: Any) -> Any:
    """A value compared by what it is: floats by their bits' text (NaN equals NaN)."""
    if isinstance(value, float):
        return ("float", repr(value))
    if isinstance(value, list):
        return [_same(v) for v in value]
    return value


def _warned(loaded: LoadedSpec, warnings: tuple[Problem, ...]) -> set[tuple[str | int, ...]]:
    """The fields (data paths) export-td warned about: members' names and options' types;
    it warns about nothing else in these specs."""
    at = {warning.position for warning in warnings}
    fields = {
        (*place, field): loaded.document.position((*place, field), key=True)
        for p, pass_ in enumerate(loaded.spec.passes)
        for kind, count in (("options", len(pass_.options)), ("statistics", len(pass_.statistics)))
        for place in (("passes", p, kind, i) for i in range(count))
        for field in (("name", "type") if kind == "options" else ("name",))
    }
    assert at <= set(fields.values()), warnings
    return {where for where, position in fields.items() if position in at}


def _portable(spec: SpecFile, warned: set[tuple[str | int, ...]]) -> list[dict[str, Any]]:
    """Each pass's portable fields but its description, with `cpp:` left out and the fields
    `warned` about as import-td reads them (a name: whatever it is; a type: `str`); a scalar
    default of the value C++ gives an option without one (`T()`) is no default
    (docs/specs.md, C++ output)."""
    passes = []
    dumped = spec.model_dump(exclude={"passes": {"__all__": {"cpp", "description"}}})
    for p, pass_ in enumerate(dumped["passes"]):
        for kind in ("options", "statistics"):
            for i, member in enumerate(pass_[kind]):
                member.pop("cpp")
                if ("passes", p, kind, i, "name") in warned:
                    member["name"] = "(warned about)"
                if ("passes", p, kind, i, "type") in warned:
                    member["type"] = "str"
        for option in pass_["options"]:
            initialized = _VALUE_INITIALIZED.get(option["type"])
            if initialized is not None and _same(option["default"]) == _same(initialized):
                option["default"] = None
            if option["type"].startswith("list[") and option["default"] == []:
                option["default"] = None
            option["default"] = _same(option["default"])
        passes.append(pass_)
    return passes


def _mlir_tblgen(td_file: Path) -> list[bytes]:
    """mlir-tblgen's decls and docs of `td_file`."""
    assert MLIR_TBLGEN is not None
    outputs = []
    for flags in (["-gen-pass-decls", "-name=G"], ["-gen-pass-doc"]):
        done = subprocess.run(
            [MLIR_TBLGEN, *flags, f"-I{MLIR_INCLUDE}", str(td_file)],
            capture_output=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    return outputs


@requires_tblgen
@settings(max_examples=examples(60), deadline=None)
@given(data=_specs())
@example(
    data={
        "group": "G",
        "passes": [
            {
                "name": "PassA",
                "argument": "pass-a",
                "summary": "s",
                "description": "one line",
                "options": [
                    {
                        "name": "eps_a",
                        "argument": "eps-a",
                        "type": "float",
                        "default": 1e-05,
                        "description": "x",
                    },
                    {
                        "name": "l_b",
                        "argument": "l-b",
                        "type": "list[float]",
                        "default": [1.0, 1e-05],
                        "description": "x",
                    },
                    {
                        "name": "n_c",
                        "argument": "n-c",
                        "type": "float",
                        "default": math.nan,
                        "description": "x",
                    },
                ],
            }
        ],
    }
)
def test_export_then_import_gives_the_spec_back(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        spec_file, td_file, back, again = (
            Path(folder) / name for name in ("g.yaml", "G.td", "back.yaml", "G2.td")
        )
        spec_file.write_text(spec_yaml(SpecFile.model_validate(data)), encoding="utf-8")
        original = _load(spec_file)
        exported = export_td(original)
        td_file.write_text(exported.text, encoding="utf-8")
        args = ["import-td", str(td_file), f"-I{MLIR_INCLUDE}", "--group", "G", "-o", str(back)]
        assert main(args) == 0
        imported = _load(back)
        warned = _warned(original, exported.warnings)
        assert _portable(imported.spec, warned) == _portable(original.spec, warned)
        for back_pass, pass_ in zip(imported.spec.passes, original.spec.passes):
            text, printed = pass_.description, reindent(pass_.description)
            # kept as written where mlir-tblgen prints it so (but for the final newline),
            # else re-indented as it prints it, which it prints the same
            assert back_pass.description == text or printed not in (text, f"{text}\n")
            assert reindent(back_pass.description) == printed
        again.write_text(export_td(imported).text, encoding="utf-8")
        assert _mlir_tblgen(again) == _mlir_tblgen(td_file)
