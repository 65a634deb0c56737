"""The parser of a declarative form, compiled once per op (OpFormatGen's `genParser`): steps
reading each element into a `Parsed`, optional groups decided by their first element, then
the types resolved (`resolution`) and the state filled."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...ir.attributes import UNIT
from ...ir.context import Trait
from ...ir.op_properties import op_properties
from ...ir.operation import Block, Operation, Region
from ..op_asm_parser import OpAsmParser
from .attr_dict import parse_attr_dict, parse_prop_dict
from .bindings import Bindings
from .custom_arguments import custom_argument
from .directives import Slot, directive
from .elements import (
    ATTRIBUTE_KINDS,
    AttrDict,
    Custom,
    Element,
    FunctionalType,
    Literal,
    OIList,
    Operands,
    Optional,
    PropDict,
    Regions,
    Results,
    Successors,
    TypeArgument,
    TypeDirective,
    Variable,
    VariableKind,
    Whitespace,
)
from .op_info import OpInfo
from .parsed import Parsed
from .type_inference import Unsupported
from .variable_syntax import attribute_syntax_of, type_syntax_of

ParseStep = Callable[[OpAsmParser, Parsed], None]
OptionalStep = Callable[[OpAsmParser, Parsed], bool]
"""Parses an optional group's first element if there; whether it was."""


def is_keyword(value: str) -> bool:
    return value[0].isalpha() or value[0] == "_"


