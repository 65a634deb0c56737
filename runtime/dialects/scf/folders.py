"""Folders of the `scf` ops (MLIR's `SCF.cpp` `fold` methods), by op mnemonic."""

from __future__ import annotations

from .if_patterns import fold_if

FOLDERS = {"if": fold_if}
