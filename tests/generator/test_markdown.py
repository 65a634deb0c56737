"""Passes.md in passgen's own style shows spec text as text: no raw HTML from any spec
reaches the rendered page (GitHub's renderer judges, see markdown_render.py), code stays
code where a renderer surely reads it so, and table rows keep their cells.
"""

from __future__ import annotations

import re
from pathlib import Path

import cmarkgfm
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_render import EXTENSIONS, HOSTILE, passes_md_problem, raw_html, unescaped_pipes
from profiles import examples
from projects import write_project

from passgen.cli import main
from passgen.docs import markdown
from passgen.support.source_text import UNSAFE_TEXT

fragment = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(max_size=8),
    st.sampled_from(
        [
            "<",
            ">",
            "`",
            "``",
            "```",
            "~~~",
            "|",
            "\\",
            "\n",
            "\n\n",
            "  ",
            "    ",
            "- ",
            "> ",
            "1. ",
            "#",
            "&",
            "/",
            "=",
            "'",
            "[",
            "]",
            "(",
            ")",
            "](",
            "][",
            "]:",
            '"',
            "http://",
            "www.",
            "@",
            "!",
            "*",
            "_",
        ]
    ),
)
hostile_text = st.lists(fragment, max_size=12).map("".join)


# -- the filters ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "source, expected",
    [
        ("<script>alert(1)</script>", "&lt;script>alert(1)&lt;/script>"),
        ("a | b", "a \\| b"),
        ("keep `vector<4xf32>` as code", "keep `vector<4xf32>` as code"),
        ("`a | <b>` c", "\\`a \\| &lt;b>\\` c"),  # a span never reaches over a cell's pipe
        ("`unclosed <b>", "\\`unclosed &lt;b>"),
        ("``a ` b``", "``a ` b``"),
        ("\\<b> \\` \\\\<i>", "&lt;b> \\` \\\\&lt;i>"),
        ("two\n  lines\tjoined", "two lines joined"),
        ("~~~ x ~~", "\\~~~ x ~~"),
        # A link or URL could swallow a span's opening backticks: its spans holding `<` are text.
        ("see [a](x) and `y<b>`", "see [a](x) and \\`y&lt;b>\\`"),
        ("see [a](x) and `y`", "see [a](x) and `y`"),
        ("www.x.org`a <b>`", "www.x.org\\`a &lt;b>\\`"),
    ],
)
def test_short_text(source: str, expected: str) -> None:
    assert markdown.text(source) == expected


def test_description_keeps_code_and_escapes_html() -> None:
    source = (
        '# Title <b>\n\nUse `memref<4xf32>` here.\n\n```mlir\n%0 = "x.y"() : () -> '
        "vector<4xf32>\n```\n\n  ```\n<script>alert(1)</script>\n  ```\n~~~\n<i>"
    )
    assert markdown.block(source, 4) == (
        '#### Title &lt;b>\n\nUse `memref<4xf32>` here.\n\n```mlir\n%0 = "x.y"() : () -> '
        "vector<4xf32>\n```\n\n  \\`\\`\\`\n&lt;script>alert(1)&lt;/script>\n  \\`\\`\\`\n~~~\n<i>\n~~~"
    )


def test_description_lines_end_where_markdown_ends_them() -> None:
    """Only CR, LF and CRLF end a line: U+2028 or a form feed inside a line stay there."""
    assert (
        markdown.block("a\u2028<b>\r\n```\r<i>\r```\x0c", 4)
        == "a\u2028&lt;b>\n```\n<i>\n```\x0c\n```"
    )


def test_code_fence_is_measured_on_the_text_shown() -> None:
    """Whitespace dropped at the end (U+2028) must not leave a backtick against the fence."""
    assert markdown.code("x`\u2028") == "`` x` ``"
    assert markdown.code("\t`a|b``  ") == "``` `a\\|b`` ```"


def test_comment_text_cannot_end_the_comment() -> None:
    assert markdown.comment("--><img src=x>\n\\") == "--&gt;&lt;img src=x&gt;\\n\\\\"


