"""Option kinds: each option type of the spec format with every fact the generator spells it
by, one record per kind (`OPTION_KINDS`), and the one place a spec's option becomes the
runtime's (`runtime_option`).

What the runtime knows is read from `passgen.runtime.options`, not repeated: a kind's name
(its YAML spelling, which Passes.md shows too: `OptionType.name`), its `OptionType` (one every
option of the kind shares, or for `enum` a class each option makes from its values), the name
generated code imports it by, the Python type of its values, and whether its values are
pipelines (parsed when first used: `lazy_default`). The record holds what only the generator
spells: where type checkers find the value type, whether lists of the kind exist, whether YAML
writes its values as text, its C++ types, what C++ gives an option without a default (`T()`),
and the C++ types `import-td` reads as the kind.
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from passgen.runtime import options as runtime_options
from passgen.runtime.options import EnumType, ListOption, Option, OptionType

if TYPE_CHECKING:
    from .model import OptionSpec


@dataclass(frozen=True)
class OptionKind:
    """One option type: the facts derived from the runtime, then the generator's own."""

    name: str  # the YAML spelling: `OptionType.name`
    shared: OptionType[Any] | None  # the type every option of the kind shares (None: enum)
    runtime_class: type[OptionType[Any]]
    constant: str  # what generated code imports from passgen.runtime.options: INT64, EnumType
    value_type: str  # the Python type of a value: int, OpPassManager
    pipeline: bool  # values are pipelines, parsed when first used against the passes then known
    value_module: str | None  # the module type checkers import `value_type` from (None: builtin)
    listable: bool  # `list[<name>]` is a type too
    text: bool  # YAML writes values as text (a default of another type is a misfit)
    cpp_type: str | None  # the C++ value type (None: the spec's to name, `cpp.type`)
    cpp_list_type: str | None  # the C++ element type of a list option (None: no lists)
    cpp_zero: Any  # what C++ holds without a default (`T()`; None: nothing certain)
    cpp_reads: tuple[str, ...]  # the C++ types import-td reads as this kind (unqualified)

    @property
    def keyword_type(self) -> str:
        """The annotation of a value given to `create_<pass>()`: a kind written as text whose
        values are no strings (a pipeline) takes its text too."""
        if self.text and self.value_type != "str":
            return f"{self.value_type} | str"
        return self.value_type

    def option_type(self, values: Mapping[str, str] | None) -> OptionType[Any]:
        """The runtime type of an option of this kind (`values`: an enum's)."""
        return self.shared if self.shared is not None else EnumType(values or {})


def _value_type(runtime_class: type[OptionType[Any]]) -> str:
    """The name of `V` in the `OptionType[V]` that `runtime_class` derives from."""
    for klass in runtime_class.__mro__:
        for base in vars(klass).get("__orig_bases__", ()):
            if typing.get_origin(base) is OptionType:
                [value] = typing.get_args(base)
                return (
                    value.__forward_arg__
                    if isinstance(value, typing.ForwardRef)
                    else value.__name__
                )
    raise TypeError(f"{runtime_class.__name__} is no OptionType[V]")


def _constant(shared: OptionType[Any]) -> str:
    """The name `passgen.runtime.options` binds `shared` to."""
    return next(name for name, value in vars(runtime_options).items() if value is shared)


def _kind(
    runtime: OptionType[Any] | type[EnumType],
    *,
    cpp_type: str | None,
    cpp_zero: Any = None,
    cpp_reads: tuple[str, ...] = (),
    cpp_list_type: str | None = None,
    text: bool = False,
    listable: bool = True,
    value_module: str | None = None,
) -> OptionKind:
    shared = runtime if isinstance(runtime, OptionType) else None
    runtime_class = type(shared) if shared is not None else runtime
    assert isinstance(runtime_class, type)
    return OptionKind(
        name=runtime.name,
        shared=shared,
        runtime_class=runtime_class,
        constant=_constant(shared) if shared is not None else runtime_class.__name__,
        value_type=_value_type(runtime_class),
        pipeline=runtime.lazy_default,
        value_module=value_module,
        listable=listable,
        text=text,
        cpp_type=cpp_type,
        cpp_list_type=(cpp_list_type or cpp_type) if listable else None,
        cpp_zero=cpp_zero,
        cpp_reads=cpp_reads,
    )


