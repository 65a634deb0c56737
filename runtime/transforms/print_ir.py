"""`print-ir`: dump the op on stderr under mlir-opt's `// -----// IR Dump <label> //----- //`
header (MLIR's `PrintIR.cpp`, which prints with local scope). Changes nothing."""

from __future__ import annotations

import sys

from passgen.generated.debugging import PrintIRPassBase

from ..asm import print_op


class PrintIR(PrintIRPassBase):
    def run_on_operation(self) -> None:
        label = f" {self.label}" if self.label else ""
        text = print_op(self.get_operation(), local_scope=True)
        sys.stderr.write(f"// -----// IR Dump{label} //----- //\n{text}\n")
        self.mark_all_analyses_preserved()
