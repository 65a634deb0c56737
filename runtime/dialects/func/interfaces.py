"""The `func` ops' models of the call and control-flow interfaces (MLIR's FuncOps.cpp):
`func.call` and `func.call_indirect` call, `func.func` is callable, `func.return` is
`ReturnLike`. The call interfaces' models are minimal: the methods the dataflow analyses
ask."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.call import CallableOpInterface, CallOpInterface
from ...interfaces.control_flow import ReturnLikeTerminator
from ...ir import Operation, Region, SymbolRefAttr, Value


class CallModel(CallOpInterface):
    """`func.call`: the `callee` symbol, with all operands."""

    def get_callable_for_callee(self, op: Operation) -> SymbolRefAttr | Value | None:
        callee = op.get_attr("callee")
        return callee if isinstance(callee, SymbolRefAttr) else None

    def get_arg_operands(self, op: Operation) -> list[Value]:
        return list(op.operands)


class CallIndirectModel(CallOpInterface):
    """`func.call_indirect`: the first operand, with the others."""

    def get_callable_for_callee(self, op: Operation) -> SymbolRefAttr | Value | None:
        return op.operands[0]

    def get_arg_operands(self, op: Operation) -> list[Value]:
        return op.operands[1:]


class FuncModel(CallableOpInterface):
    """`func.func`: its body, none for a declaration."""

    def get_callable_region(self, op: Operation) -> Region | None:
        body = op.regions[0]
        return None if body.is_empty else body


@functools.cache
def func_interface_models() -> InterfaceModels:
    """The models of the `func` ops (`Dialect.interface_models`)."""
    return InterfaceModels.of(
        {
            "call": (CallModel(),),
            "call_indirect": (CallIndirectModel(),),
            "func": (FuncModel(),),
            "return": (ReturnLikeTerminator(),),
        }
    )
