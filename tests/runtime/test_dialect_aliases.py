"""Dialect attributes aliased as mlir-opt 22 aliases them (their dialects'
`OpAsmDialectInterface::getAlias`, runtime/asm/alias_text.py): sparse_tensor encodings as
`#sparse`, llvm's debug info, loop annotations, TBAA and alias scope metadata by their
mnemonics, each name numbered in visit order, definitions by depth then name (sparse
encodings printed as mlir-opt prints them: sparse_tensor/encoding_syntax.py); a distinct
attribute of a unit is not aliased, and distinct attributes are numbered as printed (found
on MLIR's Bufferization/ops.mlir, whose `#sparse` alias passgen did not make)."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

pytestmark = requires_mlir_opt

SPARSE = """\
#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
#BSR = #sparse_tensor.encoding<{map=(i,j)->(i floordiv 2:dense,j floordiv 3:compressed(nonunique),i mod 2:dense,j mod 3:dense),posWidth=32,crdWidth=0}>
#SLICE = #sparse_tensor.encoding<{ map = [s](i : #sparse_tensor<slice(1, 4, 1)>) -> (i : structured[2, 4]) }>
func.func @f(%a: tensor<?x?xf32, #CSR>, %c: tensor<4x6xf32, #BSR>, %d: tensor<8xf32, #SLICE>, %b: tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>) -> tensor<?x?xf32, #CSR> {
  return %a : tensor<?x?xf32, #CSR>
}
"""

LLVM = """\
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
"test.op"() {a = #sp, b = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>>, c = #llvm.access_group<id = distinct[2]<>>, d = distinct[3]<42 : i32>, e = #llvm.tbaa_root<id = "r">, f = affine_set<(d0) : (d0 >= 0)>, g = affine_map<(d0) -> (d0)>, h = [distinct[4]<>]} : () -> ()
"""


@pytest.mark.parametrize("source", [SPARSE, LLVM], ids=["sparse", "llvm"])
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_dialect_attributes_are_aliased_as_mlir_opt_aliases_them(
    source: str, generic: bool
) -> None:
    flags = ["--allow-unregistered-dialect", *(["--mlir-print-op-generic"] if generic else [])]
    theirs = mlir_opt(source, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(source, *flags) == (0, theirs.stdout, "")
