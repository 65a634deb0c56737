//===- Passes.td - widget conversions ----------------------*- tablegen -*-===//
//
// Passes anchored on widget ops whose definitions this file does NOT include:
// they are reachable only through the include path (-I .../widget/include),
// as in most projects, whose Passes.td include nothing but PassBase.td.
//
//===----------------------------------------------------------------------===//

#ifndef WIDGET_CONVERSION_PASSES_TD
#define WIDGET_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertPanelsToFuncs : Pass<"convert-widget-panels-to-funcs", "acme::widget::BoardOp"> {
  let summary = "Turn each panel of a board into a function";
  let dependentDialects = ["mlir::func::FuncDialect", "acme::widget::WidgetDialect"];
}

def ConvertGaugesToArith : Pass<"convert-widget-gauges-to-arith", "widget::GaugeMeterOp"> {
  let summary = "Turn gauge readings into arith constants";
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

#endif // WIDGET_CONVERSION_PASSES_TD
