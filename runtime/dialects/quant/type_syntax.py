"""`!quant.uniform<storage[<min:max>]:expressed[:axis], params>` as mlir-opt prints it
(mlir/lib/Dialect/Quant/IR/TypeParser.cpp's `printUniformQuantizedType`): blanks dropped in
the types, an integer storage type as `i8` or `u8` (`si8` and `ui8` read as them), its
bounds only when not the type's own (`printStorageType`), each scale printed as MLIR prints
a double (`1.0` as `1.000000e+00`), a zero point of 0 left out, per-axis parameters
`{s:z,s:z}` without blanks, sub-channel ones `{{s:z, s}, {s, s}}` after their block sizes
`{dim:size, ...}` (`printUniformQuantizedSubChannelType`); and
`!quant.calibrated<expressed<min:max>>` (`printCalibratedQuantizedType`), its bounds printed as
doubles. Other quant types, and what does not read as these syntaxes, are kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...ir.float_format import SEMANTICS, FloatSemantics, float_text, to_bits

_UNIFORM = re.compile(r"!quant\.uniform<([^,{}]*),\s*(.*?)\s*>\Z", re.DOTALL)
_SCALE = re.compile(r"[+-]?\d+\.\d*(?:[eE][+-]?\d+)?\Z")
_ZERO_POINT = re.compile(r"[+-]?\d+\Z")
_SUB_CHANNEL = re.compile(
    r"!quant\.uniform<([^,{}]*):\s*\{([^{}]*)\}\s*,\s*(\{.*\})\s*>\Z", re.DOTALL
)
_BLOCK_SIZE = re.compile(r"\s*(\d+)\s*:\s*(\d+)\s*\Z")
_INTEGER_STORAGE = re.compile(r"(u|i|ui|si)(\d+)(?:<\s*(-?\d+)\s*:\s*(-?\d+)\s*>)?\Z")
_CALIBRATED = re.compile(r"!quant\.calibrated<\s*(\w+)\s*<\s*([^:<>]*?)\s*:\s*([^:<>]*?)\s*>\s*>\Z")
F64 = SEMANTICS["f64"]


def canonical_quant_type(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of quant type `text`; None: keep it as written."""
    calibrated = _CALIBRATED.match(text)
    if calibrated is not None:
        return _calibrated(*calibrated.groups())
    sub_channel = _SUB_CHANNEL.match(text)
    if sub_channel is not None:
        return _sub_channel(*sub_channel.groups())
    match = _UNIFORM.match(text)
    if match is None:
        return None
    head, params = _head(match.group(1)), match.group(2)
    if params.startswith("{") and params.endswith("}"):
        pieces = [_parameter(piece) for piece in params[1:-1].split(",")]
        if None in pieces:
            return None
        body = "{" + ",".join(piece for piece in pieces if piece is not None) + "}"
    else:
        found = _parameter(params)
        if found is None:
            return None
        body = found
    return f"!quant.uniform<{head}, {body}>"


def _head(text: str) -> str:
    """`storage:expressed[:axis]` without blanks, its storage type as MLIR prints it."""
    head = "".join(text.split())
    cut = head.find(":", head.find(">") + 1 if head.find("<") != -1 else 0)
    storage, rest = (head, "") if cut == -1 else (head[:cut], head[cut:])
    return _storage(storage) + rest


def _storage(text: str) -> str:
    """`printStorageType` of an integer storage type: `i` (signed) or `u` and its width, its
    bounds when they are not the width's own; other storage types as written."""
    found = _INTEGER_STORAGE.match(text)
    if found is None:
        return text
    kind, width = found.group(1), int(found.group(2))
    signed = not kind.startswith("u")
    low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    printed = ("i" if signed else "u") + str(width)
    if found.group(3) is None or (int(found.group(3)), int(found.group(4))) == (low, high):
        return printed
    return f"{printed}<{int(found.group(3))}:{int(found.group(4))}>"


def _sub_channel(head: str, block_sizes: str, params: str) -> str | None:
    """A sub-channel type as printed: its block sizes `{dim:size, ...}`, its nested
    parameters with blanks after their commas."""
    sizes = (
        [_BLOCK_SIZE.match(part) for part in block_sizes.split(",")] if block_sizes.strip() else []
    )
    storage_text, _, expressed = _head(head).rpartition(":")  # `storage[<min:max>]:expressed`
    storage = _INTEGER_STORAGE.match(storage_text.partition("<")[0])
    semantics = SEMANTICS.get(expressed)
    if semantics is None:
        return None
    width = int(storage.group(2)) if storage else None
    nested = _nested_parameters(params.strip(), width, semantics)
    if None in sizes or nested is None:
        return None
    printed_sizes = ", ".join(f"{int(m.group(1))}:{int(m.group(2))}" for m in sizes if m)
    return f"!quant.uniform<{_head(head)}:{{{printed_sizes}}}, {nested}>"


def _nested_parameters(text: str, width: int | None, semantics: FloatSemantics) -> str | None:
    """`{...}` lists of lists of `scale[:zero_point]`, as `printDenseQuantizationParameters`
    prints them from MLIR's dense attributes of them: the scales in the expressed type's
    `semantics`, the zero points in `width` bits (the integer storage type's); None when it
    is not one."""
    if not (text.startswith("{") and text.endswith("}")):
        return _parameter(text, width, semantics)
    parts, depth, start = [], 0, 1
    for index, char in enumerate(text[1:-1], start=1):
        depth += (char == "{") - (char == "}")
        if char == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    parts.append(text[start:-1].strip())
    printed = [_nested_parameters(part, width, semantics) for part in parts]
    return None if None in printed else "{" + ", ".join(p for p in printed if p) + "}"


def _parameter(text: str, width: int | None = None, semantics: FloatSemantics = F64) -> str | None:
    """`scale[:zero_point]` as printed, or None when it is not one: the scale a float of
    `semantics`; with `width`, the zero point wrapped to that many bits and read back signed
    (APInt's `getSExtValue`)."""
    scale, _, zero_point = (part.strip() for part in text.partition(":"))
    if _SCALE.match(scale) is None or (zero_point and _ZERO_POINT.match(zero_point) is None):
        return None
    printed = _float(scale, semantics)
    value = int(zero_point) if zero_point else 0
    if width is not None:
        value &= (1 << width) - 1
        value -= (value >> (width - 1)) << width
    return printed if value == 0 else f"{printed}:{value}"


def _calibrated(expressed: str, low: str, high: str) -> str | None:
    """`!quant.calibrated<f32<min:max>>` with its bounds as MLIR prints a double; None when a
    bound is no float literal."""
    if _SCALE.match(low) is None or _SCALE.match(high) is None:
        return None
    low, high = _float(low), _float(high)
    return f"!quant.calibrated<{expressed}<{low}:{high}>>"


def _float(text: str, semantics: FloatSemantics = F64) -> str:
    """A decimal number as MLIR prints a float of `semantics` (`printFloat`; a double by
    default)."""
    return float_text(to_bits(float(text), semantics), semantics)
