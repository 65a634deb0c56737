"""The verifiers of MLIR's native op traits that look at types alone
(mlir/lib/IR/Operation.cpp, `OpTrait::impl::verifySame*`, `verifyElementwise`, ...), with
mlir-opt's messages. They run after an op's ODS constraints, in the op's trait order
(`passgen.ods.constraints` writes each op's list as `natives`); `TRAIT_VERIFIERS` maps a
trait's C++ name to its verifier, which returns the message without `'name' op `, or None."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .shaped_types import Shape, shape

if TYPE_CHECKING:
    from .operation import Operation
    from .types import Type

    TraitVerifier = Callable[[Operation], str | None]


def element_text(type: Type) -> str:
    """`getElementTypeOrSelf`'s text."""
    found = shape(type)
    return type.text if found is None else found.element


def dim_sizes(dims: list[str]) -> list[str]:
    """The sizes of ranked dims (a scalable dim's size is its minimum, as `getShape`'s)."""
    return [dim.strip("[]") for dim in dims]


def _dims_compatible(a: list[str], b: list[str]) -> bool:
    """`verifyCompatibleShape` of two ranked shapes: same rank, each dim equal or dynamic."""
    return len(a) == len(b) and all(
        x == y or "?" in (x, y) for x, y in zip(dim_sizes(a), dim_sizes(b), strict=True)
    )


def compatible_shape(a: Type, b: Type) -> bool:
    """`verifyCompatibleShape(Type, Type)`: both shaped or neither; unranked fits any."""
    first, second = shape(a), shape(b)
    if first is None or second is None:
        return first is None and second is None
    if first.dims is None or second.dims is None:
        return True
    return _dims_compatible(first.dims, second.dims)


def compatible_shapes(types: Sequence[Type]) -> bool:
    """`verifyCompatibleShapes(TypeRange)`: all shaped or none; scalable vectors only with
    each other; the ranked ones of one rank, each dim static in at most one size."""
    shapes = [shape(type) for type in types]
    if all(found is None for found in shapes):
        return True
    ranked: list[list[str]] = []
    scalable = []
    for found in shapes:
        if found is None:
            return False
        scalable.append(found.kind == "vector" and any(d.startswith("[") for d in found.dims or ()))
        if found.dims is not None:
            ranked.append(dim_sizes(found.dims))
    if any(scalable) and not all(scalable):
        return False
    if not ranked:
        return True
    rank = len(ranked[0])
    if any(len(dims) != rank for dims in ranked):
        return False
    for index in range(rank):
        static = {dims[index] for dims in ranked if dims[index] != "?"}
        if len(static) > 1:
            return False
    return True


def _at_least_one(op: Operation, operands: bool = True, results: bool = True) -> str | None:
    """`verifyAtLeastNOperands(op, 1)`, then `verifyAtLeastNResults(op, 1)`."""
    if operands and not op.operands:
        return "expected 1 or more operands, but found 0"
    if results and not op.results:
        return "expected 1 or more results, but found 0"
    return None


def _same_operands_shape(op: Operation) -> str | None:
    message = _at_least_one(op, results=False)
    if message is None and not compatible_shapes([value.type for value in op.operands]):
        return "requires the same shape for all operands"
    return message


def _same_operands_and_result_shape(op: Operation) -> str | None:
    message = _at_least_one(op)
    types = [value.type for value in (*op.operands, *op.results)]
    if message is None and not compatible_shapes(types):
        return "requires the same shape for all operands and results"
    return message


def _same_operands_element_type(op: Operation) -> str | None:
    message = _at_least_one(op, results=False)
    if message is None:
        element = element_text(op.operands[0].type)
        if any(element_text(value.type) != element for value in op.operands[1:]):
            return "requires the same element type for all operands"
    return message


def _same_operands_and_result_element_type(op: Operation) -> str | None:
    message = _at_least_one(op)
    if message is None:
        element = element_text(op.results[0].type)
        if any(element_text(value.type) != element for value in (*op.results[1:], *op.operands)):
            return "requires the same element type for all operands and results"
    return message


def _encoding(found: Shape | None) -> str:
    """A ranked tensor's encoding text ("" for none or another type)."""
    return (
        found.tail
        if found is not None and found.kind == "tensor" and found.dims is not None
        else ""
    )


def _same_operands_and_result_type(op: Operation) -> str | None:
    message = _at_least_one(op)
    if message is not None:
        return message
    first = op.results[0].type
    element, encoding = element_text(first), _encoding(shape(first))
    for value in (*op.results[1:], *op.operands):
        if element_text(value.type) != element or not compatible_shape(value.type, first):
            return "requires the same type for all operands and results"
        if encoding and _encoding(shape(value.type)) != encoding:
            return "requires the same encoding for all operands and results"
    return None


def _same_type_operands(op: Operation) -> str | None:
    operands = op.operands
    if len(operands) > 1 and any(value.type != operands[0].type for value in operands[1:]):
        return "requires all operands to have the same type"
    return None


def _same_operands_and_result_rank(op: Operation) -> str | None:
    message = _at_least_one(op)
    if message is not None:
        return message
    ranks = []
    for values in (op.operands, op.results):
        found = (shape(value.type) for value in values)
        ranks.append([len(s.dims) for s in found if s is not None and s.dims is not None])
    operand_ranks, result_ranks = ranks
    if not operand_ranks and not result_ranks:
        return None
    rank = (operand_ranks or result_ranks)[0]
    if any(found != rank for found in operand_ranks):
        return "operands don't have matching ranks"
    if any(found != rank for found in result_ranks):
        return "result type has different rank than operands"
    return None


def _mappable(type: Type) -> tuple[str, bool] | None:
    """The base type (kind, ranked) of a vector or tensor type, None for others."""
    found = shape(type)
    if found is None or found.kind == "memref":
        return None
    return found.kind, found.dims is not None


def _elementwise(op: Operation) -> str | None:
    results = [value.type for value in op.results if _mappable(value.type) is not None]
    operands = [value.type for value in op.operands if _mappable(value.type) is not None]
    if not results and not operands:
        return None
    if not operands:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if not results:
        return "if an operand is non-scalar, then there must be at least one non-scalar result"
    if len(results) != len(op.results):
        return "if an operand is non-scalar, then all results must be non-scalar"
    types = operands + results
    if len({_mappable(type) for type in types}) > 1 or not compatible_shapes(types):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


TRAIT_VERIFIERS: dict[str, TraitVerifier] = {
    "SameOperandsShape": _same_operands_shape,
    "SameOperandsAndResultShape": _same_operands_and_result_shape,
    "SameOperandsElementType": _same_operands_element_type,
    "SameOperandsAndResultElementType": _same_operands_and_result_element_type,
    "SameOperandsAndResultType": _same_operands_and_result_type,
    "SameTypeOperands": _same_type_operands,
    "SameOperandsAndResultRank": _same_operands_and_result_rank,
    "Elementwise": _elementwise,
}
