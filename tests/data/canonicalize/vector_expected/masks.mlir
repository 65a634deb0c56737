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
}

