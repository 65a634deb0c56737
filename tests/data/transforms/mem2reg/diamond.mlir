// Stores on both sides of a diamond meet in a new block argument.
func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  cf.cond_br %cond, ^left, ^right
^left:
  memref.store %a, %slot[] : memref<i32>
  cf.br ^merge
^right:
  memref.store %b, %slot[] : memref<i32>
  cf.br ^merge
^merge:
  %0 = memref.load %slot[] : memref<i32>
  return %0 : i32
}

// A store on one side only: the other side passes poison.
func.func @one_sided(%cond: i1, %a: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  cf.cond_br %cond, ^store, ^merge(%a : i32)
^store:
  memref.store %a, %slot[] : memref<i32>
  cf.br ^merge(%a : i32)
^merge(%arg: i32):
  %0 = memref.load %slot[] : memref<i32>
  %1 = arith.addi %0, %arg : i32
  return %1 : i32
}

// Both successors of a conditional branch are merge points.
func.func @both_successors(%cond: i1, %a: i32, %b: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %a, %slot[] : memref<i32>
  cf.cond_br %cond, ^x, ^y
^x:
  memref.store %b, %slot[] : memref<i32>
  cf.cond_br %cond, ^x, ^y
^y:
  %0 = memref.load %slot[] : memref<i32>
  return %0 : i32
}

// A switch feeds the merge point.
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %a, %slot[] : memref<i32>
  cf.switch %flag : i32, [
    default: ^merge,
    1: ^other
  ]
^other:
  memref.store %b, %slot[] : memref<i32>
  cf.br ^merge
^merge:
  %0 = memref.load %slot[] : memref<i32>
  return %0 : i32
}
