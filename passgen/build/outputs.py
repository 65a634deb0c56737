"""From validated specs to the full set of generated files (path -> text)."""

from __future__ import annotations

import fnmatch
import glob
from collections.abc import Sequence
from pathlib import Path

from jinja2 import Environment

from passgen.cpp import render as cpp_render
from passgen.docs.anchors import resolve as resolve_anchors
from passgen.docs.doc_views import doc_groups
from passgen.docs.markdown import comment
from passgen.docs.mlir_doc import doc_passes
from passgen.model.views import GroupView, group_view
from passgen.python.module_views import dialect_module, package_init
from passgen.runtime.registry import BUILTIN_PASSES
from passgen.spec.dialects import LoadedDialect
from passgen.spec.document import LoadedSpec
from passgen.support.diagnostics import Problem, SpecError
from passgen.support.naming import group_names, snake_case
from passgen.support.regular_files import read_regular

from .config import Config
from .render import DOC_HEADER, HEADER, environment, render_group, render_python


def group_files(config: Config, spec: LoadedSpec) -> list[Path]:
    """The files generated from one spec: its two modules, and its C++ outputs when configured."""
    return _module_files(config, snake_case(spec.spec.group))


def _module_files(config: Config, module: str) -> list[Path]:
    return [*(config.output / name for name in group_names(module)), *_cpp_files(config, module)]


def _cpp_backends(config: Config) -> list[tuple[str, Path]]:
    """Each configured C++ backend: its template and its output folder."""
    folders = {
        cpp_render.DECLS: config.cpp,
        cpp_render.CAPI_HEADER: config.capi,
        cpp_render.CAPI_IMPL: config.capi,
    }
    return [(template, folder) for template, folder in folders.items() if folder is not None]


def _cpp_files(config: Config, module: str) -> dict[Path, str]:
    """A group's configured C++ files, each with its template."""
    return {
        folder / f"{module}{cpp_render.SUFFIXES[template]}": template
        for template, folder in _cpp_backends(config)
    }


def cpp_folders(config: Config) -> list[tuple[Path, str]]:
    """The folders holding C++ outputs, with the pattern of the files a build writes there."""
    return [
        (folder, f"*{cpp_render.SUFFIXES[template]}") for template, folder in _cpp_backends(config)
    ]


def owns(config: Config, path: Path) -> bool:
    """Whether `path` is a file a build of `config` may write: a module of its package, its
    docs, a group's docs or a C++ output (matched by folder, after resolving symbolic links,
    and by name pattern)."""
    folder = path.parent.resolve()
    places = [(config.output, "*.py"), *cpp_folders(config)]
    if config.group_docs is not None:
        places.append((config.group_docs, "*.md"))
    if config.docs is not None:
        places.append((config.docs.parent, glob.escape(config.docs.name)))
    return any(
        folder == place.resolve() and fnmatch.fnmatchcase(path.name, pattern)
        for place, pattern in places
    )


def generate(
    config: Config,
    specs: list[LoadedSpec],
    reuse: set[str] = frozenset(),  # type: ignore[assignment]
    template_cache: Path | None = None,
    dialects: Sequence[LoadedDialect] = (),
) -> dict[Path, str]:
    """Every file one build writes: per group two modules (and its C++ outputs when
    configured), per dialect one module, the package `__init__`, the docs.

    Modules of the specs named in `reuse` (unchanged since they were written) are
    read back from disk instead of rendered; compiled templates are kept in
    `template_cache` when given.
    """
    env = environment(config.templates, template_cache, config.root)
    views = sorted((group_view(s) for s in specs), key=lambda v: v.module)
    files: dict[Path, str] = {}
    rendered = [s for s in specs if s.path.as_posix() not in reuse]
    for view in views:
        if view.source in reuse:
            for path in _module_files(config, view.module):
                files[path] = read_regular(path).decode("utf-8")
            continue
        for name, text in render_group(env, view, config.package).items():
            files[config.output / name] = text
    files.update(render_cpp(env, config, rendered, dialects))
    ordered = sorted(dialects, key=lambda d: d.name)
    for dialect in ordered:
        module = config.output / f"{dialect.name}_dialect.py"
        if module in files:
            raise SpecError(
                [
                    Problem(
                        dialect.document.position(("dialect",)),
                        f"dialect "
                        f"'{dialect.name}' generates {config.display(module)}, "
                        "which a spec group generates too; rename one",
                    )
                ],
                {dialect.document.path: dialect.document.lines},
            )
        source = dialect.document.path.as_posix()
        files[module] = render_python(
            env, "dialect.py.j2", dialect=dialect_module(dialect, source), header=HEADER
        )
    files[config.output / "__init__.py"] = render_python(
        env,
        "package_init.py.j2",
        package=package_init(views, ordered, config.package),
        header=HEADER,
    )
    if config.docs is not None:
        files[config.docs] = render_docs(env, config, views)
    if config.group_docs is not None:
        for view in views:
            files[config.group_docs / f"{view.group}.md"] = render_docs(env, config, [view])
    return files


def render_cpp(
    env: Environment,
    config: Config,
    specs: list[LoadedSpec],
    dialects: Sequence[LoadedDialect] = (),
) -> dict[Path, str]:
    """The configured C++ outputs of `specs` (mlir-tblgen's bytes); a C++ fact that a pass
    neither states nor lets passgen derive is a located error, every one reported."""
    if not _cpp_backends(config):
        return {}
    from passgen.cpp.model import MissingCppFacts, cpp_group, dialect_classes, located

    classes = dialect_classes(dialects)
    files: dict[Path, str] = {}
    problems: list[Problem] = []
    for spec in specs:
        try:
            group = cpp_group(spec, classes)
        except MissingCppFacts as exc:
            problems += located(spec, exc)
            continue
        for path, template in _cpp_files(config, snake_case(spec.spec.group)).items():
            files[path] = cpp_render.render(env, template, group)
    if problems:
        raise SpecError(problems, {s.path: s.document.lines for s in specs})
    return files


def render_docs(env: Environment, config: Config, views: list[GroupView]) -> str:
    """The documentation of `views` in the configured style (`mlir`: mlir-tblgen's bytes)."""
    if config.doc_style == "mlir":
        return env.get_template("Passes.mlir.md.j2").render(passes=doc_passes(views))
    sources = ", ".join(v.source for v in views) or "no specs"
    docs = env.get_template("Passes.md.j2").render(
        groups=doc_groups(views, None if config.package == BUILTIN_PASSES else config.package),
        header=DOC_HEADER.format(sources=comment(sources)),
    )
    return resolve_anchors(docs.rstrip("\n") + "\n")
