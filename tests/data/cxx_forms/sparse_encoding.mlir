// #sparse_tensor.encoding maps written in the explicit form (level variables, dimension
// bindings, level names) print in the implicit one; a comment inside the attribute is
// no part of it.
#CSR = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d0 : dense, l1 = d1 : compressed)
}>
#BSR = #sparse_tensor.encoding<{
  map = {il, jl, ii, jj}
  ( i = il * 2 + ii,
    j = jl * 3 + jj
  ) ->
  ( il = i floordiv 2 : dense,
    jl = j floordiv 3 : compressed,
    ii = i mod 2      : dense,
    jj = j mod 3      : dense
  ),
  crdWidth = 8  // a comment, not a part of the attribute
}>
#SLICE = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, 4, 2)>) -> (d0 : dense, d1 : compressed)
}>
func.func private @csr(tensor<?x?xf64, #CSR>)
func.func private @bsr(tensor<?x?xf64, #BSR>)
func.func private @slice(tensor<?x?xf64, #SLICE>)
