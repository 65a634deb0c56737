"""MLIR's affine structures (mlir/include/mlir/IR/AffineExpr.h, AffineMap.h, IntegerSet.h): the
expressions (`expr`) built by MLIR's simplifying constructors (`simplify`), maps and integer
sets (`structures`), read (`parse`) and printed (`printing`) as MLIR reads and prints them,
and kept in attributes as their canonical text (`attributes`)."""

from .attributes import map_attribute, map_of, set_attribute, set_of
from .expr import AffineExpr, BinaryExpr, BinaryKind, ConstantExpr, DimExpr, SymbolExpr
from .parse import AffineParser, AffineSyntaxError, SsaOperands, SsaUse, parse_map_or_set
from .printing import expr_text, map_attribute_text, map_text, set_attribute_text, set_text
from .structures import AffineMap, IntegerSet, constant_map, identity_map, symbol_identity_map

__all__ = [
    "AffineExpr",
    "AffineMap",
    "AffineParser",
    "AffineSyntaxError",
    "BinaryExpr",
    "BinaryKind",
    "ConstantExpr",
    "DimExpr",
    "IntegerSet",
    "SsaOperands",
    "SsaUse",
    "SymbolExpr",
    "constant_map",
    "expr_text",
    "identity_map",
    "map_attribute",
    "map_attribute_text",
    "map_of",
    "map_text",
    "parse_map_or_set",
    "set_attribute",
    "set_attribute_text",
    "set_of",
    "set_text",
    "symbol_identity_map",
]
