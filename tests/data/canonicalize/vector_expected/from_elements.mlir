module {
  func.func @insert_extract_chain(%arg0: vector<2x3x4xf32>, %arg1: vector<3x4xf32>, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>) {
    %0:12 = vector.to_elements %arg1 : vector<3x4xf32>
    %1:4 = vector.to_elements %arg2 : vector<4xf32>
    %2:4 = vector.to_elements %arg2 : vector<4xf32>
    %3 = vector.extract %arg1[0] : vector<4xf32> from vector<3x4xf32>
    %4 = vector.from_elements %1#0, %1#1, %1#2, %1#3, %2#0, %2#1, %2#2, %2#3, %0#8, %0#9, %0#10, %0#11 : vector<3x4xf32>
    return %arg2, %3, %4, %arg1 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>
  }
  func.func @chains(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: vector<2xf32>, %arg5: vector<4xf32>, %arg6: vector<2x3xf32>) -> (vector<2x2xf32>, vector<2xf32>, vector<6xf32>, vector<2xf32>) {
    %0:2 = vector.to_elements %arg4 : vector<2xf32>
    %1 = vector.from_elements %arg0, %arg1, %0#0, %0#1 : vector<2x2xf32>
    %2 = vector.from_elements %arg2, %arg3 : vector<2xf32>
    %3 = vector.shape_cast %arg6 : vector<2x3xf32> to vector<6xf32>
    %4 = vector.insert %arg2, %arg5 [0] : f32 into vector<4xf32>
    %5 = vector.insert %arg3, %4 [1] : f32 into vector<4xf32>
    %6 = vector.extract_strided_slice %5 {offsets = [0], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
    return %1, %2, %3, %6 : vector<2x2xf32>, vector<2xf32>, vector<6xf32>, vector<2xf32>
  }
}

