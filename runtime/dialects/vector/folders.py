"""Folder per `vector` op mnemonic (MLIR's VectorOps.cpp `fold` methods), from the modules of
each op family."""

from __future__ import annotations

from ...ir.context import Folder
from .broadcast import fold_broadcast
from .masks import fold_constant_mask
from .shape_cast import fold_shape_cast
from .transpose import fold_transpose

FOLDERS: dict[str, Folder] = {
    "broadcast": fold_broadcast,
    "constant_mask": fold_constant_mask,
    "shape_cast": fold_shape_cast,
    "transpose": fold_transpose,
}
