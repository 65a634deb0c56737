// A matching extract_slice/insert_slice pair of an iter_arg leaves the loop as a new
// iter_arg, even when the offsets are equal only through arithmetic (%c2 - %c1 + %c0 and
// %c1); a pair on a slice that depends on the induction variable, or overlapping another
// slice of the chain, stays; so do pairs of a chain with another use of the value.
func.func private @work(tensor<4xf32>) -> tensor<4xf32>
func.func private @read(tensor<?xf32>)

func.func @slices(%t: tensor<?xf32>, %u: tensor<?xf32>, %lb: index, %ub: index, %s: index, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = arith.subi %c2, %c1 : index
  %e = arith.addi %d, %c0 : index
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %x = tensor.extract_slice %a[%c1] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %y = tensor.extract_slice %a[8] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %fx = func.call @work(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %fy = func.call @work(%y) : (tensor<4xf32>) -> tensor<4xf32>
    %a1 = tensor.insert_slice %fx into %a[%e] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %a2 = tensor.insert_slice %fy into %a1[8] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %z = tensor.extract_slice %b[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %fz = func.call @work(%z) : (tensor<4xf32>) -> tensor<4xf32>
    %b1 = tensor.insert_slice %fz into %b[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %a2, %b1 : tensor<?xf32>, tensor<?xf32>
  }
  %q = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<?xf32>) {
    func.call @read(%a) : (tensor<?xf32>) -> ()
    %x = tensor.extract_slice %a[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %fx = func.call @work(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %a1 = tensor.insert_slice %fx into %a[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %a1 : tensor<?xf32>
  }
  %w = scf.for %i = %lb to %ub step %s iter_args(%a = %q) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %a[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
    %y = tensor.extract_slice %a[4] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %fy = func.call @work(%y) : (tensor<4xf32>) -> tensor<4xf32>
    %a1 = tensor.insert_slice %x into %a[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
    %a2 = tensor.insert_slice %fy into %a1[4] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %a2 : tensor<?xf32>
  }
  return %r#0, %w : tensor<?xf32>, tensor<?xf32>
}
