"""`passgen-opt`: the mlir-opt analogue.

Reads generic-form MLIR (a file or `-` for stdin), runs a pass pipeline
(`--pass-pipeline`/`-p`, or per-pass flags such as `--cse`) and prints the
result. Exit codes are mlir-opt's: 0 on success, 1 on any failure. On failure
no output file is created and an existing one is left untouched.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import importlib.util
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from ..asm import parse_source, print_op
from ..builder import PipelineBuilder
from ..ir import Context, DiagnosticError, FileLineColLoc, Operation, verify
from ..ir.diagnostics import SourceBuffer, remember_buffer
from ..options import OptionError
from ..pass_manager import Nesting, OpPassManager, PassManager
from ..pipeline_text import PipelineParseError, dump_pipeline, parse_pass_pipeline
from ..registry import PassRegistry, RegistryError, default_registry, use_registry
from ..timing import PassTiming
from ..rewrite.debug_log import enable_debug
from .arguments import SuggestingArgumentParser, version
from .pass_flags import PipelineFailure, add_pass_flag, describe_registry, pass_arguments
from .pass_manager_options import (
    PassManagerOptionError,
    add_pass_manager_flags,
    apply_pass_manager_flags,
    buffer_timing,
    timed_phase,
)
from .mlir_test_passes import register_mlir_test_passes
from .split_input import chunk_source, join_outputs, split_input
from .streams import mlir_stdio, read_stdin, write_data
from .metadata_passes import metadata_registry, register_upstream_passes

PROG = "passgen-opt"


def _boolean(text: str) -> bool:
    """mlir-opt's boolean flag values."""
    if text not in ("true", "false", "1", "0"):
        raise argparse.ArgumentTypeError(f"'{text}' is not a boolean (true, false, 1 or 0)")
    return text in ("true", "1")


class ToolError(Exception):
    """A failure reported as one `passgen-opt: error: ...` line."""


class _ArgumentParser(SuggestingArgumentParser):
    """passgen-opt's flags: errors exit with mlir-opt's code, 1."""

    exit_code = 1


class _PassFlag(argparse.Action):
    """`--<pass>[=options]`: appends (argument, options text) in command-line order."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        flags = getattr(namespace, self.dest) or []
        flags.append((self.metavar, values))
        setattr(namespace, self.dest, flags)


def build_arg_parser(registry: PassRegistry) -> argparse.ArgumentParser:
    """The tool's flags, and one flag per pass and pipeline of `registry` (listed in `--help`)."""
    parser = _ArgumentParser(
        prog=PROG,
        allow_abbrev=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Run pass pipelines on MLIR in generic form (the mlir-opt analogue).",
    )
    add = parser.add_argument
    add("--version", action="version", version=f"%(prog)s {version()}")
    add("input", nargs="?", default="-", help="input file, '-' for stdin")
    add("-o", dest="output", default="-", metavar="FILE",
        help="output file, '-' for stdout (the default)")
    add("--pass-pipeline", "-p", dest="pass_pipeline", metavar="PIPELINE",
        help="a textual pipeline, e.g. 'builtin.module(cse,func.func(canonicalize))'")
    add("--dump-pass-pipeline", action="store_true", help="print the pipeline to stderr")
    add("--pipeline-builder-check", action="store_true",
        help="check the pipeline against its passes' ordering rules and exit (no input read)")
    add("--preserve-between", action="append", default=[], metavar="START,END,ANALYSIS",
        help="with --pipeline-builder-check: passes between START and END must preserve ANALYSIS")
    add("--list-passes", action="store_true", help="list the registered passes and exit")
    add("--load-pass-plugin", action="append", default=[], metavar="MODULE",
        help="import a Python module (dotted name or .py file) that registers passes")
    add("--load-upstream-passes", action="store_true",
        help="register upstream MLIR's passes (metadata only: they parse and print, not run)")
    add("--check-pass-pipeline", action="store_true",
        help="parse and check the pipeline (print it with --dump-pass-pipeline), then exit "
             "without reading the input")
    add("--split-input-file", action="store_true",
        help="process each '// -----' separated chunk of the input on its own")
    add("--run-reproducer", action="store_true",
        help="run the pipeline recorded in the input's reproducer block")
    add("--allow-unregistered-dialect", action="store_true",
        help="accept ops of dialects that are not registered")
    add("--mlir-print-debuginfo", action="store_true",
        help="print locations as loc(#locN) aliases")
    add("--mlir-print-local-scope", action="store_true",
        help="print locations inline instead of as aliases")
    add("--mlir-print-op-on-diagnostic", type=_boolean, default=True, metavar="true|false",
        help="note the failing op on verifier errors (default true)")
    add("--mlir-print-stacktrace-on-diagnostic", type=_boolean, nargs="?", const=True,
        default=False, metavar="true|false",
        help="a pass that raises is reported with its whole traceback, not only the frame in "
        "the pass's own code (also: environment variable PASSGEN_TRACEBACK=1)")
    add("--mlir-print-op-generic", action="store_true",
        help="accepted for mlir-opt compatibility; output is always generic")
    add("--debug-only", default="", metavar="CATEGORIES",
        help="comma-separated debug logs to print on stderr: greedy-rewriter, walk-rewriter")
    add("--verify-each", type=_boolean, default=True, metavar="true|false",
        help="verify the IR after parsing and after each pass (default true)")
    add_pass_manager_flags(parser)
    _add_pass_flags(parser, registry)
    return parser


