"""Spec text in passgen's own doc style (Passes.md): Markdown, never raw HTML.

Descriptions are Markdown (CommonMark with GitHub's tables); short texts (summaries,
deprecation notes, option, value and statistic descriptions) are one line of Markdown. In
both, raw HTML and autolinks are text: every `<` outside code is written `&lt;`.

Code keeps its `<` only where every renderer reads it as code whatever surrounds it:
fenced code blocks whose fence starts in the first column, and code spans that close on
their own line (and table cell) in a paragraph with no link or URL (whose destination,
title, label or GitHub's URL autolink could swallow the opening backticks and leave the
rest as HTML). Elsewhere a code span holding `<` is text (its backticks escaped); one
without `<` stays, as it can expose nothing. Backticks that close no span are escaped, and
so is every run of three tildes outside code, so no other fence (indented, in a list or a
quote) opens. The `mlir` doc style (mlir_doc.py) is mlir-tblgen's bytes and does none of
this.
"""

from __future__ import annotations

import html
import re
import string

_LINE_ENDING = re.compile(r"\r\n|\r|\n")  # what CommonMark splits lines at
_ESCAPABLE = frozenset(string.punctuation)  # what a backslash escapes (ASCII punctuation)
# A code fence in the first column: no backtick (or pipe: a table row) in its info string.
_FENCE = re.compile(r"(`{3,})[^`|]*|(~{3,})[^|]*")
_HEADING = re.compile(r"#{1,6}(?=[ \t]|$)")
# What reads text after it raw, past a backtick: a link's destination, title or label, a
# reference definition, GitHub's URL autolinks.
_SWALLOWS = re.compile(r"\]\(|\]\[|\]:|://|www\.", re.IGNORECASE)


def text(source: str, context: str = "") -> str:
    """A short text on one line (whitespace runs become one space), safe in a table cell;
    `context` is the rest of the text sharing its cell (a link there may swallow backticks)."""
    line = " ".join(source.split())
    return inline(line, code_html=not _SWALLOWS.search(f"{context} {line}"), table=True)


def inline(line: str, code_html: bool, table: bool = False) -> str:
    """One line of Markdown outside code blocks: `<` as text, backtick runs that close no
    code span and tilde runs that could open a fence escaped, code spans kept (they never
    reach over a `|`; a span holding `<` only when `code_html`), and in a table cell `|`
    escaped."""
    out: list[str] = []
    i = 0
    while i < len(line):
        char = line[i]
        if char == "\\" and line[i + 1 : i + 2] in _ESCAPABLE:
            # `\<` is `&lt;` too: a URL autolink may take the backslash and leave the `<`.
            out.append("&lt;" if line[i + 1] == "<" else line[i : i + 2])
            i += 2
            continue
        if char == "`":
            run = _run_end(line, i)
            close = _span_end(line, run, run - i)
            if close and not code_html and "<" in line[run:close]:
                close = None
            out.append(line[i:close] if close else "\\`" * (run - i))
            i = close or run
            continue
        if char == "<":
            out.append("&lt;")
        elif (char == "|" and table) or (line.startswith("~~~", i) and line[i - 1 : i] != "~"):
            out.append("\\" + char)
        else:
            out.append(char)
        i += 1
    return "".join(out)


def _run_end(line: str, start: int) -> int:
    end = start
    while end < len(line) and line[end] == "`":
        end += 1
    return end


def _span_end(line: str, start: int, length: int) -> int | None:
    """The end of the backtick run of `length` closing a code span opened before `start`,
    or None when there is none before the end of the line or a `|`."""
    i = start
    while i < len(line) and line[i] != "|":
        if line[i] != "`":
            i += 1
            continue
        end = _run_end(line, i)
        if end - i == length:
            return end
        i = end
    return None


def block(source: str, level: int) -> str:
    """A description: Markdown blocks with raw HTML as text (see the module docstring),
    headings outside code demoted so the shallowest is `level`, and an unclosed code fence
    closed (else it would swallow the rest of the document)."""
    out: list[str] = []
    headings: list[int] = []
    fence = ""  # the open code fence, if any
    paragraph: list[str] = []  # lines between blank lines and fences (a paragraph or more)

    def end_paragraph() -> None:
        code_html = not _SWALLOWS.search("\n".join(paragraph))
        out.extend(inline(line, code_html) for line in paragraph)
        paragraph.clear()

    for line in _LINE_ENDING.split(source):
        if fence:
            out.append(line)
            if re.fullmatch(rf" {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*", line):
                fence = ""
            continue
        opening = _FENCE.fullmatch(line)
        if opening or not line.strip(" \t"):  # only spaces and tabs make a line blank
            end_paragraph()
            out.append(line)
            fence = opening.group(1) or opening.group(2) if opening else ""
            continue
        if _HEADING.match(line):
            headings.append(len(out) + len(paragraph))
        paragraph.append(line)
    end_paragraph()
    if fence:
        out.append(fence)
    if headings:
        shallowest = min(len(_HEADING.match(out[i]).group()) for i in headings)  # type: ignore[union-attr]
        shift = max(0, level - shallowest)
        for index in headings:
            current = len(_HEADING.match(out[index]).group())  # type: ignore[union-attr]
            out[index] = "#" * min(shift, 6 - current) + out[index]
    return "\n".join(out)


def code(source: str) -> str:
    """`source` as a code span inside a table cell: escaped pipes, and a backtick fence
    longer than any run of backticks in the text."""
    body = " ".join(source.replace("|", "\\|").split())
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if body.startswith("`") or body.endswith("`") else ""
    return f"{fence}{pad}{body}{pad}{fence}"


def comment(source: str) -> str:
    """Text inside an HTML comment: `<`, `>` and `&` as entities (so it cannot end the
    comment), backslashes and unprintable characters as Python escapes."""
    visible = "".join(
        c if c.isprintable() and c != "\\" else c.encode("unicode_escape").decode() for c in source
    )
    return html.escape(visible, quote=False)
