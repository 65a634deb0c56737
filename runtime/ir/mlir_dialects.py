"""The names of MLIR 22's upstream dialects (`mlir-opt --show-dialects`, test dialects left
out). The runtime implements a few of them (`dialects.DEFAULT_REGISTRY`); the others are real
names a pass may depend on once a program registers them, never typos."""

from __future__ import annotations

MLIR_DIALECTS = frozenset({
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
    "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
    "linalg", "llvm", "math", "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
    "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor",
    "spirv", "tensor", "tosa", "transform", "ub", "vector", "wasmssa", "x86vector", "xegpu", "xevm",
})
