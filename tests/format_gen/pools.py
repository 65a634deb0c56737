"""What the generator draws types and attribute values from when the ODS data leaves them
open: builtin types every dialect uses, each dialect's common types (as its upstream tests
write them), and attributes of every kind in their full form."""

from __future__ import annotations

BUILTIN_TYPES = (
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "vector<4xf32>",
    "vector<4xi32>",
    "vector<2x4xf32>",
    "vector<[4]xi8>",
    "vector<4xi1>",
    "tensor<4xf32>",
    "tensor<?xi32>",
    "tensor<2x3xf32>",
    "tensor<*xf32>",
    "tensor<i32>",
    "memref<4xf32>",
    "memref<?xi32>",
    "memref<2x3xf32>",
    "memref<f32>",
    "complex<f32>",
    "none",
    "!llvm.ptr",
)

DIALECT_TYPES: dict[str, tuple[str, ...]] = {
    "acc": ("memref<10xf32>", "!acc.declare_token", "!acc.data_bounds_ty", "!llvm.ptr"),
    "amdgpu": ("vector<4xf16>", "vector<4xi8>", "memref<8xi32, #gpu.address_space<global>>"),
    "arm_sve": ("vector<[4]xi32>", "vector<[4]xi1>", "vector<[8]xi16>", "vector<[2]xf64>"),
    "async": ("!async.token", "!async.value<f32>", "!async.group"),
    "emitc": (
        "!emitc.opaque<\"int\">",
        "!emitc.ptr<i32>",
        "!emitc.lvalue<i32>",
        "!emitc.array<2xi32>",
        "!emitc.size_t",
    ),
    "gpu": ("!gpu.async.token", "memref<4xf32, #gpu.address_space<workgroup>>"),
    "irdl": ("!irdl.attribute", "!irdl.region"),
    "llvm": ("!llvm.ptr", "!llvm.ptr<1>", "!llvm.struct<(i32, f32)>", "!llvm.array<4 x i32>"),
    "mpi": ("!mpi.comm", "!mpi.retval", "!mpi.request", "memref<10xf32>"),
    "nvgpu": ("!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>",),
    "nvvm": ("!llvm.ptr", "!llvm.ptr<3>", "!llvm.struct<(i32, i32)>"),
    "omp": ("!llvm.ptr", "memref<1xi32>"),
    "pdl": ("!pdl.operation", "!pdl.value", "!pdl.type", "!pdl.attribute", "!pdl.range<value>"),
    "pdl_interp": (
        "!pdl.operation",
        "!pdl.value",
        "!pdl.type",
        "!pdl.attribute",
        "!pdl.range<value>",
        "!pdl.range<type>",
    ),
    "ptr": ("!ptr.ptr<#ptr.generic_space>", "vector<4x!ptr.ptr<#ptr.generic_space>>"),
    "quant": ("!quant.uniform<i8:f32, 1.000000e+00>", "tensor<4x!quant.uniform<i8:f32, 2.0>>"),
    "rocdl": ("!llvm.ptr", "!llvm.ptr<1>", "!llvm.ptr<3>", "vector<2xf16>"),
    "shape": ("!shape.shape", "!shape.size", "!shape.witness", "!shape.value_shape", "tensor<?xindex>"),
    "shard": ("!shard.sharding", "tensor<4x4xf32>"),
    "smt": ("!smt.bool", "!smt.int", "!smt.bv<32>", "!smt.array<[!smt.int -> !smt.bool]>"),
    "sparse_tensor": ("!sparse_tensor.storage_specifier<#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>",),
    "spirv": ("!spirv.ptr<f32, Function>", "!spirv.array<4 x f32>", "vector<3xi32>", "vector<4xf32>"),
    "tosa": ("tensor<1x4xf32>", "tensor<1xi32>", "!tosa.shape<1>", "tensor<1x2x3xf32>"),
    "transform": (
        "!transform.any_op",
        "!transform.any_value",
        "!transform.any_param",
        "!transform.param<i64>",
        "!transform.op<\"func.func\">",
    ),
    "vector": ("vector<4xf32>", "vector<2x4xf32>", "vector<[4]xf32>", "vector<4xindex>"),
    "wasmssa": ("!wasmssa<local ref to i32>", "!wasmssa.funcref", "!wasmssa.externref"),
    "x86vector": ("vector<16xf32>", "vector<8xf32>", "vector<16xi32>", "vector<32xbf16>"),
    "xegpu": ("!xegpu.tensor_desc<8x16xf16>", "vector<8x16xf16>", "memref<8x16xf16>"),
    "xevm": ("!llvm.ptr<1>", "vector<8xi16>", "vector<8xf32>"),
}

# Attributes in the full form, of every kind, for attributes the data says little of.
GENERIC_ATTRIBUTES = (
    '"name"',
    "@callee",
    "i32",
    "f32",
    "[]",
    "[1, 2]",
    '["a", "b"]',
    "1 : i64",
    "7 : i32",
    "2.500000e+00 : f32",
    "true",
    "unit",
    "array<i64: 1, 2>",
    "dense<1> : tensor<2xi32>",
    "{a = 1 : i64}",
    "affine_map<(d0) -> (d0)>",
)

DISCARDABLE_ATTRIBUTES = ("gen.tag = 1 : i64", 'gen.note = "x"', "gen.flag")


def type_pool(dialect: str) -> tuple[str, ...]:
    """The types an op of `dialect` may be given where its data names none."""
    return DIALECT_TYPES.get(dialect, ()) + BUILTIN_TYPES
