"""The folders of the `tensor` ops by mnemonic (MLIR's `TensorOps.cpp` `fold` methods and
the `CastOpInterface` fold of the casts)."""

from __future__ import annotations

from ...ir.context import Folder
from .casts import fold_identity_cast
from .element_ops import (
    fold_concat,
    fold_extract,
    fold_from_elements,
    fold_gather,
    fold_insert,
    fold_rank,
    fold_splat,
)
from .pad_ops import fold_pad
from .reshapes import fold_reshape, fold_tensor_reshape
from .shaped_ops import fold_dim
from .slice_ops import fold_extract_slice, fold_insert_slice

FOLDERS: dict[str, Folder] = {
    "bitcast": fold_identity_cast,
    "cast": fold_identity_cast,
    "collapse_shape": fold_reshape,
    "concat": fold_concat,
    "dim": fold_dim,
    "expand_shape": fold_reshape,
    "extract": fold_extract,
    "extract_slice": fold_extract_slice,
    "from_elements": fold_from_elements,
    "gather": fold_gather,
    "insert": fold_insert,
    "insert_slice": fold_insert_slice,
    "pad": fold_pad,
    "rank": fold_rank,
    "reshape": fold_tensor_reshape,
    "splat": fold_splat,
}
