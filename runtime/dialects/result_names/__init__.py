"""The result names upstream ops give themselves in the custom form (their C++
`getAsmResultNames`, MLIR's `OpAsmOpInterface`): `%cast`, `%subview`, `%idx1`,
`%thread_id_x`... `names` holds the fixed names, `computed` those that depend on the op;
the packages of the dialects (vector, index, linalg, gpu, memref, shape, shard, smt, tensor,
complex...) add them to their forms (`hooks.dialect_hooks("vector")`). Names ODS generates
(multi-result ops) are the asm layer's.
"""
