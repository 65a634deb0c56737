"""A group's passes as mlir-tblgen sees them: every fact its four pass backends
(`-gen-pass-decls`, `-gen-pass-doc`, `-gen-pass-capi-header`, `-gen-pass-capi-impl`) and
`passgen export-td` use, in TableGen's terms and order.

Imported passes carry these facts in their `cpp:` sections; `cpp_group` reads them from there.
"""

from __future__ import annotations

from dataclasses import dataclass

from .load import LoadedSpec
from .spec import OptionSpec, PassSpec


class MissingCppFacts(Exception):
    """A pass has no `cpp:` section and its C++ facts cannot be derived; `where` is its data path."""

    def __init__(self, where: tuple[str | int, ...], message: str):
        super().__init__(message)
        self.where = where


@dataclass(frozen=True)
class CppOption:
    """A TableGen `Option` / `ListOption` record."""

    argument: str
    cpp_name: str
    cpp_type: str
    default: str  # a C++ expression, "" for none
    description: str
    flags: str  # additionalOptFlags
    is_list: bool


@dataclass(frozen=True)
class CppStatistic:
    """A TableGen `Statistic` record."""

    cpp_name: str
    display_name: str
    description: str


@dataclass(frozen=True)
class CppPassRecord:
    """A TableGen `Pass` / `InterfacePass` record (`name` is the def's name)."""

    name: str
    argument: str
    summary: str
    description: str
    base_class: str
    constructor: str
    dependent_dialects: tuple[str, ...]
    options: tuple[CppOption, ...]  # in the record's order
    statistics: tuple[CppStatistic, ...]
    deprecated: str | None


@dataclass(frozen=True)
class CppGroup:
    """One group: mlir-tblgen's `-name` and `--prefix`, and its passes in file order."""

    name: str
    capi_prefix: str
    passes: tuple[CppPassRecord, ...]


def cpp_group(loaded: LoadedSpec) -> CppGroup:
    """The C++ records of a validated spec; raises `MissingCppFacts` for a pass whose
    facts are neither recorded nor derivable."""
    spec = loaded.spec
    passes = tuple(_pass(loaded, index, p) for index, p in enumerate(spec.passes))
    return CppGroup(spec.cpp_name, spec.capi_prefix, passes)


def _pass(loaded: LoadedSpec, index: int, spec: PassSpec) -> CppPassRecord:
    cpp = spec.cpp
    if cpp is None:
        raise MissingCppFacts(("passes", index), f"pass {spec.name} has no C++ facts (cpp:)")
    included = [o for name in spec.include_options for o in loaded.spec.option_sets.get(name, [])]
    options = [*included, *spec.options]
    if cpp.option_order:
        rank = {argument: i for i, argument in enumerate(cpp.option_order)}
        options.sort(key=lambda o: rank.get(o.argument, len(rank)))
    return CppPassRecord(
        spec.name, spec.argument, spec.summary, spec.description, cpp.base_class,
        cpp.constructor, tuple(cpp.dependent_dialects),
        tuple(_option(loaded, index, o) for o in options),
        tuple(CppStatistic(s.cpp.name if s.cpp else s.name, s.display_name, s.description)
              for s in spec.statistics),
        spec.deprecated,
    )


def _option(loaded: LoadedSpec, index: int, option: OptionSpec) -> CppOption:
    cpp = option.cpp
    if cpp is None:
        raise MissingCppFacts(("passes", index), f"option {option.argument} has no C++ facts (cpp:)")
    return CppOption(option.argument, cpp.name, cpp.type, cpp.default, option.description,
                     cpp.flags, option.is_list)
