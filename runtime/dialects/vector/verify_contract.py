"""The verifier of `vector.contract` (MLIR's `ContractionOp::verify`, with `getDimMap`,
`verifyDimMap` and `verifyOutputShape`, in mlir/lib/Dialect/Vector/IR/VectorOps.cpp), with
mlir-opt's messages."""

from __future__ import annotations

from ...ir.affine.attributes import map_of
from ...ir.affine.expr import ConstantExpr, DimExpr
from ...ir.affine.structures import AffineMap
from ...ir.attributes import ArrayAttr
from ...ir.operation import Operation
from ...ir.types import IntegerType, Type
from .vector_type import VectorType, vector_type
from .verify_types import kind_name, same, supported_kind

DimMap = list[tuple[int, int]]


def _projected_permutation(map: AffineMap) -> bool:
    """`AffineMap::isProjectedPermutation()`: no symbols, each result a distinct dim."""
    dims = [expr.position for expr in map.results if isinstance(expr, DimExpr)]
    return not map.num_symbols and len(dims) == len(map.results) == len(set(dims))


def _dim_map(maps: list[AffineMap], iterators: list[str], kind: str) -> DimMap:
    """`getDimMap`: the (lhs, rhs) result positions of each `kind` iterator both use."""
    found = []
    for index, iterator in enumerate(iterators):
        if iterator != kind:
            continue
        target = DimExpr(index)
        lhs, rhs = maps[0].results, maps[1].results
        if target in lhs and target in rhs:
            found.append((lhs.index(target), rhs.index(target)))
    return found


def _valid_dim_map(lhs: VectorType, rhs: VectorType, pairs: DimMap) -> bool:
    """`verifyDimMap`."""
    return all(
        0 <= a < lhs.rank and 0 <= b < rhs.rank and lhs.shape[a] == rhs.shape[b] for a, b in pairs
    )


def _output_shape(
    op: Operation,
    lhs: VectorType,
    rhs: VectorType,
    maps: list[AffineMap],
    contracting: DimMap,
    batch: DimMap,
) -> str | None:
    """`verifyOutputShape`."""
    lhs_contracting = {a for a, _ in contracting}
    rhs_skipped = {b for _, b in contracting} | {b for _, b in batch}
    expected_dims = [size for i, size in enumerate(lhs.shape) if i not in lhs_contracting]
    expected_dims += [size for i, size in enumerate(rhs.shape) if i not in rhs_skipped]
    acc, res = vector_type(op.operands[2].type), vector_type(op.results[0].type)
    if not expected_dims:
        if acc is not None or res is not None:
            return "invalid accumulator/result vector shape"
        return None
    if acc is None or res is None:
        return "invalid accumulator/result vector shape"
    used = {expr.position for map in maps[:2] for expr in map.results if isinstance(expr, DimExpr)}
    if len(used) != maps[0].num_dims:
        return "expected all dimensions to be either a LHS or a RHS dimension"
    extents: dict[int, int] = {}
    for vector, map in ((lhs, maps[0]), (rhs, maps[1])):
        for index in range(vector.rank):
            position = map.results[index]
            if isinstance(position, DimExpr):
                extents.setdefault(position.position, vector.shape[index])
    shape = tuple(
        extents.get(expr.position, 0) if isinstance(expr, DimExpr) else 0
        for expr in maps[2].results
        if isinstance(expr, DimExpr | ConstantExpr)
    )
    expected = VectorType(shape, res.scalable, res.element).type().text
    if res.type().text != expected or acc.type().text != expected:
        return f"invalid accumulator/result vector shape, expected: '{expected}'"
    return None


def _element(type: Type) -> Type:
    vector = vector_type(type)
    return type if vector is None else vector.element


def verify_contract(op: Operation) -> str | None:
    """The element-type `PredOpTrait`s (predicates the runtime's ODS traits do not read),
    then `ContractionOp::verify`."""
    lhs, rhs = vector_type(op.operands[0].type), vector_type(op.operands[1].type)
    acc, res = op.operands[2].type, op.results[0].type
    if lhs is None or rhs is None:
        return None
    if not same(lhs.element, rhs.element):
        return "failed to verify that lhs and rhs have same element type"
    if not same(_element(acc), _element(res)):
        return "failed to verify that third operand acc and result have same element type"
    if isinstance(lhs.element, IntegerType) and lhs.element.signedness:
        return "only supports signless integer types"
    attr, iterators_attr = op.get_attr("indexing_maps"), op.get_attr("iterator_types")
    if not isinstance(attr, ArrayAttr) or not isinstance(iterators_attr, ArrayAttr):
        return None
    maps = [map_of(element) for element in attr.elements]
    if len(maps) != 3:
        return "expected an indexing map for each vector operand"
    iterators = [
        element.text.removeprefix("#vector.iterator_type<").removesuffix(">")
        for element in iterators_attr.elements
    ]
    checked: list[AffineMap] = []
    for index, map in enumerate(maps):
        if map is None:
            return None
        if map.num_symbols:
            return f"expected indexing map {index} to have no symbols"
        vector = vector_type(op.operands[index].type)
        rank = vector.rank if vector else 0
        if map.num_dims != len(iterators):
            return f"expected indexing map {index} to have {len(iterators)} number of inputs"
        if len(map.results) != rank:
            return f"expected indexing map {index} to have {rank} number of outputs"
        if not _projected_permutation(map):
            return f"expected indexing map {index} to be a projected permutation of its inputs"
        checked.append(map)
    contracting = _dim_map(checked, iterators, "reduction")
    batch = _dim_map(checked, iterators, "parallel")
    if not contracting:
        return "expected at least one contracting dimension pair"
    if not _valid_dim_map(lhs, rhs, contracting):
        return "invalid contracting dimension map"
    if not _valid_dim_map(lhs, rhs, batch):
        return "invalid batch dimension map"
    found = _output_shape(op, lhs, rhs, checked, contracting, batch)
    if found:
        return found
    result = vector_type(res)
    if not supported_kind(kind_name(op), result.element if result else res):
        return "unsupported contraction type"
    return None
