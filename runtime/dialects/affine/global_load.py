"""`AffineLoadOp::fold`'s load of a constant global (AffineOps.cpp): a load from
`memref.get_global` of a constant `memref.global` with a dense initial value folds to the
splat value, or, at constant indices, to the element there."""

from __future__ import annotations

from math import prod

from ...ir import Attribute, Operation, StringAttr, SymbolRefAttr, Trait
from ...ir.affine import ConstantExpr
from ...rewrite.folding import defining_op
from .. import elements
from .operand_lists import op_map


def _global(get_global: Operation) -> Operation | None:
    """`SymbolTable::lookupSymbolIn(getParentWithTrait<SymbolTable>, name)`."""
    name = get_global.get_attr("name")
    table = get_global.parent_op
    while table is not None and Trait.SYMBOL_TABLE not in table.name.traits:
        table = table.parent_op
    if not isinstance(name, SymbolRefAttr) or name.nested or table is None:
        return None
    for block in table.regions[0].blocks:
        for op in block:
            symbol = op.get_attr("sym_name")
            if isinstance(symbol, StringAttr) and symbol.value == name.root:
                return op
    return None


def fold_global_load(load: Operation) -> Attribute | None:
    """The constant a load of a constant global reads (None: not one)."""
    get_global = defining_op(load.operands[0], "memref.get_global")
    found = _global(get_global) if get_global is not None else None
    if found is None or found.name.name != "memref.global" or found.get_attr("constant") is None:
        return None
    constant = elements.read(found.get_attr("initial_value"))
    if constant is None or constant.shape is None:
        return None
    if constant.splat is not None:
        return elements.make(constant.element, [constant.splat])
    results = op_map(load, "map").results
    if not all(isinstance(r, ConstantExpr) for r in results):
        return None
    offset = 0
    for index, (result, size) in enumerate(zip(results, constant.shape)):
        offset += result.value * prod(constant.shape[index + 1 :])  # type: ignore[union-attr]
        if not 0 <= result.value < size:  # type: ignore[union-attr]
            return None
    return elements.make(constant.element, [constant.values[offset]])
