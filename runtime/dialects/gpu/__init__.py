"""The `gpu` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/GPU/IR/
GPUDialect.cpp): `gpu.launch`, `gpu.func` and `gpu.warp_execute_on_lane_0` (`forms`); its
other ops are declarative, with `custom<OffloadingHandler>` and `custom<AllReduceOperation>`
(`directives`); its ops' result names (`%thread_id_x`...) are `result_names`'; `#gpu.mask`
prints in decimal (`mapping_attributes`). Registered by
the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def gpu_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for."""
    from ...asm.custom_form import DialectForms
    from ..result_names.hooks import dialect_hooks
    from .forms import GPU_FORMS
    from .mapping_attributes import canonical_gpu_attribute

    return DialectForms(
        GPU_FORMS.forms,
        dialect_hooks("gpu").interfaces,
        canonical_attribute=canonical_gpu_attribute,
    )


provide(("AllReduceOperation", "OffloadingHandler"), __name__ + ".directives")
