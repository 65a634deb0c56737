"""`composite-fixed-point-pass`: run a dynamic pipeline until the IR stops changing
(MLIR's `CompositePass.cpp`).

The pipeline runs, then, unless the iteration budget is spent, the op's
fingerprint decides whether to go on. As in MLIR 22, spending `max-iterations`
extra runs is a warning, not a failure: the pipeline runs at most
`max-iterations + 1` times. The pass reports itself (timing, IR dumps) under
its `name` option.
"""

from __future__ import annotations

from passgen.generated.transforms import CompositeFixedPointPassBase

from ..ir import Context, Diagnostic, fingerprint
from ..ir.diagnostics import remember_buffer
from ..ir.source_buffer import SourceBuffer
from ..options import FAILED_PIPELINE
from ..pass_manager import OpPassManager
from ..pipeline_text import PIPELINE_BUFFER, PipelineParseError, parse_pass_pipeline_into
from ..registry import active_registry


class CompositeFixedPointPass(CompositeFixedPointPassBase):
    def __init__(self, **options: object):
        self._registry = active_registry()  # the one the enclosing pipeline text is parsed with
        self._dynamic: OpPassManager | None = None
        super().__init__(**options)

    def initialize(self, context: Context) -> bool:
        # MLIR's getName(), overridden: the name is this instance's option.
        self.name = self.display_name  # type: ignore[misc]
        if self.max_iter <= 0:
            context.emit(Diagnostic("error", f"Invalid maxIterations value: {self.max_iter}"))
            return False
        try:
            self._dynamic = self._parse_pipeline()
        except PipelineParseError as exc:
            buffer = SourceBuffer(self.pipeline_str, PIPELINE_BUFFER)
            remember_buffer(buffer)  # for the caret
            context.emit(Diagnostic("error", exc.message, buffer.location(exc.offset)))
            context.emit(Diagnostic("error", FAILED_PIPELINE))
            return False
        return True

    def _parse_pipeline(self) -> OpPassManager:
        dynamic = OpPassManager(None)
        parse_pass_pipeline_into(dynamic, self.pipeline_str, self._registry)
        return dynamic

    def get_dependent_dialects(self) -> list[str]:
        """The inner pipeline's too (asked before `initialize`, so parsed here as well)."""
        try:
            inner = sorted(self._parse_pipeline().dependent_dialects())
        except PipelineParseError:
            inner = []  # initialize() reports it
        return [*super().get_dependent_dialects(), *inner]

    def run_on_operation(self) -> None:
        op = self.get_operation()
        assert self._dynamic is not None, "initialize() parses the pipeline"
        previous = fingerprint(op)
        iteration = 0
        while True:
            if not self.run_pipeline(self._dynamic, op):
                self.signal_pass_failure()
                return
            if iteration >= self.max_iter:
                self.get_context().emit(
                    Diagnostic(
                        "warning",
                        f'Composite pass "{self.display_name}"+ didn\'t converge in '
                        f"{self.max_iter} iterations",
                        op.location,
                    )
                )
                return
            iteration += 1
            current = fingerprint(op)
            if current == previous:
                return
            previous = current

    def clone(self) -> CompositeFixedPointPass:
        copy = super().clone()
        assert isinstance(copy, CompositeFixedPointPass)
        copy._dynamic = self._dynamic.clone() if self._dynamic is not None else None
        return copy
