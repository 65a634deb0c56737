"""`func`'s interface models: `func.func` callable, `func.call` and `func.call_indirect`
calls (MLIR's `FuncOps.cpp`), `func.return` `ReturnLike` (forwarding every operand to the
region branch point it returns to), and its inliner interface (MLIR's func `InlinerExtension`):
everything may be inlined; an inlined `func.return` becomes a `cf.br` to the block after
the call, or, from a single block, gives the call's results directly."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.call import Callee, CallOpInterface, FunctionCallable, SymbolCall
from ...interfaces.control_flow import ReturnLikeTerminator
from ...interfaces.inliner import LegalOpsInliner, replace_with_operands
from ...ir import Block, Operation, Value


class CallIndirect(CallOpInterface):
    """`func.call_indirect`: the callee is its first operand, the arguments the rest."""

    def get_callable_for_callee(self, op: Operation) -> Callee:
        return op.operands[0]

    def set_callee_from_callable(self, op: Operation, callee: Callee) -> None:
        assert isinstance(callee, Value)
        op.set_operand(0, callee)

    def get_arg_operands(self, op: Operation) -> list[Value]:
        return op.operands[1:]


class FuncInliner(LegalOpsInliner):
    """MLIR's `FuncInlinerInterface`."""

    def __init__(self) -> None:
        super().__init__(into_regions=True, calls=True)

    def handle_terminator(self, op: Operation, new_dest: Block) -> None:
        if op.name.name != "func.return":
            return
        branch = Operation.create(
            op.context, "cf.br", op.operands, successors=[new_dest], location=op.location
        )
        assert op.parent is not None
        op.parent.insert_before(op, branch)
        op.erase()

    def handle_terminator_values(self, op: Operation, values_to_replace: Sequence[Value]) -> None:
        replace_with_operands(op, values_to_replace)


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of(
        {
            "func": (FunctionCallable(),),
            "call": (SymbolCall(),),
            "call_indirect": (CallIndirect(),),
            "return": (ReturnLikeTerminator(),),
        },
        FuncInliner(),
    )
