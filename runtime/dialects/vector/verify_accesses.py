"""The verifiers of vector's loads and stores (MLIR's `verify` of LoadOp, StoreOp,
MaskedLoadOp, MaskedStoreOp, GatherOp, ScatterOp, ExpandLoadOp, CompressStoreOp and
TypeCastOp in mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with mlir-opt's messages."""

from __future__ import annotations

from collections.abc import Callable

from ...ir.affine.attributes import map_of
from ...ir.affine.expr import AffineExpr, BinaryExpr, BinaryKind, ConstantExpr, DimExpr
from ...ir.attributes import OpaqueAttr
from ...ir.operation import Operation
from ...ir.shaped_types import top_level_comma
from ...ir.types import Type
from ..memref.memref_types import canonical_strides
from .vector_type import VectorType, vector_type
from .verify_types import Buffer, buffer_type, same

Verify = Callable[[Operation], "str | None"]


def _coefficient(expr: AffineExpr, dim: int) -> int | None:
    """The coefficient of `d{dim}` in a sum of dims times constants and constants (None:
    another expression)."""
    if isinstance(expr, DimExpr):
        return int(expr.position == dim)
    if isinstance(expr, ConstantExpr):
        return 0
    if isinstance(expr, BinaryExpr) and expr.kind is BinaryKind.ADD:
        lhs, rhs = _coefficient(expr.lhs, dim), _coefficient(expr.rhs, dim)
        return None if lhs is None or rhs is None else lhs + rhs
    if isinstance(expr, BinaryExpr) and expr.kind is BinaryKind.MUL:
        if isinstance(expr.rhs, ConstantExpr):
            lhs = _coefficient(expr.lhs, dim)
            return None if lhs is None else lhs * expr.rhs.value
    return None


def _layout(memref: Buffer) -> str:
    """The layout attribute's text ("" for the identity)."""
    rest = memref.rest.removeprefix(", ")
    layout = rest[: top_level_comma(rest)]
    return layout if layout.startswith(("strided<", "affine_map<")) else ""


def _last_dim_unit_stride(memref: Buffer) -> bool:
    """`MemRefType::isLastDimUnitStride` for no layout, a `strided<...>` one and a
    one-result map linear in the dims."""
    layout = _layout(memref)
    if not layout or not memref.rank:
        return True
    if layout.startswith("strided<["):
        strides = layout.removeprefix("strided<[").partition("]")[0].split(",")
        return strides[-1].strip() == "1"
    map = map_of(OpaqueAttr(layout))
    if map is None or len(map.results) != 1:
        return False
    return _coefficient(map.results[0], memref.rank - 1) == 1


def _elements_match(base: Buffer, vector: VectorType, value: str) -> str | None:
    """`verifyElementTypesMatch`."""
    if not same(base.element, vector.element):
        return f"base and {value} element type should match"
    return None


def _load_or_store(
    vector_at: Callable[[Operation], Type], base: int, value: str, lower: str
) -> Verify:
    """`LoadOp::verify` / `StoreOp::verify` (`vector_at`: the loaded or stored vector's
    type, `base`: the memref operand, `value`: its name in messages)."""

    def verify(op: Operation) -> str | None:
        memref, vector = buffer_type(op.operands[base].type), vector_type(vector_at(op))
        if memref is None or vector is None:
            return None
        single = not vector.is_scalable and (vector.rank == 0 or vector.num_elements == 1)
        if not single and not _last_dim_unit_stride(memref):
            return "most minor memref dim must have unit stride"
        if memref.rank < vector.rank:
            return lower
        element = vector_type(memref.element)
        if element is not None:
            if element.type().text != vector.type().text:
                return f"base memref and {value} vector types should match"
            memref = Buffer(memref.kind, memref.shape, element.element, memref.rest)
        return _elements_match(memref, vector, value) or _indices(op, base + 1, 0, memref)

    return verify


def _indices(op: Operation, first: int, after: int, base: Buffer) -> str | None:
    """The index count check: one index per base dim (operands `first` to `after` from
    the end)."""
    if len(op.operands) - first - after != base.rank:
        return f"requires {base.rank} indices"
    return None


