"""The `func` dialect: its ops and traits as MLIR 22's `FuncOps.td` defines them (their
groups and memory effects from ODS), and their verifiers: a function's signature and entry
block, a return against its function, a call against its callee."""

from __future__ import annotations

from typing import Any

from ...ir import (
    ArrayAttr,
    FunctionType,
    Operation,
    SymbolRefAttr,
    Trait,
    Type,
    TypeAttr,
)
from ...ir.context import Dialect
from ...ir.diagnostics import PlainMessage
from ...ir.symbol_table import symbol_name, visibility
from ...ir.upstream_dialects import with_ods

T = Trait


def func_dialect() -> Dialect:
    d = Dialect("func")
    d.add("func", T.ISOLATED_FROM_ABOVE, T.SYMBOL, T.FUNCTION_LIKE, verifier=_verify_func)
    d.add("return", T.IS_TERMINATOR, T.RETURN_LIKE, T.PURE, verifier=_verify_return)
    d.add("call", T.CALL_LIKE, verifier=_verify_call, symbol_uses_verifier=_verify_call_symbol_uses)
    d.add("call_indirect", T.CALL_LIKE)
    d.add("constant", T.CONSTANT_LIKE, T.PURE)
    d.asm_forms = _asm_forms
    d.interface_models = _interface_models
    return with_ods(d)


def _interface_models() -> Any:
    from .interfaces import func_interface_models

    return func_interface_models()


def _asm_forms() -> Any:
    """The dialect's hand-written assembly forms (`forms`), loaded when the asm layer asks."""
    from .forms import FUNC_FORMS

    return FUNC_FORMS


def function_type(op: Operation) -> FunctionType | None:
    """The `function_type` of a function-like op, if well formed."""
    attr = op.get_attr("function_type")
    if isinstance(attr, TypeAttr) and isinstance(attr.value, FunctionType):
        return attr.value
    return None


def _verify_func(op: Operation) -> str | None:
    signature = function_type(op)
    if signature is None:
        if op.get_attr("function_type") is None:
            return "requires attribute 'function_type'"
        return "attribute 'function_type' failed to satisfy constraint: type attribute of function type"
    attribute_arrays = _verify_attribute_arrays(op, signature)
    if attribute_arrays is not None:
        return attribute_arrays
    if not (op.regions and op.regions[0].blocks) and visibility(op) == "public":
        return "symbol declaration cannot have public visibility"
    if op.regions and op.regions[0].blocks:
        entry = op.regions[0].blocks[0]
        if len(entry.arguments) != len(signature.inputs):
            return (
                f"entry block must have {len(signature.inputs)} arguments to match "
                "function signature"
            )
        index = _mismatch([arg.type for arg in entry.arguments], signature.inputs)
        if index is not None:
            return (
                f"type of entry block argument #{index}('{entry.arguments[index].type}') must "
                "match the type of the corresponding argument in function "
                f"signature('{signature.inputs[index]}')"
            )
    return None


def _verify_attribute_arrays(op: Operation, signature: FunctionType) -> str | None:
    """MLIR's `function_interface_impl::verifyTrait`: `arg_attrs` / `res_attrs` hold one
    entry per argument / result."""
    for name, kind, count in (
        ("arg_attrs", "argument", len(signature.inputs)),
        ("res_attrs", "result", len(signature.results)),
    ):
        attrs = op.get_attr(name)
        if not isinstance(attrs, ArrayAttr):
            continue
        if len(attrs) != count:
            return (
                f"expects {kind} attribute array to have the same number of elements as the "
                f"number of function {kind}s, got {len(attrs)}, but expected {count}"
            )
    return None


def _verify_return(op: Operation) -> str | None:
    func = op.parent_op  # `HasParent<"FuncOp">`
    if func is None or func.name.name != "func.func":
        return "expects parent op 'func.func'"
    signature = function_type(func)
    if signature is None:
        return None
    results = signature.results
    if len(op.operands) != len(results):
        return (
            f"has {len(op.operands)} operands, but enclosing function (@{symbol_name(func)}) "
            f"returns {len(results)}"
        )
    index = _mismatch([value.type for value in op.operands], results)
    if index is not None:
        return PlainMessage(
            f"type of return operand {index} ('{op.operands[index].type}') doesn't match "
            f"function result type ('{results[index]}') in function @{symbol_name(func)}"
        )
    return None


def _verify_call(op: Operation) -> str | None:
    if not isinstance(op.get_attr("callee"), SymbolRefAttr):
        return "requires attribute 'callee'"
    return None


def _verify_call_symbol_uses(op: Operation, tables: Any) -> list[str] | None:
    """`func.call`'s callee is a `func.func` whose signature the call matches."""
    callee = op.get_attr("callee")
    if not isinstance(callee, SymbolRefAttr) or callee.nested:
        return ["requires a 'callee' symbol reference attribute"]
    fn = tables.lookup_nearest(op, callee.root)
    if fn is None or fn.name.name != "func.func":
        return [f"'{callee.root}' does not reference a valid function"]
    signature = function_type(fn)
    if signature is None:
        return None
    if len(signature.inputs) != len(op.operands):
        return ["incorrect number of operands for callee"]
    index = _mismatch([value.type for value in op.operands], signature.inputs)
    if index is not None:
        return [
            f"operand type mismatch: expected operand type '{signature.inputs[index]}', "
            f"but provided '{op.operands[index].type}' for operand number {index}"
        ]
    if len(signature.results) != len(op.results):
        return ["incorrect number of results for callee"]
    index = _mismatch(op.result_types, signature.results)
    if index is not None:
        return [
            f"result type mismatch at index {index}",
            "      op result types: " + _quoted_types(op.result_types),
            "function result types: " + _quoted_types(signature.results),
        ]
    return None


def _mismatch(types: list[Type], expected: tuple[Type, ...]) -> int | None:
    """The first index where `types` differs from `expected` (as long), or None. Comparing
    the tuples compares identical (interned) types by identity, so the loop only runs when
    a type differs."""
    if tuple(types) == expected:
        return None
    return next(i for i, (found, want) in enumerate(zip(types, expected)) if found != want)


def _quoted_types(types: Any) -> str:
    return ", ".join(f"'{t}'" for t in types)
