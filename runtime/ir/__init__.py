"""The runtime IR: context, operations, values, attributes, types and verification."""

from .attributes import (
    UNIT,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from .context import (
    Context,
    Dialect,
    OpDefinition,
    OperationName,
    Trait,
    UnregisteredOperationError,
)
from .diagnostics import Diagnostic, DiagnosticError, VerificationError
from .fingerprint import fingerprint
from .location import UNKNOWN_LOC, FileLineColLoc, Location, OpaqueLoc, UnknownLoc
from .operation import Block, BlockArgument, Operation, OpOperand, OpResult, Region, Value
from .types import (
    F32,
    F64,
    I1,
    I32,
    I64,
    INDEX,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    NoneType,
    OpaqueType,
    Type,
)
from .verifier import verify

__all__ = [
    "UNIT", "ArrayAttr", "Attribute", "BoolAttr", "DictionaryAttr", "FloatAttr", "IntegerAttr",
    "OpaqueAttr", "StringAttr", "SymbolRefAttr", "TypeAttr", "UnitAttr",
    "Context", "Dialect", "OpDefinition", "OperationName", "Trait", "UnregisteredOperationError",
    "Diagnostic", "DiagnosticError", "fingerprint",
    "UNKNOWN_LOC", "FileLineColLoc", "Location", "OpaqueLoc", "UnknownLoc",
    "Block", "BlockArgument", "Operation", "OpOperand", "OpResult", "Region", "Value",
    "F32", "F64", "I1", "I32", "I64", "INDEX", "FloatType", "FunctionType", "IndexType",
    "IntegerType", "NoneType", "OpaqueType", "Type",
    "VerificationError", "verify",
]
