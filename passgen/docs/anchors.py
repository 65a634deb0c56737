"""Links to headings of a generated Markdown page, with the anchors GitHub (and MkDocs) give
them: the heading's text lowercased, punctuation other than `-` and `_` dropped, spaces as
`-`, and `-1`, `-2`, ... for a text seen before. Templates write `link_to(heading line)`; once
the page is rendered, every heading is counted in order and the links get their anchors."""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\x00anchor:(.*?)\x00")
_HEADING = re.compile(r"^#{1,6} +(.*?) *#*$")
_FENCE = re.compile(r"^(```|~~~)")


def link_to(heading: str) -> str:
    """A placeholder for the anchor of the heading written exactly as `heading`."""
    return f"\x00anchor:{heading}\x00"


def slug(text: str) -> str:
    """GitHub's anchor text for a heading's rendered text (before de-duplication)."""
    shown = re.sub(r"\\(.)", r"\1", text.replace("`", ""))
    kept = "".join(c for c in shown.lower() if c.isalnum() or c in "-_ ")
    return kept.replace(" ", "-")


def resolve(page: str) -> str:
    """`page` with each placeholder replaced by its heading's anchor."""
    anchors: dict[str, str] = {}
    seen: dict[str, int] = {}
    fenced = False
    for line in page.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        match = _HEADING.match(line) if not fenced else None
        if match is None:
            continue
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        anchors.setdefault(line, base if count == 0 else f"{base}-{count}")
    return _TOKEN.sub(lambda m: anchors.get(m.group(1), slug(m.group(1).lstrip("# "))), page)
