// Comparisons with every predicate and selects on scalars and vectors.
func.func @cmpi_all(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %x = arith.andi %0, %1 : i1
  %y = arith.ori %x, %9 : i1
  return %y : i1
}

func.func @cmpf_all(%a: f32, %b: f32) -> i1 {
  %0 = arith.cmpf oeq, %a, %b : f32
  %1 = arith.cmpf ogt, %a, %b : f32
  %2 = arith.cmpf oge, %a, %b : f32
  %3 = arith.cmpf olt, %a, %b : f32
  %4 = arith.cmpf ole, %a, %b : f32
  %5 = arith.cmpf one, %a, %b : f32
  %6 = arith.cmpf ord, %a, %b : f32
  %7 = arith.cmpf ueq, %a, %b : f32
  %8 = arith.cmpf uno, %a, %b fastmath<nnan> : f32
  %9 = arith.cmpf true, %a, %b : f32
  %10 = arith.cmpf false, %a, %b : f32
  return %8 : i1
}

func.func @selects(%c: i1, %a: f32, %b: f32, %vc: vector<4xi1>, %va: vector<4xi32>, %vb: vector<4xi32>) -> (f32, vector<4xi32>, vector<4xi32>) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %vc, %va, %vb : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %va, %vb : vector<4xi32>
  return %0, %1, %2 : f32, vector<4xi32>, vector<4xi32>
}

func.func @index_cmp(%a: index, %b: index) -> i1 {
  %0 = arith.cmpi ult, %a, %b : index
  return %0 : i1
}
