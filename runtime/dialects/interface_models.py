"""`Dialect.interface_models` for the dialect packages of this layer: each package's
`interfaces` module gives `interface_models()`, imported when the interfaces layer first
asks, so loading a dialect imports none of it."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def interface_models_of(package: str) -> Callable[[], Any]:
    """The loader of `runtime/dialects/<package>/interfaces.py`'s models."""

    def load() -> Any:
        return importlib.import_module(f"{__package__}.{package}.interfaces").interface_models()

    return load
