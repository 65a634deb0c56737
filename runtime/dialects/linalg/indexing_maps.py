"""The indexing maps of linalg's structured ops: the defaults of the C++ contractions
(`MatmulOp::getDefaultIndexingMaps`...), the identity maps of `elementwise`, and the maps an
OpDSL op's verifier memoizes in `linalg.memoized_indexing_maps` (the generated
`getIndexingMaps`: its maps with the symbols bound to attribute values, `strides` and
`dilations`, replaced and simplified)."""

from __future__ import annotations

import re

from ...ir.affine import AffineMap, identity_map, map_attribute
from ...ir.affine.expr import AffineExpr, BinaryExpr, ConstantExpr, SymbolExpr
from ...ir.affine.parse import parse_map
from ...ir.affine.simplify import binary
from ...ir.attributes import ArrayAttr, Attribute, OpaqueAttr
from ...ir.operation import Operation
from ...ir.shaped_types import shaped
from ...ir.types import Type
from .named_ops import NamedOp

INDEXING_MAPS = "indexing_maps"
MEMOIZED_MAPS = "linalg.memoized_indexing_maps"


def _maps(*texts: str) -> tuple[Attribute, ...]:
    return tuple(OpaqueAttr(f"affine_map<{text}>") for text in texts)


DEFAULT_MAPS = {
    "matmul": _maps(
        "(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"
    ),
    "batch_matmul": _maps(
        "(d0, d1, d2, d3) -> (d0, d1, d3)",
        "(d0, d1, d2, d3) -> (d0, d3, d2)",
        "(d0, d1, d2, d3) -> (d0, d1, d2)",
    ),
    "batch_reduce_matmul": _maps(
        "(d0, d1, d2, d3) -> (d0, d1, d3)",
        "(d0, d1, d2, d3) -> (d0, d3, d2)",
        "(d0, d1, d2, d3) -> (d1, d2)",
    ),
}


def rank_of(type: Type) -> int:
    """The rank of a ranked shaped type; 0 for any other."""
    parts = shaped(type)
    if parts is None or parts.dims == "*x":
        return 0
    return parts.dims.count("x")


def identity_maps(count: int, rank: int) -> tuple[Attribute, ...]:
    return (map_attribute(identity_map(rank)),) * count


def memoize_maps(op: Operation, data: NamedOp) -> None:
    """Set `linalg.memoized_indexing_maps` on an OpDSL op whose verifier does (MLIR's
    `getIndexingMaps`, which every verification calls), unless already there."""
    spec = data.get("maps")
    if spec is None or op.get_attr(MEMOIZED_MAPS) is not None:
        return
    bindings = {}
    for symbol, (name, index) in spec["bindings"].items():
        values = _dense_values(op.get_attr(name)) or data.get("defaults", {}).get(name)
        if values is None or index >= len(values):
            return
        bindings[int(symbol)] = values[index]
    maps = [_bound(parse_map(text[len("affine_map<") : -1]), bindings) for text in spec["maps"]]
    attributes = dict(op.attributes)
    attributes[MEMOIZED_MAPS] = ArrayAttr(map_attribute(found) for found in maps)
    op.attributes = attributes


def _bound(map: AffineMap, bindings: dict[int, int]) -> AffineMap:
    """`map` with its symbols bound to constants and no symbols left
    (`replaceDimsAndSymbols({}, bindings, dims, 0)`)."""
    return AffineMap(map.num_dims, 0, tuple(_replace(expr, bindings) for expr in map.results))


def _replace(expr: AffineExpr, bindings: dict[int, int]) -> AffineExpr:
    if isinstance(expr, SymbolExpr) and expr.position in bindings:
        return ConstantExpr(bindings[expr.position])
    if isinstance(expr, BinaryExpr):
        return binary(expr.kind, _replace(expr.lhs, bindings), _replace(expr.rhs, bindings))
    return expr


_DENSE = re.compile(r"dense<(\[[^\]]*\]|-?\d+)> : (?:tensor|vector)<(\d+)x")


def _dense_values(attr: Attribute | None) -> list[int] | None:
    """The integers of `dense<[1, 2]> : tensor<2xi64>` or of a splat `dense<1> : ...`."""
    found = _DENSE.match(attr.text) if attr is not None else None
    if found is None:
        return None
    body = found[1]
    if body.startswith("["):
        return [int(part) for part in body[1:-1].split(",") if part.strip()]
    return [int(body)] * int(found[2])
