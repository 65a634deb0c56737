"""Safe YAML loading that keeps the position of every key and value.

Only plain data is built (mappings, sequences, strings, numbers, booleans,
null); duplicate keys and explicit or exotic tags are errors, never silently
accepted, and no constructor can run code from a spec.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .diagnostics import Position, Problem

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


@dataclass
class LocatedDocument:
    """A loaded spec: its data and, per data path, the key's and value's positions."""

    path: Path
    data: Any
    lines: list[str]
    keys: dict[DataPath, Position] = field(default_factory=dict)
    values: dict[DataPath, Position] = field(default_factory=dict)

    def position(self, where: DataPath, *, key: bool = False) -> Position:
        """The position of `where`, or of its nearest ancestor that has one."""
        table = self.keys if key else self.values
        for end in range(len(where), -1, -1):
            found = table.get(where[:end]) or self.values.get(where[:end])
            if found is not None:
                return found
        return Position(self.path, 1, 1)


# More values than any real spec has: the bound that stops alias bombs ("billion laughs").
MAX_VALUES = 100_000


class _TooLarge(Exception):
    """The document expands (through aliases) to more than MAX_VALUES values."""


class _Builder:
    """Turns a composed node tree into plain data, recording positions and problems."""

    def __init__(self, doc: LocatedDocument):
        self.doc = doc
        self.problems: list[Problem] = []
        self._scalars = yaml.SafeLoader("")
        self._budget = MAX_VALUES

    def at(self, node: yaml.Node) -> Position:
        return Position(self.doc.path, node.start_mark.line + 1, node.start_mark.column + 1)

    def build(self, node: yaml.Node, where: DataPath) -> Any:
        self._budget -= 1
        if self._budget < 0:
            raise _TooLarge
        self.doc.values[where] = self.at(node)
        if not self._plain(node):
            return None
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, where)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*where, i)) for i, item in enumerate(node.value)]
        if node.tag == _TIMESTAMP:
            return node.value
        try:
            return self._scalars.construct_object(node, deep=True)
        except (ValueError, KeyError, yaml.YAMLError):  # e.g. `!!float x`, `!!bool maybe`
            self.problems.append(Problem(
                self.at(node), f"'{node.value}' is not a valid {_shown(node.tag)}"
            ))
            return None

    def _plain(self, node: yaml.Node) -> bool:
        """Whether `node` has a plain-data tag; if not, report it."""
        if node.tag in _PLAIN_TAGS or self._implicit_timestamp(node):
            return True
        self.problems.append(Problem(
            self.at(node),
            f"unsupported YAML tag '{_shown(node.tag)}': specs hold plain strings, numbers, "
            "booleans, lists and mappings",
        ))
        return False

    @staticmethod
    def _implicit_timestamp(node: yaml.Node) -> bool:
        """A plain scalar such as `2024-01-01`: kept as the string it reads as."""
        return node.tag == _TIMESTAMP and isinstance(node, yaml.ScalarNode) and node.style is None

    def _mapping(self, node: yaml.MappingNode, where: DataPath) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self.problems.append(Problem(
                    self.at(key_node), "YAML merge keys ('<<') are not supported; write the keys out"
                ))
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self.problems.append(Problem(self.at(key_node), "mapping keys must be plain strings"))
                continue
            self._plain(key_node)  # a tagged key is reported, and read as the text it holds
            key = key_node.value
            if key in result:
                first = self.doc.keys[(*where, key)]
                self.problems.append(Problem(
                    self.at(key_node), f"duplicate key '{key}' (first given at line {first.line})"
                ))
                continue
            self.doc.keys[(*where, key)] = self.at(key_node)
            result[key] = self.build(value_node, (*where, key))
        return result


# libyaml when PyYAML has it: the same nodes and marks, many times faster.
_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _shown(tag: str) -> str:
    """A tag as written in YAML: `!!float` for the standard ones."""
    return tag.replace("tag:yaml.org,2002:", "!!")


def _mark(path: Path, mark: yaml.Mark) -> Position:
    return Position(path, mark.line + 1, mark.column + 1)


def load_document(path: Path, text: str) -> tuple[LocatedDocument, list[Problem]]:
    """Load one YAML spec; syntax errors and unsafe content become problems."""
    doc = LocatedDocument(path, None, text.splitlines())
    try:
        nodes = list(yaml.compose_all(text, Loader=_FAST_LOADER))
    except yaml.YAMLError:
        try:  # the pure-Python parser words and places syntax errors best
            nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
        except yaml.MarkedYAMLError as exc:
            return doc, [_syntax_problem(path, exc)]
    if not nodes or (len(nodes) == 1 and nodes[0] is None):
        return doc, [Problem(Position(path, 1, 1),
                             "the spec file is empty; a spec file is a mapping with a 'group' key")]
    if len(nodes) > 1:
        second = next(e for i, e in enumerate(_document_starts(text)) if i == 1)
        return doc, [Problem(_mark(path, second.start_mark),
                             "a spec file holds exactly one YAML document; a second one starts here")]
    builder = _Builder(doc)
    try:
        doc.data = builder.build(nodes[0], ())
    except _TooLarge:
        doc.data = None
        return doc, [Problem(Position(path, 1, 1), f"the spec expands to more than {MAX_VALUES} "
                                                   "values (through YAML aliases?)")]
    return doc, builder.problems


def _syntax_problem(path: Path, exc: yaml.MarkedYAMLError) -> Problem:
    """A YAML syntax error at its problem, naming what was being read and where it began
    (an unclosed quote or bracket is found only at the end of the file)."""
    mark = exc.problem_mark or exc.context_mark
    where = _mark(path, mark) if mark is not None else Position(path, 1, 1)
    message = exc.problem or exc.context or "invalid YAML"
    if exc.problem and exc.context:
        started = exc.context_mark
        if started is not None and (started.line, started.column) != (mark.line, mark.column):
            message += f" ({exc.context} at line {started.line + 1}, column {started.column + 1})"
        else:
            message += f" ({exc.context})"
    return Problem(where, f"invalid YAML: {message}")


def _document_starts(text: str) -> Iterator[yaml.DocumentStartEvent]:
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, yaml.DocumentStartEvent):
            yield event
