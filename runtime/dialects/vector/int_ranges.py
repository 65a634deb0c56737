"""vector's models of `InferIntRangeInterface` (MLIR's `VectorOps.cpp`): broadcasts,
extracts, shape casts and transposes keep their source's ranges, an insert joins the
inserted value's and the destination's, and `vector.step` counts from 0 to its length
less one."""

from __future__ import annotations

from collections.abc import Sequence

from ...interfaces import InterfaceModels, OpInterface
from ...interfaces.int_range import ConstantIntRanges, InferResultRanges, storage_bitwidth
from ...ir.operation import Operation
from .vector_type import vector_type


def _source(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    return args[0]


def _insert(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    return args[0].union(args[1])


def _step(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges | None:
    result = vector_type(op.results[0].type)
    if result is None or not result.shape or result.scalable[0]:
        return None
    width = storage_bitwidth(result.element)
    return ConstantIntRanges.from_unsigned(0, result.shape[0] - 1, width)


def int_range_models() -> InterfaceModels:
    source = InferResultRanges(_source)
    models: dict[str, tuple[OpInterface, ...]] = {
        name: (source,) for name in ("broadcast", "extract", "shape_cast", "transpose")
    }
    models["insert"] = (InferResultRanges(_insert),)
    models["step"] = (InferResultRanges(_step),)
    return InterfaceModels.of(models)
