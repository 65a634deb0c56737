"""One op's custom-form text, drawn by walking its declarative format's element tree
(passgen's `parse_format` of the ODS data): literals as written, operands as function
arguments whose types agree with what the format prints or infers, types from the op's
buildable types or the pools, attributes by their syntax, optional groups and oilist
clauses present or not, regions empty, successors as blocks of the function.

Two passes: `_decide` fixes the shape (how many values each group has, which optional
groups and attributes are present), then `_render` writes the text, drawing types and
attribute values as it needs them (`_group_types` follows the format's type resolutions
and the op's type traits so that related types agree)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from format_gen.attributes import Attributes, Unfit
from format_gen.draws import Draw
from format_gen.pools import BUILTIN_TYPES, DIALECT_TYPES, DISCARDABLE_ATTRIBUTES
from passgen.runtime.asm.format import (
    AttrDict,
    Custom,
    Element,
    Format,
    FunctionalType,
    Literal,
    OIList,
    Operands,
    OpSpec,
    Optional,
    PropDict,
    Ref,
    Resolution,
    Results,
    String,
    Successors,
    TypeDirective,
    ValueSpec,
    Variable,
    VariableKind,
    Whitespace,
    parse_format,
)
from passgen.runtime.asm.format.enum_syntax import enum_table
from passgen.runtime.asm.format.type_inference import Unsupported, transformer
from passgen.runtime.asm.format_data import FORMATS
from passgen.runtime.ir import json_blocks
from passgen.runtime.ir.shaped_types import element_type, type_of

_IDENTITY = (None, "$_self", "::llvm::cast<Type>($_self)")


@dataclass(frozen=True)
class OpData:
    """An upstream op with a declarative format: its entry and its dialect's tables."""

    name: str
    entry: Mapping[str, Any]
    tables: Mapping[str, Any]

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    @cached_property
    def spec(self) -> OpSpec:
        return OpSpec.from_data(self.entry)

    @cached_property
    def format(self) -> Format:
        return parse_format(self.entry["format"], self.spec)


@dataclass
class Drawn:
    """The op's text, the types of the function arguments it uses, and its successors."""

    text: str
    arguments: list[str]
    successors: int = 0


@dataclass
class _Group:
    spec: ValueSpec
    resolution: Resolution
    operand: bool


