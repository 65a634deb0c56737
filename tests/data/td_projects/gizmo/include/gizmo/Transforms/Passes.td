//===- Passes.td - gizmo passes ----------------------------*- tablegen -*-===//
//
// Passes anchored on a project's ops whose definitions are NOT reachable from
// here (the dialect's .td files are not included and not on the include
// path): the anchor's op name cannot be known, only its C++ class.
//
//===----------------------------------------------------------------------===//

#ifndef GIZMO_TRANSFORMS_PASSES_TD
#define GIZMO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GizmoPackChips : Pass<"gizmo-pack-chips", "gizmo::ChipOp"> {
  let summary = "Pack the cells of a chip densely";
  let description = [{
    Reorders the cells of each `gizmo.chip` so that cells that talk to each
    other sit next to each other.
  }];
  let dependentDialects = ["gizmo::GizmoDialect"];
  let options = [
    Option<"rounds", "rounds", "int", /*default=*/"3",
           "Improvement rounds">
  ];
}

def GizmoRouteCores : Pass<"gizmo-route-cores", "::gizmo::hw::CoreOp"> {
  let summary = "Route the wires between the cores of a chip";
  let dependentDialects = ["gizmo::GizmoDialect", "gizmo::hw::GizmoHWDialect",
                           "mlir::scf::SCFDialect"];
}

def GizmoLowerToHW : Pass<"gizmo-lower-to-hw", "mlir::ModuleOp"> {
  let summary = "Lower gizmo ops to gizmo.hw ops";
  let dependentDialects = ["gizmo::hw::GizmoHWDialect"];
}

def GizmoSchedule : InterfacePass<"gizmo-schedule", "gizmo::SchedulableOpInterface"> {
  let summary = "Schedule every op that can be scheduled";
  let statistics = [
    Statistic<"numScheduled", "num-scheduled", "Ops given a slot">,
    Statistic<"numSpilled", "num-spilled", "Ops that did not fit">
  ];
}

def GizmoCheckChip : Pass<"gizmo-check-chip", "gizmo::ChipOp"> {
  let summary = "Verify a chip's wiring rules";
  let constructor = "gizmo::createCheckChipPass()";
}

#endif // GIZMO_TRANSFORMS_PASSES_TD
