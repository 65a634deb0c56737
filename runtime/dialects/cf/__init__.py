"""The `cf` dialect (MLIR's `mlir/lib/Dialect/ControlFlow/IR`): its ops (`dialect`) and
canonicalization patterns (`patterns`)."""
