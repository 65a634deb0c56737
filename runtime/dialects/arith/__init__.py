"""The `arith` dialect (MLIR's `mlir/lib/Dialect/Arith/IR`): its ops (`dialect`), folders
(`folders`, `float_folders`, `cast_folders`, `extended`) and canonicalization patterns
(`patterns`, `float_patterns`, `cast_patterns`)."""
