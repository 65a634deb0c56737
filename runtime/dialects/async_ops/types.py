"""The `async` dialect's types as the forms need them: `!async.token`, and the type an
`!async.value<T>` wraps (`ValueType::getValueType`)."""

from __future__ import annotations

from ...ir.shaped_types import type_of, wrapped_type
from ...ir.type_transformers import ASYNC_VALUE
from ...ir.types import Type

TOKEN = type_of("!async.token")


def value_type(type: Type) -> Type | None:
    """`T` of `!async.value<T>`; None for any other type."""
    return wrapped_type(type, ASYNC_VALUE)
