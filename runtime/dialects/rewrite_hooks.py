"""Attaching a dialect's folders and canonicalization patterns to its ops: what a dialect's
`lazy_hooks` do when the rewrite layer first asks for them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..ir import Dialect
from ..ir.context import Folder
from ..rewrite.pattern import RewritePattern
from .cpp_names import with_cpp_names


def attach_rewrites(
    dialect: Dialect,
    folders: Mapping[str, Folder],
    patterns: Mapping[str, Sequence[RewritePattern]],
) -> None:
    """Give each op of `dialect` its folder and canonicalization patterns (with MLIR's debug
    names), both by op mnemonic."""
    for full, definition in list(dialect.operations.items()):
        mnemonic = full.split(".", 1)[1]
        dialect.operations[full] = definition.with_hooks(
            folder=folders.get(mnemonic),
            canonicalization_patterns=with_cpp_names(patterns.get(mnemonic, ())),
        )
