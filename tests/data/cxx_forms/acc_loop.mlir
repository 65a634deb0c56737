func.func @f(%i: i32, %j: i64, %m: memref<10xf32>) {
  acc.loop combined(parallel) gang({num=%i : i32, static=%j : i64}) control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  acc.loop gang([#acc.device_type<nvidia>]) worker vector(%i : i32) tile({%i : i32, %j : i64}) control(%k : i32) = (%i : i32) to (%i : i32) step (%i : i32) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  acc.loop gang({dim=%i : i32, num=%j : i64} [#acc.device_type<nvidia>]) control(%a : i32, %b : i32) = (%i, %i : i32, i32) to (%i, %i : i32, i32) step (%i, %i : i32, i32) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<none>]}
  return
}

func.func @combined(%i: i32) {
  acc.kernels combined(loop) {
    acc.loop combined(kernels) gang worker vector control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>]}
    acc.terminator
  }
  acc.serial combined(loop) {
    acc.loop combined(serial) gang({static=%i : i32}) control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
