"""What Passes.md's template sees (passgen's own doc style): every text already Markdown
(`markdown`), passes and bundles in the order the page lists them, links to headings as
`anchors` placeholders. `None` marks what the spec leaves out (a text may be empty)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from passgen.model.views import GroupView, OptionView, PassView
from passgen.spec.model import BundleSpec, StatisticSpec
from passgen.spec.pass_kinds import anchor_class

from . import markdown
from .anchors import link_to


class DocOption(NamedTuple):
    """A row of a pass's Options table."""

    argument: str
    type: str
    default: str
    description: str  # with the enum values and theirs


class DocStatistic(NamedTuple):
    """A row of a pass's Statistics table."""

    name: str
    description: str


class DocPass(NamedTuple):
    """A pass's section."""

    argument: str
    heading: str
    link: str
    summary: str | None
    deprecated: str | None
    description: str | None
    runs_on: str
    usage: str  # a pipeline running the pass
    command: str  # passgen-opt running `usage`, with the plugin the pass needs
    dependent_dialects: str  # "" for none
    lists: list[str]  # its kinds, the kinds it runs after, what it preserves (those it has)
    cleanup_after: bool
    options: list[DocOption]
    statistics: list[DocStatistic]


class DocBundle(NamedTuple):
    """A row of a group's Bundles table."""

    name: str
    passes: str
    summary: str  # with the analyses preserved between passes


class DocGroup(NamedTuple):
    """A group's section: its passes by argument, its bundles by name."""

    group: str
    heading: str
    link: str
    summary: str | None
    passes: list[DocPass]
    bundles: list[DocBundle]


def doc_groups(views: Sequence[GroupView], plugin: str | None) -> list[DocGroup]:
    """The groups of the page, by name; `plugin` is what passgen-opt loads to have their
    passes (None for its built-in ones)."""
    return [_group(view, plugin) for view in sorted(views, key=lambda v: v.group)]


def _group(view: GroupView, plugin: str | None) -> DocGroup:
    heading = f"## {view.group}"
    return DocGroup(
        view.group,
        heading,
        link_to(heading),
        markdown.text(view.summary) if view.summary else None,
        [_pass(p, plugin) for p in sorted(view.passes, key=lambda p: p.spec.argument.lower())],
        [_bundle(b) for b in sorted(view.bundles, key=lambda b: b.name.lower())],
    )


def _pass(p: PassView, plugin: str | None) -> DocPass:
    heading = f"### `-{p.argument}`"
    description = p.description.strip()
    lists = (
        ("Kinds", p.kinds),
        ("Runs after a pass of kind", p.requires_before),
        ("Preserves", p.preserves),
    )
    usage = _usage(p)
    load = f" --load-pass-plugin {plugin}" if plugin is not None else ""
    return DocPass(
        p.argument,
        heading,
        link_to(heading),
        markdown.text(p.summary) if p.summary else None,
        None if p.deprecated is None else markdown.text(p.deprecated),
        markdown.block(description, 4) if description else None,
        _runs_on(p),
        usage,
        f"passgen-opt{load} -p '{usage}'",
        _code_list(p.dependent_dialects),
        [f"{label}: {_code_list(names)}" for label, names in lists if names],
        p.cleanup_after,
        [_option(o) for o in p.options],
        [_statistic(s) for s in p.statistics],
    )


def _code_list(names: Sequence[str]) -> str:
    return ", ".join(f"`{name}`" for name in names)


def _runs_on(p: PassView) -> str:
    """What the pass runs on: its anchor op, ops with its interface, ops of the C++ class of
    an imported pass whose op name is unknown, or any op."""
    if p.anchor:
        return f"`{p.anchor}`"
    if p.interface:
        return f"ops with the `{p.interface}` interface"
    cpp_class = anchor_class(p.spec.cpp.base_class) if p.spec.cpp is not None else None
    if cpp_class:
        return (
            f"ops of the C++ class {markdown.code(cpp_class)} "
            "(op name unknown: passgen schedules the pass on any op)"
        )
    return "any op (op-agnostic)"


def _usage(p: PassView) -> str:
    """A pipeline running the pass where it can run: under `builtin.module`, nested in its
    anchor op (`any` for an interface pass)."""
    if p.anchor in (None, "builtin.module") and p.interface is None:
        return f"builtin.module({p.argument})"
    return f"builtin.module({p.anchor or 'any'}({p.argument}))"


def _option(option: OptionView) -> DocOption:
    spec = option.spec
    values = spec.values or {}
    # The rest of the cell, for the links that may swallow a code span's backticks.
    cell = spec.description + " " + " ".join(f"{value} {text}" for value, text in values.items())
    description = _cell_lines(
        markdown.text(spec.description, cell),
        *(
            f"`{value}`" + (f": {markdown.text(text, cell)}" if text else "")
            for value, text in values.items()
        ),
    )
    return DocOption(spec.argument, _doc_type(option), _doc_default(option), description)


def _cell_lines(*lines: str) -> str:
    """A table cell of `lines`, the empty ones left out (no cell starts with a break)."""
    return "<br>".join(line for line in lines if line)


def _doc_default(option: OptionView) -> str:
    """The Default cell: the value as a pipeline writes it (floats as Python writes them,
    `0.5`), `""` for an empty one, the C++ expression of a default C++ computes, and `none`
    where there is no default at all."""
    spec = option.spec
    if spec.default is None:
        if spec.cpp is not None and spec.cpp.default:
            return f"C++: {markdown.code(spec.cpp.default)}"
        return "*none*"
    if spec.element_type == "float":
        values = option.default if spec.is_list else [option.default]
        return markdown.code(",".join(repr(float(v)) for v in values) or '""')
    return markdown.code(option.default_text)


def _doc_type(option: OptionView) -> str:
    """The Type cell: the option type, with the C++ type of an opaque one."""
    spec = option.spec
    if spec.element_type == "opaque" and spec.cpp is not None:
        return f"{markdown.code(spec.type)} (C++ {markdown.code(spec.cpp.type)})"
    return markdown.code(spec.type)


def _statistic(statistic: StatisticSpec) -> DocStatistic:
    return DocStatistic(markdown.code(statistic.display_name), markdown.text(statistic.description))


def _bundle(bundle: BundleSpec) -> DocBundle:
    regions = (
        f"Passes between `{r.start}` and `{r.end}` preserve `{r.analysis}`."
        for r in bundle.preserve_between
    )
    return DocBundle(
        bundle.name,
        ", ".join(markdown.code(entry) for entry in bundle.passes),
        _cell_lines(markdown.text(bundle.summary), *regions),
    )
