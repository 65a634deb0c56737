"""LLVM's regular expressions (`llvm::Regex`: POSIX extended syntax, BSD `regcomp` and
`regexec`), read as `regcomp` reads them, with its error messages, and matched in time linear
in the subject.

`-verify-diagnostics` uses them for the `{{...}}` blocks of `expected-*-re` comments, so both
the pattern and the text it is matched against come from the input: a trust boundary. What
keeps a hostile pattern from exhausting the machine:

- Matching never backtracks: the pattern becomes a Thompson NFA, simulated as a DFA built
  lazily (at most one new DFA state per byte of the subject; transitions cached, the cache
  bounded), so `(a+)+$` costs what `a` costs, as in mlir-opt's state-set matcher. Building
  DFA states visits at most `SEARCH_STEPS` NFA states per search (thousands of states
  against a long text), then gives up with `RegexTooCostly`.
- A backreference (`\\1`) is beyond any automaton: patterns with one are matched by a search
  of (state, position, captures), each visited once, and give up after `BACKREF_STEPS` steps
  with `RegexTooCostly` (mlir-opt backtracks there, without a bound).
- Repetition counts are expanded as `regcomp` expands them, up to `MAX_STATES` states; more
  is a `RegexError` (mlir-opt expands without a bound). Groups nest at most `MAX_NESTING`
  deep (the parser recurses).

As in LLVM, pattern and subject are bytes (text as UTF-8; bytes that are not UTF-8 kept):
`.` is one byte, a bracket holds bytes, ranges compare signed `char`s, classes and word
boundaries (`[[:<:]]`, `[[:>:]]`) are the C locale's. `^` and `$` hold only at the ends of
the subject; assertions at one position are passed as `regexec` passes them: `^` and `$`
first, then one kind of word boundary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

# llvm/lib/Support/regerror.c
EMPTY = "empty (sub)expression"
BAD_REPEAT = "repetition-operator operand invalid"
BAD_COUNT = "invalid repetition count(s)"
BRACES = "braces not balanced"
PARENTHESES = "parentheses not balanced"
BRACKETS = "brackets ([ ]) not balanced"
CHARACTER_CLASS = "invalid character class"
RANGE = "invalid character range"
TRAILING_BACKSLASH = "trailing backslash (\\)"
BACKREFERENCE = "invalid backreference number"
COLLATING_ELEMENT = "invalid collating element"

MAX_STATES = 10_000
MAX_NESTING = 200
SEARCH_STEPS = 10_000_000  # states the lazy DFA may visit building its states, per search
BACKREF_STEPS = 300_000  # (state, position, captures) a search with backreferences may visit
_DUP_MAX = 255


def _mask(chars: Iterable[int]) -> int:
    mask = 0
    for char in chars:
        mask |= 1 << char
    return mask


def _span(low: str, high: str) -> range:
    return range(ord(low), ord(high) + 1)


_ALL = (1 << 256) - 1
# llvm/lib/Support/regcomp.c's cclasses (the C locale).
_LOWER, _UPPER, _DIGIT = _span("a", "z"), _span("A", "Z"), _span("0", "9")
_PUNCT = [*_span("!", "/"), *_span(":", "@"), *_span("[", "`"), *_span("{", "~")]
_CLASSES = {
    b"alnum": _mask([*_DIGIT, *_UPPER, *_LOWER]),
    b"alpha": _mask([*_UPPER, *_LOWER]),
    b"blank": _mask(b" \t"),
    b"cntrl": _mask([*range(32), 127]),
    b"digit": _mask(_DIGIT),
    b"graph": _mask(range(33, 127)),
    b"lower": _mask(_LOWER),
    b"print": _mask(range(32, 127)),
    b"punct": _mask(_PUNCT),
    b"space": _mask(b" \t\n\r\f\v"),
    b"upper": _mask(_UPPER),
    b"xdigit": _mask([*_DIGIT, *_span("A", "F"), *_span("a", "f")]),
}
_WORD = _CLASSES[b"alnum"] | 1 << ord("_")
# llvm/lib/Support/regcname.h: the names of collating elements (`[[.space.]]`).
_CONTROLS = (
    "NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB "
    "CAN EM SUB ESC IS4 IS3 IS2 IS1"
)
_PRINTABLE = (
    "space exclamation-mark quotation-mark number-sign dollar-sign percent-sign ampersand "
    "apostrophe left-parenthesis right-parenthesis asterisk plus-sign comma hyphen period slash "
    "zero one two three four five six seven eight nine colon semicolon less-than-sign "
    "equals-sign greater-than-sign question-mark commercial-at left-square-bracket backslash "
    "right-square-bracket circumflex underscore grave-accent left-brace vertical-line "
    "right-brace tilde"
)
_SYNONYMS = {
    "alert": "\a",
    "backspace": "\b",
    "tab": "\t",
    "newline": "\n",
    "vertical-tab": "\v",
    "form-feed": "\f",
    "carriage-return": "\r",
    "FS": "\x1c",
    "GS": "\x1d",
    "RS": "\x1e",
    "US": "\x1f",
    "hyphen-minus": "-",
    "full-stop": ".",
    "solidus": "/",
    "reverse-solidus": "\\",
    "circumflex-accent": "^",
    "low-line": "_",
    "left-curly-bracket": "{",
    "right-curly-bracket": "}",
    "DEL": "\x7f",
}
_COLLATING_NAMES: dict[bytes, int] = {
    **{name.encode(): code for code, name in enumerate(_CONTROLS.split())},
    **{
        name.encode(): ord(char)
        for name, char in zip(_PRINTABLE.split(), " !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~")
    },
    **{name.encode(): ord(char) for name, char in _SYNONYMS.items()},
}


class RegexError(Exception):
    """An invalid expression; the message is `regerror`'s."""


