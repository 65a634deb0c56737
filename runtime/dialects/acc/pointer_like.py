"""The types MLIR's OpenACC dialect makes `acc::PointerLikeType`s (OpenACC.cpp's
`OpenACCDialect::initialize` attaches the interface to `MemRefType` and
`LLVM::LLVMPointerType`), and their `getElementType`."""

from __future__ import annotations

import re

from ...ir.shaped_types import element_type, shaped
from ...ir.types import Type

_LLVM_POINTER = re.compile(r"!llvm\.ptr(<\d+>)?\Z")


def is_pointer_like(type: Type) -> bool:
    """Whether `type` is a ranked memref or an `!llvm.ptr`."""
    parts = shaped(type)
    if parts is not None:
        return parts.kind == "memref" and parts.dims != "*x"
    return _LLVM_POINTER.match(type.text) is not None


def pointee_type(type: Type) -> Type | None:
    """`PointerLikeType::getElementType`: a memref's element type; None for an opaque
    `!llvm.ptr`, which has none."""
    return element_type(type) if shaped(type) is not None else None
