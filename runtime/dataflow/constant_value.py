"""The constant lattice (MLIR's `ConstantValue` and `Lattice<ConstantValue>`, in
ConstantPropagationAnalysis.h): what is known of the constant a value holds."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import Attribute
from .lattice import Lattice


@dataclass(frozen=True)
class ConstantValue:
    """What is known of a value's constant (MLIR's `ConstantValue`): nothing yet
    (`is_uninitialized`), a constant (`constant`, made by an op of dialect `dialect`),
    or that it is not a known constant (`constant` None). Equality ignores the dialect."""

    constant: Attribute | None = None
    dialect: str | None = None
    is_uninitialized: bool = True

    @staticmethod
    def of(constant: Attribute, dialect: str) -> ConstantValue:
        return ConstantValue(constant, dialect, False)

    @staticmethod
    def unknown() -> ConstantValue:
        """Not a known constant (MLIR's `getUnknownConstant`)."""
        return _UNKNOWN

    def join(self, other: ConstantValue) -> ConstantValue:
        if self.is_uninitialized:
            return other
        if other.is_uninitialized or self == other:
            return self
        return _UNKNOWN

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, ConstantValue)
            and self.is_uninitialized == other.is_uninitialized
            and self.constant == other.constant
        )

    def __hash__(self) -> int:
        return hash((self.is_uninitialized, self.constant))

    def __repr__(self) -> str:
        if self.is_uninitialized:
            return "<UNINITIALIZED>"
        return "<UNKNOWN>" if self.constant is None else str(self.constant)


_UNKNOWN = ConstantValue(None, None, False)


class ConstantValueLattice(Lattice[ConstantValue]):
    """MLIR's `Lattice<ConstantValue>`."""

    __slots__ = ()
    initial = ConstantValue()
