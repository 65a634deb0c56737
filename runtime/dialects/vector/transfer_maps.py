"""The permutation maps of vector transfers, on their canonical text
(`affine_map<(d0, d1) -> (d1)>`): the minor identity a transfer defaults to
(`getTransferMinorIdentityMap`), whether a map is one (`isMinorIdentity`), and the mask type
a map gives (`inferTransferOpMaskType`)."""

from __future__ import annotations

import re

from ...ir.attributes import Attribute, OpaqueAttr
from ...ir.shaped_types import shaped, type_of
from ...ir.types import Type

_MAP = re.compile(r"affine_map<\(([^)]*)\) -> \(([^)]*)\)>\Z")


def minor_identity(rank: int, results: int) -> OpaqueAttr:
    """`(d0, ..., d{rank-1}) -> (the last `results` dims)`."""
    dims = [f"d{index}" for index in range(rank)]
    return OpaqueAttr(f"affine_map<({', '.join(dims)}) -> ({', '.join(dims[rank - results :])})>")


def map_parts(attr: Attribute) -> tuple[list[str], list[str]] | None:
    """The dims and results of a map without symbols, None for any other attribute."""
    found = _MAP.match(attr.text)
    if found is None:
        return None
    return _split(found[1]), _split(found[2])


def is_minor_identity(attr: Attribute) -> bool:
    parts = map_parts(attr)
    if parts is None:
        return False
    dims, results = parts
    return len(results) <= len(dims) and results == dims[len(dims) - len(results) :]


def default_map(source: Type, vector: Type) -> OpaqueAttr:
    """The minor identity from the source's rank to the vector's (less the rank of the
    source's vector elements); `() -> (0)` for a 0-d source and a `vector<1xT>`."""
    source_parts, vector_parts = shaped(source), shaped(vector)
    source_dims = _dims(source_parts.dims) if source_parts else []
    vector_dims = _dims(vector_parts.dims) if vector_parts else []
    element_rank = 0
    if source_parts is not None and source_parts.element.startswith("vector<"):
        inner = shaped(type_of(source_parts.element))
        element_rank = len(_dims(inner.dims)) if inner else 0
    if not source_dims and vector_dims == ["1"]:
        return OpaqueAttr("affine_map<() -> (0)>")
    return minor_identity(len(source_dims), len(vector_dims) - element_rank)


def mask_type(vector: Type, attr: Attribute) -> str:
    """The `vector<...xi1>` text of a transfer's mask: the vector's dims that the map's
    used source dims map to, in source-dim order (`vector<1xi1>` when none)."""
    parts = shaped(vector)
    dims = _dims(parts.dims) if parts else []
    found = map_parts(attr)
    results = found[1] if found else []
    used = sorted({dim for dim in results if dim.startswith("d")}, key=_dim_number)
    shape = [dims[results.index(dim)] for dim in used]
    return f"vector<{'x'.join(shape or ['1'])}xi1>"


def rank_of_results(attr: Attribute) -> int:
    found = map_parts(attr)
    return len(found[1]) if found else 0


def _dim_number(dim: str) -> int:
    return int(dim[1:]) if dim.startswith("d") else -1


def _dims(text: str) -> list[str]:
    return text.split("x")[:-1]


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]
