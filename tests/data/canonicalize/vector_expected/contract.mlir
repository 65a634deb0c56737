#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @contractions(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<2x3xi8>, %arg4: vector<3x4xi8>, %arg5: vector<2x4xi8>) -> (vector<2x4xf32>, vector<2x4xi8>, vector<2x4xf32>) {
    %cst = arith.constant dense<-0.000000e+00> : vector<2x4xf32>
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
    %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg3, %arg4, %arg5 : vector<2x3xi8>, vector<3x4xi8> into vector<2x4xi8>
    %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
    %3 = arith.addf %2, %arg2 : vector<2x4xf32>
    return %0, %1, %3 : vector<2x4xf32>, vector<2x4xi8>, vector<2x4xf32>
  }
}

