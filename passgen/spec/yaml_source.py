"""Safe YAML loading that keeps the position of every key and value.

Only plain data is built (mappings, sequences, strings, numbers, booleans,
null); duplicate keys and explicit or exotic tags are errors, never silently
accepted, and no constructor can run code from a spec. Strings are a trust boundary
too: every output (Python, Markdown, C++, TableGen) takes them, so a string holding a
character of `source_text.UNSAFE_TEXT` (controls, bidi controls, line separators,
noncharacters), raw or escaped, is an error at that character or its escape.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from passgen.support.diagnostics import Position, Problem
from passgen.support.source_text import (
    NON_PRINTABLE,
    UNSAFE_TEXT,
    position_of,
    source_lines,
    unsafe_character,
)

from .scalar_text import ESCAPE, ScalarSource, unescaped
from .yaml_limits import ExpansionScan, LimitExceeded, Mark

DataPath = tuple[str | int, ...]

_PLAIN_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq",
}
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_INVALID = object()  # a scalar its tag cannot read, e.g. `!!float x`
_SURROGATE = re.compile("[\ud800-\udfff]")
_LONE_SURROGATE = re.compile(
    "[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]"
)
# No option type holds a larger integer (a float's range ends below 2**1024); the bound also
# keeps every integer printable (Python refuses to print ones of more than 4300 digits).
MAX_INT_BITS = 1024


@dataclass
class LocatedDocument:
    """A loaded spec: its data and, per data path, the key's and value's positions."""

    path: Path
    data: Any
    lines: list[str]
    keys: dict[DataPath, Position] = field(default_factory=dict)
    values: dict[DataPath, Position] = field(default_factory=dict)
    # For plain scalars YAML reads as no string (`yes`, `1.0`, `null`): how to write the text.
    text_hints: dict[DataPath, str] = field(default_factory=dict)
    # Where scalars start whose problem is reported at a character inside them (a message
    # about their value there would repeat it).
    covered: set[Position] = field(default_factory=set)
    # The file's text, and where each string scalar is written in it.
    text: str = ""
    scalars: dict[DataPath, ScalarSource] = field(default_factory=dict)

    def position(self, where: DataPath, *, key: bool = False) -> Position:
        """The position of `where`, or of its nearest ancestor that has one."""
        table = self.keys if key else self.values
        for end in range(len(where), -1, -1):
            found = table.get(where[:end]) or self.values.get(where[:end])
            if found is not None:
                return found
        return Position(self.path, 1, 1)

    def position_inside(self, where: DataPath, offset: int) -> Position:
        """The position of character `offset` of the string at `where` (where it starts
        when it is no string scalar)."""
        scalar, value = self.scalars.get(where), self.value_at(where)
        if scalar is None or not isinstance(value, str):
            return self.position(where)
        return position_of(self.path, self.text, scalar.source_index(self.text, value, offset))

    def value_at(self, where: DataPath) -> Any:
        """The data at `where`."""
        value = self.data
        for step in where:
            value = value[step]
        return value


class _Builder:
    """Turns a composed node tree into plain data, recording positions and problems."""

    def __init__(self, doc: LocatedDocument, text: str, explicit_tags: set[tuple[int, int]]):
        self.doc = doc
        self.text = text
        self.problems: list[Problem] = []
        self._scalars = yaml.SafeLoader("")
        self._explicit_tags = explicit_tags

    def at(self, node: yaml.Node) -> Position:
        return Position(self.doc.path, node.start_mark.line + 1, node.start_mark.column + 1)

    def build(self, node: yaml.Node, where: DataPath) -> Any:
        self.doc.values[where] = self.at(node)
        if not self._plain(node):
            return None
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, where)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*where, i)) for i, item in enumerate(node.value)]
        assert isinstance(node, yaml.ScalarNode)  # the composer makes no other node
        text = self._text(node)
        if text is None or node.tag in (_TIMESTAMP, _STR):
            start, end = node.start_mark.index, node.end_mark.index
            self.doc.scalars[where] = ScalarSource(start, end, node.style or "")
            return text
        try:
            value = self._scalars.construct_object(node, deep=True)
        except (ValueError, KeyError, yaml.YAMLError):  # e.g. `!!float x`, `!!bool maybe`
            value = _INVALID
        if node.tag == _INT and _too_large(value, text):
            problem = (
                f"{_excerpt(text)} is too large: integers in a spec are below 2**{MAX_INT_BITS}"
            )
        elif value is _INVALID:
            problem = f"{_excerpt(text)} is not a valid {_shown(node.tag)}"
        else:
            if node.style in (None, "") and not isinstance(value, str):  # libyaml writes ""
                self.doc.text_hints[where] = _text_hint(text, value)
            return value
        self.problems.append(Problem(self.at(node), problem))
        return None

    def _text(self, node: yaml.ScalarNode) -> str | None:
        """The scalar's text, with escaped UTF-16 surrogate pairs (`"\\ud83d\\ude00"`, as JSON
        writes characters beyond U+FFFF) joined; a lone surrogate is no character: reported."""
        text: str = node.value
        lone = _LONE_SURROGATE.search(text)
        if lone is not None:
            self.problems.append(
                Problem(
                    self.at(node),
                    (
                        f"'\\u{ord(lone.group()):04x}' is a lone UTF-16 surrogate, not a character; write "
                        "the character itself (or a \\U escape)"
                    ),
                )
            )
            return None
        if _SURROGATE.search(text) is not None:
            text = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
        unsafe = UNSAFE_TEXT.search(text)
        if unsafe is not None:
            self.doc.covered.add(self.at(node))
            self.problems.append(
                Problem(
                    self._escape_of(node, unsafe.group()),
                    f"{unsafe_character(unsafe.group())} is not allowed in spec text: "
                    "a spec's strings hold printable characters, tabs and line feeds",
                )
            )
            # Still text (the spec is refused anyway): checks of the other fields run as usual.
            return UNSAFE_TEXT.sub("\ufffd", text)
        return text

    def _escape_of(self, node: yaml.ScalarNode, char: str) -> Position:
        """Where `node`'s source writes `char` (an escape, or the character itself), else
        where the scalar starts."""
        start, end = node.start_mark.index, node.end_mark.index
        source = self.text[start:end]
        for found in ESCAPE.finditer(source) if node.style == '"' else ():
            if unescaped(found.group()) == char:
                return position_of(self.doc.path, self.text, start + found.start())
        index = source.find(char)
        return position_of(self.doc.path, self.text, start + index) if index >= 0 else self.at(node)

    def _plain(self, node: yaml.Node) -> bool:
        """Whether `node` has a plain-data tag; if not, report it."""
        if node.tag in _PLAIN_TAGS or self._implicit_timestamp(node):
            return True
        self.problems.append(
            Problem(
                self.at(node),
                f"unsupported YAML tag '{_shown(node.tag)}': specs hold plain strings, numbers, "
                "booleans, lists and mappings",
            )
        )
        return False

    def _implicit_timestamp(self, node: yaml.Node) -> bool:
        """An untagged scalar such as `2024-01-01`: kept as the string it reads as."""
        mark = node.start_mark
        return node.tag == _TIMESTAMP and (mark.line, mark.column) not in self._explicit_tags

    def _mapping(self, node: yaml.MappingNode, where: DataPath) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self.problems.append(
                    Problem(
                        self.at(key_node),
                        "YAML merge keys ('<<') are not supported; write the keys out",
                    )
                )
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self.problems.append(
                    Problem(self.at(key_node), "mapping keys must be plain strings")
                )
                continue
            self._plain(key_node)  # a tagged key is reported, and read as the text it holds
            key = self._text(key_node)
            if key is None:
                continue
            if key in result:
                first = self.doc.keys[where + (key,)]
                self.problems.append(
                    Problem(
                        self.at(key_node),
                        f"duplicate key '{key}' (first given at line {first.line})",
                    )
                )
                continue
            self.doc.keys[where + (key,)] = self.at(key_node)
            result[key] = self.build(value_node, where + (key,))
        return result


# libyaml when PyYAML has it: the same nodes and marks, many times faster; then the
# pure-Python parser, which words and places syntax errors best (and reads the UTF-16
# surrogate pair escapes that libyaml refuses).
_LOADERS = tuple(dict.fromkeys([getattr(yaml, "CSafeLoader", yaml.SafeLoader), yaml.SafeLoader]))
# The pure-Python parser takes seconds per MiB: beyond this, libyaml's error is reported as it
# is, unless the text has a surrogate escape (which only the pure-Python parser reads).
_SLOW_PARSE_LIMIT = 128 * 1024
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
# A bracketed type left unquoted in a flow collection (`{type: list[str]}`): YAML ends the
# plain value before `[`, which then starts a list where a `,` or `}` must follow.
_NAME_BEFORE = re.compile(r"[A-Za-z_]\w*\Z")
_BRACKETS = re.compile(r"\[[^\[\]{},:#'\"\s]*\]")


def _shown(tag: str) -> str:
    """A tag as written in YAML: `!!float` for the standard ones."""
    return tag.replace("tag:yaml.org,2002:", "!!")


def _excerpt(text: str) -> str:
    """`text` quoted for a message, shortened when long."""
    return f"'{text}'" if len(text) <= 60 else f"'{text[:40]}...' ({len(text)} characters)"


def _too_large(value: Any, text: str) -> bool:
    """Whether an integer scalar is beyond `MAX_INT_BITS` (or too long for Python to read)."""
    if value is _INVALID:
        return len(text) > sys.get_int_max_str_digits() > 0
    return isinstance(value, int) and abs(value).bit_length() > MAX_INT_BITS


# What a value YAML reads is, in messages.
KINDS = {
    bool: "a boolean",
    int: "an integer",
    float: "a number",
    str: "a string",
    list: "a list",
    dict: "a mapping",
    type(None): "null",
}


def _text_hint(text: str, value: Any) -> str:
    """How to write `text`, which YAML reads as `value`, as a string."""
    if not text:
        return "an empty value is null in YAML; write '' for empty text"
    return f"YAML reads {text} as {KINDS[type(value)]}; write '{text}' for the text"


def _mark(path: Path, mark: Mark | None) -> Position:
    """Where a mark is (PyYAML's events and nodes always have one; its types say maybe)."""
    return Position(path, 1, 1) if mark is None else Position(path, mark.line + 1, mark.column + 1)


def load_document(path: Path, text: str) -> tuple[LocatedDocument, list[Problem]]:
    """Load one YAML spec; syntax errors, unsafe content and content over the limits
    (see `yaml_limits`) become problems."""
    doc = LocatedDocument(path, None, source_lines(text), text=text)
    unprintable = NON_PRINTABLE.search(text)
    if unprintable is not None:
        return doc, [
            Problem(
                position_of(path, text, unprintable.start()),
                (
                    f"control character U+{ord(unprintable.group()):04X} is not allowed in a spec; in a "
                    "double-quoted string, write it as an escape"
                ),
            )
        ]
    composed = _compose(path, text)
    if isinstance(composed, Problem):
        return doc, [composed]
    nodes, explicit_tags = composed
    if not nodes or (len(nodes) == 1 and nodes[0] is None):
        return doc, [
            Problem(
                Position(path, 1, 1),
                "the spec file is empty; a spec file is a mapping with a 'group' key",
            )
        ]
    if len(nodes) > 1:
        second = next(e for i, e in enumerate(_document_starts(text)) if i == 1)
        return doc, [
            Problem(
                _mark(path, second.start_mark),
                "a spec file holds exactly one YAML document; a second one starts here",
            )
        ]
    builder = _Builder(doc, text, explicit_tags)
    doc.data = builder.build(nodes[0], ())
    return doc, builder.problems


def _compose(path: Path, text: str) -> tuple[list[yaml.Node], set[tuple[int, int]]] | Problem:
    """The node tree of each document and the places of explicitly tagged scalars, once the
    events are within the limits; else the problem (the last loader's syntax error)."""
    failure: yaml.YAMLError | None = None
    for loader in _LOADERS:
        if (
            failure is not None
            and len(text) > _SLOW_PARSE_LIMIT
            and not _SURROGATE_ESCAPE.search(text)
        ):
            break
        scan = ExpansionScan()
        try:
            scan.run(yaml.parse(text, Loader=loader))
            return list(yaml.compose_all(text, Loader=loader)), scan.explicit_tags
        except LimitExceeded as exc:
            return Problem(_mark(path, exc.mark), exc.message)
        except yaml.YAMLError as exc:
            failure = exc
    if not isinstance(failure, yaml.MarkedYAMLError):  # NON_PRINTABLE finds what the reader refuses
        return Problem(Position(path, 1, 1), f"invalid YAML: {failure}")
    return _syntax_problem(path, failure, text)


def _syntax_problem(path: Path, exc: yaml.MarkedYAMLError, text: str) -> Problem:
    """A YAML syntax error at its problem, naming what was being read and where it began
    (an unclosed quote or bracket is found only at the end of the file), with how to quote
    a bracketed type the error comes from."""
    mark = exc.problem_mark or exc.context_mark
    where = _mark(path, mark)
    message = exc.problem or exc.context or "invalid YAML"
    if exc.problem and exc.context:
        started = exc.context_mark
        if (
            started is not None
            and mark is not None
            and (started.line, started.column)
            != (
                mark.line,
                mark.column,
            )
        ):
            message += f" ({exc.context} at line {started.line + 1}, column {started.column + 1})"
        else:
            message += f" ({exc.context})"
    return Problem(where, f"invalid YAML: {message}{_quoting_hint(exc, text)}")


def _quoting_hint(exc: yaml.MarkedYAMLError, text: str) -> str:
    """How to write `list[str]` when the error is its `[` in a flow collection, else ""."""
    mark, context = exc.problem_mark, exc.context or ""
    if mark is None or not context.startswith("while parsing a flow "):
        return ""
    name = _NAME_BEFORE.search(text, 0, mark.index)
    brackets = _BRACKETS.match(text, mark.index)
    if name is None or brackets is None:
        return ""
    collection = context.removeprefix("while parsing a ")
    return (
        f'; write "{name.group()}{brackets.group()}" with quotes: in a {collection}, '
        "'[' ends an unquoted value"
    )


def _document_starts(text: str) -> Iterator[yaml.DocumentStartEvent]:
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, yaml.DocumentStartEvent):
            yield event
