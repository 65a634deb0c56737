// Common subexpressions across blocks and regions, constants, and side effects.
// RUN: mlir-opt %s -allow-unregistered-dialect -p 'builtin.module(func.func(cse))' | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect -cse -mlir-pass-statistics -o /dev/null 2>&1

// CHECK-LABEL: "func.func"
func.func @dominated(%a: i32, %c: i1) -> i32 {
  %k0 = arith.constant 7 : i32
  %k1 = arith.constant 7 : i32
  %0 = arith.addi %a, %k0 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %k1 : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  cf.br ^bb3(%0 : i32)
^bb3(%r: i32):
  %2 = arith.addi %a, %k0 : i32
  %3 = arith.muli %r, %2 : i32
  return %3 : i32
}

func.func @commuted(%a: i32, %b: i32) -> (i32, i32, i1, i1) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi slt, %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i1, i1
}

func.func @unregistered(%a: i32) -> (i32, i32) {
  %0 = "foo.pure_looking"(%a) : (i32) -> i32
  %1 = "foo.pure_looking"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}
