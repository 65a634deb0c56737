"""GitHub's Markdown renderer (cmark-gfm, through cmarkgfm) as the judge of Passes.md: raw
HTML from a spec must not reach the page, and table rows must keep their cells.

Rendered in cmark's safe mode, a page has every piece of raw HTML replaced by a marker, so
counting the markers counts raw HTML exactly; rendered unsafe, it may hold no element that
Markdown would not make and no event-handler attribute.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import cmarkgfm
from cmarkgfm.cmark import Options

# Elements CommonMark and GitHub's tables make from Markdown.
MARKDOWN_TAGS = frozenset(
    {
        "p",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "ul",
        "ol",
        "li",
        "code",
        "pre",
        "em",
        "strong",
        "del",
        "a",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
        "blockquote",
        "hr",
        "br",
        "img",
    }
)
EXTENSIONS = ["table", "strikethrough", "autolink"]  # GitHub's, without its tag filter
OMITTED = "<!-- raw HTML omitted -->"

# Text that would be markup, or would break code, fences, links or tables, if passed through.
HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<IMG SRC=x OnError=y>",
    "<div>\n<script>alert(1)</script>\n</div>",
    "<!-- x -->",
    "<https://example.com>",
    "<a href='javascript:alert(1)'>x</a>",
    "`code <b>`",
    "``a ` <b> ``",
    "`unclosed <b>",
    "x `\n<b>` y",
    "a | b | <i>c</i>",
    "\\<b>",
    "\\\\<b>",
    "\\`<b>`",
    "&lt;b&gt;",
    "&amp;",
    "```\n<b>\n```",
    "```\n<b>",
    "  ```\n<b>\n```\n<i>",
    "- ```\n<b>\n```",
    "> ```\n<b>",
    "para\n    ```\n<script>x</script>",
    "~~~\n<b>\n~~~",
    "  ~~~\n<b>\n~~~\n<i>",
    "- item\n\n  ```\n<b>\n  ```",
    "[^1]: ```\n<b>",
    "``` | x\n<b>\n```",
    "~~~|\n<b>",
    "\r<b>",
    "a\r\n<b>",
    "\x00<b>",
    "line\u2028<b>",
    "# Heading <b>",
    "<?php x ?>",
    "<![CDATA[x]]>",
    "[a](x`) <b>`",
    "[a]( `) <b>`",
    "[a](x ' `')<b>`",
    "[a](\n`) <b>`",
    "[a][\nx\n`y] <b>`",
    "[`y]: /u",
    "http://x.org`a <b>`",
    "www.x.org`a <b>`",
    "[x]: `a 'b'\n<c>`",
    "www.\\<b>",
]


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def raw_html(page: str, own_markup: int = 0) -> str | None:
    """What is wrong with `page` (Markdown) when it renders raw HTML beyond the `own_markup`
    pieces passgen writes itself, or an element Markdown would not make; else None."""
    safe = cmarkgfm.markdown_to_html_with_extensions(page, extensions=EXTENSIONS)
    if safe.count(OMITTED) != own_markup:
        shown = [safe[max(0, m.start() - 300) : m.end() + 100] for m in re.finditer(OMITTED, safe)]
        return f"{safe.count(OMITTED) - own_markup} piece(s) of raw HTML: {shown}"
    elements = _Elements()
    elements.feed(
        cmarkgfm.markdown_to_html_with_extensions(
            page, options=Options.CMARK_OPT_UNSAFE, extensions=EXTENSIONS
        )
    )
    for tag, attrs in elements.tags:
        if tag not in MARKDOWN_TAGS or any(name.startswith("on") for name, _ in attrs):
            return f"element <{tag} {attrs}>"
    return None


def unescaped_pipes(row: str) -> int:
    """The cell separators cmark-gfm's table scanner sees: pipes not right after a backslash."""
    return len(re.findall(r"(?<!\\)\|", row))


def passes_md_problem(page: str) -> str | None:
    """What is wrong with a Passes.md in the default style: raw HTML beyond its header comment
    and the `<br>`s between enum values, or a table row with more or fewer cells than its
    header; else None."""
    problem = raw_html(page.replace("<br>", " "), own_markup=1)
    if problem is not None:
        return problem
    header = 0
    for line in page.splitlines():
        if not line.startswith("| "):
            header = 0
        elif header == 0:
            header = unescaped_pipes(line)
        elif unescaped_pipes(line) != header:
            return f"table row with {unescaped_pipes(line) - 1} cells, not {header - 1}: {line}"
    return None