@dataclass
class OpDrawer:
    """Draws one op of `op` (arguments numbered from `first_argument`)."""

    op: OpData
    draw: Draw
    first_argument: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    present: dict[int, bool] = field(default_factory=dict)
    attributes_present: dict[str, bool] = field(default_factory=dict)
    clause_orders: dict[int, list[int]] = field(default_factory=dict)
    types: dict[str, list[str]] = field(default_factory=dict)
    attribute_text: dict[str, str] = field(default_factory=dict)
    attribute_types: dict[str, str] = field(default_factory=dict)
    arguments: list[str] = field(default_factory=list)
    values: dict[str, list[str]] = field(default_factory=dict)
    drawn_types: list[str] = field(default_factory=list)
    busy: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        format, spec = self.op.format, self.op.spec
        self.groups = {
            g.name: _Group(g, r, True) for g, r in zip(spec.operands, format.operand_types)
        } | {g.name: _Group(g, r, False) for g, r in zip(spec.results, format.result_types)}
        self.equal, self.derived = _type_relations(self.op)
        self.attrs = Attributes(self.draw, self.op.entry, self.op.tables, self._any_type)
        self.successor_names: dict[str, list[str]] = {}

    def drawn(self) -> Drawn:
        """The op's text (with its results), or `Unfit`."""
        self._decide(self.op.format.elements, present=True, forced=None)
        for name, group in self.groups.items():
            if name not in self.counts:
                self._decide_group(group.spec, present=True, forced=False)
        body = " ".join(part for part in self._render(self.op.format.elements) if part)
        results = sum(self.counts[g.name] for g in self.op.spec.results)
        prefix = "" if results == 0 else "%r = " if results == 1 else f"%r:{results} = "
        successors = sum(len(names) for names in self.successor_names.values())
        return Drawn(f"{prefix}{self.op.name} {body}", self.arguments, successors)

    # The shape.

    def _decide(self, elements: Sequence[Element], present: bool, forced: Element | None) -> None:
        for element in elements:
            self._decide_one(element, present, element is forced)

    def _decide_one(self, element: Element, present: bool, forced: bool) -> None:
        if isinstance(element, Optional):
            taken = present and self.draw.chance(0.5)
            self.present[id(element)] = taken
            anchor = element.anchor_element
            self._decide(element.then, taken, None if element.inverted else anchor)
            self._decide(element.else_, present and not taken, anchor if element.inverted else None)
        elif isinstance(element, OIList):
            order = [i for i in range(len(element.clauses)) if present and self.draw.chance(0.4)]
            self.clause_orders[id(element)] = _shuffled(self.draw, order)
            for index, clause in enumerate(element.clauses):
                chosen = index in order
                for inner in clause.elements:
                    self._decide_one(inner, chosen, chosen)
        elif isinstance(element, Variable):
            self._decide_variable(element, present, forced)
        elif isinstance(element, TypeDirective):
            self._decide_one(element.arg, present, forced)
        elif isinstance(element, FunctionalType):
            self._decide_one(element.inputs, present, False)
            self._decide_one(element.results, present, False)
        elif isinstance(element, Operands | Results):
            specs = self.op.spec.operands if isinstance(element, Operands) else self.op.spec.results
            for spec in specs:
                self._decide_group(spec, present, False)
        elif isinstance(element, Custom):
            self._decide_custom(element, present)
        elif isinstance(element, Successors):
            for successor in self.op.spec.successors:
                self._decide_successor(successor.name, successor.variadic, present, False)

    def _decide_variable(self, variable: Variable, present: bool, forced: bool) -> None:
        kind = variable.kind
        if kind in (VariableKind.OPERAND, VariableKind.RESULT):
            self._decide_group(self.groups[variable.name].spec, present, forced)
        elif kind in (VariableKind.ATTRIBUTE, VariableKind.PROPERTY):
            spec = self.attrs.specs.get(variable.name, {})
            optional = spec.get("optional") or "default" in spec or spec.get("unit")
            chosen = present and (forced or not optional or self.draw.chance(0.5))
            self.attributes_present.setdefault(variable.name, chosen)
        elif kind == VariableKind.REGION:
            variadic = next(r.variadic for r in self.op.spec.regions if r.name == variable.name)
            count = self.draw.integer(1 if forced else 0, 2) if variadic else 1
            self.counts.setdefault(variable.name, count if present else 0)
        else:
            variadic = next(s.variadic for s in self.op.spec.successors if s.name == variable.name)
            self._decide_successor(variable.name, variadic, present, forced)

    def _decide_group(self, spec: ValueSpec, present: bool, forced: bool) -> None:
        if spec.name in self.counts:
            return
        if not present:
            count = 0
        elif spec.kind == "single":
            count = 1
        elif spec.kind == "optional":
            count = 1 if forced or self.draw.chance(0.5) else 0
        else:
            count = self.draw.integer(1 if forced else 0, 2)
        self.counts[spec.name] = count

    def _decide_successor(self, name: str, variadic: bool, present: bool, forced: bool) -> None:
        if name in self.successor_names:
            return
        count = (self.draw.integer(1 if forced else 0, 2) if variadic else 1) if present else 0
        start = sum(len(names) for names in self.successor_names.values()) + 1
        self.successor_names[name] = [f"^bb{start + i}" for i in range(count)]

    def _decide_custom(self, custom: Custom, present: bool) -> None:
        for argument in custom.args:
            if isinstance(argument, Variable) and argument.kind == VariableKind.ATTRIBUTE:
                self.attributes_present.setdefault(argument.name, present)
            elif not isinstance(argument, Ref | String):
                self._decide_one(argument, present, False)
        if custom.name not in CUSTOM_DIRECTIVES:
            raise Unfit(f"custom<{custom.name}> has no generator")

    # The text.

    def _render(self, elements: Sequence[Element]) -> list[str]:
        return [text for element in elements for text in self._render_one(element)]

    def _render_one(self, element: Element) -> list[str]:
        if isinstance(element, Literal):
            return [element.value]
        if isinstance(element, Whitespace | String | Ref):
            return []
        if isinstance(element, Optional):
            taken = self.present[id(element)]
            return self._render(element.then if taken else element.else_)
        if isinstance(element, OIList):
            return [
                part
                for index in self.clause_orders[id(element)]
                for clause in [element.clauses[index]]
                for part in self._render((clause.keyword, *clause.elements))
            ]
        if isinstance(element, Variable):
            return [self._variable(element)]
        if isinstance(element, TypeDirective):
            return [", ".join(self._types_of(element.arg))]
        if isinstance(element, FunctionalType):
            results = self._types_of(element.results)
            shown = results[0] if len(results) == 1 else f"({', '.join(results)})"
            return [f"({', '.join(self._types_of(element.inputs))}) -> {shown}"]
        if isinstance(element, Operands):
            return [", ".join(v for g in self.op.spec.operands for v in self._values(g.name))]
        if isinstance(element, Successors):
            return [", ".join(n for names in self.successor_names.values() for n in names)]
        if isinstance(element, AttrDict):
            return [self._attr_dict("attributes " if element.with_keyword else "")]
        if isinstance(element, PropDict):
            return [self._prop_dict()]
        if isinstance(element, Custom):
            return [CUSTOM_DIRECTIVES[element.name](self, element.args)]
        raise Unfit(f"the element {element.text()}")

    def _variable(self, variable: Variable) -> str:
        kind = variable.kind
        if kind == VariableKind.OPERAND:
            return ", ".join(self._values(variable.name))
        if kind in (VariableKind.ATTRIBUTE, VariableKind.PROPERTY):
            return self._attribute(variable.name) if self.attributes_present[variable.name] else ""
        if kind == VariableKind.REGION:
            return ", ".join("{\n}" for _ in range(self.counts[variable.name]))
        if kind == VariableKind.SUCCESSOR:
            return ", ".join(self.successor_names[variable.name])
        raise Unfit(f"the variable {variable.text()}")

    def _values(self, name: str) -> list[str]:
        """The function arguments standing for operand group `name`."""
        if name not in self.values:
            names = []
            for type in self._group_types(name):
                names.append(f"%arg{self.first_argument + len(self.arguments)}")
                self.arguments.append(type)
            self.values[name] = names
        return self.values[name]

    def _attribute(self, name: str) -> str:
        if name not in self.attribute_text:
            value_type = self._partner_type(name)
            text = self.attrs.in_format(name, value_type)
            self.attribute_text[name] = text
            if value_type is None and " : " in text:
                self.attribute_types[name] = text.rsplit(" : ", 1)[1]
        return self.attribute_text[name]

    def _attr_dict(self, keyword: str) -> str:
        """The required attributes the format leaves to the attr-dict (to the prop-dict when
        it has one: an inherent attribute in both is resolved by each op's C++), and
        sometimes a discardable one."""
        entries = [] if self._has_prop_dict() else self._unformatted_attributes()
        if self.draw.chance(0.3):
            entries.append(self.draw.choice(DISCARDABLE_ATTRIBUTES))
        return f"{keyword}{{{', '.join(entries)}}}" if entries else ""

    def _prop_dict(self) -> str:
        entries = self._unformatted_attributes()
        return f"<{{{', '.join(entries)}}}>" if entries else ""

    def _has_prop_dict(self) -> bool:
        return any(isinstance(e, PropDict) for e in self.op.format.walk())

    def _unformatted_attributes(self) -> list[str]:
        used = set(self.op.format.used_attributes)
        return [
            self.attrs.in_dictionary(name)
            for name, spec in self.attrs.specs.items()
            if name not in used
            and not spec.get("optional")
            and "default" not in spec
            and spec["syntax"] != "property"
        ]

    # Types.

    def _types_of(self, argument: Element) -> list[str]:
        if isinstance(argument, Variable):
            return self._group_types(argument.name)
        specs = self.op.spec.operands if isinstance(argument, Operands) else self.op.spec.results
        return [t for spec in specs for t in self._group_types(spec.name)]

    def _group_types(self, name: str) -> list[str]:
        if name not in self.types:
            count = self.counts.get(name, 0)
            self.busy.add(name)
            try:
                found = self._related_types(name, count)
            finally:
                self.busy.discard(name)
            self.types[name] = found if found is not None else self._fresh_types(name, count)
        return self.types[name]

    def _related_types(self, name: str, count: int) -> list[str] | None:
        """The types of group `name` from the types its resolution or traits tie it to."""
        resolution = self.groups[name].resolution
        if resolution.kind == "buildable":
            return [resolution.type or "none"] * count
        if resolution.kind in ("variable", "attribute") and resolution.name not in self.busy:
            source = self._source_types(resolution.name)
            return None if source is None else _transformed(source, resolution.transformer, count)
        if resolution.kind == "elements" and resolution.name not in self.busy:
            source = self._group_types(resolution.name)
            return [element_type(type_of(source[0])).text] * count if source else None
        derived = self.derived.get(name)
        if derived is not None and derived[0] not in self.busy:
            source = self._source_types(derived[0])
            return None if source is None else _transformed(source, derived[1], count)
        partner = self._partner_type(name)
        return None if partner is None else [partner] * count

    def _source_types(self, name: str) -> list[str] | None:
        if name in self.groups:
            return self._group_types(name)
        if self.attributes_present.get(name, True):
            self._attribute(name)
        found = self.attribute_types.get(name)
        return None if found is None else [found]

    def _partner_type(self, name: str) -> str | None:
        """The type of a value `name` must have the type of (AllTypesMatch & co.)."""
        for partner in self.equal.get(name, ()):
            if partner == name or partner in self.busy or partner not in self.groups:
                continue
            if self.counts.get(partner, 0) == 0 and partner not in self.types:
                continue
            types = self._group_types(partner)
            if types:
                return types[0]
        return None

    def _fresh_types(self, name: str, count: int) -> list[str]:
        types: list[str] = []
        for _ in range(count):
            if types and self.draw.chance(0.5):
                types.append(types[-1])
            else:
                types.append(self._type_for(self.groups[name].spec))
        return types

    def _type_for(self, spec: ValueSpec) -> str:
        if spec.type and "(" not in spec.type and self.draw.chance(0.8):
            return spec.type
        return self._any_type()

    def _any_type(self) -> str:
        if self.drawn_types and self.draw.chance(0.4):
            return self.draw.choice(self.drawn_types)
        own = DIALECT_TYPES.get(self.op.dialect)
        type = self.draw.choice(own if own and self.draw.chance(0.6) else BUILTIN_TYPES)
        self.drawn_types.append(type)
        return type


