"""`vector.contract`'s canonicalization pattern (MLIR's `CanonicalizeContractAdd<AddIOp>` and
`<AddFOp>`, rooted at the add): `add(contract(a, b, zero), x) -> contract(a, b, x)`."""

from __future__ import annotations

from ...ir import Operation, Value
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..elements import read


def _is_zero(value: Value) -> bool:
    """An `arith.constant` of the zero of the value's type (`Builder::getZeroAttr`)."""
    if defining_op(value, "arith.constant") is None:
        return False
    constant = read(constant_operand(value))
    return constant is not None and constant.type == value.type and constant.values == (0,)


class CanonicalizeContractAdd(RewritePattern):
    def __init__(self, add: str, cpp_type: str) -> None:
        super().__init__(f"arith.{add}", generated_ops=("vector.contract",))
        self.debug_name = f"CanonicalizeContractAdd<mlir::arith::{cpp_type}>"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        for maybe_contract, other in ((lhs, rhs), (rhs, lhs)):
            contract = defining_op(maybe_contract, "vector.contract")
            if contract is None or not _is_zero(contract.operands[2]):
                continue
            clone = rewriter.clone(contract, {contract.operands[2]: other})
            rewriter.replace_op(op, clone.results)
            return True
        return False
