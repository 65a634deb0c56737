"""`passgen-opt`: the mlir-opt analogue.

Reads generic-form MLIR (a file or `-` for stdin), verifies it and prints it
back. Exit codes are mlir-opt's: 0 on success, 1 on any failure. On failure no
output file is created and an existing one is left untouched.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import NoReturn

from ..asm import parse_source, print_op
from ..ir import Context, DiagnosticError, verify


class _ArgumentParser(argparse.ArgumentParser):
    """argparse with mlir-opt's exit code and a did-you-mean for unknown flags."""

    def error(self, message: str) -> NoReturn:
        hint = ""
        if message.startswith("unrecognized arguments:"):
            known = [s for a in self._actions for s in a.option_strings]
            for arg in message.split(":", 1)[1].split():
                flag = arg.split("=", 1)[0]
                close = difflib.get_close_matches(flag, known, n=1)
                if close:
                    hint = f"\n{self.prog}: note: did you mean '{close[0]}'?"
                    break
        self.exit(1, f"{self.prog}: error: {message}{hint}\n")


def build_arg_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="passgen-opt",
        allow_abbrev=False,
        description="Parse, verify and print MLIR in generic form (the mlir-opt analogue).",
    )
    parser.add_argument("input", nargs="?", default="-", help="input file, '-' for stdin")
    parser.add_argument("-o", dest="output", default="-", metavar="FILE",
                        help="output file, '-' for stdout (the default)")
    parser.add_argument("--allow-unregistered-dialect", action="store_true",
                        help="accept ops of dialects that are not registered")
    parser.add_argument("--mlir-print-debuginfo", action="store_true",
                        help="print locations as loc(#locN) aliases")
    parser.add_argument("--mlir-print-local-scope", action="store_true",
                        help="print locations inline instead of as aliases")
    parser.add_argument("--mlir-print-op-generic", action="store_true",
                        help="accepted for mlir-opt compatibility; output is always generic")
    parser.add_argument("--verify-each", default="true", choices=["true", "false", "1", "0"],
                        help="verify the IR (default true)")
    return parser


def _read_input(path: str) -> tuple[str, str]:
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read(), path


def write_output(path: str, text: str) -> None:
    """Write `text` to `path` atomically ('-' is stdout)."""
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, temp = tempfile.mkstemp(prefix=".passgen-opt-", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as handle:
            handle.write(text)
        os.replace(temp, path)
    except BaseException:
        os.unlink(temp)
        raise


def main(argv: Sequence[str] | None = None) -> int:
    args = build_arg_parser().parse_args(argv)
    try:
        text, filename = _read_input(args.input)
    except OSError as exc:
        print(f"passgen-opt: error: could not open input file '{args.input}': {exc.strerror}",
              file=sys.stderr)
        return 1
    context = Context(allow_unregistered_dialects=args.allow_unregistered_dialect)
    try:
        module = parse_source(text, context, filename)
        if args.verify_each in ("true", "1"):
            verify(module)
    except DiagnosticError as exc:
        print(exc, file=sys.stderr)
        return 1
    output = print_op(
        module,
        debuginfo=args.mlir_print_debuginfo,
        local_scope=args.mlir_print_local_scope,
        context=context,
    )
    try:
        write_output(args.output, output)
    except OSError as exc:
        print(f"passgen-opt: error: could not write '{args.output}': {exc.strerror}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
