"""What the templates see: plain views of validated specs, with derived names and code."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from passgen.runtime.options import ListOption, Option

from . import markdown
from .checks import element_type
from .load import LoadedSpec
from .naming import snake_case
from .pyformat import Atom, Brackets, Item, Node, call, literal
from .spec import BundleSpec, OptionSpec, PassSpec, StatisticSpec
from .td_ods import anchor_class

# The Python type of an option's values (a pipeline option also takes pipeline text).
_PYTHON_TYPES = {
    "bool": "bool",
    "int": "int",
    "uint": "int",
    "int64": "int",
    "uint64": "int",
    "float": "float",
    "str": "str",
    "enum": "str",
    "pipeline": "OpPassManager",
    "opaque": "str",
}
_TYPE_CONSTANTS = {
    "bool": "BOOL",
    "int": "INT",
    "uint": "UINT",
    "int64": "INT64",
    "uint64": "UINT64",
    "float": "FLOAT",
    "str": "STR",
    "pipeline": "PIPELINE",
    "opaque": "OPAQUE",
}


class OptionView:
    """An option with the expression that declares it and its documented default
    (each computed when first used: a build renders only the modules that changed)."""

    def __init__(self, spec: OptionSpec):
        self.spec = spec
        self.kind = ListOption if spec.is_list else Option

    @functools.cached_property
    def default(self) -> Any:
        """The default as the runtime holds it; a pipeline default stays text (it is parsed
        at run time, against the passes registered by then)."""
        spec = self.spec
        runtime = self.kind(spec.argument, element_type(spec), spec.default, spec.description)
        return spec.default if runtime.type.lazy_default else runtime.default

    @functools.cached_property
    def default_text(self) -> str:
        """The default as a textual pipeline writes it ("" when there is none)."""
        if self.spec.default is None:
            return ""
        runtime = self.kind(self.spec.argument, element_type(self.spec))
        shown = self.default if runtime.type.lazy_default else runtime.format(self.default)
        return shown or '""'  # an empty default stays visible

    @property
    def doc_default(self) -> str:
        """The Default cell of Passes.md: the value as a pipeline writes it (floats as Python
        writes them, `0.5`), `""` for an empty one, the C++ expression of a default C++
        computes, and `none` where there is no default at all."""
        spec = self.spec
        if spec.default is None:
            if spec.cpp is not None and spec.cpp.default:
                return f"C++: {markdown.code(spec.cpp.default)}"
            return "*none*"
        if spec.element_type == "float":
            values = self.default if spec.is_list else [self.default]
            return markdown.code(",".join(repr(float(v)) for v in values) or '""')
        return markdown.code(self.default_text)

    @property
    def doc_type(self) -> str:
        """The Type cell of Passes.md: the option type, with the C++ type of an opaque one."""
        if self.spec.element_type == "opaque" and self.spec.cpp is not None:
            return f"{markdown.code(self.spec.type)} (C++ {markdown.code(self.spec.cpp.type)})"
        return markdown.code(self.spec.type)

    @property
    def python_type(self) -> Node:
        """The annotation of the option's keyword in `create_<pass>()`."""
        element = _PYTHON_TYPES[self.spec.element_type]
        if self.spec.element_type == "pipeline":
            element += " | str"
        return (
            Brackets("Sequence[", (Item("", Atom(element)),), "]")
            if self.spec.is_list
            else Atom(element)
        )

    @property
    def declaration(self) -> str:
        """`name: Option[T]`: the descriptor's declared type, which type checkers need to see
        through it when a subclass assigns the option (`self.factor = 8`)."""
        return f"{self.spec.name}: {self.kind.__name__}[{_PYTHON_TYPES[self.spec.element_type]}]"

    @functools.cached_property
    def expression(self) -> Brackets:
        """`Option(...)` / `ListOption(...)` declaring the option on the base class."""
        spec = self.spec
        type_expr = (
            call("EnumType", literal(spec.values))
            if spec.element_type == "enum"
            else Atom(_TYPE_CONSTANTS[spec.element_type])
        )
        keywords = {}
        if spec.default is not None:
            keywords["default"] = literal(self.default)
        if spec.description:
            keywords["description"] = literal(spec.description)
        return call(self.kind.__name__, literal(spec.argument), type_expr, **keywords)


@dataclass(frozen=True)
class PassView:
    spec: PassSpec
    snake: str
    options: list[OptionView]
    statistics: list[StatisticSpec]
    implementation: tuple[str, str] | None

    @property
    def usage(self) -> str:
        """A pipeline running the pass where it can run: under `builtin.module`, nested in
        its anchor op (`any` for an interface pass)."""
        if self.spec.anchor in (None, "builtin.module") and self.spec.interface is None:
            return f"builtin.module({self.spec.argument})"
        nested = self.spec.anchor or "any"
        return f"builtin.module({nested}({self.spec.argument}))"

    @property
    def anchor_class(self) -> str | None:
        """The C++ op class of an imported pass whose op name is unknown (no `anchor`)."""
        if self.spec.anchor is not None or self.spec.interface is not None or self.spec.cpp is None:
            return None
        return anchor_class(self.spec.cpp.base_class)

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
    # Modules to the names imported from them (no names: `import module`): the standard
    # library's, the runtime's, and those only type checkers import (`if TYPE_CHECKING:`,
    # where `Unpack` comes too when there are options).
    standard_imports: dict[str, list[str]]
    imports: dict[str, list[str]]
    checking_imports: dict[str, list[str]]
    bundles: list[BundleSpec]


def group_view(loaded: LoadedSpec) -> GroupView:
    spec = loaded.spec
    passes = [_pass_view(loaded, p) for p in spec.passes]
    option_names = sorted({_option_imports(o.spec) for p in passes for o in p.options} - {""})
    names = sorted({n for joined in option_names for n in joined.split()})
    options = [o.spec for p in passes for o in p.options]
    standard: dict[str, list[str]] = {}
    if options:
        standard["sys"] = []
    if any(p.deprecated is not None for p in spec.passes):
        standard["warnings"] = []
    if any(o.is_list for o in options):
        standard["collections.abc"] = ["Sequence"]
    if options:
        standard["typing"] = ["TYPE_CHECKING", "TypedDict"]
    imports: dict[str, list[str]] = {"passgen.runtime.pass_": ["Pass"]}
    if names:
        imports["passgen.runtime.options"] = names
    if any(p.statistics for p in passes):
        imports["passgen.runtime.statistics"] = ["Statistic"]
    checking: dict[str, list[str]] = {}
    if any(o.element_type == "pipeline" for o in options):
        checking["passgen.runtime.pass_manager"] = ["OpPassManager"]
    return GroupView(
        loaded.path.as_posix(),
        spec.group,
        spec.summary,
        snake_case(spec.group),
        passes,
        standard,
        imports,
        checking,
        list(spec.bundles),
    )


def _pass_view(loaded: LoadedSpec, spec: PassSpec) -> PassView:
    included = [o for name in spec.include_options for o in loaded.spec.option_sets.get(name, [])]
    options = [OptionView(o) for o in [*included, *spec.options]]
    implementation = None
    if spec.implementation is not None:
        module, attribute = spec.implementation.split(":")
        implementation = (module, attribute)
    return PassView(spec, snake_case(spec.name), options, list(spec.statistics), implementation)


def _option_imports(option: OptionSpec) -> str:
    kind = "ListOption" if option.is_list else "Option"
    element = "EnumType" if option.element_type == "enum" else _TYPE_CONSTANTS[option.element_type]
    return f"{kind} {element}"
