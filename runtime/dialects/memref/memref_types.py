"""Memref types read from their text and built back (MLIR's `MemRefType`,
`UnrankedMemRefType`, `StridedLayoutAttr`): `memref<4x?xf32, strided<[?, 1], offset: 2>, 3>`
has shape `(4, DYNAMIC)`, element `f32`, layout `strided<[?, 1], offset: 2>` and memory
space `3`; the identity layout is no text. Dynamic sizes, strides and offsets are
`ShapedType::kDynamic`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...ir.shaped_types import shaped, top_level_comma, type_of
from ...ir.types import Type

DYNAMIC = -(2**63)
"""`ShapedType::kDynamic`."""

_STRIDED = re.compile(r"strided<\[([^\]]*)\](?:, offset: (\?|-?\d+))?>\Z")
_LAYOUT_PREFIXES = ("strided<", "affine_map<")


def _entry(text: str) -> int:
    return DYNAMIC if text == "?" else int(text)


def _entry_text(value: int) -> str:
    return "?" if value == DYNAMIC else str(value)


@dataclass(frozen=True)
class Strided:
    """A strided layout's strides and offset (`getStridesAndOffset`)."""

    strides: tuple[int, ...]
    offset: int

    def text(self) -> str:
        """`StridedLayoutAttr::print`: the offset is left out when it is 0."""
        strides = ", ".join(_entry_text(stride) for stride in self.strides)
        offset = "" if self.offset == 0 else f", offset: {_entry_text(self.offset)}"
        return f"strided<[{strides}]{offset}>"


@dataclass(frozen=True)
class MemRefType:
    """A ranked memref type; `layout` and `memory_space` are their attributes' text ("" for
    the identity layout and the default space)."""

    shape: tuple[int, ...]
    element: str
    layout: str = ""
    memory_space: str = ""

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def type(self) -> Type:
        dims = "".join(f"{_entry_text(size)}x" for size in self.shape)
        rest = "".join(f", {part}" for part in (self.layout, self.memory_space) if part)
        return type_of(f"memref<{dims}{self.element}{rest}>")

    def with_shape(self, shape: Sequence[int]) -> MemRefType:
        return replace(self, shape=tuple(shape))

    def with_strided(self, layout: Strided) -> MemRefType:
        return replace(self, layout=layout.text())

    def num_dynamic_dims(self) -> int:
        return sum(size == DYNAMIC for size in self.shape)

    def dynamic_dim_index(self, dim: int) -> int:
        """`getDynamicDimIndex`: how many dynamic sizes come before `dim`."""
        return sum(size == DYNAMIC for size in self.shape[:dim])

    def strides_and_offset(self) -> Strided | None:
        """`getStridesAndOffset` of the identity and strided layouts (None for the other
        affine maps, which this runtime does not analyse)."""
        if not self.layout:
            return Strided(canonical_strides(self.shape), 0)
        found = _STRIDED.match(self.layout)
        if found is None:
            return None
        strides = tuple(_entry(part.strip()) for part in found[1].split(",") if part.strip())
        return Strided(strides, _entry(found[2]) if found[2] else 0)


def canonical_strides(shape: Sequence[int]) -> tuple[int, ...]:
    """The strides of the identity layout (`makeCanonicalStridedLayoutExpr`): row-major,
    every stride left of a dynamic or zero size dynamic."""
    strides: list[int] = []
    running, poisoned = 1, False
    for size in reversed(shape):
        strides.append(DYNAMIC if poisoned else running)
        if size > 0:
            running *= size
        else:
            poisoned = True
    return tuple(reversed(strides))


def memref_type(type: Type) -> MemRefType | None:
    """The ranked memref type `type` is, else None."""
    parts = shaped(type)
    if parts is None or parts.kind != "memref" or parts.dims.startswith("*"):
        return None
    dims = parts.dims.split("x")[:-1]
    rest = parts.rest.removeprefix(", ")
    layout = memory_space = ""
    if rest:
        cut = top_level_comma(rest)
        first, second = rest[:cut], rest[cut:].removeprefix(", ")
        if first.startswith(_LAYOUT_PREFIXES):
            layout, memory_space = first, second
        else:
            memory_space = first
    return MemRefType(tuple(_entry(dim) for dim in dims), parts.element, layout, memory_space)


def is_unranked_memref(type: Type) -> bool:
    return type.text.startswith("memref<*x")


def element_and_space(type: Type) -> tuple[str, str] | None:
    """The element type and memory space of a ranked or unranked memref type."""
    ranked = memref_type(type)
    if ranked is not None:
        return ranked.element, ranked.memory_space
    parts = shaped(type)
    if parts is None or parts.kind != "memref":
        return None
    return parts.element, parts.rest.removeprefix(", ")


def has_identity_layout(type: MemRefType) -> bool:
    """`MemRefLayoutAttrInterface::isIdentity`: no layout, or a strided one whose map is the
    identity (rank 0 or 1, offset 0, unit stride)."""
    strided = type.strides_and_offset()
    return not type.layout or (
        strided is not None and strided.offset == 0 and strided.strides in ((), (1,))
    )
