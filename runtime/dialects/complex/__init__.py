"""The `complex` dialect (MLIR's `mlir/lib/Dialect/Complex/IR`): its ops from ODS, the
result names of `dialects.result_names`, and the folder of `complex.constant` (its value),
which makes its constants ones the folders of other dialects see (`m_Constant`)."""