def _add_pass_flags(parser: argparse.ArgumentParser, registry: PassRegistry) -> None:
    known = {s for action in parser._actions for s in action.option_strings}
    parser.set_defaults(pass_flags=None)
    for argument in pass_arguments(registry):
        if f"--{argument}" not in known:
            parser.add_argument(f"--{argument}", dest="pass_flags", action=_PassFlag,
                                metavar=argument, help=argparse.SUPPRESS)
    parser.epilog = "Compiler passes to run:\n" + describe_registry(registry, indent=2)


def _normalize_argv(argv: Sequence[str], parser: argparse.ArgumentParser,
                    registry: PassRegistry) -> list[str]:
    """LLVM-style flags for argparse: `-cse` is `--cse`, and a bare pass flag or
    `--verify-each` gets an explicit (empty or true) value."""
    known = {s for action in parser._actions for s in action.option_strings}
    bare = {f"--{a}": "" for a in pass_arguments(registry)} | {"--verify-each": "true"}
    result: list[str] = []
    for index, token in enumerate(argv):
        if token == "--":
            return result + list(argv[index:])
        name = token.split("=", 1)[0]
        if token[:1] == "-" and token[1:2] != "-" and len(name) > 2 and f"-{name}" in known:
            token = f"-{token}"
        result.append(f"{token}={bare[token]}" if token in bare else token)
    return result


# -- passes and plugins ----------------------------------------------------------------------


def _wants_upstream(argv: Sequence[str]) -> bool:
    """Whether `--load-upstream-passes` is given (known before the full parse)."""
    return any(token.lstrip("-") == "load-upstream-passes" and token.startswith("-")
               for token in argv)


def _plugin_names(argv: Sequence[str]) -> list[str]:
    """The `--load-pass-plugin` values, found before the full parse needs the passes."""
    names: list[str] = []
    for index, token in enumerate(argv):
        flag, equals, value = token.lstrip("-").partition("=")
        if token.startswith("-") and flag == "load-pass-plugin":
            if equals:
                names.append(value)
            elif index + 1 < len(argv):
                names.append(argv[index + 1])
    return names


def load_plugin(name: str) -> ModuleType:
    """Import a plugin by dotted name, or from a `.py` file (once per path)."""
    if not (name.endswith(".py") or os.sep in name):
        return importlib.import_module(name)
    path = os.path.abspath(name)
    module_name = "_passgen_plugin_" + hashlib.sha1(path.encode()).hexdigest()[:16]
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None or not os.path.isfile(path):
        raise FileNotFoundError(f"no such file '{name}'")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


def build_registry(plugins: Sequence[str], upstream: bool = False) -> PassRegistry:
    """The plugins' passes (from a `register_all_passes(registry)` hook, or registered
    in the default registry on import), then the built-in generated passes, then (when
    `upstream`) upstream MLIR's passes as metadata."""
    from passgen.generated import register_all_passes

    registry = PassRegistry()
    for name in plugins:
        try:
            hook = getattr(load_plugin(name), "register_all_passes", None)
            if callable(hook):
                hook(registry)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # sys.exit() in a plugin too
            raise ToolError(f"could not load pass plugin '{name}': {_describe(exc)}") from None
    registry.add_missing(default_registry())
    builtin = PassRegistry()
    register_all_passes(builtin)
    register_mlir_test_passes(builtin)
    registry.add_missing(builtin)
    if upstream:
        register_upstream_passes(registry)
    return registry


