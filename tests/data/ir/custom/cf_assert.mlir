// cf.assert with messages that need escaping.
func.func @checked_div(%a: i32, %b: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %nonzero = arith.cmpi ne, %b, %zero : i32
  cf.assert %nonzero, "division by zero"
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

func.func @asserts(%c: i1) {
  cf.assert %c, "message with \"quotes\" and a \\ backslash"
  cf.assert %c, "tab\there, newline\nthere"
  cf.assert %c, ""
  cf.assert %c, "unicode: \E2\9C\93 done"
  return
}

func.func @assert_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %ok = arith.cmpi ult, %i, %n : index
  cf.assert %ok, "index out of bounds"
  %next = arith.addi %i, %c1 : index
  %more = arith.cmpi ult, %next, %n : index
  cf.cond_br %more, ^bb1(%next : index), ^bb2
^bb2:
  return
}
