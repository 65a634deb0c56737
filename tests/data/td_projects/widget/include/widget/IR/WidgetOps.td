//===- WidgetOps.td - the widget dialect's ops -------------*- tablegen -*-===//

#ifndef WIDGET_IR_WIDGETOPS_TD
#define WIDGET_IR_WIDGETOPS_TD

include "widget/IR/WidgetDialect.td"
include "mlir/IR/SymbolInterfaces.td"

def Widget_BoardOp : Widget_Op<"board", [IsolatedFromAbove, SymbolTable,
                                         NoTerminator, SingleBlock]> {
  let summary = "A board holding panels";
  let regions = (region SizedRegion<1>:$body);
}

def Widget_PanelOp : Widget_Op<"panel", [IsolatedFromAbove, Symbol,
                                         HasParent<"BoardOp">]> {
  let summary = "A panel of a board";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region AnyRegion:$body);
}

// A mnemonic with a dot, and a C++ class name that is not the mnemonic's.
def Widget_GaugeMeterOp : Widget_Op<"gauge.meter"> {
  let summary = "A gauge's reading";
  let arguments = (ins F32Attr:$reading);
}

#endif // WIDGET_IR_WIDGETOPS_TD
