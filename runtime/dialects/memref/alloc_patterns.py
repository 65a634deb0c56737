"""Canonicalization patterns of `memref.alloc`, `memref.alloca` and `memref.realloc`
(MLIR's `SimplifyAllocConst` and `SimplifyDeadAlloc`)."""

from __future__ import annotations

from ...ir import Attribute, Operation
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ...rewrite.successor_operands import segment_attr
from .memref_types import DYNAMIC, memref_type
from .static_values import constant_int
from .view_ops import SEGMENTS, operand_groups


def _non_negative_constant(value: object) -> int | None:
    constant = constant_int(value)  # type: ignore[arg-type]
    return constant if constant is not None and constant >= 0 else None


class SimplifyAllocConst(RewritePattern):
    """Dynamic sizes given by non-negative constants become static: a new alloc of the
    static type (the same symbol operands and alignment), cast to the old type."""

    def __init__(self, mnemonic: str):
        super().__init__(f"memref.{mnemonic}")
        op_class = {"alloc": "AllocOp", "alloca": "AllocaOp"}[mnemonic]
        self.debug_name = f"SimplifyAllocConst<mlir::memref::{op_class}>"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        groups = operand_groups(op)
        type = memref_type(op.results[0].type)
        if groups is None or len(groups) != 2 or type is None:
            return False
        sizes, symbols = groups
        if len(sizes) != type.num_dynamic_dims():
            return False
        if all(_non_negative_constant(size) is None for size in sizes):
            return False
        shape: list[int] = []
        dynamic = []
        remaining = iter(sizes)
        for size in type.shape:
            if size != DYNAMIC:
                shape.append(size)
                continue
            value = next(remaining)
            constant = _non_negative_constant(value)
            shape.append(DYNAMIC if constant is None else constant)
            if constant is None:
                dynamic.append(value)
        properties: dict[str, Attribute] = {SEGMENTS: segment_attr([len(dynamic), len(symbols)])}
        alignment = op.get_attr("alignment")
        if alignment is not None:
            properties["alignment"] = alignment
        made = rewriter.create(
            op.name.name,
            [*dynamic, *symbols],
            [type.with_shape(shape).type],
            properties=properties,
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", made.results, [op.results[0].type], location=op.location
        )
        return True


class SimplifyDeadAlloc(RewritePattern):
    """An allocation only stored into and deallocated is erased with those users."""

    def __init__(self, mnemonic: str):
        super().__init__(f"memref.{mnemonic}")
        op_class = {"alloc": "AllocOp", "alloca": "AllocaOp", "realloc": "ReallocOp"}[mnemonic]
        self.debug_name = f"SimplifyDeadAlloc<mlir::memref::{op_class}>"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        allocated = op.results[0]
        for user in allocated.users:
            if user.name.name == "memref.store":
                if user.operands[0] is allocated:
                    return False
            elif user.name.name != "memref.dealloc":
                return False
        for user in reversed(allocated.users):  # MLIR's use list: the newest use first
            rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True
