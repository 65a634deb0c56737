"""The parts of `vector.transfer_read` and `vector.transfer_write` as their folders and
patterns read them (MLIR's `VectorTransferOpInterface`): the base, indices, mask and
padding among the operands (by `operandSegmentSizes`), the permutation map's results and the
`in_bounds` flags; and updating the operands and flags in place."""

from __future__ import annotations

from dataclasses import dataclass

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import ArrayAttr, BoolAttr, Operation, Type, Value
from ...ir.shaped_types import shaped
from .transfer import IN_BOUNDS, MAP, SEGMENTS
from .transfer_maps import map_parts
from .vector_type import VectorType, vector_type


@dataclass
class Transfer:
    """A transfer op's parts; `read` says which op it is."""

    op: Operation
    read: bool
    base: Value
    indices: list[Value]
    mask: Value | None
    vector: VectorType
    results: list[str]  # the permutation map's results (`d1`, `0`)

    @property
    def rank(self) -> int:
        """`getTransferRank`."""
        return len(self.results)

    def in_bounds(self) -> list[bool]:
        attr = self.op.get_attr(IN_BOUNDS)
        flags = [e.text == "true" for e in attr.elements] if isinstance(attr, ArrayAttr) else []
        return flags + [False] * (self.rank - len(flags))

    def set_in_bounds(self, flags: list[bool]) -> None:
        self.op.properties[IN_BOUNDS] = ArrayAttr(BoolAttr(flag) for flag in flags)

    @property
    def has_out_of_bounds_dim(self) -> bool:
        return not all(self.in_bounds())

    def set_operands(self, base: Value, mask: Value | None) -> None:
        """Replace the base and mask (keeping the rest), with the segment sizes."""
        operands = self.op.operands
        if self.read:
            new = [base, *self.indices, operands[1 + len(self.indices)]]
        else:
            new = [operands[0], base, *self.indices]
        segments = dense_array_values(self.op.get_attr(SEGMENTS)) or []
        segments[-1] = int(mask is not None)
        self.op.set_operands(new + ([mask] if mask is not None else []))
        self.op.properties[SEGMENTS] = dense_array("i32", segments)
        self.base, self.mask = base, mask


def transfer(op: Operation) -> Transfer | None:
    """The parts of a transfer op, else None."""
    read = op.name.name == "vector.transfer_read"
    segments = dense_array_values(op.get_attr(SEGMENTS))
    map_attr = op.get_attr(MAP)
    found = map_parts(map_attr) if map_attr is not None else None
    if segments is None or found is None or len(segments) != 4:
        return None
    operands = op.operands
    if read:
        base, count, mask = operands[0], segments[1], segments[3]
        indices = operands[1 : 1 + count]
        vector = vector_type(op.results[0].type)
    else:
        base, count, mask = operands[1], segments[2], segments[3]
        indices = operands[2 : 2 + count]
        vector = vector_type(operands[0].type)
    if vector is None:
        return None
    return Transfer(op, read, base, list(indices), operands[-1] if mask else None, vector, found[1])


def static_shape(type: Type) -> list[int | None] | None:
    """The sizes of a ranked memref or tensor type (None for a dynamic one), else None."""
    parts = shaped(type)
    if parts is None or parts.kind == "vector" or "*" in parts.dims:
        return None
    return [None if dim == "?" else int(dim) for dim in parts.dims.split("x")[:-1]]
