"""Typed pass options: `Option` / `ListOption` descriptors declared on a pass class.

An option's value is the default until set; setting converts and checks it.
Option types parse the text of a textual pipeline and print values back in
MLIR's canonical form.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class OptionError(ValueError):
    """A value that does not fit an option's type."""


class OptionType:
    """How to parse, check and print values of one kind."""

    name = ""

    def parse(self, text: str) -> Any:
        raise NotImplementedError

    def check(self, value: Any) -> Any:
        """Convert a Python value to the option's value, or raise `OptionError`."""
        if isinstance(value, str):
            return self.parse(value)
        return value

    def format(self, value: Any) -> str:
        return str(value)


class BoolType(OptionType):
    name = "bool"
    _WORDS = {"true": True, "1": True, "false": False, "0": False}

    def parse(self, text: str) -> bool:
        word = text.lower() if text in ("True", "TRUE", "False", "FALSE") else text
        if word in self._WORDS:
            return self._WORDS[word]
        raise OptionError(f"'{text}' is invalid value for boolean argument! Try 0 or 1")

    def check(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return self.parse(value)
        raise OptionError(f"expected a bool, got {value!r}")

    def format(self, value: Any) -> str:
        return "true" if value else "false"


class IntType(OptionType):
    """A signed (`int`) or unsigned (`uint`) integer of `bits` bits."""

    def __init__(self, signed: bool = True, bits: int = 64):
        self.signed = signed
        self.bits = bits
        self.name = "int" if signed else "uint"

    def parse(self, text: str) -> int:
        try:
            value = int(text, 0) if text.lower().startswith(("0x", "0b", "0o")) else int(text)
        except ValueError:
            raise OptionError(f"'{text}' value invalid for integer argument!") from None
        return self.check(value)

    def check(self, value: Any) -> int:
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"expected an integer, got {value!r}")
        low = -(1 << (self.bits - 1)) if self.signed else 0
        high = (1 << (self.bits - (1 if self.signed else 0))) - 1
        if not low <= value <= high:
            raise OptionError(f"'{value}' value invalid for {self.name} argument!")
        return value


class FloatType(OptionType):
    name = "float"

    def parse(self, text: str) -> float:
        try:
            return float(text)
        except ValueError:
            raise OptionError(f"'{text}' value invalid for floating point argument!") from None

    def check(self, value: Any) -> float:
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise OptionError(f"expected a number, got {value!r}")
        return float(value)

    def format(self, value: Any) -> str:
        return repr(float(value)).replace("inf", "inf")


class StrType(OptionType):
    name = "str"

    def parse(self, text: str) -> str:
        return text

    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            raise OptionError(f"expected a string, got {value!r}")
        return value


class EnumType(OptionType):
    """Named values (`values` maps each name to its description)."""

    name = "enum"

    def __init__(self, values: Mapping[str, str]):
        self.values = dict(values)

    def parse(self, text: str) -> str:
        if text not in self.values:
            raise OptionError(
                f"Cannot find option named '{text}'! (expected one of: {', '.join(self.values)})"
            )
        return text


class PipelineType(OptionType):
    """A nested pass pipeline, held as its textual form."""

    name = "pipeline"

    def parse(self, text: str) -> str:
        return text

    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            printer = getattr(value, "textual_pipeline", None)
            if printer is None:
                raise OptionError(f"expected a pass pipeline, got {value!r}")
            return printer()
        return value


BOOL = BoolType()
INT = IntType(True)
UINT = IntType(False)
FLOAT = FloatType()
STR = StrType()
PIPELINE = PipelineType()

SCALAR_TYPES: dict[str, OptionType] = {
    "bool": BOOL,
    "int": INT,
    "uint": UINT,
    "float": FLOAT,
    "str": STR,
    "pipeline": PIPELINE,
}


class Option(Generic[T]):
    """A scalar option: `max_iterations = Option("max-iterations", INT, 10, "...")`."""

    is_list = False

    def __init__(
        self,
        argument: str,
        type: OptionType,
        default: Any = None,
        description: str = "",
    ):
        self.argument = argument
        self.type = type
        self.description = description
        self.name = argument.replace("-", "_")
        self.default = self.check(default) if default is not None else None

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def check(self, value: Any) -> Any:
        return self.type.check(value)

    def parse(self, text: str) -> Any:
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

    def __set__(self, instance: object, value: Any) -> None:
        instance.__dict__.setdefault("_option_values", {})[self.name] = self.check(value)
        instance.__dict__.setdefault("_options_set", set()).add(self.name)

    def has_value(self, instance: object) -> bool:
        """Whether the option was set explicitly (not just defaulted)."""
        return self.name in instance.__dict__.get("_options_set", ())

    def format(self, value: Any) -> str:
        return "" if value is None else self.type.format(value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.argument!r}, {self.type.name})"


class ListOption(Option[list[T]]):
    """A list option of a scalar type; its default is an empty list unless given."""

    is_list = True

    def __init__(
        self,
        argument: str,
        type: OptionType,
        default: Sequence[Any] | None = None,
        description: str = "",
    ):
        super().__init__(argument, type, list(default) if default is not None else [], description)

    def check(self, value: Any) -> list[Any]:
        if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
            raise OptionError(f"expected a list, got {value!r}")
        return [self.type.check(v) for v in value]

    def parse(self, text: str) -> list[Any]:
        return [self.type.parse(part) for part in split_list(text)] if text else []

    def format(self, value: Any) -> str:
        return ",".join(self.type.format(v) for v in value)


def split_list(text: str) -> list[str]:
    """Split `a,b,{c,d},"e,f"` on top-level commas (braces and quotes nest)."""
    parts: list[str] = []
    depth = 0
    quote = False
    start = 0
    for index, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif quote:
            continue
        elif ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return parts
