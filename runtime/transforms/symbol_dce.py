"""`symbol-dce`: erase the symbols nothing live refers to (MLIR's `SymbolDCE.cpp`).

Live are the non-symbol ops of a symbol table, its symbols that cannot be
discarded, and every symbol a live op refers to, transitively; nested symbol
tables are visited when they are live themselves. A symbol can be discarded
when it is not public (MLIR's default `canDiscardOnUseEmpty`) and either private
or in a table hidden from the outside: the op the pass runs on unless it is a
nested, non-private symbol, and any table inside a hidden or private one.
"""

from __future__ import annotations

from passgen.generated.transforms import SymbolDCEBase

from ..ir import Diagnostic, Operation
from ..ir.symbol_table import (
    SymbolTableCollection,
    is_symbol,
    is_symbol_table,
    symbol_uses,
    visibility,
)


class SymbolDCE(SymbolDCEBase):
    def run_on_operation(self) -> None:
        root = self.get_operation()
        if not is_symbol_table(root):
            self._error(
                root,
                f"'{root.name.name}' op  was scheduled to run under SymbolDCE, "
                "but does not define a symbol table",
            )
            return
        hidden = root.parent_op is None or not is_symbol(root) or visibility(root) == "private"
        live: set[Operation] = set()
        if not self._compute_liveness(root, hidden, live, SymbolTableCollection()):
            return
        for table in list(root.walk(post_order=True)):
            if not is_symbol_table(table) or not table.regions:
                continue
            for block in table.regions[0].blocks:
                for op in block:
                    if is_symbol(op) and op not in live:
                        op.erase()
                        self.num_dce += 1

    def _compute_liveness(
        self, table: Operation, hidden: bool, live: set[Operation], tables: SymbolTableCollection
    ) -> bool:
        worklist: list[Operation] = []
        for block in table.regions[0].blocks if table.regions else ():
            for op in block:
                if not is_symbol(op):
                    worklist.append(op)
                elif not _discardable(op, hidden) and op not in live:
                    live.add(op)
                    worklist.append(op)
        while worklist:
            op = worklist.pop()
            if is_symbol_table(op):
                nested_hidden = hidden or not is_symbol(op) or visibility(op) == "private"
                if not self._compute_liveness(op, nested_hidden, live, tables):
                    return False
            else:
                worklist.extend(
                    nested
                    for region in op.regions
                    for block in region.blocks
                    for nested in block
                    if nested.regions
                )
            parent = op.parent_op
            if parent is None or not is_symbol_table(parent):
                continue
            uses = symbol_uses(op)
            if uses is None:
                self._error(
                    op,
                    "operation contains potentially unknown symbol table, meaning "
                    "that we can't reliable compute symbol uses",
                )
                return False
            for ref in uses:
                for symbol in tables.resolve(parent, ref) or ():
                    if symbol not in live:
                        live.add(symbol)
                        worklist.append(symbol)
        return True

    def _error(self, op: Operation, message: str) -> None:
        self.get_context().emit(Diagnostic("error", message, op.location))
        self.signal_pass_failure()


def _discardable(symbol: Operation, hidden: bool) -> bool:
    kind = visibility(symbol)
    return (hidden or kind == "private") and kind != "public"
