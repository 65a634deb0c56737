"""Typed pass options: `Option` / `ListOption` descriptors declared on a pass class.

An option's value is the default until set; setting converts and checks it.
Option types parse option text the way LLVM's `cl::parser`s do and print values
in MLIR's canonical form (`PassOptions::print`). The lexical helpers at the end
(`find_char`, `unwrap_arg`, `split_list`) follow MLIR's PassRegistry.cpp.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

if TYPE_CHECKING:
    from .pass_manager import OpPassManager

T = TypeVar("T")
V = TypeVar("V")

#: The characters LLVM's `StringRef::trim` removes.
WHITESPACE = " \t\n\v\f\r"


#: The program named in option parsers' complaints (LLVM's `cl::ProgramName`).
PROGRAM_NAME = "passgen-opt"


class OptionError(ValueError):
    """A value that does not fit an option's type; `offset` is its position in the parsed text.

    `output` is None for a complaint of the option's parser, which LLVM prints as
    `<program>: for the --<option> option: <message>`; for a pipeline held by the option it
    is what parsing that pipeline printed.
    """

    def __init__(self, message: str, offset: int = 0, output: str | None = None):
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.output = output

    def printed(self, argument: str) -> str:
        """What mlir-opt prints on stderr for this error of option `argument`."""
        if self.output is not None:
            return self.output
        dashes = "-" if len(argument) == 1 else "--"
        return f"{PROGRAM_NAME}: for the {dashes}{argument} option: {self.message}\n"


class InitializeOptionsError(OptionError):
    """A value the pass itself rejects once its options are set (MLIR's
    `initializeOptions` failing): `output` is printed, then `message` as the error."""


class PipelineLimitError(OptionError):
    """An error about a whole textual pipeline (option defaults in a cycle, pipelines
    nested in options too deeply): enclosing options report it as it is, unprefixed."""


#: The pass or pipeline the textual pipeline parser is adding (names it in cycles).
ADDING: ContextVar[str] = ContextVar("adding_pass", default="")

#: The options whose default is being parsed, outermost first (to detect cycles).
_RESOLVING: ContextVar[tuple[tuple[Option[Any], str], ...]] = ContextVar(
    "resolving_defaults", default=()
)


class OptionType(Generic[V]):
    """How to parse, check and print values of one kind (`V`: the Python type of a value)."""

    name = ""
    lazy_default = False  # parse the default on first use (pipelines name registered passes)

    def parse(self, text: str) -> V:
        raise NotImplementedError

    def parse_flag(self) -> V:
        """The value of a key given without `=value` (only bools have one)."""
        raise OptionError("requires a value!")

    def check(self, value: Any) -> V:
        """Convert a Python value to the option's value, or raise `OptionError`."""
        raise NotImplementedError

    def format(self, value: Any) -> str:
        return "".join(self.chunks(value))

    def text(self, value: Any, chunks: list[str]) -> str:
        """The text that parses to `value` (printed as `chunks`) before any quoting or
        braces (see `option_printing`)."""
        return "".join(chunks)

    def chunks(self, value: Any) -> list[str]:
        """The pieces MLIR writes for `value` (they matter to the indented dump)."""
        return [str(value)]


class BoolType(OptionType[bool]):
    name = "bool"
    _WORDS = {
        "": True,
        "true": True,
        "TRUE": True,
        "True": True,
        "1": True,
        "false": False,
        "FALSE": False,
        "False": False,
        "0": False,
    }

    def parse(self, text: str) -> bool:
        if text in self._WORDS:
            return self._WORDS[text]
        raise OptionError(f"'{text}' is invalid value for boolean argument! Try 0 or 1")

    def parse_flag(self) -> bool:
        return True

    def check(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return self.parse(value)
        raise OptionError(f"expected a bool, got {value!r}")

    def chunks(self, value: Any) -> list[str]:
        return ["true" if value else "false"]


_INTEGER = re.compile(r"(-?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0o[0-7]+|0[0-7]+|[1-9][0-9]*|0)")


class IntType(OptionType[int]):
    """A C++ integer type: `llvm_name` is the word LLVM's parser uses in its errors."""

    def __init__(self, name: str, signed: bool, bits: int, llvm_name: str):
        self.name = name
        self.signed = signed
        self.bits = bits
        self.llvm_name = llvm_name
        self.low = -(1 << (bits - 1)) if signed else 0
        self.high = (1 << (bits - 1 if signed else bits)) - 1

    def _invalid(self, text: object) -> OptionError:
        return OptionError(f"'{text}' value invalid for {self.llvm_name} argument!")

    def parse(self, text: str) -> int:
        """`StringRef::getAsInteger` with radix auto-sensing (0x, 0b, 0o, leading 0)."""
        match = _INTEGER.fullmatch(text)
        if match is None or (match.group(1) and not self.signed):
            raise self._invalid(text)
        digits = match.group(2)
        prefixed = digits[1:2] in ("x", "X", "b", "B", "o")
        if len(digits[2 if prefixed else 0 :].lstrip("0")) > 64:
            raise self._invalid(text)  # out of range in any radix (and beyond int()'s limit)
        octal = digits[0] == "0" and digits[1:2].isdigit()
        value = int(digits, 8 if octal else 0) * (-1 if match.group(1) else 1)
        if not self.low <= value <= self.high:
            raise self._invalid(text)
        return value

    def check(self, value: Any) -> int:
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"expected an integer, got {value!r}")
        if not self.low <= value <= self.high:
            raise self._invalid(value)
        return value


