"""The `PredOpTrait`s of vector ops whose predicates are C++ that mlir-tblgen's data does not
keep (the ODS of mlir/include/mlir/Dialect/Vector/IR/VectorOps.td), checked in their
declared order with their `failed to verify that ...` messages: `vector.deinterleave`,
`vector.scalable.insert`/`extract` and `vector.print`."""

from __future__ import annotations

from ...ir.operation import Operation
from .vector_type import vector_type
from .verify_types import same


def verify_deinterleave(op: Operation) -> str | None:
    """An even trailing source dim, results of half its width, then `AllTypesMatch`."""
    source = vector_type(op.operands[0].type)
    first, second = op.results[0].type, op.results[1].type
    result = vector_type(first)
    if source is None or result is None or not source.rank:
        return None
    if not source.is_scalable and source.shape[-1] % 2:
        return (
            "failed to verify that the trailing dimension of the source vector has an even "
            "number of elements"
        )
    halved = (
        result.rank == source.rank
        and result.shape[:-1] == source.shape[:-1]
        and result.shape[-1] * 2 == source.shape[-1]
        and result.scalable == source.scalable
    )
    if not halved:
        return (
            "failed to verify that the trailing dimension of the results is half the width of "
            "source trailing dimension"
        )
    if first.text != second.text:
        return "failed to verify that all of {res1, res2} have same type"
    return None


def _scalable_position(op: Operation, inserted: int, element_of: tuple[str, str]) -> str | None:
    """`vector.scalable.insert`/`extract`: same element types, and `pos` a multiple of the
    fixed-length vector's (`inserted`: its value, operand index or -1 for the result)."""
    small = vector_type(op.operands[inserted].type if inserted >= 0 else op.results[0].type)
    large = vector_type(op.operands[1].type if inserted >= 0 else op.operands[0].type)
    pos = getattr(op.get_attr("pos"), "value", None)
    if small is None or large is None or not isinstance(pos, int):
        return None
    if not same(small.element, large.element):
        return f"failed to verify that all of {{{element_of[0]}, {element_of[1]}}} have same element type"
    if small.rank and pos % small.shape[-1]:
        length = "source" if inserted >= 0 else "result"
        return f"failed to verify that position is a multiple of the {length} length."
    return None


def verify_scalable_insert(op: Operation) -> str | None:
    return _scalable_position(op, 0, ("valueToStore", "dest"))


def verify_scalable_extract(op: Operation) -> str | None:
    return _scalable_position(op, -1, ("source", "result"))


def verify_print(op: Operation) -> str | None:
    """A string is printed alone: without a source and with the default punctuation."""
    if op.get_attr("stringLiteral") is None:
        return None
    punctuation = op.get_attr("punctuation")
    default = punctuation is None or punctuation.text.endswith("<newline>")
    if op.operands or not default:
        return "failed to verify that `source` or `punctuation` are not set when printing strings"
    return None
