"""argparse for the command-line tools: a chosen exit code and a did-you-mean."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable
from typing import NoReturn

# The distribution both commands install from (`pip install mlir-passgen`); its import name is
# `passgen`.
DISTRIBUTION = "mlir-passgen"


class SuggestingArgumentParser(argparse.ArgumentParser):
    """Reports bad flags and commands as `prog: error: ...` plus, when one is close,
    `prog: note: did you mean '...'?`, and exits with `exit_code`."""

    exit_code = 2

    def error(self, message: str) -> NoReturn:
        from .suggestions import closest  # only when there is an error to report

        choice = re.search(r"invalid choice: '([^']*)'", message)
        if choice:
            unknown, known = [choice.group(1)], self._commands()
        else:
            unknown = [t for t in message.split(":", 1)[-1].split() if t.startswith("-")]
            known = self._flags()
        hint = ""
        for word in unknown:
            flag = word.split("=", 1)[0]
            if flag in self._own_flags():  # given after a command: `passgen build --version`
                hint = f"\n{self.prog}: note: {flag} goes before the command: `{self.prog} {flag}`"
                break
            close = closest(flag, known)
            if close:
                hint = f"\n{self.prog}: note: did you mean '{close}'?"
                break
        self.exit(self.exit_code, f"{self.prog}: error: {message}{hint}\n")

    def _get_formatter(self) -> argparse.HelpFormatter:
        """argparse's formatter, as wide as `shutil.get_terminal_size()` says, measured here
        because argparse imports shutil for it (and shutil its compression modules): 2 ms
        of each start-up, as argparse makes a formatter for every flag it declares."""
        formatter_class: Callable[..., argparse.HelpFormatter] = self.formatter_class
        return formatter_class(prog=self.prog, width=terminal_columns() - 2)

    def _command_parsers(self) -> list[argparse.ArgumentParser]:
        return [
            parser
            for action in self._actions
            if isinstance(action, argparse._SubParsersAction)
            for parser in action.choices.values()
        ]

    def _own_flags(self) -> list[str]:
        """This parser's flags, not its subcommands' (none when it has no subcommands)."""
        if not self._command_parsers():
            return []
        return [flag for action in self._actions for flag in action.option_strings]

    def _commands(self) -> list[str]:
        return [
            name
            for action in self._actions
            if isinstance(action, argparse._SubParsersAction)
            for name in action.choices
        ]

    def _flags(self) -> list[str]:
        """Flags of this parser and of every subcommand (argparse reports a subcommand's
        unknown flags from the top-level parser)."""
        parsers = [self, *self._command_parsers()]
        return [
            flag
            for parser in parsers
            for action in parser._actions
            for flag in action.option_strings
        ]


def terminal_columns() -> int:
    """`shutil.get_terminal_size().columns`: $COLUMNS if a positive number, else the width
    of the terminal on stdout, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        stdout = sys.__stdout__  # None where Python started without one
        try:
            columns = os.get_terminal_size(stdout.fileno()).columns if stdout else 0
        except (ValueError, OSError):
            columns = 0
    return columns or 80


class VersionAction(argparse.Action):
    """`--version`: prints `<prog> <version>` and exits; the version is looked up only then
    (reading the installed distribution's metadata costs start-up time on every run)."""

    def __init__(
        self,
        option_strings: list[str],
        dest: str = argparse.SUPPRESS,
        default: str = argparse.SUPPRESS,
        help: str = "show the version and exit",
    ) -> None:
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(f"{parser.prog} {version()}")
        parser.exit()


def version() -> str:
    """The installed distribution's version (both tools' `--version`)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown (not installed)"
