"""The types vector ops' verifiers read (MLIR's `ShapedType` queries on
mlir/lib/Dialect/Vector/IR/VectorOps.cpp's operands): a memref's or ranked tensor's shape,
element type and layout, the bits of a scalar (`DataLayout::getTypeSizeInBits` without a
data layout spec), and whether a `CombiningKind` applies to an element type
(`isSupportedCombiningKind`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...ir.dense_text import element_bits
from ...ir.operation import Operation
from ...ir.shaped_types import shaped, type_of
from ...ir.types import FloatType, IndexType, IntegerType, Type

DYNAMIC = -1


@dataclass(frozen=True)
class Buffer:
    """A memref or ranked tensor type: its kind, shape (`DYNAMIC` for `?`), element type
    and the text after its element (`, layout, space`)."""

    kind: str
    shape: tuple[int, ...]
    element: Type
    rest: str

    @property
    def rank(self) -> int:
        return len(self.shape)


def buffer_type(type: Type) -> Buffer | None:
    """The parts of a ranked memref or tensor type; None for any other type."""
    parts = shaped(type)
    if parts is None or parts.kind not in ("memref", "tensor") or parts.dims.startswith("*"):
        return None
    dims = parts.dims.split("x")[:-1]
    shape = tuple(DYNAMIC if dim == "?" else int(dim) for dim in dims)
    return Buffer(parts.kind, shape, type_of(parts.element), parts.rest)


def bits(type: Type) -> int:
    """The bits of an integer, index or float type (0 for any other)."""
    if isinstance(type, IntegerType | FloatType | IndexType):
        return element_bits(type)
    return 0


def same(a: Type, b: Type) -> bool:
    return a.text == b.text


def kind_name(op: Operation) -> str:
    """The op's `CombiningKind` as `stringifyCombiningKind` spells it (`add`)."""
    attr = op.get_attr("kind")
    text = attr.text if attr is not None else ""
    return text.removeprefix("#vector.kind<").removesuffix(">")


_INTEGER_KINDS = frozenset({"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})
_FLOAT_KINDS = frozenset({"minnumf", "maxnumf", "minimumf", "maximumf"})


def supported_kind(kind: str, element: Type) -> bool:
    """`isSupportedCombiningKind`: add/mul on integers, indices and floats, the bitwise and
    integer min/max kinds on integers and indices, the float min/max kinds on floats."""
    is_int = isinstance(element, IntegerType | IndexType)
    if kind in _INTEGER_KINDS:
        return is_int
    if kind in _FLOAT_KINDS:
        return isinstance(element, FloatType)
    return is_int or isinstance(element, FloatType)
