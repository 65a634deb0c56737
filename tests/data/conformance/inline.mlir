// The inliner: its options, recursion, dead private callees, optimization pipelines and
// the IR printed around its nested pipelines.
// RUN: mlir-opt %s -inline
// RUN: mlir-opt %s -inline='default-pipeline='
// RUN: mlir-opt %s -p 'builtin.module(inline{max-iterations=1 inlining-threshold=150})'
// RUN: mlir-opt %s -p 'builtin.module(inline{op-pipelines=func.func(canonicalize,cse)})'
// RUN: mlir-opt %s -inline -mlir-print-debuginfo -mlir-print-local-scope
// RUN: mlir-opt %s --mlir-disable-threading -inline -mlir-print-ir-after-all -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(inline))' 2>&1
// RUN: mlir-opt %s -p 'builtin.module(inline)' -dump-pass-pipeline -o /dev/null 2>&1

func.func private @scale(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.muli %x, %c3 : i32 loc("scale.mlir":2:8)
  return %0 : i32
}

func.func @clamp(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %neg, ^zero, ^done(%x : i32)
^zero:
  cf.br ^done(%c0 : i32)
^done(%r: i32):
  return %r : i32
}

func.func @countdown(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %0 = call @countdown(%m) : (i32) -> i32
  return %0 : i32
}

func.func @main(%a: i32) -> i32 {
  %0 = call @scale(%a) : (i32) -> i32 loc("main.mlir":20:3)
  %1 = call @clamp(%0) : (i32) -> i32
  %f = constant @clamp : (i32) -> i32
  %2 = call_indirect %f(%1) : (i32) -> i32
  %3 = call @countdown(%2) : (i32) -> i32
  return %3 : i32
}