class RegexLimit(RegexError):
    """An expression beyond this matcher's limits (`MAX_STATES`, `MAX_NESTING`)."""


class RegexTooCostly(Exception):
    """A match with backreferences that would take more than `BACKREF_STEPS` steps."""


# -- the parsed expression ---------------------------------------------------------------------

# Assertions, as bits: a set of them is the assertions a position lets pass.
BOL, EOL, BOW, EOW = 1, 2, 4, 8


@dataclass(frozen=True)
class _Bytes:
    mask: int  # bit b set: byte b matches


@dataclass(frozen=True)
class _Assert:
    kind: int  # BOL, EOL, BOW or EOW


@dataclass(frozen=True)
class _Group:
    number: int
    body: _Node


@dataclass(frozen=True)
class _Backref:
    number: int


@dataclass(frozen=True)
class _Repeat:
    body: _Node
    low: int
    high: int | None  # None: no bound


@dataclass(frozen=True)
class _Sequence:
    items: tuple[_Node, ...]


@dataclass(frozen=True)
class _Alternatives:
    branches: tuple[_Node, ...]


_Node = _Bytes | _Assert | _Group | _Backref | _Repeat | _Sequence | _Alternatives


def _signed(byte: int) -> int:
    """A byte as x86's signed `char`, which `regcomp` compares range ends as."""
    return byte - 256 if byte >= 128 else byte


def _is_digit(byte: int) -> bool:
    return 0x30 <= byte <= 0x39