_DECIMAL_FLOAT = re.compile(r"[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|(?i:inf(?:inity)?|nan))")
_HEX_FLOAT = re.compile(
    r"[+-]?0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?"
)


class FloatType(OptionType[float]):
    """A C++ `double`: parsed like `strtod`, printed like `raw_ostream << double` (`%e`)."""

    name = "float"

    def parse(self, text: str) -> float:
        if _DECIMAL_FLOAT.fullmatch(text):
            return float(text)
        if _HEX_FLOAT.fullmatch(text):
            try:
                return float.fromhex(text)
            except OverflowError:  # strtod: HUGE_VAL
                return -math.inf if text.startswith("-") else math.inf
        raise OptionError(f"'{text}' value invalid for floating point argument!")

    def check(self, value: Any) -> float:
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise OptionError(f"expected a number, got {value!r}")
        return float(value)

    def chunks(self, value: Any) -> list[str]:
        number = float(value)
        if math.isnan(number):
            return ["nan"]
        if math.isinf(number):
            return ["-INF" if number < 0 else "INF"]
        return [f"{number:e}"]


class StrType(OptionType[str]):
    """A `std::string`; printed in braces when a space comes before any `{`, `'` or `"`."""

    name = "str"

    def parse(self, text: str) -> str:
        return text

    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            raise OptionError(f"expected a string, got {value!r}")
        return self.parse(value)

    def text(self, value: Any, chunks: list[str]) -> str:
        return "" if value is None else str(value)

    def chunks(self, value: Any) -> list[str]:
        space = value.find(" ")
        escapes = [i for i in (value.find("{"), value.find("'"), value.find('"')) if i >= 0]
        if space >= 0 and space < min(escapes, default=len(value)):
            return ["{", value, "}"]
        return [value]


class EnumType(OptionType[str]):
    """Named values (`values` maps each name to its description)."""

    name = "enum"

    def __init__(self, values: Mapping[str, str]):
        self.values = dict(values)

    def parse(self, text: str) -> str:
        if text not in self.values:
            raise OptionError(f"Cannot find option named '{text}'!")
        return text

    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            raise OptionError(f"expected one of {', '.join(self.values)}, got {value!r}")
        return self.parse(value)


class PipelineType(OptionType["OpPassManager"]):
    """An `OpPassManager` option: an anchored pipeline such as `func.func(cse)`.

    Text is parsed with the registry the enclosing parse uses; values are stored
    as copies and print in canonical form.
    """

    name = "pipeline"
    lazy_default = True

    def parse(self, text: str) -> OpPassManager:
        from .pipeline_text import PipelineParseError, parse_pass_pipeline

        try:
            return parse_pass_pipeline(text)
        except PipelineParseError as exc:
            raise exc.option_error() from None

    def check(self, value: Any) -> OpPassManager:
        """A copy of the pipeline (or of the parsed text), as MLIR stores one."""
        from .pass_manager import OpPassManager
        from .pipeline_text import copy_pipeline

        pipeline = self.parse(value) if isinstance(value, str) else value
        if not isinstance(pipeline, OpPassManager):
            raise OptionError(f"expected a pass pipeline, got {value!r}")
        return copy_pipeline(pipeline)

    def chunks(self, value: Any) -> list[str]:
        from .pipeline_text import print_pipeline

        return [print_pipeline(value)]


