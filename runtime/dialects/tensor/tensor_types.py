"""Tensor types read from their text and built back (MLIR's `RankedTensorType`,
`UnrankedTensorType`): `tensor<4x?xf32, #enc>` has shape `(4, DYNAMIC)`, element `f32`
and encoding `#enc`; `tensor<*xf32>` has no shape. Dynamic sizes are `ShapedType::kDynamic`,
the value the ops' static size arrays hold for them."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...ir import Type
from ...ir.shaped_types import top_level_comma, type_of

DYNAMIC = -(1 << 63)
"""`ShapedType::kDynamic`."""

_TENSOR = re.compile(r"tensor<(\*x|(?:(?:\d+|\?)x)*)")


@dataclass(frozen=True)
class TensorType:
    """A tensor type's parts; `shape` None for an unranked tensor."""

    shape: tuple[int, ...] | None
    element: str
    encoding: str = ""

    @property
    def ranked(self) -> bool:
        return self.shape is not None

    @property
    def rank(self) -> int:
        assert self.shape is not None, "an unranked tensor has no rank"
        return len(self.shape)

    @property
    def dims(self) -> tuple[int, ...]:
        """The shape of a ranked tensor."""
        assert self.shape is not None, "an unranked tensor has no shape"
        return self.shape

    def is_dynamic(self, index: int) -> bool:
        return self.dims[index] == DYNAMIC

    @property
    def num_dynamic(self) -> int:
        return sum(size == DYNAMIC for size in self.dims)

    @property
    def static(self) -> bool:
        """`hasStaticShape`."""
        return self.shape is not None and DYNAMIC not in self.shape

    def with_shape(self, shape: Sequence[int]) -> TensorType:
        return TensorType(tuple(shape), self.element, self.encoding)

    def type(self) -> Type:
        """The type this spells."""
        if self.shape is None:
            dims = "*x"
        else:
            dims = "".join(("?" if size == DYNAMIC else str(size)) + "x" for size in self.shape)
        encoding = f", {self.encoding}" if self.encoding else ""
        return type_of(f"tensor<{dims}{self.element}{encoding}>")


def tensor_type(type: Type) -> TensorType | None:
    """The parts of a tensor type; None for any other type."""
    return _parts(type.text)


@functools.lru_cache(maxsize=4096)
def _parts(text: str) -> TensorType | None:
    """`tensor_type` of a type's text, read once per text (verifiers and folders ask for
    the same few types over and over)."""
    match = _TENSOR.match(text)
    if match is None or not text.endswith(">"):
        return None
    body = text[match.end() : -1]
    cut = top_level_comma(body)
    dims = match[1]
    shape = (
        None
        if dims == "*x"
        else tuple(DYNAMIC if d == "?" else int(d) for d in dims.split("x")[:-1])
    )
    return TensorType(shape, body[:cut], body[cut + 1 :].strip())


def ranked_tensor_type(type: Type) -> TensorType | None:
    """The parts of a ranked tensor type; None for any other type."""
    parsed = tensor_type(type)
    return parsed if parsed is not None and parsed.ranked else None


def join_shapes(one: TensorType, two: TensorType) -> TensorType | None:
    """`joinShapes`: the shape knowledge of both (same element type); None if they clash.
    The join of two ranked types has no encoding."""
    if one.shape is None:
        return two
    if two.shape is None:
        return one
    if len(one.shape) != len(two.shape):
        return None
    joined = []
    for a, b in zip(one.shape, two.shape):
        if a != DYNAMIC and b != DYNAMIC and a != b:
            return None
        joined.append(b if a == DYNAMIC else a)
    return TensorType(tuple(joined), one.element)


def preserves_static_information(source: Type, target: Type) -> bool:
    """`preservesStaticInformation`: both ranked tensors of one element type, rank and
    encoding, and `target` dynamic nowhere `source` is static."""
    a, b = ranked_tensor_type(source), ranked_tensor_type(target)
    if a is None or b is None:
        return False
    if a.element != b.element or a.rank != b.rank or a.encoding != b.encoding:
        return False
    return not any(x != DYNAMIC and y == DYNAMIC for x, y in zip(a.dims, b.dims))


def cast_compatible(a: TensorType, b: TensorType) -> bool:
    """`CastOp::areCastCompatible`: one element type and shapes `verifyCompatibleShape`
    accepts (an unranked one, or the same rank with equal sizes wherever both are static)."""
    if a.element != b.element:
        return False
    if a.shape is None or b.shape is None:
        return True
    return a.rank == b.rank and all(x == y or DYNAMIC in (x, y) for x, y in zip(a.dims, b.dims))


def element_type(type: Type) -> Type:
    parsed = tensor_type(type)
    assert parsed is not None, f"{type.text} is not a tensor type"
    return type_of(parsed.element)
