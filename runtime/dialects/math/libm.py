"""The host's C math library, which MLIR's math folders call on f32 (`expf`, ...) and f64
(`exp`, ...) values: called here on the same bit patterns (through `ctypes`), so a fold
gives the bits mlir-opt's does on this machine."""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import sys
from typing import Any


class _Float(ctypes.c_float):
    """A C float returned as it is (a subclass: ctypes does not convert it to a Python
    float, which would quiet a signaling NaN)."""


class _Double(ctypes.c_double):
    """A C double returned as it is."""


_C_TYPES: dict[int, type[ctypes.c_float] | type[ctypes.c_double]] = {32: _Float, 64: _Double}


@functools.cache
def _library() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
    except OSError:
        return None


@functools.cache
def _function(name: str, bits: int, arity: int) -> Any:
    """C function `name` of `bits`-bit floats (`name` for doubles, `name` + `f` for
    floats), or None when the library does not have it."""
    library = _library()
    function = getattr(library, name + ("f" if bits == 32 else ""), None)
    if function is not None:
        function.restype = _C_TYPES[bits]
        function.argtypes = [_C_TYPES[bits]] * arity
    return function


def call(name: str, operands: list[int], bits: int) -> int | None:
    """`name` of the floats of bit patterns `operands` (f32: 32 `bits`, f64: 64): the bit
    pattern of its result, or None without a C library."""
    function = _function(name, bits, len(operands))
    if function is None:
        return None
    c_type = _C_TYPES[bits]
    size = bits // 8
    result = function(*(c_type.from_buffer_copy(b.to_bytes(size, sys.byteorder)) for b in operands))
    return int.from_bytes(bytes(result), sys.byteorder)
