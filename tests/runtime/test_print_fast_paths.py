"""The printer's attribute aliasing finds what its former regex scan found: the same
aliasable attributes in any printed text (strings skipped, a keyword after a word character
ignored), whether it rewrites one attribute or the whole printed IR at once."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hypothesis import given
from hypothesis import strategies as st

from passgen.runtime.asm import alias_text
from passgen.runtime.asm import lexer as lx

# The former scan: one regex over the text, strings matched (and skipped) as they come.
_START = re.compile(f'"{lx.STRING_BODY}"' r"|(?<![\w$.])(?:affine_map<|affine_set<|distinct\[)")


def reference_pieces(text: str) -> Iterator[str]:
    last = 0
    for match in _START.finditer(text):
        keyword = match.group()
        if match.start() < last or keyword.startswith('"'):
            continue
        end = lx.bracket_end(text, match.end() - 1)
        if keyword == "distinct[":
            end = lx.bracket_end(text, end)
        yield text[last : match.start()]
        yield text[match.start() : end]
        last = end
    yield text[last:]


ATTRIBUTES = [
    "affine_map<(d0) -> (d0)>",
    "affine_set<(d0) : (d0 >= 0)>",
    'distinct[0]<"a>">',
    "affine_map<() -> (affine_set<() : (0 == 0)>)>",
    'distinct[1]<affine_map<(d0) -> ("x" , d0)>>',
]
# Printed strings never span lines; they may hold keywords, escaped quotes and brackets.
STRINGS = ['"affine_map<"', '"a\\"affine_set<"', '"\\\\"', '"distinct["', '"<>"', '""']
GLUE = [
    " ",
    "\n",
    ", ",
    "{a = ",
    "}",
    "x",
    ".",
    "$",
    "_",
    "loc(",
    ")",
    "<",
    ">",
    "->",
    "#map",
    "%0 = ",
    "\n  ",
]


@st.composite
def printed_texts(draw: st.DrawFn) -> str:
    """Texts shaped like printed IR: glue, strings and aliasable attributes, the attributes
    now and then right after a word character (so not aliasable)."""
    parts = draw(
        st.lists(
            st.one_of(st.sampled_from(GLUE), st.sampled_from(STRINGS), st.sampled_from(ATTRIBUTES)),
            max_size=25,
        )
    )
    return "".join(parts)


@given(printed_texts())
def test_pieces_are_the_former_scans(text: str) -> None:
    assert list(alias_text.pieces(text)) == list(reference_pieces(text))


@given(st.lists(printed_texts(), min_size=1, max_size=6))
def test_rewriting_the_whole_text_is_rewriting_each_line(lines: list[str]) -> None:
    """`Printer.print` rewrites the whole print at once, where it once rewrote each printed
    attribute; a text's pieces are the same whatever precedes it on earlier lines."""
    single_lines = [line.replace("\n", " ") for line in lines]
    whole = "\n".join(single_lines)
    assert "".join(reference_pieces(whole)) == whole
    # `_pieces` alternates plain runs and aliasable attributes.
    per_line = [piece for line in single_lines for piece in list(alias_text.pieces(line))[1::2]]
    assert list(alias_text.pieces(whole))[1::2] == per_line
