"""The inliner's dialect interface (MLIR's `DialectInlinerInterface` and the
`InlinerInterface` collection of `InliningUtils.h`): which calls, regions and ops a dialect
lets the inliner move, and how its terminators become branches or replaced values.

Each method has MLIR's default: nothing is legal to inline until a dialect says so. The
collection asks the model of the dialect of the op in question (an op of a dialect without
a model, or unregistered, is never legal to inline).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..ir import DictionaryAttr, Location, Operation, Value
from .base import DialectInterface

if TYPE_CHECKING:
    from ..ir import Block, Context, Region, Type
    from ..rewrite.builder import OpBuilder

Mapping = dict[Any, Any]
"""MLIR's `IRMapping`: source values and blocks to their inlined counterparts."""


class DialectInlinerInterface(DialectInterface):
    """A dialect's answers to the inliner (MLIR's `DialectInlinerInterface`)."""

    name = "DialectInlinerInterface"

    def is_legal_to_inline_call(
        self, call: Operation, callable: Operation, would_be_cloned: bool
    ) -> bool:
        """Whether `callable` may be inlined into `call` (asked of the call's dialect)."""
        return False

    def is_legal_to_inline_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        """Whether `src` may be inlined into `dest` (asked of `dest`'s parent op's dialect)."""
        return False

    def is_legal_to_inline_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        """Whether `op` may be inlined into `dest` (asked of `op`'s dialect)."""
        return False

    def should_analyze_recursively(self, op: Operation) -> bool:
        """Whether the ops nested in `op` are checked too."""
        return True

    def handle_terminator(self, op: Operation, new_dest: Block) -> None:
        """Replace inlined terminator `op` of a multi-block region by a branch to `new_dest`."""
        raise NotImplementedError(
            "must implement handleTerminator in the case of multiple inlined blocks"
        )

    def handle_terminator_values(self, op: Operation, values_to_replace: Sequence[Value]) -> None:
        """Replace `values_to_replace` by the operands of `op`, the terminator of a single
        inlined block (the inliner erases `op` afterwards)."""
        raise NotImplementedError(
            "must implement handleTerminator in the case of one inlined block"
        )

    def materialize_call_conversion(
        self, builder: OpBuilder, input: Value, result_type: Type, location: Location
    ) -> Operation | None:
        """An op converting `input` to `result_type` where a call and its callee disagree
        on a type, or None (no inlining then)."""
        return None

    def allow_single_block_optimization(self, inlined_blocks: Sequence[Block]) -> bool:
        """Whether a single inlined block may be merged into the caller's block."""
        return True

    def handle_argument(
        self,
        builder: OpBuilder,
        call: Operation,
        callable: Operation,
        argument: Value,
        argument_attrs: DictionaryAttr,
    ) -> Value:
        """The value the inlined body uses for `argument` (given its attributes)."""
        return argument

    def handle_result(
        self,
        builder: OpBuilder,
        call: Operation,
        callable: Operation,
        result: Value,
        result_attrs: DictionaryAttr,
    ) -> Value:
        """The value that replaces the call's `result` (given its attributes)."""
        return result

    def process_inlined_call_blocks(self, call: Operation, inlined_blocks: Sequence[Block]) -> None:
        """A hook on the blocks inlined for `call`, before their terminators are handled."""


class InlinerInterface:
    """The loaded dialects' inliner interfaces, each op answered by its own dialect's
    (MLIR's `InlinerInterface`); `process_inlined_blocks` is the inliner's own hook."""

    def __init__(self, context: Context):
        self.context = context
        self._models: dict[str, DialectInlinerInterface | None] = {}

    def interface_for_dialect(self, dialect: str) -> DialectInlinerInterface | None:
        model = self._models.get(dialect, self)
        if model is self:
            model = self._models[dialect] = DialectInlinerInterface.of_dialect(
                self.context, dialect
            )
        return model  # type: ignore[return-value]

    def interface_for(self, op: Operation) -> DialectInlinerInterface | None:
        """The model of `op`'s dialect (None for an op of no loaded dialect)."""
        if op.name.definition is None and op.name.dialect not in self.context.loaded_dialects:
            return None
        return self.interface_for_dialect(op.name.dialect)

    def is_legal_to_inline_call(
        self, call: Operation, callable: Operation, would_be_cloned: bool
    ) -> bool:
        handler = self.interface_for(call)
        return handler is not None and handler.is_legal_to_inline_call(
            call, callable, would_be_cloned
        )

    def is_legal_to_inline_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        parent = dest.parent
        handler = self.interface_for(parent) if parent is not None else None
        return handler is not None and handler.is_legal_to_inline_region(
            dest, src, would_be_cloned, mapping
        )

    def is_legal_to_inline_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        handler = self.interface_for(op)
        return handler is not None and handler.is_legal_to_inline_op(
            op, dest, would_be_cloned, mapping
        )

    def should_analyze_recursively(self, op: Operation) -> bool:
        handler = self.interface_for(op)
        return handler.should_analyze_recursively(op) if handler is not None else True

    def handle_terminator(self, op: Operation, new_dest: Block) -> None:
        self._handler(op).handle_terminator(op, new_dest)

    def handle_terminator_values(self, op: Operation, values_to_replace: Sequence[Value]) -> None:
        self._handler(op).handle_terminator_values(op, values_to_replace)

    def allow_single_block_optimization(self, inlined_blocks: Sequence[Block]) -> bool:
        if not inlined_blocks:
            return True
        parent = inlined_blocks[0].parent_op
        assert parent is not None
        return self._handler(parent).allow_single_block_optimization(inlined_blocks)

    def handle_argument(
        self,
        builder: OpBuilder,
        call: Operation,
        callable: Operation,
        argument: Value,
        argument_attrs: DictionaryAttr,
    ) -> Value:
        handler = self._handler(callable)
        return handler.handle_argument(builder, call, callable, argument, argument_attrs)

    def handle_result(
        self,
        builder: OpBuilder,
        call: Operation,
        callable: Operation,
        result: Value,
        result_attrs: DictionaryAttr,
    ) -> Value:
        handler = self._handler(callable)
        return handler.handle_result(builder, call, callable, result, result_attrs)

    def process_inlined_call_blocks(self, call: Operation, inlined_blocks: Sequence[Block]) -> None:
        self._handler(call).process_inlined_call_blocks(call, inlined_blocks)

    def process_inlined_blocks(self, inlined_blocks: Sequence[Block]) -> None:
        """A hook on every set of inlined blocks (the inliner collects their calls)."""

    def _handler(self, op: Operation) -> DialectInlinerInterface:
        handler = self.interface_for(op)
        if handler is None:
            raise ValueError(f"'{op.name.name}' has no inliner interface")  # MLIR asserts
        return handler


class LegalOpsInliner(DialectInlinerInterface):
    """The interface most dialects give: all their ops legal to inline anywhere, and, as
    each says, inlining into their ops' regions and inlining their calls."""

    def __init__(self, into_regions: bool = False, calls: bool = False):
        self.into_regions = into_regions
        self.calls = calls

    def is_legal_to_inline_call(
        self, call: Operation, callable: Operation, would_be_cloned: bool
    ) -> bool:
        return self.calls

    def is_legal_to_inline_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        return self.into_regions

    def is_legal_to_inline_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        return True


def replace_with_operands(op: Operation, values_to_replace: Sequence[Value]) -> None:
    """Replace each of `values_to_replace` by the matching operand of terminator `op` (the
    single-block `handleTerminator` of `func.return`, `scf.yield`, ...)."""
    for value, operand in zip(values_to_replace, op.operands):
        value.replace_all_uses_with(operand)
