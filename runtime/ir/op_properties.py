"""What MLIR's ODS says of each registered op's properties (`op_properties.json`, written
from the dialects' ODS by `make import-ods`): its inherent attributes, and the values those
take when the op is created without them (MLIR's `populateDefaultProperties` and property
storage): `arith.addi` without `overflowFlags` prints `<{overflowFlags =
#arith.overflow<none>}>`, as mlir-opt does. `Operation` applies them as it is made."""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .attributes import Attribute

DATA = Path(__file__).with_name("op_properties.json")


@dataclass(frozen=True)
class OpProperties:
    """An op's inherent attribute names and the defaults of some of them."""

    inherent: frozenset[str] = frozenset()
    defaults: Mapping[str, Attribute] = field(default_factory=dict)


NONE = OpProperties()


@functools.cache
def _data() -> dict[str, dict[str, Any]]:
    loaded: dict[str, dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))
    return loaded


@functools.cache
def op_properties(op_name: str) -> OpProperties:
    """What ODS says of the properties of the op named `op_name`."""
    entry = _data().get(op_name)
    if entry is None:
        return NONE
    from ..asm.attr_parser import AttributeParser  # the parser imports this package
    from .source_buffer import SourceBuffer

    defaults = {}
    for name, text in entry["defaults"].items():
        defaults[name] = AttributeParser(text, SourceBuffer(text, DATA.name)).parse_attribute()
    return OpProperties(frozenset(entry["inherent"]), defaults)

