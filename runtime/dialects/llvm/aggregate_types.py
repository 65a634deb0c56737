"""The member types of LLVM aggregates and the LLVM-compatible types (LLVMTypes.cpp's
`isCompatibleType`, `isCompatibleVectorType`), read from the types' canonical text:
`!llvm.struct<"name", packed (i32, ptr)>`, `!llvm.array<4 x i32>`, `vector<[4]xf32>`."""

from __future__ import annotations

import re

from ...ir.shaped_types import element_type, shaped, top_level_comma
from ...ir.types import FloatType, IntegerType, Type
from .types import full_type

_ARRAY = re.compile(r"!llvm\.array<(\d+) x (.*)>\Z", re.DOTALL)
_STRUCT = re.compile(
    r'!llvm\.struct<(?:"(?:[^"\\]|\\.)*"(?:, )?)?(?:packed )?\((.*)\)>\Z', re.DOTALL
)
_LLVM_FLOATS = frozenset("bf16 f16 f32 f64 f80 f128".split())


def is_compatible_type(type: Type) -> bool:
    """Whether `type` is an LLVM dialect type or a builtin type LLVM takes (signless
    integers, its floats, vectors of those)."""
    if type.text.startswith("!llvm."):
        return True
    if is_compatible_vector_type(type):
        return True
    return _compatible_scalar(type)


def is_compatible_vector_type(type: Type) -> bool:
    """A builtin vector (fixed or scalable, one dimension) of LLVM-compatible scalars or
    pointers."""
    parts = shaped(type)
    if parts is None or parts.kind != "vector" or parts.dims.count("x") != 1:
        return False
    element = element_type(type)
    return _compatible_scalar(element) or element.text.startswith("!llvm.ptr")


def _compatible_scalar(type: Type) -> bool:
    if isinstance(type, IntegerType):
        return not type.signedness
    return isinstance(type, FloatType) and type.text in _LLVM_FLOATS


def members(type: Type) -> list[Type] | None:
    """The member types of an `!llvm.struct` (none for an opaque one); None for any other
    type."""
    found = _STRUCT.match(type.text)
    if found is None:
        return [] if type.text.startswith('!llvm.struct<"') else None
    body, parts = found.group(1), []
    while body.strip():
        cut = top_level_comma(body)
        parts.append(full_type(body[:cut].strip()))
        body = body[cut + 1 :]
    return parts


def array_parts(type: Type) -> tuple[int, Type] | None:
    """The length and element type of an `!llvm.array`; None for any other type."""
    found = _ARRAY.match(type.text)
    return None if found is None else (int(found.group(1)), full_type(found.group(2)))


def member_type(container: Type, position: list[int]) -> Type | str:
    """The type at `position` in `container` (`getInsertExtractValueElementType`), or the
    error message."""
    if not is_compatible_type(container):
        return f"expected LLVM IR Dialect type, got '{container}'"
    type = container
    for index in position:
        array = array_parts(type)
        fields = members(type) if array is None else None
        if array is not None:
            size, element = array
            if not 0 <= index < size:
                return f"position out of bounds: {index}"
            type = element
        elif fields is not None:
            if not 0 <= index < len(fields):
                return f"position out of bounds: {index}"
            type = fields[index]
        else:
            return f"expected LLVM IR structure/array type, got: '{type}'"
    return type
