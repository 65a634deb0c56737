"""Vector types read from and written as their text (MLIR's `VectorType`):
`vector<4x[8]xf32>` has shape (4, 8), the second dimension scalable, element `f32`; a 0-d
vector (`vector<f32>`) has the empty shape."""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import prod

from ...ir.shaped_types import type_of
from ...ir.types import OpaqueType, Type

_VECTOR = re.compile(r"vector<((?:\[?\d+\]?x)*)(.+)>\Z")


@dataclass(frozen=True)
class VectorType:
    """A vector type's shape, which of its dimensions are scalable, and its element type."""

    shape: tuple[int, ...]
    scalable: tuple[bool, ...]
    element: Type

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def num_elements(self) -> int:
        return prod(self.shape)

    @property
    def is_scalable(self) -> bool:
        return any(self.scalable)

    def type(self) -> Type:
        """The type this describes."""
        dims = "".join(
            f"[{size}]x" if scalable else f"{size}x"
            for size, scalable in zip(self.shape, self.scalable)
        )
        return OpaqueType(f"vector<{dims}{self.element.text}>")

    def drop_front(self, count: int) -> Type:
        """The type of the vector's trailing dims after `count` leading ones; the element
        type when none remain (what `vector.extract` at `count` positions gives)."""
        if count >= self.rank:
            return self.element
        return VectorType(self.shape[count:], self.scalable[count:], self.element).type()


def vector_type(type: Type) -> VectorType | None:
    """The parts of a vector type; None for any other type."""
    found = _VECTOR.match(type.text) if isinstance(type, OpaqueType) else None
    if found is None:
        return None
    dims = found[1].split("x")[:-1]
    return VectorType(
        tuple(int(dim.strip("[]")) for dim in dims),
        tuple(dim.startswith("[") for dim in dims),
        type_of(found[2]),
    )


def make_vector(shape: tuple[int, ...], element: Type, scalable: tuple[bool, ...] = ()) -> Type:
    """`vector<shape x element>` (dims scalable where `scalable` says)."""
    return VectorType(shape, scalable or (False,) * len(shape), element).type()
