// The llvm dialect's custom directives and the forms of llvm.call_intrinsic and
// llvm.mlir.alias: inferred member and shuffle types, dereferenceable loads, linkage,
// operand bundles, switch cases (truncated to the flag's width) and indirectbr successors;
// an aliased attribute in the stripped syntax; cmpxchg's inferred struct type.
#alias_scope_domain = #llvm.alias_scope_domain<id = "domain", description = "The domain">
#alias_scope = #llvm.alias_scope<id = "scope", domain = #alias_scope_domain>
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @ifunc : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolver
llvm.mlir.ifunc weak hidden unnamed_addr @ifunc2 : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolver {dso_local}
llvm.mlir.global external @zed(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.alias external @alias {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias linkonce_odr hidden thread_local unnamed_addr @alias2 {dso_local} : !llvm.array<4 x i32> {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

func.func @aggregates(%s: !llvm.struct<(i32, struct<(f64, array<2 x ptr>)>)>,
    %a: !llvm.array<4 x i32>, %n: !llvm.struct<"named", packed (i8, i32)>, %i: i32,
    %v: vector<4xf32>, %w: vector<[4]xf32>, %p: vector<2x!llvm.ptr>) {
  %0 = llvm.extractvalue %s[1, 1, 0] : !llvm.struct<(i32, struct<(f64, array<2 x ptr>)>)>
  %1 = llvm.extractvalue %s[] : !llvm.struct<(i32, struct<(f64, array<2 x ptr>)>)>
  %2 = llvm.insertvalue %i, %a[3] {note} : !llvm.array<4 x i32>
  %3 = llvm.extractvalue %n[1] : !llvm.struct<"named", packed (i8, i32)>
  %4 = llvm.shufflevector %v, %v [0, 0, 0, 0, 7] : vector<4xf32>
  %5 = llvm.shufflevector %w, %w [0, 0] : vector<[4]xf32>
  %6 = llvm.shufflevector %p, %p [1, 0] : vector<2x!llvm.ptr>
  return
}

llvm.func @memory(%p: !llvm.ptr, %x: i64) {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.inttoptr %x dereferenceable<bytes = 16, mayBeNull = false> : i64 to !llvm.ptr
  llvm.return
}

llvm.func @intrinsics(%i: i32, %p: !llvm.ptr, %v: vector<4xf32>) -> i32 {
  %c = llvm.mlir.constant(1 : i1) : i1
  llvm.intr.assume %c : i1
  llvm.intr.assume %c [] : i1
  llvm.intr.assume %c ["align"(%p, %i : !llvm.ptr, i32), "empty"()] : i1
  %0 = llvm.call_intrinsic "llvm.a"(%i) ["tag"()] {constant} : (i32 {llvm.signext}) -> (i32)
  %1 = llvm.call_intrinsic "llvm.b"(%v, %v, %i) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  llvm.call_intrinsic "llvm.c"(%p) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr) -> ()
  %2 = llvm.call_intrinsic "llvm.d"() : () -> (i32 {llvm.noundef})
  llvm.return %0 : i32
}

llvm.func @branches(%i: i32, %b: i8, %addr: !llvm.ptr) {
  llvm.switch %i : i32, ^bb1 [
    1: ^bb2,
    -3: ^bb3(%i : i32),
    4294967295: ^bb2
  ]
^bb1:
  llvm.switch %i : i32, ^bb2 [
  ]
^bb2:
  llvm.switch %b : i8, ^bb3(%i : i32) [
    255: ^bb4
  ] {branch_weights = array<i32: 1, 2>}
^bb3(%y: i32):
  llvm.indirectbr %addr : !llvm.ptr, [
  ^bb3(%y : i32),
  ^bb4
  ]
^bb4:
  llvm.indirectbr %addr : !llvm.ptr, []
}

llvm.func @scopes_and_cmpxchg(%ptr: !llvm.ptr, %cmp: i32, %new: !llvm.ptr<1>) {
  llvm.intr.experimental.noalias.scope.decl #alias_scope
  llvm.intr.experimental.noalias.scope.decl <id = "other", domain = #alias_scope_domain>
  %0 = llvm.cmpxchg %ptr, %cmp, %cmp acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %ptr, %new, %new syncscope("singlethread") acq_rel monotonic {alignment = 16 : i64} : !llvm.ptr, !llvm.ptr<1>
  llvm.return
}
