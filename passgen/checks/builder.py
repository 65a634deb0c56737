"""Rules for what the pipeline builder reads from specs: pass kinds, ordering, preserved
analyses and bundles.

Kinds and passes may come from groups built elsewhere (a plugin names the kinds of
the framework it extends), so a name no spec of this build defines is accepted; one
that is a near miss of a name defined here is reported as the typo it likely is.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from passgen.runtime.options import OptionError
from passgen.runtime.support.suggestions import did_you_mean
from passgen.spec.model import BundleSpec, PassSpec
from passgen.spec.option_kinds import runtime_option
from passgen.support.diagnostics import Problem

from .rules import clashes, is_valid

if TYPE_CHECKING:
    from passgen.spec.document import LoadedSpec

_LISTS = ("kinds", "requires_before", "preserves")


def check_builder_fields(specs: list[LoadedSpec]) -> list[Problem]:
    """Every problem with kinds, ordering, preserves and bundles in `specs`."""
    passes = {
        p.argument: (loaded, i, p)
        for loaded in specs
        for i, p in enumerate(loaded.spec.passes)
        if p is not None and is_valid(p, "argument")
    }
    kinds = {k for _, _, p in passes.values() if is_valid(p, "kinds") for k in p.kinds}
    problems: list[Problem] = []
    for loaded in specs:
        for index, pass_ in enumerate(loaded.spec.passes):
            if pass_ is not None:
                problems += _check_pass(loaded, ("passes", index), pass_, kinds)
        for index, bundle in enumerate(loaded.spec.bundles):
            if bundle is not None:
                problems += _check_bundle(loaded, ("bundles", index), bundle, passes)
    problems += clashes(specs, _bundle_names, "bundle '{}'")
    return problems


def _check_pass(
    loaded: LoadedSpec, where: tuple[Any, ...], pass_: PassSpec, kinds: set[str]
) -> Iterator[Problem]:
    doc = loaded.document
    for field in _LISTS:
        values = getattr(pass_, field) if is_valid(pass_, field) else []
        for i, value in enumerate(values):
            if value in values[:i]:
                yield Problem(
                    doc.position((*where, field, i)), f"'{value}' is listed twice in '{field}'"
                )
            elif field == "requires_before" and value not in kinds and did_you_mean(value, kinds):
                yield Problem(
                    doc.position((*where, field, i)),
                    f"no pass has the kind '{value}'{did_you_mean(value, kinds)}",
                )


def _check_bundle(
    loaded: LoadedSpec,
    where: tuple[Any, ...],
    bundle: BundleSpec,
    passes: dict[str, tuple[LoadedSpec, int, PassSpec]],
) -> Iterator[Problem]:
    doc = loaded.document
    if is_valid(bundle, "name") and bundle.name in passes:
        owner, index, _ = passes[bundle.name]
        seen = owner.document.position(("passes", index, "argument"))
        yield Problem(
            doc.position((*where, "name")),
            f"bundle '{bundle.name}' has the name of the "
            f"pass argument at {seen.path}:{seen.line}:{seen.column}",
        )
    for i, entry in enumerate(bundle.passes if is_valid(bundle, "passes") else []):
        argument, brace, options = entry.partition("{")
        found = passes.get(argument)
        if found is None:
            hint = did_you_mean(argument, passes)
            if hint:
                yield Problem(
                    doc.position((*where, "passes", i)), f"unknown pass '{argument}'{hint}"
                )
            continue
        problem = _options_problem(*found, options[:-1]) if brace else None
        if problem is not None:
            yield Problem(doc.position((*where, "passes", i)), f"'{entry}': {problem}")
    if is_valid(bundle, "passes") and is_valid(bundle, "preserve_between"):
        entries = [entry.partition("{")[0] for entry in bundle.passes]
        for i, region in enumerate(bundle.preserve_between):
            for end in ("start", "end"):
                argument = getattr(region, end)
                if argument not in entries:
                    yield Problem(
                        doc.position((*where, "preserve_between", i, end)),
                        f"'{argument}' is not a pass of bundle '{bundle.name}'"
                        f"{did_you_mean(argument, entries)}",
                    )


def _options_problem(loaded: LoadedSpec, index: int, pass_: PassSpec, text: str) -> str | None:
    """What is wrong with the `{options}` text of a bundle entry of `pass_` (pass `index` of
    `loaded`), or None."""
    from passgen.runtime.pipeline_text import next_option  # only bundles with options need it

    options = {o.argument: o for _, o in loaded.spec.pass_options(index)}
    i = 0
    while i < len(text):
        _, key, _, value, i = next_option(text, i, len(text))
        option = options.get(key)
        if option is None:
            return f"no such option '{key}' for '{pass_.argument}'{did_you_mean(key, options)}"
        if not option.kind.pipeline:
            try:
                runtime_option(option).parse(value)
            except OptionError as exc:
                return f"invalid value for option '{key}': {exc.message}"
    return None


def _bundle_names(loaded: LoadedSpec) -> list[tuple[tuple[Any, ...], str, str]]:
    """For `clashes`: each bundle's (where, key, shown)."""
    return [
        (("bundles", i, "name"), b.name, b.name)
        for i, b in enumerate(loaded.spec.bundles)
        if b is not None and is_valid(b, "name")
    ]
