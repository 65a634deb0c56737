// A declared variable's slot: each store and each new block argument gets a dbg.value;
// a dbg.value of the slot pointer describes undef instead.
#di_file = #llvm.di_file<"test.c" in "">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file>
#ptr = #llvm.di_local_variable<scope = #di_subprogram, name = "p", file = #di_file>
llvm.func @f(%c: i1, %a: i64, %b: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var = %slot : !llvm.ptr
  llvm.intr.dbg.value #ptr = %slot : !llvm.ptr
  llvm.store %a, %slot {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %b, %slot {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %r = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return %r : i64
}
