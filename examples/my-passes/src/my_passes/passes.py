"""The implementations of the passes declared in specs/my_passes.yaml."""

from __future__ import annotations

from passgen.runtime.ir import IntegerAttr, Operation, Value

from my_passes.generated.my_passes import FoldAddZeroBase, StripTagBase


class StripTag(StripTagBase):
    """Removes the attribute named by the `name` option from every op under the function."""

    def run_on_operation(self) -> None:
        for op in self.get_operation().walk():
            if op.attributes.pop(self.tag, None) is not None:
                self.num_removed += 1


def constant_value(value: Value) -> int | None:
    """The integer an `arith.constant` defining `value` holds, else None."""
    definer = value.owner
    if isinstance(definer, Operation) and definer.name.name == "arith.constant":
        attr = definer.get_attr("value")
        if isinstance(attr, IntegerAttr):
            return attr.value
    return None


class FoldAddZero(FoldAddZeroBase):
    """`arith.addi %x, 0` -> `%x`."""

    def run_on_operation(self) -> None:
        for op in list(self.get_operation().walk()):
            if self.max_folds >= 0 and int(self.num_folded) >= self.max_folds:
                return
            if op.name.name != "arith.addi" or constant_value(op.operands[1]) != 0:
                continue
            if self.report:
                op.emit_remark("folded x + 0")
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()
            self.num_folded += 1
