//===- Passes.td - widget passes ---------------------------*- tablegen -*-===//
//
// Passes anchored on the project's own ops, whose definitions this file
// includes (so llvm-tblgen gives each op's dialect and mnemonic), written with
// the C++ spellings real projects use: fully qualified, relative to an
// enclosing namespace, and with a leading '::'.
//
//===----------------------------------------------------------------------===//

#ifndef WIDGET_TRANSFORMS_PASSES_TD
#define WIDGET_TRANSFORMS_PASSES_TD

include "mlir/IR/Utils.td"
include "mlir/Pass/PassBase.td"
include "widget/IR/WidgetOps.td"

def WidgetFlattenPanels : Pass<"widget-flatten-panels", "acme::widget::BoardOp"> {
  let summary = "Inline nested panels into their board";
  let description = [{
    Moves the body of every `widget.panel` nested in another panel up into
    the enclosing board, renaming symbols that would clash.
  }];
  let dependentDialects = ["acme::widget::WidgetDialect"];
  let options = [
    Option<"maxDepth", "max-depth", "unsigned", /*default=*/"4",
           "Panels nested deeper than this are left alone">,
    Option<"keepEmpty", "keep-empty", "bool", /*default=*/"false",
           "Keep panels whose body ends up empty">
  ];
  let statistics = [
    Statistic<"numFlattened", "num-flattened", "Number of panels flattened">
  ];
}

def WidgetPlacePanels : Pass<"widget-place-panels", "widget::PanelOp"> {
  let summary = "Assign each panel a slot on its board";
  let constructor = "acme::widget::createPlacePanelsPass()";
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "acme::widget::WidgetDialect"];
  let options = [
    Option<"strategy", "strategy", "std::string", /*default=*/"\"greedy\"",
           "Placement strategy: greedy or exhaustive">
  ];
}

def WidgetCalibrate : Pass<"widget-calibrate", "::acme::widget::GaugeMeterOp"> {
  let summary = "Round gauge readings to the calibration step";
  let options = [
    Option<"step", "step", "double", /*default=*/"0.25",
           "Calibration step">
  ];
}

// The class as written inside the dialect's namespace, unqualified.
def WidgetCountPanels : Pass<"widget-count-panels", "BoardOp"> {
  let summary = "Count the panels of each board";
  let statistics = [
    Statistic<"numPanels", "Panel(s)", "Panels seen">
  ];
}

def WidgetStripDebug : Pass<"widget-strip-debug", "::mlir::ModuleOp"> {
  let summary = "Remove debugging attributes from every widget op";
  let dependentDialects = ["acme::widget::WidgetDialect, mlir::func::FuncDialect"];
}

def WidgetVerifyAny : Pass<"widget-verify"> {
  let summary = "Check widget invariants under any op";
}

def WidgetNormalize : Pass<"widget-normalize", ""> {
  let summary = "Normalize widget ops (an empty anchor string is no anchor)";
}

def WidgetFunctions : InterfacePass<"widget-functions", "mlir::FunctionOpInterface"> {
  let summary = "Annotate functions that build widgets";
  let dependentDialects = ["mlir::func::FuncDialect"];
}

def WidgetLegacyFlatten : Pass<"widget-legacy-flatten", "acme::widget::BoardOp">,
                          Deprecated<"Use 'widget-flatten-panels' instead."> {
  let summary = "Flatten panels the old way";
  let constructor = [{
    acme::widget::createLegacyFlattenPass(/*depth=*/2)
  }];
}

#endif // WIDGET_TRANSFORMS_PASSES_TD
