"""`symbol-privatize`: the symbols directly in the op's regions become private,
except those named in `exclude` (MLIR's `SymbolPrivatize.cpp`)."""

from __future__ import annotations

from passgen.generated.transforms import SymbolPrivatizeBase

from ..ir.symbol_table import is_symbol, set_visibility, symbol_name


class SymbolPrivatize(SymbolPrivatizeBase):
    def run_on_operation(self) -> None:
        excluded = frozenset(self.exclude)
        for region in self.get_operation().regions:
            for block in region.blocks:
                for op in block:
                    if is_symbol(op) and symbol_name(op) not in excluded:
                        set_visibility(op, "private")
