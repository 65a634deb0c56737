"""The verifier's fast path for the ops whose verdict is a function of their counts and types
alone (ODS groups all single values, regions and successors; no structural trait, required
attribute or attribute and region constraint): an op with exactly its name's counts and,
value by value, the same types (by identity: the parser shares one object per type) as the
last op of that name found valid is valid too, as the count traits and the ODS type
constraints it would run are functions of those alone.

`fast_check` generates that check for each count once, as straight-line code (no loop and
no call per value), as mlir-tblgen writes an op's `verifyInvariants` for its groups. In the
compiled build (this module compiled by mypyc), where generated code would be the one
interpreted step of the verifier, it is `SameSignature`'s loop instead, which runs natively.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (no typing objects made at start-up)
    from collections.abc import Callable

    from .operation import Operation
    from .types import Type

    Signature = tuple[Type | None, ...]
    Check = Callable[[Operation], None]


class Memo:
    """The types of the last op of a name found valid (`signature`; Nones before any)."""

    __slots__ = ("last",)

    def __init__(self, values: int):
        self.last: Signature | None = (None,) * values if values else None


@functools.cache
def _factory(
    operands: int, results: int, regions: int, successors: int
) -> Callable[[Memo, Check], Check]:
    """What makes `fast_check`s for these counts (generated once per counts)."""
    tests = [f"len(o) == {operands}", f"len(r) == {results}"]
    tests += [
        f"len(op.{kind}) == {n}" if n else f"not op.{kind}"
        for kind, n in (("regions", regions), ("successors", successors))
    ]
    if not operands + results:
        tests.insert(0, "last is not None")
    tests += [f"o[{i}].type is last[{i}]" for i in range(operands)]
    tests += [f"r[{i}].type is last[{operands + i}]" for i in range(results)]
    source = (
        "def factory(memo, slow):\n"
        "    def check(op):\n"
        "        o = op._operands\n"
        "        r = op.results\n"
        "        last = memo.last\n"
        f"        if not ({' and '.join(tests)}):\n"
        "            slow(op)\n"
        "    return check\n"
    )
    namespace: dict[str, Callable[[Memo, Check], Check]] = {}
    exec(source, namespace)  # a text built above from integers alone
    return namespace["factory"]


class SameSignature:
    """The generated check's loop form: `check` does what `_factory`'s checks do."""

    __slots__ = ("operands", "results", "regions", "successors", "memo", "slow")

    def __init__(self, counts: tuple[int, int, int, int], memo: Memo, slow: Check):
        self.operands, self.results, self.regions, self.successors = counts
        self.memo = memo
        self.slow = slow

    def check(self, op: Operation) -> None:
        operands, results = op._operands, op.results
        last = self.memo.last
        if (
            last is None
            or len(operands) != self.operands
            or len(results) != self.results
            or len(op.regions) != self.regions
            or len(op.successors) != self.successors
        ):
            self.slow(op)
            return
        for index, value in enumerate(operands):
            if value.type is not last[index]:
                self.slow(op)
                return
        for index, result in enumerate(results, self.operands):
            if result.type is not last[index]:
                self.slow(op)
                return


_COMPILED = not __file__.endswith(".py")


def fast_check(counts: tuple[int, int, int, int], memo: Memo, slow: Check) -> Check:
    """A check of the ops of `counts` (operands, results, regions, successors): nothing when
    their counts are these and their types `memo`'s, else `slow` (which updates `memo`)."""
    if _COMPILED:
        return SameSignature(counts, memo, slow).check
    return _factory(*counts)(memo, slow)


def signature(op: Operation) -> Signature:
    """`op`'s operand types, then its result types."""
    return (*[value.type for value in op._operands], *[result.type for result in op.results])
