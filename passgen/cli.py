"""The `passgen` command: build, validate, schema, import-td and export-td.

Exit codes: 0 success, 1 stale output under `build --check`, 2 any error (bad
spec, bad configuration, bad flag, or a bug in passgen), 130 interrupted. Errors
never print a traceback.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from passgen.build.config import Config, ConfigError, load_config, load_configs
from passgen.runtime.support.arguments import SuggestingArgumentParser, VersionAction
from passgen.runtime.support.streams import stopped_by_closed_pipe, tolerate_any_text, write_data
from passgen.support.diagnostics import INPUT_ATTRIBUTE
from passgen.tablegen.cli import add_import_arguments, import_td_command

if TYPE_CHECKING:
    from passgen.build.writer import Change
    from passgen.support.diagnostics import SpecError

EXIT_STALE = 1
EXIT_ERROR = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it


class _ArgumentParser(SuggestingArgumentParser):
    """passgen's flags and commands: errors exit with EXIT_ERROR."""

    exit_code = EXIT_ERROR


def build_arg_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="passgen",
        allow_abbrev=False,
        description="Generate Python pass classes, registration and docs from YAML specs.",
    )
    parser.add_argument("--version", action=VersionAction)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_ArgumentParser)
    build = commands.add_parser(
        "build", allow_abbrev=False, help="generate the package and Passes.md from the specs"
    )
    build.add_argument(
        "--config",
        type=Path,
        metavar="FILE",
        help="pyproject.toml with [tool.passgen] (default: the nearest one)",
    )
    build.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 when any generated file is stale",
    )
    build.add_argument("--diff", action="store_true", help="with --check, print a unified diff")
    validate = commands.add_parser(
        "validate", allow_abbrev=False, help="check specs and report every problem"
    )
    validate.add_argument("--config", type=Path, metavar="FILE")
    for command in (build, validate):
        command.add_argument(
            "--werror",
            action="store_true",
            help="treat warnings (names that may resolve only at run time) as errors",
        )
    validate.add_argument(
        "files", nargs="*", type=Path, help="spec files (default: the configured specs)"
    )
    commands.add_parser(
        "schema", allow_abbrev=False, help="print the JSON Schema of the spec format"
    )
    init = commands.add_parser(
        "init",
        allow_abbrev=False,
        help="create a project of one's own: a spec, its implementation, tests",
    )
    init.add_argument(
        "folder",
        type=Path,
        nargs="?",
        default=Path("."),
        metavar="DIR",
        help="where to create it: a new directory, or a project to add passgen to, whose "
        "files are left as they are (default: here)",
    )
    init.add_argument(
        "--name",
        help="the project's name (default: its pyproject.toml's, else the directory's)",
    )
    init.add_argument("--package", help="its import name (default: from the name)")
    exporter = commands.add_parser(
        "export-td",
        allow_abbrev=False,
        help="write a spec's passes as TableGen (mlir-tblgen's input)",
    )
    exporter.add_argument("spec_file", type=Path, metavar="SPEC.yaml")
    exporter.add_argument(
        "-o",
        dest="output",
        type=Path,
        metavar="OUT.td",
        help="write the TableGen file here (default: stdout)",
    )
    exporter.add_argument(
        "--config",
        type=Path,
        metavar="FILE",
        help="pyproject.toml whose dialect files give the C++ classes of the "
        "project's own dialects",
    )
    importer = commands.add_parser(
        "import-td", allow_abbrev=False, help="convert the passes of TableGen files to YAML specs"
    )
    add_import_arguments(importer)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; an internal error is reported in one line (exit 2), never a traceback."""
    tolerate_any_text()
    try:
        return _run(argv)
    except KeyboardInterrupt:
        print("passgen: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader of the output went away (`| head`)
        return stopped_by_closed_pipe(argv is None)
    except Exception as exc:  # a bug: say where, and ask for a report
        where = getattr(exc, INPUT_ATTRIBUTE, None) or _inputs(argv)
        detail = " ".join(f"{type(exc).__name__}: {exc}".split())[:300]
        print(
            f"passgen: internal error while processing {where}: {detail}; please report this "
            "bug with that input",
            file=sys.stderr,
        )
        return EXIT_ERROR


def _inputs(argv: Sequence[str] | None) -> str:
    """What the command line names as input, for the internal error message."""
    return f"`{shlex.join(['passgen', *(sys.argv[1:] if argv is None else argv)])}`"


def _run(argv: Sequence[str] | None) -> int:
    args = build_arg_parser().parse_args(argv)
    if args.command == "schema":
        from passgen.spec.model import json_schema

        print(json.dumps(json_schema(), indent=2, sort_keys=True))
        return 0
    if args.command == "export-td":
        return _export_td(args)
    if args.command == "import-td":
        return import_td_command(args)
    if args.command == "init":
        return _init(args)
    try:
        return _reporting_errors(lambda: _build_or_validate(args))
    except Exception as exc:  # a user's template may be broken: not passgen's bug
        from passgen.build.render import template_error

        message = template_error(exc)
        if message is None:
            raise
        print(message, file=sys.stderr)
        return EXIT_ERROR


def _build_or_validate(args: argparse.Namespace) -> int:
    from passgen.build.run import build, validate

    configs = load_configs(args.config)
    printer = _Printer(show_diff=args.command == "build" and args.diff)
    if args.command == "validate":
        configs = configs[:1] if args.files else configs
        for config in configs:
            specs = validate(config, args.files, printer, werror=args.werror)
            passes = sum(len(s.spec.passes) for s in specs)
            print(f"{_prog(config)}: {len(specs)} spec file(s), {passes} pass(es): no problems")
        return 0
    fresh = [build(config, printer, check=args.check, werror=args.werror) for config in configs]
    return 0 if all(fresh) else EXIT_STALE


def _reporting_errors(run: Callable[[], int]) -> int:
    """`run()`; bad input (a configuration, a spec, a file) is printed, with exit 2."""
    from passgen.support.diagnostics import SpecError

    try:
        return run()
    except (ConfigError, SpecError) as exc:
        print(exc, file=sys.stderr)
        return EXIT_ERROR
    except OSError as exc:
        if type(exc).__module__.startswith("jinja2."):  # a template not found: `template_error`
            raise
        print(f"passgen: error: {exc}", file=sys.stderr)
        return EXIT_ERROR


def _export_td(args: argparse.Namespace) -> int:
    """Write a spec as TableGen; its warnings (what is not exported) go to stderr."""
    from passgen.build.run import load_dialects
    from passgen.checks.load import load_specs
    from passgen.cpp.model import dialect_classes
    from passgen.runtime.support.output_files import write_output
    from passgen.support.diagnostics import SpecError
    from passgen.tablegen.export import export_td

    def export() -> int:
        dialects = [] if args.config is None else load_dialects(load_config(args.config))
        [loaded] = load_specs([(args.spec_file, args.spec_file)])
        exported = export_td(loaded, dialect_classes(dialects))
        if exported.warnings:
            print(
                SpecError(list(exported.warnings), {loaded.path: loaded.document.lines}),
                file=sys.stderr,
            )
        write_output("-" if args.output is None else str(args.output), exported.text)
        return 0

    return _reporting_errors(export)


def _init(args: argparse.Namespace) -> int:
    from passgen.scaffold import ScaffoldError, create

    try:
        done = create(args.folder, args.name, args.package)
    except ScaffoldError as exc:
        print(f"passgen: {exc}", file=sys.stderr)
        return EXIT_ERROR
    for path in done.written:
        print(f"passgen: wrote {path}")
    for path in done.skipped:
        print(f"passgen: skipped {path}: it exists (left as it is)")
    if done.extended is None:
        print(
            f"passgen: next: cd {args.folder} && pip install -e '.[test]' && passgen build && pytest"
        )
    else:
        print(f"passgen: added [tool.passgen] to {done.extended}")
        print(
            "passgen: next: make the project depend on passgen (its tests on pytest, lit and "
            "filecheck) and src/ importable, then: passgen build && pytest"
        )
    return 0


def _prog(config: Config) -> str:
    """How messages name a build: `passgen`, or `passgen[<name>]` for a named one."""
    return f"passgen[{config.name}]" if config.name else "passgen"


class _Printer:
    """Prints what builds report: progress on stdout, problems on stderr, with `--diff` the
    diff of each stale file on stdout."""

    def __init__(self, show_diff: bool):
        self.show_diff = show_diff

    def recovered(self, config: Config, note: str) -> None:
        print(f"{_prog(config)}: {note}", file=sys.stderr)

    def unfinished(self, config: Config, journal_file: Path) -> None:
        print(
            f"{_prog(config)}: stale: a build was interrupted before it finished "
            f"({config.display(journal_file)} is there); run `passgen build`",
            file=sys.stderr,
        )

    def warnings(self, report: SpecError) -> None:
        print(report, file=sys.stderr)

    def written(self, config: Config, changes: Sequence[Change]) -> None:
        for change in changes:
            verb = "removed" if change.new is None else "wrote"
            print(f"{_prog(config)}: {verb} {config.display(change.path)}")
        if not changes:
            print(f"{_prog(config)}: up to date")

    def stale(self, config: Config, changes: Sequence[Change]) -> None:
        for change in changes:
            print(f"{_prog(config)}: stale: {config.display(change.path)}", file=sys.stderr)
            if self.show_diff:
                write_data(change.diff(config.display(change.path)))
        if changes:
            print(
                f"{_prog(config)}: generated files are stale; run `passgen build`",
                file=sys.stderr,
            )


if __name__ == "__main__":
    sys.exit(main())
