"""MLIR's call interfaces (mlir/include/mlir/Interfaces/CallInterfaces.td), with the methods
the dataflow analyses ask: what a call calls and with which arguments (`CallOpInterface`),
and the region a callable runs (`CallableOpInterface`)."""

from __future__ import annotations

from ..ir import Operation, Region, SymbolRefAttr, Value
from ..ir.symbol_table import SymbolTableCollection
from .base import OpInterface


class CallOpInterface(OpInterface):
    """A call (func.call, func.call_indirect)."""

    name = "CallOpInterface"

    def get_callable_for_callee(self, op: Operation) -> SymbolRefAttr | Value | None:
        """The callee: a symbol reference or an SSA value (`getCallableForCallee`)."""
        raise NotImplementedError

    def get_arg_operands(self, op: Operation) -> list[Value]:
        """The operands passed to the callee's arguments (`getArgOperands`)."""
        raise NotImplementedError

    def resolve_callable(
        self, op: Operation, tables: SymbolTableCollection | None = None
    ) -> Operation | None:
        """The op called: the symbol the callee names, looked up from the nearest symbol
        table, or the op defining the callee value (`resolveCallableInTable`)."""
        callee = self.get_callable_for_callee(op)
        if isinstance(callee, Value):
            return getattr(callee, "op", None)
        if not isinstance(callee, SymbolRefAttr):
            return None
        tables = tables if tables is not None else SymbolTableCollection()
        table = tables.table_holding(op.parent)
        found = tables.resolve(table, callee) if table is not None else None
        return found[-1] if found else None


class CallableOpInterface(OpInterface):
    """An op that can be called (func.func)."""

    name = "CallableOpInterface"

    def get_callable_region(self, op: Operation) -> Region | None:
        """The region a call runs, None for an external declaration
        (`getCallableRegion`)."""
        raise NotImplementedError
