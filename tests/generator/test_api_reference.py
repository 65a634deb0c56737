"""docs/api.md is the API reference generated from the runtime's docstrings, and fresh."""

from __future__ import annotations

from paths import ROOT

from passgen.docs.api_reference import reference

API = ROOT / "docs" / "api.md"


def test_api_reference_is_fresh() -> None:
    assert API.read_text(encoding="utf-8") == reference(), (
        "docs/api.md is stale: run `make build` (python -m passgen.docs.api_reference > docs/api.md)"
    )


def test_api_reference_documents_what_a_pass_author_uses() -> None:
    text = reference()
    for entry in (
        "### class `Pass(**options: Any)`",
        "- `emit_error(message: str) -> Diagnostic`",
        "### `parse_source(",
        "### class `OpBuilder(",
        "- `has_uses` (property)",
    ):
        assert entry in text
