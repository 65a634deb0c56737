"""The dialects registered by default: builtin, func, arith and cf.

Op lists and traits follow MLIR 22's ODS definitions (`ArithOps.td`, `FuncOps.td`,
`ControlFlowOps.td`, `BuiltinOps.td`); their groups and memory effects are read from the
imported ODS data (`upstream_ops.json`).
"""

from __future__ import annotations

from typing import Any

from .attributes import StringAttr, SymbolRefAttr, TypeAttr
from .context import Dialect, DialectFactory, Trait
from .diagnostics import PlainMessage
from .operation import Operation
from .types import FunctionType, Type
from .upstream_dialects import upstream_factories, with_ods

T = Trait


def enclosing_function(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not parent.has_trait(T.FUNCTION_LIKE):
        parent = parent.parent_op
    return parent


def function_type(op: Operation) -> FunctionType | None:
    """The `function_type` of a function-like op, if well formed."""
    attr = op.get_attr("function_type")
    if isinstance(attr, TypeAttr) and isinstance(attr.value, FunctionType):
        return attr.value
    return None


def symbol_name(op: Operation) -> str | None:
    attr = op.get_attr("sym_name")
    return getattr(attr, "value", None)


def visibility(op: Operation) -> str:
    """A symbol's `sym_visibility`: `public` (the default), `private` or `nested`."""
    attr = op.get_attr("sym_visibility")
    return attr.value if isinstance(attr, StringAttr) else "public"


def _verify_func(op: Operation) -> str | None:
    signature = function_type(op)
    if signature is None:
        if op.get_attr("function_type") is None:
            return "requires attribute 'function_type'"
        return "attribute 'function_type' failed to satisfy constraint: type attribute of function type"
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


def _verify_return(op: Operation) -> str | None:
    func = enclosing_function(op)
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


def _verify_module(op: Operation) -> str | None:
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
    return None


def builtin_dialect() -> Dialect:
    d = Dialect("builtin")
    d.add(
        "module",
        T.ISOLATED_FROM_ABOVE,
        T.NO_TERMINATOR,
        T.SYMBOL_TABLE,
        T.SINGLE_BLOCK,
        T.SYMBOL,
        verifier=_verify_module,
    )
    d.add("unrealized_conversion_cast", T.PURE)
    return d


def func_dialect() -> Dialect:
    d = Dialect("func")
    d.add("func", T.ISOLATED_FROM_ABOVE, T.SYMBOL, T.FUNCTION_LIKE, verifier=_verify_func)
    d.add("return", T.IS_TERMINATOR, T.RETURN_LIKE, T.PURE, verifier=_verify_return)
    d.add("call", T.CALL_LIKE, verifier=_verify_call, symbol_uses_verifier=_verify_call_symbol_uses)
    d.add("call_indirect", T.CALL_LIKE)
    d.add("constant", T.CONSTANT_LIKE, T.PURE)
    return d


_ARITH_COMMUTATIVE = (
    "addi addui_extended muli mulsi_extended mului_extended andi ori xori addf mulf "
    "maximumf maxnumf maxsi maxui minimumf minnumf minsi minui"
).split()
_ARITH_OTHER = (
    "subi divui divsi ceildivui ceildivsi floordivsi remui remsi shli shrui shrsi negf subf "
    "divf remf extui extsi extf trunci truncf uitofp sitofp fptoui fptosi index_cast "
    "index_castui bitcast cmpi cmpf select scaling_extf scaling_truncf"
).split()


def arith_dialect() -> Dialect:
    # The rewrite layer is imported when a context loads the dialect, not at start-up.
    from ..rewrite.dialects.arith_cast_patterns import CAST_PATTERNS
    from ..rewrite.dialects.arith_folders import FOLDERS as ARITH_FOLDERS
    from ..rewrite.dialects.arith_patterns import PATTERNS as ARITH_PATTERNS
    from ..rewrite.dialects.arith_patterns import materialize_constant as materialize_arith_constant
    from ..rewrite.dialects.cpp_names import with_cpp_names

    d = Dialect("arith", constant_materializer=materialize_arith_constant)

    def add(name: str, *traits: Trait) -> None:
        d.add(
            name,
            *traits,
            folder=ARITH_FOLDERS.get(name),
            canonicalization_patterns=with_cpp_names(
                (*ARITH_PATTERNS.get(name, ()), *CAST_PATTERNS.get(name, ()))
            ),
        )

    for name in _ARITH_COMMUTATIVE:
        add(name, T.PURE, T.COMMUTATIVE)
    for name in _ARITH_OTHER:
        add(name, T.PURE)
    add("constant", T.CONSTANT_LIKE, T.PURE)
    return d


def cf_dialect() -> Dialect:
    from ..rewrite.dialects.cf_patterns import PATTERNS as CF_PATTERNS
    from ..rewrite.dialects.cpp_names import with_cpp_names

    d = Dialect("cf")
    d.add("assert", canonicalization_patterns=with_cpp_names(CF_PATTERNS["assert"]))
    for name in ("br", "cond_br", "switch"):
        d.add(
            name,
            T.IS_TERMINATOR,
            T.BRANCH_LIKE,
            T.PURE,
            canonicalization_patterns=with_cpp_names(CF_PATTERNS.get(name, ())),
        )
    return d


def _with_ods(build: DialectFactory) -> DialectFactory:
    """`build`'s hand-written dialect, its ops' groups and effects taken from ODS."""
    return lambda: with_ods(build())


OWN_DIALECTS: dict[str, DialectFactory] = {
    "builtin": _with_ods(builtin_dialect),
    "func": _with_ods(func_dialect),
    "arith": _with_ods(arith_dialect),
    "cf": _with_ods(cf_dialect),
}
# The runtime's own dialects, then every other upstream MLIR dialect from its ODS data, then
# the dialects programs register (`register_dialect`).
DEFAULT_REGISTRY: dict[str, DialectFactory] = {
    **OWN_DIALECTS,
    **upstream_factories(set(OWN_DIALECTS)),
}


def register_dialect(name: str, factory: DialectFactory) -> None:
    """Make dialect `name` known to the contexts created afterwards, and to the pass
    managers of existing ones that run a pass depending on it (what a project's generated
    `register_<dialect>_dialect()` calls)."""
    DEFAULT_REGISTRY[name] = factory
