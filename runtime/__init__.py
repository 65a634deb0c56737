"""passgen's runtime: MLIR-style IR and the pass manager that generated passes run on.

Standard library only; it never imports the generator (`passgen` outside `passgen.runtime`).
The names below are imported on first use, so importing one submodule stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "options": ["ListOption", "Option", "OptionError", "PipelineOptions"],
    "pass_": ["Pass"],
    "pass_manager": ["Nesting", "OpPassManager", "PassManager"],
    "pipeline_text": [
        "PipelineParseError",
        "dump_pipeline",
        "parse_pass_pipeline",
        "parse_pass_pipeline_into",
        "print_pipeline",
    ],
    "registry": [
        "PassInfo",
        "PassPipelineInfo",
        "PassRegistry",
        "RegistryError",
        "default_registry",
        "register_pass",
        "register_pass_pipeline",
        "use_registry",
    ],
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_MODULE_OF)


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
