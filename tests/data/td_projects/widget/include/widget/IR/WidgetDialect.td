//===- WidgetDialect.td - the widget dialect ---------------*- tablegen -*-===//
//
// A test project's own dialect: its passes anchor on these ops, and the
// dialect's C++ class (acme::widget::WidgetDialect) is a dependent dialect.
//
//===----------------------------------------------------------------------===//

#ifndef WIDGET_IR_WIDGETDIALECT_TD
#define WIDGET_IR_WIDGETDIALECT_TD

include "mlir/IR/OpBase.td"

def Widget_Dialect : Dialect {
  let name = "widget";
  let cppNamespace = "::acme::widget";
  let summary = "Boards, panels and gauges of a widget";
}

class Widget_Op<string mnemonic, list<Trait> traits = []>
    : Op<Widget_Dialect, mnemonic, traits>;

#endif // WIDGET_IR_WIDGETDIALECT_TD