def _masked(
    base_value: str,
    vector_at: Callable[[Operation], Type],
    checks: Callable[[Operation, VectorType], str | None],
) -> Verify:
    """The masked loads and stores' verifiers: base and element types, the index count
    (all operands but the base and the last `trailing`), then `checks`."""

    def verify(op: Operation) -> str | None:
        base, vector = buffer_type(op.operands[0].type), vector_type(vector_at(op))
        if base is None or vector is None:
            return None
        found = _elements_match(base, vector, base_value)
        return found or _indices(op, 1, _TRAILING[op.name.name], base) or checks(op, vector)

    return verify


_TRAILING = {
    "vector.maskedload": 2,
    "vector.maskedstore": 2,
    "vector.gather": 3,
    "vector.scatter": 3,
    "vector.expandload": 2,
    "vector.compressstore": 2,
}


def _shape(op: Operation, index: int) -> tuple[int, ...] | None:
    found = vector_type(op.operands[index].type)
    return None if found is None else found.shape


def _leading(op: Operation, index: int) -> tuple[int, ...]:
    """The first dim of vector operand `index` (as a 0- or 1-tuple)."""
    return (_shape(op, index) or ())[:1]


def _result(op: Operation) -> Type:
    return op.results[0].type


def _stored(op: Operation) -> Type:
    return op.operands[-1].type


def _pass_thru(op: Operation, vector: VectorType) -> str | None:
    if op.operands[-1].type.text != vector.type().text:
        return "expected pass_thru of same type as result type"
    return None


def _masked_load(op: Operation, vector: VectorType) -> str | None:
    if vector.shape != _shape(op, -2):
        return "expected result shape to match mask shape"
    return _pass_thru(op, vector)


def _masked_store(op: Operation, vector: VectorType) -> str | None:
    if vector.shape != _shape(op, -2):
        return "expected valueToStore shape to match mask shape"
    return None


def _gather(op: Operation, vector: VectorType) -> str | None:
    if vector.shape != _shape(op, -3):
        return "expected result dim to match indices dim"
    if vector.shape != _shape(op, -2):
        return "expected result dim to match mask dim"
    return _pass_thru(op, vector)


def _scatter(op: Operation, vector: VectorType) -> str | None:
    if vector.shape != _shape(op, -3):
        return "expected valueToStore dim to match indices dim"
    if vector.shape != _shape(op, -2):
        return "expected valueToStore dim to match mask dim"
    return None


def _expand(op: Operation, vector: VectorType) -> str | None:
    if vector.shape[:1] != _leading(op, -2):
        return "expected result dim to match mask dim"
    return _pass_thru(op, vector)


def _compress(op: Operation, vector: VectorType) -> str | None:
    if vector.shape[:1] != _leading(op, -2):
        return "expected valueToStore dim to match mask dim"
    return None


def verify_type_cast(op: Operation) -> str | None:
    """`TypeCastOp::verify`'s layout checks (a strided layout canonicalizes to the
    identity when its strides are the shape's canonical ones)."""
    for value, what in ((op.operands[0], "operand"), (op.results[0], "result")):
        memref = buffer_type(value.type)
        if memref is not None and not _identity_layout(memref):
            return f"expects {what} to be a memref with identity layout"
    return None


def _identity_layout(memref: Buffer) -> bool:
    layout = _layout(memref)
    if not layout:
        return True
    if layout.startswith("strided<["):
        strides = layout.removeprefix("strided<[").partition("]")[0]
        canonical = ", ".join(str(s) for s in canonical_strides(memref.shape))
        return "offset" not in layout and strides == canonical
    map = map_of(OpaqueAttr(layout))
    return (
        map is not None
        and not map.num_symbols
        and all(expr == DimExpr(index) for index, expr in enumerate(map.results))
        and len(map.results) == map.num_dims
    )


VERIFIERS: dict[str, Verify] = {
    "vector.load": _load_or_store(
        _result, 0, "result", "destination memref has lower rank than the result vector"
    ),
    "vector.store": _load_or_store(
        lambda op: op.operands[0].type,
        1,
        "valueToStore",
        "source memref has lower rank than the vector to store",
    ),
    "vector.maskedload": _masked("result", _result, _masked_load),
    "vector.maskedstore": _masked("valueToStore", _stored, _masked_store),
    "vector.gather": _masked("result", _result, _gather),
    "vector.scatter": _masked("valueToStore", _stored, _scatter),
    "vector.expandload": _masked("result", _result, _expand),
    "vector.compressstore": _masked("valueToStore", _stored, _compress),
    "vector.type_cast": verify_type_cast,
}
