// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(strip-tag))' | filecheck %s
// RUN: passgen-opt %s --pass-pipeline='builtin.module(func.func(strip-tag{name=other}))' \
// RUN:   | filecheck %s --check-prefix=OTHER

// strip-tag removes the attribute its `name` option names (`my.tag` by default) from every
// operation in the function, and leaves every other attribute as it is.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    arith.constant {other} 1 : i32
// CHECK-NEXT:    arith.addi %arg0, %c1_i32 : i32
// OTHER-LABEL: func.func @f
// OTHER-NEXT:    arith.constant {my.tag} 1 : i32
// OTHER-NEXT:    arith.addi %arg0, %c1_i32 {my.tag = "x"} : i32
func.func @f(%arg0: i32) -> i32 {
  %c1 = arith.constant {my.tag, other} 1 : i32
  %0 = arith.addi %arg0, %c1 {my.tag = "x"} : i32
  return %0 : i32
}
