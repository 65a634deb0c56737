"""What MLIR's ODS says of each registered op's properties (`op_properties.json`, written
from the dialects' ODS by `make import-ods`): its inherent attributes, and the values those
take when the op is created without them (MLIR's `populateDefaultProperties` and property
storage): `arith.addi` without `overflowFlags` prints `<{overflowFlags =
#arith.overflow<none>}>`, as mlir-opt does. `Operation` applies them as it is made."""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .attributes import Attribute
from .json_blocks import block

DATA = os.path.join(os.path.dirname(__file__), "op_properties.json")  # (no pathlib at start-up)


@dataclass(frozen=True)
class OpProperties:
    """An op's inherent attribute names and the defaults of some of them."""

    inherent: frozenset[str] = frozenset()
    defaults: Mapping[str, Attribute] = field(default_factory=dict)


NONE = OpProperties()


@functools.cache
def op_properties(op_name: str) -> OpProperties:
    """What ODS says of the properties of the op named `op_name`."""
    ops: dict[str, dict[str, Any]] | None = block(DATA, op_name.partition(".")[0])
    entry = None if ops is None else ops.get(op_name)
    if entry is None:
        return NONE
    from ..asm.attr_parser import AttributeParser  # the parser imports this package
    from .source_buffer import SourceBuffer

    defaults = {}
    for name, text in entry["defaults"].items():
        buffer = SourceBuffer(text, os.path.basename(DATA))
        defaults[name] = AttributeParser(text, buffer).parse_attribute()
    return OpProperties(frozenset(entry["inherent"]), defaults)