class _Parser:
    """`regcomp`'s ERE parser (`p_ere`, `p_ere_exp`, `p_bracket`, ...) over the pattern's
    bytes; the first error is raised, as `regcomp` reports only its first."""

    def __init__(self, pattern: bytes):
        self.data = pattern
        self.pos = 0
        self.groups = 0
        self.closed: set[int] = set()
        self.backrefs: set[int] = set()
        self.depth = 0

    def more(self, ahead: int = 0) -> bool:
        return self.pos + ahead < len(self.data)

    def peek(self, ahead: int = 0) -> int:
        """The byte `ahead` of the current one; -1 past the end."""
        return self.data[self.pos + ahead] if self.more(ahead) else -1

    def sees(self, text: bytes) -> bool:
        return self.data.startswith(text, self.pos)

    def eat(self, text: bytes) -> bool:
        if self.sees(text):
            self.pos += len(text)
            return True
        return False

    def next(self) -> int:
        self.pos += 1
        return self.data[self.pos - 1]

    def ere(self, stop: int) -> _Node:
        branches: list[_Node] = []
        while True:
            items: list[_Node] = []
            while self.more() and self.peek() not in (ord("|"), stop):
                item = self.ere_exp()
                if item is not None:
                    items.append(item)
            if not items:  # nothing emitted, as for `a{0}`
                raise RegexError(EMPTY)
            branches.append(items[0] if len(items) == 1 else _Sequence(tuple(items)))
            if not self.eat(b"|"):
                return branches[0] if len(branches) == 1 else _Alternatives(tuple(branches))

    def ere_exp(self) -> _Node | None:
        """One atom and its repetition; None when it emits nothing (`x{0}`)."""
        char = self.next()
        atom: _Node
        if char == ord("("):
            atom = self.group()
        elif char == ord(")"):
            raise RegexError(PARENTHESES)
        elif char in b"*+?" or (char == ord("{") and _is_digit(self.peek())):
            raise RegexError(BAD_REPEAT)
        elif char == ord("^"):
            atom = _Assert(BOL)
        elif char == ord("$"):
            atom = _Assert(EOL)
        elif char == ord("."):
            atom = _Bytes(_ALL)
        elif char == ord("["):
            atom = self.bracket()
        elif char == ord("\\"):
            atom = self.escape()
        else:
            atom = _Bytes(1 << char)
        if not self.repetition_follows():
            return atom
        if char == ord("^"):
            raise RegexError(BAD_REPEAT)
        low, high = self.repetition()
        if self.repetition_follows():
            raise RegexError(BAD_REPEAT)
        if high == 0:
            return None
        return atom if (low, high) == (1, 1) else _Repeat(atom, low, high)

    def repetition_follows(self) -> bool:
        char = self.peek()
        return char in (ord("*"), ord("+"), ord("?")) or (
            char == ord("{") and _is_digit(self.peek(1))
        )

    def group(self) -> _Node:
        if not self.more():
            raise RegexError(PARENTHESES)
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise RegexLimit(f"parentheses nested more than {MAX_NESTING} deep")
        self.groups += 1
        number = self.groups
        body: _Node = _Sequence(()) if self.peek() == ord(")") else self.ere(stop=ord(")"))
        if not self.eat(b")"):
            raise RegexError(PARENTHESES)
        self.depth -= 1
        self.closed.add(number)
        return _Group(number, body)

    def repetition(self) -> tuple[int, int | None]:
        char = self.next()
        if char != ord("{"):
            return {ord("*"): (0, None), ord("+"): (1, None), ord("?"): (0, 1)}[char]
        low = self.count()
        high: int | None = low
        if self.eat(b","):
            high = self.count() if _is_digit(self.peek()) else None
            if high is not None and low > high:
                raise RegexError(BAD_COUNT)
        if not self.eat(b"}"):
            if b"}" not in self.data[self.pos :]:
                raise RegexError(BRACES)
            raise RegexError(BAD_COUNT)
        return low, high

    def count(self) -> int:
        start = self.pos
        value = 0
        while _is_digit(self.peek()) and value <= _DUP_MAX:
            value = value * 10 + self.next() - 0x30
        if self.pos == start or value > _DUP_MAX:
            raise RegexError(BAD_COUNT)
        return value

    def escape(self) -> _Node:
        if not self.more():
            raise RegexError(TRAILING_BACKSLASH)
        char = self.next()
        if ord("1") <= char <= ord("9"):
            number = char - ord("0")
            if number not in self.closed:
                raise RegexError(BACKREFERENCE)
            self.backrefs.add(number)
            return _Backref(number)
        return _Bytes(1 << char)

    def bracket(self) -> _Node:
        if len(self.data) - self.pos > 5:
            for text, kind in ((b"[:<:]]", BOW), (b"[:>:]]", EOW)):
                if self.eat(text):
                    return _Assert(kind)
        invert = self.eat(b"^")
        mask = 0
        if self.eat(b"]"):
            mask |= 1 << ord("]")
        elif self.eat(b"-"):
            mask |= 1 << ord("-")
        while self.more() and self.peek() != ord("]") and not self.sees(b"-]"):
            mask |= self.bracket_term()
        if self.eat(b"-"):
            mask |= 1 << ord("-")
        if not self.eat(b"]"):
            raise RegexError(BRACKETS)
        return _Bytes(mask ^ _ALL if invert else mask)

    def bracket_term(self) -> int:
        if self.peek() == ord("-"):
            raise RegexError(RANGE)
        if self.eat(b"[:"):
            return self.named(CHARACTER_CLASS, self.character_class, b":]")
        if self.eat(b"[="):
            return self.named(COLLATING_ELEMENT, lambda: 1 << self.collating_element(b"=]"), b"=]")
        start = self.symbol()
        finish = start
        if self.peek() == ord("-") and self.more(1) and self.peek(1) != ord("]"):
            self.pos += 1
            finish = ord("-") if self.eat(b"-") else self.symbol()
        if _signed(start) > _signed(finish):
            raise RegexError(RANGE)
        return _mask(value & 0xFF for value in range(_signed(start), _signed(finish) + 1))

    def named(self, error: str, read: Callable[[], int], end: bytes) -> int:
        """A class `[:name:]` or an equivalence class `[=x=]`, its opening eaten."""
        if not self.more():
            raise RegexError(BRACKETS)
        if self.peek() in (ord("-"), ord("]")):
            raise RegexError(error)
        mask = read()
        if not self.more():
            raise RegexError(BRACKETS)
        if not self.eat(end):
            raise RegexError(error)
        return mask

    def character_class(self) -> int:
        start = self.pos
        while 0 <= self.peek() < 128 and chr(self.peek()).isalpha():
            self.pos += 1
        mask = _CLASSES.get(self.data[start : self.pos])
        if mask is None:
            raise RegexError(CHARACTER_CLASS)
        return mask

    def symbol(self) -> int:
        """A byte, or a collating element `[.x.]`."""
        if not self.more():
            raise RegexError(BRACKETS)
        if not self.eat(b"[."):
            return self.next()
        char = self.collating_element(b".]")
        if not self.eat(b".]"):
            raise RegexError(COLLATING_ELEMENT)
        return char

    def collating_element(self, end: bytes) -> int:
        """The byte a collating element's name or character stands for; the name runs to
        `end`."""
        start = self.pos
        while self.more() and not self.sees(end):
            self.pos += 1
        if not self.more():
            raise RegexError(BRACKETS)
        name = self.data[start : self.pos]
        if name in _COLLATING_NAMES:
            return _COLLATING_NAMES[name]
        if len(name) == 1:
            return name[0]
        raise RegexError(COLLATING_ELEMENT)


