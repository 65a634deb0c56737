"""The `tensor` dialect (MLIR's `mlir/lib/Dialect/Tensor/IR`): its ops from ODS, the result
names of `dialects.result_names`, and the folders, canonicalization patterns and constant
materializer of `TensorOps.cpp`, attached when the rewrite layer first asks for them."""
