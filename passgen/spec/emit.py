"""Writing a spec as readable YAML: the model's key order, block scalars for multi-line
text, plain scalars where YAML reads them back unchanged, no anchors or aliases."""

from __future__ import annotations

import math
from typing import Any

import yaml

from .model import SpecFile

_INDICATORS = set("-?:,[]{}#&*!|>'\"%@`")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}


def spec_yaml(spec: SpecFile, header: str = "") -> str:
    """`spec` as YAML; fields at their defaults are left out."""
    data = spec.model_dump(exclude_defaults=True)
    order = ["group", "summary", "cpp", "option_sets", "passes"]
    data = {key: data[key] for key in order if key in data}
    lines = [f"# {line}".rstrip() for line in header.splitlines()]
    lines += _mapping(data, 0)
    return "\n".join(lines) + "\n"


def scalar(text: str) -> str:
    """`text` as a YAML scalar, plain when YAML reads it back as this very string, else
    quoted (or a literal block), every character escaped that needs it."""
    return _scalar(text, 0)


def _mapping(data: dict[str, Any], indent: int) -> list[str]:
    lines: list[str] = []
    pad = " " * indent
    for key, value in data.items():
        shown = key if _plain_ok(key, flow=False) else _quoted(key)
        lines += _entry(f"{pad}{shown}:", value, indent)
    return lines


def _entry(prefix: str, value: Any, indent: int) -> list[str]:
    """`prefix` (a key with its colon, or a `-`) followed by `value`."""
    if isinstance(value, dict) and value:
        return [prefix, *_mapping(value, indent + 2)]
    if isinstance(value, list) and value:
        if all(_is_flat(v) for v in value) and sum(len(str(v)) for v in value) < 60:
            return [f"{prefix} [{', '.join(_scalar(v, indent, flow=True) for v in value)}]"]
        lines = [prefix]
        for item in value:
            lines += _item(item, indent + 2)
        return lines
    if isinstance(value, (dict, list)):
        return [f"{prefix} {'{}' if isinstance(value, dict) else '[]'}"]
    return [f"{prefix} {_scalar(value, indent)}"]


def _item(value: Any, indent: int) -> list[str]:
    pad = " " * indent
    if isinstance(value, dict) and value:
        lines = _mapping(value, indent + 2)
        lines[0] = f"{pad}- {lines[0][indent + 2 :]}"
        return lines
    return _entry(f"{pad}-", value, indent)


def _is_flat(value: Any) -> bool:
    return not isinstance(value, (dict, list)) and (not isinstance(value, str) or "\n" not in value)


def _scalar(value: Any, indent: int, flow: bool = False) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _float(value)
    if _plain_ok(value, flow):
        return value
    if "\n" in value.rstrip("\n") and _block_ok(value):
        return _block(value, indent + 2)
    return _quoted(value)


def _float(value: float) -> str:
    """A float as YAML 1.1 (PyYAML) reads it back: with a point, and a sign in the exponent
    (`1e-05` and `1e+16` would be strings; `1.0e-05`, `1.0e+16` are floats)."""
    if math.isnan(value):
        return ".nan"
    if math.isinf(value):
        return ".inf" if value > 0 else "-.inf"
    mantissa, e, exponent = repr(value).partition("e")
    return f"{mantissa if '.' in mantissa else mantissa + '.0'}{e}{exponent}"


def _plain_ok(text: str, flow: bool) -> bool:
    if not text or text != text.strip() or text[0] in _INDICATORS or text.endswith(":"):
        return False
    if ": " in text or " #" in text or any(not c.isprintable() for c in text):
        return False
    if flow and any(c in text for c in ",[]{}"):
        return False
    try:
        return yaml.safe_load(text) == text
    except (yaml.YAMLError, ValueError):  # `=` (YAML's `value` tag), 5000 digits (Python's limit)
        return False


def _block_ok(text: str) -> bool:
    """Whether a literal block holds `text` exactly: printable lines, none only blanks."""
    lines = text.split("\n")
    return (
        all(c.isprintable() or c == "\t" for line in lines for c in line)
        and not any(line and not line.strip(" ") for line in lines)
        and not lines[0].startswith(("\t",))
    )


def _block(text: str, indent: int) -> str:
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    chomp = "-" if trailing == 0 else "" if trailing == 1 else "+"
    marker = "2" if body.lstrip("\n").startswith(" ") else ""
    lines = [f"{' ' * indent}{line}" if line else "" for line in body.split("\n")]
    return f"|{marker}{chomp}\n" + "\n".join(lines + [""] * max(0, trailing - 1))


def _quoted(text: str) -> str:
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif not char.isprintable():
            code = ord(char)
            out.append(
                f"\\x{code:02x}"
                if code < 0x100
                else f"\\u{code:04x}"
                if code < 0x10000
                else f"\\U{code:08x}"
            )
        else:
            out.append(char)
    return '"' + "".join(out) + '"'
