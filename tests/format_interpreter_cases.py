"""Inputs of the format interpreter's tests (tests/runtime/test_format_interpreter.py), shared
with the custom form's fast-path tests: custom forms mlir-opt 22 reads and prints, and
malformed custom ops."""

from __future__ import annotations

# Ops whose custom form has no attribute but their operands and types, and no result names.
ROUND_TRIPS = {
    "arith": """
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>, %t: tensor<2x?xi64>) -> i32 {
  %0 = arith.andi %a, %b : i32
  %1 = arith.maxsi %0, %b : i32
  %2 = arith.remui %1, %a : i32
  %3 = arith.xori %v, %v : vector<4xi8>
  %4 = arith.floordivsi %t, %t : tensor<2x?xi64>
  %5 = arith.extui %a : i32 to i64
  %6 = arith.index_cast %a : i32 to index
  %7 = arith.bitcast %a : i32 to f32
  return %2 : i32
}
""",
    "index": """
func.func @f(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.ceildivs %0, %b
  %2 = index.maxu %1, %a
  %3 = index.castu %2 : index to i64
  %4 = index.sizeof
  return %2 : index
}
""",
    "memref": """
func.func @f(%m: memref<4x?xf32>, %i: index, %x: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  memref.store %x, %m[%i, %i] : memref<4x?xf32>
  memref.store %0, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {tag = 3 : i64} : memref<4x?xf32>
  memref.dealloc %m : memref<4x?xf32>
  return
}
""",
    "cf": """
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}
""",
    "vector": """
func.func @f(%x: f32, %v: vector<4xf32>, %m: vector<4x8xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.fma %v, %v, %0 : vector<4xf32>
  %2 = vector.shape_cast %m : vector<4x8xf32> to vector<32xf32>
  return %1 : vector<4xf32>
}
""",
}

WITH_ATTRIBUTE_SYNTAX = {
    "func": """
module @m attributes {test.tag} {
  func.func private @g(i32) -> (i32, i64)
  func.func @f(%a: i32) -> i32 {
    %0:2 = func.call @g(%a) : (i32) -> (i32, i64)
    func.call @f(%a) {note = 1 : i64} : (i32) -> i32
    return %0#0 : i32
  }
}
""",
    "assert": """
func.func @f(%c: i1) {
  cf.assert %c, "message"
  return
}
""",
    "cond_br": """
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return
}
""",
    "trunci": """
func.func @f(%a: i64) -> i16 {
  %0 = arith.trunci %a : i64 to i16
  return %0 : i16
}
""",
    "arith_flags": """
func.func @f(%a: i32, %x: f32) -> i1 {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  %1 = arith.addf %x, %x fastmath<fast> : f32
  %2 = arith.cmpi slt, %a, %a : i32
  return %2 : i1
}
""",
    "memref_subview": """
func.func @f(%m: memref<8x8xf32>, %i: index) {
  %0 = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}
""",
}


MALFORMED = [
    "func.func @f(%a: i32) {\n  %0 = arith.andi %a %a : i32\n  return\n}\n",
    "func.func @f(%a: i32) {\n  %0 = arith.andi %a, %a\n  return\n}\n",
    "func.func @f(%a: index) {\n  %0 = index.add %a\n  return\n}\n",
    "func.func @f(%a: i32) {\n  cf.br ^bb1(%a, %a : i32)\n^bb1(%b: i32):\n  return\n}\n",
    "func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = memref.load %m[%i : memref<4xf32>\n  return\n}\n",
    "func.func @f(%a: i32) {\n  %0 = arith.extui %a : i32 i64\n  return\n}\n",
]
