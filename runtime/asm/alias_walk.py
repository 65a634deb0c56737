"""What a print visits for aliases, in the order it visits it: MLIR's AliasInitializer runs
the printer with a `DummyAliasOperationPrinter` (mlir/lib/IR/AsmPrinter.cpp), so only what
the print prints gets an alias, numbered in print order, custom forms included: a location
or map an op's custom form leaves out (an elided terminator, a constant loop bound)
contributes nothing.

The visits are attribute and type texts (to scan for aliasable attributes) and locations
with whether their alias can be deferred. An op visits its location first (with debug
info); then its custom form prints through a `DummyOpAsmPrinter` into the visits, or, in
the generic form, its regions (block argument types and locations, nested ops), then its
operand and result types and its attributes by name (properties among them).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..ir.attributes import Attribute
from ..ir.location import Location
from ..ir.operation import NO_ATTRIBUTES, Block, BlockArgument, Operation, Value
from .form_lookup import op_asm
from .location_aliases import push_regions
from .op_asm_printer import OpAsmPrinter

# An attribute or type text, or a location and whether its alias can be deferred.
Visit = str | tuple[Location, bool]


def alias_visits(root: Operation, *, generic: bool, debuginfo: bool) -> list[Visit]:
    """What the print of `root` visits for aliases, in order (locations with `debuginfo`;
    each op in the generic form with `generic`)."""
    walk = AliasWalk(generic, debuginfo)
    walk.walk(root)
    return walk.visits


class AliasWalk:
    """Walks ops as the print prints them, recording visits; the host a `DummyOpAsmPrinter`
    prints custom forms into (they write their texts among the visits)."""

    skip_regions = False

    def __init__(self, generic: bool, debuginfo: bool):
        self.generic = generic
        self.debuginfo = debuginfo
        self.visits: list[Visit] = []

    def walk(self, root: Operation) -> None:
        """Visit `root` and what it holds (iteratively: generic nesting is unbounded)."""
        stack: list[tuple[Operation] | Operation | Block] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Block):
                self._arguments(item)
            elif isinstance(item, tuple):  # a generic op whose regions are done
                self._generic_tail(item[0])
            else:
                if self.debuginfo:
                    self.visits.append((item.location, True))
                form = None if self.generic else op_asm(item.name).form
                if form is not None:
                    form.print(DummyOpAsmPrinter(self), item)
                elif item.regions:
                    stack.append((item,))
                    push_regions(item, stack)
                else:
                    self._generic_tail(item)

    def _arguments(self, block: Block) -> None:
        for arg in block.arguments:
            self.visits.append(arg.type.text)
            if self.debuginfo:
                self.visits.append((arg.location, False))

    def _generic_tail(self, op: Operation) -> None:
        """An op's operand and result types, then its attributes and properties by name."""
        visits = self.visits
        for value in op._operands:
            visits.append(value.type.text)
        for result in op.results:
            visits.append(result.type.text)
        attributes: Mapping[str, Attribute] = op._attributes or NO_ATTRIBUTES
        if op._properties:
            attributes = {**attributes, **op._properties} if attributes else op._properties
        for name in sorted(attributes) if len(attributes) > 1 else attributes:
            visits.append(attributes[name].text)

    # -- the host of `DummyOpAsmPrinter` (what `OpAsmPrinter` asks of the printer) ----------

    def value_name(self, value: Value | Block) -> str:
        return "%"  # names are not visited (MLIR's dummy printOperand)

    def rename(self, value: Value, name: str) -> None:
        """Names are not visited."""

    def dict_text(self, entries: Mapping[str, Attribute]) -> str:
        """The attribute values by name, as a dictionary attribute holds them (MLIR's dummy
        printOptionalAttrDict visits them, not names)."""
        return " ".join(entries[name].text for name in sorted(entries))

    def argument_location(self, arg: BlockArgument) -> str:
        if self.debuginfo:
            self.visits.append((arg.location, False))
        return ""

    def block_header(self, block: Block) -> str:
        self._arguments(block)
        return ""

    def op_text(self, op: Operation, indent: int) -> str:
        self.walk(op)
        return ""

    def bare_op_text(self, op: Operation, indent: int) -> str:
        return self.op_text(op, indent)

    def generic_op_text(self, op: Operation, indent: int) -> str:
        return self.op_text(op, indent)


class DummyOpAsmPrinter(OpAsmPrinter):
    """MLIR's `DummyAliasOperationPrinter`: a custom form prints its texts into the visits
    (attribute and type texts among them, scanned for aliasable attributes); its nested ops
    are walked where it prints them."""

    def __init__(self, walk: AliasWalk):
        super().__init__(walk, 0)
        self.out = walk.visits  # type: ignore[assignment]  # it appends texts only

    def print_region_argument(
        self,
        arg: BlockArgument,
        attributes: Mapping[str, Attribute] | None = None,
        omit_type: bool = False,
    ) -> None:
        """The type and location only: MLIR's dummy printer does not visit the argument's
        attributes."""
        self.out.append(arg.type.text)
        self.printer.argument_location(arg)
