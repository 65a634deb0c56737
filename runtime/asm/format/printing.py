"""The printer of a declarative form, compiled once per op (OpFormatGen's `genPrinter`): a
list of steps, each writing one element of an op. Spacing is decided as mlir-tblgen decides
it while generating (`shouldEmitSpace`, `lastWasPunctuation`), so it is fixed per element."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...ir.attributes import Attribute, OpaqueAttr
from ...ir.context import Trait
from ...ir.operation import Operation, Region
from ..op_asm_printer import OpAsmPrinter
from .attr_dict import attr_dict_printer, prop_dict_printer
from .bindings import Bindings
from .directives import directive
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
from .presence import clause_presence, optional_default, presence
from .type_inference import Unsupported
from .value_syntax import FULL_TYPE
from .variable_syntax import attribute_syntax_of, type_syntax_of

PrintStep = Callable[[OpAsmPrinter, Operation], None]


@dataclass
class Spacing:
    """OpFormatGen's `shouldEmitSpace` and `lastWasPunctuation` as generation goes."""

    emit_space: bool = True
    last_was_punctuation: bool = False

    def before_literal(self, value: str) -> str:
        """The text printing literal `value` (with its leading space, if any)."""
        space = self.emit_space and _space_before(value, self.last_was_punctuation)
        self.emit_space = len(value) != 1 or value not in "<({["
        self.last_was_punctuation = value[0] != "_" and not value[0].isalpha()
        return " " + value if space else value

    def before_value(self) -> str:
        """The space before a variable or directive, if one is printed."""
        space = self.emit_space or not self.last_was_punctuation
        self.last_was_punctuation, self.emit_space = False, True
        return " " if space else ""


