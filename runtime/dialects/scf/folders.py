"""Folders of the `scf` ops (MLIR's `SCF.cpp` `fold` methods), by op mnemonic."""

from __future__ import annotations

from .if_patterns import fold_if
from .index_switch_patterns import fold_index_switch

FOLDERS = {"if": fold_if, "index_switch": fold_index_switch}
