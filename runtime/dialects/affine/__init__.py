"""The `affine` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/Affine/IR/
AffineOps.cpp): its ops themselves come from ODS data (`ir.upstream_dialects`)."""
