// vector reductions: single-element reductions become extracts combined with the accumulator (folded when it is the identity, selected by a mask), multi-reductions over unit dims become shape casts or extracts, empty and all-true vector.mask ops go.
func.func @reductions(%a: vector<1xf32>, %b: f32, %i: vector<1xi32>, %j: i32, %z: vector<f32>, %m: vector<1xi1>) -> (f32, f32, i32, f32, f32, f32, f32, i32) {
  %0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %1 = vector.reduction <maximumf>, %a, %b fastmath<nnan> : vector<1xf32> into f32
  %2 = vector.reduction <xor>, %i, %j : vector<1xi32> into i32
  %3 = vector.reduction <add>, %z : vector<f32> into f32
  %4 = vector.mask %m { vector.reduction <mul>, %a, %b : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %zero = arith.constant -0.0 : f32
  %5 = vector.reduction <add>, %a, %zero : vector<1xf32> into f32
  %6 = vector.reduction <add>, %a, %b : vector<1xf32> into f32
  %c0 = arith.constant 0 : i32
  %7 = vector.reduction <add>, %i, %c0 : vector<1xi32> into i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, i32, f32, f32, f32, f32, i32
}
func.func @multi_reductions(%s: vector<5x1x4x1x20xf32>, %acc: vector<5x4x20xf32>, %p: vector<2xi32>, %q: vector<2xi32>, %u: vector<1x1xi32>, %k: i32, %mask: vector<5x1x4x1x20xi1>, %t: vector<5x1x4x1x20xf32>, %acc2: vector<5x1x20xf32>) -> (vector<5x4x20xf32>, vector<2xi32>, i32, vector<5x4x20xf32>, vector<5x1x20xf32>) {
  %0 = vector.multi_reduction <minimumf>, %s, %acc [1, 3] : vector<5x1x4x1x20xf32> to vector<5x4x20xf32>
  %1 = vector.multi_reduction <maxsi>, %p, %q [] : vector<2xi32> to vector<2xi32>
  %2 = vector.multi_reduction <and>, %u, %k [0, 1] : vector<1x1xi32> to i32
  %3 = vector.mask %mask { vector.multi_reduction <add>, %t, %acc [1, 3] : vector<5x1x4x1x20xf32> to vector<5x4x20xf32> } : vector<5x1x4x1x20xi1> -> vector<5x4x20xf32>
  %4 = vector.multi_reduction <add>, %s, %acc2 [1, 2] : vector<5x1x4x1x20xf32> to vector<5x1x20xf32>
  return %0, %1, %2, %3, %4 : vector<5x4x20xf32>, vector<2xi32>, i32, vector<5x4x20xf32>, vector<5x1x20xf32>
}
func.func @masks(%a: vector<8xf32>, %m: vector<8xi1>, %v: vector<2xf32>, %acc: f32) -> (vector<8xf32>, vector<2xf32>) {
  vector.mask %m { } : vector<8xi1>
  %0 = vector.mask %m { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %all = vector.constant_mask [2] : vector<2xi1>
  %1 = vector.mask %all { vector.multi_reduction <add>, %v, %acc [0] : vector<2xf32> to f32 } : vector<2xi1> -> f32
  %2 = vector.broadcast %1 : f32 to vector<2xf32>
  return %0, %2 : vector<8xf32>, vector<2xf32>
}
