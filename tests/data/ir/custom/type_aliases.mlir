// ARGS: --allow-unregistered-dialect
// Type aliases, aliases of aliases, and aliases inside composite types.
!i = i32
!vec = vector<4x!i>
!tensor = tensor<?x8xf32>
!fn = (!i, !vec) -> !tensor
!tup = tuple<!i, !vec, tuple<!tensor>>
!mem = memref<16x16xf16, strided<[16, 1]>>
!custom = !foo.handle<"res">

func.func @aliased(%a: !i, %b: !vec, %c: !tensor) -> (!tup, !mem) {
  %t = "test.make"(%a, %b, %c) : (!i, !vec, !tensor) -> !tup
  %m = "test.alloc"() : () -> !mem
  return %t, %m : !tup, !mem
}

func.func private @fn_typed(!fn) -> !custom

func.func @type_attrs() attributes {test.type = !tup, test.types = [!i, !vec, !fn]} {
  %h = "test.handle"() {kind = !custom} : () -> !custom
  return
}