class ParseCompiler:
    """Compiles elements into parse steps for one op."""

    def __init__(self, info: OpInfo, bindings: Bindings):
        self.info = info
        self.bindings = bindings

    def compile(self, elements: Sequence[Element]) -> list[ParseStep]:
        return [step for e in elements if (step := self.element(e)) is not None]

    def element(self, element: Element) -> ParseStep | None:
        if isinstance(element, Whitespace):
            return None
        if isinstance(element, Literal):
            return _literal(element.value)
        if isinstance(element, Optional):
            return self.optional(element)
        if isinstance(element, OIList):
            return self.oilist(element)
        if isinstance(element, AttrDict):
            keyword = element.with_keyword
            return lambda parser, parsed: parse_attr_dict(parser, parsed.state, keyword)
        if isinstance(element, PropDict):
            return lambda parser, parsed: parse_prop_dict(parser, parsed.state)
        if isinstance(element, Variable):
            return self.variable(element, optional=False)
        if isinstance(element, TypeDirective):
            return self.type_directive(element, optional=False)
        if isinstance(element, FunctionalType):
            return self.functional_type(element)
        if isinstance(element, Custom):
            custom = self.custom(element)
            return lambda parser, parsed: None if custom(parser, parsed) else None
        return self.directive(element)

    # -- variables ----------------------------------------------------------------------

    def variable(self, variable: Variable, optional: bool) -> ParseStep:
        kind = variable.kind
        if kind in ATTRIBUTE_KINDS:
            return self.attribute(variable, optional)
        if kind is VariableKind.OPERAND:
            _, index, _ = self.info.value_entry(variable.name)
            return _operands(index, self.info.spec.operands[index].kind)
        if kind is VariableKind.REGION:
            index = self.info.group_index("regions", variable.name)
            variadic = self.info.spec.regions[index].variadic
            return self.regions(lambda parsed, found: parsed.regions[index].extend(found), variadic)
        if kind is VariableKind.SUCCESSOR:
            index = self.info.group_index("successors", variable.name)
            variadic = self.info.spec.successors[index].variadic
            return _successors(
                lambda parsed, found: parsed.successors[index].extend(found), variadic
            )
        raise Unsupported(f"a {kind.value} variable parsed")

    def attribute(self, variable: Variable, optional: bool) -> ParseStep:
        name = variable.name
        entry = self.info.attribute(name)
        syntax = attribute_syntax_of(self.info, name, variable.qualified)
        maybe = entry.get("optional") or "default" in entry  # a property: as its C++ reads it
        if optional or (maybe and entry.get("syntax") != "property"):
            read = syntax.parse_optional
        else:
            read = syntax.parse

        def parse_attribute(parser: OpAsmParser, parsed: Parsed) -> None:
            value = read(parser)
            if value is not None:
                parsed.state.attributes[name] = value

        return parse_attribute

    # -- types --------------------------------------------------------------------------

    def type_directive(self, directive: TypeDirective, optional: bool) -> ParseStep:
        store = self.type_store(directive.arg)
        arg = directive.arg
        if isinstance(arg, Variable):
            is_operand, index, entry = self.info.value_entry(arg.name)
            kind = (self.info.spec.operands if is_operand else self.info.spec.results)[index].kind
            if kind == "single":
                syntax = type_syntax_of(self.info, entry, directive.qualified)
                return lambda parser, parsed: store(parsed, [syntax.parse(parser)])
            if kind == "optional":
                return lambda parser, parsed: store(parsed, _listed(parser.parse_optional_type()))
        return lambda parser, parsed: store(parsed, parser.parse_type_list())

    def type_store(self, arg: TypeArgument) -> Callable[[Parsed, list[Any]], None]:
        """Where the types of `arg` go."""
        if isinstance(arg, Operands):
            return lambda parsed, types: setattr(parsed, "all_operand_types", types)
        if isinstance(arg, Results):
            return lambda parsed, types: setattr(parsed, "all_result_types", types)
        is_operand, index, _ = self.info.value_entry(arg.name)
        if is_operand:
            return lambda parsed, types: parsed.operand_types.__setitem__(index, types)
        return lambda parsed, types: parsed.result_types.__setitem__(index, types)

    def functional_type(self, element: FunctionalType) -> ParseStep:
        inputs, results = self.type_store(element.inputs), self.type_store(element.results)

        def parse_functional_type(parser: OpAsmParser, parsed: Parsed) -> None:
            found = parser.parse_function_type()
            inputs(parsed, list(found.inputs))
            results(parsed, list(found.results))

        return parse_functional_type

    # -- regions, directives ------------------------------------------------------------------

    def regions(self, store: Callable[[Parsed, list[Region]], None], variadic: bool) -> ParseStep:
        finish = self.region_finisher()

        def parse_regions(parser: OpAsmParser, parsed: Parsed) -> None:
            found = _region_list(parser) if variadic else [_region(parser)]
            for region in found:
                finish(parser, parsed, region)
            store(parsed, found)

        return parse_regions

    def region_finisher(self) -> Callable[[OpAsmParser, Parsed, Region], None]:
        """MLIR's `ensureTerminator` (implicit terminator) or an empty block (single block)."""
        terminator = self.info.implicit_terminator
        single = self.info.single_block

        def finish(parser: OpAsmParser, parsed: Parsed, region: Region) -> None:
            if not single:
                return
            if not region.blocks:
                region.append(Block())
            if terminator is not None:
                _ensure_terminator(parser, parsed, region, terminator)

        return finish

    def directive(self, element: Element) -> ParseStep:
        if isinstance(element, Operands):

            def parse_all_operands(parser: OpAsmParser, parsed: Parsed) -> None:
                parsed.all_operands_loc = parser.current_location()
                parsed.all_operands = parser.parse_operand_list()

            return parse_all_operands
        if isinstance(element, Regions):
            return self.regions(lambda parsed, found: setattr(parsed, "all_regions", found), True)
        if isinstance(element, Successors):
            return _successors(lambda parsed, found: setattr(parsed, "all_successors", found), True)
        raise Unsupported(f"element {element.text()} in a parser")

    def custom(self, element: Custom) -> OptionalStep:
        found = directive(element.name, len(element.args))
        arguments = [self.custom_argument(arg) for arg in element.args]

        def parse_custom(parser: OpAsmParser, parsed: Parsed) -> bool:
            slots = [make(parsed) for make, _ in arguments]
            parsed.directive_loc = parser.current_location()
            present = found.parse(parser, slots)
            for slot, (_, store) in zip(slots, arguments):
                if not slot.ref and store is not None:
                    store(parsed, slot.value)
            return present

        return parse_custom

    def custom_argument(
        self, element: Element
    ) -> tuple[Callable[[Parsed], Slot], Callable[[Parsed, Any], None] | None]:
        """How a custom directive's argument makes its slot and stores what it holds."""
        return custom_argument(self.info, element)

    # -- groups -------------------------------------------------------------------------

    def optional(self, group: Optional) -> ParseStep:
        elided = self.bindings.elided_anchor(group)
        then = [e for e in group.then if e is not elided]
        else_ = [e for e in group.else_ if e is not elided]
        start = next(i for i, e in enumerate(then) if not isinstance(e, Whitespace))
        first = self.optional_first(then[start])
        rest, other = self.compile(then[start + 1 :]), self.compile(else_)
        unit = elided.name if isinstance(elided, Variable) else None
        unit_in_then = not group.inverted

        def parse_optional(parser: OpAsmParser, parsed: Parsed) -> None:
            present = first(parser, parsed)
            for step in rest if present else other:
                step(parser, parsed)
            if unit is not None and present == unit_in_then:
                parsed.state.attributes[unit] = UNIT

        return parse_optional

    def optional_first(self, element: Element) -> OptionalStep:
        """Parse `element` only if it is there; whether it was."""
        if isinstance(element, Literal):
            value = element.value
            if is_keyword(value):
                return lambda parser, parsed: parser.parse_optional_keyword(value) is not None
            return lambda parser, parsed: parser.parse_optional_punctuation(value)
        if isinstance(element, Custom):
            return self.custom(element)
        if isinstance(element, Variable):
            return self.optional_variable(element)
        raise Unsupported(f"optional group starting with {element.text()}")

    def optional_variable(self, variable: Variable) -> OptionalStep:
        step = self.variable(variable, optional=True)
        kind, name = variable.kind, variable.name
        if kind is VariableKind.ATTRIBUTE:
            step = self.storage_checked(name, step)
        if kind in ATTRIBUTE_KINDS:
            return lambda parser, parsed: _parsed_attribute(step, parser, parsed, name)
        if kind is VariableKind.OPERAND:
            _, index, _ = self.info.value_entry(name)
            return lambda parser, parsed: _parsed_group(step, parser, parsed, "operands", index)
        if kind is VariableKind.REGION:
            return self.optional_region(variable)
        raise Unsupported(f"optional group starting with {variable.text()}")

    def storage_checked(self, name: str, step: ParseStep) -> ParseStep:
        """`step` of optional attribute `name`, read as its storage class is (a string or
        an array only where one starts) when its syntax is the attribute's own."""
        if self.info.attribute(name).get("syntax") not in ("typed", "attribute"):
            return step
        opener = _STORAGE_OPENERS.get(dict(op_properties(self.info.name).kinds).get(name, ""))
        return step if opener is None else _when_next(opener, step)

    def optional_region(self, variable: Variable) -> OptionalStep:
        index = self.info.group_index("regions", variable.name)
        if self.info.spec.regions[index].variadic:
            step = self.variable(variable, optional=True)
            return lambda parser, parsed: _parsed_group(step, parser, parsed, "regions", index)
        finish = self.region_finisher()

        def parse_optional_region(parser: OpAsmParser, parsed: Parsed) -> bool:
            region = Region()
            parser.parse_optional_region(region)
            parsed.regions[index].append(region)
            if not region.blocks:
                return False
            finish(parser, parsed, region)
            return True

        return parse_optional_region

    def oilist(self, oilist: OIList) -> ParseStep:
        clauses = []
        for clause in oilist.clauses:
            unit = self.bindings.unit_clause(clause)
            steps = [] if unit else self.compile(clause.elements)
            clauses.append((clause.keyword.value, unit, steps))

        def parse_oilist(parser: OpAsmParser, parsed: Parsed) -> None:
            seen: set[str] = set()
            while True:
                clause = next(
                    (c for c in clauses if parser.parse_optional_keyword(c[0]) is not None), None
                )
                if clause is None:
                    return
                keyword, unit, steps = clause
                if keyword in seen:
                    parser.emit_error(
                        parser.name_loc,
                        f"`{keyword}` clause can appear at most once in the expansion of the "
                        "oilist directive",
                    )
                seen.add(keyword)
                if unit is not None:
                    parsed.state.attributes[unit] = UNIT
                for step in steps:
                    step(parser, parsed)

        return parse_oilist


