"""MLIR's `OperationState`: what a custom parse function fills in, from which the parser
makes the op exactly as it makes one read in the generic form."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..ir.attributes import Attribute
from ..ir.context import OperationName, Trait
from ..ir.location import Location
from ..ir.operation import Block, Operation, Region, Value
from ..ir.types import Type


@dataclass
class OperationState:
    """The parts of an op being parsed. Inherent attributes may go to `attributes`: the op
    moves them to its properties as it is made (MLIR's `setAttrs`)."""

    name: OperationName
    location: Location
    operands: list[Value] = field(default_factory=list)
    result_types: list[Type] = field(default_factory=list)
    attributes: dict[str, Attribute] = field(default_factory=dict)
    properties: dict[str, Attribute] | None = None
    regions: list[Region] = field(default_factory=list)
    successors: list[Block] = field(default_factory=list)

    def add_region(self) -> Region:
        """A new empty region of the op (MLIR's `addRegion`), to parse into."""
        region = Region()
        self.regions.append(region)
        return region

    def add_attribute(self, name: str, value: Attribute) -> None:
        self.attributes[name] = value

    def add_property(self, name: str, value: Attribute) -> None:
        """Set property `name` itself: one ODS data does not list as inherent
        (`operandSegmentSizes`), which `add_attribute` would leave discardable."""
        if self.properties is None:
            self.properties = {}
        self.properties[name] = value

    def create(self) -> Operation:
        """The op these parts make (MLIR's `Operation::create(state)`)."""
        return Operation(
            self.name,
            self.operands,
            self.result_types,
            self.attributes,
            self.properties,
            self.successors,
            self.regions,
            self.location,
        )


def ensure_region_terminator(region: Region, build: Callable[[], Operation]) -> None:
    """MLIR's `impl::ensureRegionTerminator` (`SingleBlockImplicitTerminator`'s
    `ensureTerminator`): give an empty region a block, and end its last block with the op
    `build` makes unless a terminator already ends it."""
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or Trait.IS_TERMINATOR not in last.name.traits:
        block.append(build())
