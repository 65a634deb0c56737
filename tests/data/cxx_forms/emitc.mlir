emitc.include <"stdio.h">
emitc.include "my.h"

emitc.func @func(%a: i32, %b: !emitc.ptr<i32> {emitc.x}) -> i32 attributes {specifiers = ["static", "inline"]} {
  %0 = emitc.expression %a, %b noinline : (i32, !emitc.ptr<i32>) -> i32 {
    %1 = add %a, %a : (i32, i32) -> i32
    yield %1 : i32
  }
  %2 = emitc.expression : () -> i32 {
    %c = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    %3 = mul %c, %c : (i32, i32) -> i32
    yield %3 : i32
  }
  emitc.return %0 : i32
}
emitc.func private @decl(i32) -> i32 attributes {specifiers = ["extern"]}
emitc.func @do_while(%p: !emitc.ptr<i32>, %c: i32) {
  emitc.do {
    emitc.call_opaque "g"() : () -> ()
  } while {
    %e = emitc.expression %c : (i32) -> i1 {
      %z = "emitc.constant"() <{value = 0 : i32}> : () -> i32
      %r = cmp gt, %c, %z : (i32, i32) -> i1
      yield %r : i1
    }
    yield %e : i1
  } attributes {foo}
  return
}
