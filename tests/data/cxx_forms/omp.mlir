omp.private {type = firstprivate} @x.privatizer : !llvm.ptr copy {
^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
} dealloc {
^bb0(%arg0: !llvm.ptr):
  omp.yield
}
omp.private {type = private} @y.privatizer : !llvm.ptr init {
^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  omp.yield(%arg1 : !llvm.ptr)
}
omp.declare_reduction @add_f32 : !llvm.ptr
init {
^bb0(%arg: !llvm.ptr):
  omp.yield (%arg : !llvm.ptr)
}
combiner {
^bb1(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  omp.yield (%arg0 : !llvm.ptr)
}
omp.critical.declare @mutex hint(contended, speculative)
func.func private @copy_i32(memref<i32>, memref<i32>)

func.func @clauses(%m: memref<i32>, %m2: memref<i32>, %c: i1, %n: i32, %lb: index, %p: !llvm.ptr, %q: !llvm.ptr, %s: i32, %g: i64) {
  omp.parallel allocate(%m : memref<i32> -> %m : memref<i32>) if(%c) num_threads(%n : i32) proc_bind(spread) private(@x.privatizer %p -> %a, @y.privatizer %q -> %b : !llvm.ptr, !llvm.ptr) private_barrier reduction(mod: task, byref @add_f32 %q -> %r : !llvm.ptr) {
    omp.terminator
  }
  omp.wsloop ordered(1) schedule(static = %s : i32, monotonic, simd) order(reproducible:concurrent) nowait {
    omp.loop_nest (%i, %j) : index = (%lb, %lb) to (%lb, %lb) inclusive step (%lb, %lb) collapse(2) tiles(4, 8) {
      omp.yield
    }
  }
  omp.wsloop schedule(runtime, simd) reduction(@add_f32 %p -> %r : !llvm.ptr) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  omp.simd aligned(%m : memref<i32> -> 32 : i64) nontemporal(%m : memref<i32>) safelen(4) simdlen(2) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  omp.taskloop grainsize(strict, %g: i64) in_reduction(@add_f32 %p -> %ir : !llvm.ptr) private(@y.privatizer %q -> %pr : !llvm.ptr) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  omp.taskloop num_tasks(%g: i64) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  omp.task depend(taskdependin -> %m : memref<i32>, taskdependmutexinoutset -> %m : memref<i32>) in_reduction(byref @add_f32 %p -> %ir : !llvm.ptr) {
    omp.terminator
  }
  omp.taskgroup task_reduction(@add_f32 %p -> %tr : !llvm.ptr) {
    omp.terminator
  }
  omp.single copyprivate(%m -> @copy_i32 : memref<i32>) {
    omp.terminator
  }
  omp.critical(@mutex) {
    omp.terminator
  }
  omp.atomic.read %m2 = %m hint(uncontended, nonspeculative) memory_order(acquire) : memref<i32>, memref<i32>, i32
  omp.atomic.write %m = %s hint(speculative) memory_order(relaxed) : memref<i32>, i32
  omp.taskwait depend(taskdependout -> %m : memref<i32>)
  omp.parallel {
    omp.cancel cancellation_construct_type(parallel) if(%c)
    omp.cancellation_point cancellation_construct_type(parallel)
    omp.terminator
  }
  return
}

func.func @target(%m: memref<?xi32>, %p: !llvm.ptr, %d: i32, %n: index, %l: i64) {
  %map = omp.map.info var_ptr(%m : memref<?xi32>, tensor<?xi32>) map_clauses(always, close, present, to) capture(ByRef) -> memref<?xi32> {name = ""}
  %member = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(implicit, to) capture(ByCopy) -> !llvm.ptr
  %parent = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.struct<(i32, i32)>) map_clauses(exit_release_or_enter_alloc) capture(This) members(%member, %member : [0], [1, 0] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr
  omp.target map_entries(%map -> %a, %member -> %b : memref<?xi32>, !llvm.ptr) private(@x.privatizer %p -> %c [map_idx=1] : !llvm.ptr) {
    omp.terminator
  }
  omp.target_data map_entries(%map : memref<?xi32>) use_device_addr(%member -> %a : !llvm.ptr) use_device_ptr(%parent -> %b : !llvm.ptr) {
    omp.terminator
  }
  omp.target_enter_data depend(taskdependin -> %m : memref<?xi32>) map_entries(%map : memref<?xi32>) nowait
  %0 = omp.target_allocmem %d : i32, !llvm.ptr(%l : i64), %n {uniq_name = "buf"}
  omp.target_freemem %d, %0 : i32, i64
  return
}

func.func @canonical_loops(%tc: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %iv : i32 in range(%tc) {
    omp.canonical_loop(%inner) %jv : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  %grid1 = omp.new_cli
  %grid2 = omp.new_cli
  %tile1 = omp.new_cli
  %tile2 = omp.new_cli
  omp.tile (%grid1, %grid2, %tile1, %tile2) <- (%outer, %inner) sizes(%tc, %tc : i32, i32)
  %cli = omp.new_cli
  omp.canonical_loop(%cli) %kv : i32 in range(%tc) {
    omp.terminator
  } {omp.note}
  omp.unroll_heuristic(%cli) -> ()
  scf.execute_region {
    omp.canonical_loop %v : i32 in range(%tc) {
      omp.terminator
    }
    scf.yield
  }
  return
}
