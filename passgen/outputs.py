"""From validated specs to the full set of generated files (path -> text)."""

from __future__ import annotations

from pathlib import Path

from .config import Config
from .load import LoadedSpec
from .render import HEADER, environment, render_group, render_python
from .views import group_view


def generate(config: Config, specs: list[LoadedSpec]) -> dict[Path, str]:
    """Every file one build writes: per group two modules, the package `__init__`, the docs."""
    env = environment(config.templates)
    views = sorted((group_view(s) for s in specs), key=lambda v: v.module)
    files: dict[Path, str] = {}
    for view in views:
        for name, text in render_group(env, view, config.package).items():
            files[config.output / name] = text
    sources = ", ".join(v.source for v in views) or "no specs"
    files[config.output / "__init__.py"] = render_python(
        env, "package_init.py.j2", groups=views, package=config.package,
        header=HEADER.format(source=sources),
    )
    if config.docs is not None:
        docs = env.get_template("Passes.md.j2").render(
            groups=sorted(views, key=lambda v: v.group), header=HEADER.format(source=sources)
        )
        files[config.docs] = docs.rstrip("\n") + "\n"
    return files
