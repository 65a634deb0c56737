"""Parser for MLIR's textual form: ops in the generic form (`mlir-opt
--mlir-print-op-generic`), read by the fast paths here, and ops in their custom form (a bare
name: `custom_ops`, through the op's `CustomForm`), mixed freely.

SSA names follow MLIR's scoping: names disappear when the region that defined them ends, a
name may be used before its definition (resolved later, or reported at the end of the
file), and only a region a custom op reads with name shadowing starts a fresh scope
(IsolatedFromAbove is otherwise the verifier's job, as in MLIR's parser). Every error is a
`DiagnosticError` pointing into the source.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..ir.attributes import Attribute, DictionaryAttr, ExplicitProperties
from ..ir.collector import collector_paused
from ..ir.context import Context, OperationName, UnregisteredOperationError
from ..ir.diagnostics import DiagnosticError, error, remember_buffer
from ..ir.location import UNKNOWN_LOC, FileLineColLoc, Location
from ..ir.operation import Block, BlockArgument, Operation, Region, Value
from ..ir.source_buffer import SourceBuffer
from ..ir.types import NONE as NONE_TYPE
from ..ir.types import FunctionType, Type
from . import lexer as lx
from .attr_parser import MAX_NESTING, SIMPLE_FUNCTION_TYPE, UINT32_MAX, UINT64_MAX, AttributeParser
from .custom_form import Canonicalizer, CustomForm
from .custom_ops import parse_custom_operation
from .dialect_text import respelled
from .form_lookup import canonicalizer
from .location_parser import FILE_LINE_COL
from .op_asm_parser import Argument
from .resources import parse_resources


@dataclass
class _Scope:
    """SSA names visible at the cursor, forward references, and names per open region."""

    values: dict[str, list[Value]] = field(default_factory=dict)
    defined_at: dict[str, int] = field(default_factory=dict)  # where each of `values` is
    forward: dict[str, tuple[Value, int]] = field(default_factory=dict)
    defined_per_region: list[list[str]] = field(default_factory=list)


@dataclass
class _RegionBlocks:
    """Block labels of the region being parsed."""

    by_name: dict[str, Block] = field(default_factory=dict)
    defined: set[str] = field(default_factory=set)
    first_use: dict[str, int] = field(default_factory=dict)


# One op's results, quoted name and operand list, in the common spelling.
_OP_HEAD = (
    r'(?:(%[\w$.\-]+)(?::([0-9]+))? = )?("[^"\\\n]*")'
    r"\(((?:%[\w$.\-]+(?:#[0-9]+)?(?:, %[\w$.\-]+(?:#[0-9]+)?)*)?)\)"
)
_SIMPLE_DICT = r'\{[^{}"\n]*\}'  # string-free: its text alone gives its value
# A whole common op line as mlir-opt prints it (`_line_operation`), up to its signature, with
# the blanks after it when the next line starts with another op, a block or the region's end.
_OP_LINE = re.compile(
    f"{_OP_HEAD}(?: <({_SIMPLE_DICT})>)?(?: ({_SIMPLE_DICT}))? : ({SIMPLE_FUNCTION_TYPE})"
    r'(\n *(?=["%^}]))?',
    re.ASCII,
)
# An alias name `lx.HASH_OR_BANG_ID` reads whole, without '.' (no dialect attribute).
_ALIAS_NAME = r"#(?:[0-9]+|[A-Za-z_$\-][\w$\-]*)"
# An op's location as `--mlir-print-debuginfo` prints it after such a line: an alias reference.
_ALIAS_LOCATION = re.compile(rf" loc\(({_ALIAS_NAME})\)", re.ASCII)
_ALIAS = re.compile(_ALIAS_NAME, re.ASCII)
_HEAD = re.compile(_OP_HEAD, re.ASCII)
# A location alias's definition as `--mlir-print-debuginfo` prints most, and its line's end.
_COMMON_LOCATION_ALIAS = re.compile(rf"({_ALIAS_NAME}) = loc\({FILE_LINE_COL}\)\n?", re.ASCII)
_DICT = re.compile(_SIMPLE_DICT, re.ASCII)
_LOCATION = re.compile(r"loc(?:[ \t\r\n]|//[^\n]*)*\(")
# A custom op's results, in the common spelling, and its name (`lx.BARE_ID`).
_CUSTOM_HEAD = re.compile(r"(%[\w$.\-]+)(?::([1-9][0-9]{0,8}))? = (?=([A-Za-z_][\w$.]*))", re.ASCII)
_COUNT = re.compile(r"[1-9][0-9]{0,8}\Z")  # a result count the fast path takes as is
_T = TypeVar("_T")


class _Uncommon(Exception):
    """A line `_OP_LINE` matches whose parts the general path reads differently."""


def _names_list(text: str) -> list[str]:
    """The names of an operand list matched by `_OP_HEAD` (separated by `, ` exactly)."""
    return text.split(", ") if text else []


UseOffsets = list[int] | int | Callable[[], list[int]]
"""Where uses are: listed, where the first is when they are separated by `, ` exactly
(`_names_list`), or a function listing them (called only when one is needed)."""


def _use_offset(uses: list[str], offsets: UseOffsets, index: int) -> int:
    """Where `uses[index]` is."""
    if isinstance(offsets, list):
        return offsets[index]
    if isinstance(offsets, int):
        return offsets + sum(len(use) + 2 for use in uses[:index])
    return offsets()[index]


class Parser(AttributeParser):
    """Parses one source buffer into operations of a context."""

    def __init__(self, text: str, context: Context, filename: str):
        buffer = SourceBuffer(text, filename)
        super().__init__(text, buffer)
        self.context = context
        self._names: dict[str, OperationName] = {}
        self._scope = _Scope()
        self._regions: list[_RegionBlocks] = []
        self._loc_fixups: list[tuple[Operation | BlockArgument, str, int]] = []
        # Common lines' `loc(#alias)`, one per op of a file printed with debug info: the op,
        # and where the alias name is (read again when the aliases are known).
        self._alias_uses: list[Operation] = []
        self._alias_use_starts = array("q")
        self._dicts: dict[str, dict[str, Attribute]] = {}
        # MLIR's default dialect stack: the dialect a custom op's bare name may leave out.
        self.default_dialects = ["builtin"]
        # Custom op names as resolved (`custom_ops`), with their forms, by spelling and
        # default dialect.
        self.custom_names: dict[tuple[str, str], tuple[OperationName, CustomForm | None]] = {}
        # Whether the last op read was in the custom form (whose head is then tried first).
        self.custom_last = False
        # Custom ops' lines read whole (`CustomForm.parse_line`), by their form and text.
        self.line_memos: dict[tuple[object, str], Any] = {}
        # The same lines by their whole text, names included, per form (`LinePlan.seen`).
        self.seen_lines: dict[object, Any] = {}
        # Dialects' type (True) and attribute canonicalizers, found on first use.
        self._canonicalizers: dict[tuple[str, bool], Canonicalizer | None] = {}

    # -- top level --------------------------------------------------------------

    def parse_module(self, implicit_module: bool = True) -> Operation:
        """Parse the whole buffer; several top-level ops get an implicit module (without
        `implicit_module`, the buffer must hold exactly one op, which is returned)."""
        remember_buffer(self.buffer)
        top = Block()
        scope = self._scope
        scope.defined_per_region.append([])
        while True:
            c = self.skip_ws()
            if not c:
                break
            if c in "#!":
                self._alias_definition()
            elif self.text.startswith("{-#", self.pos):
                self._resources()
            else:
                top.append(self.parse_operation())
        self._finish_scope(scope)
        self._apply_location_fixups()
        first = top.first_op
        if first is not None and first is top.last_op:
            if not implicit_module or first.op_name == "builtin.module":
                return first.detach()
        elif not implicit_module:
            count = sum(1 for _ in top)
            raise error(
                f"source must contain a single top-level operation, found: {count}",
                FileLineColLoc(self.buffer.filename, 0, 0),
            )
        module = Operation(
            self.context.get_op_name("builtin.module"),
            regions=1,
            location=FileLineColLoc(self.buffer.filename, 0, 0),  # as mlir-opt does
        )
        module.regions[0].append(top)
        return module

    def _alias_definition(self) -> None:
        if self._common_location_aliases():
            return
        start = self.pos
        name = self.match(lx.HASH_OR_BANG_ID)
        if name is None:
            self.wrong_token("expected operation name in quotes")  # a lone '#' or '!'
        kind = "type" if name[0] == "!" else "attribute"
        if "." in name:
            self.error(f"{kind} names with a '.' are reserved for dialect-defined names", start)
        if self._is_alias(name):
            self.error(f"redefinition of {kind} alias id '{name[1:]}'", start)
        self.expect("=", f"'=' in {kind} alias definition")
        # Cached texts may have kept this name unresolved (in an unregistered dialect's body).
        self._dicts.clear()
        self.function_types.clear()
        if name[0] == "!":
            self.type_aliases[name] = self.parse_type()
        elif self.at_location():
            body, pos = self.parse_location_body(inline=True)
            body = self.resolve_location_aliases(body, pos, trailing=False)
            self.loc_aliases[name] = self.make_location(body, pos)  # checked where it is written
        else:
            self.attr_aliases[name] = self.parse_attribute()

    def _common_location_aliases(self) -> bool:
        """Location alias definitions at the cursor spelled as `_COMMON_LOCATION_ALIAS` reads
        them, as many as follow each other, taken as the general path takes them (a
        redefinition is left to it); whether there was one."""
        text = self.text
        pos = start = self.pos
        aliases = self.loc_aliases
        while (common := _COMMON_LOCATION_ALIAS.match(text, pos)) is not None:
            name, file, line, column = common.groups()
            if self._is_alias(name):
                break
            aliases[name] = self.common_location(file, line, column)
            pos = common.end()
        if pos == start:
            return False
        self._dicts.clear()  # as the general path does
        self.function_types.clear()
        self.pos = pos
        return True

    def _is_alias(self, name: str) -> bool:
        return name in self.type_aliases or name in self.attr_aliases or name in self.loc_aliases

    def at_location(self) -> bool:
        """Whether `loc (` (blanks allowed, as between any tokens) is at the cursor."""
        self.skip_ws()
        return _LOCATION.match(self.text, self.pos) is not None

    def keeps_unknown_aliases(self, name: str) -> bool:
        return not self.context.is_registered_dialect(name[1:].split(".", 1)[0])

    def dialect_text(self, written: str, is_type: bool) -> str:
        """The text its dialect prints the type or attribute `written` as (the dialect's
        `Canonicalizer`, loading the dialect as MLIR's parser does, once its comments are
        dropped and its string literals spelled as printed); as written for an unregistered
        dialect."""
        key = (written[1:].partition("<")[0].partition(".")[0], is_type)  # `#d.x<`, `#d<x`
        if key not in self._canonicalizers:
            self._canonicalizers[key] = canonicalizer(self.context, *key)
        known = self._canonicalizers[key]
        if known is None:
            return respelled(written) if key[0] in self.context.loaded_dialects else written
        written = respelled(written)
        return known(written, self._canonical_type_text) or written

    def check_dialect_attribute(self, written: str, start: int) -> None:
        """A dialect enum attribute must hold a value of its enum (`enum_attributes`), at
        the position of what is wrong when `written` is the text as it stands here."""
        from .format.enum_attributes import enum_attribute_error

        found = enum_attribute_error(written)
        if found is not None:
            message, offset = found
            as_written = self.text.startswith(written, start)
            self.error(message, start + offset if as_written else start)

    def _canonical_type_text(self, text: str) -> str:
        """The canonical text of the type `text` (standing on its own); as written when it
        does not read as one type."""
        inner = Parser(text, self.context, self.buffer.filename)
        try:
            found = inner.parse_type()
        except DiagnosticError:
            return text
        return found.text if inner.skip_ws() == "" else text

    def _resources(self) -> None:
        parse_resources(self, self.context.resources)

    # -- operations ---------------------------------------------------------------

    def parse_operation(self) -> Operation:
        """The op at the cursor. A common line whose parts this file has shown before is
        taken whole (`_line_operation`); the rest are read part by part, filling the caches."""
        text = self.text
        start = self.pos
        # A file is mostly in one form: the other form's head is tried second.
        tried = self.custom_last
        custom = _CUSTOM_HEAD.match(text, start) if tried else None
        if custom is None:
            line = _OP_LINE.match(text, start)
            if line is not None:
                try:
                    self.custom_last = False
                    return self._line_operation(line)
                except _Uncommon:
                    self.pos = start
            if not tried:
                custom = _CUSTOM_HEAD.match(text, start)
        if custom is not None:  # what `_result_list` reads, in its common spelling
            self.pos = custom.end()
            self.custom_last = True
            result_names = [(custom.group(1), int(custom.group(2) or 1), start)]
            return parse_custom_operation(self, start, result_names, custom.group(3))
        head = _HEAD.match(text, start)
        if head is not None and (head.group(2) is None or _COUNT.match(head.group(2))):
            result = head.group(1)
            result_names = [(result, int(head.group(2) or 1), start)] if result else []
            op_start = head.start(3)
            name = self._op_name(head.group(3), op_start, head.end(3))
            uses: list[str] = _names_list(head.group(4))
            offsets: list[int] | int = head.start(4)
            self.pos = head.end()
        else:
            result_names = self._result_list() if text.startswith("%", start) else []
            if self.skip_ws() != '"' and lx.BARE_ID.match(text, self.pos):
                return parse_custom_operation(self, start, result_names)
            op_start, name, uses, offsets = self._slow_head()
        location = self.buffer.location(
            op_start
        )  # before the regions: the buffer counts lines forward
        c = self.skip_ws()
        successors: Sequence[Block] = ()
        if c == "[":
            successors = self._successors()
            c = self.skip_ws()
        properties: dict[str, Attribute] | None = None
        if c == "<":
            self.pos += 1
            properties = self._cached_dict()
            self.expect(">", "'>' to close properties")
            c = self.skip_ws()
        regions: Sequence[Region] = ()
        if c == "(":
            # A top-level module's region is free: printing wraps the ops in one.
            free = self.depth == 0 and name.name == "builtin.module"
            self.depth -= free
            regions = self._regions_list()
            self.depth += free
            c = self.skip_ws()
        attributes: dict[str, Attribute] | None = None
        if c == "{":
            attributes = self._cached_dict()
        self.expect(":", "':' followed by operation type")
        self.skip_ws()
        type_pos = self.pos
        signature = self._signature()
        return self._finish(
            start,
            result_names,
            name,
            uses,
            offsets,
            successors,
            properties,
            regions,
            attributes,
            signature,
            type_pos,
            location,
        )

    def _line_operation(self, line: re.Match[str]) -> Operation:
        """The op of a common line (`_OP_LINE`); `_Uncommon` when the general path must
        read it.

        Equivalent to the general path of `parse_operation`: the head has one way to match,
        the same as `_HEAD`'s; the other parts are read by the same helpers, in the same
        order and at the same offsets, the general path skipping only the single spaces
        matched between them. A part read to elsewhere than the end of its match leaves
        the line to the general path (which reads it again, to the same end); the blanks
        after the line, when matched, are followed by no location. A location that refers to
        an alias (`_ALIAS_LOCATION`) is taken as `_trailing_location` takes it, unless
        `parse_location` would report an error there (never the nesting limit: the
        signature opened a level at the same depth).
        """
        (result, count, quoted, uses, properties_text, attributes_text, signature_text, blanks) = (
            line.groups()
        )
        if count is not None and not _COUNT.match(count):
            raise _Uncommon
        start, end = line.span()
        name_start = line.start(3)
        name = self._names.get(quoted)
        if name is None:
            name = self._op_name(quoted, name_start, line.end(3))
        alias = None if blanks is not None else _ALIAS_LOCATION.match(self.text, end)
        if alias is not None and alias.group(1) in self.attr_aliases:
            alias = None  # `parse_location` reports it at once
        location = UNKNOWN_LOC if alias is not None else self.buffer.location(name_start)
        # The caches looked up directly (not through `cached`): the line is short enough.
        shallow = self.depth + end - start <= MAX_NESTING
        dicts = self._dicts if shallow else {}
        properties = attributes = None
        if properties_text is not None:
            properties = dicts.get(properties_text)
            if properties is None:
                properties = self._read_part(line, 5, self._cached_dict)
        if attributes_text is not None:
            attributes = dicts.get(attributes_text)
            if attributes is None:
                attributes = self._read_part(line, 6, self._cached_dict)
        signature = (self.function_types if shallow else {}).get(signature_text)
        if signature is None:
            signature = self._read_part(line, 7, self._signature)
        result_names = [(result, int(count or 1), start)] if result else []
        self.pos = end if alias is None else alias.end()
        op = self._finish(
            start,
            result_names,
            name,
            _names_list(uses),
            line.start(4),
            (),
            properties,
            (),
            attributes,
            signature,
            line.start(7),
            location,
            located=blanks is None and alias is None,
        )
        if alias is not None:  # as `_trailing_location` takes it
            self._alias_uses.append(op)
            self._alias_use_starts.append(alias.start(1))
        return op

    def _read_part(self, line: re.Match[str], group: int, read: Callable[[], _T]) -> _T:
        """What `read` reads at the start of `group` of `line`; `_Uncommon` if it ends
        elsewhere than where the group does."""
        self.pos = line.start(group)
        value = read()
        if self.pos != line.end(group):
            raise _Uncommon
        return value

    def _finish(
        self,
        start: int,
        result_names: list[tuple[str, int, int]],
        name: OperationName,
        uses: list[str],
        offsets: list[int] | int,
        successors: Sequence[Block],
        properties: dict[str, Attribute] | None,
        regions: Sequence[Region],
        attributes: dict[str, Attribute] | None,
        signature: FunctionType,
        type_pos: int,
        location: Location,
        located: bool = True,
    ) -> Operation:
        """The op from its parsed parts (the dictionaries are copied, not kept), with the
        checks that need them all, its trailing location (unless not `located`), and its
        results named. The operands `uses` are at `offsets` (`_use_offset`)."""
        operands = self._resolve_operands(uses, offsets, signature.inputs, type_pos)
        if properties:
            self._check_properties(name, properties, location)
        op = Operation(
            name, operands, signature.results, attributes, properties, successors, regions, location
        )
        if properties is not None and not properties and name.definition is None:
            op.properties = ExplicitProperties()
        if located and self.skip_ws() == "l" and self.at_location():
            self._trailing_location(op)
        if result_names:
            self._bind_results(op, result_names, start)
        return op

    def _bind_results(
        self, op: Operation, result_names: list[tuple[str, int, int]], start: int
    ) -> None:
        """Define the names of `op`'s results (`%a, %b:2 = `, which started at `start`),
        after MLIR's check that they bind as many results as it has."""
        results: list[Value] = op.results  # type: ignore[assignment]
        bound = 0
        for _, count, _ in result_names:
            bound += count
        if not results:
            self.error("cannot name an operation with no results", start)
        if bound != len(results):
            self.error(
                f"operation defines {len(results)} results but was provided {bound} to bind",
                start,
            )
        index = 0
        for result, count, pos in result_names:
            # A name for all the results (the common case) is given the list itself.
            values = results if count == len(results) else results[index : index + count]
            self._define(result, values, pos)
            index += count

    def finish_custom_operation(
        self, op: Operation, start: int, result_names: list[tuple[str, int, int]]
    ) -> None:
        """A custom op's trailing location, and its results named (`%a, %b:2 = `, which
        started at `start`): what the generic path does after an op's type."""
        if self.skip_ws() == "l" and self.at_location():
            self._trailing_location(op)
        if result_names:
            self._bind_results(op, result_names, start)

    def _check_properties(
        self, name: OperationName, properties: dict[str, Attribute], location: Location
    ) -> None:
        """MLIR's `setPropertiesFromAttr`: each property of a registered op must be of the
        attribute class its ODS definition stores (`OpProperties.unconvertible`)."""
        bad = name.properties.unconvertible(properties)
        if bad is not None:
            raise error(
                f"invalid properties {DictionaryAttr(properties).text} for op {name.name}: "
                f"Invalid attribute `{bad}` in property conversion: {properties[bad].text}",
                location,
            )

    def _slow_head(self) -> tuple[int, OperationName, list[str], list[int]]:
        """A quoted name and operands when the one-regex fast path does not apply."""
        text = self.text
        self.skip_ws()
        op_start = self.pos
        m = lx.STRING.match(text, op_start)
        if m is None:
            self.wrong_token("expected operation name in quotes")
        self.pos = m.end()
        name = self._op_name(m.group(), op_start, m.end())
        self.expect("(", "'(' to start operand list")
        return op_start, name, *self._value_use_list()

    def _cached_dict(self) -> dict[str, Attribute]:
        """An attribute dictionary at the cursor; string-free texts are parsed once (the
        result is shared: the caller copies it)."""
        return self.read_cached(_DICT, self._dicts, self.parse_dict_body)

    def _signature(self) -> FunctionType:
        """The op's function type."""
        self.skip_ws()
        pos = self.pos
        signature = self.parse_type()
        if not isinstance(signature, FunctionType):
            self.error("expected function type", pos)
        return signature

    def _op_name(self, literal: str, pos: int, end: int) -> OperationName:
        found = self._names.get(literal)
        if found is not None:
            return found
        try:
            name = lx.decode_string(literal)
        except lx.EscapeError as exc:
            self.error(str(exc), pos + 1 + exc.offset)
        if not name:
            self.error("empty operation name is invalid", pos)
        try:
            found = self.context.get_op_name(name)
        except UnregisteredOperationError as unregistered:  # not `exc`: mypyc types it once
            # mlir-opt points after the name for an unknown dialect, at it otherwise.
            self.error(str(unregistered), pos if "found in dialect" in str(unregistered) else end)
        self._names[literal] = found
        return found

    def _result_list(self) -> list[tuple[str, int, int]]:
        """`%a, %b:2 =` -> [(name, count, offset)]."""
        names: list[tuple[str, int, int]] = []
        while True:
            self.skip_ws()
            pos = self.pos
            name = self.match(lx.VALUE_ID)
            if name is None:
                self.error("expected SSA value name")
            count = 1
            if self.text.startswith(":", self.pos):
                self.pos += 1
                digits_pos = self._ws(self.text, self.pos).end()
                digits = self.match(lx.INTEGER)
                if digits is None or not digits.isdigit():
                    self.error("expected integer number of results")
                at_least_one = "expected named operation to have at least 1 result"
                count = self.bounded_int(digits, UINT64_MAX, at_least_one, digits_pos)
                if count < 1:
                    self.error(at_least_one, digits_pos)
            names.append((name, count, pos))
            if not self.consume(","):
                break
        self.expect("=", "'=' after SSA name")
        return names

    def _value_use_list(self) -> tuple[list[str], list[int]]:
        """`%a, %b#1)`: the uses up to the closing parenthesis and their offsets (MLIR's
        messages)."""
        uses: list[str] = []
        offsets: list[int] = []
        if self.skip_ws() != "%":
            self.expect(")", "')' to end operand list")
            return uses, offsets
        while True:
            self.skip_ws()
            pos = self.pos
            m = lx.VALUE_USE.match(self.text, pos)
            if m is None:
                self.wrong_token("expected SSA operand")
            self.pos = m.end()
            uses.append(m.group())
            offsets.append(pos)
            if not self.consume(","):
                self.expect(")", "')' to end operand list")
                return uses, offsets

    def _resolve_operands(
        self, uses: list[str], offsets: UseOffsets, types: tuple[Type, ...], pos: int
    ) -> list[Value]:
        if len(uses) != len(types):
            self.error(
                f"expected {len(uses)} operand type{'s' if len(uses) != 1 else ''} but had {len(types)}",
                pos,
            )
        return self.resolve_uses(uses, offsets, types)

    def resolve_uses(
        self, uses: list[str], offsets: UseOffsets, types: Sequence[Type]
    ) -> list[Value]:
        """The values `uses` name, of `types` (as many), the uses at `offsets`
        (`_use_offset`)."""
        values = self._scope.values
        operands: list[Value] = []
        for use, type in zip(uses, types):
            group = values.get(use)  # `_value`'s common case: a defined `%name` of that type
            if group is not None and group[0].type is type:
                operands.append(group[0])
            else:
                at = _use_offset(uses, offsets, len(operands))
                operands.append(self.resolve_use(use, at, type))
        return operands

    def resolve_use(self, use: str, pos: int, type: Type) -> Value:
        """The value `use` (`%name` or `%name#N`, at `pos`) names, of `type`: a forward
        reference until it is defined."""
        scope = self._scope
        name, _, index = use.partition("#")
        number = 0
        if index:
            number = self.bounded_int(
                index, UINT32_MAX, "invalid SSA value result number", pos + len(name)
            )
        group = scope.values.get(name)
        if group is not None:
            if number >= len(group):
                self.error("reference to invalid result number", pos)
            value, prior = group[number], scope.defined_at[name]
        else:
            key = f"{name}#{number}" if index else name  # `%0#01` is `%0#1`
            forward = scope.forward.get(key)
            if forward is None:
                value, prior = Value(type), pos
                scope.forward[key] = (value, pos)
            else:
                value, prior = forward
        if value.type != type:
            self.error_with_note(
                f"use of value '{use}' expects different type than prior uses: "
                f"'{type}' vs '{value.type}'",
                pos,
                "prior use here",
                prior,
            )
        return value

    def _define(self, name: str, values: list[Value], pos: int) -> None:
        scope = self._scope
        if name in scope.values:
            self.error_with_note(
                f"redefinition of SSA value '{name}'",
                pos,
                "previously defined here",
                scope.defined_at[name],
            )
        scope.values[name] = values
        scope.defined_at[name] = pos
        scope.defined_per_region[-1].append(name)
        if scope.forward:
            for index, value in enumerate(values):
                for key in (f"{name}#{index}",) + ((name,) if index == 0 else ()):
                    forward = scope.forward.pop(key, None)
                    if forward is not None:
                        placeholder, use_pos = forward
                        if placeholder.type != value.type:
                            self.error_with_note(
                                f"definition of SSA value '{name}#{index}' has type '{value.type}'",
                                pos,
                                f"previously used here with type '{placeholder.type}'",
                                use_pos,
                            )
                        placeholder.replace_all_uses_with(value)

    def _successors(self) -> list[Block]:
        self.pos += 1
        blocks: list[Block] = []
        while True:
            self.skip_ws()
            pos = self.pos
            label = self.match(lx.CARET_ID)
            if label is None:
                self.error("expected block name")
            blocks.append(self.block_reference(label, pos))
            if self.consume("]"):
                return blocks
            self.expect(",", "',' or ']' in successor list")

    def block_reference(self, label: str, pos: int) -> Block:
        """The block `label` (at `pos`) names in the region being read."""
        if not self._regions:
            self.error("successors are only valid inside a region", pos)
        region = self._regions[-1]
        block = region.by_name.get(label)
        if block is None:
            block = region.by_name[label] = Block()
            region.first_use[label] = pos
        return block

    def _trailing_location(self, target: Operation | BlockArgument) -> None:
        self._locate(target, *self.parse_location_body())

    def _locate(self, target: Operation | BlockArgument, body: str, body_start: int) -> None:
        """Give `target` the location `loc(body)` (read at `body_start`), once its aliases
        are known."""
        if "#" in body:
            self._loc_fixups.append((target, body, body_start))
        else:
            target.location = self.make_location(body, body_start)

    def _apply_location_fixups(self) -> None:
        aliases = self.loc_aliases
        fixups = self._loc_fixups
        text = self.text
        for op, pos in zip(self._alias_uses, self._alias_use_starts):
            name = _ALIAS.match(text, pos).group()  # type: ignore[union-attr]
            location = aliases.get(name)
            if location is None:  # reported by the general path, in the order of the text
                fixups.append((op, name, pos))
            else:
                op.location = location
        self._alias_uses.clear()
        if len(fixups) > 1:
            fixups.sort(key=lambda fixup: fixup[2])
        for target, body, pos in fixups:
            location = aliases.get(body)  # `loc(#alias)`, the common case: the alias's own
            if location is None:
                location = self.make_location(self.resolve_location_aliases(body, pos), pos)
            target.location = location

    # -- regions and blocks -------------------------------------------------------

    def _regions_list(self) -> list[Region]:
        self.pos += 1
        regions: list[Region] = []
        while True:
            regions.append(self._region())
            if self.consume(")"):
                return regions
            self.expect(",", "',' or ')' in region list")

    def _region(
        self,
        region: Region | None = None,
        arguments: Sequence[Argument] = (),
        isolated: bool = False,
    ) -> Region:
        """A region at the cursor (into `region`), its entry block given `arguments` when
        they are named; `isolated`: names from outside are not visible (a custom op's
        region read with name shadowing)."""
        self.expect("{", "'{' to begin a region")
        self.enter_nesting(self.pos - 1)
        region = Region() if region is None else region
        named = bool(arguments) and bool(arguments[0].ssa_name.name)
        if not named and self.consume("}"):
            self.depth -= 1
            return region  # MLIR's parseRegion: no block at all
        outer = self._scope
        scope = self._scope = _Scope() if isolated else outer
        scope.defined_per_region.append([])
        blocks = _RegionBlocks()
        self._regions.append(blocks)
        c = self.skip_ws()
        if named:
            self._named_entry_block(region, arguments)
        elif c != "}" and c != "^":
            entry = region.append(Block())
            self._block_body(entry)
        while self.skip_ws() == "^":
            self._labeled_block(region, blocks)
        self.expect("}", "'}' to end a region")
        for label in blocks.by_name:
            if label not in blocks.defined:
                self.error("reference to an undefined block", blocks.first_use[label])
        self._regions.pop()
        for name in scope.defined_per_region.pop():
            del scope.values[name]
            del scope.defined_at[name]
        if isolated:
            self._finish_scope(scope)
            self._scope = outer
        self.depth -= 1
        return region

    def _named_entry_block(self, region: Region, arguments: Sequence[Argument]) -> None:
        """The entry block of a custom op's region whose arguments the op read."""
        if self.text.startswith("^", self.pos):
            self.error("invalid block name in region with named arguments")
        entry = region.append(Block())
        for argument in arguments:
            name = argument.ssa_name
            scope = self._scope
            used = scope.defined_at.get(name.name)
            if used is None and name.name in scope.forward:
                used = scope.forward[name.name][1]
            if used is not None:
                self.error_with_note(
                    f"region entry argument '{name.name}' is already in use",
                    name.pos,
                    "previously referenced here",
                    used,
                )
            arg = entry.add_argument(argument.type or NONE_TYPE)
            if argument.location is None:
                arg.location = self.buffer.location(name.pos)
            else:
                self._locate(arg, *argument.location)
            self._define(name.name, [arg], name.pos)
        self._block_body(entry)

    def parse_custom_region(
        self, region: Region, arguments: Sequence[Argument], isolated: bool
    ) -> None:
        """A custom op's region (`OpAsmParser.parse_region`)."""
        self._region(region, arguments, isolated)

    def _labeled_block(self, region: Region, blocks: _RegionBlocks) -> None:
        pos = self.pos
        label = self.match(lx.CARET_ID) or ""
        if label in blocks.defined:
            self.error(f"redefinition of block '{label}'", pos)
        block = blocks.by_name.get(label)
        if block is None:
            block = blocks.by_name[label] = Block()
        blocks.defined.add(label)
        region.append(block)
        if self.consume("("):
            self._block_arguments(block)
        self.expect(":", "':' after block name")
        self._block_body(block)

    def _block_arguments(self, block: Block) -> None:
        if self.consume(")"):
            return
        while True:
            self.skip_ws()
            pos = self.pos
            name = self.match(lx.VALUE_ID)
            if name is None:
                self.error("expected SSA value name")
            self.expect(":", "':' and type for SSA operand")
            arg = block.add_argument(self.parse_type())
            if self.at_location():
                self._trailing_location(arg)
            else:
                arg.location = self.buffer.location(pos)
            self._define(name, [arg], pos)
            if not self.consume(","):
                self.expect(")")  # MLIR's parseCommaSeparatedList
                return

    def _block_body(self, block: Block) -> None:
        while True:
            c = self.skip_ws()
            if c == "^" or c == "}":
                return
            block.append(self.parse_operation())

    def _finish_scope(self, scope: _Scope) -> None:
        if scope.forward:
            use, (_, pos) = min(scope.forward.items(), key=lambda item: item[1][1])
            self.error("use of undeclared SSA value name", pos)


def parse_source(
    text: str, context: Context, filename: str = "<stdin>", implicit_module: bool = True
) -> Operation:
    """Parse MLIR text (ops in the generic form, or in the custom form of those that have
    one) into a top-level `builtin.module` op (without `implicit_module`, into the one op the
    text must hold, as `--no-implicit-module`).

    Raises `DiagnosticError` (rendered as `file:line:col: error: ...` with the
    source line and a caret) for any malformed input.
    """
    parser = Parser(text, context, filename)
    # The IR is full of parent/child cycles: collecting while millions of objects
    # are being created costs more than the parse itself.
    with collector_paused():
        try:
            return parser.parse_module(implicit_module)
        except RecursionError:
            raise error(
                "operations are nested too deeply to parse", parser.buffer.location(parser.pos)
            ) from None
