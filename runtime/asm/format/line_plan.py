"""A declarative form's one-line fast path, the custom form's counterpart of the generic
parser's `_OP_LINE`: compiled once per op, a regular expression of the rest of an op's line
as mlir-opt prints it, and the readers of its parts.

Formats of literals, operands, attribute variables, type directives, `functional-type`,
`attr-dict` and optional groups of these have one. Where the expression matches, literals
and operands are taken from it (their patterns end where their tokens do) and every other
part is read by the general path's own step (`ParseCompiler`) at the offset the expression
found for it; a part read to elsewhere than where the expression ends it (or the blanks
after it) leaves the op to the general path. An attr-dict or optional group is taken as
absent only where its first token is not next, and the line ends where the general path
stops reading: so where it applies, the fast path reads what the general path reads, in the
same order, at the same offsets, and fills the same `Parsed`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...ir.attributes import UNIT, Attribute
from ...ir.context import OperationName
from ...ir.location import Location
from ...ir.operation import Operation
from ...ir.types import Type
from .. import lexer as lx
from ..attr_parser import MAX_NESTING
from ..op_asm_parser import OpAsmParser, UnresolvedOperand
from ..operation_state import OperationState
from .bindings import Bindings
from .elements import (
    AttrDict,
    Element,
    FunctionalType,
    Literal,
    Optional,
    TypeDirective,
    Variable,
    VariableKind,
    Whitespace,
)
from .op_info import OpInfo
from .parsed import Parsed
from .parsing import ParseCompiler, ParseStep, is_keyword
from .resolution import Finish
from .type_inference import Unsupported

if TYPE_CHECKING:
    from ..parser import Parser

Reader = Callable[[OpAsmParser, Parsed, "re.Match[str]"], None]
"""Reads its part of a line into `Parsed`."""

_SPACE = " ?"  # what mlir-opt prints between two parts, at most
# An SSA use as `parse_operand` reads it, to its token's end (`%x#1` is the general path's).
_NAME = r"%[\w$.\-]+(?![\w$.\-#])"
_NAMES = re.compile(_NAME, re.ASCII)
_PART = r"[^\n]+?"  # a part read by its step: the step says where it ends
_KEYWORD_END = r"(?![\w$.])"
# Where the line of an op whose format ends with a part that may be absent ends: the region's
# end next, which none of those parts starts with.
_OPEN_END = r"(?=\n *\})"
_CLOSED_END = r"(?=\n| loc\(|\Z)"


class Misread(Exception):
    """A part read by its step to elsewhere than where the expression ends it."""


# What a line's op is made of but its operands, by the line with its operands' names left
# out: attributes, properties, result types, the operands' types in order, and where each
# operand's name is among the line's names (None: in the same order).
Recalled = tuple[
    dict[str, Attribute],
    "dict[str, Attribute] | None",
    list[Type],
    list[Type],
    "tuple[int, ...] | None",
]
# Lines whose text alone does not give their parts: aliases, strings (which may hold `%`).
_UNSHARED = re.compile(r'[#!"]')
_SYMBOLS = re.compile(r"@[\w$.\-]+", re.ASCII)
_REGION_END = re.compile(_OPEN_END)
# A line recalled is remembered by its whole text too (`LinePlan.seen`) when it is at most
# this long, and while its form has fewer such lines than `_SEEN_PER_FORM`; once a form's
# lines are that many, `_SEEN_MISSES` lines more not among them stop the lookups (a file
# whose names never repeat, such as one block of 100,000 ops, pays for no more of them).
_SEEN_LINE = 200
_SEEN_PER_FORM = 128
_SEEN_MISSES = 128
# A line seen before, names included: its length to where the expression ends it, its
# operands' names in the op's order and their offsets in the line, then as `Recalled`.
Seen = tuple[
    int,
    list[str],
    tuple[int, ...],
    dict[str, Attribute],
    "dict[str, Attribute] | None",
    list[Type],
    list[Type],
]


class SeenLines:
    """A form's lines seen before, by their text (`LinePlan.seen`), and how many lines
    were not among them since they were as many as can be remembered."""

    __slots__ = ("lines", "misses")

    def __init__(self) -> None:
        self.lines: dict[str, Seen] = {}
        self.misses = 0


class LinePlan:
    """The expression of an op's line after its name, the readers of its parts, and what
    completes the state once they are read (the form's `finish`).

    A line read whole is remembered by its text without its operands' names (per parser):
    the same text again is the same op but for its operands, which are resolved against the
    types remembered, in the same order (as the generic parser's caches of texts do). The
    expression treats every name alike, so where every `%` of two such texts is in an
    operand group, it matches both the same way. Symbol names (`@callee`) are left out too
    when the op's types never come from an attribute: the attribute parts that hold them
    (`symbol_parts`, groups and steps) are read again.

    A line recalled is also remembered by its whole line of text, names included (`seen`):
    mlir-opt names values afresh in each function, so a file's functions repeat each
    other's lines, which are then taken without the expression. The expression's parts
    never cross a line's end, and it ends within the line, or at its end where the region
    ends on the next line (`closed`: that is not needed), so the same line is the same
    match."""

    __slots__ = (
        "pattern",
        "readers",
        "operand_groups",
        "symbol_parts",
        "finish",
        "counts",
        "closed",
    )

    def __init__(
        self,
        pattern: re.Pattern[str],
        readers: tuple[Reader, ...],
        operand_groups: tuple[int, ...],
        symbol_parts: tuple[tuple[int, ParseStep], ...] | None,
        finish: Finish,
        counts: tuple[int, int, int, int],
        closed: bool,
    ):
        self.pattern = pattern
        self.readers = readers
        self.operand_groups = operand_groups  # the expression's, in the op's operand order
        self.symbol_parts = symbol_parts  # None: symbol names are kept in the texts
        self.finish = finish
        self.counts = counts
        self.closed = closed  # the expression ends where the line or the op's text ends

    def parse(
        self, cursor: Parser, name: OperationName, name_pos: int, location: Location
    ) -> Operation | None:
        """The op whose line after its name (at `name_pos`) is at the cursor, if the
        expression matches there, the cursor moved to its end; None when the general path
        must read it (the cursor is where it was)."""
        table = cursor.seen_lines.get(self)
        if table is not None and table.misses <= _SEEN_MISSES:
            op = self.seen(cursor, table, name, location)
            if op is not None:
                return op
        line = self.pattern.match(cursor.text, cursor.pos)
        if line is None:
            return None
        text = line.group()
        key = None
        if cursor.depth + len(text) <= MAX_NESTING and _UNSHARED.search(text) is None:
            shared = _NAMES.sub("%", text)
            if "@" in shared and self.symbol_parts is not None:
                shared = _SYMBOLS.sub("@", shared)
            key = (self, shared)
            recalled = cursor.line_memos.get(key)
            if recalled is not None:
                op = self.recall(cursor, name, name_pos, location, line, recalled)
                if op is not None:
                    return op
        return self.read(cursor, OpAsmParser(cursor, name, name_pos), location, line, key)

    def seen(
        self, cursor: Parser, table: SeenLines, name: OperationName, location: Location
    ) -> Operation | None:
        """The op of the line at the cursor if that line is in `table` (recalled before),
        the cursor moved to where the expression ends it; else None."""
        start = cursor.pos
        text = _seen_text(cursor.text, start)
        if text is None:
            return None
        seen = table.lines.get(text)
        if seen is None:
            if len(table.lines) >= _SEEN_PER_FORM:
                table.misses += 1
            return None
        length, uses, offsets, attributes, properties, result_types, types = seen
        if cursor.depth + length > MAX_NESTING:
            return None
        if not self.closed and _REGION_END.match(cursor.text, start + len(text)) is None:
            return None
        operands = cursor.resolve_uses(uses, lambda: [start + at for at in offsets], types)
        cursor.pos = start + length
        return Operation(name, operands, result_types, attributes, properties, (), (), location)

    def read(
        self,
        cursor: Parser,
        parser: OpAsmParser,
        location: Location,
        line: re.Match[str],
        key: tuple[LinePlan, str] | None,
    ) -> Operation | None:
        """The op of `line` read part by part and completed by `finish`, remembered under
        `key` (if any) when every `%` of the line is an operand."""
        state = OperationState(parser.name, location)
        parsed = Parsed(state, self.counts, parser.name_loc)
        try:
            for read in self.readers:
                read(parser, parsed, line)
        except Misread:
            cursor.pos = line.start()
            return None
        cursor.pos = line.end()
        self.finish(parser, parsed)
        if (
            key is not None
            and sum(map(len, parsed.operands)) == line.group().count("%")
            and self.symbols(line) is not None
            and not state.regions
            and not state.successors
        ):
            types = [value.type for value in state.operands]
            order = _text_order([use.pos for group in parsed.operands for use in group])
            cursor.line_memos[key] = (
                state.attributes,
                state.properties,
                state.result_types,
                types,
                order,
            )
        return state.create()

    def symbols(self, line: re.Match[str]) -> list[tuple[int, ParseStep]] | None:
        """The symbol parts of `line` holding an `@`; None if some `@` is elsewhere."""
        text = line.group()
        if "@" not in text or self.symbol_parts is None:
            return []
        found = [
            (group, step) for group, step in self.symbol_parts if "@" in (line.group(group) or "")
        ]
        held = sum(line.group(group).count("@") for group, _ in found)
        return found if held == text.count("@") else None

    def uses(self, line: re.Match[str]) -> tuple[list[str], list[int]]:
        """The operands of `line` (as `_operand_reader`s read them), in the op's order, and
        their offsets."""
        uses: list[str] = []
        offsets: list[int] = []
        for group in self.operand_groups:
            start = line.start(group)
            if start < 0:
                continue
            found = line.group(group)
            if "," not in found:  # one use
                uses.append(found)
                offsets.append(start)
                continue
            for use in _NAMES.finditer(line.string, start, line.end(group)):
                uses.append(use.group())
                offsets.append(use.start())
        return uses, offsets

    def recall(
        self,
        cursor: Parser,
        name: OperationName,
        name_pos: int,
        location: Location,
        line: re.Match[str],
        recalled: Recalled,
    ) -> Operation | None:
        """The op of a line read before but for its operands' and symbols' names; None if the
        line's `%` are not all operands, its `@` not all in symbol parts, or a symbol part
        is misread. The text being the same but for names, the line's names are its
        operands, in the order remembered."""
        start, end = line.span()
        uses = _NAMES.findall(line.string, start, end)
        if len(uses) != line.string.count("%", start, end):
            return None
        attributes, properties, result_types, types, order = recalled
        if order is not None:
            uses = [uses[at] for at in order]
        symbols = self.symbols(line) if self.symbol_parts else []
        if symbols is None:
            return None
        if symbols:
            parser = OpAsmParser(cursor, name, name_pos)
            state = OperationState(name, location, attributes=dict(attributes))
            parsed = Parsed(state, self.counts, name_pos)
            try:
                for group, step in symbols:
                    read_at(parser, parsed, line, group, step)
            except Misread:
                return None
            attributes = state.attributes
        operands = cursor.resolve_uses(uses, lambda: self.uses(line)[1], types)
        cursor.pos = end
        table = cursor.seen_lines.get(self)
        if table is None:
            table = cursor.seen_lines[self] = SeenLines()
        text = _seen_text(line.string, start) if len(table.lines) < _SEEN_PER_FORM else None
        if text is not None:
            offsets = tuple(at - start for at in self.uses(line)[1])
            seen = (end - start, uses, offsets, attributes, properties, result_types, types)
            table.lines[text] = seen
        return Operation(name, operands, result_types, attributes, properties, (), (), location)


def _seen_text(text: str, start: int) -> str | None:
    """The line of `text` from `start` to its end, if short enough to be remembered."""
    end = text.find("\n", start, start + _SEEN_LINE + 1)
    if end < 0:
        end = len(text)
    return text[start:end] if end - start <= _SEEN_LINE else None


def _text_order(offsets: list[int]) -> tuple[int, ...] | None:
    """For each operand (at `offsets`), its rank among the line's names; None when they
    are in order."""
    ranked = sorted(range(len(offsets)), key=offsets.__getitem__)
    if ranked == list(range(len(offsets))):
        return None
    order = [0] * len(offsets)
    for rank, operand in enumerate(ranked):
        order[operand] = rank
    return tuple(order)


def literal_pattern(value: str) -> str:
    """A literal as `parse_keyword` or `parse_punctuation` takes it."""
    if is_keyword(value):
        return re.escape(value) + _KEYWORD_END
    if value in ("-", "=", ":"):  # not the start of `->`, `==` or `::`
        return re.escape(value) + "(?![>=:])"
    return re.escape(value)


def _skip_blanks(text: str, pos: int) -> int:
    """Where `skip_ws` from `pos` stops."""
    return lx.WHITESPACE.match(text, pos).end()  # type: ignore[union-attr]


class LineCompiler:
    """Compiles a format's elements into a `LinePlan` (`Unsupported` for other formats)."""

    def __init__(self, info: OpInfo, bindings: Bindings, steps: ParseCompiler):
        self.info = info
        self.bindings = bindings
        self.steps = steps
        self.groups = 0  # capturing groups opened so far
        self.operand_groups: list[tuple[int, int]] = []  # (operand group, capturing group)
        self.symbol_parts: list[tuple[int, ParseStep]] = []  # attribute parts

    def compile(self, elements: Sequence[Element], finish: Finish) -> LinePlan:
        pattern, readers = self.sequence(elements)
        parsed = [e for e in elements if not isinstance(e, Whitespace)]
        closed = bool(parsed) and self.required(parsed[-1])
        end = _CLOSED_END if closed else _OPEN_END
        spec = self.info.spec
        counts = (len(spec.operands), len(spec.results), len(spec.regions), len(spec.successors))
        operand_groups = tuple(number for _, number in sorted(self.operand_groups))
        expression = re.compile(pattern + end, re.ASCII)
        resolutions = self.info.format.operand_types + self.info.format.result_types
        typed_by_attribute = any(r.kind == "attribute" for r in resolutions)
        symbols = None if typed_by_attribute else tuple(self.symbol_parts)
        return LinePlan(expression, tuple(readers), operand_groups, symbols, finish, counts, closed)

    def group(self, pattern: str) -> tuple[str, int]:
        """`pattern` captured, and its group's number."""
        self.groups += 1
        return f"({pattern})", self.groups

    def required(self, element: Element) -> bool:
        """Whether `element` always reads a token (else the line's end must show it is
        absent)."""
        if isinstance(element, Variable) and element.kind is VariableKind.OPERAND:
            return self.operand_kind(element) == "single"
        return isinstance(element, (Literal, Variable, TypeDirective, FunctionalType))

    def operand_kind(self, variable: Variable) -> str:
        _, index, _ = self.info.value_entry(variable.name)
        return self.info.spec.operands[index].kind

    def sequence(self, elements: Sequence[Element]) -> tuple[str, list[Reader]]:
        pattern = ""
        readers: list[Reader] = []
        for element in elements:
            part, read = self.element(element)
            pattern += part
            readers += read
        return pattern, readers

    def element(self, element: Element) -> tuple[str, list[Reader]]:
        if isinstance(element, Whitespace):
            return "", []
        if isinstance(element, Literal):
            return _SPACE + literal_pattern(element.value), []
        if isinstance(element, AttrDict):  # only an absent one
            first = "attributes" + _KEYWORD_END if element.with_keyword else r"\{"
            return f"(?!{_SPACE}{first})", []
        if isinstance(element, Optional):
            return self.optional(element)
        if isinstance(element, Variable) and element.kind is VariableKind.OPERAND:
            return self.operands(element, present=False)
        if isinstance(element, (Variable, TypeDirective, FunctionalType)):
            return self.stepped(element)
        raise Unsupported(f"element {element.text()} on the fast path")

    def stepped(self, element: Element) -> tuple[str, list[Reader]]:
        """A part its step reads, from where its group starts to where it ends."""
        step = self.steps.element(element)
        attribute = not isinstance(element, Variable) or element.kind is VariableKind.ATTRIBUTE
        if step is None or not attribute:
            raise Unsupported(f"element {element.text()} on the fast path")
        pattern, number = self.group(_PART)

        if isinstance(element, Variable):
            self.symbol_parts.append((number, step))

        def read_part(parser: OpAsmParser, parsed: Parsed, line: re.Match[str]) -> None:
            read_at(parser, parsed, line, number, step)

        return _SPACE + pattern, [read_part]

    def operands(self, variable: Variable, present: bool) -> tuple[str, list[Reader]]:
        """An operand group: one use; a possibly empty list (unless `present`: the anchor
        of an optional group, read only when there)."""
        _, index, _ = self.info.value_entry(variable.name)
        kind = self.info.spec.operands[index].kind
        many = f"{_NAME}(?:,{_SPACE}{_NAME})*+(?!{_SPACE},)" if kind == "variadic" else _NAME
        if kind == "single" or present:
            uses, number = self.group(many)
            self.operand_groups.append((index, number))
            return _SPACE + uses, [_operand_reader(index, number, None)]
        position, at = self.group("")
        uses, number = self.group(many)
        self.operand_groups.append((index, number))
        return f"{position}(?:{_SPACE}{uses}|(?!{_SPACE}%))", [_operand_reader(index, number, at)]

    def optional(self, group: Optional) -> tuple[str, list[Reader]]:
        elided = self.bindings.elided_anchor(group)
        then = [e for e in group.then if e is not elided and not isinstance(e, Whitespace)]
        else_ = [e for e in group.else_ if e is not elided]
        if not then:
            raise Unsupported("an optional group of its anchor alone on the fast path")
        first = then[0]
        position, at = self.group("")
        self.groups += 1
        present = self.groups
        if isinstance(first, Literal):
            first_pattern, first_readers = self.element(first)
            absent: Reader | None = None
            token = literal_pattern(first.value)
        elif isinstance(first, Variable) and first.kind is VariableKind.OPERAND:
            first_pattern, first_readers = self.operands(first, present=True)
            _, index, _ = self.info.value_entry(first.name)
            absent = _operand_reader(index, -1, at)
            token = "%"
        else:
            raise Unsupported(f"optional group starting with {first.text()} on the fast path")
        rest, rest_readers = self.sequence(then[1:])
        other, other_readers = self.sequence(else_)
        pattern = f"{position}(?:({first_pattern}{rest})|(?!{_SPACE}{token}){other})"
        unit = elided.name if isinstance(elided, Variable) else None
        present_readers = first_readers + rest_readers
        absent_readers = ([absent] if absent else []) + other_readers
        return pattern, [
            _optional_reader(present, present_readers, absent_readers, unit, not group.inverted)
        ]


def read_at(
    parser: OpAsmParser, parsed: Parsed, line: re.Match[str], number: int, step: ParseStep
) -> None:
    """Group `number` of `line` read by `step`; `Misread` if it ends elsewhere (but for
    blanks after it the step may skip, looking for a `,`...)."""
    cursor = parser.parser
    cursor.pos = line.start(number)
    step(parser, parsed)
    end = line.end(number)
    if cursor.pos != end and not end < cursor.pos <= _skip_blanks(cursor.text, end):
        raise Misread


def _operand_reader(index: int, number: int, at: int | None) -> Reader:
    """Operand group `index` from group `number` of the line (none there: the group is
    empty, located as `parse_operand_list` locates it, after the blanks from group `at`)."""

    def read_operands(parser: OpAsmParser, parsed: Parsed, line: re.Match[str]) -> None:
        start = line.start(number) if number >= 0 else -1
        if start < 0:
            assert at is not None
            parsed.operand_locs[index] = _skip_blanks(line.string, line.start(at))
            parsed.operands[index] = []
            return
        parsed.operand_locs[index] = start
        end = line.end(number)
        if line.string.find(",", start, end) < 0:
            parsed.operands[index] = [UnresolvedOperand(line.group(number), 0, start)]
            return
        parsed.operands[index] = [
            UnresolvedOperand(use.group(), 0, use.start())
            for use in _NAMES.finditer(line.string, start, end)
        ]

    return read_operands


def _optional_reader(
    present: int,
    then: Sequence[Reader],
    other: Sequence[Reader],
    unit: str | None,
    unit_in_then: bool,
) -> Reader:
    """An optional group: its branch's readers, and its elided unit anchor set as
    `ParseCompiler.optional` sets it."""

    def read_optional(parser: OpAsmParser, parsed: Parsed, line: re.Match[str]) -> None:
        there = line.start(present) >= 0
        for read in then if there else other:
            read(parser, parsed, line)
        if unit is not None and there == unit_in_then:
            parsed.state.attributes[unit] = UNIT

    return read_optional
