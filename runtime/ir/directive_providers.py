"""Where the `custom<Name>` directives that dialects define (not the asm layer's own) come
from: a dialect package names its directives and the module of its folder that registers
them (`provide`), cheaply, when the runtime starts; the asm layer's format interpreter
imports the module the first time it meets one of the names, whoever asks first (an op of
the dialect, a report, a test), so a form never depends on which dialect happened to load
before it. (An opaque slot of the IR layer: the asm layer gives the directives their
meaning.)"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

_PROVIDERS: dict[str, str] = {}


def provide(names: Iterable[str], module: str) -> None:
    """Importing `module` registers the directives `names`
    (`format.directives.register_directive`)."""
    for name in names:
        _PROVIDERS[name] = module


def load_provider(name: str) -> bool:
    """Import the module that registers directive `name`; whether there is one. (The
    dialect registry is imported first: with it, the runtime's site, whose dialects provide.)"""
    from . import dialects  # noqa: F401

    module = _PROVIDERS.pop(name, None)
    if module is None:
        return False
    importlib.import_module(module)
    return True
