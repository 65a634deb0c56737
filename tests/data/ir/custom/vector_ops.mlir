// vector dialect: broadcasts, shuffles, reductions, transfers, masks, scalable vectors.
func.func @basic(%s: f32, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<8xf32>, f32, vector<2x4xf32>) {
  %b = vector.broadcast %s : f32 to vector<2x4xf32>
  %sh = vector.shuffle %v, %w [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %red = vector.reduction <add>, %v : vector<4xf32> into f32
  %fma = vector.fma %v, %w, %v : vector<4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  %i = vector.insert %fma, %b[0] : vector<4xf32> into vector<2x4xf32>
  return %sh, %red, %i : vector<8xf32>, f32, vector<2x4xf32>
}

func.func @transfers(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<4x8xf32> {
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  %l = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %l, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  return %v : vector<4x8xf32>
}

func.func @masks(%n: index, %v: vector<[4]xindex>) -> (vector<[4]xi1>, vector<4xi1>, vector<[4]xindex>) {
  %m = vector.create_mask %n : vector<[4]xi1>
  %c = vector.constant_mask [2] : vector<4xi1>
  %r = vector.step : vector<[4]xindex>
  %s = arith.addi %r, %v : vector<[4]xindex>
  return %m, %c, %s : vector<[4]xi1>, vector<4xi1>, vector<[4]xindex>
}

func.func @contract(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %r : vector<2x4xf32>
}

func.func @shapes(%v: vector<2x3x4xi8>) -> (vector<24xi8>, vector<4x3x2xi8>, vector<[2]x[4]xf32>) {
  %f = vector.shape_cast %v : vector<2x3x4xi8> to vector<24xi8>
  %t = vector.transpose %v, [2, 1, 0] : vector<2x3x4xi8> to vector<4x3x2xi8>
  %z = arith.constant dense<0.0> : vector<[2]x[4]xf32>
  return %f, %t, %z : vector<24xi8>, vector<4x3x2xi8>, vector<[2]x[4]xf32>
}
