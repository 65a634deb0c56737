"""`snapshot-op-locations`: the op printed to a file, and each op printed on a line of its own
located there, `"file":line:col` (col from 0, where the op's text starts), or, with `tag`,
that location named `tag` fused with the op's own (MLIR's `LocationSnapshot.cpp`,
`generateLocationsFromIR`). Without `filename`, a temporary file is written.

The print's flags are the options' (`print-debuginfo`, `print-op-generic`), and local scope
when the option or the driver's `--mlir-print-local-scope` asks for it, as MLIR's
`OpPrintingFlags` combine them. `pretty-debuginfo` with `print-debuginfo` is refused:
passgen's printer has no pretty form of locations."""

from __future__ import annotations

import os
import tempfile

from passgen.generated.transforms import LocationSnapshotBase

from ..asm.location_syntax import fused_location
from ..asm.printer import print_with_op_positions
from ..ir import FileLineColLoc
from ..ir.attributes import quote_string
from ..ir.location import OpaqueLoc
from ..support.output_files import OutputError, write_output


class LocationSnapshot(LocationSnapshotBase):
    def run_on_operation(self) -> None:
        op = self.get_operation()
        if self.enable_debug_info and self.print_pretty_debug_info:
            op.emit_error("snapshot-op-locations: passgen does not print pretty debug info")
            self.signal_pass_failure()
            return
        path = self.file_name or _temporary_file()
        text, positions = print_with_op_positions(
            op,
            debuginfo=self.enable_debug_info,
            local_scope=self.use_local_scope or op.context.print_local_scope,
            generic=self.print_generic_op_form,
        )
        try:
            write_output(path, text)
        except OutputError as exc:
            op.emit_error(str(exc))
            self.signal_pass_failure()
            return
        tag = quote_string(self.tag) if self.tag else None
        for nested in op.walk(post_order=True):
            position = positions.get(nested)
            if position is None:
                continue
            location = FileLineColLoc(path, *position)
            if tag is None:
                nested.location = location
            else:
                named = OpaqueLoc(f"{tag}({location.body})")
                nested.location = fused_location([nested.location, named])


def _temporary_file() -> str:
    """A new file for the snapshot, named as LLVM's `createTemporaryFile` names it."""
    handle, path = tempfile.mkstemp(prefix="mlir_snapshot-", suffix=".tmp.mlir")
    os.close(handle)
    return path
