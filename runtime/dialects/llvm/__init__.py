"""The `llvm` dialect's hand-written assembly forms (MLIR's mlir/lib/Dialect/LLVMIR/IR/
LLVMDialect.cpp, the ops with `hasCustomAssemblyFormat`): `llvm.func`, `llvm.call`,
`llvm.invoke`, `llvm.call_intrinsic`, `llvm.landingpad`, `llvm.icmp` / `llvm.fcmp`,
`llvm.alloca`, `llvm.mlir.global`, `llvm.mlir.alias` (`forms`); the dialect's `custom<...>`
directives of its declarative forms (`directives`, `inferred_type_directives`,
`branch_directives`); how its types and attributes print; `llvm.func`'s ODS check that its
`function_type` is an LLVM function type, which its form relies on. Registered by the
runtime's site (`llvm_dialect`)."""

from __future__ import annotations

from typing import Any

from ...ir import Dialect, Operation, TypeAttr
from ...ir.directive_providers import provide
from ...ir.upstream_dialects import upstream_dialect


def llvm_forms() -> Any:
    """The dialect's `DialectForms` (the asm layer's), loaded when first asked for, with
    its types' and attributes' printers (`type_syntax`, `attribute_syntax`)."""
    from dataclasses import replace

    from .attribute_syntax import canonical_llvm_attribute
    from .forms import LLVM_FORMS
    from .type_syntax import canonical_llvm_type

    return replace(
        LLVM_FORMS,
        canonical_type=canonical_llvm_type,
        canonical_attribute=canonical_llvm_attribute,
    )


def llvm_dialect() -> Dialect:
    """The upstream `llvm` dialect with its forms and `llvm.func`'s type check."""
    dialect = upstream_dialect("llvm")
    dialect.asm_forms = llvm_forms
    dialect.interface_models = _interface_models
    func = dialect.operations["llvm.func"]
    dialect.operations["llvm.func"] = func.with_hooks(verifier=_verify_function_type)
    return dialect


def _verify_function_type(op: Operation) -> str | None:
    """ODS `TypeAttrOf<LLVM_FunctionType>`: a function of another type fails to verify (and
    so prints in the generic form)."""
    found = op.get_attr("function_type")
    if isinstance(found, TypeAttr) and not found.value.text.startswith("!llvm.func<"):
        return (
            "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM "
            "function type"
        )
    return None


provide(("GEPIndices", "LLVMLinkage", "OpBundles"), __name__ + ".directives")
provide(("InsertExtractValueElementType", "ShuffleType"), __name__ + ".inferred_type_directives")
provide(("SwitchOpCases", "IndirectBrOpSucessors"), __name__ + ".branch_directives")


def _interface_models() -> Any:
    """The dialect's `InterfaceModels` (`interfaces`), loaded when a pass first asks."""
    from .interfaces import llvm_interface_models

    return llvm_interface_models()
