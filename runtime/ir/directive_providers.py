"""Where the `custom<Name>` directives that dialects define (not the asm layer's own) come
from: a dialect package names each directive with the loader that registers it (`provide`),
cheaply, when the runtime starts; the asm layer's format interpreter runs the loader the
first time it meets the name, whoever asks first (an op of the dialect, a report, a test),
so a form never depends on which dialect happened to load before it. (An opaque slot of the
IR layer: the asm layer gives the directives their meaning.)"""

from __future__ import annotations

from collections.abc import Callable

_PROVIDERS: dict[str, Callable[[], object]] = {}


def provide(name: str, loader: Callable[[], object]) -> None:
    """`loader` registers directive `name` (with `format.directives.register_directive`)."""
    _PROVIDERS[name] = loader


def load_provider(name: str) -> bool:
    """Run the loader of directive `name`, once; whether there was one. (The dialect
    registry is imported first: with it, the runtime's site, whose dialects provide.)"""
    from . import dialects  # noqa: F401

    loader = _PROVIDERS.pop(name, None)
    if loader is None:
        return False
    loader()
    return True
