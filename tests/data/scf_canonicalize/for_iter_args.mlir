func.func @f(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0:6 = scf.for %i = %lb to %ub step %step iter_args(%x0 = %a, %x1 = %b, %x2 = %a, %x3 = %b, %x4 = %a, %x5 = %b) -> (i32, i32, i32, i32, i32, i32) {
    %1 = "some.op"(%x0, %x2, %x4) : (i32, i32, i32) -> i32
    %2 = "some.op"(%x3) : (i32) -> i32
    scf.yield %x0, %x3, %1, %x1, %1, %2 : i32, i32, i32, i32, i32, i32
  } {tag}
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : i32, i32, i32, i32, i32, i32
}
