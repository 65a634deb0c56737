// ARGS: --allow-unregistered-dialect
// Deeply nested regions: scf inside scf inside unregistered ops.
func.func @deep(%c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (i32) {
    %r1 = scf.if %c -> (i32) {
      %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i32) {
        %r3 = scf.if %c -> (i32) {
          %r4 = scf.execute_region -> i32 {
            %r5 = scf.for %k = %c0 to %n step %c1 iter_args(%d = %b) -> (i32) {
              %r6 = scf.if %c -> (i32) {
                %one = arith.constant 1 : i32
                %s = arith.addi %d, %one : i32
                scf.yield %s : i32
              } else {
                scf.yield %d : i32
              }
              scf.yield %r6 : i32
            }
            scf.yield %r5 : i32
          }
          scf.yield %r4 : i32
        } else {
          scf.yield %b : i32
        }
        scf.yield %r3 : i32
      }
      scf.yield %r2 : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %r1 : i32
  }
  return %r : i32
}

"test.l1"() ({
  "test.l2"() ({
    "test.l3"() ({
      "test.l4"() ({
        "test.l5"() ({
          "test.l6"() ({
            "test.l7"() ({
              "test.l8"() ({
                %v = "test.leaf"() : () -> i1
              }) : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
