"""The packaged templates lay Python out exactly as black (pinned mode) does."""

from __future__ import annotations

import string as charsets
from pathlib import Path

import black
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from paths import ROOT
from profiles import examples

from passgen.build.config import Config
from passgen.build.outputs import generate
from passgen.build.render import black_mode
from passgen.checks.load import load_specs
from passgen.python import pyformat
from passgen.python.char_width import BLACK_24, BLACK_26, char_width, disputed, str_width
from passgen.support.source_text import UNSAFE_TEXT


def assert_black_stable(text: str) -> None:
    assert black.format_str(text, mode=black_mode()) == text


@pytest.mark.parametrize(
    "path",
    sorted([*(ROOT / "generated").glob("*.py"), *(ROOT / "tests/golden/expected").glob("*.py")]),
    ids=lambda p: p.name,
)
def test_committed_generated_modules_are_black_stable(path: Path) -> None:
    assert_black_stable(path.read_text())


values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=130),
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.dictionaries(st.text(max_size=20), inner, max_size=4)
        | st.lists(inner, min_size=1, max_size=3).map(tuple)
    ),
    max_leaves=12,
)
names = st.text(charsets.ascii_lowercase + "_", min_size=1, max_size=60).map(lambda s: "x" + s)


@settings(max_examples=examples(300))
@given(names, values, st.integers(0, 3))
def test_assignments_match_black(name: str, value: object, depth: int) -> None:
    body = pyformat.assign(name, value, depth=depth)
    prefix = "".join(f"{'    ' * d}if x:\n" for d in range(depth))
    assert_black_stable(f"{prefix}{body}\n")


@settings(max_examples=examples(200))
@given(names, st.lists(st.tuples(names, values), max_size=5), st.lists(values, max_size=3))
def test_calls_match_black(
    callee: str, keywords: list[tuple[str, object]], args: list[object]
) -> None:
    node = pyformat.call(
        callee, *map(pyformat.literal, args), **{k: pyformat.literal(v) for k, v in keywords}
    )
    assert_black_stable(pyformat.assign("value", node, depth=0) + "\n")
    assert_black_stable(pyformat.statement("raise ", node) + "\n")


@settings(max_examples=examples(100))
@given(st.lists(names, min_size=1, max_size=8), names)
def test_imports_match_black(imported: list[str], module: str) -> None:
    assert_black_stable(pyformat.import_from(module.replace("_", ".x"), imported) + "\n")


camel = st.text(charsets.ascii_letters, min_size=1, max_size=70).map(lambda s: "P" + s)
kebab = st.text(charsets.ascii_lowercase + "-", min_size=1, max_size=70).map(
    lambda s: "a" + "-".join(filter(None, s.split("-")))
)
# What a spec's texts may hold (specs refuse `UNSAFE_TEXT`: test_cpp_names.py).
free_text = st.text(st.characters(blacklist_categories=["Cs"]), max_size=160).map(
    lambda text: UNSAFE_TEXT.sub("", text)
)


@settings(max_examples=examples(40))
@given(
    camel, camel, kebab, free_text, free_text, names, st.lists(st.integers(-9, 9**9), max_size=30)
)
def test_generated_modules_match_black_for_any_spec(
    tmp_path_factory: pytest.TempPathFactory,
    group: str,
    name: str,
    argument: str,
    summary: str,
    description: str,
    option: str,
    ints: list[int],
) -> None:
    spec = {
        "group": group,
        "passes": [
            {
                "name": name,
                "argument": argument,
                "summary": summary,
                "description": description,
                "anchor": "x" * len(option) + ".op",
                "dependent_dialects": ["d" + option] * 3,
                "implementation": f"pkg.{option}.mod:{name}.Inner",
                "deprecated": summary,
                "options": [
                    {
                        "name": option,
                        "argument": argument,
                        "type": "list[int64]",
                        "default": ints,
                        "description": summary,
                    },
                    {
                        "name": option + "_mode",
                        "argument": "mode",
                        "type": "enum",
                        "default": "a",
                        "values": {"a": summary, "b": description},
                    },
                ],
                "statistics": [
                    {"name": option + "_count", "display_name": summary, "description": description}
                ],
            }
        ],
    }
    root = tmp_path_factory.mktemp("spec")
    (root / "s.yaml").write_text(yaml.safe_dump(spec, allow_unicode=True), encoding="utf-8")
    config = Config(root, root / "pyproject.toml", (), root / "out", "pkg." + option, None, None)
    for text in generate(config, load_specs([(Path("s.yaml"), root / "s.yaml")])).values():
        assert_black_stable(text)


def test_width_table_is_blacks() -> None:
    """The copied table of the installed black's major version gives its widths."""
    from black import __version__
    from black._width_table import WIDTH_TABLE

    ranges = BLACK_26 if int(__version__.split(".")[0]) >= 26 else BLACK_24
    for start, end, width in WIDTH_TABLE:
        for codepoint in {start, end}:
            assert char_width(chr(codepoint), ranges) == max(width, 0), hex(codepoint)
    assert [(start, end) for start, end, _ in ranges] == sorted({r[:2] for r in ranges})


@pytest.mark.parametrize(
    ("char", "width", "is_disputed"),
    [("a", 1, False), ("中", 2, False), ("\u0301", 0, True), ("☰", 1, True)],
)
def test_widths_and_disputed_characters(char: str, width: int, is_disputed: bool) -> None:
    assert (str_width(char), disputed(char)) == (width, is_disputed)


@pytest.mark.parametrize(
    ("value", "literal"),
    [("e\u0301 ☰ 中", '"e\\u0301 \\u2630 中"'), ("it's ☰", '"it\'s \\u2630"')],
)
def test_literals_escape_disputed_characters(value: str, literal: str) -> None:
    assert pyformat.string(value) == literal
    assert eval(literal) == value
