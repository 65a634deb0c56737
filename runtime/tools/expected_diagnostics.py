"""`-verify-diagnostics`: the `expected-*` comments of an input and MLIR's
`SourceMgrDiagnosticVerifierHandler` (mlir/lib/IR/Diagnostics.cpp, MLIR 22).

A comment `// expected-error {{text}}` expects an error on its own line whose message
contains `text`; `expected-warning`, `-remark` and `-note` other severities. `@+N`/`@-N`
move the expected line, `@above`/`@below` point at the nearest line above/below that is not
itself an expectation, and `@unknown` expects a diagnostic without a file location.
`expected-error-re` reads `{{...}}` blocks inside the text as LLVM regular expressions.
Each line holds at most one expectation (the first `expected-`; the text runs to the last `}}`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..asm import lexer
from ..ir import Diagnostic, FileLineColLoc, Location
from ..ir.diagnostics import remember_buffer
from ..ir.location import UNKNOWN_LOC
from ..ir.source_buffer import SourceBuffer
from .posix_regex import Regex, RegexError, RegexLimit, RegexTooCostly, compile_posix
from .verify_levels import ALL, ONLY_EXPECTED

# MLIR's own pattern, applied to each line with trailing whitespace removed.
_DESIGNATOR = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *"
    r"\{\{(.*)\}\}$",
    re.DOTALL,
)
_TRAILING_SPACE = " \t\n\v\f\r"
_LINE_COLUMN = re.compile(r":([0-9]+):([0-9]+)")


@dataclass
class Expectation:
    """One `expected-*` comment: the severity and text expected on `line` (None: at an
    unknown location); `offset` is where `expected-` starts in the file."""

    severity: str
    line: int | None
    offset: int
    text: str
    pattern: Regex | None = None
    matched: bool = False
    abandoned: bool = False  # matches nothing: its regex is invalid as a whole, or gave up

    def matches(self, message: str) -> bool:
        """Whether `message` is what this expects; `RegexTooCostly` when a regex with
        backreferences gives up."""
        if self.abandoned:
            return False
        if self.pattern is not None:
            return self.pattern.search(message)
        return self.text in message


@dataclass
class ScanProblem:
    """An `expected-*-re` comment whose regular expression is broken."""

    offset: int
    length: int
    message: str


@dataclass
class Expectations:
    """What a buffer expects, and the broken comments found while reading it."""

    located: list[Expectation] = field(default_factory=list)
    unknown: list[Expectation] = field(default_factory=list)
    problems: list[ScanProblem] = field(default_factory=list)


def scan(text: str) -> Expectations:
    """Every `expected-*` comment of `text`, in order, as MLIR reads them."""
    found = Expectations()
    if "expected-" not in text:  # most inputs: no line can hold a designator
        return found
    below: list[Expectation] = []  # waiting for the next line that is not a designator
    last_plain = 0  # the last line (0-based) that is not a designator
    lines = text.split("\n")
    offset = 0
    for number, line in enumerate(lines):
        match = _DESIGNATOR.search(line.rstrip(_TRAILING_SPACE))
        start, offset = offset, offset + len(line) + 1
        if match is None:
            for expectation in below:
                expectation.line = number + 1
            below.clear()
            last_plain = number
            continue
        severity, regex, designator, where, body = match.groups()
        expectation = Expectation(severity, number + 1, start + match.start(), body)
        if regex:
            try:
                expectation.pattern = _compile(body)
            except RegexError as exc:
                found.problems.append(ScanProblem(expectation.offset, len(body), str(exc)))
                continue
            expectation.abandoned = expectation.pattern is None
        if where == "unknown":
            expectation.line = None
            found.unknown.append(expectation)
            continue
        if where == "above":
            expectation.line = last_plain + 1
        elif where == "below":
            expectation.line = len(lines)  # where it stays if no line follows
            below.append(expectation)
        elif where is not None:
            distance = _integer(where[1:])
            expectation.line = number + 1 + (distance if where[0] == "+" else -distance)
        found.located.append(expectation)
    return found


def _integer(text: str) -> int:
    """`StringRef::getAsInteger` with radix 0: a leading 0 reads octal (0 when invalid)."""
    try:
        return int(text, 8) if len(text) > 1 and text[0] == "0" else int(text)
    except ValueError:
        return 0


def _compile(body: str) -> Regex | None:
    """The regex of an `-re` text; None when its blocks are valid but the whole is not
    (`{{(a)\\1}}`: the block is group 1, which `\\1` refers to unclosed), which MLIR's
    `llvm::Regex` then never matches. `RegexError` for a broken block or a limit."""
    source = _regex_of(body)
    try:
        return compile_posix(source)
    except RegexLimit as exc:
        raise RegexError(f"invalid regex: {exc}") from None
    except RegexError:
        return None


def _regex_of(body: str) -> str:
    """The LLVM regular expression of an `-re` text: literal text escaped, `{{...}}`
    blocks kept as groups; each block must be valid on its own."""
    parts: list[str] = []
    rest = body
    while rest:
        start = rest.find("{{")
        if start < 0:
            parts.append(_escape(rest))
            break
        parts.append(_escape(rest[:start]))
        rest = rest[start + 2 :]
        end = rest.find("}}")
        if end < 0:
            raise RegexError("found start of regex with no end '}}'")
        block = rest[:end]
        try:
            compile_posix(block)
        except RegexError as exc:
            raise RegexError(f"invalid regex: {exc}") from None
        parts.append(f"({block})")
        rest = rest[end + 2 :]
    return "".join(parts)


def _escape(text: str) -> str:
    """`llvm::Regex::escape`."""
    return re.sub(r"([()^$|*+?.\[\]\\{}])", r"\\\1", text)


class DiagnosticVerifier:
    """Checks the diagnostics of a run against the `expected-*` comments of its input.

    Problems are written to `write` (stderr) as they are found: broken comments when the
    verifier is made, unexpected diagnostics as they arrive (unless `level` is
    `only-expected`), expectations nothing matched in `verify()`.
    """

    def __init__(
        self, buffer: SourceBuffer, level: str = ALL, write: Callable[[str], None] | None = None
    ):
        self.buffer = buffer
        self.level = level
        self.write = write or (lambda text: print(text, file=sys.stderr))
        self.failed = False
        remember_buffer(buffer)
        found = scan(buffer.text)
        self.located = found.located
        self.unknown = found.unknown
        for problem in found.problems:
            self.failed = True
            self.write(self._at(problem.offset, problem.message, problem.length))

    def process(self, diagnostic: Diagnostic) -> None:
        """Check a diagnostic and each of its notes (MLIR's handler)."""
        for part in (diagnostic, *diagnostic.notes):
            self._process(part.severity, part.message, part.location)

    def _process(self, severity: str, message: str, location: Location) -> None:
        near_miss = None
        where = file_location(location)
        for expectation in self._candidates(where):
            if self._matches(expectation, message):
                if expectation.severity == severity:
                    expectation.matched = True
                    return
                near_miss = expectation
        if self.level == ONLY_EXPECTED:
            return
        self.failed = True
        if near_miss is not None:
            self.write(
                self._at(
                    near_miss.offset if near_miss.line is not None else None,
                    f"'{severity}' diagnostic emitted when expecting a '{near_miss.severity}'",
                )
            )
        else:
            unexpected = f"unexpected {severity}: {message}"
            if where is None and location is not UNKNOWN_LOC:  # as MLIR shows other locations
                unexpected = f"{location}: {unexpected}"
            self.write(Diagnostic("error", unexpected, where or UNKNOWN_LOC).render())

    def _matches(self, expectation: Expectation, message: str) -> bool:
        """Whether `expectation` matches `message`; a regex that gives up is reported at its
        comment, once, and matches nothing."""
        try:
            return expectation.matches(message)
        except RegexTooCostly as exc:
            self.failed = True
            expectation.abandoned = True
            self.write(self._at(expectation.offset, f"regex gave up: {exc}", len(expectation.text)))
            return False

    def _candidates(self, location: FileLineColLoc | None) -> Iterator[Expectation]:
        if location is None:
            yield from self.unknown
        elif location.filename == self.buffer.filename:
            yield from (e for e in self.located if e.line == location.line)

    def verify(self) -> bool:
        """Report the expectations nothing matched; True if everything was as expected.

        As in MLIR 22, expectations at unknown locations are not forgotten afterwards:
        a second call reports them again."""
        for expectation in self.located:
            if not expectation.matched:
                self.failed = True
                self.write(
                    self._at(expectation.offset, _not_produced(expectation), len(expectation.text))
                )
        for expectation in self.unknown:
            if not expectation.matched:
                self.failed = True
                self.write(self._at(None, _not_produced(expectation)))
        self.located = []
        return not self.failed

    def _at(self, offset: int | None, message: str, length: int = 1) -> str:
        """An error at `offset` of the buffer (None: no location) with LLVM's `^~~~`
        under `length` characters, as `SourceMgr::PrintMessage` shows a range."""
        if offset is None:
            return Diagnostic("error", message, UNKNOWN_LOC).render()
        location = self.buffer.location(offset)
        text = Diagnostic("error", message, location).render()
        line = self.buffer.line_text(location.line)
        if not text.endswith("^") or length <= 1:
            return text
        start = offset - self.buffer.line_starts[location.line - 1]
        end = min(start + length, len(line))
        width = len(line[:end].expandtabs()) - len(line[: start + 1].expandtabs())
        return text + "~" * max(width, 0)


def file_location(location: Location) -> FileLineColLoc | None:
    """The first file location in `location` (MLIR's `findInstanceOf<FileLineColLoc>`):
    itself, a name's child, a call site's callee then caller, a fused location's parts, in
    the order their text shows them."""
    if isinstance(location, FileLineColLoc):
        return location
    body = location.body
    for literal in lexer.STRING.finditer(body):
        numbers = _LINE_COLUMN.match(body, literal.end())
        if numbers is not None:
            return FileLineColLoc(
                lexer.decode_string(literal.group()), int(numbers[1]), int(numbers[2])
            )
    return None


def _not_produced(expectation: Expectation) -> str:
    return f'expected {expectation.severity} "{expectation.text}" was not produced'
