// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(fold-add-zero))' | filecheck %s
// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(fold-add-zero{max-folds=1}))' \
// RUN:   | filecheck %s --check-prefix=ONE
// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(fold-add-zero))' \
// RUN:   --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(fold-add-zero{report}))' \
// RUN:   --verify-diagnostics -o /dev/null

// fold-add-zero replaces `x + 0` with `x`: both additions of zero go, the addition of two
// stays.

// CHECK-LABEL: func.func @f(%arg0: i32)
// CHECK:         %[[SUM:.*]] = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:    return %[[SUM]] : i32

// With `max-folds=1` it stops after the first.

// ONE-LABEL: func.func @f(%arg0: i32)
// ONE:         %[[SUM:.*]] = arith.addi %arg0, %c2_i32 : i32
// ONE-NEXT:    %[[LAST:.*]] = arith.addi %[[SUM]], %c0_i32 : i32
// ONE-NEXT:    return %[[LAST]] : i32

// STATS: (S) 2 num-folded - Additions folded

func.func @f(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  // With `report`, a remark at every addition folded.
  // expected-remark @below {{folded x + 0}}
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c0 : i32 // expected-remark {{folded x + 0}}
  return %2 : i32
}
