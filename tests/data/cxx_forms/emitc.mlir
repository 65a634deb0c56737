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
emitc.global extern @decl_global : i8
emitc.global @uninit : i32
emitc.global @myglobal_int : i32 = 4
emitc.global extern @external_linkage : i32
emitc.global static @internal_linkage : i32
emitc.global @myglobal : !emitc.array<2xf32> = dense<4.000000e+00>
emitc.global const @myconstant : !emitc.array<2xi16> = dense<2>
emitc.global @f : f32 = 1.5
emitc.global @o : !emitc.opaque<"x"> = #emitc.opaque<"y">
emitc.global @p : !emitc.ptr<i32>
emitc.class @c {
  emitc.field @a : i32 = 7
  emitc.field @b : !emitc.array<2xf32> = dense<[1.0, 2.0]>
  emitc.field @d : f32
  emitc.func @execute() {
    return
  }
}

// String parameters of a dialect's attributes and types print escaped as MLIR escapes them.
func.func @escaped_strings() {
  emitc.call_opaque "f"() {args = [#emitc.opaque<"\"quoted_attr\"">, #emitc.opaque<"a\nb\\c">]} : () -> ()
  %0 = emitc.call_opaque "g"() : () -> !emitc.opaque<"a\tb">
  return
}
