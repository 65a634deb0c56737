//===- Passes.td - quanta passes ---------------------------*- tablegen -*-===//
//
// Option C++ types beyond the built-in scalars: float, char, std::size_t,
// fixed-width integers, types read by an llvm::cl::parser specialization,
// option structs, enums whose cl::values come from a function or have no
// default, list options with list_init defaults and cl::values, and defaults
// C++ computes.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTA_TRANSFORMS_PASSES_TD
#define QUANTA_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def QuantaCalibrate : Pass<"quanta-calibrate", "mlir::func::FuncOp"> {
  let summary = "Pick quantization scales from observed ranges";
  let options = [
    Option<"threshold", "threshold", "float", /*default=*/"0.5f",
           "Fraction of outliers to clip">,
    Option<"epsilon", "epsilon", "double", /*default=*/"1.0e-3",
           "Smallest scale">,
    Option<"separator", "separator", "char", /*default=*/"','",
           "Character between the entries of the report">,
    Option<"histogramBins", "bins", "std::size_t", /*default=*/"2048",
           "Histogram size">,
    Option<"maxSamples", "max-samples", "size_t",
           /*default=*/"~static_cast<size_t>(0)",
           "Samples to read at most (all by default)">,
    Option<"zeroPoint", "zero-point", "int8_t", /*default=*/"-128",
           "Zero point of the narrow type">,
    Option<"bitWidth", "bit-width", "uint8_t", /*default=*/"8",
           "Width of the quantized type">
  ];
}

def QuantaTile : Pass<"quanta-tile", "mlir::func::FuncOp"> {
  let summary = "Tile quantized kernels";
  let options = [
    // Read by an llvm::cl::parser<quanta::TileShape> specialization.
    Option<"shape", "tile-shape", "::quanta::TileShape",
           /*default=*/"::quanta::TileShape{4, 4}",
           "Tile shape, as ROWSxCOLS">,
    // An option struct with no default.
    Option<"target", "target", "quanta::TargetRef", /*default=*/"",
           "Target whose limits apply">,
    ListOption<"sizes", "sizes", "int64_t",
               "Tile sizes per loop",
               "llvm::cl::list_init<int64_t>({8, 8}), llvm::cl::CommaSeparated">,
    ListOption<"scales", "scales", "double", "Scale per channel">,
    Option<"unroll", "unroll", "unsigned",
           /*default=*/"std::numeric_limits<unsigned>::max()",
           "Unroll factor (all by default)">
  ];
  let statistics = [
    Statistic<"numTiled", "num-tiled", "Kernels tiled">
  ];
}

def QuantaRound : Pass<"quanta-round", "mlir::func::FuncOp"> {
  let summary = "Choose how values are rounded";
  let options = [
    // cl::values built by a function.
    Option<"mode", "mode", "quanta::RoundingMode",
           /*default=*/"quanta::RoundingMode::NearestEven",
           "Rounding mode", "quanta::roundingModeValues()">,
    // An enum without a default.
    Option<"saturation", "saturation", "quanta::Saturation", /*default=*/"",
           "What happens to values out of range",
           [{::llvm::cl::values(
               clEnumValN(quanta::Saturation::Clamp, "clamp",
                          "Clamp to the range"),
               clEnumValN(quanta::Saturation::Wrap, "wrap",
                          "Wrap around"),
               clEnumVal(Trap, "Trap at run time"))}]>,
    ListOption<"allowedModes", "allowed-modes", "quanta::RoundingMode",
               "Modes a kernel may pick from",
               [{::llvm::cl::values(
                   clEnumValN(quanta::RoundingMode::NearestEven, "nearest-even",
                              "Round half to even"),
                   clEnumValN(quanta::RoundingMode::TowardZero, "toward-zero",
                              "Truncate"))}]>,
    // An elaborated type and cl::values spelled in a plain string.
    Option<"policy", "policy", "enum quanta::Policy",
           /*default=*/"quanta::Policy::Eager", "When to round",
           "llvm::cl::values("
             "clEnumValN(quanta::Policy::Eager, \"eager\", \"As soon as possible\"), "
             "clEnumValN(quanta::Policy::Lazy, \"lazy\", \"When stored\"))">,
    Option<"rounds", "rounds", "unsigned", /*default=*/"-1",
           "Rounding passes at most (-1: no limit)">,
    Option<"reportName", "report", "std::string",
           /*default=*/"quanta::kDefaultReport.str()",
           "Where to write the rounding report">
  ];
}

def QuantaFold : Pass<"quanta-fold"> {
  let summary = "Fold quantize/dequantize pairs";
  let options = [
    Option<"pipeline", "then", "mlir::OpPassManager", /*default=*/"",
           "Pipeline to run on each folded function">,
    Option<"limit", "limit", "uint64_t", /*default=*/"0x100",
           "Folds per function at most">,
    Option<"budget", "budget", "int64_t", /*default=*/"-1LL",
           "Budget in ops (-1: none)">
  ];
}

#endif // QUANTA_TRANSFORMS_PASSES_TD
