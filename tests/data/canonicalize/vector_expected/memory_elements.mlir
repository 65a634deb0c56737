module {
  func.func @elements(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> (vector<3xf32>, vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<4xf32>, vector<1xf32>) {
    %cst = arith.constant dense<[1, 2]> : vector<2xi32>
    %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
    %1 = vector.from_elements %arg0, %arg1, %arg0, %arg1 : vector<2x2xf32>
    %2 = vector.from_elements %arg0, %arg1, %arg0, %arg0 : vector<4xf32>
    %3 = vector.broadcast %arg1 : f32 to vector<1xf32>
    return %0, %cst, %arg2, %1, %2, %3 : vector<3xf32>, vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<4xf32>, vector<1xf32>
  }
  func.func @to_elements(%arg0: vector<2xf32>, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32, f32, f32) {
    %0:2 = vector.to_elements %arg0 : vector<2xf32>
    return %0#0, %0#1, %0#1, %arg1, %arg2, %0#0 : f32, f32, f32, f32, f32, f32
  }
}

