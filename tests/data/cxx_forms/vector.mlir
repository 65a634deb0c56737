func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %m: vector<8xi1>, %x: vector<8xf32>, %s: f32, %mem: memref<8xf32>, %i: index, %d: vector<8x2xf32>, %e: vector<4x2xf32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %s, %a {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %3 = vector.mask %m { vector.reduction <add>, %x : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %4 = vector.mask %m, %x { vector.yield %x : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %x, %mem[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  vector.mask %m { } : vector<8xi1>
  %5 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %c, %d, %e {z} : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  return
}
