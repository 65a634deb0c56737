"""Folder per `vector` op mnemonic (MLIR's VectorOps.cpp `fold` methods), from the modules of
each op family."""

from __future__ import annotations

from ...ir.context import Folder
from .bitcast import fold_bitcast
from .broadcast import fold_broadcast
from .extract import fold_extract
from .from_elements import fold_from_elements, fold_to_elements
from .insert import fold_insert
from .mask_folds import fold_mask
from .masks import fold_constant_mask
from .reductions import fold_multi_reduction
from .shape_cast import fold_shape_cast
from .shuffle import fold_shuffle
from .strided_slices import fold_extract_strided_slice, fold_insert_strided_slice
from .transfer_folds import fold_transfer_read, fold_transfer_write
from .transpose import fold_transpose

FOLDERS: dict[str, Folder] = {
    "bitcast": fold_bitcast,
    "broadcast": fold_broadcast,
    "constant_mask": fold_constant_mask,
    "extract": fold_extract,
    "extract_strided_slice": fold_extract_strided_slice,
    "from_elements": fold_from_elements,
    "insert": fold_insert,
    "insert_strided_slice": fold_insert_strided_slice,
    "mask": fold_mask,
    "multi_reduction": fold_multi_reduction,
    "shape_cast": fold_shape_cast,
    "shuffle": fold_shuffle,
    "to_elements": fold_to_elements,
    "transfer_read": fold_transfer_read,
    "transfer_write": fold_transfer_write,
    "transpose": fold_transpose,
}
