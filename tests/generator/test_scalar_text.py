"""Where a character of a YAML string is written in the file (`passgen.spec.scalar_text`),
whatever the scalar's style: plain, quoted (escapes, doubled quotes) or block, folded or not;
a problem at an offset of a string (an op's format) is reported there."""

from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from passgen.spec.scalar_text import ESCAPE, unescaped
from passgen.spec.yaml_source import load_document

STYLES = [None, "'", '"', "|", ">"]


def _written(source: str, index: int, style: str) -> str:
    """The character the source writes at `index`."""
    escape = ESCAPE.match(source, index) if style == '"' else None
    return unescaped(escape.group()) if escape else source[index]


@settings(max_examples=200, deadline=None)
@given(
    st.text(st.sampled_from("ab$`(),:^' \"\\\n\t"), min_size=1, max_size=60),
    st.sampled_from(STYLES),
    st.integers(8, 40),
)
def test_each_character_maps_to_where_it_is_written(value: str, style: str, width: int) -> None:
    text = "ops:\n  - format: " + yaml.dump(value, default_style=style, width=width)[:-1] + "\n"
    document, problems = load_document(Path("d.yaml"), text)
    if problems or document.data["ops"][0]["format"] != value:
        return  # the text PyYAML writes is not always read back the same (trailing spaces)
    scalar = document.scalars[("ops", 0, "format")]
    for offset, char in enumerate(value):
        if char.isspace():
            continue  # a folded line break or indentation may stand for it
        index = scalar.source_index(text, value, offset)
        assert _written(text, index, scalar.style) == char, (offset, text)


def test_a_position_inside_a_folded_block_string() -> None:
    text = "format: >\n  $a `,`\n  $b attr-dict\n"
    document, _ = load_document(Path("d.yaml"), text)
    assert document.data["format"] == "$a `,` $b attr-dict\n"
    assert document.position_inside(("format",), 7)[1:] == (3, 3)
    assert document.position_inside(("format",), 20)[1:] == (3, 15)
