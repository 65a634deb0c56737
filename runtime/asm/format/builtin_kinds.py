"""The builtin type classes a `type($x)` reads as: OpFormatGen parses the type of a single
operand or result whose constraint has a C++ class with `parseCustomTypeWithFallback<Class>`,
which for a builtin class is `AsmParser::parseType<Class>`: any type, then MLIR's `invalid
kind of type specified` error when it is not of the class (naming the class's `name` when
it has one: `builtin.tensor`; type interfaces such as `FloatType` have none).
`passgen.ods.formats` writes the class (`type_kind`) for the classes of `KINDS`."""

from __future__ import annotations

from collections.abc import Callable

from ...ir.types import FloatType, FunctionType, IndexType, IntegerType, NoneType, Type
from ..op_asm_parser import OpAsmParser
from .value_syntax import FULL_TYPE, TypeSyntax


def _spelled(prefix: str, unranked: bool | None = None) -> Callable[[Type], bool]:
    """Whether a type's text starts with `prefix` (and, unless `unranked` is None, is
    unranked or ranked as asked: `tensor<*x...>`)."""

    def is_kind(type: Type) -> bool:
        text = type.text
        if not text.startswith(prefix):
            return False
        return unranked is None or text.startswith(prefix + "*") == unranked

    return is_kind


def _instance(cls: type[Type]) -> Callable[[Type], bool]:
    return lambda type: isinstance(type, cls)


KINDS: dict[str, tuple[str | None, Callable[[Type], bool]]] = {
    "RankedTensorType": ("builtin.tensor", _spelled("tensor<", unranked=False)),
    "UnrankedTensorType": ("builtin.unranked_tensor", _spelled("tensor<", unranked=True)),
    "TensorType": (None, _spelled("tensor<")),
    "MemRefType": ("builtin.memref", _spelled("memref<", unranked=False)),
    "UnrankedMemRefType": ("builtin.unranked_memref", _spelled("memref<", unranked=True)),
    "BaseMemRefType": (None, _spelled("memref<")),
    "VectorType": ("builtin.vector", _spelled("vector<")),
    "ComplexType": ("builtin.complex", _spelled("complex<")),
    "TupleType": ("builtin.tuple", _spelled("tuple<")),
    "IntegerType": ("builtin.integer", _instance(IntegerType)),
    "IndexType": ("builtin.index", _instance(IndexType)),
    "FloatType": (None, _instance(FloatType)),
    "NoneType": ("builtin.none", _instance(NoneType)),
    "FunctionType": ("builtin.function", _instance(FunctionType)),
}
"""A builtin C++ class (without `::mlir::`) -> its `name` (None: none) and whether a type
is of it."""


def builtin_kind_syntax(cpp_class: str) -> TypeSyntax:
    """The full type syntax, reading a type of `cpp_class` (a key of `KINDS`) only."""
    name, is_kind = KINDS[cpp_class]

    def parse(parser: OpAsmParser) -> Type:
        return parser.parse_type_of_kind(name, is_kind)

    return TypeSyntax(FULL_TYPE.print, parse, FULL_TYPE.parse_optional)
