func.func @data_clauses(%a: memref<10xf32>, %p: !llvm.ptr, %i: i32, %i64: i64, %t: tensor<4xf32>, %c: i1) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %1 = acc.copyin varPtr(%p : !llvm.ptr) varType(f32) -> !llvm.ptr
  %2 = acc.copyin var(%a : memref<10xf32>) -> memref<10xf32> {name = "a"}
  %3 = acc.copyin varPtr(%a : memref<10xf32>) varType(tensor<10xf32>) -> memref<10xf32>
  %4 = acc.create varPtr(%a : memref<10xf32>) async -> memref<10xf32>
  %5 = acc.create varPtr(%a : memref<10xf32>) async([#acc.device_type<nvidia>], %i : i32 [#acc.device_type<host>]) -> memref<10xf32>
  %6 = acc.present varPtr(%a : memref<10xf32>) async(%i : i32, %i64 : i64 [#acc.device_type<nvidia>]) -> memref<10xf32>
  %9 = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %10 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier capture,always,readonly>}
  acc.copyout accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>)
  acc.copyout accPtr(%4 : memref<10xf32>) async(%i : i32) to varPtr(%a : memref<10xf32>) varType(i32)
  acc.delete accPtr(%9 : memref<10xf32>) async
  acc.detach accPtr(%1 : !llvm.ptr)
  acc.update_host accPtr(%9 : memref<10xf32>) to varPtr(%a : memref<10xf32>)
  acc.enter_data async dataOperands(%0 : memref<10xf32>)
  acc.enter_data if(%c) async(%i : i32) wait dataOperands(%0 : memref<10xf32>)
  acc.exit_data wait(%i, %i64 : i32, i64) dataOperands(%9 : memref<10xf32>)
  acc.wait
  acc.wait(%i : i32) async(%i64 : i64)
  acc.update async wait dataOperands(%9 : memref<10xf32>)
  acc.update async([#acc.device_type<nvidia>], %i : i32) wait({%i : i32}, {devnum: %i64 : i64, %i : i32} [#acc.device_type<host>]) dataOperands(%9 : memref<10xf32>)
  acc.update wait([#acc.device_type<nvidia>], {%i : i32}) dataOperands(%9 : memref<10xf32>)
  acc.data dataOperands(%0 : memref<10xf32>) async {
    acc.terminator
  }
  acc.parallel num_gangs({%i : i32, %i64 : i64}, {%i : i32} [#acc.device_type<nvidia>]) num_workers(%i : i32 [#acc.device_type<host>], %i64 : i64) vector_length(%i : i32) wait {
    acc.yield
  }
  acc.serial async(%i : i32) wait({%i : i32}) {
    acc.yield
  }
  acc.kernels wait([#acc.device_type<nvidia>, #acc.device_type<host>], {%i : i32}) {
    acc.terminator
  }
  acc.kernel_environment wait({%i : i32, %i64 : i64}) {
  }
  return
}
