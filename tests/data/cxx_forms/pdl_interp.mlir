// pdl_interp.func, pdl_interp.foreach, create_operation's custom directives, and the types
// get_value_type and extract infer (pdl ranges).
module @patterns {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    pdl_interp.foreach %v : !pdl.value in %0 {
      %t = pdl_interp.get_value_type of %v : !pdl.type
      pdl_interp.continue
    } -> ^bb1
  ^bb1:
    pdl_interp.finalize
  }
}
module @patterns2 {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
    %2 = pdl_interp.extract 1 of %1 : !pdl.type
    %3 = pdl_interp.get_operands of %arg0 : !pdl.range<value>
    pdl_interp.foreach %v : !pdl.value in %3 {
      pdl_interp.continue
    } {tag} -> ^bb1
  ^bb1:
    pdl_interp.finalize
  }
  pdl_interp.func @rewriter(%root: !pdl.operation, %t: !pdl.type) {
    %op = pdl_interp.create_operation "foo.op" -> (%t : !pdl.type)
    pdl_interp.erase %root
    pdl_interp.finalize
  }
}
module @more {
  pdl_interp.func @rewriter(%root: !pdl.operation, %v: !pdl.value, %a: !pdl.attribute) {
    %op = pdl_interp.create_operation "foo.op"(%v, %v : !pdl.value, !pdl.value) {"attr" = %a, "b" = %a}
    %op2 = pdl_interp.create_operation "foo.op2"
    pdl_interp.finalize
  }
}
