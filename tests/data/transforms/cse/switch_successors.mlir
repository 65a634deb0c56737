// cf.switch fans out to three blocks; each case block is dominated only by the entry.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%flag: i32, %x: i32):
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.switch"(%flag)[^default, ^case0, ^case1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^default:
    %a = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %a2 = "arith.addi"(%x, %a) : (i32, i32) -> i32
    "func.return"(%a2) : (i32) -> ()
  ^case0:
    %b = "arith.addi"(%x, %one) : (i32, i32) -> i32
    %b2 = "arith.addi"(%one, %x) : (i32, i32) -> i32
    %b3 = "arith.muli"(%b, %b2) : (i32, i32) -> i32
    "func.return"(%b3) : (i32) -> ()
  ^case1:
    %c = "arith.addi"(%x, %one) : (i32, i32) -> i32
    "func.return"(%c) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
