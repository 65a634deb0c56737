// Integer arithmetic of arith, on scalars, vectors and tensors.
func.func @integer_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.ceildivsi %6, %b : i32
  %8 = arith.ceildivui %7, %b : i32
  %9 = arith.floordivsi %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %b : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrsi %13, %b : i32
  %15 = arith.shrui %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.minsi %16, %a : i32
  %18 = arith.maxui %17, %b : i32
  %19 = arith.minui %18, %b : i32
  return %19 : i32
}

func.func @overflow_flags(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.muli %0, %b overflow<nsw, nuw> : i64
  %2 = arith.subi %1, %a overflow<nuw> : i64
  %3 = arith.shli %2, %b overflow<nsw> : i64
  return %3 : i64
}

func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32) {
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %sum, %carry, %low, %high : i32, i1, i32, i32
}

func.func @vector_ints(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
  %0 = arith.addi %a, %b : vector<4xi16>
  %1 = arith.muli %0, %b : vector<4xi16>
  return %1 : vector<4xi16>
}

func.func @tensor_ints(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %0 = arith.xori %a, %b : tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
