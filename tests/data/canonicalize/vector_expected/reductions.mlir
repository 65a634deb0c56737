module {
  func.func @reductions(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<1xi32>, %arg3: i32, %arg4: vector<f32>, %arg5: vector<1xi1>) -> (f32, f32, i32, f32, f32, f32, f32, i32) {
    %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %2 = arith.maximumf %1, %arg1 fastmath<nnan> : f32
    %3 = vector.extract %arg2[0] : i32 from vector<1xi32>
    %4 = arith.xori %3, %arg3 : i32
    %5 = vector.extract %arg4[] : f32 from vector<f32>
    %6 = vector.extract %arg5[0] : i1 from vector<1xi1>
    %7 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %8 = arith.mulf %7, %arg1 : f32
    %9 = arith.select %6, %8, %arg1 : f32
    %10 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %11 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %12 = arith.addf %11, %arg1 : f32
    %13 = vector.extract %arg2[0] : i32 from vector<1xi32>
    return %0, %2, %4, %5, %9, %10, %12, %13 : f32, f32, i32, f32, f32, f32, f32, i32
  }
  func.func @multi_reductions(%arg0: vector<5x1x4x1x20xf32>, %arg1: vector<5x4x20xf32>, %arg2: vector<2xi32>, %arg3: vector<2xi32>, %arg4: vector<1x1xi32>, %arg5: i32, %arg6: vector<5x1x4x1x20xi1>, %arg7: vector<5x1x4x1x20xf32>, %arg8: vector<5x1x20xf32>) -> (vector<5x4x20xf32>, vector<2xi32>, i32, vector<5x4x20xf32>, vector<5x1x20xf32>) {
    %0 = vector.shape_cast %arg0 : vector<5x1x4x1x20xf32> to vector<5x4x20xf32>
    %1 = arith.minimumf %arg1, %0 : vector<5x4x20xf32>
    %2 = vector.extract %arg4[0, 0] : i32 from vector<1x1xi32>
    %3 = arith.andi %arg5, %2 : i32
    %4 = vector.shape_cast %arg6 : vector<5x1x4x1x20xi1> to vector<5x4x20xi1>
    %5 = vector.shape_cast %arg7 : vector<5x1x4x1x20xf32> to vector<5x4x20xf32>
    %6 = arith.addf %arg1, %5 : vector<5x4x20xf32>
    %7 = arith.select %4, %6, %5 : vector<5x4x20xi1>, vector<5x4x20xf32>
    %8 = vector.multi_reduction <add>, %arg0, %arg8 [1, 2] : vector<5x1x4x1x20xf32> to vector<5x1x20xf32>
    return %1, %arg2, %3, %7, %8 : vector<5x4x20xf32>, vector<2xi32>, i32, vector<5x4x20xf32>, vector<5x1x20xf32>
  }
  func.func @masks(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: vector<2xf32>, %arg3: f32) -> (vector<8xf32>, vector<2xf32>) {
    %0 = vector.multi_reduction <add>, %arg2, %arg3 [0] : vector<2xf32> to f32
    %1 = vector.broadcast %0 : f32 to vector<2xf32>
    return %arg0, %1 : vector<8xf32>, vector<2xf32>
  }
}

