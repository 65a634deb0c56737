"""`generate-runtime-verification` (MLIR's `GenerateRuntimeVerification.cpp`): every op
implementing `RuntimeVerifiableOpInterface` (gathered first, post-order, so the checks are
not checked) builds its checks before itself. A failed check says, as MLIR's
`DefaultErrMsgGenerator`: the op as the IR printed it before the pass (custom form, regions
elided; at `verbose-level=1` only), what went wrong, and the op's location."""

from __future__ import annotations

from passgen.generated.transforms import GenerateRuntimeVerificationBase

from ..asm.printer import OpSummaries
from ..interfaces.runtime_verifiable import RuntimeVerifiableOpInterface
from ..ir import Operation
from ..rewrite.builder import OpBuilder


class GenerateRuntimeVerification(GenerateRuntimeVerificationBase):
    def run_on_operation(self) -> None:
        root = self.get_operation()
        if self.verbose_level > 1:
            root.emit_error("generate-runtime-verification pass: set verboseLevel to 0 or 1")
            self.signal_pass_failure()
            return
        ops: list[tuple[Operation, RuntimeVerifiableOpInterface]] = []
        for op in root.walk(post_order=True):
            model = RuntimeVerifiableOpInterface.of(op)
            if model is not None:
                ops.append((op, model))
        summaries = OpSummaries(root, local_scope=True, debuginfo=True)
        verbose = self.verbose_level == 1

        def message(op: Operation, what: str) -> str:
            shown = f"{summaries(op)}\n^ {what}" if verbose else f"^ {what}"
            return f"ERROR: Runtime op verification failed\n{shown}\nLocation: {op.location}"

        builder = OpBuilder(root.context)
        for op, model in ops:
            builder.set_insertion_point(op)
            model.generate_runtime_verification(op, builder, op.location, message)
