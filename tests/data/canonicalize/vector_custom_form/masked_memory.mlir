// vector masked memory ops by their mask (all set: unmasked vector.load/store; all clear: the pass-through, or erased). Compared in the custom form only: vector.load/store lack their `nontemporal = false` default in the generic form (op_properties.json has no default for it).
func.func @masked_memory(%m: memref<?xf32>, %v: vector<4xf32>, %pt: vector<4xf32>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.maskedload %m[%c0], %t, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c0], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.expandload %m[%i], %t, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %3 = vector.expandload %m[%i], %f, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c0], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.gather %m[%c0][%idx], %f, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %f, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %5 = vector.maskedload %m[%c0], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
