"""MkDocs hooks for the site (`make docs`): the home page is the README, and the pages of
docs/mlir/, mlir-tblgen's bytes written for mlir.llvm.org, link to MLIR's own pages there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

README = Path(__file__).resolve().parents[2] / "README.md"
MLIR_DOCS = "https://mlir.llvm.org/docs/"
# A relative link to a page of MLIR's documentation: `Canonicalization.md`,
# `Dialects/Builtin.md/#nameloc`.
MLIR_LINK = re.compile(r"\]\((?!https?:)([\w/]+)\.md/?(#[\w-]+)?\)")


def on_files(files: Files, config: Any) -> Files:
    """Add index.md: the README, its `docs/` links made relative to docs/."""
    text = README.read_text(encoding="utf-8").replace("](docs/", "](")
    files.append(File.generated(config, "index.md", content=text))
    return files


def on_page_markdown(markdown: str, page: Page, config: Any, files: Files) -> str:
    """Point docs/mlir/ pages' links to MLIR's documentation at mlir.llvm.org, except to the
    pages of docs/mlir/ itself."""
    if not page.file.src_uri.startswith("mlir/"):
        return markdown

    def absolute(match: re.Match[str]) -> str:
        name, anchor = match.group(1), match.group(2) or ""
        if files.get_file_from_path(f"mlir/{name}.md") is not None:
            return match.group(0)
        return f"]({MLIR_DOCS}{name}/{anchor})"

    return MLIR_LINK.sub(absolute, markdown)
