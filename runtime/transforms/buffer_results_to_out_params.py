"""`buffer-results-to-out-params`: the memref results of the module's functions become
arguments the callers allocate (MLIR's `BufferResultsToOutParams.cpp`).

Each private function with a body (public ones too with `modify-public-functions`) gets
one argument per ranked memref result (`updateFuncOp`); each `func.return` copies those
results into them with `memref.copy` (`updateReturnOps`), unless `hoist-static-allocs` /
`hoist-dynamic-allocs` lets an allocation returned directly be replaced by the argument.
Every `func.call` of such a function then allocates the buffers with `memref.alloc` (cast
to the result's fully dynamic layout where it has one) and passes them (`updateCalls`).
"""

from __future__ import annotations

from collections.abc import Sequence

from passgen.generated.transforms import BufferResultsToOutParamsPassBase

from ..dialects.memref.memref_types import DYNAMIC, MemRefType, memref_type
from ..dialects.memref.view_ops import SEGMENTS
from ..interfaces.function_like import (
    arg_attr_dict,
    erase_results,
    func_ops,
    function_signature,
    is_external,
    result_attr_dict,
    set_arg_attrs,
    set_function_type,
)
from ..ir import (
    UNIT,
    BlockArgument,
    DictionaryAttr,
    FunctionType,
    IndexType,
    Operation,
    SymbolRefAttr,
    Value,
)
from ..ir.symbol_table import symbol_name, visibility
from ..rewrite.builder import OpBuilder
from ..rewrite.successor_operands import segment_attr

ALLOCATION_OPS = frozenset({"memref.alloc", "memref.alloca", "memref.realloc"})
"""The ops implementing MLIR's `AllocationOpInterface` (memref's external models)."""

_DynamicSizes = list[list[Value]]


class BufferResultsToOutParams(BufferResultsToOutParamsPassBase):
    def run_on_operation(self) -> None:
        """MLIR's `promoteBufferResultsToOutParams`."""
        module = self.get_operation()
        sizes: dict[Operation, _DynamicSizes] = {}
        for func in func_ops(module):
            if visibility(func) == "public" and not self.modify_public_functions:
                continue
            if is_external(func):
                continue
            appended = self._update_func(func)
            if appended is None:
                self.signal_pass_failure()
                return
            _update_returns(
                func, appended, sizes, self.hoist_static_allocs, self.hoist_dynamic_allocs
            )
        if not self._update_calls(module, sizes):
            self.signal_pass_failure()

    def _update_func(self, func: Operation) -> list[BlockArgument] | None:
        """MLIR's `updateFuncOp`: the memref results move to the end of the arguments
        (with their attributes); the new entry block arguments, None on an unsupported
        layout."""
        signature = function_signature(func)
        assert signature is not None
        erased = [memref_type(type) is not None for type in signature.results]
        moved: list[tuple[int, MemRefType]] = []
        for index, type in enumerate(signature.results):
            memref = memref_type(type)
            if memref is None:
                continue
            if not _has_identity_layout(memref) and not _has_fully_dynamic_layout(memref):
                func.emit_error("cannot create out param for result with unsupported layout")
                return None
            moved.append((index, memref))
        inputs = len(signature.inputs)
        new_types = [*signature.inputs, *(memref.type for _, memref in moved)]
        set_function_type(func, FunctionType(new_types, signature.results))
        for offset, (index, _) in enumerate(moved):
            set_arg_attrs(func, inputs + offset, result_attr_dict(func, index))
            if self.add_result_attribute:
                attrs = dict(arg_attr_dict(func, inputs + offset).entries)
                attrs["bufferize.result"] = UNIT
                set_arg_attrs(func, inputs + offset, DictionaryAttr(attrs))
        erase_results(func, erased)
        entry = func.regions[0].blocks[0]
        return [entry.add_argument(memref.type, func.location) for _, memref in moved]

    def _update_calls(self, module: Operation, sizes: dict[Operation, _DynamicSizes]) -> bool:
        """MLIR's `updateCalls`: every call of a rewritten function allocates its memref
        results and passes them as the new arguments."""
        functions = {symbol_name(func): func for func in func_ops(module)}
        ok = True
        calls = [op for op in module.walk(post_order=True) if op.name.name == "func.call"]
        for op in calls:
            callee_ref = op.get_attr("callee")
            name = callee_ref.root if isinstance(callee_ref, SymbolRefAttr) else ""
            callee = functions.get(name)
            if callee is None:
                op.emit_error(f"cannot find callee '{name}' in symbol table")
                ok = False
                continue
            if visibility(callee) == "public" and not self.modify_public_functions:
                continue
            if is_external(callee):
                continue
            if not _rewrite_call(op, callee, sizes.get(callee, [])):
                ok = False
        return ok


