func.func @f(%i: index, %b0: index, %b1: index) {
  %1:2 = affine.delinearize_index %i into (%b0, %b1) : index, index
  %2:3 = affine.delinearize_index %i into (4, %b1, 8) : index, index, index
  %3 = affine.linearize_index disjoint [%1#0, %1#1] by (%b0, %b1) : index
  %4 = affine.linearize_index [%1#0, %1#1] by (2, 3) : index
  return
}
