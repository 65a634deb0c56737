"""How `mem2reg` reads and writes an `llvm` slot through another type than the slot's (MLIR's
LLVMMemorySlot.cpp: `areConversionCompatible`, `createExtractAndCast`,
`createInsertAndCast`), under the default data layout (little endian; an integer or float
of N bits takes ceil(N/8) bytes, a pointer 8): same-sized values are cast (`llvm.bitcast`,
`llvm.ptrtoint`, `llvm.inttoptr`, `llvm.addrspacecast`), a narrower load truncates, a
narrower store masks its bits into the slot's value. Casts fold as `createOrFold` folds them
(`foldChainableCast`). Types of unknown size (aggregates, vectors, f80) are not converted,
nor is anything under a `dlti.dl_spec` (a data layout this runtime does not read).
"""

from __future__ import annotations

from ...ir import FloatType, IntegerAttr, IntegerType, Location, Operation, Type, Value
from ...ir.types import I32
from ...rewrite.builder import OpBuilder

_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f128": 128}


def _is_pointer(type: Type) -> bool:
    return type.text == "!llvm.ptr" or type.text.startswith("!llvm.ptr<")


def size_in_bits(type: Type) -> int | None:
    """`DataLayout::getTypeSizeInBits` without a data layout spec, for the types it knows."""
    if isinstance(type, IntegerType):
        return type.width
    if isinstance(type, FloatType):
        return _FLOAT_BITS.get(type.text)
    return 64 if _is_pointer(type) else None


def conversion_compatible(op: Operation, target: Type, source: Type, narrowing: bool) -> bool:
    """`areConversionCompatible` at `op`: `source` converts to `target` by casts and
    truncations (`narrowing`) or extensions."""
    if target == source:
        return True
    if _under_layout_spec(op):
        return False
    target_bits, source_bits = size_in_bits(target), size_in_bits(source)
    if target_bits is None or source_bits is None:
        return False
    target_size, source_size = -(-target_bits // 8), -(-source_bits // 8)
    if _is_pointer(target) and _is_pointer(source):
        return target_size == source_size
    return target_size <= source_size if narrowing else target_size >= source_size


def _under_layout_spec(op: Operation) -> bool:
    parent = op.parent_op
    while parent is not None:
        if "dlti.dl_spec" in parent.attributes:
            return True
        parent = parent.parent_op
    return False


def _cast(builder: OpBuilder, name: str, value: Value, type: Type, location: Location) -> Value:
    """`createOrFold` of a cast: the chainable casts fold `cast(cast(x))`."""
    if name in ("llvm.bitcast", "llvm.addrspacecast"):
        if value.type == type:
            return value
        previous = value.owner
        if isinstance(previous, Operation) and previous.name.name == name:
            if previous.operands[0].type == type:
                return previous.operands[0]
            value = previous.operands[0]
    return builder.create(name, [value], [type], location=location).results[0]


def _int(builder: OpBuilder, value: Value, location: Location) -> Value:
    """`castToSameSizedInt`."""
    if isinstance(value.type, IntegerType):
        return value
    bits = size_in_bits(value.type)
    assert bits is not None, "a type `conversion_compatible` accepted"
    name = "llvm.ptrtoint" if _is_pointer(value.type) else "llvm.bitcast"
    return _cast(builder, name, value, IntegerType(bits), location)


def _from_int(builder: OpBuilder, value: Value, type: Type, location: Location) -> Value:
    """`castIntValueToSameSizedType`."""
    if value.type == type:
        return value
    name = "llvm.inttoptr" if _is_pointer(type) else "llvm.bitcast"
    return _cast(builder, name, value, type, location)


def _same_sized(builder: OpBuilder, value: Value, type: Type, location: Location) -> Value:
    """`castSameSizedTypes`."""
    if value.type == type:
        return value
    if _is_pointer(value.type) and _is_pointer(type):
        return _cast(builder, "llvm.addrspacecast", value, type, location)
    return _from_int(builder, _int(builder, value, location), type, location)


def _create(
    builder: OpBuilder, name: str, operands: list[Value], type: Type, location: Location
) -> Value:
    """An integer op with the default `overflowFlags` of the ops that have them."""
    properties = {"overflowFlags": IntegerAttr(0, I32)} if name in _OVERFLOW_FLAGS else None
    return builder.create(name, operands, [type], properties=properties, location=location).results[
        0
    ]


_OVERFLOW_FLAGS = frozenset({"llvm.trunc"})


def extract_and_cast(builder: OpBuilder, location: Location, source: Value, target: Type) -> Value:
    """`createExtractAndCast`: `target`'s worth of the low bits of `source`."""
    source_bits, target_bits = size_in_bits(source.type), size_in_bits(target)
    if source_bits == target_bits:
        return _same_sized(builder, source, target, location)
    assert target_bits is not None
    truncated = _create(
        builder, "llvm.trunc", [_int(builder, source, location)], IntegerType(target_bits), location
    )
    return _from_int(builder, truncated, target, location)


def insert_and_cast(
    builder: OpBuilder, location: Location, source: Value, reaching: Value
) -> Value:
    """`createInsertAndCast`: `source`'s bits over the low bits of `reaching`."""
    source_bits, slot_bits = size_in_bits(source.type), size_in_bits(reaching.type)
    if source_bits == slot_bits:
        return _same_sized(builder, source, reaching.type, location)
    assert source_bits is not None and slot_bits is not None
    whole = _int(builder, reaching, location)
    part = _create(builder, "llvm.zext", [_int(builder, source, location)], whole.type, location)
    mask_bits = ((1 << slot_bits) - 1) & ~((1 << source_bits) - 1)
    mask_value = mask_bits - (1 << slot_bits) if mask_bits >> (slot_bits - 1) else mask_bits
    mask = builder.create(
        "llvm.mlir.constant",
        [],
        [whole.type],
        properties={"value": IntegerAttr(mask_value, whole.type)},
        location=location,
    ).results[0]
    masked = _create(builder, "llvm.and", [whole, mask], whole.type, location)
    combined = _create(builder, "llvm.or", [masked, part], whole.type, location)
    return _from_int(builder, combined, reaching.type, location)
