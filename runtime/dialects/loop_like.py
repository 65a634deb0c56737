"""`LoopLikeOpInterface`'s verifier (MLIR's `detail::verifyLoopLikeOpInterface`,
mlir/lib/Interfaces/LoopLikeInterface.cpp), with mlir-opt's messages, for the loops whose
region verifiers run it first (`scf.for`, `scf.while`, `affine.for`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..ir.operation import Value


def verify_loop_like(
    inits: Sequence[Value],
    iter_args: Sequence[Value],
    yielded: Sequence[Value],
    results: Sequence[Value] | None,
) -> str | None:
    """`detail::verifyLoopLikeOpInterface` (its loop-result index is always 0 in LLVM 22)."""
    if len(inits) != len(iter_args):
        return f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}"
    if yielded and len(iter_args) != len(yielded):
        return (
            "different number of region iter_args and yielded values: "
            f"{len(iter_args)} != {len(yielded)}"
        )
    if results is not None and len(results) != len(iter_args):
        return (
            "different number of loop results and region iter_args: "
            f"{len(results)} != {len(iter_args)}"
        )
    for index, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type != arg.type:
            return (
                f"{index}-th init and {index}-th region iter_arg have different type: "
                f"'{init.type}' != '{arg.type}'"
            )
        if yielded and arg.type != yielded[index].type:
            return (
                f"{index}-th region iter_arg and {index}-th yielded value have different "
                f"type: '{arg.type}' != '{yielded[index].type}'"
            )
    for arg, result in zip(iter_args, results or ()):
        if arg.type != result.type:
            return (
                "0-th region iter_arg and 0-th loop result have different type: "
                f"'{arg.type}' != '{result.type}'"
            )
    return None
