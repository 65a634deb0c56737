//===- Passes.td - foundry transforms ----------------------*- tablegen -*-===//

#ifndef FOUNDRY_TRANSFORMS_PASSES_TD
#define FOUNDRY_TRANSFORMS_PASSES_TD

include "foundry/PassCommon.td"
include "foundry/Transforms/TextPasses.td"

def FoundryCanonicalizeMolds : Pass<"foundry-canonicalize-molds", "func::FuncOp"> {
  let summary = "Canonicalize foundry.mold regions";
  let options = [
    Option<"maxIterations", "max-iterations", "int64_t", /*default=*/"10",
           "Seed the worklist at most this many times">,
    Option<"topDown", "top-down", "bool", /*default=*/"true",
           "Seed the worklist in general top-down order">
  ];
}

def FoundryHoistCasts : Pass<"foundry-hoist-casts", "::mlir::func::FuncOp"> {
  let summary = "Hoist foundry.cast ops out of loops";
  let statistics = [
    Statistic<"numHoisted", "num-hoisted", "Casts hoisted">
  ];
}

def FoundryInlineMolds : Pass<"foundry-inline-molds", "mlir::ModuleOp"> {
  let summary = "Inline small foundry.mold regions into their users";
  let options = [
    Option<"threshold", "threshold", "unsigned", /*default=*/"8",
           "Ops in a mold inlined at most">,
    ListOption<"keep", "keep", "std::string",
               "Molds never inlined, by symbol name">
  ];
}

def FoundrySplitIngots : Pass<"foundry-split-ingots"> {
  let summary = "Split large foundry.ingot values";
}

def FoundryStrip : InterfacePass<"foundry-strip", "mlir::FunctionOpInterface"> {
  let summary = "Strip foundry attributes from functions";
}

def FoundrySymbolPrune : InterfacePass<"foundry-symbol-prune", "::mlir::SymbolOpInterface"> {
  let summary = "Prune foundry symbols nobody uses";
}

// Lattice has a pass named Cleanup too: names are unique per group only.
def Cleanup : Pass<"foundry-cleanup"> {
  let summary = "Remove foundry ops that do nothing";
  let constructor = "foundry::createCleanupPass()";
}

#endif // FOUNDRY_TRANSFORMS_PASSES_TD
