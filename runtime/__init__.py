"""passgen's runtime: MLIR-style IR and the pass manager that generated passes run on.

Standard library only; it never imports the generator (`passgen` outside `passgen.runtime`).
"""

from .options import ListOption, Option, OptionError, PipelineOptions
from .pass_ import Pass
from .pass_manager import Nesting, OpPassManager, PassManager
from .pipeline_text import (
    PipelineParseError,
    dump_pipeline,
    parse_pass_pipeline,
    parse_pass_pipeline_into,
    print_pipeline,
)
from .registry import (
    PassInfo,
    PassPipelineInfo,
    PassRegistry,
    RegistryError,
    default_registry,
    register_pass,
    register_pass_pipeline,
    use_registry,
)

__all__ = [
    "ListOption", "Option", "OptionError", "PipelineOptions", "Pass",
    "Nesting", "OpPassManager", "PassManager",
    "PipelineParseError", "dump_pipeline", "parse_pass_pipeline", "parse_pass_pipeline_into",
    "print_pipeline",
    "PassInfo", "PassPipelineInfo", "PassRegistry", "RegistryError", "default_registry",
    "register_pass", "register_pass_pipeline", "use_registry",
]
