"""The names of MLIR 22's upstream dialects (`mlir-opt --show-dialects`, test dialects left
out): every one is in the default dialect registry (`dialects.DEFAULT_REGISTRY`), a few as
the runtime defines them, the others from their ODS data, and none is a typo in a spec.

Metadata, as the ODS data is: it lives with the IR, the lowest layer, so that the generator
checks specs against it without loading the runtime's dialects or anything above the IR."""

from __future__ import annotations

MLIR_DIALECTS = frozenset(
    {
        "acc",
        "affine",
        "amdgpu",
        "amx",
        "arith",
        "arm_neon",
        "arm_sme",
        "arm_sve",
        "async",
        "bufferization",
        "builtin",
        "cf",
        "complex",
        "dlti",
        "emitc",
        "func",
        "gpu",
        "index",
        "irdl",
        "linalg",
        "llvm",
        "math",
        "memref",
        "ml_program",
        "mpi",
        "nvgpu",
        "nvvm",
        "omp",
        "pdl",
        "pdl_interp",
        "ptr",
        "quant",
        "rocdl",
        "scf",
        "shape",
        "shard",
        "smt",
        "sparse_tensor",
        "spirv",
        "tensor",
        "tosa",
        "transform",
        "ub",
        "vector",
        "wasmssa",
        "x86vector",
        "xegpu",
        "xevm",
    }
)
