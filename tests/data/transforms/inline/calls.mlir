// Calls the inliner takes and leaves: single and multi-block callees, locations,
// declarations, chains, self and mutual recursion, calls in regions, function constants,
// and private callees left dead.
func.func private @add_twice(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("callee.mlir":2:8)
  return %0 : i32 loc("callee.mlir":3:2)
}

func.func @single_block(%arg0: i32) -> i32 {
  %0 = call @add_twice(%arg0) : (i32) -> i32 loc("caller.mlir":10:5)
  return %0 : i32
}

func.func @select(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %0 = arith.constant 7 : i32
  return %0 : i32
^bb2(%x: i32 loc("arg.mlir":1:1)):
  return %x : i32
}

func.func @multi_block(%c: i1, %a: i32) -> i32 {
  %0 = call @select(%c, %a) : (i1, i32) -> i32 loc(callsite("inner.mlir":1:1 at "outer.mlir":2:2))
  %1 = call @select(%c, %0) : (i1, i32) -> i32
  return %1 : i32
}

func.func private @declared(i32) -> i32

func.func @declaration_kept(%a: i32) -> i32 {
  %0 = call @declared(%a) : (i32) -> i32
  return %0 : i32
}

func.func @leaf() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @middle() -> i32 {
  %0 = call @leaf() : () -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
func.func @top() -> i32 {
  %fn = constant @middle : () -> i32
  %0 = call_indirect %fn() : () -> i32
  return %0 : i32
}

func.func @self(%a: i32) -> i32 {
  %0 = call @self(%a) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
func.func @into_cycle(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}

func.func @in_regions(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = func.call @add_twice(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    // Several blocks cannot go into an scf.if.
    %1 = func.call @select(%c, %a) : (i1, i32) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

func.func private @dead() {
  return
}
func.func private @only_called_by_dead() {
  return
}
func.func private @dead_caller() {
  call @only_called_by_dead() : () -> ()
  return
}
