"""`passgen-opt`: the mlir-opt analogue.

Reads MLIR (a file or `-` for stdin; ops in the generic form, or in their custom form when
they have one), runs a pass pipeline (`--pass-pipeline`/`-p`, or per-pass flags such as
`--cse`) and prints the result, ops in their custom form where they have one, all in the
generic form with `--mlir-print-op-generic`. Exit codes are mlir-opt's: 0 on success, 1 on any failure. On failure
no output file is created and an existing one is left untouched.

Files: the input is read whole before any output is opened, and no output may be the input
(`support.output_files`), except `-o` naming it, which replaces it whole once the run
succeeded, as `mlir-opt x.mlir -o x.mlir` rewrites it. The outputs are `-o`,
`--log-actions-to`, `--mlir-pass-pipeline-crash-reproducer`, `--mlir-generate-reproducer` and
the files of `--mlir-print-ir-tree-dir` (their paths built from IR text, kept inside it:
`ir_printing`); one that cannot be written is an error (exit 1), never a traceback.
`--load-pass-plugin` runs the code it names: plugins are trusted.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn

from ..asm import parse_source, print_op, print_pieces
from ..ir import Context, Diagnostic, DiagnosticError, FileLineColLoc, Operation, verify
from ..ir.diagnostics import remember_buffer
from ..ir.location import UNKNOWN_LOC, Location
from ..ir.source_buffer import SourceBuffer
from ..options import OptionError
from ..pass_manager import Nesting, OpPassManager, PassManager
from ..registry import PassRegistry, RegistryError, default_registry, use_registry
from ..support.arguments import SuggestingArgumentParser
from ..support.output_files import (
    FileId,
    OutputError,
    protect,
    regular_file_id,
    write_output,
)
from ..support.streams import mlir_stdio, read_stdin, stopped_by_closed_pipe
from ..support.suggestions import closest
from .action_logging import (
    action_observers,
    add_action_flags,
    attach_action_observers,
    close_action_logs,
    drain_action_logs,
    log_files,
)
from .cl_flags import report_flag_errors, value_optional_flags
from .opt_flags import add_tool_flags
from .pass_flags import PipelineFailure, add_pass_flag, describe_registry, pass_arguments
from .pass_manager_options import (
    PassManagerOptionError,
    PassManagerSetupError,
    add_pass_manager_flags,
    apply_pass_manager_flags,
    buffer_timing,
    timed_phase,
)
from .split_input import (
    SplitMarkerError,
    chunk_source,
    join_outputs,
    split_input,
)

if TYPE_CHECKING:
    from types import ModuleType

    from ..timing import PassTiming
    from .expected_diagnostics import DiagnosticVerifier

# Start-up time is the tool's fixed cost, so what only some runs need (the pipeline parser,
# the pipeline builder, reproducers, the rewrite layer's debug logs, upstream passes) is
# imported where it is used.

PROG = "passgen-opt"


class ToolError(Exception):
    """A failure reported as one `passgen-opt: error: ...` line."""


class _ArgumentParser(SuggestingArgumentParser):
    """passgen-opt's flags: errors exit with mlir-opt's code, 1; unknown flags are reported
    as LLVM's command line reports them, one by one with the nearest known flag."""

    exit_code = 1

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.typed: dict[str, str] = {}  # tokens as typed, by the form `_normalize_argv` gave

    def error(self, message: str) -> NoReturn:
        prefix = "unrecognized arguments: "
        if not message.startswith(prefix):
            super().error(message)
        lines = []
        for token in message[len(prefix) :].split():
            typed = self.typed.get(token, token)
            lines.append(
                f"{self.prog}: Unknown command line argument '{typed}'.  "
                f"Try: '{sys.argv[0]} --help'"
            )
            close = self._nearest(typed)
            if close:
                lines.append(f"{self.prog}: Did you mean '{close}'?")
        self.exit(self.exit_code, "\n".join(lines) + "\n")

    def _nearest(self, typed: str) -> str | None:
        """LLVM's `LookupNearestOption`: the closest flag, with the typed value where that
        flag takes one, printed as LLVM's `PrintArg` prints it (`-` before one letter)."""
        name, equals, value = typed.lstrip("-").partition("=")
        close = closest("--" + name, self._flags(), cutoff=0.0)
        if close is None:
            return None
        text = close.lstrip("-")
        action = self._option_string_actions[close]
        if equals and action.nargs != 0 and close == action.option_strings[0]:  # not an alias
            text += f"={value}"
        return ("-" if len(text) == 1 else "--") + text


