"""Upstream ops whose result names depend on the op (their C++ `getAsmResultNames`):
`index.constant` (`%idx42`, IndexOps.cpp), `index.bool.constant` and `smt.constant` (`%true`), `shape.const_size`
(`%c3`, ShapeOps.cpp), the gpu index ops (`%thread_id_x`, GPUOps.td's `GPU_IndexOp`) and
`memref.extract_strided_metadata` (`%base_buffer, %offset, %sizes:2, %strides:2`) and
`shard.neighbors_linear_indices` (`%down_linear_idx, %up_linear_idx`, ShardOps.cpp) and
`ml_program.global_load(_const)` (the global's name, MLProgramOps.cpp)."""

from __future__ import annotations

from ...asm.custom_form import ResultNames, SetName
from ...asm.ods_result_names import group_result_names
from ...ir import Attribute, IntegerAttr, Operation, SymbolRefAttr

GPU_INDEX_OPS = (
    "block_dim",
    "block_id",
    "cluster_block_id",
    "cluster_dim",
    "cluster_dim_blocks",
    "cluster_id",
    "global_id",
    "grid_dim",
    "thread_id",
)
STRIDED_METADATA = ("base_buffer", "offset", "sizes", "strides")
NEIGHBORS = ("down_linear_idx", "up_linear_idx")


def _value(op: Operation) -> Attribute | None:
    value: Attribute | None = op.get_attr("value")
    return value


def prefixed_constant(prefix: str) -> ResultNames:
    """Names the result `prefix` and the integer `value` of the op (`%idx42`, `%c3`)."""

    def result_names(op: Operation, set_name: SetName) -> None:
        value = _value(op)
        if isinstance(value, IntegerAttr):
            set_name(op.results[0], f"{prefix}{value.value}")

    return result_names


def bool_constant(op: Operation, set_name: SetName) -> None:
    """`%true` or `%false` (an i1 integer or a `BoolAttr`, as `smt.constant` holds)."""
    value = _value(op)
    if isinstance(value, IntegerAttr):
        set_name(op.results[0], "true" if value.value else "false")
    elif value is not None and value.text in ("true", "false"):
        set_name(op.results[0], value.text)


def gpu_index(op: Operation, set_name: SetName) -> None:
    """The op's mnemonic and dimension: `%thread_id_x`."""
    dimension = op.get_attr("dimension")
    if dimension is not None:
        case = str(dimension).rstrip(">").rpartition(" ")[2]
        set_name(op.results[0], f"{op.name.name.partition('.')[2]}_{case}")


def global_name(op: Operation, set_name: SetName) -> None:
    """The loaded global's name: `%weights` for `ml_program.global_load @weights`."""
    symbol = {**op.properties, **op.attributes}.get("global")
    if isinstance(symbol, SymbolRefAttr) and op.results:
        set_name(op.results[0], symbol.leaf)


def named_groups(names: tuple[str, ...]) -> ResultNames:
    """Names the first value of each result group: `%base_buffer, %offset, %sizes:2, ...`."""

    def result_names(op: Operation, set_name: SetName) -> None:
        signature = op.name.definition.signature if op.name.definition else None
        if signature is not None:
            group_result_names(names, signature.result_group)(op, set_name)

    return result_names


COMPUTED_NAMES: dict[str, ResultNames] = {
    "index.constant": prefixed_constant("idx"),
    "index.bool.constant": bool_constant,
    "smt.constant": bool_constant,
    "shape.const_size": prefixed_constant("c"),
    "ml_program.global_load": global_name,
    "ml_program.global_load_const": global_name,
    "memref.extract_strided_metadata": named_groups(STRIDED_METADATA),
    "shard.neighbors_linear_indices": named_groups(NEIGHBORS),
    **{f"gpu.{mnemonic}": gpu_index for mnemonic in GPU_INDEX_OPS},
}
