"""The type transformers of upstream ops' `TypesMatchWith` constraints (and of
`AllTypesMatch`-like traits) that the declarative forms' parser reproduces, by their C++ text:
a value's type from another's. A transformer gives one type, or a list (the types of a
variadic group: `FunctionType::getInputs()`, a tensor's elements)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping

from .shaped_types import (
    Shaped,
    element_type,
    shaped,
    top_level_comma,
    top_level_parts,
    type_of,
    with_element,
    wrapped_type,
)
from .types import I1, FunctionType, Type

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


def _spirv_image(type: Type) -> Type:
    """The image of `!spirv.sampled_image<image>` (`SampledImageType::getImageType`)."""
    return wrapped_type(type, "!spirv.sampled_image<") or type


def _async_value(type: Type) -> Type:
    """The `T` of `!async.value<T>` (`ValueType::getValueType`)."""
    return wrapped_type(type, ASYNC_VALUE) or type


def _ptr_metadata(type: Type) -> Type:
    """`!ptr.ptr_metadata<type>` (`PtrMetadataType::get`)."""
    return type_of(f"!ptr.ptr_metadata<{type.text}>")


_SMT_ARRAY = re.compile(r"!smt\.array<\[(.*) -> (.*)\]>\Z")
_SMT_FUNC = re.compile(r"!smt\.func<\((.*)\) (.*)>\Z")


def _smt_array_part(part: int) -> Transformer:
    """`ArrayType`'s domain (1) or range (2) type: `!smt.array<[domain -> range]>`."""

    def transform(type: Type) -> Type:
        found = _SMT_ARRAY.match(type.text)
        return type if found is None else type_of(found.group(part))

    return transform


def _smt_func_range(type: Type) -> Type:
    """`SMTFuncType::getRangeType`: the type after the domain of `!smt.func<(...) range>`."""
    found = _SMT_FUNC.match(type.text)
    return type if found is None else type_of(found.group(2))


def _smt_func_domain(type: Type) -> list[Type]:
    """`SMTFuncType::getDomainTypes`: the types in `!smt.func<(domain...) range>`."""
    found = _SMT_FUNC.match(type.text)
    if found is None or not found.group(1):
        return []
    return [type_of(text) for text in top_level_parts(found.group(1))]


PDL_RANGE = "!pdl.range<"


def pdl_range(element: Type) -> Type:
    """`!pdl.range<element>` (`pdl::RangeType::get`), of a range's element type if a range."""
    inner = wrapped_type(element, PDL_RANGE) or element
    return type_of(f"{PDL_RANGE}{inner.text.removeprefix('!pdl.')}>")


def _pdl_value_type_of(type: Type) -> Type:
    """PDLInterp.cpp's `getGetValueTypeOpValueType`: `!pdl.value`, a range of them for a
    range of types."""
    value = type_of("!pdl.value")
    return pdl_range(value) if type.text.startswith(PDL_RANGE) else value


def _svbool(type: Type) -> Type:
    """ArmSVE's `convert_to_svbool` type: the vector with its trailing dimension set to 16
    (`VectorType::Builder::setDim(rank - 1, 16)`), scalable if it was."""
    parts = shaped(type)
    if parts is None or parts.kind != "vector" or not parts.dims:
        return type
    dims = parts.dims.split("x")[:-1]
    dims[-1] = "[16]" if dims[-1].startswith("[") else "16"
    return type_of(Shaped("vector", "x".join(dims) + "x", parts.element, parts.rest).text())


def _leading_dim(type: Type) -> str:
    """The first dimension of a vector type (`getShape()[0]`), as written."""
    parts = shaped(type)
    return parts.dims.split("x")[0].strip("[]") if parts is not None and parts.dims else "1"


def _mask_integer(type: Type) -> Type:
    """X86Vector's mask integer: `i<N>` of a vector of N elements (`IntegerType::get(ctx,
    shape[0])`)."""
    return type_of(f"i{_leading_dim(type)}")


def _mask_vector(type: Type) -> Type:
    """X86Vector's mask vector: `vector<Nxi1>` of a vector of N elements."""
    return type_of(f"vector<{_leading_dim(type)}xi1>")


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
    "::llvm::cast<spirv::SampledImageType>($_self).getImageType()": _spirv_image,
    "::llvm::cast<ValueType>($_self).getValueType()": _async_value,
    "PtrMetadataType::get(cast<PtrLikeTypeInterface>($_self))": _ptr_metadata,
    "pdl::RangeType::get($_self)": pdl_range,
    "cast<ArrayType>($_self).getDomainType()": _smt_array_part(1),
    "cast<ArrayType>($_self).getRangeType()": _smt_array_part(2),
    "cast<SMTFuncType>($_self).getDomainTypes()": _smt_func_domain,
    "cast<SMTFuncType>($_self).getRangeType()": _smt_func_range,
    "getGetValueTypeOpValueType($_self)": _pdl_value_type_of,
    "getValAndBoolStructType($_self)": _llvm_val_and_bool,
    "VectorType(VectorType::Builder(::llvm::cast<VectorType>($_self))"
    ".setDim(::llvm::cast<VectorType>($_self).getRank() - 1, 16))": _svbool,
    "IntegerType::get($_self.getContext(), (::llvm::cast<VectorType>($_self).getShape()[0]))": (
        _mask_integer
    ),
    "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0]}, "
    "IntegerType::get($_self.getContext(), 1))": _mask_vector,
}
