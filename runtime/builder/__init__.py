"""The pipeline builder: bundles, ordering rules and inserts by pass or kind, checked
when the pipeline is built (see docs/pipeline-builder.md)."""

from .bundle import PassBundle
from .constraints import CLEANUP, PreservationRegion
from .pipeline_builder import PipelineBuilder, PipelineBuilderError, PipelineConstraintError

__all__ = [
    "CLEANUP",
    "PassBundle",
    "PipelineBuilder",
    "PipelineBuilderError",
    "PipelineConstraintError",
    "PreservationRegion",
]
