// Direct and indirect calls, multiple results, public and private callees.
func.func private @external(i32, f32) -> (i32, f32)

func.func private @helper(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  return %sum : i32
}

func.func @swap(%x: i64, %y: i64) -> (i64, i64) {
  return %y, %x : i64, i64
}

func.func @caller(%arg0: i32, %arg1: f32) -> (i32, i64) {
  %r:2 = call @external(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  %h = call @helper(%r#0, %arg0) : (i32, i32) -> i32
  %w = arith.extsi %h : i32 to i64
  %c7 = arith.constant 7 : i64
  %s:2 = call @swap(%w, %c7) : (i64, i64) -> (i64, i64)
  %f = constant @helper : (i32, i32) -> i32
  %i = call_indirect %f(%h, %h) : (i32, i32) -> i32
  return %i, %s#1 : i32, i64
}

func.func @no_results() {
  %c0 = arith.constant 0 : i32
  %0 = func.call @helper(%c0, %c0) : (i32, i32) -> i32
  return
}

func.func @recursive(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %r = call @recursive(%m) : (index) -> index
  return %r : index
}