def _space_before(value: str, last_was_punctuation: bool) -> bool:
    """OpFormatGen's `shouldEmitSpaceBefore`."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class PrintCompiler:
    """Compiles elements into print steps for one op."""

    def __init__(self, info: OpInfo, bindings: Bindings):
        self.info = info
        self.bindings = bindings
        self.spacing = Spacing()

    def compile(self, elements: Sequence[Element]) -> list[PrintStep]:
        steps: list[PrintStep] = []
        for element in elements:
            steps.extend(self.element(element))
        return _merged(steps)

    def element(self, element: Element) -> list[PrintStep]:
        if isinstance(element, Literal):
            return [_text(self.spacing.before_literal(element.value))]
        if isinstance(element, Whitespace):
            return self.whitespace(element.value)
        if isinstance(element, Optional):
            return [self.optional(element)]
        if isinstance(element, OIList):
            return [self.oilist(element)]
        if isinstance(element, AttrDict):
            self.spacing.last_was_punctuation = False
            return [self.attr_dict(element.with_keyword)]
        if isinstance(element, PropDict):
            self.spacing.last_was_punctuation = False
            return [self.prop_dict()]
        space = self.spacing.before_value()
        steps = [_text(space)] if space else []
        return steps + [self.value(element)]

    def whitespace(self, value: str) -> list[PrintStep]:
        if value == "\\n":
            return [lambda printer, op: printer.print_new_line()]
        self.spacing.last_was_punctuation = not value
        self.spacing.emit_space = False
        return [_text(" ")] if value else []

    def value(self, element: Element) -> PrintStep:
        if isinstance(element, Variable):
            return self.variable(element)
        if isinstance(element, TypeDirective):
            return self.type_directive(element)
        if isinstance(element, FunctionalType):
            inputs, results = self.types_of(element.inputs), self.types_of(element.results)
            return lambda printer, op: printer.print_function_type(inputs(op), results(op))
        if isinstance(element, Operands):
            return lambda printer, op: printer.print_operands(op._operands)
        if isinstance(element, Regions):
            return self.regions(lambda op: op.regions)
        if isinstance(element, Successors):
            return lambda printer, op: _successors(printer, op.successors)
        if isinstance(element, Custom):
            return self.custom(element)
        raise Unsupported(f"element {element.text()} in a printer")

    def variable(self, variable: Variable) -> PrintStep:
        kind, name = variable.kind, variable.name
        if kind in ATTRIBUTE_KINDS:
            syntax = attribute_syntax_of(self.info, name, variable.qualified)
            return _attribute(name, syntax.print)
        if kind is VariableKind.OPERAND:
            if not any(group.variable_length for group in self.info.spec.operands):
                return _fixed_operand(self.info.value_entry(name)[1])  # always a value
            return _operand(self.bindings.getter(variable))
        if kind is VariableKind.REGION:
            index = self.info.group_index("regions", name)
            if self.info.spec.regions[index].variadic:
                return self.regions(lambda op: op.regions[index:])
            return self.region(lambda op: op.regions[index])
        if kind is VariableKind.SUCCESSOR:
            index = self.info.group_index("successors", name)
            if self.info.spec.successors[index].variadic:
                return lambda printer, op: _successors(printer, op.successors[index:])
            return lambda printer, op: printer.print_successor(op.successors[index])
        raise Unsupported(f"a {kind.value} variable printed")

    def type_directive(self, directive: TypeDirective) -> PrintStep:
        arg = directive.arg
        if isinstance(arg, Variable):
            is_operand, index, entry = self.info.value_entry(arg.name)
            groups = self.info.spec.operands if is_operand else self.info.spec.results
            group = groups[index]
            if group.kind == "single":
                syntax = type_syntax_of(self.info, entry, directive.qualified)
                get = self.info.getter(is_operand, index)
                # a type read whole or of a builtin class prints whole
                if syntax.print is FULL_TYPE.print and not any(g.variable_length for g in groups):
                    return _fixed_type(is_operand, index)
                return lambda printer, op: syntax.print(printer, get(op).type)
        types = self.types_of(arg)
        return lambda printer, op: printer.print_types(types(op))

    def types_of(self, arg: TypeArgument) -> Callable[[Operation], list[Any]]:
        """The types a type directive's argument names, as a list."""
        if isinstance(arg, Operands):
            return lambda op: [value.type for value in op._operands]
        if isinstance(arg, Results):
            return lambda op: [value.type for value in op.results]
        is_operand, index, _ = self.info.value_entry(arg.name)
        values = self.info.values_getter(is_operand, index)
        return lambda op: [value.type for value in values(op)]

    def region(self, get: Callable[[Operation], Region]) -> PrintStep:
        one = self.region_printer()
        return lambda printer, op: one(printer, get(op))

    def region_printer(self) -> Callable[[OpAsmPrinter, Region], None]:
        """How the op's regions print: with their terminators, or without an implicit one."""
        if self.info.implicit_terminator is None:
            return _region_with_terminator
        return _region_without_terminator

    def regions(self, get: Callable[[Operation], Sequence[Region]]) -> PrintStep:
        one = self.region_printer()

        def print_regions(printer: OpAsmPrinter, op: Operation) -> None:
            for position, region in enumerate(get(op)):
                if position:
                    printer.print(", ")
                one(printer, region)

        return print_regions

    def custom(self, element: Custom) -> PrintStep:
        found = directive(element.name, len(element.args))
        arguments = [self.bindings.print_argument(arg) for arg in element.args]
        return lambda printer, op: found.print(printer, op, [get(op) for get in arguments])

    def attr_dict(self, keyword: bool) -> PrintStep:
        elided = self.bindings.elided_attributes()
        has_prop_dict = any(isinstance(e, PropDict) for e in self.info.format.walk())
        return attr_dict_printer(elided, self._elided_defaults(), keyword, has_prop_dict)

    def prop_dict(self) -> PrintStep:
        return prop_dict_printer(self.info.format.used_attributes, self._elided_defaults())

    def _elided_defaults(self) -> dict[str, Attribute]:
        """The defaults an attribute is left out at: those MLIR gives (`defaults`), and
        those of `DefaultValuedOptionalAttr`s (OpFormatGen's printer leaves out any
        attribute equal to its default)."""
        found = dict(self.bindings.defaults())
        for entry in self.info.entry.get("attributes", ()):
            name = entry["name"]
            text = None if name in found else optional_default(self.info, name)
            if text is not None:
                found[name] = OpaqueAttr(text)
        return found

    def optional(self, group: Optional) -> PrintStep:
        present = presence(self.info, self.bindings, group.anchor_element)
        elided = self.bindings.elided_anchor(group)
        then = self.compile([e for e in group.then if e is not elided])
        else_ = self.compile([e for e in group.else_ if e is not elided])
        if group.inverted:
            then, else_ = else_, then

        def print_optional(printer: OpAsmPrinter, op: Operation) -> None:
            for step in then if present(op) else else_:
                step(printer, op)

        return print_optional

    def oilist(self, oilist: OIList) -> PrintStep:
        clauses = []
        for clause in oilist.clauses:
            present = clause_presence(self.info, self.bindings, clause)
            keyword = _text(self.spacing.before_literal(clause.keyword.value))
            unit = self.bindings.unit_clause(clause)
            steps = [keyword] + ([] if unit else self.compile(clause.elements))
            clauses.append((present, steps))

        def print_oilist(printer: OpAsmPrinter, op: Operation) -> None:
            for present, steps in clauses:
                if present(op):
                    for step in steps:
                        step(printer, op)

        return print_oilist