@settings(max_examples=examples(300))
@given(hostile_text)
def test_no_description_or_text_renders_raw_html(source: str) -> None:
    assert raw_html(markdown.block(source, 4)) is None
    assert raw_html(f"| a | b |\n| --- | --- |\n| {markdown.text(source)} | x |\n") is None
    assert raw_html(f"_{markdown.text(source)}_\n") is None


@settings(max_examples=examples(200))
@given(hostile_text)
def test_short_text_keeps_a_table_row_in_its_cells(source: str) -> None:
    row = f"| {markdown.text(source)} | {markdown.code(source)} | end |"
    assert raw_html(f"| a | b | c |\n| --- | --- | --- |\n{row}\n") is None
    html = cmarkgfm.markdown_to_html_with_extensions(
        f"| a | b | c |\n| --- | --- | --- |\n{row}\n", extensions=EXTENSIONS
    )
    cells = re.findall(r"<td>(.*?)</td>", html, re.DOTALL)
    assert len(cells) == 3 and cells[2] == "end", (row, html)
    assert unescaped_pipes(row) == 4


# -- Passes.md of hostile specs --------------------------------------------------------------


def hostile_spec(texts: list[str]) -> str:
    """A spec with `texts` in every free-text field (as YAML double-quoted strings)."""
    quoted = [_yaml_string(t) for t in texts]
    first, second, third = (quoted * 3)[:3]
    return f"""\
group: Hostile
summary: {first}
passes:
  - name: A
    argument: a
    summary: {second}
    description: {third}
    deprecated: {first}
    options:
      - {{name: mode, argument: mode, type: enum, default: fast, description: {second},
          values: {{fast: {third}, slow: {first}}}}}
      - {{name: label, argument: label, type: str, default: {third}, description: {first}}}
    statistics:
      - {{name: count, display_name: {second}, description: {third}}}
bundles:
  - {{name: b, summary: {second}, passes: [a]}}
"""


def _yaml_string(text: str) -> str:
    escaped = text.encode("unicode_escape").decode("ascii").replace('"', '\\"')
    return f'"{escaped}"'


def build_docs(root: Path, spec: str, name: str = "hostile.yaml") -> str:
    assert main(["build", "--config", str(write_project(root, {name: spec}))]) == 0
    return (root / "docs" / "Passes.md").read_text(encoding="utf-8")


def test_passes_md_of_a_hostile_spec(tmp_path: Path) -> None:
    page = build_docs(tmp_path, hostile_spec(HOSTILE[:3]), "--><img src=x onerror=alert(1)>.yaml")
    assert page.startswith(
        "<!-- Generated by passgen from specs/--&gt;&lt;img src=x "
        "onerror=alert(1)&gt;.yaml; do not edit. -->\n"
    )
    assert "_&lt;img src=x onerror=alert(1)>_" in page
    assert passes_md_problem(page) is None


def test_an_option_cell_is_escaped_as_one_text(tmp_path: Path) -> None:
    """A link opened in an option's description ends inside a span of a value's description
    (they share a cell): that span must be text."""
    spec = hostile_spec(["x"]).replace(
        'description: "x",\n          values: {fast: "x", slow: "x"}',
        'description: "[a](x \'y",\n          values: {fast: "`\' ) <b>`", slow: "x"}',
    )
    page = build_docs(tmp_path, spec)
    assert "| [a](x 'y<br>`fast`: \\`' ) &lt;b>\\`<br>`slow`: x |" in page
    assert passes_md_problem(page) is None


@settings(max_examples=examples(30))
@given(
    st.lists(
        hostile_text.map(
            lambda t: "".join(
                c for c in t if (c.isprintable() or c in "\t\n") and not UNSAFE_TEXT.match(c)
            )
        ),
        min_size=1,
        max_size=3,
    )
)
def test_passes_md_of_any_spec_text(
    tmp_path_factory: pytest.TempPathFactory, texts: list[str]
) -> None:
    assert passes_md_problem(build_docs(tmp_path_factory.mktemp("p"), hostile_spec(texts))) is None