# -- the automaton -----------------------------------------------------------------------------

_BYTE, _SPLIT, _ASSERT, _SAVE, _BACKREF, _MATCH = range(6)


class _Program:
    """The NFA's states in parallel lists: kind, argument (byte mask, assertion, capture
    slot or group number) and successors (`alt`: a split's second)."""

    def __init__(self, captured: set[int]):
        self.captured = captured  # the groups backreferences refer to
        self.kind: list[int] = []
        self.arg: list[int] = []
        self.out: list[int] = []
        self.alt: list[int] = []

    def add(self, kind: int, arg: int = 0, out: int = -1, alt: int = -1) -> int:
        if len(self.kind) >= MAX_STATES:
            raise RegexLimit(f"more than {MAX_STATES} states once its repetitions are expanded")
        self.kind.append(kind)
        self.arg.append(arg)
        self.out.append(out)
        self.alt.append(alt)
        return len(self.kind) - 1

    def emit(self, node: _Node, after: int) -> int:
        """States matching `node`, then going on at `after`; the entry state."""
        if isinstance(node, _Bytes):
            return self.add(_BYTE, node.mask, after)
        if isinstance(node, _Assert):
            return self.add(_ASSERT, node.kind, after)
        if isinstance(node, _Backref):
            return self.add(_BACKREF, node.number, after)
        if isinstance(node, _Group):
            if node.number not in self.captured:
                return self.emit(node.body, after)
            close = self.add(_SAVE, 2 * node.number + 1, after)
            return self.add(_SAVE, 2 * node.number, self.emit(node.body, close))
        if isinstance(node, _Sequence):
            for item in reversed(node.items):
                after = self.emit(item, after)
            return after
        if isinstance(node, _Alternatives):
            entry = self.emit(node.branches[-1], after)
            for branch in reversed(node.branches[:-1]):
                entry = self.add(_SPLIT, 0, self.emit(branch, after), entry)
            return entry
        if node.high is None:  # a loop: the body, then back to the split
            entry = self.add(_SPLIT, 0, -1, after)
            self.out[entry] = self.emit(node.body, entry)
        else:  # the optional copies, each one able to leave for `after`
            entry = after
            for _ in range(node.high - node.low):
                entry = self.add(_SPLIT, 0, self.emit(node.body, entry), after)
        for _ in range(node.low):
            entry = self.emit(node.body, entry)
        return entry

    def reach(self, states: Iterable[int], passing: int) -> set[int]:
        """`states` and what they reach without reading a byte, through the assertions of
        `passing` (a set of bits)."""
        kind, arg, out, alt = self.kind, self.arg, self.out, self.alt
        found = set(states)
        todo = list(found)
        while todo:
            state = todo.pop()
            k = kind[state]
            if k == _SPLIT:
                targets: tuple[int, ...] = (out[state], alt[state])
            elif k == _SAVE or (k == _ASSERT and arg[state] & passing):
                targets = (out[state],)
            else:
                continue
            for target in targets:
                if target not in found:
                    found.add(target)
                    todo.append(target)
        return found


