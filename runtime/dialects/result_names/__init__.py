"""The result names upstream ops give themselves in the custom form (their C++
`getAsmResultNames`, MLIR's `OpAsmOpInterface`): `%cast`, `%subview`, `%idx1`,
`%thread_id_x`... for the upstream dialects the runtime has no package for, and for vector's
and index's (arith's are in `dialects.arith.forms`). `names` holds the fixed names,
`computed` those that depend on the op; the runtime's site registers each dialect of
`DIALECTS` with them (`upstream_forms.with_forms`). Names ODS generates (multi-result ops)
are the asm layer's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

DIALECTS = ("omp",)
"""The upstream dialects with result names here and no package of their own (the
packages of vector, index, linalg, gpu, memref, shape, shard, smt, tensor and complex add
their names to their forms: `dialect_hooks("vector")`)."""


def result_name_forms(dialect: str) -> Callable[[], Any]:
    """The loader of `dialect`'s `DialectForms` (the asm layer's), run when first asked."""
    return functools.partial(_load, dialect)


def _load(dialect: str) -> Any:
    from .hooks import dialect_hooks

    return dialect_hooks(dialect)
