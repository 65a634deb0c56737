"""Vector constants as the vector folders use them (MLIR's `DenseElementsAttr`): reshaping
one to another type of as many elements (`DenseElementsAttr::reshape`), and building a splat
of a scalar constant (`DenseElementsAttr::get(type, attr)`)."""

from __future__ import annotations

from ...ir import Attribute, Type
from ..elements import make, read


def reshape(attr: Attribute | None, type: Type) -> Attribute | None:
    """The elements constant `attr` (splat or not) as a constant of `type`, else None."""
    constant = read(attr)
    if constant is None or constant.shape is None:
        return None
    return make(type, list(constant.values))


def splat(attr: Attribute | None, type: Type) -> Attribute | None:
    """The splat constant of `type` of a splat elements constant `attr`, else None."""
    constant = read(attr)
    if constant is None or constant.shape is None or constant.splat is None:
        return None
    return make(type, [constant.splat])


def broadcast_scalar(attr: Attribute | None, type: Type, element: Type) -> Attribute | None:
    """The splat of `type` of a scalar constant `attr` of type `element`, else None."""
    constant = read(attr)
    if constant is None or constant.shape is not None or constant.type != element:
        return None
    return make(type, [constant.values[0]])
