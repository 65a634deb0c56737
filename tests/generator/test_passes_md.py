"""Passes.md as published documentation, judged by GitHub's renderer (cmark-gfm): every link
of the indexes reaches its heading under GitHub's anchor rules, each pass has a usage line
that passgen-opt runs as written (loading the project's plugin), float defaults read as
numbers, a missing default is told apart from an empty one and from one the C++ computes,
and no table cell starts with a line break."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import cmarkgfm
import markdown
from cmarkgfm.cmark import Options
from markdown_render import EXTENSIONS
from paths import ROOT
from projects import write_project

from passgen.cli import main

SPECS = {
    "a.yaml": """\
group: Options
summary: A group whose name is also a heading below (`#### Options`)
passes:
  - name: Tile
    argument: tile
    summary: Tile loops
    anchor: func.func
    options:
      - {name: ratio, argument: ratio, type: float, default: 0.25}
      - {name: sizes, argument: sizes, type: "list[float]", default: [1.5, 2.0]}
      - {name: tag, argument: tag, type: str, default: ""}
      - {name: names, argument: names, type: "list[str]"}
      - name: width
        argument: width
        type: int
        cpp: {name: width, type: unsigned, default: "kDefaultWidth"}
      - {name: mode, argument: mode, type: enum, default: fast, values: {fast: Go fast}}
  - {name: Options, argument: options, summary: A pass named like the headings}
""",
    "b.yaml": """\
group: Zeta
passes:
  - {name: Sweep, argument: sweep, interface: FunctionOpInterface}
bundles:
  - name: sweep-twice
    passes: [sweep, sweep]
    preserve_between:
      - {start: sweep, end: sweep, analysis: DominanceInfo}
""",
}


class _Page(HTMLParser):
    """Headings' text (in order) and the fragment links of a rendered page."""

    def __init__(self) -> None:
        super().__init__()
        self.headings: list[str] = []
        self.links: list[str] = []
        self._in_heading = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if re.fullmatch(r"h[1-6]", tag):
            self._in_heading = True
            self.headings.append("")
        href = dict(attrs).get("href")
        if tag == "a" and href and href.startswith("#"):
            self.links.append(href[1:])

    def handle_endtag(self, tag: str) -> None:
        if re.fullmatch(r"h[1-6]", tag):
            self._in_heading = False

    def handle_data(self, data: str) -> None:
        if self._in_heading:
            self.headings[-1] += data


def github_anchors(headings: list[str]) -> set[str]:
    """The ids GitHub gives headings (github-slugger): lowercase, drop what is not a letter,
    digit, `_`, `-` or space, spaces to `-`, then `-1`, `-2` for repeats."""
    anchors: set[str] = set()
    seen: dict[str, int] = {}
    for text in headings:
        base = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
        count = seen.get(base, 0)
        seen[base] = count + 1
        anchors.add(base if count == 0 else f"{base}-{count}")
    return anchors


def build(tmp_path: Path) -> str:
    assert main(["build", "--config", str(write_project(tmp_path, SPECS))]) == 0
    return (tmp_path / "docs" / "Passes.md").read_text()


def test_every_index_link_reaches_its_heading(tmp_path: Path) -> None:
    page = _Page()
    page.feed(
        cmarkgfm.markdown_to_html_with_extensions(
            build(tmp_path), options=Options.CMARK_OPT_UNSAFE, extensions=EXTENSIONS
        )
    )
    assert len(page.links) == 2 + 3  # the groups, then each group's passes
    assert set(page.links) <= github_anchors(page.headings)
    assert "options" in page.links and "-options" in page.links


def test_defaults_and_usage_lines(tmp_path: Path) -> None:
    text = build(tmp_path)
    rows = {
        line.split(" | ")[0][4:-1]: line.split(" | ")[2]
        for line in text.splitlines()
        if line.startswith("| `-")
    }
    assert rows == {
        "ratio": "`0.25`",
        "sizes": "`1.5,2.0`",
        "tag": '`""`',
        "names": "*none*",
        "width": "C++: `kDefaultWidth`",
        "mode": "`fast`",
    }
    usages = re.findall(r"^Usage: `(.*)`$", text, re.M)
    assert usages == [
        "passgen-opt --load-pass-plugin gen -p 'builtin.module(options)'",
        "passgen-opt --load-pass-plugin gen -p 'builtin.module(func.func(tile))'",
        "passgen-opt --load-pass-plugin gen -p 'builtin.module(any(sweep))'",
    ]
    for usage in usages:  # each one parses as written (the passes registered as metadata)
        command = shlex.split(usage)
        assert command[0] == "passgen-opt"
        checked = subprocess.run(
            [sys.executable, "-m", "passgen.runtime.tools.opt", *command[1:]]
            + ["--check-pass-pipeline"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
        )
        assert checked.returncode == 0, checked.stderr


def test_the_built_in_passes_usage_lines_load_no_plugin() -> None:
    """This repository's docs/Passes.md: passgen-opt has its passes built in."""
    text = (ROOT / "docs" / "Passes.md").read_text(encoding="utf-8")
    usages = re.findall(r"^Usage: `(.*)`$", text, re.M)
    assert usages and all(u.startswith("passgen-opt -p 'builtin.module(") for u in usages)


def test_no_table_cell_starts_with_a_line_break(tmp_path: Path) -> None:
    """An option without a description but with enum values, a bundle without a summary
    but with preserved analyses: their cells start with what there is."""
    rows = [line for line in build(tmp_path).splitlines() if line.startswith("|")]
    assert "| `-mode` | `enum` | `fast` | `fast`: Go fast |" in rows
    assert (
        "| `sweep-twice` | `sweep`, `sweep` | Passes between `sweep` and `sweep` preserve "
        "`DominanceInfo`. |" in rows
    )
    assert not [row for row in rows if re.search(r"\| <br>", row)]


def test_every_index_link_reaches_its_heading_under_mkdocs(tmp_path: Path) -> None:
    """MkDocs renders with Python-Markdown and its `toc` extension, whose heading ids agree
    with GitHub's for the headings the indexes link to."""
    html = markdown.markdown(build(tmp_path), extensions=["toc", "tables", "fenced_code"])
    ids = set(re.findall(r'<h[1-6] id="([^"]+)"', html))
    links = re.findall(r'<a href="#([^"]+)"', html)
    assert len(links) == 5 and set(links) <= ids
