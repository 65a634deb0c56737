"""The `complex` dialect (MLIR's `mlir/lib/Dialect/Complex/IR`): its ops from ODS, the
result names of `dialects.result_names`, and its folders (`folders`), canonicalization
patterns and constant materializer (`patterns`)."""
