"""Folders of the `index` ops (MLIR's `IndexOps.cpp` `fold` methods). The width of `index`
is not known before lowering (32 or 64 bits), so a constant fold computes on 64 bits and,
for ops whose low result bits depend on the operands' high bits (divisions, remainders,
extrema, right shifts: `foldBinaryOpChecked`), on 32 bits too, folding only when both
agree; the others (`foldBinaryOpUnchecked`) fold on 64 bits. Besides: `add(x, 0)`,
`sub(x, 0)`, `mul(x, 1)`, `mul(x, 0)`, the constants, casts (`casts`) and compares (`cmp`).

A folder gets the op and each operand's constant (or None); it returns None (no fold) or
one attribute or value per result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...ir import INDEX, Attribute, IntegerAttr, Operation
from ...rewrite.folding import FoldResult
from ..elements import to_signed
from ..integers import int_attr
from . import apint
from .casts import fold_casts, fold_castu
from .cmp import fold_cmp

Constants = list[Attribute | None]
Calculate = Callable[[int, int, int], int | None]
"""`(lhs, rhs, bits) -> result` on bit patterns (the result wrapped later); None: no fold."""


@dataclass(frozen=True)
class BinaryFold:
    """An op's computation and whether its fold must agree on 32 bits (`checked`)."""

    calculate: Calculate
    checked: bool


def _below_32(shift: Callable[[int, int, int], int]) -> Calculate:
    """Shifts by 32 or more do not fold: poison on 32 bits, not on 64."""
    return lambda lhs, rhs, bits: None if rhs >= 32 else shift(lhs, rhs, bits)


def _nonzero_divisor(divide: Callable[[int, int, int], int]) -> Calculate:
    return lambda lhs, rhs, bits: None if rhs == 0 else divide(lhs, rhs, bits)


def _extremum(key: Callable[[int, int], int], pick: Callable[..., int]) -> Calculate:
    return lambda lhs, rhs, bits: pick(lhs, rhs, key=lambda value: key(value, bits))


BINARY = {
    "add": BinaryFold(lambda a, b, bits: a + b, checked=False),
    "sub": BinaryFold(lambda a, b, bits: a - b, checked=False),
    "mul": BinaryFold(lambda a, b, bits: a * b, checked=False),
    "and": BinaryFold(lambda a, b, bits: a & b, checked=False),
    "or": BinaryFold(lambda a, b, bits: a | b, checked=False),
    "xor": BinaryFold(lambda a, b, bits: a ^ b, checked=False),
    "shl": BinaryFold(_below_32(lambda a, b, bits: a << b), checked=False),
    "shrs": BinaryFold(_below_32(apint.ashr), checked=True),
    "shru": BinaryFold(_below_32(lambda a, b, bits: a >> b), checked=True),
    "divs": BinaryFold(_nonzero_divisor(apint.sdiv), checked=True),
    "divu": BinaryFold(_nonzero_divisor(lambda a, b, bits: a // b), checked=True),
    "rems": BinaryFold(_nonzero_divisor(apint.srem), checked=True),
    "remu": BinaryFold(_nonzero_divisor(lambda a, b, bits: a % b), checked=True),
    "ceildivs": BinaryFold(apint.ceildivs, checked=True),
    "ceildivu": BinaryFold(apint.ceildivu, checked=True),
    "floordivs": BinaryFold(apint.floordivs, checked=True),
    "maxs": BinaryFold(_extremum(to_signed, max), checked=True),
    "maxu": BinaryFold(_extremum(apint.wrap, max), checked=True),
    "mins": BinaryFold(_extremum(to_signed, min), checked=True),
    "minu": BinaryFold(_extremum(apint.wrap, min), checked=True),
}
"""The constant folds of the binary ops, by mnemonic."""


def index_bits(attr: Attribute | None) -> int | None:
    """The 64-bit pattern of an index constant (any integer attribute), else None."""
    return apint.wrap(attr.value, 64) if isinstance(attr, IntegerAttr) else None


def fold_binary(mnemonic: str, lhs: Attribute | None, rhs: Attribute | None) -> Attribute | None:
    """The constant `lhs <op> rhs` of binary op `mnemonic`, when it folds."""
    a, b = index_bits(lhs), index_bits(rhs)
    if a is None or b is None:
        return None
    fold = BINARY[mnemonic]
    result = fold.calculate(a, b, 64)
    if result is None:
        return None
    if fold.checked:
        narrow = fold.calculate(apint.wrap(a, 32), apint.wrap(b, 32), 32)
        if narrow is None or apint.wrap(narrow, 32) != apint.wrap(result, 32):
            return None
    return int_attr(result, INDEX)


def _binary_folder(mnemonic: str) -> Callable[[Operation, Constants], FoldResult | None]:
    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        attr = fold_binary(mnemonic, constants[0], constants[1])
        return None if attr is None else [attr]

    return fold


def _identity_folder(mnemonic: str) -> Callable[[Operation, Constants], FoldResult | None]:
    """`add(x, 0) -> x`, `sub(x, 0) -> x`, `mul(x, 1) -> x` and `mul(x, 0) -> 0` when the
    constants do not fold."""
    fold_constants = _binary_folder(mnemonic)

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        folded = fold_constants(op, constants)
        rhs = constants[1]
        if folded is not None or not isinstance(rhs, IntegerAttr):
            return folded
        if rhs.value == 0:
            return [rhs] if mnemonic == "mul" else [op.operands[0]]
        return [op.operands[0]] if rhs.value == 1 and mnemonic == "mul" else None

    return fold


def fold_constant(op: Operation, constants: Constants) -> FoldResult | None:
    """`index.constant` and `index.bool.constant` fold to their value."""
    value = op.get_attr("value")
    return None if value is None else [value]


FOLDERS = {
    **{mnemonic: _binary_folder(mnemonic) for mnemonic in BINARY},
    **{mnemonic: _identity_folder(mnemonic) for mnemonic in ("add", "sub", "mul")},
    "casts": fold_casts,
    "castu": fold_castu,
    "cmp": fold_cmp,
    "constant": fold_constant,
    "bool.constant": fold_constant,
}
"""Folder per `index` op mnemonic."""
