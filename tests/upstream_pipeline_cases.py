"""Pipelines over all of upstream MLIR's passes (specs/mlir, registered as
`passgen-opt --load-upstream-passes` does, as metadata), to compare with mlir-opt-22.

The pipelines are drawn from the corpus: every pass with its defaults (`DEFAULTS`, one
pipeline per anchor), every pass with every option set (`ALL_SET`: each option type, enums,
lists, pipeline-valued lists), and bad values of each option type (`REJECTED`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from upstream_specs import SPEC_FILES

from passgen.checks.load import load_specs
from passgen.runtime.options import BoolType, EnumType, FloatType, IntType, Option, PipelineType
from passgen.runtime.pass_ import Pass
from passgen.runtime.registry import PassRegistry
from passgen.runtime.tools.metadata_passes import metadata_registry, register_upstream_passes


def _upstream_registry() -> PassRegistry:
    registry = PassRegistry()
    register_upstream_passes(registry)
    return metadata_registry(registry)


REGISTRY = _upstream_registry()
PASSES: dict[str, type[Pass]] = {i.argument: i.metadata for i in REGISTRY.list_passes()}  # type: ignore[misc]


def _uncertain_defaults() -> set[tuple[str, str]]:
    """(pass, option) whose C++ default the importer could not evaluate (e.g. a call)."""
    found = set()
    for loaded in load_specs([(p, p) for p in SPEC_FILES]):
        sets = loaded.spec.option_sets
        for spec in loaded.spec.passes:
            options = [*spec.options, *(o for s in spec.include_options for o in sets[s])]
            found |= {
                (spec.argument, o.argument)
                for o in options
                if o.cpp and o.cpp.default and o.default is None and not o.is_list
            }
    return found


UNCERTAIN = _uncertain_defaults()

# Defaults a pass's custom C++ constructor replaces (TableGen cannot tell; ours follow the .td).
CONSTRUCTOR_DEFAULTS = {
    "affine-loop-normalize": "createAffineLoopNormalizePass() sets promote-single-iter=false",
}


def nest(argument: str, element: str) -> str:
    """`element` (the pass with options) nested where the pass can run."""
    cls = PASSES[argument]
    anchor = cls.anchor or ("func.func" if cls.interface else None)
    if anchor in (None, "builtin.module"):
        return f"builtin.module({element})"
    if anchor == "spirv.module":
        return f"builtin.module(spirv.module({element}))"
    return f"builtin.module({anchor}({element}))"


# -- every option set to a value other than its default ------------------------------------

# String options whose pass checks the value in C++ (initializeOptions): a value it takes.
CHECKED_STRINGS = {("map-memref-spirv-storage-class", "client-api"): "opencl"}


def _scalar_text(option: Option[Any], index: int) -> str:
    kind = option.type
    if isinstance(kind, BoolType):
        return (
            ("false", "0", "FALSE")[index % 3]
            if option.default
            else ("true", "1", "True")[index % 3]
        )
    if isinstance(kind, IntType):
        return ("7", "0x10", "010", "0b101")[index % 4]
    if isinstance(kind, FloatType):
        return ("0.25", "1e3", "-2.5")[index % 3]
    if isinstance(kind, EnumType):
        names = list(kind.values)
        return names[-1] if names[-1] != option.default else names[0]
    return ("cse", "{cse}", "'cse'")[index % 3]


def _list_text(option: Option[Any], index: int) -> str:
    kind = option.type
    if isinstance(kind, PipelineType):
        return "func.func(cse),any(canonicalize{max-iterations=2})"
    if isinstance(kind, IntType):
        return "1,2" if index % 2 else "{3,0x4}"
    return "a,b" if index % 2 else "{c},d"


def _value_text(argument: str, option: Option[Any], index: int) -> str:
    checked = CHECKED_STRINGS.get((argument, option.argument))
    if checked is not None:
        return checked
    return _list_text(option, index) if option.is_list else _scalar_text(option, index)


def all_options_set(argument: str) -> str:
    options = sorted(PASSES[argument].options(), key=lambda o: o.argument)
    pairs = [f"{o.argument}={_value_text(argument, o, i)}" for i, o in enumerate(options)]
    return nest(argument, f"{argument}{{{' '.join(pairs)}}}")


def _with_options() -> list[str]:
    return sorted(a for a, cls in PASSES.items() if cls.options())


# -- defaults, one pipeline per anchor ----------------------------------------------------------


def _default_batches() -> dict[str, str]:
    """All passes whose defaults are certain, grouped by where they nest."""
    batches: dict[str, list[str]] = {}
    for argument, cls in sorted(PASSES.items()):
        if argument in CONSTRUCTOR_DEFAULTS or any(
            (argument, o.argument) in UNCERTAIN for o in cls.options()
        ):
            continue
        anchor = cls.anchor or ("func.func" if cls.interface else "builtin.module")
        batches.setdefault(anchor, []).append(argument)
    return {anchor: nest(args[0], ",".join(args)) for anchor, args in batches.items()}


# -- bad values ----------------------------------------------------------------------------


_BAD = {
    "bool": "maybe",
    "int": "abc",
    "uint": "-1",
    "int64": "1.5",
    "uint64": "-2",
    "float": "x1",
    "enum": "bogus",
    "str": None,
}


def _rejected() -> Iterator[str]:
    seen: dict[str, int] = {}
    for argument in _with_options():
        for option in sorted(PASSES[argument].options(), key=lambda o: o.argument):
            kind = "enum" if isinstance(option.type, EnumType) else option.type.name
            kind = f"list[{kind}]" if option.is_list else kind
            bad = "1,x" if option.is_list and isinstance(option.type, IntType) else _BAD.get(kind)
            if bad is None or seen.get(kind, 0) >= 8:
                continue
            seen[kind] = seen.get(kind, 0) + 1
            yield nest(argument, f"{argument}{{{option.argument}={bad}}}")
    for argument in _with_options()[::12]:
        yield nest(argument, f"{argument}{{no-such-option=1}}")
    anchored = [a for a, cls in sorted(PASSES.items()) if cls.anchor == "func.func"]
    for argument in anchored[::4]:
        yield f"builtin.module({argument})"  # not nested where it runs


ALL_SET = [all_options_set(a) for a in _with_options()]
DEFAULTS = _default_batches()
REJECTED = list(_rejected())
