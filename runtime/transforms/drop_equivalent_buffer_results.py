"""`drop-equivalent-buffer-results`: a private function's results that every `func.return`
gives as the same argument (through `memref.cast`s) are dropped, and its calls use their
operand instead, cast back to the result's type where it differs (MLIR's
`DropEquivalentBufferResults.cpp`, as mlir-opt 22 has it: public functions are left alone,
and a function may have several returns)."""

from __future__ import annotations

from collections.abc import Sequence

from passgen.generated.transforms import DropEquivalentBufferResultsPassBase

from ..interfaces.call import lookup_nearest_symbol_from
from ..interfaces.function_like import erase_results, func_ops, function_signature, is_external
from ..ir import Operation, StringAttr, SymbolRefAttr, Value
from ..ir.symbol_table import SymbolTableCollection, visibility
from ..rewrite.builder import OpBuilder


class DropEquivalentBufferResults(DropEquivalentBufferResultsPassBase):
    def run_on_operation(self) -> None:
        """MLIR's `dropEquivalentBufferResults`."""
        module = self.get_operation()
        callers = _calls_by_callee(module)
        for func in func_ops(module):
            if is_external(func) or visibility(func) == "public":
                continue
            returns = [
                block.terminator
                for block in func.regions[0].blocks
                if block.terminator is not None and block.terminator.name.name == "func.return"
            ]
            if not returns:
                continue
            result_to_arg = _equivalent_arguments(func, returns)
            signature = function_signature(func)
            assert signature is not None
            erase_results(func, [index in result_to_arg for index in range(len(signature.results))])
            for op in returns:
                op.set_operands(
                    [value for index, value in enumerate(op.operands) if index not in result_to_arg]
                )
            for call in callers.get(func, []):
                _replace_call(call, func, result_to_arg)


def _equivalent_arguments(func: Operation, returns: list[Operation]) -> dict[int, int]:
    """Result index -> argument number, for the results every return gives as that entry
    block argument (looking through `memref.cast`s)."""
    arguments = func.regions[0].blocks[0].arguments
    found: dict[int, int] = {}
    for index in range(len(returns[0].operands)):
        numbers = {_argument_number(op.operands[index], arguments) for op in returns}
        if len(numbers) == 1 and (number := numbers.pop()) is not None:
            found[index] = number
    return found


def _argument_number(value: Value, arguments: Sequence[Value]) -> int | None:
    while isinstance(cast := value.owner, Operation) and cast.name.name == "memref.cast":
        value = cast.operands[0]
    for number, argument in enumerate(arguments):
        if argument is value:
            return number
    return None


def _replace_call(call: Operation, func: Operation, result_to_arg: dict[int, int]) -> None:
    """A new call of `func`'s signature replaces `call`; each dropped result is replaced by
    the call's operand for its argument (cast to the result's type if need be)."""
    signature = function_signature(func)
    name = func.get_attr("sym_name")
    assert signature is not None and isinstance(name, StringAttr)
    builder = OpBuilder(call.context)
    builder.set_insertion_point(call)
    new_call = builder.create(
        "func.call",
        call.operands,
        signature.results,
        properties={"callee": SymbolRefAttr(name.value)},
        location=call.location,
    )
    kept = iter(new_call.results)
    for index, result in enumerate(call.results):
        if index not in result_to_arg:
            result.replace_all_uses_with(next(kept))
            continue
        replacement = call.operands[result_to_arg[index]]
        if replacement.type != result.type:
            cast = builder.create(
                "memref.cast", [replacement], [result.type], location=call.location
            )
            replacement = cast.results[0]
        result.replace_all_uses_with(replacement)
    call.erase()


def _calls_by_callee(module: Operation) -> dict[Operation, list[Operation]]:
    """The `func.call`s under `module` by the `func.func` they call."""
    tables = SymbolTableCollection()
    calls: dict[Operation, list[Operation]] = {}
    for op in module.walk():
        if op.name.name != "func.call":
            continue
        ref = op.get_attr("callee")
        callee = (
            lookup_nearest_symbol_from(op, ref, tables) if isinstance(ref, SymbolRefAttr) else None
        )
        if callee is not None and callee.name.name == "func.func":
            calls.setdefault(callee, []).append(op)
    return calls
