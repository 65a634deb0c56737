"""The region builders of linalg's structured ops, as data: MLIR 22's OpDSL ops
(`named_ops.json`, imported by `passgen.ods.linalg_named`, whose docstring gives the
layout) and the ops whose builders are C++ in LinalgOps.cpp, written in the same statement
language here (`matmul`, `batch_matmul`, `batch_reduce_matmul` and `contract`: the operands
cast to the accumulator's type by the `cast` function, multiplied and added to it;
`elementwise`: its `kind`'s function of the inputs)."""

from __future__ import annotations

import functools
import os
from typing import Any

from ...ir.json_blocks import block

NamedOp = dict[str, Any]

_DATA = os.path.join(os.path.dirname(__file__), "named_ops.json")

_CONTRACTION: NamedOp = {
    "args": 3,
    "functions": {"cast": "cast_signed"},
    "body": [
        ["type", "@cast", ["arg_type", 2], ["arg", 0]],
        ["type", "@cast", ["arg_type", 2], ["arg", 1]],
        ["binary", "mul", ["value", 0], ["value", 1]],
        ["binary", "add", ["arg", 2], ["value", 2]],
    ],
    "yields": [["value", 3]],
}
CONTRACTIONS = ("matmul", "batch_matmul", "batch_reduce_matmul", "contract")

UNARY_KINDS = "exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf".split()
BINARY_KINDS = (
    "add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf".split()
)
TERNARY_KINDS = ("select",)
ARITIES = {"unary": UNARY_KINDS, "binary": BINARY_KINDS, "ternary": TERNARY_KINDS}


@functools.cache
def named_op(mnemonic: str) -> NamedOp | None:
    """The builder data of `linalg.<mnemonic>` (None: no such named op)."""
    if mnemonic in CONTRACTIONS:
        return _CONTRACTION
    found: NamedOp | None = block(_DATA, "linalg").get(mnemonic)
    return found


def named_mnemonics() -> list[str]:
    """The OpDSL ops and the C++ contractions, sorted."""
    return sorted({*block(_DATA, "linalg"), *CONTRACTIONS})


@functools.cache
def elementwise_op(kind: str) -> NamedOp | None:
    """The body of `linalg.elementwise` of kind `kind`: its function of the first
    `arity` block arguments (None: no such kind)."""
    for arity_name, kinds in ARITIES.items():
        if kind in kinds:
            arity = list(ARITIES).index(arity_name) + 1
            operands = [["arg", index] for index in range(arity)]
            return {
                "args": arity + 1,
                "body": [[arity_name, kind, *operands]],
                "yields": [["value", 0]],
            }
    return None