class PipelineStrType(StrType):
    """A string holding pipeline elements (`cse,canonicalize`), kept verbatim.

    Like passes that parse such an option in `initializeOptions` (e.g.
    composite-fixed-point-pass): the text must parse, but prints as written; one that
    does not is reported as MLIR's composite pass reports it (`FAILED_PIPELINE`). Checked
    with the option's value, so a pipeline checked without running checks it too.
    """

    name = "pipeline-str"
    lazy_default = True

    def parse(self, text: str) -> str:
        from .pipeline_text import PipelineParseError, parse_pipeline_elements

        if isinstance(text, _CheckedPipelineText):
            return text  # parsed once: parsing nested values again would be exponential
        try:
            parse_pipeline_elements(text)
        except PipelineParseError as exc:
            if exc.limit:
                raise exc.option_error() from None
            raise InitializeOptionsError(FAILED_PIPELINE, 0, exc.output + exc.report) from None
        return _CheckedPipelineText(text)


FAILED_PIPELINE = "Failed to parse composite pass pipeline"
"""MLIR's error for a pipeline-elements option that does not parse."""


class _CheckedPipelineText(str):
    """Pipeline elements `PipelineStrType` has parsed."""


class OpaqueType(StrType):
    """A C++ type passgen cannot read (a `cl::parser` of a project's own, an option struct,
    `char`): the value is the option's text, kept verbatim and printed as written."""

    name = "opaque"


BOOL = BoolType()
INT = IntType("int", True, 32, "integer")
UINT = IntType("uint", False, 32, "uint")
INT64 = IntType("int64", True, 64, "long")
UINT64 = IntType("uint64", False, 64, "ulong")
FLOAT = FloatType()
STR = StrType()
PIPELINE = PipelineType()
PIPELINE_STR = PipelineStrType()
OPAQUE = OpaqueType()

SCALAR_TYPES: dict[str, OptionType[Any]] = {
    t.name: t for t in (BOOL, INT, UINT, INT64, UINT64, FLOAT, STR, PIPELINE, PIPELINE_STR, OPAQUE)
}


_UNCHECKED: Any = object()


class Option(Generic[T]):
    """A scalar option: `max_iterations = Option("max-iterations", INT64, 10, "...")`;
    on an instance it reads as a `T` (the type's values)."""

    is_list = False

    def __init__(
        self,
        argument: str,
        type: OptionType[T],
        default: T | str | None = None,
        description: str = "",
    ):
        self._declare(argument, type, default, description)

    def _declare(
        self, argument: str, type: OptionType[Any], default: Any, description: str
    ) -> None:
        self.argument = argument
        self.type: OptionType[Any] = type
        self.description = description
        self.name = argument.replace("-", "_")
        self.owner = ""
        self._default_source = default
        self._default: Any = _UNCHECKED
        if not type.lazy_default:
            self._default = self.check(default) if default is not None else None

    @property
    def default(self) -> Any:
        """The default value. A pipeline default is parsed on first use (with the
        registry of the pipeline being parsed, if any), once the passes it names are
        registered, not when the pass class is defined; a failed parse is retried."""
        if self._default is _UNCHECKED:
            self._default = self._parse_default()
        return self._default

    def _parse_default(self) -> Any:
        source = self._default_source
        if source is None:
            return None
        label = f"{ADDING.get() or self.owner}{{{self.argument}={source}}}"
        resolving = _RESOLVING.get()
        options = [option for option, _ in resolving]
        if self in options:
            cycle = [text for _, text in resolving[options.index(self) :]]
            raise PipelineLimitError(
                f"pass option defaults form a cycle: {' -> '.join([*cycle, label])}"
            )
        token = _RESOLVING.set((*resolving, (self, label)))
        try:
            return self.check(source)
        except PipelineLimitError:
            raise
        except OptionError as exc:
            raise OptionError(
                f"the default of option '{self.argument}' of '"
                f"{ADDING.get() or self.owner}' is invalid: {exc.message}"
            ) from None
        finally:
            _RESOLVING.reset(token)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.owner = getattr(owner, "argument", "") or owner.__name__

    def check(self, value: Any) -> Any:
        return self.type.check(value)

    def parse(self, text: str | None) -> Any:
        """The value of `key=text` in an options string (`text` None for a bare `key`).

        A scalar option with no default passgen knows (one C++ computes, an enum value
        none of its names names) prints as `key=`; where its type reads no value from ``
        (all but strings), `key=` gives that default back: None, which sets nothing."""
        if text is None:
            return self.type.parse_flag()
        if not text and self._default_source is None and not isinstance(self.type, StrType):
            return None
        return self.type.parse(text)

    @overload
    def __get__(self, instance: None, owner: type) -> Option[T]: ...
    @overload
    def __get__(self, instance: object, owner: type) -> T: ...
    def __get__(self, instance: object | None, owner: type) -> Any:
        if instance is None:
            return self
        values: dict[str, Any] = instance.__dict__.setdefault("_option_values", {})
        if self.name in values:
            return values[self.name]
        default = copy.copy(self.default)
        if self.is_list:
            values[self.name] = default  # a list the caller may append to
        return default

    def __set__(self, instance: object, value: T) -> None:
        instance.__dict__.setdefault("_option_values", {})[self.name] = self.check(value)
        instance.__dict__.setdefault("_options_set", set()).add(self.name)

    def has_value(self, instance: object) -> bool:
        """Whether the option was set explicitly (not just defaulted)."""
        return self.name in instance.__dict__.get("_options_set", ())

    def format(self, value: Any) -> str:
        return "" if value is None else self.type.format(value)

    def printed_values(self, instance: object) -> list[tuple[Any, list[str]]] | None:
        """Each value to print with the chunks MLIR writes for it (`PassOptions::print`):
        one for a scalar; None when nothing is printed."""
        value = self.__get__(instance, type(instance))
        return [(value, [] if value is None else self.type.chunks(value))]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.argument!r}, {self.type.name})"


