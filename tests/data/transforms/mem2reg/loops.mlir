// A counter kept in a slot around a loop.
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %slot = memref.alloca() : memref<i32>
  memref.store %c0, %slot[] : memref<i32>
  cf.br ^header
^header:
  %i = memref.load %slot[] : memref<i32>
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i32
  memref.store %next, %slot[] : memref<i32>
  cf.br ^header
^exit:
  %r = memref.load %slot[] : memref<i32>
  return %r : i32
}

// Nested loops over two slots, one read before it is written.
func.func @nested(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = memref.alloca() : memref<index>
  %acc = memref.alloca() : memref<f32>
  memref.store %c0, %i[] : memref<index>
  cf.br ^outer
^outer:
  %iv = memref.load %i[] : memref<index>
  %more = arith.cmpi slt, %iv, %n : index
  cf.cond_br %more, ^inner, ^exit
^inner:
  %old = memref.load %acc[] : memref<f32>
  %sum = arith.addf %old, %x : f32
  memref.store %sum, %acc[] : memref<f32>
  %stop = arith.cmpf ogt, %sum, %x : f32
  cf.cond_br %stop, ^latch, ^inner
^latch:
  %ivn = arith.addi %iv, %c1 : index
  memref.store %ivn, %i[] : memref<index>
  cf.br ^outer
^exit:
  %r = memref.load %acc[] : memref<f32>
  return %r : f32
}

// A block no path reaches still branches to the merge point: it passes poison.
func.func @unreachable_pred(%cond: i1, %a: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  cf.cond_br %cond, ^store, ^merge
^store:
  memref.store %a, %slot[] : memref<i32>
  cf.br ^merge
^dead:
  cf.br ^merge
^merge:
  %0 = memref.load %slot[] : memref<i32>
  return %0 : i32
}
