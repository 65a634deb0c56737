"""Textual pass pipelines: MLIR's parser (`TextualPipeline` in PassRegistry.cpp) and
printer (`printAsTextualPipeline`, `OpPassManager::dump`).

`builtin.module(cse,func.func(canonicalize{max-iterations=3}),any(cse))` parses
into an `OpPassManager`; printing gives MLIR's canonical form, every option
listed with its value, sorted by argument. Parsing replicates MLIR's lexing
quirks (see `next_option`), so both accept and reject the same texts, and a
rejected text is reported as mlir-opt reports it (`PipelineParseError`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypeVar

from .ir import Diagnostic, DiagnosticError
from .ir.diagnostics import quoted_line
from .option_printing import options_block
from .options import (
    ADDING,
    WHITESPACE,
    InitializeOptionsError,
    OptionError,
    PipelineLimitError,
    forget_lists_at_default,
    matching_brace,
    next_option,
    skip_whitespace,
    trim_span,
)
from .pass_ import Pass
from .pass_manager import Nesting, OpPassManager, OpToOpPassAdaptor, PassAnchorError
from .registry import (
    PassInfo,
    PassPipelineInfo,
    PassRegistry,
    PassRegistryEntry,
    RegistryError,
    active_registry,
    use_registry,
)

T = TypeVar("T")

#: The buffer name MLIR reports pipeline syntax errors under.
PIPELINE_BUFFER = "MLIR Textual PassPipeline Parser"

#: How deep pass pipelines may nest inside pass options (`inline{op-pipelines=any(inline{
#: op-pipelines=...})}`). mlir-opt's time doubles with each level: 20 levels take it 30 s.
#: Pipelines themselves (`any(any(...))`) nest without limit.
MAX_OPTION_NESTING = 32

_OPTION_DEPTH: ContextVar[int] = ContextVar("option_pipeline_depth", default=0)


#: One thing mlir-opt reports while adding a pass: (True, a message to the pipeline's
#: error handler) or (False, text its option parsers print on stderr at once).
ErrorEvent = tuple[bool, str]


class PipelineParseError(DiagnosticError):
    """A textual pipeline MLIR rejects, reported as mlir-opt reports it.

    `output` is what mlir-opt prints on stderr at once while parsing (option parsers'
    complaints, the errors of pipelines inside options), `report` the error text its
    driver then reports at an unknown location (`<unknown>:0: error: <report>`).
    `message` is the main complaint and `offset` its place in `text`.
    """

    def __init__(
        self,
        message: str,
        text: str,
        offset: int,
        report: str,
        output: str = "",
        limit: bool = False,
    ):
        super().__init__(Diagnostic("error", report))
        self.message = message
        self.text = text
        self.offset = offset
        self.report = report
        self.output = output
        self.limit = limit  # from a `PipelineLimitError`: no option prefixes it

    @property
    def events(self) -> list[ErrorEvent]:
        return [(False, self.output), (True, self.report)]

    def option_error(self) -> OptionError:
        """This error as the error of an option value holding the pipeline."""
        if self.limit:
            return PipelineLimitError(self.message, self.offset)
        return OptionError(self.message, self.offset, self.output + self.report)

    def __str__(self) -> str:
        return self.output + self.diagnostic.render()


def source_message(message: str, text: str, offset: int, start: int, end: int) -> str:
    """What LLVM's SourceMgr prints for an error at `offset` in the buffer
    `text[start:end]`: `<buffer>:line:col: error: message`, the line and a caret."""
    line = text.count("\n", start, offset) + 1
    line_start = (
        max(text.rfind("\n", start, offset), text.rfind("\r", start, offset), start - 1) + 1
    )
    line_end = min(
        [i for i in (text.find("\n", offset, end), text.find("\r", offset, end)) if i >= 0] or [end]
    )
    column = len(text[line_start:offset].encode("utf-8", "surrogateescape")) + 1
    return (
        f"{PIPELINE_BUFFER}:{line}:{column}: error: {message}\n"
        f"{quoted_line(text[line_start:line_end], column)}\n"
    )


# -- parsing ----------------------------------------------------------------------------


def parse_pass_pipeline(text: str, registry: PassRegistry | None = None) -> OpPassManager:
    """Parse `anchor(elements)` into a new pass manager (MLIR's `parsePassPipeline`)."""
    start, end = trim_span(text, 0, len(text))
    open_paren = text.find("(", start, end)
    if open_paren <= start or text[end - 1] != ")":
        message = (
            "expected pass pipeline to be wrapped with the anchor operation type, "
            "e.g. 'builtin.module(...)'"
        )
        raise PipelineParseError(message, text, start, message)
    anchor = text[start:open_paren].rstrip(WHITESPACE)
    pm = OpPassManager(None if anchor == "any" else anchor)
    _Parser(text, registry, open_paren + 1, end - 1).parse_into(pm)
    return pm


def parse_pass_pipeline_into(
    pm: OpPassManager, text: str, registry: PassRegistry | None = None
) -> None:
    """Append the elements of `text` (`cse,func.func(canonicalize)`, no anchor) to `pm`."""
    _Parser(text, registry, 0, len(text)).parse_into(pm)


def parse_pipeline_elements(text: str, registry: PassRegistry | None = None) -> OpPassManager:
    """The elements of `text` in a new op-agnostic pass manager: how a pass reads the
    pipeline text an option holds (composite-fixed-point-pass's `pipeline`)."""
    pm = OpPassManager(None)
    parse_pass_pipeline_into(pm, text, registry)
    return pm


_Outer = tuple["_Element", "_Outer"] | None


@dataclass
class _Element:
    """One pipeline element: a pass or pipeline name with options, or an op anchor."""

    name: str
    offset: int
    options: tuple[int, int] | None = None
    inner: list[_Element] | None = None
    entry: PassRegistryEntry | None = None


class _Parser:
    """Parses the buffer `text[start:end]` (what follows the anchor); offsets in errors
    are offsets in `text`, positions in messages positions in the buffer, as MLIR's."""

    def __init__(self, text: str, registry: PassRegistry | None, start: int, end: int):
        self.text = text
        self.registry = registry if registry is not None else active_registry()
        self.start = start
        self.end = end

    def error(self, message: str, offset: int) -> PipelineParseError:
        report = source_message(message, self.text, offset, self.start, self.end)
        return PipelineParseError(message, self.text, offset, report)

    def parse_into(self, pm: OpPassManager) -> None:
        """Parse the structure, resolve every name, then build (as MLIR does)."""
        depth = _OPTION_DEPTH.get()
        if depth > MAX_OPTION_NESTING:
            message = (
                f"pass pipelines are nested in pass options more than "
                f"{MAX_OPTION_NESTING} levels deep"
            )
            raise PipelineParseError(message, self.text, self.start, message + "\n", limit=True)
        token = _OPTION_DEPTH.set(depth + 1)
        try:
            with use_registry(self.registry):
                elements = self.parse_elements(self.start, self.end)
                self.resolve(elements)
                nesting, pm.nesting = pm.nesting, Nesting.EXPLICIT
                try:
                    self.add(elements, pm)
                finally:
                    pm.nesting = nesting
        finally:
            _OPTION_DEPTH.reset(token)

    def parse_elements(self, start: int, end: int) -> list[_Element]:
        """MLIR's `parsePipelineText`: names, `{options}` and nested `(...)` lists."""
        text = self.text
        root: list[_Element] = []
        if start == end:
            return root
        stack = [root]
        i = start
        while True:
            pos = _find_any(text, ",(){", i, end)
            name_start, name_end = trim_span(text, i, pos)
            element = _Element(text[name_start:name_end], name_start)
            stack[-1].append(element)
            if pos == end:
                break
            i = pos
            if text[i] == "{":
                close = matching_brace(text, i + 1, end, quotes=False)
                if close == end:
                    raise self.error("missing closing '}' while processing pass options", i)
                element.options = (i + 1, close)
                i = skip_whitespace(text, close + 1, end)
            elif text[i] == "(":
                element.inner = []
                stack.append(element.inner)
                i += 1
                continue
            while i < end and text[i] == ")":
                if len(stack) == 1:
                    raise self.error(
                        "encountered extra closing ')' creating unbalanced parentheses while "
                        "parsing pipeline",
                        i,
                    )
                stack.pop()
                i = skip_whitespace(text, i + 1, end)
            if i == end:
                break
            if text[i] != ",":
                raise self.error("expected ',' after parsing pipeline", i)
            i += 1
        if len(stack) > 1:
            raise self.error("encountered unbalanced parentheses while parsing pipeline", i)
        return root

    def resolve(self, elements: list[_Element]) -> None:
        """Look up every name; options given to a bundle, which takes none, are an error at
        their `{`."""
        for element, _ in _in_text_order(elements):
            if element.inner is None:
                element.entry = self.registry.lookup(element.name)
                if element.entry is None:
                    raise self.error(
                        f"'{element.name}' does not refer to a registered pass or pass pipeline",
                        element.offset,
                    )
                if element.options is not None:
                    refused = _refused_options(element.entry, *element.options)
                    if refused:
                        raise self.error(refused, element.options[0] - 1)

    def add(self, elements: list[_Element], pm: OpPassManager) -> None:
        """Add each element in text order; a failure names the element and each op
        element around it, innermost first (MLIR's "failed to add" lines)."""
        # each element list's pass manager, and the op elements around it (innermost first,
        # as a linked list: pipelines nest thousands of levels deep)
        managers: dict[int, tuple[OpPassManager, _Outer]] = {id(elements): (pm, None)}
        for element, parent in _in_text_order(elements):
            target, outer = managers[id(parent)]
            if element.inner is not None:
                anchor = None if element.name in ("", "any") else element.name
                managers[id(element.inner)] = (target.nest(anchor), (element, outer))
                continue
            assert element.entry is not None
            start, end = element.options or (element.offset, element.offset)
            failure = add_entry(element.entry, target, self.text, start, end, element.offset)
            if failure is not None:
                raise self.add_error(element, outer, failure)

    def add_error(
        self, element: _Element, outer: _Outer, failure: AddFailure
    ) -> PipelineParseError:
        """The error of adding `element`: what was printed, then the handler's messages."""
        start, end = element.options or (element.offset, element.offset)
        events = failure.events
        lines = [text for to_handler, text in events if to_handler]
        lines.append(f"failed to add `{element.name}` with options `{self.text[start:end]}`")
        message = failure.message or lines[-1]
        while outer is not None:
            op, outer = outer
            lines.append(f"failed to add `{op.name}` with options `` to inner pipeline")
        output = "".join(text for to_handler, text in events if not to_handler)
        return PipelineParseError(
            message, self.text, failure.offset, "".join(f"{line}\n" for line in lines), output
        )


@dataclass
class AddFailure:
    """Why a pass or pipeline could not be added: what mlir-opt reports (`events`), and
    the main complaint with its offset in the pipeline text."""

    events: list[ErrorEvent]
    message: str
    offset: int


def add_entry(
    entry: PassRegistryEntry, pm: OpPassManager, text: str, start: int, end: int, offset: int
) -> AddFailure | None:
    """Add `entry` (named at `offset`) with the options `text[start:end]` to `pm` as MLIR's
    registry functions do; None on success. A pipeline limit (`PipelineLimitError`) is a
    `PipelineParseError` at `offset`."""
    try:
        return _add_entry(entry, pm, text, start, end, offset)
    except PipelineLimitError as exc:
        raise PipelineParseError(
            exc.message, text, offset, exc.message + "\n", limit=True
        ) from None


def _add_entry(
    entry: PassRegistryEntry, pm: OpPassManager, text: str, start: int, end: int, offset: int
) -> AddFailure | None:
    is_pass = isinstance(entry, PassInfo)
    failure = AddFailure([], "", offset)
    values: dict[str, Any] = {}
    if isinstance(entry, PassPipelineInfo) and entry.options_class is None:
        if start < end:  # MLIR's pipelines without options fail without a message
            message = f"{entry.kind} '{entry.argument}' takes no options"
            said = _refused_options(entry, start, end)
            return AddFailure([(True, said)] if said else [], message, start)
    else:
        try:
            values = parse_options(entry, text, start, end)
        except _UnknownOption as exc:
            failure = AddFailure(
                [(is_pass, f"<Pass-Options-Parser>: no such option {exc.key}\n")],
                f"no such option {exc.key}",
                exc.offset,
            )
        except _BadValue as exc:
            error = exc.error
            message = f"for the --{exc.key} option: {error.message}"
            reported = error.message if isinstance(error, InitializeOptionsError) else ""
            failure = AddFailure(
                [(False, error.printed(exc.key)), *([(True, reported)] * is_pass)],
                message if error.output is None else error.message,
                exc.offset,
            )
    token = ADDING.set(entry.argument)
    try:
        pass_ = _create_pass(entry, pm, values, failure) if isinstance(entry, PassInfo) else None
        if failure.message:
            return failure
        if pass_ is not None:
            pm.add_pass(pass_)
        else:
            entry.add_to_pipeline(pm, values)
        for option in entry.options():
            if option.type.lazy_default and option.name not in values:
                option.default  # noqa: B018 (parsed and cached)
    except PipelineLimitError:
        raise
    except (OptionError, PassAnchorError, RegistryError) as exc:
        message = getattr(exc, "message", None) or str(exc)
        return AddFailure([(True, message)], message, offset)
    finally:
        ADDING.reset(token)
    return None


def _refused_options(entry: PassRegistryEntry, start: int, end: int) -> str:
    """Why `entry` refuses the options `text[start:end]` when it is of a kind that says
    why (a bundle), else ""."""
    if not isinstance(entry, PassPipelineInfo) or entry.options_class is not None:
        return ""
    if start == end or entry.kind == PassPipelineInfo.kind:
        return ""
    return f"{entry.kind} '{entry.argument}' takes no options"


def _create_pass(
    entry: PassInfo, pm: OpPassManager, values: dict[str, Any], failure: AddFailure
) -> Pass | None:
    """The pass with its options, unless they failed (`failure` has a message), then
    MLIR's check that it may be added to `pm`; what fails is added to `failure`."""
    pass_ = None
    if not failure.message:
        try:
            pass_ = entry.create(**values)
        except PipelineLimitError:
            raise
        except OptionError as exc:  # from the pass's `initialize_options`
            failure.events += [(False, exc.output or ""), (True, exc.message)]
            failure.message = exc.message
    metadata = entry.metadata or entry.pass_class()
    anchor = metadata.anchor
    if pm.nesting is Nesting.EXPLICIT and None not in (anchor, pm.anchor) and anchor != pm.anchor:
        message = (
            f"Can't add pass '{metadata.name}' restricted to '{anchor}' on a PassManager "
            f"intended to run on '{pm.anchor_name}', did you intend to nest?"
        )
        failure.events.append((True, message))
        failure.message = failure.message or message
    return pass_


class _UnknownOption(Exception):
    def __init__(self, key: str, offset: int):
        self.key = key
        self.offset = offset


class _BadValue(Exception):
    def __init__(self, key: str, error: OptionError, offset: int):
        self.key = key
        self.error = error
        self.offset = offset


def parse_options(entry: PassRegistryEntry, text: str, start: int, end: int) -> dict[str, Any]:
    """MLIR's `PassOptions::parseFromString`: values by option name. As LLVM's option
    parsers, a scalar given twice keeps the last value and a list appends the values."""
    options = {option.argument: option for option in entry.options()}
    values: dict[str, Any] = {}
    i = start
    while i < end:
        key_offset, key, value_offset, value, i = next_option(text, i, end)
        if not key:
            continue
        option = options.get(key)
        if option is None:
            raise _UnknownOption(key, key_offset)
        try:
            parsed = option.parse(value)
        except OptionError as exc:
            offset = key_offset if value is None else value_offset + exc.offset
            if isinstance(exc, PipelineLimitError):
                raise PipelineParseError(
                    exc.message, text, offset, exc.message + "\n", limit=True
                ) from None
            raise _BadValue(key, exc, offset) from None
        if parsed is None:  # `key=` of an option whose default is unknown: the default
            values.pop(option.name, None)
            continue
        if option.is_list and option.name in values:
            parsed = [*values[option.name], *parsed]
        values[option.name] = parsed
    return values


def _in_text_order(elements: list[_Element]) -> Iterator[tuple[_Element, list[_Element]]]:
    """Every element with the list holding it, in text order, without recursion
    (pipelines may nest as deep as memory allows)."""
    pending = [(iter(elements), elements)]
    while pending:
        items, parent = pending[-1]
        element = next(items, None)
        if element is None:
            pending.pop()
            continue
        yield element, parent
        if element.inner is not None:
            pending.append((iter(element.inner), element.inner))


def _find_any(text: str, chars: str, start: int, end: int) -> int:
    """The first of `chars` in `text[start:end]`, else `end`."""
    for i in range(start, end):
        if text[i] in chars:
            return i
    return end


def copy_pipeline(pm: OpPassManager) -> OpPassManager:
    """A copy as MLIR makes one to store in a pipeline-typed option (see
    `forget_lists_at_default`: `exclude={}` in the copy prints like no `exclude`)."""
    copy = pm.clone()
    for pass_ in copy.walk_passes():
        forget_lists_at_default(pass_, type(pass_).options())
    return copy


# -- printing ----------------------------------------------------------------------------


class _Writer:
    """MLIR's `raw_indented_ostream`: lines start with two spaces per level, and a
    whitespace-only line ended by a newline prints empty."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.level = 0
        self.at_line_start = True

    def write(self, chunk: str) -> None:
        while chunk:
            newline = chunk.find("\n")
            if newline < 0:
                self._emit(chunk)
                self.at_line_start = False
                return
            line, chunk = chunk[:newline], chunk[newline + 1 :]
            if line.lstrip(WHITESPACE):
                self._emit(line)
            self.parts.append("\n")
            self.at_line_start = True

    def _emit(self, text: str) -> None:
        self.parts.append("  " * self.level + text if self.at_line_start else text)

    def text(self) -> str:
        return "".join(self.parts)


def print_pipeline(pm: OpPassManager) -> str:
    """The canonical one-line form, `builtin.module(cse,func.func(canonicalize{...}))`."""
    writer = _Writer()
    _print_manager(writer, pm, pretty=False)
    return writer.text()


def dump_pipeline(pm: OpPassManager) -> str:
    """What `OpPassManager::dump` writes: a header and one pass per indented line."""
    writer = _Writer()
    writer.write(f"Pass Manager with {len(pm.passes)} passes:\n")
    _print_manager(writer, pm, pretty=True)
    writer.write("\n")
    return writer.text()


def _print_manager(writer: _Writer, pm: OpPassManager, pretty: bool) -> None:
    """Write `pm` (MLIR's `printAsTextualPipeline`) with an explicit stack, not
    recursion: pipelines may nest as deep as memory allows. The stack holds text
    to write, indentation changes and managers and passes still to print."""
    pending: list[str | int | OpPassManager | Pass] = [pm]
    separator = ",\n" if pretty else ","
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            writer.write(item)
        elif isinstance(item, int):
            writer.level += item
        elif isinstance(item, OpPassManager):
            writer.write(item.anchor_name)
            writer.write("(")
            inner = _separated(item.passes, separator)
            pending += reversed(["\n", 1, *inner, "\n", -1, ")"] if pretty else [*inner, ")"])
        elif isinstance(item, OpToOpPassAdaptor):
            pending += reversed(_separated(item.managers, separator))
        else:
            writer.write(item.argument or f"unknown<{item.name}>")
            for chunk in options_block(item, type(item).options()):
                writer.write(chunk)


def _separated(items: Sequence[T], separator: str) -> list[T | str]:
    """`items` with `separator` between each two."""
    result: list[T | str] = []
    for item in items:
        if result:
            result.append(separator)
        result.append(item)
    return result
