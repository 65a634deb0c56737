"""The runtime's API is consistent: a question with no arguments (`is_*`, `has_*`, `use_*`) is
a property, like `users` and `use_count`, so `if not value.has_uses:` cannot silently test a
bound method (always true)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import passgen.runtime


def test_questions_without_arguments_are_properties() -> None:
    methods = []
    for info in pkgutil.walk_packages(passgen.runtime.__path__, "passgen.runtime."):
        module = importlib.import_module(info.name)
        for cls in vars(module).values():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            for name, member in vars(cls).items():
                if name.startswith(("is_", "has_", "use_")) and inspect.isfunction(member):
                    if len(inspect.signature(member).parameters) == 1:
                        methods.append(f"{module.__name__}.{cls.__name__}.{name}")
    assert methods == []
