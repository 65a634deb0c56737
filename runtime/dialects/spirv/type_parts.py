"""The parts of SPIR-V types, read from their canonical text (`type_syntax` prints them):
a pointer's pointee and storage class, and the element a composite type holds at an index
(MLIR's `spirv::CompositeType`: vectors, arrays, runtime arrays, structs, matrices,
cooperative matrices)."""

from __future__ import annotations

from ...ir.shaped_types import shaped, type_of
from ...ir.types import Type
from .type_syntax import PREFIX


def spirv_parts(type: Type, kind: str) -> list[str] | None:
    """The top-level comma-separated parts of `!spirv.kind<...>`; None for other types."""
    text = type.text
    head = f"{PREFIX}{kind}<"
    if not (text.startswith(head) and text.endswith(">")):
        return None
    return _split(text[len(head) : -1])


def _split(body: str) -> list[str]:
    """`body`'s parts between its top-level commas."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(body):
        if char in "<([{":
            depth += 1
        elif char in ">)]}" and body[index - 1 : index] != "-":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(body[start:index].strip())
            start = index + 1
    parts.append(body[start:].strip())
    return parts


def pointer(type: Type) -> tuple[Type, str] | None:
    """The pointee and storage class of a `!spirv.ptr`; None for other types."""
    parts = spirv_parts(type, "ptr")
    if parts is None or len(parts) != 2:
        return None
    return type_of(parts[0]), parts[1]


def pointer_type(pointee: Type, storage_class: str) -> Type:
    """`!spirv.ptr<pointee, storage_class>` (MLIR's `PointerType::get`)."""
    return type_of(f"{PREFIX}ptr<{pointee.text}, {storage_class}>")


def composite(type: Type) -> tuple[int | None, list[Type]] | None:
    """How many elements a composite type holds (None: not known when compiling) and its
    element types (one for all, or a struct's members); None when it is no composite."""
    vector = shaped(type)
    if vector is not None and vector.kind == "vector":
        dims = vector.dims.removesuffix("x").split("x")
        if len(dims) == 1 and dims[0].isdigit():
            return int(dims[0]), [type_of(vector.element)]
        return None
    for kind in ("array", "matrix"):
        parts = spirv_parts(type, kind)
        if parts is not None:
            count, _, element = parts[0].partition(" x ")
            return int(count), [type_of(element)]
    parts = spirv_parts(type, "rtarray")
    if parts is not None:
        return None, [type_of(parts[0])]
    parts = spirv_parts(type, "coopmatrix")
    if parts is not None:
        return None, [type_of(parts[0].split("x", 2)[2])]
    parts = spirv_parts(type, "struct")
    if parts is not None and parts[-1].startswith("("):
        members = [m for m in _split(parts[-1][1:-1]) if m]
        return len(members), [type_of(m.partition(" [")[0]) for m in members]
    return None
