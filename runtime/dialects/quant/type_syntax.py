"""`!quant.uniform<storage[<min:max>]:expressed[:axis], params>` as mlir-opt prints it
(mlir/lib/Dialect/Quant/IR/TypeParser.cpp's `printUniformQuantizedType`): blanks dropped in
the types, each scale printed as MLIR prints a double (`1.0` as `1.000000e+00`), a zero
point of 0 left out, per-axis parameters `{s:z,s:z}` without blanks; and
`!quant.calibrated<expressed<min:max>>` (`printCalibratedQuantizedType`), its bounds printed as
doubles. Other quant types, and what does not read as these syntaxes, are kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...ir.float_format import SEMANTICS, float_text, to_bits

_UNIFORM = re.compile(r"!quant\.uniform<([^,{}]*),\s*(.*?)\s*>\Z", re.DOTALL)
_SCALE = re.compile(r"[+-]?\d+\.\d*(?:[eE][+-]?\d+)?\Z")
_ZERO_POINT = re.compile(r"[+-]?\d+\Z")
_CALIBRATED = re.compile(r"!quant\.calibrated<\s*(\w+)\s*<\s*([^:<>]*?)\s*:\s*([^:<>]*?)\s*>\s*>\Z")
F64 = SEMANTICS["f64"]


def canonical_quant_type(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of quant type `text`; None: keep it as written."""
    calibrated = _CALIBRATED.match(text)
    if calibrated is not None:
        return _calibrated(*calibrated.groups())
    match = _UNIFORM.match(text)
    if match is None:
        return None
    head, params = "".join(match.group(1).split()), match.group(2)
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


def _parameter(text: str) -> str | None:
    """`scale[:zero_point]` as printed, or None when it is not one."""
    scale, _, zero_point = (part.strip() for part in text.partition(":"))
    if _SCALE.match(scale) is None or (zero_point and _ZERO_POINT.match(zero_point) is None):
        return None
    printed = _double(scale)
    return printed if not zero_point or int(zero_point) == 0 else f"{printed}:{int(zero_point)}"


def _calibrated(expressed: str, low: str, high: str) -> str | None:
    """`!quant.calibrated<f32<min:max>>` with its bounds as MLIR prints a double; None when a
    bound is no float literal."""
    if _SCALE.match(low) is None or _SCALE.match(high) is None:
        return None
    low, high = _double(low), _double(high)
    return f"!quant.calibrated<{expressed}<{low}:{high}>>"


def _double(text: str) -> str:
    """A decimal number as MLIR prints a double (`printFloat`)."""
    return float_text(to_bits(float(text), F64), F64)
