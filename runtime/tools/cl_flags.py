"""Flags whose value is optional, read as LLVM's `cl` reads them (`cl::ValueOptional`).

`--flag` alone takes the flag's implicit value; a value is only ever given as
`--flag=value` (the next argument is never taken as the value). Booleans take `true`,
`TRUE`, `True`, `1`, `false`, `FALSE`, `False`, `0` and the empty string (true); enums one
of their names. A bad value is reported as LLVM reports it, and every bad value on the
command line is reported before the tool exits with code 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from typing import Any

TRUE_SPELLINGS = ("", "true", "TRUE", "True", "1")
FALSE_SPELLINGS = ("false", "FALSE", "False", "0")

_ERRORS = "_cl_flag_errors"


class FlagValueError(Exception):
    """A value the flag does not take; the message is LLVM's, after `for the --x option: `."""


class ValueOptionalFlag(argparse.Action):
    """A flag given as `--flag` or `--flag=value`; subclasses convert the value.

    `normalize_bare_flags` rewrites a bare `--flag` to `--flag=` before argparse sees it."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str,
        default: Any = None,
        help: str | None = None,
        metavar: str | None = None,
    ):
        super().__init__(option_strings, dest, default=default, help=help, metavar=metavar)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        text = values if isinstance(values, str) else "--"  # argparse drops a `--` value
        try:
            setattr(namespace, self.dest, self.convert(text))
        except FlagValueError as exc:
            name = self.option_strings[0].lstrip("-")
            errors = getattr(namespace, _ERRORS, [])
            errors.append(f"for the --{name} option: {exc}")
            setattr(namespace, _ERRORS, errors)

    def convert(self, text: str) -> Any:
        return text


class BoolFlag(ValueOptionalFlag):
    """LLVM's `cl::opt<bool>`."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str,
        default: bool = False,
        help: str | None = None,
    ):
        super().__init__(option_strings, dest, default=default, help=help, metavar="[=true|false]")

    def convert(self, text: str) -> bool:
        if text in TRUE_SPELLINGS:
            return True
        if text in FALSE_SPELLINGS:
            return False
        raise FlagValueError(f"'{text}' is invalid value for boolean argument! Try 0 or 1")


class StringFlag(ValueOptionalFlag):
    """A string flag whose bare form (or empty value) means `implicit`."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str,
        implicit: str,
        default: str | None = None,
        help: str | None = None,
        metavar: str | None = None,
    ):
        super().__init__(option_strings, dest, default=default, help=help, metavar=metavar)
        self.implicit = implicit

    def convert(self, text: str) -> str:
        return text or self.implicit


class UintFlag(ValueOptionalFlag):
    """LLVM's `cl::opt<unsigned>`, given as `--flag=N`."""

    def convert(self, text: str) -> int:
        if not (text.isascii() and text.isdigit()) or int(text) >= 1 << 32:
            raise FlagValueError(f"'{text}' value invalid for uint argument!")
        return int(text)


class EnumFlag(ValueOptionalFlag):
    """An enum flag (`cl::values`), `values` mapping each accepted name ('' for the bare
    flag) to its value."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str,
        values: Mapping[str, Any],
        default: Any = None,
        help: str | None = None,
    ):
        names = "|".join(name for name in values if name)
        super().__init__(option_strings, dest, default=default, help=help, metavar=f"[={names}]")
        self.values = dict(values)

    def convert(self, text: str) -> Any:
        if text not in self.values:
            raise FlagValueError(f"Cannot find option named '{text}'!")
        return self.values[text]


def value_optional_flags(parser: argparse.ArgumentParser) -> set[str]:
    """The option strings of `parser`'s value-optional flags."""
    return {
        flag
        for action in parser._actions
        if isinstance(action, ValueOptionalFlag)
        for flag in action.option_strings
    }


def report_flag_errors(prog: str, namespace: argparse.Namespace) -> None:
    """Print every bad flag value (LLVM's wording) and exit with code 1, if there were any."""
    errors: list[str] = getattr(namespace, _ERRORS, [])
    if errors:
        for message in errors:
            print(f"{prog}: {message}", file=sys.stderr)
        sys.exit(1)
    if hasattr(namespace, _ERRORS):
        delattr(namespace, _ERRORS)
