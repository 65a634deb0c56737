"""The `llvm` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/LLVMIR/IR/
LLVMDialect.cpp, the ops with `hasCustomAssemblyFormat`): `llvm.func`, `llvm.call`,
`llvm.invoke`, `llvm.landingpad`, `llvm.icmp` / `llvm.fcmp`, `llvm.alloca`,
`llvm.mlir.global` (`forms`), and the dialect's `custom<...>` directives of its declarative
forms (`directives`). Registered by the site as `scf`'s are (`upstream_forms.with_forms`)."""

from __future__ import annotations

from typing import Any

from ...ir.directive_providers import provide


def llvm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for, with
    its types' printer (`type_syntax`)."""
    from dataclasses import replace

    from .forms import LLVM_FORMS
    from .type_syntax import canonical_llvm_type

    return replace(LLVM_FORMS, canonical_type=canonical_llvm_type)


provide(("GEPIndices",), __name__ + ".directives")
