// ARGS: --mlir-print-debuginfo
// Locations on structured control flow, its regions' arguments and terminators.
#body = loc("kernel.py":10:4)
func.func @loop(%n: index loc("kernel.py":1:10)) -> f32 {
  %c0 = arith.constant 0 : index loc("kernel.py":2:8)
  %c1 = arith.constant 1 : index loc("kernel.py":2:8)
  %zero = arith.constant 0.0 : f32 loc(fused<"constants">["kernel.py":3:8, "kernel.py":3:20])
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %f = arith.index_cast %i : index to i32 loc(#body)
    %g = arith.sitofp %f : i32 to f32 loc("convert"(#body))
    %s = arith.addf %acc, %g : f32 loc(callsite("add"(#body) at "main.py":99:1))
    scf.yield %s : f32 loc("kernel.py":12:4)
  } loc("kernel.py":8:2)
  %c = arith.cmpf ogt, %r, %zero : f32 loc("kernel.py":14:2)
  %out = scf.if %c -> (f32) {
    scf.yield %r : f32 loc("then"("kernel.py":15:4))
  } else {
    %neg = arith.negf %r : f32 loc("kernel.py":17:4)
    scf.yield %neg : f32 loc("else"("kernel.py":18:4))
  } loc("kernel.py":14:2)
  return %out : f32 loc("kernel.py":20:2)
} loc("kernel.py":1:1)