def _transformed(source: list[str], text: str | None, count: int) -> list[str] | None:
    if not source:
        return None
    try:
        transform = transformer(text)
    except Unsupported:
        return None
    found = transform(type_of(source[0]))
    if isinstance(found, list):
        return [t.text for t in found]
    return [found.text] * count


def _type_relations(op: OpData) -> tuple[dict[str, list[str]], dict[str, tuple[str, str | None]]]:
    """The names whose types must be equal (per name, its class) and those derived from
    another's through a C++ transformer (rhs -> (lhs, transformer))."""
    classes: list[set[str]] = []
    derived: dict[str, tuple[str, str | None]] = {}
    operands = [g.name for g in op.spec.operands]
    results = [g.name for g in op.spec.results]
    for trait in op.entry.get("traits", ()):
        kind = trait["trait"]
        if kind == "SameOperandsAndResultType":
            classes.append(set(operands + results))
        elif kind == "SameTypeOperands":
            classes.append(set(operands))
        elif kind == "AllTypesMatch":
            classes.append(set(trait["values"]))
        elif kind == "TypesMatchWith" and trait.get("transformer") in _IDENTITY:
            classes.append({trait["lhs"], trait["rhs"]})
        elif kind == "TypesMatchWith":
            derived[trait["rhs"]] = (trait["lhs"], trait["transformer"])
    equal: dict[str, list[str]] = {}
    for names in classes:
        for name in names:
            equal.setdefault(name, []).extend(sorted(names))
    return equal, derived


