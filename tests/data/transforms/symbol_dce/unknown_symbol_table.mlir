// A live unregistered op with one region might be a symbol table: MLIR refuses to guess.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "kept", sym_visibility = "private"}> ({
  }) : () -> ()
  "dummy.maybe_table"() ({
    "dummy.use"() {ref = @kept} : () -> ()
  }) : () -> ()
}) : () -> ()