def _append_text(text: str, printer: OpAsmPrinter, op: Operation) -> None:
    printer.out.append(text)


def _text(text: str) -> PrintStep:
    """The step printing `text` (a `partial`: `_merged` joins such steps, and folds one into
    the fixed operand or type step after it)."""
    return functools.partial(_append_text, text)


def _text_of(step: PrintStep) -> str | None:
    if isinstance(step, functools.partial) and step.func is _append_text:
        text: str = step.args[0]
        return text
    return None


def _merged(steps: list[PrintStep]) -> list[PrintStep]:
    """The steps, consecutive constant texts joined into one, and a text before a fixed
    operand or type printed by that step (fewer calls per op)."""
    merged: list[PrintStep] = []
    for step in steps:
        text = _text_of(step)
        last = _text_of(merged[-1]) if merged else None
        if last is not None and text is not None:
            merged[-1] = _text(last + text)
        elif last is not None and isinstance(step, functools.partial) and step.func in _FIXED:
            merged[-1] = functools.partial(step.func, last + step.args[0], *step.args[1:])
        else:
            merged.append(step)
    return merged


def _append_operand(prefix: str, index: int, printer: OpAsmPrinter, op: Operation) -> None:
    printer.out += (prefix, printer.printer.value_name(op._operands[index]))


def _append_operand_type(prefix: str, index: int, printer: OpAsmPrinter, op: Operation) -> None:
    printer.out += (prefix, op._operands[index].type.text)


def _append_result_type(prefix: str, index: int, printer: OpAsmPrinter, op: Operation) -> None:
    printer.out += (prefix, op.results[index].type.text)


# The steps a text before them folds into (`_merged`): their first argument is a prefix.
_FIXED = (_append_operand, _append_operand_type, _append_result_type)


def _attribute(name: str, print_value: Callable[[OpAsmPrinter, Any], None]) -> PrintStep:
    def print_attribute(printer: OpAsmPrinter, op: Operation) -> None:
        value = op.get_attr(name)
        if value is not None:
            print_value(printer, value)

    return print_attribute


def _fixed_operand(index: int) -> PrintStep:
    """The step printing operand `index` of an op whose operand groups are all single (the
    common case, in one call)."""
    return functools.partial(_append_operand, "", index)


def _fixed_type(is_operand: bool, index: int) -> PrintStep:
    """The step printing the type of operand (or result) `index` in full, the op's groups of
    operands (or results) being all single."""
    return functools.partial(_append_operand_type if is_operand else _append_result_type, "", index)


def _operand(get: Callable[[Operation], Any]) -> PrintStep:
    def print_operand(printer: OpAsmPrinter, op: Operation) -> None:
        found = get(op)
        if isinstance(found, (list, tuple)):
            printer.print_operands(found)
        elif found is not None:
            printer.print_operand(found)

    return print_operand


def _successors(printer: OpAsmPrinter, blocks: Sequence[Any]) -> None:
    printer.print(", ".join(printer.printer.value_name(block) for block in blocks))


def _region_with_terminator(printer: OpAsmPrinter, region: Region) -> None:
    printer.print_region(region)


def _region_without_terminator(printer: OpAsmPrinter, region: Region) -> None:
    """A region of an op with an implicit terminator: the terminator printed only when it
    has operands, results or attributes."""
    last = region.blocks[0].last_op if region.blocks else None
    terminator = last is None or not (
        Trait.IS_TERMINATOR in last.name.traits
        and not (last._operands or last.results or last._attributes or last._properties)
    )
    printer.print_region(region, print_block_terminators=terminator)