class _PassFlag(argparse.Action):
    """`--<pass>[=options]`: appends (argument, options text) in command-line order."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        flags = getattr(namespace, self.dest) or []
        flags.append((self.metavar, values))
        setattr(namespace, self.dest, flags)


def build_arg_parser(registry: PassRegistry) -> _ArgumentParser:
    """The tool's flags, and one flag per pass and pipeline of `registry` (listed in `--help`)."""
    parser = _ArgumentParser(
        prog=PROG,
        allow_abbrev=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Run pass pipelines on MLIR (the mlir-opt analogue).",
    )
    add_tool_flags(parser)
    add_pass_manager_flags(parser)
    add_action_flags(parser)
    _add_pass_flags(parser, registry)
    return parser


def _add_pass_flags(parser: argparse.ArgumentParser, registry: PassRegistry) -> None:
    known = {s for action in parser._actions for s in action.option_strings}
    parser.set_defaults(pass_flags=None)
    for argument in pass_arguments(registry):
        if f"--{argument}" not in known:
            parser.add_argument(
                f"--{argument}",
                dest="pass_flags",
                action=_PassFlag,
                metavar=argument,
                help=argparse.SUPPRESS,
            )
    parser.epilog = "Compiler passes to run:\n" + describe_registry(registry, indent=2)


def _normalize_argv(
    argv: Sequence[str], parser: _ArgumentParser, registry: PassRegistry
) -> list[str]:
    """LLVM-style flags for argparse: `-cse` is `--cse`, and a bare pass flag or
    value-optional flag (`--verify-each`) gets an explicit empty value."""
    known = {s for action in parser._actions for s in action.option_strings}
    bare = {f"--{a}" for a in pass_arguments(registry)} | value_optional_flags(parser)
    result: list[str] = []
    for index, token in enumerate(argv):
        if token == "--":
            return result + list(argv[index:])
        typed, name = token, token.split("=", 1)[0]
        if token[:1] == "-" and token[1:2].isalpha() and len(name) > 2:
            # `-cse` is `--cse`; an unknown `-promote...` is not `-p romote...`, as in LLVM.
            token, name = f"-{token}", f"-{name}"
        if token[:1] == "-" and name not in known:
            # argparse takes a token with a space for a positional argument: an unknown
            # flag's value keeps none, so that the flag is reported, not the input file
            token = token.replace(" ", _SPACE)
            if token != typed:
                parser.typed[token] = typed
        result.append(f"{token}=" if token in bare else token)
    return result


_SPACE = "\x00"  # no command-line argument holds one


# -- passes and plugins ----------------------------------------------------------------------


def _wants_upstream(argv: Sequence[str]) -> bool:
    """Whether `--load-upstream-passes` is given (known before the full parse)."""
    return any(
        token.lstrip("-") == "load-upstream-passes" and token.startswith("-") for token in argv
    )


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
    """Import a plugin by dotted name, or from a `.py` file: once per file, however the
    path to it is written (and not again when it was imported by name)."""
    import hashlib
    import importlib
    import importlib.util

    if not (name.endswith(".py") or os.sep in name):
        return importlib.import_module(name)
    path = os.path.realpath(name)
    module_name = "_passgen_plugin_" + hashlib.sha1(path.encode()).hexdigest()[:16]
    imported = sys.modules.get(module_name) or _imported_from(path)
    if imported is not None:
        return imported
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


def _imported_from(path: str) -> ModuleType | None:
    """The module imported from the file `path` (a real path), if one is."""
    base = os.path.basename(path)
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and os.path.basename(file) == base:
            if os.path.realpath(file) == path:
                return module
    return None


def build_registry(plugins: Sequence[str], upstream: bool = False) -> PassRegistry:
    """The plugins' passes (from a `register_all_passes(registry)` hook, or registered
    in the default registry on import), then the default registry's built-in passes and
    MLIR's test passes, then (when `upstream`) upstream MLIR's passes as metadata."""
    from .mlir_test_passes import register_mlir_test_passes

    registry = PassRegistry()
    hooked: set[str] = set()  # a plugin given twice registers its passes once, as mlir-opt's
    for name in plugins:
        try:
            plugin = load_plugin(name)
            hook = getattr(plugin, "register_all_passes", None)
            if callable(hook) and plugin.__name__ not in hooked:
                hooked.add(plugin.__name__)
                hook(registry)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # sys.exit() in a plugin too
            raise ToolError(f"could not load pass plugin '{name}': {_describe(exc)}") from None
    registry.add_missing(default_registry())
    test_passes = PassRegistry()
    register_mlir_test_passes(test_passes)
    registry.add_missing(test_passes)
    if upstream:
        from .metadata_passes import register_upstream_passes

        register_upstream_passes(registry)
    return registry