# In the order the spec format lists them (messages, `passgen schema`).
OPTION_KINDS: dict[str, OptionKind] = {
    kind.name: kind
    for kind in (
        _kind(runtime_options.BOOL, cpp_type="bool", cpp_zero=False, cpp_reads=("bool",)),
        _kind(runtime_options.INT, cpp_type="int", cpp_zero=0, cpp_reads=("int", "int32_t")),
        _kind(
            runtime_options.UINT,
            cpp_type="unsigned",
            cpp_zero=0,
            cpp_reads=("unsigned", "uint32_t"),
        ),
        _kind(runtime_options.INT64, cpp_type="int64_t", cpp_zero=0, cpp_reads=("int64_t",)),
        # `size_t` is 64 bits wide on every platform MLIR builds for.
        _kind(
            runtime_options.UINT64,
            cpp_type="uint64_t",
            cpp_zero=0,
            cpp_reads=("uint64_t", "size_t", "std::size_t"),
        ),
        # A C++ `float` parses and prints as `double` does: LLVM parses both with strtod and
        # prints both with `%e`.
        _kind(
            runtime_options.FLOAT, cpp_type="double", cpp_zero=0.0, cpp_reads=("double", "float")
        ),
        _kind(
            runtime_options.STR,
            text=True,
            cpp_type="std::string",
            cpp_zero="",
            cpp_reads=("std::string",),
        ),
        # Its C++ type is an enum of the project's with an enumerator per value (`cpp.type`).
        _kind(EnumType, text=True, cpp_type=None),
        # A scalar pipeline is its text in C++, parsed by the pass (as upstream's
        # `default-pipeline`): MLIR's generated options struct assigns every option, which
        # `cl::opt<OpPassManager>` does not support. Lists of pipelines hold pass managers.
        _kind(
            runtime_options.PIPELINE,
            text=True,
            value_module="passgen.runtime.pass_manager",
            cpp_type="std::string",
            cpp_list_type="::mlir::OpPassManager",
            cpp_zero="",
            cpp_reads=("OpPassManager",),
        ),
        # Pipeline elements hold commas, which would split a list's elements.
        _kind(
            runtime_options.PIPELINE_STR,
            text=True,
            listable=False,
            cpp_type="std::string",
            cpp_zero="",
        ),
        # A C++ type of a project's own (`cpp.type`): a value is text for its C++ parser.
        _kind(runtime_options.OPAQUE, text=True, cpp_type=None),
    )
}
# Every `type:` a spec may give, scalars first.
OPTION_TYPES = (
    *OPTION_KINDS,
    *(f"list[{name}]" for name, kind in OPTION_KINDS.items() if kind.listable),
)


def element_type(option: OptionSpec) -> OptionType[Any]:
    """The runtime type that parses and checks the option's (element) values."""
    return option.kind.option_type(option.values)


def declaring_class(option: OptionSpec) -> type[Option[Any]]:
    """The runtime class that declares the option: `ListOption` or `Option`."""
    return ListOption if option.is_list else Option


def runtime_option(option: OptionSpec, *, with_default: bool = False) -> Option[Any]:
    """The runtime's `Option` / `ListOption` that `option` declares, the one place a spec's
    option becomes the runtime's: with its default and description when `with_default`
    (the default is then checked against the type, but a pipeline's, which is parsed when
    first used), else bare (to parse and print values)."""
    declared = declaring_class(option)
    if with_default:
        return declared(option.argument, element_type(option), option.default, option.description)
    return declared(option.argument, element_type(option))
