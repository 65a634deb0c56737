//===- Passes.td - foundry analyses ------------------------*- tablegen -*-===//

#ifndef FOUNDRY_ANALYSIS_PASSES_TD
#define FOUNDRY_ANALYSIS_PASSES_TD

include "foundry/PassCommon.td"

def FoundryPrintMoldStats : Pass<"foundry-print-mold-stats", "mlir::ModuleOp"> {
  let summary = "Print statistics about foundry.mold ops";
  let statistics = [
    Statistic<"numMolds", "num-molds", "Molds seen">,
    Statistic<"numEmpty", "num-empty", "Molds without a body">,
    Statistic<"maxDepth", "max depth", "Deepest mold nesting">,
    Statistic<"numCasts", "Cast(s)", "Casts seen, of any kind">
  ];
}

def FoundryCheckLayout : Pass<"foundry-check-layout", "func::FuncOp"> {
  let summary = "Check foundry layouts agree";
  let options = [
    Option<"strict", "strict", "bool", /*default=*/"",
           "Fail on the first disagreement (no default: value-initialized)">
  ];
}

def FoundryOldStats : Pass<"foundry-old-stats", "mlir::ModuleOp">,
                      Deprecated<"Use 'foundry-print-mold-stats' instead."> {
  let summary = "Print mold statistics (the old way)";
}

def FoundryOldCheck : InterfacePass<"foundry-old-check", "mlir::FunctionOpInterface">,
                      Deprecated<"Folded into `foundry-check-layout`; \"strict\" is its default now."> {
  let summary = "Check layouts the old way";
  let options = [
    Option<"level", "level", "int", /*default=*/"1", "How thorough">
  ];
}

#endif // FOUNDRY_ANALYSIS_PASSES_TD