_START, _AFTER_WORD, _AFTER_OTHER = range(3)  # what precedes a position
_CACHE_LIMIT = 50_000  # transitions of the lazy DFA kept


class Regex:
    """A compiled LLVM regular expression: `search` says whether it matches a part of a text,
    as `llvm::Regex::match` does."""

    def __init__(self, pattern: str):
        parser = _Parser(pattern.encode("utf-8", "surrogateescape"))
        tree = parser.ere(stop=-1)
        self.program = _Program(parser.backrefs)
        self.match = self.program.add(_MATCH)
        self.start = self.program.emit(tree, self.match)
        self.slots = 2 * max(parser.backrefs, default=-1) + 2
        self.words = any(
            k == _ASSERT and a & (BOW | EOW) for k, a in zip(self.program.kind, self.program.arg)
        )
        self._steps: dict[tuple[frozenset[int], int, int], tuple[frozenset[int], bool]] = {}
        self._kernels: dict[frozenset[int], frozenset[int]] = {}

    def search(self, text: str) -> bool:
        """Whether the expression matches a part of `text` (as UTF-8 bytes)."""
        data = text.encode("utf-8", "surrogateescape")
        return self._search_with_backrefs(data) if self.slots else self._search(data)

    # -- without backreferences: a lazy DFA ----------------------------------------------------

    def _search(self, data: bytes) -> bool:
        kernel = self._intern(frozenset([self.start]))
        before = _START
        steps = self._steps
        visited = 0
        for byte in data:
            key = (kernel, before, byte)
            step = steps.get(key)
            if step is None:
                if len(steps) >= _CACHE_LIMIT:
                    steps.clear()
                    self._kernels.clear()
                step, cost = self._step(kernel, before, byte)
                steps[key] = step
                visited += cost
                if visited > SEARCH_STEPS:
                    raise RegexTooCostly(f"more than {SEARCH_STEPS} steps")
            kernel, matched = step
            if matched:
                return True
            before = _AFTER_WORD if self.words and _WORD >> byte & 1 else _AFTER_OTHER
        return self.match in self._closure(kernel, before, None)

    def _step(
        self, kernel: frozenset[int], before: int, byte: int
    ) -> tuple[tuple[frozenset[int], bool], int]:
        """The kernel after reading `byte` and whether a match ends before it; the number of
        states visited to know."""
        states = self._closure(kernel, before, byte)
        kind, arg, out = self.program.kind, self.program.arg, self.program.out
        following = {self.start}  # a match may start at any position
        for state in states:
            if kind[state] == _BYTE and arg[state] >> byte & 1:
                following.add(out[state])
        return (self._intern(frozenset(following)), self.match in states), len(states)

    def _intern(self, kernel: frozenset[int]) -> frozenset[int]:
        return self._kernels.setdefault(kernel, kernel)

    def _closure(self, kernel: Iterable[int], before: int, byte: int | None) -> set[int]:
        """What `kernel` reaches without reading a byte at a position between `before` and
        `byte` (None: the end): `^` and `$` are passed first, then the one kind of word
        boundary the position has, as `regexec` steps over them."""
        reach = self.program.reach
        states = reach(kernel, 0)
        ends = (BOL if before == _START else 0) | (EOL if byte is None else 0)
        if ends:
            states = reach(states, ends)
        if self.words:
            word_after = byte is not None and bool(_WORD >> byte & 1)
            if word_after and before != _AFTER_WORD:
                states = reach(states, BOW)
            elif before == _AFTER_WORD and not word_after:
                states = reach(states, EOW)
        return states

    # -- with backreferences: a bounded search -------------------------------------------------

    def _search_with_backrefs(self, data: bytes) -> bool:
        """Whether a path through the NFA matches a part of `data`, carrying the captures of
        the groups referred to; each (state, position, captures) is visited once, at most
        `BACKREF_STEPS` of them."""
        kind, arg, out, alt = (
            self.program.kind,
            self.program.arg,
            self.program.out,
            self.program.alt,
        )
        unset = (-1,) * self.slots
        todo = [(self.start, start, unset) for start in range(len(data), -1, -1)]
        seen: set[tuple[int, int, tuple[int, ...]]] = set()
        while todo:
            item = todo.pop()
            if item in seen:
                continue
            seen.add(item)
            if len(seen) > BACKREF_STEPS:
                raise RegexTooCostly(f"more than {BACKREF_STEPS} steps matching its backreferences")
            state, pos, captures = item
            k = kind[state]
            if k == _MATCH:
                return True
            if k == _BYTE:
                if pos < len(data) and arg[state] >> data[pos] & 1:
                    todo.append((out[state], pos + 1, captures))
            elif k == _SPLIT:
                todo += [(alt[state], pos, captures), (out[state], pos, captures)]
            elif k == _SAVE:
                slot = arg[state]
                todo.append((out[state], pos, (*captures[:slot], pos, *captures[slot + 1 :])))
            elif k == _ASSERT:
                if _holds(arg[state], data, pos):
                    todo.append((out[state], pos, captures))
            else:  # a backreference
                begin, end = captures[2 * arg[state]], captures[2 * arg[state] + 1]
                if 0 <= begin <= end and data.startswith(data[begin:end], pos):
                    todo.append((out[state], pos + end - begin, captures))
        return False


def _holds(kind: int, data: bytes, pos: int) -> bool:
    """Whether the assertion `kind` holds at `pos` of `data`."""
    if kind == BOL:
        return pos == 0
    if kind == EOL:
        return pos == len(data)
    word_before = pos > 0 and bool(_WORD >> data[pos - 1] & 1)
    word_after = pos < len(data) and bool(_WORD >> data[pos] & 1)
    return word_after and not word_before if kind == BOW else word_before and not word_after


def compile_posix(pattern: str) -> Regex:
    """`pattern` compiled to search with as `llvm::Regex::match` does; `RegexError` (with
    `regcomp`'s message) if it is invalid."""
    return Regex(pattern)
