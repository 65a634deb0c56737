"""The runtime's site: what every context has without registering it, wired here, above the
layers it joins. The IR imports nothing above it: its dialect registry (`ir.dialects`) loads
this module, by name, when it is imported, so the site is in place before any context is
made (as MLIR's Python bindings run their site initialization, and `mlir-opt` calls
`registerAllDialects`).

- The dialects the runtime defines (`passgen.runtime.dialects`: func, arith and cf), in the
  default dialect registry. Their folders and patterns load when first asked for.
- The asm layer's printer, with which the IR's diagnostics show ops (`see current
  operation: ...`), imported when a diagnostic first shows one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dialects.arith.dialect import arith_dialect
from .dialects.cf.dialect import cf_dialect
from .dialects.func.dialect import func_dialect
from .ir.diagnostics import set_op_printer
from .ir.dialects import DEFAULT_REGISTRY

if TYPE_CHECKING:
    from .ir.operation import Operation


def _print_op(op: Operation) -> str:
    from .asm.printer import print_op

    return print_op(op)


DEFAULT_REGISTRY.update(func=func_dialect, arith=arith_dialect, cf=cf_dialect)
set_op_printer(_print_op)
