"""The type transformers of upstream ops' `TypesMatchWith` constraints (and of
`AllTypesMatch`-like traits) that the declarative forms' parser reproduces, by their C++ text:
a value's type from another's. A transformer gives one type, or a list (the types of a
variadic group: `FunctionType::getInputs()`, a tensor's elements)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from ...ir.types import I1, FunctionType, Type
from .shaped_types import (
    element_type,
    shaped,
    top_level_comma,
    type_of,
    with_element,
    wrapped_type,
)

ASYNC_VALUE = "!async.value<"

Transformer = Callable[[Type], "Type | list[Type]"]


def _same(type: Type) -> Type:
    return type


def _i1_same_shape(type: Type) -> Type:
    return with_element(type, I1)


def _function_inputs(type: Type) -> list[Type]:
    return list(type.inputs) if isinstance(type, FunctionType) else []


def _function_results(type: Type) -> list[Type]:
    return list(type.results) if isinstance(type, FunctionType) else []


_MOST_ELEMENTS = 1 << 20  # more values than any input holds: their count is wrong anyway


def _tensor_elements(type: Type) -> list[Type]:
    """One element type per element of a static tensor (`tensor.from_elements`); none for
    a tensor of more elements than an input could list."""
    parts = shaped(type)
    if parts is None or parts.kind != "tensor" or "?" in parts.dims or "*" in parts.dims:
        return []
    dims = parts.dims.split("x")[:-1]
    if any(len(dim) > 9 for dim in dims):  # no list that long to make
        return []
    count = math.prod(int(dim) for dim in dims)
    return [type_of(parts.element)] * count if count <= _MOST_ELEMENTS else []


def _spirv_bool_like(type: Type) -> Type:
    """SPIR-V's `getUnaryOpResultType`: i1, or a 1-D vector of i1 as long as the vector."""
    parts = shaped(type)
    if parts is None or parts.kind != "vector":
        return I1
    count = math.prod(int(dim.strip("[]")) for dim in parts.dims.split("x")[:-1])
    return type_of(f"vector<{count}xi1>")


def _spirv_pointee(type: Type) -> Type:
    """The pointee of `!spirv.ptr<pointee, storage class>`."""
    text = type.text
    if not (text.startswith("!spirv.ptr<") and text.endswith(">")):
        return type
    body = text[len("!spirv.ptr<") : -1]
    return type_of(body[: top_level_comma(body)].strip())


def _async_value(type: Type) -> Type:
    """The `T` of `!async.value<T>` (`ValueType::getValueType`)."""
    return wrapped_type(type, ASYNC_VALUE) or type


def _ptr_metadata(type: Type) -> Type:
    """`!ptr.ptr_metadata<type>` (`PtrMetadataType::get`)."""
    return type_of(f"!ptr.ptr_metadata<{type.text}>")


def _llvm_val_and_bool(type: Type) -> Type:
    """`!llvm.struct<(T, i1)>` (`llvm.cmpxchg`'s `getValAndBoolStructType`); LLVM types
    inside LLVM types print without their `!llvm.` prefix."""
    return type_of(f"!llvm.struct<({type.text.removeprefix('!llvm.')}, i1)>")


TRANSFORMERS: Mapping[str, Transformer] = {
    "$_self": _same,
    "::llvm::cast<Type>($_self)": _same,
    "getI1SameShape($_self)": _i1_same_shape,
    "::getI1SameShape($_self)": _i1_same_shape,
    "::llvm::cast<ShapedType>($_self).clone( IntegerType::get($_self.getContext(), 1))": (
        _i1_same_shape
    ),
    "::llvm::cast<ComplexType>($_self).getElementType()": element_type,
    "::llvm::cast<TensorType>($_self).getElementType()": element_type,
    "::llvm::cast<MemRefType>($_self).getElementType()": element_type,
    "::llvm::cast<ShapedType>($_self).getElementType()": element_type,
    "::llvm::cast<::mlir::VectorType>($_self).getElementType()": element_type,
    "::llvm::cast<mlir::VectorType>($_self).getElementType()": element_type,
    "::llvm::cast<VectorType>($_self).getElementType()": element_type,
    "::llvm::cast<mlir::VectorType>($_self).cloneWith({}, IntegerType::get($_ctxt, 1))": (
        _i1_same_shape
    ),
    "::mlir::getElementTypeOrSelf($_self)": element_type,
    "::llvm::cast<FunctionType>($_self).getInputs()": _function_inputs,
    "::llvm::cast<FunctionType>($_self).getResults()": _function_results,
    "SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), "
    "::llvm::cast<RankedTensorType>($_self).getElementType())": _tensor_elements,
    "getUnaryOpResultType($_self)": _spirv_bool_like,
    "llvm::cast<PointerType>($_self).getPointeeType()": _spirv_pointee,
    "::llvm::cast<ValueType>($_self).getValueType()": _async_value,
    "PtrMetadataType::get(cast<PtrLikeTypeInterface>($_self))": _ptr_metadata,
    "getValAndBoolStructType($_self)": _llvm_val_and_bool,
}