def _shuffled(draw: Draw, items: list[int]) -> list[int]:
    rest, order = list(items), []
    while rest:
        order.append(rest.pop(draw.integer(0, len(rest) - 1)))
    return order


def _dynamic_index_list(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """`[` integers and the values of the dynamic operand group `]`; with scalable flags (a
    third argument), some integers `[scalable]`."""
    if len(args) not in (2, 3) or not isinstance(args[0], Variable):
        raise Unfit("custom<DynamicIndexList> with other than 2 or 3 arguments")
    values = iter(drawer._values(args[0].name))
    count = drawer.counts[args[0].name]
    entries = [str(drawer.draw.integer(0, 3)) for _ in range(drawer.draw.integer(0, 2))]
    if len(args) == 3:
        entries = [f"[{entry}]" if drawer.draw.chance(0.3) else entry for entry in entries]
    for _ in range(count):
        entries.insert(drawer.draw.integer(0, len(entries)), next(values))
    return f"[{', '.join(entries)}]"


def _async_dependencies(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """(`async`)? (`[` dependencies `]`)?"""
    token, dependencies = args
    assert isinstance(token, TypeDirective) and isinstance(token.arg, Variable)
    assert isinstance(dependencies, Variable)
    marked = "async" if drawer.counts[token.arg.name] else ""
    values = drawer._values(dependencies.name)
    return f"{marked} [{', '.join(values)}]" if values else marked


def _dimension_list(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """A shape, `2x?x4`, or `[]`; blanks around the `x` now and then."""
    sizes = [drawer.draw.choice(("?", "0", "1", "4")) for _ in range(drawer.draw.integer(0, 3))]
    separator = drawer.draw.choice(("x", "x", " x ")) if sizes else "x"
    return separator.join(sizes) if sizes else "[]"


def _mnk_dimension_list(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """amdgpu's `m x n x k`, three static sizes."""
    return "x".join(drawer.draw.choice(("4", "16", "32")) for _ in range(3))


def _named_value_list(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """irdl's `(name: %value, ...)`, a variadicity before some values when the directive
    takes one."""
    assert isinstance(args[0], Variable)
    kinds = ("", "single ", "optional ", "variadic ") if len(args) > 2 else ("",)
    values = drawer._values(args[0].name)
    named = [f"v{i}: {drawer.draw.choice(kinds)}{value}" for i, value in enumerate(values)]
    return "(" + ", ".join(named) + ")"


def _all_reduce_operation(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """A reduction kind of GPU's `AllReduceOperation` enum, or none."""
    if drawer.draw.chance(0.25):
        return ""
    tables: Any = json_blocks.block(FORMATS, "gpu")
    kinds = enum_table(tables, "::mlir::gpu::AllReduceOperation").cases
    return drawer.draw.choice([text for text, _ in kinds])


def _acc_var(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """OpenACC's `varPtr(%x` (`var(` for a type that is not pointer-like)."""
    assert isinstance(args[0], Variable)
    value = drawer._values(args[0].name)[0]
    pointer = drawer._group_types(args[0].name)[0].startswith(("memref<", "!llvm.ptr"))
    return f"{'varPtr' if pointer else 'var'}({value}"


def _acc_var_ptr_type(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """The var's type and `)`, sometimes ` varType(T)`."""
    extra = " varType(f32)" if drawer.draw.chance(0.5) else ""
    return f"{drawer._types_of(_type_argument(args[0]))[0]}){extra}"


def _acc_acc_var(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """OpenACC's `accPtr(%x : type)`."""
    assert isinstance(args[0], Variable)
    value, type = drawer._values(args[0].name)[0], drawer._group_types(args[0].name)[0]
    return (
        f"{'accPtr' if type.startswith(('memref<', '!llvm.ptr')) else 'accVar'}({value} : {type})"
    )


def _acc_operands_with_keyword_only(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """Nothing (the bare keyword) or `(%a : t, ...)` with optional device types."""
    assert isinstance(args[0], Variable)
    values, types = drawer._values(args[0].name), drawer._group_types(args[0].name)
    if not values:
        return ""
    device = " [#acc.device_type<nvidia>]" if drawer.draw.chance(0.3) else ""
    return "(" + ", ".join(f"{v} : {t}{device}" for v, t in zip(values, types)) + ")"


def _acc_recipe_sym(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    return "@recipe"


def _semi_function_type(drawer: OpDrawer, args: tuple[Element, ...]) -> str:
    """transform's `type` or `(type) -> result type(s)` (the parentheses when the third
    argument is `"false"` or when there are results)."""
    argument = drawer._types_of(_type_argument(args[0]))[0]
    results = drawer._types_of(_type_argument(args[1]))
    if not results:
        return argument
    shown = results[0] if len(results) == 1 else f"({', '.join(results)})"
    return f"({argument}) -> {shown}"


def _type_argument(argument: Element) -> Element:
    assert isinstance(argument, TypeDirective)
    return argument.arg


CUSTOM_DIRECTIVES: dict[str, Callable[[OpDrawer, tuple[Element, ...]], str]] = {
    "DynamicIndexList": _dynamic_index_list,
    "AsyncDependencies": _async_dependencies,
    "DimensionList": _dimension_list,
    "MNKDimensionList": _mnk_dimension_list,
    "NamedValueList": _named_value_list,
    "NamedValueListWithVariadicity": _named_value_list,
    "AllReduceOperation": _all_reduce_operation,
    "SemiFunctionType": _semi_function_type,
    "Var": _acc_var,
    "VarPtrType": _acc_var_ptr_type,
    "AccVar": _acc_acc_var,
    "DeviceTypeOperandsWithKeywordOnly": _acc_operands_with_keyword_only,
    "RecipeSym": _acc_recipe_sym,
}


def draw_op(op: OpData, draw: Draw, first_argument: int = 0) -> Drawn:
    """A text of `op` (`Unfit` when the generator cannot draw it)."""
    return OpDrawer(op, draw, first_argument).drawn()
