//===- Passes.td - every foundry pass ----------------------*- tablegen -*-===//
//
// The umbrella file: each area's passes through a chain of includes (each
// file guarded, PassCommon.td reached several times).
//
//===----------------------------------------------------------------------===//

#ifndef FOUNDRY_PASSES_TD
#define FOUNDRY_PASSES_TD

include "foundry/Conversion/Passes.td"
include "foundry/Transforms/Passes.td"
include "foundry/Analysis/Passes.td"

#endif // FOUNDRY_PASSES_TD