def _describe(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def build_pipeline(
    args: argparse.Namespace, registry: PassRegistry, anchor: str = "builtin.module"
) -> OpPassManager:
    """The pipeline of `--pass-pipeline`, else of the pass flags (implicitly nested in a
    pass manager on `anchor`); what mlir-opt would report instead is a `PipelineFailure`."""
    flags: list[tuple[str, str]] = args.pass_flags or []
    if args.pass_pipeline is None and not flags:
        return OpPassManager(anchor, Nesting.IMPLICIT)  # nothing to parse (nor to import)
    from ..pipeline_text import PipelineParseError, parse_pass_pipeline

    if args.pass_pipeline is not None and flags:
        raise PipelineFailure(
            [(True, "'-pass-pipeline' option can't be used with individual pass options")]
        )
    try:
        if args.pass_pipeline is not None:
            return parse_pass_pipeline(args.pass_pipeline, registry)
        pm = OpPassManager(anchor, Nesting.IMPLICIT)
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
    from ..builder import PipelineBuilder
    from .metadata_passes import metadata_registry

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


def run_pipeline(
    module: Operation,
    template: OpPassManager,
    args: argparse.Namespace,
    registry: PassRegistry,
    verify_each: bool,
    timing: PassTiming | None = None,
) -> bool:
    """Run a copy of `template` on `module`, timed in the tool's `timing` if given;
    diagnostics go to stderr."""
    pm = PassManager(module.context)
    pm.anchor = template.anchor
    pm.passes = template.clone().passes
    pm.enable_verifier(verify_each)
    try:
        printer = apply_pass_manager_flags(args, pm, registry, timing)
    except PassManagerOptionError as exc:
        raise ToolError(str(exc)) from None
    except PassManagerSetupError as exc:
        module.context.emit(Diagnostic("error", str(exc), UNKNOWN_LOC))
        return False
    try:
        with use_registry(registry):
            succeeded = pm.run(module)
    except NotImplementedError as exc:
        raise ToolError(str(exc).splitlines()[0]) from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # the pass manager reports pass failures; this is the rest
        raise ToolError(f"the pass pipeline failed: {_describe(exc)}") from None
    if printer is not None and printer.unwritten:  # each reported as it failed
        succeeded = False
    if succeeded and args.mlir_generate_reproducer is not None:
        try:
            write_output(args.mlir_generate_reproducer, _generated_reproducer(module, pm, args))
        except OutputError as exc:
            raise ToolError(str(exc)) from None
    return succeeded


def _generated_reproducer(module: Operation, pm: PassManager, args: argparse.Namespace) -> str:
    """`--mlir-generate-reproducer`'s file as mlir-opt 22 writes it: the IR after the run,
    the pipeline, threading and verification always recorded as false."""
    from ..reproducer import ReproducerOptions, format_reproducer, pipeline_text

    ir = print_op(
        module,
        debuginfo=args.mlir_print_debuginfo,
        local_scope=args.mlir_print_local_scope,
    )
    return format_reproducer(
        ir, pipeline_text(pm), ReproducerOptions(False, False), module.context.resources
    )


class InputChunk(NamedTuple):
    """A piece of the input to process on its own: its text padded so that offsets are the
    file's, and where its implicit module is located (None: at `file:0:0`)."""

    source: str
    start: FileLineColLoc | None = None
    whole: SourceBuffer | None = None  # the file, quoted again once the chunk is parsed

    def located(self, location: Location, filename: str) -> Location:
        """`location`, unless it is the buffer's own (`file:0:0`): then where the chunk
        starts, as mlir-opt locates a chunk's implicit module and whole-buffer errors."""
        if self.start is not None and location == FileLineColLoc(filename, 0, 0):
            return self.start
        return location


def process_input(
    text: str, filename: str, args: argparse.Namespace, registry: PassRegistry
) -> tuple[list[str], bool]:
    """mlir-opt's `MlirOptMain` on one input: each chunk (the whole input without
    `--split-input-file`) parsed, verified, run and printed on its own; the joined outputs
    of the chunks that succeeded (in pieces), and whether all went well.

    With `--verify-diagnostics`, every diagnostic goes to the verifier and its verdict is
    the result. Without it, mlir-opt 22 still reports the `expected-*` comments that nothing
    matched, and so does this (the result does not change)."""
    whole = SourceBuffer(text, filename)
    remember_buffer(whole)
    verifier = _diagnostic_verifier(whole, args)
    handler = verifier.process if verifier is not None and args.verify_diagnostics else None
    outputs: list[list[str] | None] = []
    for chunk in _chunks(whole, args.split_input_file):
        output = process_buffer(chunk, filename, args, registry, handler)
        logged = drain_action_logs(args.action_observers)
        if logged and args.output == "-":  # in time order, as mlir-opt writes both to stdout
            output = [logged, *(output or ())]
        elif logged:
            sys.stdout.write(logged)
        outputs.append(output)
    succeeded = None not in outputs
    if verifier is not None:
        verdict = verifier.verify()
        if args.verify_diagnostics:
            succeeded = verdict
            verifier.verify()  # mlir-opt verifies again as the handler goes away
    return join_outputs(outputs, args.output_split_marker), succeeded


def _diagnostic_verifier(
    whole: SourceBuffer, args: argparse.Namespace
) -> DiagnosticVerifier | None:
    """The checker of the input's `expected-*` comments; None (and not imported) without
    `--verify-diagnostics` when the input has none, as then it has nothing to report."""
    if not args.verify_diagnostics and "expected-" not in whole.text:
        return None
    from .expected_diagnostics import DiagnosticVerifier
    from .verify_levels import ALL

    return DiagnosticVerifier(whole, args.verify_diagnostics or ALL)


def _chunks(whole: SourceBuffer, marker: str | None) -> list[InputChunk]:
    """The whole input, or its pieces between split markers (near misses reported)."""
    if marker is None:
        return [InputChunk(whole.text)]
    try:
        pieces, warnings = split_input(whole.text, whole.filename, marker)
    except SplitMarkerError as exc:
        raise ToolError(str(exc)) from None
    for warning in warnings:
        print(warning.render(), file=sys.stderr)
    return [
        InputChunk(
            chunk_source(whole.text, piece), whole.location(piece.start) if index else None, whole
        )
        for index, piece in enumerate(pieces)
    ]


def process_buffer(
    chunk: InputChunk,
    filename: str,
    args: argparse.Namespace,
    registry: PassRegistry,
    handler: Callable[[Diagnostic], None] | None = None,
) -> list[str] | None:
    """Parse and verify one chunk, set its pipeline up on its top-level op, run it and print
    the op (in pieces); None on failure. Diagnostics go to `handler` (else to stderr)."""
    context = _context(args)
    if handler is not None:
        context.diagnostic_handlers.append(handler)
    with buffer_timing(args) as timing, _collector_skipping_parsed_ir() as collector:
        try:
            with timed_phase(timing, "Parser"):
                try:
                    module = parse_source(
                        chunk.source, context, filename, implicit_module=not args.no_implicit_module
                    )
                finally:
                    if chunk.whole is not None:
                        remember_buffer(chunk.whole)
                collector.parsed()
                if not args.mlir_very_unsafe_disable_verifier_on_parsing:
                    verify(module)  # whatever --verify-each says, as mlir-opt
        except DiagnosticError as exc:
            exc.diagnostic.location = chunk.located(exc.diagnostic.location, filename)
            context.emit(exc.diagnostic)
            return None
        module.location = chunk.located(module.location, filename)
        template = _chunk_pipeline(args, registry, module)
        if template is None:
            return None
        if args.dump_pass_pipeline:
            _dump(template)
        with collector.pipeline():
            ran = run_pipeline(module, template, args, registry, args.verify_each, timing)
        if not ran:
            return None
        # mlir-opt verifies the IR again before a custom print; with no pass since the
        # parser's verification, that cannot fail and is skipped
        verified = not (template.passes or args.mlir_very_unsafe_disable_verifier_on_parsing)
        with timed_phase(timing, "Output"):
            return _print(module, args, context, verified)


class _CollectorSkips:
    """What the garbage collector leaves alone while the tool works on one chunk (`gc.freeze`),
    so that its collections scan only what is made afterwards.

    The collector is off from the start (if on and nothing is frozen: else it is left
    alone) until the IR is parsed (`parsed`): the parser's objects are frozen before any
    collection sees them (turned on with them in its youngest generation, it would go
    through every one: 2% of the instructions of a parse+print of 22k ops; the first
    collections after it, about 1 s on 100k ops). The pipeline runs with it off
    (`pipeline`), and what exists when it ends is frozen too: the pass manager collects
    nothing while the passes run (`collector_paused`), so the ops they erased are all still
    there, and collecting them at once would free memory that the peak already counted (0.5 s
    for the 280k ops canonicalize erases from 10,000 fold-heavy functions). At the end
    (`release`) all is collectable again."""

    def __init__(self) -> None:
        self.managed = gc.isenabled() and not gc.get_freeze_count()
        self.froze = False
        if self.managed:
            gc.disable()

    def parsed(self) -> None:
        """The IR is parsed: freeze it and turn the collector on."""
        if self.managed and not self.froze:
            gc.freeze()
            gc.enable()
            self.froze = True

    @contextmanager
    def pipeline(self) -> Iterator[None]:
        """The collector off for the block, what exists at its end frozen (once parsed)."""
        if not self.froze:
            yield
            return
        gc.disable()
        try:
            yield
        finally:
            gc.freeze()
            gc.enable()

    def release(self) -> None:
        if self.froze:
            gc.unfreeze()
        if self.managed:
            gc.enable()


@contextmanager
def _collector_skipping_parsed_ir() -> Iterator[_CollectorSkips]:
    """A `_CollectorSkips` for the block; everything collectable again when it ends."""
    skips = _CollectorSkips()
    try:
        yield skips
    finally:
        skips.release()


def _dump(template: OpPassManager) -> None:
    from ..pipeline_text import dump_pipeline

    sys.stderr.write(dump_pipeline(template) + "\n")  # mlir-opt adds a blank line


def _chunk_pipeline(
    args: argparse.Namespace, registry: PassRegistry, op: Operation
) -> OpPassManager | None:
    """The pipeline for one parsed chunk, set up on its top-level op as mlir-opt sets it up;
    None when it cannot be built, reported as mlir-opt reports it (errors at an unknown
    location)."""
    try:
        return build_pipeline(args, registry, op.name.name)
    except PipelineFailure as exc:
        exc.report(op.context)
    except ToolError as exc:
        op.context.emit(Diagnostic("error", str(exc), UNKNOWN_LOC))
    return None


def _print(
    module: Operation, args: argparse.Namespace, context: Context, verified: bool
) -> list[str]:
    """The output's text; `verified`: the module is known to verify as it is."""
    return print_pieces(
        module,
        debuginfo=args.mlir_print_debuginfo,
        local_scope=args.mlir_print_local_scope,
        context=context,
        assume_verified=True if verified else None,
    )


def _context(args: argparse.Namespace) -> Context:
    """A context for one buffer; with `--verify-diagnostics` no op is printed in notes."""
    context = Context(
        allow_unregistered_dialects=args.allow_unregistered_dialect,
        print_op_on_diagnostic=(args.mlir_print_op_on_diagnostic and not args.verify_diagnostics),
        print_op_generic=args.mlir_print_op_generic,
        print_assume_verified=args.mlir_print_assume_verified,
        print_local_scope=args.mlir_print_local_scope,
        print_debuginfo=args.mlir_print_debuginfo,
        print_elide_elements_limit=args.mlir_elide_elementsattrs_if_larger,
        print_stacktrace_on_diagnostic=args.mlir_print_stacktrace_on_diagnostic,
    )
    attach_action_observers(context, args.action_observers)
    return context


def run_reproducer(
    text: str, filename: str, args: argparse.Namespace, registry: PassRegistry
) -> list[str] | None:
    """Replay a reproducer: its IR through its recorded pipeline and options."""
    from ..reproducer import ReproducerError, load_reproducer

    context = _context(args)
    try:
        module, recorded, options = load_reproducer(text, context, filename)
    except DiagnosticError as exc:
        print(exc, file=sys.stderr)
        return None
    except ReproducerError as exc:
        raise ToolError(str(exc)) from None
    args.pass_pipeline, args.pass_flags = recorded, []
    if options.disable_threading:
        args.mlir_disable_threading = True
    verify_each = args.verify_each
    if options.verify_each is not None:
        verify_each = options.verify_each
    try:
        template = build_pipeline(args, registry)
    except PipelineFailure as exc:
        exc.report(context)
        return None
    if args.dump_pass_pipeline:
        _dump(template)
    if not run_pipeline(module, template, args, registry, verify_each):
        return None
    return _print(module, args, context, verified=False)


# -- input and output --------------------------------------------------------------------------


def _read_input(path: str) -> tuple[str, str, FileId | None]:
    """The input's text, its name in diagnostics, and the regular file it is (the outputs
    must not be it)."""
    if path == "-":
        try:
            file = regular_file_id(sys.stdin.fileno())
        except (OSError, ValueError):  # no descriptor: a stream in a test
            file = None
        return read_stdin(), "<stdin>", file
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            return handle.read(), path, regular_file_id(handle.fileno())
    except OSError as exc:
        raise ToolError(f"cannot open input file '{path}': {exc.strerror}") from None


def _run(argv: list[str]) -> int:
    registry = build_registry(_plugin_names(argv), _wants_upstream(argv))
    parser = build_arg_parser(registry)
    args = parser.parse_args(_normalize_argv(argv, parser, registry))
    report_flag_errors(PROG, args)
    if args.list_passes:
        sys.stdout.write(describe_registry(registry))
        return 0
    if args.check_pass_pipeline:
        return check_pass_pipeline(args, registry)
    if args.pipeline_builder_check:
        return check_builder_rules(args, registry)
    if args.preserve_between:
        raise ToolError("'--preserve-between' needs '--pipeline-builder-check'")
    _enable_debug([c for c in args.debug_only.split(",") if c])
    text, filename, file = _read_input(args.input)  # before any output is opened
    with protect([file]):
        try:
            args.action_observers = action_observers(args)
        except OutputError as exc:
            raise ToolError(f"Opening file for --log-actions-to failed: {exc}") from None
        try:
            with protect(log_files(args.action_observers), "the --log-actions-to file"):
                return _process(text, filename, args, registry)
        finally:
            close_action_logs(args.action_observers)  # on errors: what failed is reported


def _process(text: str, filename: str, args: argparse.Namespace, registry: PassRegistry) -> int:
    """Process the input, close the logs and write the output; the exit code."""
    if args.run_reproducer:
        reproduced = run_reproducer(text, filename, args, registry)
        output, succeeded = join_outputs([reproduced]), reproduced is not None
    else:
        output, succeeded = process_input(text, filename, args, registry)
    failure = close_action_logs(args.action_observers)
    if failure is not None:  # before the output: a run whose log is lost fails
        raise ToolError(str(failure))
    if succeeded or args.output == "-":  # stdout shows what the chunks that worked printed
        try:
            write_output(args.output, output, may_replace_input=True)
        except OutputError as exc:
            raise ToolError(str(exc)) from None
    sys.stdout.write(drain_action_logs(args.action_observers))
    return 0 if succeeded else 1


def _enable_debug(categories: list[str]) -> None:
    """`--debug-only`'s categories. Without any, only a debug log loaded by an earlier run in
    this process can have categories to turn off: the rewrite layer is not imported for that."""
    if categories or "passgen.runtime.rewrite.debug_log" in sys.modules:
        from ..rewrite.debug_log import enable_debug

        enable_debug(categories)


def check_pass_pipeline(args: argparse.Namespace, registry: PassRegistry) -> int:
    """`--check-pass-pipeline`: build (and dump) the pipeline from metadata; run nothing."""
    from .metadata_passes import metadata_registry

    template = _metadata_pipeline(args, metadata_registry(registry))
    if template is None:
        return 1
    if args.dump_pass_pipeline:
        _dump(template)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; Ctrl-C (or a pass raising KeyboardInterrupt) stops it with exit
    code 130, one line and no output file. Run as a command (`argv` None), it exits at
    once: passes still running on worker threads cannot be stopped, only abandoned."""
    with mlir_stdio():
        try:
            code = _run(list(sys.argv[1:] if argv is None else argv))
        except ToolError as exc:
            print(f"{PROG}: error: {exc}", file=sys.stderr)
            code = 1
        except KeyboardInterrupt:
            print(f"{PROG}: interrupted", file=sys.stderr)
            if argv is None:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(130)
            return 130
        except BrokenPipeError:  # the reader of the output went away (`| head`)
            return stopped_by_closed_pipe(argv is None)
    if argv is None:
        _leave_to_exit()
    return code


def _leave_to_exit() -> None:
    """Run as a command, the process ends next: the IR it made (garbage in reference cycles
    now) is left to the operating system instead of being collected object by object by the
    interpreter's last collection (0.2-0.3 s on 100k ops). `gc.freeze()` puts every object
    out of that collection's reach, and nothing else changes: atexit handlers, threads,
    buffered streams and module teardown run as usual (this tool's files are closed by now),
    and Python never promised `__del__` to objects that still exist at exit."""
    gc.freeze()


if __name__ == "__main__":
    sys.exit(main())
