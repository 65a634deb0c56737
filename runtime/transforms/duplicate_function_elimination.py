"""`duplicate-function-elimination`: of the `func.func`s equivalent in all but their symbol
name, the first (in a post-order walk) stays and the others are erased, their uses
renamed to it (MLIR's `DuplicateFunctionElimination.cpp`).

Two functions are equivalent when both have a body, the same discardable attributes,
the same properties but `sym_name`, and bodies equivalent as `OperationEquivalence`
compares regions, locations ignored and the operands of commutative ops in order
(`DuplicateFuncOpEquivalenceInfo`). Functions are
bucketed by their attributes and the op names of their bodies, so each is compared only
with the representatives sharing its bucket.
"""

from __future__ import annotations

from typing import Any

from passgen.generated.transforms import DuplicateFunctionEliminationPassBase

from ..ir import Operation
from ..ir.symbol_table import replace_all_symbol_uses, symbol_name
from .cse import regions_equivalent

SYM_NAME = "sym_name"


class DuplicateFunctionElimination(DuplicateFunctionEliminationPassBase):
    def run_on_operation(self) -> None:
        module = self.get_operation()
        representatives: dict[tuple[Any, ...], list[Operation]] = {}
        renamed: list[tuple[Operation, str]] = []
        for op in module.walk(post_order=True):
            if op.name.name != "func.func":
                continue
            bucket = representatives.setdefault(_bucket_key(op), [])
            representative = next((r for r in bucket if _equivalent(r, op)), None)
            if representative is None:
                bucket.append(op)
            else:
                renamed.append((op, _name(representative)))
        for duplicate, name in renamed:
            replace_all_symbol_uses(duplicate, name, module)
            duplicate.erase()


def _name(func: Operation) -> str:
    name = symbol_name(func)
    assert name is not None, "a func.func has a sym_name"
    return name


def _bucket_key(func: Operation) -> tuple[Any, ...]:
    """What equivalent functions share: attributes but the name, and the ops' names."""
    properties = {k: v for k, v in func.properties.items() if k != SYM_NAME}
    return (
        frozenset(func.attributes.items()),
        frozenset(properties.items()),
        tuple(op.name.name for op in func.walk() if op is not func),
    )


def _equivalent(lhs: Operation, rhs: Operation) -> bool:
    """`DuplicateFuncOpEquivalenceInfo::isEqual` for functions of one bucket: a
    declaration is equivalent to no other function."""
    lhs_body, rhs_body = lhs.regions[0], rhs.regions[0]
    if not lhs_body.blocks or not rhs_body.blocks:
        return False
    return regions_equivalent(lhs_body, rhs_body, {}, commutative=False)
