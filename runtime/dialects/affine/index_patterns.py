"""`affine.delinearize_index` and `affine.linearize_index` canonicalization patterns
(AffineOps.cpp): `CancelDelinearizeOfLinearizeDisjointExactTail`, `DropUnitExtentBasis`,
`SplitDelinearizeSpanningLastLinearizeArg`, `CancelLinearizeOfDelinearizePortion`,
`DropLinearizeLeadingZero` and `DropLinearizeUnitComponentsIfDisjointOrZero`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...ir import INDEX, IntegerAttr, Operation, OpResult, Value
from ...ir.affine import AffineExpr, AffineMap, ConstantExpr, SymbolExpr, map_attribute, simplify
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_operand
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .index_basis import (
    DELINEARIZE,
    DYNAMIC,
    LINEARIZE,
    Basis,
    constant_index,
    constant_int,
    create_delinearize,
    create_linearize,
    dynamic_basis,
    has_outer_bound,
    is_disjoint,
    mixed_basis,
    multi_index,
    padded_basis,
    static_basis,
)


def _defining(value: Value, name: str) -> Operation | None:
    return value.op if isinstance(value, OpResult) and value.op.name.name == name else None


def _same(a: Basis, b: Basis) -> bool:
    """OpFoldResult equality: equal constants, or the same value."""
    if isinstance(a, int) or isinstance(b, int):
        return isinstance(a, int) and isinstance(b, int) and a == b
    return a is b


class DropUnitExtentBasis(RewritePattern):
    """Results of unit basis elements replaced by zero, the others by a delinearize of the
    remaining basis."""

    def __init__(self) -> None:
        super().__init__(DELINEARIZE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        replacements: list[Value | None] = [None] * len(op.results)
        zero: Value | None = None
        new_basis: list[Basis] = []
        for index, basis in enumerate(padded_basis(op)):
            if constant_int(basis) == 1:
                zero = zero or constant_index(rewriter, op, 0)
                replacements[index] = zero
            else:
                new_basis.append(basis)
        if len(new_basis) == len(op.results):
            return False
        if new_basis:
            new = create_delinearize(rewriter, op, op.operands[0], new_basis)
            results = iter(new.results)
            replacements = [r if r is not None else next(results) for r in replacements]
        rewriter.replace_op(op, [r for r in replacements if r is not None])
        return True


class CancelDelinearizeOfLinearizeDisjointExactTail(RewritePattern):
    """A delinearize of a disjoint linearize ending with the same basis elements: those
    parts cancel."""

    def __init__(self) -> None:
        super().__init__(DELINEARIZE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        linearize = _defining(op.operands[0], LINEARIZE)
        if linearize is None or not is_disjoint(linearize):
            return False
        ins = multi_index(linearize)
        lin_basis, delin_basis = mixed_basis(linearize), mixed_basis(op)
        matches = 0
        for lin, delin in zip(reversed(lin_basis), reversed(delin_basis)):
            if not _same(lin, delin):
                break
            matches += 1
        if matches == 0:
            return False
        if matches == len(lin_basis) == len(delin_basis) and len(ins) == len(op.results):
            rewriter.replace_op(op, ins)
            return True
        new_linearize = create_linearize(
            rewriter,
            linearize,
            ins[: len(ins) - matches],
            lin_basis[: len(lin_basis) - matches],
            is_disjoint(linearize),
            linearize.results[0].type,
        )
        new_delinearize = create_delinearize(
            rewriter,
            op,
            new_linearize.results[0],
            delin_basis[: len(delin_basis) - matches],
            has_outer_bound(op),
        )
        rewriter.replace_op(op, [*new_delinearize.results, *ins[len(ins) - matches :]])
        return True


class SplitDelinearizeSpanningLastLinearizeArg(RewritePattern):
    """Delinearizing a disjoint linearize whose last basis element is the product of the
    delinearize's last ones: that last index delinearized on its own."""

    def __init__(self) -> None:
        super().__init__(DELINEARIZE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        linearize = _defining(op.operands[0], LINEARIZE)
        if linearize is None or not is_disjoint(linearize) or not static_basis(linearize):
            return False
        target = static_basis(linearize)[-1]
        if target == DYNAMIC:
            return False
        size, count = 1, 0
        basis = static_basis(op)
        for element in reversed(basis):
            if element == DYNAMIC:
                return False
            size *= element
            count += 1
            if size > target:
                return False
            if size == target:
                break
        if size < target or count < 2:
            return False
        ins = multi_index(linearize)
        front = create_linearize(
            rewriter,
            linearize,
            ins[:-1],
            _mixed(static_basis(linearize)[:-1], dynamic_basis(linearize)),
            is_disjoint(linearize),
            linearize.results[0].type,
        )
        rest = create_delinearize(
            rewriter,
            op,
            front.results[0],
            _mixed(basis[: len(basis) - count], dynamic_basis(op)),
            has_outer_bound(op),
        )
        back = create_delinearize(rewriter, op, ins[-1], basis[len(basis) - count :])
        rewriter.replace_op(op, [*rest.results, *back.results])
        return True


def _mixed(static: Sequence[int], dynamic: Sequence[Value]) -> list[Basis]:
    """A static basis with its dynamic values in place of the markers."""
    values = iter(dynamic)
    return [next(values) if b == DYNAMIC else b for b in static]


class DropLinearizeUnitComponentsIfDisjointOrZero(RewritePattern):
    """Indices of unit basis elements dropped when the linearize is disjoint or they are
    zero."""

    def __init__(self) -> None:
        super().__init__(LINEARIZE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        indices = multi_index(op)
        new_indices: list[Value] = []
        new_basis: list[Basis] = []
        rest = indices
        if not has_outer_bound(op):
            new_indices.append(indices[0])
            rest = indices[1:]
        for index, basis in zip(rest, mixed_basis(op)):
            if constant_int(basis) == 1 and (is_disjoint(op) or _constant(index) == 0):
                continue
            new_indices.append(index)
            new_basis.append(basis)
        if len(new_indices) == len(indices):
            return False
        if not new_indices:
            rewriter.replace_op(op, [constant_index(rewriter, op, 0)])
            return True
        new = create_linearize(
            rewriter, op, new_indices, new_basis, is_disjoint(op), op.results[0].type
        )
        rewriter.replace_op(op, new.results)
        return True


def _constant(value: Value) -> int | None:
    found = constant_operand(value)
    return found.value if isinstance(found, IntegerAttr) else None


class DropLinearizeLeadingZero(RewritePattern):
    """A leading zero index dropped."""

    def __init__(self) -> None:
        super().__init__(LINEARIZE)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        indices = multi_index(op)
        if not indices or _constant(indices[0]) != 0:
            return False
        if len(indices) == 1:
            rewriter.replace_op(op, [indices[0]])
            return True
        basis = mixed_basis(op)
        if has_outer_bound(op):
            basis = basis[1:]
        new = create_linearize(
            rewriter, op, indices[1:], basis, is_disjoint(op), op.results[0].type
        )
        rewriter.replace_op(op, new.results)
        return True


def compute_product(builder: OpBuilder, op: Operation, terms: Sequence[Basis]) -> Basis:
    """`computeProduct`: a constant, None (a term is), or an `affine.apply` of the product."""
    dynamic: list[Value] = []
    result: AffineExpr = ConstantExpr(1)
    for term in terms:
        if term is None:
            return None
        value = constant_int(term)
        if value is not None:
            result = simplify.mul(result, ConstantExpr(value))
        else:
            assert not isinstance(term, int)
            result = simplify.mul(result, SymbolExpr(len(dynamic)))
            dynamic.append(term)
    if isinstance(result, ConstantExpr):
        return result.value
    map = AffineMap(0, len(dynamic), (result,))
    apply = builder.create(
        "affine.apply",
        dynamic,
        [INDEX],
        properties={"map": map_attribute(map)},
        location=op.location,
    )
    return apply.results[0]


@dataclass
class _Match:
    delinearize: Operation
    lin_start: int
    delin_start: int
    length: int


class CancelLinearizeOfDelinearizePortion(RewritePattern):
    """Consecutive results of a delinearize linearized with the same basis: merged into one
    index of their product."""

    def __init__(self) -> None:
        super().__init__(LINEARIZE)

    def _matches(self, op: Operation) -> list[_Match]:
        lin_basis = padded_basis(op)
        indices = multi_index(op)
        matches: list[_Match] = []
        seen: set[int] = set()
        at = 0
        while at < len(indices):
            delinearize = _defining(indices[at], DELINEARIZE)
            if delinearize is None:
                at += 1
                continue
            result = indices[at]
            assert isinstance(result, OpResult)
            delin_at = result.index
            delin_basis = padded_basis(delinearize)
            first = delin_basis[delin_at]
            bounds_match = (first is None and lin_basis[at] is None) or _same(first, lin_basis[at])
            both_at_front = at == 0 and delin_at == 0
            known = is_disjoint(op) and delin_at == 0 and first is None
            if not (bounds_match or both_at_front or known):
                at += 1
                continue
            j = 1
            while j + at < len(indices) and j + delin_at < len(delinearize.results):
                if indices[at + j] is not delinearize.results[delin_at + j]:
                    break
                if not _same(lin_basis[at + j], delin_basis[delin_at + j]):
                    break
                j += 1
            if j <= 1 or id(delinearize) in seen:
                at += 1
                continue
            seen.add(id(delinearize))
            matches.append(_Match(delinearize, at, delin_at, j))
            at += j
        return matches

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        matches = self._matches(op)
        if not matches:
            return False
        lin_basis = padded_basis(op)
        indices = multi_index(op)
        replacements: list[list[Value]] = []
        new_index: list[Value] = []
        new_basis: list[Basis] = []
        end = 0
        for m in matches:
            new_index += indices[end : m.lin_start]
            new_basis += lin_basis[end : m.lin_start]
            end = m.lin_start + m.length
            merged = lin_basis[m.lin_start : end]
            with rewriter.insertion_guard():
                rewriter.set_insertion_point(m.delinearize)
                size = compute_product(rewriter, op, merged)
                if m.length == len(m.delinearize.results):
                    new_index.append(m.delinearize.operands[0])
                    new_basis.append(size)
                    replacements.append([])
                    continue
                delin_basis = padded_basis(m.delinearize)
                delin_basis[m.delin_start : m.delin_start + m.length] = [size]
                new_delinearize = create_delinearize(
                    rewriter, m.delinearize, m.delinearize.operands[0], delin_basis
                )
                combined = new_delinearize.results[m.delin_start]
                residual = create_delinearize(rewriter, m.delinearize, combined, merged)
            results = new_delinearize.results
            replacements.append(
                [*results[: m.delin_start], *residual.results, *results[m.delin_start + 1 :]]
            )
            new_index.append(combined)
            new_basis.append(size)
        new_index += indices[end:]
        new_basis += lin_basis[end:]
        new = create_linearize(
            rewriter, op, new_index, new_basis, is_disjoint(op), op.results[0].type
        )
        rewriter.replace_op(op, new.results)
        for m, values in zip(matches, replacements):
            if values:
                rewriter.replace_op(m.delinearize, values)
        return True


DELINEARIZE_PATTERNS: list[RewritePattern] = [
    CancelDelinearizeOfLinearizeDisjointExactTail.create(),
    DropUnitExtentBasis.create(),
    SplitDelinearizeSpanningLastLinearizeArg.create(),
]
LINEARIZE_PATTERNS: list[RewritePattern] = [
    CancelLinearizeOfDelinearizePortion.create(),
    DropLinearizeLeadingZero.create(),
    DropLinearizeUnitComponentsIfDisjointOrZero.create(),
]
