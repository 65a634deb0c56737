"""The `math` dialect (MLIR's mlir/lib/Dialect/Math/IR/MathOps.cpp): its ops come from ODS
data as every upstream dialect's (`dialect`); here are its constant folders (`folders`:
APFloat's exact ones on every float type, the host C library's on f32 and f64 as MLIR calls
it, `libm`)."""
