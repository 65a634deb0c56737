"""MLIR's declarative assembly-format language (ODS `assemblyFormat`), read as mlir-tblgen's
FormatGen/OpFormatGen read it: a format string and the op it formats (`OpSpec`) give an
immutable element tree (`Format`), or a `FormatError` with mlir-tblgen's message at its
offset in the string.

The modules: `spec` (the op a format describes), `elements` (the element tree and what the
verification decides), `errors` (`FormatError`), `lexer` (tokens), `parser` (`parse_format`),
`state` (what the parser has bound), `group_checks` (optional groups' and oilists'
elements), `adjacency` (ambiguous neighbours) and `verifier` (the whole format's checks).
"""

from .elements import (
    AttrDict,
    Custom,
    Element,
    Format,
    FunctionalType,
    Literal,
    OIClause,
    OIList,
    Operands,
    Optional,
    PropDict,
    Ref,
    Regions,
    Resolution,
    Results,
    String,
    Successors,
    TypeArgument,
    TypeDirective,
    Variable,
    VariableKind,
    Whitespace,
)
from .errors import FormatError
from .parser import parse_format
from .spec import AttributeSpec, OpSpec, RegionSpec, ValueSpec

__all__ = [
    "AttrDict",
    "AttributeSpec",
    "Custom",
    "Element",
    "Format",
    "FormatError",
    "FunctionalType",
    "Literal",
    "OIClause",
    "OIList",
    "OpSpec",
    "Operands",
    "Optional",
    "PropDict",
    "Ref",
    "RegionSpec",
    "Regions",
    "Resolution",
    "Results",
    "String",
    "Successors",
    "TypeArgument",
    "TypeDirective",
    "ValueSpec",
    "Variable",
    "VariableKind",
    "Whitespace",
    "parse_format",
]
