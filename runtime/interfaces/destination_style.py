"""MLIR's `DestinationStyleOpInterface`: which ops declare it (ODS), and the queries the
runtime's passes ask of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import OpInterface

if TYPE_CHECKING:
    from ..ir.operation import Operation


class DestinationStyleOpInterface(OpInterface):
    """An op whose results are its destination operands, updated (`declared_by`)."""

    name = "DestinationStyleOpInterface"


def has_pure_tensor_semantics(op: Operation) -> bool:
    """`hasPureTensorSemantics`: every operand is a tensor or not shaped like one (a
    scalar, a vector): none is a memref, ranked or not."""
    return not any(value.type.text.startswith("memref<") for value in op.operands)
