//===- PassUtils.td - lattice's shared pass pieces ---------*- tablegen -*-===//
//
// Option lists shared by several passes, held by records (a def with an
// `options` field, a def of a class that has one) and by a defvar, and a
// pass class that fills in common fields.
//
//===----------------------------------------------------------------------===//

#ifndef LATTICE_PASSUTILS_TD
#define LATTICE_PASSUTILS_TD

include "mlir/Pass/PassBase.td"

def LatticeTilingOptions {
  list<Option> options = [
    ListOption<"tileSizes", "tile-sizes", "int64_t", "Tile size of each loop",
               "llvm::cl::CommaSeparated">,
    Option<"interchange", "interchange", "bool", /*default=*/"false",
           "Interchange the tiled loops">
  ];
}

class LatticeOptionHolder<list<Option> opts> {
  list<Option> options = opts;
}

def LatticeDebugOptions : LatticeOptionHolder<[
  Option<"verbose", "verbose", "bool", /*default=*/"false",
         "Print what the pass decides">
]>;

defvar LatticeCostOptions = [
  Option<"costModel", "cost-model", "std::string", /*default=*/"\"simple\"",
         "Cost model: simple or measured">
];

defvar LatticeCounters = [
  Statistic<"numVisited", "num-visited", "Ops visited">
];

// Every lattice pass depends on the lattice dialect and runs on functions
// unless it says otherwise.
class LatticePass<string arg, string anchor = "mlir::func::FuncOp">
    : Pass<arg, anchor> {
  let dependentDialects = ["lattice::LatticeDialect"];
}

#endif // LATTICE_PASSUTILS_TD
