// ARGS: --allow-unregistered-dialect
// Several top-level ops without a module: mlir-opt wraps them in an implicit module.
func.func @first() {
  return
}

"test.top"() {position = 2 : i32} : () -> ()

%v = "test.value"() : () -> i32
"test.consume"(%v) : (i32) -> ()

func.func private @second(i32) -> i32

module @explicit_inner {
}