def _update_returns(
    func: Operation,
    appended: Sequence[BlockArgument],
    sizes: dict[Operation, _DynamicSizes],
    hoist_static: bool,
    hoist_dynamic: bool,
) -> None:
    """MLIR's `updateReturnOps`: each return copies its memref operands into the new
    arguments, or the argument replaces an allocation it returns when hoisting; the first
    return's hoisted dynamic sizes are kept for the calls. A value returned twice is
    copied from the argument that replaced it (where mlir-opt 22 reads an erased op)."""
    returns = [op for op in func.walk(post_order=True) if op.name.name == "func.return"]
    builder = OpBuilder(func.context)
    for op in returns:
        builder.set_insertion_point(op)
        loc = op.location
        copied = [value for value in op.operands if memref_type(value.type) is not None]
        kept = [value for value in op.operands if memref_type(value.type) is None]
        dynamic_sizes: _DynamicSizes = []
        hoisted: dict[Value, BlockArgument] = {}
        for orig, arg in zip(copied, appended):
            static = _has_static_shape(orig)
            source = hoisted.get(orig, orig)
            allocation = _allocation(source)
            if (hoist_static if static else hoist_dynamic) and allocation is not None:
                orig.replace_all_uses_with(arg)
                hoisted[orig] = arg
                if not static:
                    dynamic_sizes.append(_dynamic_size(allocation, func))
                allocation.erase()
            else:
                builder.create("memref.copy", [source, arg], location=loc)
        builder.create("func.return", kept, location=loc)
        op.erase()
        sizes.setdefault(func, dynamic_sizes)


def _rewrite_call(op: Operation, callee: Operation, dynamic_sizes: _DynamicSizes) -> bool:
    """One call of `updateCalls`: False (with an error) when a dynamically shaped result
    has no known sizes."""
    builder = OpBuilder(op.context)
    builder.set_insertion_point(op)
    loc = op.location
    out_params: list[Value] = []
    kept = [result for result in op.results if memref_type(result.type) is None]
    size_index = 0
    for result in op.results:
        memref = memref_type(result.type)
        if memref is None:
            continue
        static = DYNAMIC not in memref.shape
        sizes = dynamic_sizes[size_index] if size_index < len(dynamic_sizes) else []
        if not static and not sizes:
            op.emit_error("cannot create out param for dynamically shaped result")
            return False
        if static:
            sizes = []
        else:
            size_index += 1
            sizes = _sizes_at_caller(op, callee, sizes)
        alloc_type = MemRefType(memref.shape, memref.element, "", memref.memory_space)
        out_param = builder.create(
            "memref.alloc",
            sizes,
            [alloc_type.type],
            properties={SEGMENTS: segment_attr([len(sizes), 0])},
            location=loc,
        ).results[0]
        if not _has_identity_layout(memref):
            cast = builder.create("memref.cast", [out_param], [result.type], location=loc)
            out_param = cast.results[0]
        result.replace_all_uses_with(out_param)
        out_params.append(out_param)
    callee_ref = op.get_attr("callee")
    assert callee_ref is not None
    new_call = builder.create(
        "func.call",
        [*op.operands, *out_params],
        [result.type for result in kept],
        properties={"callee": callee_ref},
        location=loc,
    )
    for old, new in zip(kept, new_call.results):
        old.replace_all_uses_with(new)
    op.erase()
    return True


def _sizes_at_caller(call: Operation, callee: Operation, sizes: Sequence[Value]) -> list[Value]:
    """MLIR's `mapDynamicSizeAtCaller`: the call operands passed for the callee's size
    arguments."""
    arguments = callee.regions[0].blocks[0].arguments
    return [
        operand
        for size in sizes
        for operand, argument in zip(call.operands, arguments)
        if argument is size
    ]


def _dynamic_size(allocation: Operation, func: Operation) -> list[Value]:
    """MLIR's `getDynamicSize`: the allocation's index operands, all of which must be the
    function's arguments (else none)."""
    arguments = func.regions[0].blocks[0].arguments
    sizes: list[Value] = []
    for operand in allocation.operands:
        if not isinstance(operand.type, IndexType):
            continue
        if not isinstance(operand, BlockArgument) or operand not in arguments:
            return []
        sizes.append(operand)
    return sizes


def _allocation(value: Value) -> Operation | None:
    owner = value.owner
    if isinstance(owner, Operation) and owner.name.name in ALLOCATION_OPS:
        return owner
    return None


def _has_static_shape(value: Value) -> bool:
    memref = memref_type(value.type)
    return memref is not None and DYNAMIC not in memref.shape


def _has_identity_layout(memref: MemRefType) -> bool:
    """MLIR's `hasStaticIdentityLayout`: no layout, or a strided one whose map is the
    identity (rank 1, unit stride, offset 0; rank 0, offset 0)."""
    layout = memref.layout
    return not layout or layout in ("strided<[]>", "strided<[1]>")


def _has_fully_dynamic_layout(memref: MemRefType) -> bool:
    """MLIR's `hasFullyDynamicLayoutMap`: every stride and the offset dynamic."""
    strided = memref.strides_and_offset()
    return (
        strided is not None
        and all(stride == DYNAMIC for stride in strided.strides)
        and strided.offset == DYNAMIC
    )
