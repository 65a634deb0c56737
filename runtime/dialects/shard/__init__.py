"""The `shard` dialect's attribute printer: `#shard<axisarray[...]>` read from its text and
printed as mlir-opt prints it (`axis_arrays`); its ops' result names are `result_names`'.
Registered by the site as `scf`'s forms are (`upstream_forms.with_forms`)."""

from __future__ import annotations

import dataclasses
from typing import Any


def shard_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's): its result names, its attributes'
    printer."""
    from ..result_names.hooks import dialect_hooks
    from .axis_arrays import canonical_axis_array

    return dataclasses.replace(dialect_hooks("shard"), canonical_attribute=canonical_axis_array)
