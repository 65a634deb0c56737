"""The runtime's API reference (docs/api.md), generated from its docstrings and signatures.

    python -m passgen.docs.api_reference > docs/api.md      (`make build` does it)

A page per package a pass author uses: every exported class with its constructor, public
methods and properties, every exported function; each with its docstring's first paragraph.
The test suite checks docs/api.md is fresh.
"""

from __future__ import annotations

import enum
import importlib
import inspect
import re
import sys
from collections.abc import Iterator
from typing import Any

# The packages documented, in order, with what a pass author uses them for.
PACKAGES = {
    "passgen.runtime": "passes, pass managers, options, the registry, textual pipelines",
    "passgen.runtime.ir": "the IR: context, dialects, operations, values, attributes, types",
    "passgen.runtime.asm": "parsing and printing IR (generic and custom forms)",
    "passgen.runtime.rewrite": "patterns, the rewriter and the drivers",
    "passgen.runtime.interfaces": "op and dialect interfaces, and the dialects' models of them",
    "passgen.runtime.builder": "the pipeline builder",
    "passgen.runtime.statistics": "pass statistics",
    "passgen.runtime.analysis": "analyses and what passes preserve",
    "passgen.runtime.ir.dominance": "dominance analyses",
    "passgen.runtime.ir.topological_sort": "sorting a block's ops topologically",
}


def _exports(module: Any) -> list[str]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [
            n
            for n, v in vars(module).items()
            if not n.startswith("_")
            and getattr(v, "__module__", None) == module.__name__
            and (inspect.isclass(v) or inspect.isfunction(v))
        ]
    return sorted(names)


def _summary(obj: Any) -> str:
    """The first paragraph of `obj`'s own docstring, on one line."""
    doc = inspect.getdoc(obj) if isinstance(obj, (type, property)) or callable(obj) else None
    if not doc:
        return ""
    return " ".join(doc.split("\n\n")[0].split())


def _signature(obj: Any) -> str:
    try:
        text = str(inspect.signature(obj))
    except (TypeError, ValueError):
        return "(...)"
    text = re.sub(r"<([\w.]+) object at 0x[0-9a-f]+>", r"<\1>", text)  # no addresses
    text = re.sub(r"ForwardRef\('([^']*)'\)", r"\1", text)
    # Annotations are source text: `x: 'int'` -> `x: int`.
    return re.sub(r"((?:\(|, )\*{0,2}\w+: |-> )'([^']*)'", r"\1\2", text)


def _members(cls: type) -> Iterator[str]:
    for name, member in sorted(vars(cls).items()):
        if name.startswith("_"):
            continue
        if isinstance(member, property):
            yield f"- `{name}` (property){_dash(_summary(member))}"
        elif isinstance(member, (classmethod, staticmethod)):
            function = member.__func__
            signature = _signature(function)
            if isinstance(member, classmethod):
                signature = re.sub(r"^\(cls(, )?", "(", signature)
            yield f"- `{name}{signature}`{_dash(_summary(function))}"
        elif inspect.isfunction(member):
            yield f"- `{name}{re.sub(r'^[(]self(, )?', '(', _signature(member))}`{_dash(_summary(member))}"


def _dash(text: str) -> str:
    return f": {text}" if text else ""


def reference() -> str:
    """docs/api.md."""
    lines = [
        "# API reference",
        "",
        "Generated from the runtime's docstrings by `python -m passgen.docs.api_reference`; "
        "see [writing-passes.md](writing-passes.md) for a tutorial.",
        "",
    ]
    for package, purpose in PACKAGES.items():
        module = importlib.import_module(package)
        lines += [f"## `{package}`", "", f"{purpose[0].upper()}{purpose[1:]}.", ""]
        for name in _exports(module):
            obj = getattr(module, name)
            if inspect.isclass(obj) and issubclass(obj, enum.Enum):
                values = ", ".join(f"`{member.name}`" for member in obj)
                lines += [f"### enum `{name}`", "", f"{_summary(obj)} Members: {values}.", ""]
            elif inspect.isclass(obj):
                init = _signature(obj).replace("(self, ", "(").replace("(self)", "()")
                lines += [f"### class `{name}{init}`", ""]
                if _summary(obj):
                    lines += [_summary(obj), ""]
                members = list(_members(obj))
                lines += [*members, ""] if members else []
            elif callable(obj):
                lines += [f"### `{name}{_signature(obj)}`", ""]
                lines += [_summary(obj), ""] if _summary(obj) else []
            else:
                lines += [
                    f"### `{name}`",
                    "",
                    f"A constant: `{obj!r}`." if len(repr(obj)) < 60 else "A constant.",
                    "",
                ]
    return "\n".join(lines).rstrip("\n") + "\n"


if __name__ == "__main__":
    sys.stdout.write(reference())
