"""From validated specs to the full set of generated files (path -> text)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from jinja2 import Environment

from .anchors import resolve as resolve_anchors
from .config import Config
from .diagnostics import Problem, SpecError
from .dialect_spec import LoadedDialect
from .load import LoadedSpec
from .markdown import comment
from .render import DOC_HEADER, HEADER, environment, group_names, render_group, render_python
from .naming import snake_case
from .views import GroupView, group_view


def group_files(config: Config, spec: LoadedSpec) -> list[Path]:
    """The two modules generated from one spec."""
    return [config.output / name for name in group_names(snake_case(spec.spec.group))]


def generate(
    config: Config,
    specs: list[LoadedSpec],
    reuse: set[str] = frozenset(),  # type: ignore[assignment]
    template_cache: Path | None = None,
    dialects: Sequence[LoadedDialect] = (),
) -> dict[Path, str]:
    """Every file one build writes: per group two modules, per dialect one module, the
    package `__init__`, the docs.

    Modules of the specs named in `reuse` (unchanged since they were written) are
    read back from disk instead of rendered; compiled templates are kept in
    `template_cache` when given.
    """
    env = environment(config.templates, template_cache)
    views = sorted((group_view(s) for s in specs), key=lambda v: v.module)
    files: dict[Path, str] = {}
    for view in views:
        if view.source in reuse:
            for name in group_names(view.module):
                files[config.output / name] = (config.output / name).read_text(encoding="utf-8")
            continue
        for name, text in render_group(env, view, config.package).items():
            files[config.output / name] = text
    ordered = sorted(dialects, key=lambda d: d.name)
    for dialect in ordered:
        module = config.output / f"{dialect.name}_dialect.py"
        if module in files:
            raise SpecError([Problem(dialect.document.position(("dialect",)), f"dialect "
                                     f"'{dialect.name}' generates {config.display(module)}, "
                                     "which a spec group generates too; rename one")],
                            {dialect.document.path: dialect.document.lines})
        files[module] = render_python(
            env, "dialect.py.j2", dialect=dialect, source=dialect.document.path.as_posix(),
            header=HEADER)
    files[config.output / "__init__.py"] = render_python(
        env, "package_init.py.j2", groups=views, package=config.package, header=HEADER,
        dialects=ordered)
    if config.docs is not None:
        files[config.docs] = render_docs(env, config, views)
    if config.group_docs is not None:
        for view in views:
            files[config.group_docs / f"{view.group}.md"] = render_docs(env, config, [view])
    return files


def render_docs(env: Environment, config: Config, views: list[GroupView]) -> str:
    """The documentation of `views` in the configured style (`mlir`: mlir-tblgen's bytes)."""
    if config.doc_style == "mlir":
        return env.get_template("Passes.mlir.md.j2").render(groups=views)
    sources = ", ".join(v.source for v in views) or "no specs"
    docs = env.get_template("Passes.md.j2").render(
        groups=sorted(views, key=lambda v: v.group), header=DOC_HEADER.format(sources=comment(sources))
    )
    return resolve_anchors(docs.rstrip("\n") + "\n")
