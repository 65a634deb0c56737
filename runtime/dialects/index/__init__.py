"""The `index` dialect (MLIR's mlir/lib/Dialect/Index/IR/IndexOps.cpp): its ops come from ODS
data as every upstream dialect's (`dialect`); here are its folders (`folders`, computing on
the 64 and 32 bits an index may have: `apint`, `ranges`), its canonicalization patterns and
constant materializer (`patterns`). Its result names (`%idx42`, `%true`) are
`result_names`'."""
