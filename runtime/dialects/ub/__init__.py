"""The `ub` dialect (MLIR's `mlir/lib/Dialect/UB/IR`): its ops from ODS; `#ub.poison`, the
attribute `ub.poison` holds and the folders of arith and math propagate; `ub.poison`'s
folder and the constant materializer that builds it."""
