"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "greeting", unnamed_addr = 0 : i64, value = "hello\0A\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, array<4 x i8>)> (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "struct_ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: !llvm.ptr, %arg4: i32):
    %11 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, array<4 x i8>)>
    %12 = "llvm.insertvalue"(%11, %arg4) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64, array<4 x i8>)>, i32) -> !llvm.struct<(i32, f64, array<4 x i8>)>
    %13 = "llvm.getelementptr"(%arg3) <{elem_type = !llvm.struct<"named", (i32, f64)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %14 = "llvm.load"(%13) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %15 = "llvm.insertvalue"(%12, %14) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64, array<4 x i8>)>, f64) -> !llvm.struct<(i32, f64, array<4 x i8>)>
    "llvm.return"(%15) : (!llvm.struct<(i32, f64, array<4 x i8>)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "say_hello", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %6 = "llvm.mlir.addressof"() <{global_name = @greeting}> : () -> !llvm.ptr
    %7 = "llvm.call"(%6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32
    %8 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr
    %9 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %10 = "llvm.atomicrmw"(%8, %9) <{bin_op = 1 : i64, ordering = 7 : i64}> : (!llvm.ptr, i64) -> i64
    "llvm.return"(%7) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32)>, linkage = #llvm.linkage<external>, sym_name = "branches", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i1, %arg2: i32):
    "llvm.cond_br"(%arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    %3 = "llvm.mul"(%2, %2) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.return"(%3) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "llvm.mlir.zero"() : () -> !llvm.ptr<1>
    %5 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    "llvm.return"(%5) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f32):
    %0 = "llvm.intr.fabs"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %1 = "llvm.intr.sqrt"(%0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    "llvm.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