def _literal(value: str) -> ParseStep:
    if is_keyword(value):
        return lambda parser, parsed: None if parser.parse_keyword(value) else None
    return lambda parser, parsed: parser.parse_punctuation(value)


def _listed(found: Any) -> list[Any]:
    return [] if found is None else [found]


def _operands(index: int, kind: str) -> ParseStep:
    def parse_operands(parser: OpAsmParser, parsed: Parsed) -> None:
        parsed.operand_locs[index] = parser.current_location()
        if kind == "single":
            parsed.operands[index] = [parser.parse_operand()]
        elif kind == "optional":
            parsed.operands[index] = _listed(parser.parse_optional_operand())
        else:
            parsed.operands[index] = parser.parse_operand_list()

    return parse_operands


def _successors(store: Callable[[Parsed, list[Any]], None], variadic: bool) -> ParseStep:
    def parse_successors(parser: OpAsmParser, parsed: Parsed) -> None:
        if not variadic:
            store(parsed, [parser.parse_successor()])
            return
        found = []
        first = parser.parse_optional_successor()
        if first is not None:
            found.append(first)
            while parser.parse_optional_comma():
                found.append(parser.parse_successor())
        store(parsed, found)

    return parse_successors


def _region(parser: OpAsmParser) -> Region:
    region = Region()
    parser.parse_region(region)
    return region


