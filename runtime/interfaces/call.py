"""The call interfaces (MLIR's `CallInterfaces.td` / `CallInterfaces.cpp`): `CallOpInterface`
for ops that call (`func.call`, `func.call_indirect`, ...), `CallableOpInterface` for the
ops they call (`func.func`, ...). A callee is a symbol reference or an SSA value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ir import ArrayAttr, FunctionType, Operation, SymbolRefAttr, TypeAttr, Value
from ..ir.context import Trait
from ..ir.symbol_table import SymbolTableCollection, is_potentially_unknown_symbol_table
from .base import OpInterface

if TYPE_CHECKING:
    from ..ir import Region, Type

Callee = SymbolRefAttr | Value
"""MLIR's `CallInterfaceCallable`: a symbol reference or a value."""


class CallOpInterface(OpInterface):
    """An op that transfers control to a callable (MLIR's `CallOpInterface`)."""

    name = "CallOpInterface"

    def get_callable_for_callee(self, op: Operation) -> Callee:
        """The callee: a symbol reference, or the value holding the function."""
        raise NotImplementedError

    def set_callee_from_callable(self, op: Operation, callee: Callee) -> None:
        """Make `op` call `callee`."""
        raise NotImplementedError

    def get_arg_operands(self, op: Operation) -> list[Value]:
        """The operands passed to the callee's arguments."""
        raise NotImplementedError

    def resolve_callable(
        self, op: Operation, symbol_table: SymbolTableCollection | None = None
    ) -> Operation | None:
        """The op called, if known: a value's defining op, or the symbol the reference
        names from the nearest symbol table (MLIR's `resolveCallableInTable`)."""
        callee = self.get_callable_for_callee(op)
        if isinstance(callee, Value):
            owner = callee.owner
            return owner if isinstance(owner, Operation) else None
        return lookup_nearest_symbol_from(op, callee, symbol_table or SymbolTableCollection())


class CallableOpInterface(OpInterface):
    """An op that can be called (MLIR's `CallableOpInterface`)."""

    name = "CallableOpInterface"

    def get_callable_region(self, op: Operation) -> Region | None:
        """The region executed when called; None for an external declaration."""
        raise NotImplementedError

    def get_argument_types(self, op: Operation) -> list[Type]:
        raise NotImplementedError

    def get_result_types(self, op: Operation) -> list[Type]:
        raise NotImplementedError

    def get_arg_attrs(self, op: Operation) -> ArrayAttr | None:
        """The arguments' attribute dictionaries, if any."""
        return None

    def get_res_attrs(self, op: Operation) -> ArrayAttr | None:
        """The results' attribute dictionaries, if any."""
        return None


def lookup_nearest_symbol_from(
    op: Operation, ref: SymbolRefAttr, symbol_table: SymbolTableCollection
) -> Operation | None:
    """The symbol `ref` names, seen from the symbol table nearest to `op` (MLIR's
    `SymbolTableCollection::lookupNearestSymbolFrom`)."""
    table = nearest_symbol_table(op)
    found = symbol_table.resolve(table, ref) if table is not None else None
    return found[-1] if found else None


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest symbol table holding `op` (or `op`), None past an unregistered op that
    might be one (MLIR's `SymbolTable::getNearestSymbolTable`)."""
    current: Operation | None = op
    while current is not None and not is_potentially_unknown_symbol_table(current):
        if Trait.SYMBOL_TABLE in current.name.traits:
            return current
        current = current.parent_op
    return None


class FunctionCallable(CallableOpInterface):
    """`CallableOpInterface` as MLIR's `FunctionOpInterface` implements it: the body (None
    for a declaration), the signature of `function_type`, `arg_attrs` and `res_attrs`."""

    def get_callable_region(self, op: Operation) -> Region | None:
        return op.regions[0] if op.regions and op.regions[0].blocks else None

    def get_argument_types(self, op: Operation) -> list[Type]:
        signature = _function_type(op)
        return list(signature.inputs) if signature else []

    def get_result_types(self, op: Operation) -> list[Type]:
        signature = _function_type(op)
        return list(signature.results) if signature else []

    def get_arg_attrs(self, op: Operation) -> ArrayAttr | None:
        attrs = op.get_attr("arg_attrs")
        return attrs if isinstance(attrs, ArrayAttr) else None

    def get_res_attrs(self, op: Operation) -> ArrayAttr | None:
        attrs = op.get_attr("res_attrs")
        return attrs if isinstance(attrs, ArrayAttr) else None


class SymbolCall(CallOpInterface):
    """A call naming its callee in its `callee` attribute, every operand an argument (as
    `func.call`)."""

    def get_callable_for_callee(self, op: Operation) -> Callee:
        callee = op.get_attr("callee")
        assert isinstance(callee, SymbolRefAttr), "a call without a callee does not verify"
        return callee

    def set_callee_from_callable(self, op: Operation, callee: Callee) -> None:
        assert isinstance(callee, SymbolRefAttr)
        holder = op.attributes if op._attributes and "callee" in op._attributes else op.properties
        holder["callee"] = callee

    def get_arg_operands(self, op: Operation) -> list[Value]:
        return list(op.operands)


def _function_type(op: Operation) -> FunctionType | None:
    attr = op.get_attr("function_type")
    value = attr.value if isinstance(attr, TypeAttr) else None
    return value if isinstance(value, FunctionType) else None
