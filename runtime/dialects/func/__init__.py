"""The `func` dialect (MLIR's `mlir/lib/Dialect/Func/IR`): its ops and their verifiers
(`dialect`)."""