class ListOption(Option[Sequence[T]]):
    """A list option of a scalar type; its default is an empty list unless given. On an
    instance it reads as a list of `T` (typed `Sequence[T]`)."""

    is_list = True

    def __init__(
        self,
        argument: str,
        type: OptionType[T],
        default: Sequence[T | str] | None = None,
        description: str = "",
    ):
        self._declare(argument, type, list(default) if default is not None else [], description)

    def check(self, value: Any) -> list[Any]:
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, bytes) or not isinstance(value, Sequence):
            raise OptionError(f"expected a list, got {value!r}")
        return [self.type.check(v) for v in value]

    def parse(self, text: str | None) -> list[Any]:
        """Comma-separated elements; `{...}`, `(...)`, `[...]` and quotes nest."""
        if text is None:
            raise OptionError("requires a value!")
        values = []
        for offset, element in split_list(text):
            try:
                values.append(self.type.parse(element))
            except OptionError as exc:
                raise type(exc)(exc.message, offset + exc.offset, exc.output) from None
        return values

    def format(self, value: Any) -> str:
        return ",".join(self.type.format(v) for v in value)

    def printed_values(self, instance: object) -> list[tuple[Any, list[str]]] | None:
        """Each element with its chunks; None when never set and equal to the default."""
        values = [(v, self.type.chunks(v)) for v in self.__get__(instance, type(instance))]
        if not self.has_value(instance) and (
            ["".join(chunks) for _, chunks in values] == self._formatted(self.default or [])
        ):
            return None
        return values

    def at_default(self, instance: object) -> bool:
        value = self.__get__(instance, type(instance))
        return self._formatted(value) == self._formatted(self.default or [])

    def _formatted(self, values: Iterable[Any]) -> list[str]:
        return [self.type.format(v) for v in values]


def forget_lists_at_default(instance: object, options: Iterable[Option[Any]]) -> None:
    """Mark list options equal to their default as never set, so they print as such.

    That is what copying a pass does in MLIR: a copied `ListOption` keeps its own
    "default assigned" flag.
    """
    at_default = {o.name for o in options if isinstance(o, ListOption) and o.at_default(instance)}
    instance.__dict__["_options_set"] = set(instance.__dict__.get("_options_set", ())) - at_default


D = TypeVar("D")


def declared(cls: type, kind: type[D]) -> list[D]:
    """The class attributes of `cls` that are `kind` descriptors (options, statistics),
    in declaration order, base classes first; a redefinition replaces its base's."""
    found: dict[str, D] = {}
    for klass in reversed(cls.__mro__):
        for value in vars(klass).values():
            if isinstance(value, kind):
                found[value.name] = value  # type: ignore[attr-defined]
    return list(found.values())


def interleave(groups: Iterable[list[str]], separator: str) -> Iterator[str]:
    """The chunks of each group, with `separator` between groups."""
    for index, group in enumerate(groups):
        if index:
            yield separator
        yield from group


