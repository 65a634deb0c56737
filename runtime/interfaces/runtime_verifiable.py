"""MLIR's `RuntimeVerifiableOpInterface` (`RuntimeVerifiableOpInterface.td`): an op that can
build, before itself, the checks (`cf.assert`) that what it assumes of its operands holds
when the program runs; `generate-runtime-verification` asks it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .base import OpInterface

if TYPE_CHECKING:
    from ..ir import Location, Operation
    from ..rewrite.builder import OpBuilder

ErrorMessage = Callable[["Operation", str], str]
"""What a failed check of an op says (the pass's `DefaultErrMsgGenerator`): the op and what
went wrong give the message."""


class RuntimeVerifiableOpInterface(OpInterface):
    name = "RuntimeVerifiableOpInterface"

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        """`generateRuntimeVerification`: build the checks at the builder's insertion point
        (before `op`), each a `cf.assert` saying `message(op, what)`."""
        raise NotImplementedError
