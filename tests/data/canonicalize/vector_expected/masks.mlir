module {
  func.func @create(%arg0: index) -> (vector<4x3xi1>, vector<[8]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>) {
    %cst = arith.constant dense<true> : vector<4xi1>
    %cst_0 = arith.constant dense<false> : vector<4x3xi1>
    %cst_1 = arith.constant dense<false> : vector<[8]xi1>
    %c2 = arith.constant 2 : index
    %0 = vector.constant_mask [4, 2] : vector<4x3xi1>
    %1 = vector.create_mask %c2, %arg0 : vector<4x3xi1>
    return %0, %cst_1, %cst_0, %1, %cst : vector<4x3xi1>, vector<[8]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>
  }
  func.func @slices(%arg0: index) -> (vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>) {
    %c4 = arith.constant 4 : index
    %cst = arith.constant dense<true> : vector<2x2xi1>
    %cst_0 = arith.constant dense<false> : vector<2x1xi1>
    %c3 = arith.constant 3 : index
    %0 = arith.subi %arg0, %c3 : index
    %1 = vector.create_mask %0, %c4 : vector<5x7xi1>
    return %cst, %cst_0, %1 : vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>
  }
  func.func @shape_cast_masks(%arg0: index, %arg1: i32) -> (vector<4xi1>, vector<4xi1>, vector<1xi1>, vector<4x2xi1>, vector<4xi1>, vector<[4]xi1>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = vector.create_mask %arg0 : vector<4xi1>
    %1 = vector.constant_mask [3] : vector<4xi1>
    %2 = vector.create_mask %c1, %arg0 : vector<1x1xi1>
    %3 = vector.shape_cast %2 : vector<1x1xi1> to vector<1xi1>
    %4 = vector.create_mask %arg0, %c2 : vector<4x2xi1>
    %5 = vector.create_mask %arg0, %c2 : vector<4x1xi1>
    %6 = vector.shape_cast %5 : vector<4x1xi1> to vector<4xi1>
    %7 = vector.create_mask %arg0 : vector<[4]xi1>
    return %0, %1, %3, %4, %6, %7 : vector<4xi1>, vector<4xi1>, vector<1xi1>, vector<4x2xi1>, vector<4xi1>, vector<[4]xi1>
  }
}

