"""What the templates see: plain views of validated specs, with derived names and code."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from passgen.runtime.options import ListOption, Option

from .checks import element_type
from .pyformat import Atom, Brackets, call, literal
from .load import LoadedSpec
from .naming import snake_case
from .spec import OptionSpec, PassSpec, StatisticSpec

_TYPE_CONSTANTS = {"bool": "BOOL", "int": "INT", "uint": "UINT", "int64": "INT64",
                   "uint64": "UINT64", "float": "FLOAT", "str": "STR", "pipeline": "PIPELINE"}


@dataclass(frozen=True)
class OptionView:
    """An option with the expression that declares it and its documented default."""

    spec: OptionSpec
    expression: Brackets
    default_text: str


@dataclass(frozen=True)
class PassView:
    spec: PassSpec
    snake: str
    options: list[OptionView]
    statistics: list[StatisticSpec]
    implementation: tuple[str, str] | None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.spec, name)


@dataclass(frozen=True)
class GroupView:
    """One spec file as the templates see it."""

    source: str
    group: str
    summary: str
    module: str
    passes: list[PassView]
    imports: dict[str, list[str]]


def group_view(loaded: LoadedSpec) -> GroupView:
    spec = loaded.spec
    passes = [_pass_view(loaded, p) for p in spec.passes]
    option_names = sorted({_option_imports(o.spec) for p in passes for o in p.options} - {""})
    names = sorted({n for joined in option_names for n in joined.split()})
    imports = {"passgen.runtime.pass_": ["Pass"]}
    if names:
        imports["passgen.runtime.options"] = names
    if any(p.statistics for p in passes):
        imports["passgen.runtime.statistics"] = ["Statistic"]
    return GroupView(loaded.path.as_posix(), spec.group, spec.summary, snake_case(spec.group),
                     passes, imports)


def _pass_view(loaded: LoadedSpec, spec: PassSpec) -> PassView:
    included = [o for name in spec.include_options for o in loaded.spec.option_sets.get(name, [])]
    options = [_option_view(o) for o in [*included, *spec.options]]
    implementation = None
    if spec.implementation is not None:
        module, attribute = spec.implementation.split(":")
        implementation = (module, attribute)
    return PassView(spec, snake_case(spec.name), options, list(spec.statistics), implementation)


def _option_imports(option: OptionSpec) -> str:
    kind = "ListOption" if option.is_list else "Option"
    element = "EnumType" if option.element_type == "enum" else _TYPE_CONSTANTS[option.element_type]
    return f"{kind} {element}"


def _option_view(option: OptionSpec) -> OptionView:
    element = option.element_type
    type_expr = (call("EnumType", literal(option.values)) if element == "enum"
                 else Atom(_TYPE_CONSTANTS[element]))
    kind = ListOption if option.is_list else Option
    runtime = kind(option.argument, element_type(option), option.default, option.description)
    # A pipeline default stays text: it is parsed at run time against the registered passes.
    default = option.default if runtime.type.lazy_default else runtime.default
    keywords = {}
    if option.default is not None:
        keywords["default"] = literal(default)
    if option.description:
        keywords["description"] = literal(option.description)
    default_text = ""
    if option.default is not None:
        shown = default if runtime.type.lazy_default else runtime.format(default)
        default_text = shown or '""'  # an empty default stays visible
    expression = call(kind.__name__, literal(option.argument), type_expr, **keywords)
    return OptionView(option, expression, default_text)
