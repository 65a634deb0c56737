"""The `inline` pass (MLIR's `InlinerPass.cpp`): the SCC inliner (`inliner`) over the
call graph of a symbol table, callables optimized with `default-pipeline` (or their op's
pipeline in `op-pipelines`), and `inlining-threshold` as the cost model: the callee's op
count in percent of the caller's."""

from __future__ import annotations

import contextlib
import sys

from passgen.generated.transforms import InlinerBase

from ..interfaces.call_graph import CallGraph
from ..ir import Context, Region, Trait
from ..pass_manager import OpPassManager, OpToOpPassAdaptor
from ..pipeline_text import PipelineParseError, parse_pass_pipeline_into
from .inliner import Inliner, InlinerConfig, ResolvedCall

_ALWAYS = (1 << 32) - 1  # MLIR's -1U: every call is profitable


class Inline(InlinerBase):
    def initialize(self, context: Context) -> None:
        # `func`'s inliner extension loads `cf` (and so `arith`): its branches replace
        # inlined returns. The optimization pipelines run inside this pass, when dialects
        # can no longer be loaded: their passes load what they need now.
        context.load_dialects(["cf", "arith"])
        self.config = self._config()
        pipelines = list(self.config.op_pipelines.values())
        if self.default_pipeline_str:
            pipelines.append(OpPassManager(None))
            with contextlib.suppress(PipelineParseError):  # reported when it is built
                parse_pass_pipeline_into(pipelines[-1], self.default_pipeline_str)
        for pipeline in pipelines:
            context.load_dialects(sorted(pipeline.dependent_dialects()))
            for pass_ in pipeline.walk_passes():
                if not isinstance(pass_, OpToOpPassAdaptor):
                    pass_.initialize(context)

    def run_on_operation(self) -> None:
        op = self.get_operation()
        if not op.has_trait(Trait.SYMBOL_TABLE):
            op.emit_op_error(
                " was scheduled to run under the inliner, but does not define a symbol table"
            )
            self.signal_pass_failure()
            return
        threshold = self.inlining_threshold
        inliner = Inliner(
            op,
            self.get_analysis(CallGraph),
            self.run_pipeline,
            self.config,
            lambda call: is_profitable_to_inline(call, threshold),
        )
        if not inliner.do_inlining():
            self.signal_pass_failure()

    def _config(self) -> InlinerConfig:
        """MLIR's `InlinerPass::initializeOptions`: the pipelines the options give."""
        text = self.default_pipeline_str

        def default(pm: OpPassManager) -> None:
            try:
                parse_pass_pipeline_into(pm, text)
            except PipelineParseError as error:  # MLIR prints it and runs what parsed
                sys.stderr.write(f"{error.output}{error.report}")

        pipelines: dict[str, OpPassManager] = {}
        for pipeline in self.op_pipeline_list:
            if len(pipeline):
                pipelines.setdefault(pipeline.anchor_name, pipeline.clone())
        return InlinerConfig(default if text else None, pipelines, self.max_inlining_iterations)


def is_profitable_to_inline(call: ResolvedCall, threshold: int) -> bool:
    """Whether the callee's op count is at most `threshold` percent of the caller's
    (MLIR's `isProfitableToInline`); a caller without ops takes any callee."""
    if threshold == 0:
        return False
    if threshold == _ALWAYS:
        return True
    caller_ops = _count_ops(call.source.region())
    if caller_ops == 0:
        return True
    return _count_ops(call.target.region()) * 100 // caller_ops <= threshold


def _count_ops(region: Region) -> int:
    return sum(1 for block in region.blocks for op in block for _ in op.walk())
