"""Textual pass pipelines: MLIR's parser (`TextualPipeline` in PassRegistry.cpp) and
printer (`printAsTextualPipeline`, `OpPassManager::dump`).

`builtin.module(cse,func.func(canonicalize{max-iterations=3}),any(cse))` parses
into an `OpPassManager`; printing gives MLIR's canonical form, every option
listed with its value, sorted by argument. Parsing replicates MLIR's lexing
quirks (see `next_option`), so both accept and reject the same texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypeVar

from .ir import Diagnostic, DiagnosticError, FileLineColLoc
from .ir.diagnostics import SourceBuffer
from .options import (
    ADDING,
    WHITESPACE,
    OptionError,
    PipelineLimitError,
    forget_lists_at_default,
    matching_brace,
    next_option,
    skip_whitespace,
    trim_span,
    unwrap_arg,
)
from .option_printing import options_block
from .pass_ import Pass
from .pass_manager import Nesting, OpPassManager, OpToOpPassAdaptor, PassAnchorError
from .registry import (
    PassPipelineInfo,
    PassRegistry,
    PassRegistryEntry,
    RegistryError,
    active_registry,
    did_you_mean,
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


class PipelineParseError(DiagnosticError):
    """A textual pipeline MLIR would reject; renders the text with a caret under `offset`."""

    def __init__(self, message: str, text: str, offset: int, limit: bool = False):
        buffer = SourceBuffer(text, PIPELINE_BUFFER)
        line, column = buffer.line_col(offset)
        location = FileLineColLoc(PIPELINE_BUFFER, line, column)
        super().__init__(Diagnostic("error", message, location))
        self.message = message
        self.text = text
        self.offset = offset
        self.limit = limit  # from a `PipelineLimitError`: no option prefixes it
        self._line_text = buffer.line_text(line)
        self._caret_column = offset - buffer.line_starts[line - 1]

    def option_error(self) -> OptionError:
        """This error as the error of an option value holding the pipeline."""
        return (PipelineLimitError if self.limit else OptionError)(self.message, self.offset)

    def __str__(self) -> str:
        loc = self.diagnostic.location
        assert isinstance(loc, FileLineColLoc)
        indent = re.sub(r"[^\t]", " ", self._line_text[: self._caret_column])
        return (
            f"{loc.filename}:{loc.line}:{loc.column}: error: {self.message}\n"
            f"{self._line_text}\n{indent}^"
        )


# -- parsing ----------------------------------------------------------------------------


def parse_pass_pipeline(text: str, registry: PassRegistry | None = None) -> OpPassManager:
    """Parse `anchor(elements)` into a new pass manager (MLIR's `parsePassPipeline`)."""
    parser = _Parser(text, registry)
    start, end = trim_span(text, 0, len(text))
    open_paren = text.find("(", start, end)
    if open_paren <= start or text[end - 1] != ")":
        raise parser.error(
            "expected pass pipeline to be wrapped with the anchor operation type, "
            "e.g. 'builtin.module(...)'",
            start,
        )
    anchor = text[start:open_paren].rstrip(WHITESPACE)
    pm = OpPassManager(None if anchor == "any" else anchor)
    parser.parse_into(pm, open_paren + 1, end - 1)
    return pm


def parse_pass_pipeline_into(
    pm: OpPassManager, text: str, registry: PassRegistry | None = None
) -> None:
    """Append the elements of `text` (`cse,func.func(canonicalize)`, no anchor) to `pm`."""
    _Parser(text, registry).parse_into(pm, 0, len(text))


@dataclass
class _Element:
    """One pipeline element: a pass or pipeline name with options, or an op anchor."""

    name: str
    offset: int
    options: tuple[int, int] | None = None
    inner: list[_Element] | None = None
    entry: PassRegistryEntry | None = None


class _Parser:
    """Parses one pipeline text; offsets in errors are offsets in that text."""

    def __init__(self, text: str, registry: PassRegistry | None):
        self.text = text
        self.registry = registry if registry is not None else active_registry()

    def error(self, message: str, offset: int) -> PipelineParseError:
        return PipelineParseError(message, self.text, offset)

    def option_error(self, prefix: str, exc: OptionError, offset: int) -> PipelineParseError:
        """`exc`, raised for an option at `offset`: prefixed unless it is about the whole text."""
        limit = isinstance(exc, PipelineLimitError)
        message = exc.message if limit else f"{prefix}: {exc.message}"
        return PipelineParseError(message, self.text, offset, limit)

    def parse_into(self, pm: OpPassManager, start: int, end: int) -> None:
        """Parse the structure, resolve every name, then build (as MLIR does)."""
        depth = _OPTION_DEPTH.get()
        if depth > MAX_OPTION_NESTING:
            raise PipelineParseError(
                f"pass pipelines are nested in pass options more than {MAX_OPTION_NESTING} "
                "levels deep", self.text, start, limit=True,
            )
        token = _OPTION_DEPTH.set(depth + 1)
        try:
            with use_registry(self.registry):
                elements = self.parse_elements(start, end)
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
        for element, _ in _in_text_order(elements):
            if element.inner is None:
                try:
                    element.entry = self.registry.get(element.name)
                except RegistryError as exc:
                    raise self.error(str(exc), element.offset) from None

    def add(self, elements: list[_Element], pm: OpPassManager) -> None:
        managers = {id(elements): pm}  # each element list's pass manager
        for element, parent in _in_text_order(elements):
            target = managers[id(parent)]
            if element.inner is None:
                self.add_entry(element, target)
            else:
                anchor = None if element.name in ("", "any") else element.name
                managers[id(element.inner)] = target.nest(anchor)

    def add_entry(self, element: _Element, pm: OpPassManager) -> None:
        """Add a pass or pipeline; the pipeline defaults of the options the text does not
        set are parsed now, with this registry, so their errors point here."""
        entry = element.entry
        assert entry is not None
        values = self.parse_options(element, entry)
        token = ADDING.set(entry.argument)
        try:
            entry.add_to_pipeline(pm, values)
            for option in entry.options():
                if option.type.lazy_default and option.name not in values:
                    option.default  # noqa: B018 (parsed and cached)
        except PassAnchorError as exc:
            raise self.error(f"{exc}, did you intend to nest?", element.offset) from None
        except OptionError as exc:
            raise self.option_error(f"failed to add '{entry.argument}'", exc, element.offset) from None
        except RegistryError as exc:
            raise self.error(f"failed to add '{entry.argument}': {exc}", element.offset) from None
        finally:
            ADDING.reset(token)

    def parse_options(self, element: _Element, entry: PassRegistryEntry) -> dict[str, Any]:
        """MLIR's `PassOptions::parseFromString`: values by option name.

        Unlike MLIR (which keeps the last scalar and appends lists), an option
        given twice is an error: one of the two values would be silently lost.
        """
        if element.options is None:
            return {}
        start, end = element.options
        if isinstance(entry, PassPipelineInfo) and entry.options_class is None and start < end:
            raise self.error(f"pass pipeline '{entry.argument}' takes no options", start)
        options = {option.argument: option for option in entry.options()}
        values: dict[str, Any] = {}
        i = start
        while i < end:
            key_offset, key, value_offset, value, i = next_option(self.text, i, end)
            if not key:
                continue
            option = options.get(key)
            if option is None:
                raise self.error(
                    f"no such option '{key}' for '{entry.argument}'" + did_you_mean(key, options),
                    key_offset,
                )
            if option.name in values:
                raise self.error(f"option '{key}' of '{entry.argument}' is given twice", key_offset)
            try:
                parsed = option.parse(value)
            except OptionError as exc:
                raise self.option_error(
                    f"invalid value for option '{key}' of '{entry.argument}'", exc,
                    key_offset if value is None else value_offset + exc.offset,
                ) from None
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
