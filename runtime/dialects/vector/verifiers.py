"""The `vector` ops' own verifiers (MLIR's `verify` methods of
mlir/lib/Dialect/Vector/IR/VectorOps.cpp), by family: `verify_vectors` (broadcast, shuffle,
extract, insert, transpose, shape_cast, bitcast, outerproduct), `verify_slices` (strided
slices), `verify_contract`, `verify_transfers`, `verify_accesses` (loads, stores, gathers,
scatters, type_cast), `verify_reductions` (mask constants, reductions, scan), `verify_mask_op`
(`vector.mask`) and `verify_traits` (`PredOpTrait`s whose predicates ODS data lacks).
`VERIFIERS` maps op names to them; the dialect attaches them lazily (`attach_verifiers`)."""

from __future__ import annotations

from ...ir.context import Verifier
from . import verify_accesses
from .verify_contract import verify_contract
from .verify_mask_op import verify_mask
from .verify_reductions import (
    verify_constant_mask,
    verify_create_mask,
    verify_multi_reduction,
    verify_reduction,
    verify_scan,
)
from .verify_slices import verify_extract_strided_slice, verify_insert_strided_slice
from .verify_traits import (
    verify_deinterleave,
    verify_print,
    verify_scalable_extract,
    verify_scalable_insert,
)
from .verify_transfers import verify_transfer_read, verify_transfer_write
from .verify_vectors import (
    verify_bitcast,
    verify_broadcast,
    verify_extract,
    verify_insert,
    verify_outerproduct,
    verify_shape_cast,
    verify_shuffle,
    verify_transpose,
)

VERIFIERS: dict[str, Verifier] = {
    "vector.broadcast": verify_broadcast,
    "vector.shuffle": verify_shuffle,
    "vector.extract": verify_extract,
    "vector.insert": verify_insert,
    "vector.transpose": verify_transpose,
    "vector.shape_cast": verify_shape_cast,
    "vector.bitcast": verify_bitcast,
    "vector.outerproduct": verify_outerproduct,
    "vector.insert_strided_slice": verify_insert_strided_slice,
    "vector.extract_strided_slice": verify_extract_strided_slice,
    "vector.contract": verify_contract,
    "vector.transfer_read": verify_transfer_read,
    "vector.transfer_write": verify_transfer_write,
    "vector.constant_mask": verify_constant_mask,
    "vector.create_mask": verify_create_mask,
    "vector.reduction": verify_reduction,
    "vector.multi_reduction": verify_multi_reduction,
    "vector.scan": verify_scan,
    "vector.mask": verify_mask,
    "vector.deinterleave": verify_deinterleave,
    "vector.scalable.insert": verify_scalable_insert,
    "vector.scalable.extract": verify_scalable_extract,
    "vector.print": verify_print,
    **verify_accesses.VERIFIERS,
}
