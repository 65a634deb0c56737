//===- PassCommon.td - what every foundry pass file includes -*- tablegen -*-===//

#ifndef FOUNDRY_PASSCOMMON_TD
#define FOUNDRY_PASSCOMMON_TD

include "mlir/IR/Utils.td"
include "mlir/Pass/PassBase.td"

// A conversion pass: runs on modules and names its constructor.
class FoundryConversion<string arg, string source, string target>
    : Pass<"convert-" # arg, "mlir::ModuleOp"> {
  let summary = "Convert " # source # " ops to " # target # " ops";
}

#endif // FOUNDRY_PASSCOMMON_TD
