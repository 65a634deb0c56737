"""The runtime's site: what every context has without registering it, wired here, above the
layers it joins. The IR imports nothing above it: its dialect registry (`ir.dialects`) loads
this module, by name, when it is imported, so the site is in place before any context is
made (as MLIR's Python bindings run their site initialization, and `mlir-opt` calls
`registerAllDialects`).

- The dialects the runtime defines (`passgen.runtime.dialects`: func, arith and cf), in the
  default dialect registry. Their folders and patterns load when first asked for, as those
  of the upstream dialects it gives folders (index, math, ub, memref, tensor, complex).
- The upstream dialects the runtime gives hand-written assembly forms (scf, affine,
  bufferization, vector, linalg, llvm, gpu, omp, acc, memref...), built from their ODS data as the
  registry's other upstream dialects (`dialects.upstream_forms`), with the names their ops
  give their results (`dialects.result_names`); vector's come with its folders and patterns.
- The asm layer's printer, with which the IR's diagnostics show ops (`see current
  operation: ...`) in the generic form, as MLIR's do, imported when a diagnostic first
  shows one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dialects.acc import acc_forms
from .dialects.affine.dialect import affine_dialect
from .dialects.amdgpu import amdgpu_forms
from .dialects.arith.dialect import arith_dialect
from .dialects.async_ops import async_forms
from .dialects.bufferization import bufferization_forms
from .dialects.cf.dialect import cf_dialect
from .dialects.complex.dialect import complex_dialect
from .dialects.emitc import emitc_forms
from .dialects.func.dialect import func_dialect
from .dialects.gpu import gpu_forms
from .dialects.index.dialect import index_dialect
from .dialects.interface_models import interface_models_of
from .dialects.irdl import irdl_forms
from .dialects.linalg import linalg_dialect
from .dialects.llvm import llvm_dialect
from .dialects.math.dialect import math_dialect
from .dialects.memref.dialect import memref_dialect
from .dialects.ml_program import ml_program_forms
from .dialects.nvvm import nvvm_forms
from .dialects.omp import omp_forms
from .dialects.pdl import pdl_forms
from .dialects.pdl_interp import pdl_interp_forms
from .dialects.quant import quant_forms
from .dialects.rocdl import rocdl_forms
from .dialects.scf.dialect import scf_dialect
from .dialects.shape.dialect import shape_dialect
from .dialects.shard import shard_forms
from .dialects.smt import smt_forms
from .dialects.sparse_tensor import sparse_tensor_forms
from .dialects.spirv import spirv_forms
from .dialects.tensor.dialect import tensor_dialect
from .dialects.tosa.dialect import tosa_dialect
from .dialects.transform import transform_forms
from .dialects.ub.dialect import ub_dialect
from .dialects.upstream_forms import with_forms
from .dialects.vector.dialect import vector_dialect
from .ir.diagnostics import set_op_printer
from .ir.dialects import DEFAULT_REGISTRY

if TYPE_CHECKING:
    from .ir.operation import Operation


def _print_op(op: Operation) -> str:
    from .asm.printer import print_op

    return print_op(op, generic=True, local_scope=True)


DEFAULT_REGISTRY.update(
    func=func_dialect,
    arith=arith_dialect,
    cf=cf_dialect,
    scf=scf_dialect,
    affine=affine_dialect,
    bufferization=with_forms(
        "bufferization", bufferization_forms, interface_models_of("bufferization")
    ),
    vector=vector_dialect,
    linalg=linalg_dialect,
    llvm=llvm_dialect,
    gpu=with_forms("gpu", gpu_forms, interface_models_of("gpu")),
    omp=with_forms("omp", omp_forms),
    acc=with_forms("acc", acc_forms, interface_models_of("acc")),
    shard=with_forms("shard", shard_forms),
    smt=with_forms("smt", smt_forms),
    irdl=with_forms("irdl", irdl_forms),
    amdgpu=with_forms("amdgpu", amdgpu_forms, interface_models_of("amdgpu")),
    nvvm=with_forms("nvvm", nvvm_forms, interface_models_of("nvvm")),
    rocdl=with_forms("rocdl", rocdl_forms, interface_models_of("rocdl")),
    memref=memref_dialect,
    shape=shape_dialect,
    emitc=with_forms("emitc", emitc_forms, interface_models_of("emitc")),
    sparse_tensor=with_forms(
        "sparse_tensor", sparse_tensor_forms, interface_models_of("sparse_tensor")
    ),
    quant=with_forms("quant", quant_forms),
    index=index_dialect,
    math=math_dialect,
    ub=ub_dialect,
    tensor=tensor_dialect,
    complex=complex_dialect,
    pdl=with_forms("pdl", pdl_forms),
    pdl_interp=with_forms("pdl_interp", pdl_interp_forms, interface_models_of("pdl_interp")),
    ml_program=with_forms("ml_program", ml_program_forms, interface_models_of("ml_program")),
    spirv=with_forms("spirv", spirv_forms),
    transform=with_forms("transform", transform_forms, interface_models_of("transform")),
    tosa=tosa_dialect,
    **{"async": with_forms("async", async_forms, interface_models_of("async_ops"))},
)
set_op_printer(_print_op)