def _region_list(parser: OpAsmParser) -> list[Region]:
    """MLIR's variadic region parser: an optional region, then `, region` while there."""
    first = Region()
    if not parser.parse_optional_region(first):
        return []
    found = [first]
    while parser.parse_optional_comma():
        found.append(_region(parser))
    return found


# What an optional attribute of a `StringAttr` or `ArrayAttr` storage starts with: MLIR's
# `parseOptionalAttribute(StringAttr &)` and `(ArrayAttr &)` look at the token first, so
# anything else (a `@symbol` after an absent `sym_visibility`) is not theirs.
_STORAGE_OPENERS = {"string": '"', "array": "["}


def _when_next(opener: str, step: ParseStep) -> ParseStep:
    """`step` only when the next token starts with `opener`."""

    def parse_if_there(parser: OpAsmParser, parsed: Parsed) -> None:
        if parser.parser.skip_ws() == opener:
            step(parser, parsed)

    return parse_if_there


def _parsed_attribute(step: ParseStep, parser: OpAsmParser, parsed: Parsed, name: str) -> bool:
    step(parser, parsed)
    return name in parsed.state.attributes


def _parsed_group(
    step: ParseStep, parser: OpAsmParser, parsed: Parsed, key: str, index: int
) -> bool:
    """Parse a variadic group; whether it has any element."""
    step(parser, parsed)
    return bool(getattr(parsed, key)[index])


def _ensure_terminator(parser: OpAsmParser, parsed: Parsed, region: Region, name: str) -> None:
    """Add the implicit terminator to the region's last block unless it ends with one."""
    block = region.blocks[-1]
    last = block.last_op
    if last is not None and Trait.IS_TERMINATOR in last.name.traits:
        return
    context = parser.parser.context
    block.append(Operation(context.get_op_name(name), location=parsed.state.location))
