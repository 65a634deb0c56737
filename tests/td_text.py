"""Hypothesis strategies for text that TableGen files hold: any text but NUL (which no
TableGen file holds) and lone surrogates (which no UTF-8 file holds), rich in what
TableGen's lexer and YAML treat specially; and the part of it a spec's strings may hold."""

from __future__ import annotations

from hypothesis import strategies as st

from passgen.support.source_text import UNSAFE_TEXT

SPECIAL = st.sampled_from(
    [
        "}",
        "]",
        "{",
        "[",
        "}]",
        "[{",
        '"',
        "\\",
        "\r",
        "\n",
        "\r\n",
        "\t",
        "#",
        "//",
        "/*",
        "*/",
        "#ifdef X\n",
        "\x0b",
        "\u2028",
        "é",
    ]
)
TEXT = st.lists(
    st.one_of(SPECIAL, st.characters(blacklist_categories=["Cs"], blacklist_characters="\0")),
    max_size=12,
).map("".join)
# What a spec's strings hold (yaml_source refuses the rest).
SPEC_TEXT = TEXT.map(lambda text: UNSAFE_TEXT.sub("", text))
