"""The ops with MLIR's `AutomaticAllocationScope` trait (which ODS data does not carry): the
scopes `memref.alloca` allocates in, by full op name."""

from __future__ import annotations

AUTOMATIC_ALLOCATION_SCOPES = frozenset(
    {
        "acc.firstprivate.recipe",
        "acc.kernels",
        "acc.loop",
        "acc.parallel",
        "acc.private.recipe",
        "acc.reduction.recipe",
        "acc.serial",
        "affine.for",
        "affine.parallel",
        "async.execute",
        "emitc.class",
        "emitc.func",
        "func.func",
        "gpu.func",
        "gpu.launch",
        "llvm.func",
        "memref.alloca_scope",
        "omp.parallel",
        "omp.task",
        "omp.taskgroup",
        "omp.taskloop",
        "scf.for",
        "scf.forall",
        "scf.parallel",
        "shape.func",
        "spirv.func",
        "wasmssa.func",
        "wasmssa.global",
    }
)
