"""The `PredOpTrait`s of ODS (`AllTypesMatch`, `AllElementTypesMatch`, `AllShapesMatch`,
`AllRanksMatch`, `TypesMatchWith` and a vocabulary of plain predicates) as checks on the
types of the values they name, for the verifier's `verifyInvariantsImpl` step
(`constraints.OpConstraints`; the data from `passgen.ods.constraints.trait_constraints`).

`trait_check` gives, for one trait, the values it reads (an ODS value name, or `#operandN` /
`#resultN` for `$_op.getOperand(N)` / `$_op.getResult(N)`) and whether it holds given the
types of each (a list per value: a group may hold several or none); None for a trait
outside the vocabulary, which the verifier then leaves unchecked, with the ones after it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from .shaped_types import shape
from .trait_verifiers import dim_sizes, element_text
from .types import Type

Holds = Callable[[Sequence[Sequence[Type]]], bool]


def _sizes(type: Type) -> tuple[str, ...] | None:
    """`ShapedType::getShape` (a scalable dim by its size); None when unranked or unshaped."""
    found = shape(type)
    if found is None or found.dims is None:
        return None
    return tuple(dim_sizes(found.dims))


def _rank(type: Type) -> int | None:
    found = shape(type)
    return None if found is None or found.dims is None else len(found.dims)


def _tensor_sizes(type: Type) -> tuple[str, ...]:
    """A tensor's shape, () for other types (arith's `SameInputOutputTensorDims`); an
    unranked tensor's (which MLIR reads without a rank) matches no ranked one."""
    found = shape(type)
    if found is None or found.kind != "tensor":
        return ()
    return _sizes(type) or ("*",)


def _all_match(key: Callable[[Type], object]) -> Holds:
    def holds(types: Sequence[Sequence[Type]]) -> bool:
        return len({key(type) for group in types for type in group}) <= 1

    return holds


_MATCHING: dict[str, Callable[[Type], object]] = {
    "AllTypesMatch": lambda type: type,
    "AllElementTypesMatch": element_text,
    "AllShapesMatch": _sizes,
    "AllRanksMatch": _rank,
}
# The operands of `AllMatchSameOperatorPred` that the vocabulary knows (`$_self` a value).
_SAME_OPERATOR: dict[str, Callable[[Type], object]] = {
    "(::llvm::isa<::mlir::TensorType>($_self.getType()) ? ::llvm::cast<::mlir::TensorType>"
    "($_self.getType()).getShape() : ::llvm::ArrayRef<int64_t>{})": _tensor_sizes,
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getShape()": _sizes,
}
_ELEMENTS_MATCH = re.compile(
    r"\(getElementTypeOrSelf\(\$_op\.get(Result|Operand)\((\d+)\)\) == "
    r"getElementTypeOrSelf\(\$_op\.get(Result|Operand)\((\d+)\)\)\)"
)
_SIDE = re.compile(r"\$(\w+)")


def _types_match_with(transformer: str) -> Holds | None:
    from ..ir.type_transformers import TRANSFORMERS  # the forms' table, by C++ text

    transform = TRANSFORMERS.get(transformer)
    if transform is None:
        return None

    def holds(types: Sequence[Sequence[Type]]) -> bool:
        lhs, rhs = types
        if len(lhs) != 1:
            return True
        found = transform(lhs[0])
        return list(rhs) == found if isinstance(found, list) else list(rhs) == [found]

    return holds


def _same_operator(predicate: str) -> tuple[list[str], Holds] | None:
    """`AllMatchSameOperatorPred`: `((f($a)) == (f($b)) && (f($b)) == (f($a)))`."""
    if not (predicate.startswith("((") and predicate.endswith("))")):
        return None
    sides = [side for pair in predicate[1:-1].split(" && ") for side in pair.split(" == ")]
    names: list[str] = []
    key = None
    for side in sides:
        found = set(_SIDE.findall(side)) - {"_self"}
        if len(found) != 1:
            return None
        name = found.pop()
        template = side.replace(f"${name}", "$_self")[1:-1]
        key = key or _SAME_OPERATOR.get(template)
        if _SAME_OPERATOR.get(template) is not key or key is None:
            return None
        if name not in names:
            names.append(name)
    assert key is not None
    return names, _all_match(key)


def _predicate(tree: Any) -> tuple[list[str], Holds] | None:
    if not isinstance(tree, str):
        return None
    match = _ELEMENTS_MATCH.fullmatch(tree)
    if match is not None:
        refs = [f"#{match[1].lower()}{match[2]}", f"#{match[3].lower()}{match[4]}"]
        return refs, _all_match(element_text)
    return _same_operator(tree)


def trait_check(kind: str, names: list[str], detail: Any) -> tuple[list[str], Holds] | None:
    """The values a trait reads and its check (None: outside the vocabulary)."""
    if kind in _MATCHING:
        return names, _all_match(_MATCHING[kind])
    if kind == "TypesMatchWith":
        holds = _types_match_with(detail)
        return None if holds is None else (names, holds)
    if kind == "PredOpTrait":
        return _predicate(detail)
    return None
