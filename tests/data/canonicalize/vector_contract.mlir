// vector.contract: an add of a contraction of a zero accumulator and a value is the contraction of that value (not of -0.0); `dense <...>` with a blank, as MLIR reads it.
#trait = {
  indexing_maps = [
    affine_map<(i, j, k) -> (i, k)>,
    affine_map<(i, j, k) -> (k, j)>,
    affine_map<(i, j, k) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel", "reduction"]
}
func.func @contractions(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %ai: vector<2x3xi8>, %bi: vector<3x4xi8>, %ci: vector<2x4xi8>) -> (vector<2x4xf32>, vector<2x4xi8>, vector<2x4xf32>) {
  %zero = arith.constant dense <0.0> : vector<2x4xf32>
  %0 = vector.contract #trait %a, %b, %zero : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %c, %0 : vector<2x4xf32>
  %izero = arith.constant dense<0> : vector<2x4xi8>
  %2 = vector.contract #trait %ai, %bi, %izero : vector<2x3xi8>, vector<3x4xi8> into vector<2x4xi8>
  %3 = arith.addi %2, %ci : vector<2x4xi8>
  %nzero = arith.constant dense<-0.0> : vector<2x4xf32>
  %4 = vector.contract #trait %a, %b, %nzero : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %5 = arith.addf %4, %c : vector<2x4xf32>
  return %1, %3, %5 : vector<2x4xf32>, vector<2x4xi8>, vector<2x4xf32>
}
