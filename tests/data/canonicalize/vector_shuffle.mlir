// vector.shuffle: masks stepping through one operand, constant 1-d shuffles (poison indices too), shuffles of splats, interleaving shuffles, 0-d shuffles to broadcasts.
func.func @shuffles(%x: i32, %v0: vector<4xi32>, %v1: vector<2xi32>, %a: vector<4xf32>, %b: vector<4xf32>, %z0: vector<i32>, %z1: vector<i32>, %n: vector<4x5xi32>, %m: vector<2x5xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2xi32>, vector<5xi32>, vector<8xf32>, vector<1xi32>, vector<4xi32>, vector<2x5xi32>, vector<3xi32>) {
  %s0 = vector.broadcast %x : i32 to vector<4xi32>
  %s1 = vector.broadcast %x : i32 to vector<2xi32>
  %0 = vector.shuffle %s0, %s1 [2, 3, 4, 5] : vector<4xi32>, vector<2xi32>
  %1 = vector.shuffle %v0, %v1 [0, 1, 2, 3] : vector<4xi32>, vector<2xi32>
  %2 = vector.shuffle %v0, %v1 [4, 5] : vector<4xi32>, vector<2xi32>
  %3 = vector.shuffle %v0, %v1 [0, 1, 2, 3, 4] : vector<4xi32>, vector<2xi32>
  %4 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %5 = vector.shuffle %z0, %z1 [1] : vector<i32>, vector<i32>
  %c0 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
  %c1 = arith.constant dense<[3, 4, 5]> : vector<3xi32>
  %6 = vector.shuffle %c0, %c1 [3, 2, 5, 1] : vector<3xi32>, vector<3xi32>
  %7 = vector.shuffle %n, %m [4, 5] : vector<4x5xi32>, vector<2x5xi32>
  %8 = vector.shuffle %c0, %c1 [-1, 4, 0] : vector<3xi32>, vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<4xi32>, vector<4xi32>, vector<2xi32>, vector<5xi32>, vector<8xf32>, vector<1xi32>, vector<4xi32>, vector<2x5xi32>, vector<3xi32>
}