class PipelineOptions:
    """Base of pass-pipeline option structs (MLIR's `PassPipelineOptions`).

    Subclasses declare `Option` / `ListOption` descriptors; a pipeline builder
    receives an instance.
    """

    def __init__(self, **values: Any):
        for key, value in values.items():
            self.set_option(key, value)

    @classmethod
    def options(cls) -> list[Option[Any]]:
        return declared(cls, Option)

    @classmethod
    def find_option(cls, key: str) -> Option[Any] | None:
        """An option by its Python name or its pipeline argument."""
        return next((o for o in cls.options() if key in (o.name, o.argument)), None)

    def set_option(self, key: str, value: Any) -> None:
        option = self.find_option(key)
        if option is None:
            raise OptionError(f"'{type(self).__name__}' has no option '{key}'")
        setattr(self, option.name, value)


# -- MLIR's option-string lexing (PassRegistry.cpp) ----------------------------------


def find_char(text: str, index: int, char: str, end: int | None = None) -> int:
    """The next `char` in `text[index:end]` outside `{}`, `()`, `[]` and quotes, else -1."""
    end = len(text) if end is None else end
    closing = {"{": "}", "(": ")", "[": "]"}
    wanted = [char]  # what closes each open bracket, innermost last
    i = index
    while i < end:
        c = text[i]
        if c == wanted[-1]:
            wanted.pop()
            if not wanted:
                return i
        elif c in closing:
            wanted.append(closing[c])
        elif c in "\"'":
            i = text.find(c, i + 1, end)
            if i < 0:
                return -1
        i += 1
    return -1


def unwrap_arg(text: str, start: int, end: int) -> tuple[int, str]:
    """Trim `text[start:end]` and drop one pair of enclosing quotes or braces.

    Returns the offset of the result in `text` and the result
    (MLIR's `extractArgAndUpdateOptions`).
    """
    start, end = trim_span(text, start, end)
    if end - start <= 1:
        return start, text[start:end]
    first, last = text[start], text[end - 1]
    quoted = first == last and first in "\"'"
    braced = first == "{" and find_char(text, start + 1, "}", end) == end - 1
    if quoted or braced:
        start, end = trim_span(text, start + 1, end - 1)
    return start, text[start:end]


def split_list(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
    """The elements of a comma-separated list value, each with its offset in `text`."""
    end = len(text) if end is None else end
    if start == end:
        return []
    elements = []
    comma = find_char(text, start, ",", end)
    while comma >= 0:
        elements.append(unwrap_arg(text, start, comma))
        start = comma + 1
        comma = find_char(text, start, ",", end)
    elements.append(unwrap_arg(text, start, end))
    return elements


def skip_whitespace(text: str, start: int, end: int) -> int:
    """The first non-whitespace offset in `text[start:end]`, else `end`."""
    while start < end and text[start] in WHITESPACE:
        start += 1
    return start


def trim_span(text: str, start: int, end: int) -> tuple[int, int]:
    """`text[start:end]` without surrounding whitespace, as a span."""
    start = skip_whitespace(text, start, end)
    while end > start and text[end - 1] in WHITESPACE:
        end -= 1
    return start, end


def next_option(text: str, start: int, end: int) -> tuple[int, str, int, str | None, int]:
    """The next `key[=value]` of an options string (MLIR's `parseNextArg`).

    Returns the key's offset and text, the value's offset and text (None without
    `=`), and where the rest starts. A key ends at a space or `=`; a value ends
    at a space outside quotes and `{...}`. Both lose one pair of enclosing quotes
    or braces.
    """
    j = start
    while j < end and text[j] not in " =":
        j += 1
    key_offset, key = unwrap_arg(text, start, j)
    if j == end or text[j] == " ":
        return key_offset, key, j, None, skip_whitespace(text, j, end)
    value_start = j = j + 1
    while j < end and text[j] != " ":
        if text[j] in "\"'":
            close = text.find(text[j], j + 1, end)
            j = close if close >= 0 else j
        elif text[j] == "{":
            j = matching_brace(text, j + 1, end, quotes=True)
            continue
        j += 1
    value_offset, value = unwrap_arg(text, value_start, j)
    return key_offset, key, value_offset, value, skip_whitespace(text, j, end)


def matching_brace(text: str, start: int, end: int, quotes: bool) -> int:
    """The `}` closing a `{` just before `start`, else `end`; `quotes` skips quoted text."""
    depth = 1
    i = start
    while i < end:
        c = text[i]
        if quotes and c in "\"'":
            close = text.find(c, i + 1, end)
            i = close if close >= 0 else i
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return end
