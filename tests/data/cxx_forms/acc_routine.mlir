func.func @f1() { return }
acc.routine @r1 func(@f1) bind(@f1, "x" [#acc.device_type<nvidia>], @g [#acc.device_type<host>]) gang
acc.routine @r2 func(@f1) gang([#acc.device_type<nvidia>], dim: 1 : i64 [#acc.device_type<host>]) worker([#acc.device_type<radeon>]) seq([#acc.device_type<multicore>, #acc.device_type<star>])
acc.routine @r3 func(@f1) gang(dim: 2 : i64) nohost
acc.routine @r4 func(@f1) worker
