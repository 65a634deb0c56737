// Folding, dead code, and branch simplification, with the driver's options.
// RUN: mlir-opt %s -canonicalize
// RUN: mlir-opt %s -p 'builtin.module(func.func(canonicalize{top-down=false}))'
// RUN: mlir-opt %s -p 'builtin.module(func.func(canonicalize{region-simplify=disabled}))'
// RUN: mlir-opt %s -p 'builtin.module(func.func(canonicalize{max-iterations=1 max-num-rewrites=2}))'
// RUN: mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=0})'
// RUN: mlir-opt %s -p 'builtin.module(canonicalize{test-convergence=true})'

func.func @arith(%a: i32, %b: i64) -> (i32, i32, i32, i64, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.subi %1, %1 : i32
  %3 = arith.addi %c5, %c5 : i32
  %4 = arith.xori %b, %b : i64
  %5 = arith.cmpi eq, %a, %a : i32
  %6 = arith.muli %3, %a : i32
  return %2, %6, %1, %4, %5 : i32, i32, i32, i64, i1
}

func.func @branches(%a: i32, %c: i1) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %0 = arith.addi %a, %a : i32
  cf.br ^bb3(%0 : i32)
^bb3(%x: i32):
  cf.cond_br %c, ^bb4(%x : i32), ^bb4(%x : i32)
^bb4(%y: i32):
  return %y : i32
}

func.func @loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