def _describe(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def build_pipeline(args: argparse.Namespace, registry: PassRegistry) -> OpPassManager:
    """The pipeline of `--pass-pipeline`, else of the pass flags (implicitly nested); what
    mlir-opt would report instead is a `PipelineFailure`."""
    flags: list[tuple[str, str]] = args.pass_flags or []
    if args.pass_pipeline is not None and flags:
        raise PipelineFailure(
            [(True, "'-pass-pipeline' option can't be used with individual pass options")])
    try:
        if args.pass_pipeline is not None:
            return parse_pass_pipeline(args.pass_pipeline, registry)
        pm = OpPassManager("builtin.module", Nesting.IMPLICIT)
        for argument, text in flags:
            add_pass_flag(pm, registry, argument, text)
        return pm
    except PipelineParseError as exc:
        raise PipelineFailure(exc.events) from None
    except PipelineFailure:
        raise
    except (RegistryError, OptionError, NotImplementedError) as exc:
        raise ToolError(str(exc).splitlines()[0]) from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # a plugin's pass constructor, sys.exit() included
        raise ToolError(f"could not create the pass pipeline: {_describe(exc)}") from None


def _metadata_pipeline(args: argparse.Namespace, registry: PassRegistry) -> OpPassManager | None:
    """The pipeline of `args` with its passes made from their metadata classes (checking
    never imports an implementation); None, reported, if it does not parse."""
    try:
        return build_pipeline(args, registry)
    except PipelineFailure as exc:
        exc.report(Context())
        return None


def check_builder_rules(args: argparse.Namespace, registry: PassRegistry) -> int:
    """`--pipeline-builder-check`: report every violated rule of the pipeline, without running it."""
    registry = metadata_registry(registry)
    template = _metadata_pipeline(args, registry)
    if template is None:
        return 1
    builder = PipelineBuilder(template, registry)  # with the regions of its bundles
    for region in args.preserve_between:
        parts = region.split(",")
        if len(parts) != 3 or not all(parts):
            raise ToolError(f"'--preserve-between={region}' is not START,END,ANALYSIS")
        builder.preserve_between(*parts)
    problems = builder.check()
    for problem in problems:
        print(f"{PROG}: error: {problem}", file=sys.stderr)
    return 1 if problems else 0


# -- running ---------------------------------------------------------------------------------


def run_pipeline(module: Operation, template: OpPassManager | PipelineFailure,
                 args: argparse.Namespace, registry: PassRegistry, verify_each: bool,
                 timing: PassTiming | None = None) -> bool:
    """Run a copy of `template` on `module` (first dumped with `--dump-pass-pipeline`), or
    report why there is no pipeline, as mlir-opt does once a buffer has parsed;
    diagnostics go to stderr."""
    pm = PassManager(module.context)
    pm.enable_verifier(verify_each)
    try:
        apply_pass_manager_flags(args, pm, registry, timing)
    except PassManagerOptionError as exc:
        raise ToolError(str(exc)) from None
    if isinstance(template, PipelineFailure):
        template.report(module.context)
        return False
    if args.dump_pass_pipeline:
        sys.stderr.write(dump_pipeline(template) + "\n")  # mlir-opt adds a blank line
    pm.anchor = template.anchor
    pm.passes = template.clone().passes
    try:
        with use_registry(registry):
            return pm.run(module)
    except NotImplementedError as exc:
        raise ToolError(str(exc).splitlines()[0]) from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # the pass manager reports pass failures; this is the rest
        raise ToolError(f"the pass pipeline failed: {_describe(exc)}") from None


def process_buffer(source: str, filename: str, template: OpPassManager | PipelineFailure,
                   args: argparse.Namespace, registry: PassRegistry,
                   restore: Callable[[], None] = lambda: None,
                   start: FileLineColLoc | None = None) -> str | None:
    """Parse, verify, run and print one buffer; None on failure (reported on stderr).

    `restore` runs right after parsing (a split chunk puts the whole file back as
    the buffer diagnostics quote); an implicit module is located at `start`.
    """
    verify_each = args.verify_each
    context = _context(args)
    with buffer_timing(args) as timing:
        try:
            with timed_phase(timing, "Parser"):
                try:
                    module = parse_source(source, context, filename)
                finally:
                    restore()
                if verify_each:
                    verify(module)
        except DiagnosticError as exc:
            print(exc, file=sys.stderr)
            return None
        if start is not None and module.location == FileLineColLoc(filename, 0, 0):
            module.location = start
        if not run_pipeline(module, template, args, registry, verify_each, timing):
            return None
        with timed_phase(timing, "Output"):
            return _print(module, args, context)


def _print(module: Operation, args: argparse.Namespace, context: Context) -> str:
    return print_op(module, debuginfo=args.mlir_print_debuginfo,
                    local_scope=args.mlir_print_local_scope, context=context)


def process_split(text: str, filename: str, template: OpPassManager | PipelineFailure,
                  args: argparse.Namespace, registry: PassRegistry) -> str | None:
    """Each `// -----` chunk on its own; None if any failed (all are still processed)."""
    chunks, warnings = split_input(text, filename)
    whole = SourceBuffer(text, filename)

    def restore() -> None:
        remember_buffer(whole)

    restore()
    for warning in warnings:
        print(warning.render(), file=sys.stderr)
    outputs: list[str] = []
    failed = False
    for index, chunk in enumerate(chunks):
        start = whole.location(chunk.start) if index else None
        output = process_buffer(chunk_source(text, chunk), filename, template, args, registry,
                                restore, start)
        failed = failed or output is None
        outputs.append(output or "")
    return None if failed else join_outputs(outputs)


def _context(args: argparse.Namespace) -> Context:
    return Context(allow_unregistered_dialects=args.allow_unregistered_dialect,
                   print_op_on_diagnostic=args.mlir_print_op_on_diagnostic,
                   print_stacktrace_on_diagnostic=args.mlir_print_stacktrace_on_diagnostic)


def run_reproducer(text: str, filename: str, args: argparse.Namespace,
                   registry: PassRegistry) -> str | None:
    """Replay a reproducer: its IR through its recorded pipeline and options."""
    from ..reproducer import ReproducerError, load_reproducer

    context = _context(args)
    try:
        module, pipeline_text, options = load_reproducer(text, context, filename)
    except DiagnosticError as exc:
        print(exc, file=sys.stderr)
        return None
    except ReproducerError as exc:
        raise ToolError(str(exc)) from None
    args.pass_pipeline, args.pass_flags = pipeline_text, []
    if options.disable_threading:
        args.mlir_disable_threading = True
    verify_each = args.verify_each
    if options.verify_each is not None:
        verify_each = options.verify_each
    try:
        template: OpPassManager | PipelineFailure = build_pipeline(args, registry)
    except PipelineFailure as exc:
        template = exc
    if not run_pipeline(module, template, args, registry, verify_each):
        return None
    return _print(module, args, context)


# -- input and output --------------------------------------------------------------------------


def _read_input(path: str) -> tuple[str, str]:
    if path == "-":
        return read_stdin(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read(), path


def write_output(path: str, text: str) -> None:
    """Write `text` to `path`: atomically for regular files, directly to devices and
    pipes (`/dev/null` must stay a device); '-' is stdout."""
    if path == "-":
        write_data(text)
        return
    if os.path.exists(path) and not os.path.isfile(path):
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
            handle.write(text)
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, temp = tempfile.mkstemp(prefix=".passgen-opt-", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as handle:
            handle.write(text)
        os.chmod(temp, _file_mode(path))
        os.replace(temp, path)
    except BaseException:
        os.unlink(temp)
        raise


def _file_mode(path: str) -> int:
    """The existing file's permissions, else what a plain `open` would give."""
    try:
        return os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _run(argv: list[str]) -> int:
    registry = build_registry(_plugin_names(argv), _wants_upstream(argv))
    parser = build_arg_parser(registry)
    args = parser.parse_args(_normalize_argv(argv, parser, registry))
    if args.list_passes:
        sys.stdout.write(describe_registry(registry))
        return 0
    if args.check_pass_pipeline:
        return check_pass_pipeline(args, registry)
    if args.pipeline_builder_check:
        return check_builder_rules(args, registry)
    if args.preserve_between:
        raise ToolError("'--preserve-between' needs '--pipeline-builder-check'")
    enable_debug(filter(None, args.debug_only.split(",")))
    try:
        text, filename = _read_input(args.input)
    except OSError as exc:
        raise ToolError(f"could not open input file '{args.input}': {exc.strerror}") from None
    if args.run_reproducer:
        output = _newline(run_reproducer(text, filename, args, registry))
    else:
        try:
            template: OpPassManager | PipelineFailure = build_pipeline(args, registry)
        except PipelineFailure as exc:
            template = exc
        if args.split_input_file:
            output = process_split(text, filename, template, args, registry)
        else:
            output = _newline(process_buffer(text, filename, template, args, registry))
    if output is None:
        return 1
    try:
        write_output(args.output, output)
    except OSError as exc:
        raise ToolError(f"could not write '{args.output}': {exc.strerror}") from None
    return 0


def _newline(output: str | None) -> str | None:
    """mlir-opt ends what it prints with a blank line."""
    return None if output is None else output + "\n"


def check_pass_pipeline(args: argparse.Namespace, registry: PassRegistry) -> int:
    """`--check-pass-pipeline`: build (and dump) the pipeline from metadata; run nothing."""
    template = _metadata_pipeline(args, metadata_registry(registry))
    if template is None:
        return 1
    if args.dump_pass_pipeline:
        sys.stderr.write(dump_pipeline(template) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; Ctrl-C (or a pass raising KeyboardInterrupt) stops it with exit
    code 130, one line and no output file. Run as a command (`argv` None), it exits at
    once: passes still running on worker threads cannot be stopped, only abandoned."""
    with mlir_stdio():
        try:
            return _run(list(sys.argv[1:] if argv is None else argv))
        except ToolError as exc:
            print(f"{PROG}: error: {exc}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print(f"{PROG}: interrupted", file=sys.stderr)
            if argv is None:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(130)
            return 130


if __name__ == "__main__":
    sys.exit(main())
