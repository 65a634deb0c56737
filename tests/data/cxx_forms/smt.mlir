// smt: the C++ forms (eq, distinct, bv.repeat, int.constant and its unsigned value),
// the inferred types of bv.concat and bv.constant, the array and function type transformers.
func.func @f(%a: !smt.bv<32>, %b: !smt.bv<8>, %x: !smt.int, %arr: !smt.array<[!smt.int -> !smt.bool]>, %fn: !smt.func<(!smt.int, !smt.bool) !smt.bv<4>>, %p: !smt.bool) {
  %c = smt.bv.constant #smt.bv<5> : !smt.bv<32>
  %c2 = smt.bv.constant #smt.bv<-1> : !smt.bv<8>
  %cat = smt.bv.concat %a, %b : !smt.bv<32>, !smt.bv<8>
  %rep = smt.bv.repeat 3 times %b : !smt.bv<8>
  %eq = smt.eq %a, %c, %a : !smt.bv<32>
  %ne = smt.distinct %x, %x {foo} : !smt.int
  %i = smt.int.constant -123
  %j = smt.int.constant 1234567890123456789012345 {bar}
  %s = smt.array.select %arr[%x] : !smt.array<[!smt.int -> !smt.bool]>
  %st = smt.array.store %arr[%x], %p : !smt.array<[!smt.int -> !smt.bool]>
  %bc = smt.array.broadcast %p : !smt.array<[!smt.int -> !smt.bool]>
  %ap = smt.apply_func %fn(%x, %p) : !smt.func<(!smt.int, !smt.bool) !smt.bv<4>>
  return
}
func.func @g() {
  %c = smt.bv.constant #smt.bv<255> : !smt.bv<8>
  return
}
func.func @h() {
  %c = smt.bv.constant #smt.bv<0x0f> : !smt.bv<8>
  %d = smt.bv.constant #smt.bv<007> : !smt.bv<4>
  %e = smt.bv.constant #smt.bv<-8> : !smt.bv<4>
  return
}

// smt.declare_fun names its result after its name prefix (sanitized), none without one.
func.func @declare_fun_names() {
  %a = smt.declare_fun "a b" : !smt.bool
  %b = smt.declare_fun "" : !smt.bool
  %c = smt.declare_fun "0x" : !smt.bool
  %d = smt.declare_fun "a" : !smt.bool
  %e = smt.declare_fun : !smt.int
  return
}
