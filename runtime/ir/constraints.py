"""The ODS constraints mlir-tblgen's generated `verifyInvariantsImpl` checks, interpreted from
data (`passgen.ods.constraints` writes it into `upstream_constraints.json`): attribute
constraints (`attribute 'x' failed to satisfy constraint: ...`), operand and result type
constraints (`operand #0 must be 1-bit signless integer, but got 'i32'`), the
`AllTypesMatch` traits (`failed to verify that all of {a, b} have same type`), then region
constraints (`region #0 ('before') failed to verify constraint: ...`), in that order, as the
generated code checks them.

A constraint is a tree of ODS predicates whose leaves are C++ expressions; `compile` turns
one into a Python predicate through a vocabulary of leaves (`_TYPE_LEAVES`,
`_ATTRIBUTE_LEAVES`, `_REGION_LEAVES`). A constraint with a leaf outside the vocabulary is
not checked (`compile` returns None); `covered` says whether an op's constraints all are.
An op of a type signature already accepted pays one dict lookup (`OpConstraints.error`).
The data is `upstream_constraints.json`'s (`stated`), read a dialect's block at a time.
"""

from __future__ import annotations

import functools
import json
import operator
import os
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .attributes import (
    ArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from .pred_traits import Holds, trait_check
from .shaped_types import shape as _shape
from .trait_verifiers import TRAIT_VERIFIERS
from .types import FloatType, IndexType, IntegerType, OpaqueType, Type, keyword_type

if TYPE_CHECKING:  # (no typing objects made at start-up)
    from .ods import OpSignature
    from .operation import Operation, Value

    Predicate = Callable[[Any], bool]
    Leaves = Callable[[str], Predicate | None]


def shaped_element(type: Type) -> Type | None:
    """The element type of a shaped or complex type (None for other types)."""
    shape = _shape(type)
    if shape is not None:
        text = shape[2]
    elif type.text.startswith("complex<") and type.text.endswith(">"):
        text = type.text[len("complex<") : -1]
    else:
        return None
    return keyword_type(text) or OpaqueType(text)


def _kind(*kinds: str, ranked: bool | None = None, scalable: bool | None = None) -> Predicate:
    """A shaped type of one of `kinds` (ranked or not, scalable or not, when given)."""

    def check(type: Type) -> bool:
        shape = _shape(type)
        if shape is None or shape[0] not in kinds:
            return False
        dims = shape[1]
        if ranked is not None and (dims is not None) != ranked:
            return False
        return scalable is None or any(d.startswith("[") for d in dims or ()) == scalable

    return check


def _rank(kinds: tuple[str, ...], compare: Callable[[int], bool]) -> Predicate:
    def check(type: Type) -> bool:
        shape = _shape(type)
        return (
            shape is not None
            and shape[0] in kinds
            and shape[1] is not None
            and compare(len(shape[1]))
        )

    return check


def _static(type: Type) -> bool:
    shape = _shape(type)
    return shape is not None and shape[1] is not None and "?" not in shape[1]


def _elements(type: Type) -> int:
    shape = _shape(type)
    count = 1
    for dim in shape[1] or () if shape else ():
        count *= int(dim.strip("[]"))
    return count


def _integer(signedness: str | None, width: str) -> Predicate:
    """`isInteger(N)` (signedness None), `isSignlessInteger(N)` (""), `isSignedInteger`
    ("s"), `isUnsignedInteger` ("u"); `width` "" for any width."""
    bits = int(width) if width else None

    def check(type: Type) -> bool:
        return (
            type.__class__ is IntegerType
            and (signedness is None or type.signedness == signedness)
            and (bits is None or type.width == bits)
        )

    return check


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "==": int.__eq__,
    "!=": int.__ne__,
    ">": int.__gt__,
    ">=": int.__ge__,
    "<": int.__lt__,
    "<=": int.__le__,
}

# ::llvm::isa<::mlir::X>($_self) of builtin types.
_TYPE_CLASSES: dict[str, Predicate] = {
    "IndexType": lambda t: t.__class__ is IndexType,
    "IntegerType": lambda t: t.__class__ is IntegerType,
    "FloatType": lambda t: t.__class__ is FloatType,
    "BFloat16Type": lambda t: t.text == "bf16",
    "Float16Type": lambda t: t.text == "f16",
    "Float32Type": lambda t: t.text == "f32",
    "Float64Type": lambda t: t.text == "f64",
    "FloatTF32Type": lambda t: t.text == "tf32",
    "NoneType": lambda t: t.text == "none",
    "ComplexType": lambda t: t.text.startswith("complex<"),
    "VectorType": _kind("vector"),
    "FixedVectorType": _kind("vector", scalable=False),
    "ScalableVectorType": _kind("vector", scalable=True),
    "TensorType": _kind("tensor"),
    "RankedTensorType": _kind("tensor", ranked=True),
    "UnrankedTensorType": _kind("tensor", ranked=False),
    "BaseMemRefType": _kind("memref"),
    "MemRefType": _kind("memref", ranked=True),
    "UnrankedMemRefType": _kind("memref", ranked=False),
    "ShapedType": _kind("vector", "tensor", "memref"),
}
_SHAPED_CLASSES = {
    "VectorType": ("vector",),
    "RankedTensorType": ("tensor",),
    "MemRefType": ("memref",),
    "ShapedType": ("vector", "tensor", "memref"),
}


def _type_leaf(text: str) -> Predicate | None:
    found = _TYPE_TEXTS.get(text)  # first: the common leaves need no pattern compiled
    if found is not None:
        return found
    match = re.fullmatch(r"\(\$_self\.is(Signless|Signed|Unsigned|)Integer\((\d*)\)\)", text)
    if match:
        return _integer({"Signless": "", "Signed": "s", "Unsigned": "u"}.get(match[1]), match[2])
    match = re.fullmatch(r"\(\$_self\.is(F16|F32|F64|F80|F128|BF16|TF32)\(\)\)", text)
    if match:
        name = match[1].lower()
        return lambda t: t.text == name
    match = re.fullmatch(r"\(::llvm::isa<::mlir::(\w+)>\(\$_self\)\)", text)
    if match:
        return _TYPE_CLASSES.get(match[1])
    match = re.fullmatch(
        r"\(::llvm::cast<::mlir::(\w+)>\(\$_self\)\.getRank\(\) (==|!=|>=|<=|>|<) (\d+)\)", text
    )
    if match and match[1] in _SHAPED_CLASSES:
        compare, bound = _COMPARE[match[2]], int(match[3])
        return _rank(_SHAPED_CLASSES[match[1]], lambda rank: compare(rank, bound))
    match = re.fullmatch(
        r"\(::llvm::cast<::mlir::VectorType>\(\$_self\)\.getNumElements\(\) == (\d+)\)", text
    )
    if match:
        count = int(match[1])
        return lambda t: _elements(t) == count
    return None


_TYPE_TEXTS: dict[str, Predicate] = {
    "($_self.isSignlessIntOrIndex())": lambda t: (
        t.__class__ is IndexType or (t.__class__ is IntegerType and not t.signedness)
    ),
    "($_self.isSignlessIntOrFloat())": lambda t: (
        t.__class__ is FloatType or (t.__class__ is IntegerType and not t.signedness)
    ),
    "($_self.hasTrait<::mlir::ValueSemantics>())": _kind("vector", "tensor"),
    "(::llvm::cast<::mlir::ShapedType>($_self).hasRank())": _rank(
        ("vector", "tensor", "memref"), lambda _: True
    ),
    "(::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape())": _static,
}


def _attribute_leaf(text: str) -> Predicate | None:
    found = _ATTRIBUTE_TEXTS.get(text)  # first: the common leaves need no pattern compiled
    if found is not None:
        return found
    match = re.fullmatch(
        r"\(::llvm::cast<::mlir::IntegerAttr>\(\$_self\)\.getType\(\)"
        r"\.is(Signless|Signed|Unsigned|)Integer\((\d*)\)\)",
        text,
    )
    if match:
        signedness = {"Signless": "", "Signed": "s", "Unsigned": "u"}.get(match[1])
        typed = _integer(signedness, match[2])
        return lambda a: isinstance(a, IntegerAttr) and typed(a.type)
    match = re.fullmatch(
        r"\(::llvm::cast<::mlir::IntegerAttr>\(\$_self\)\.getInt\(\) (\S+) (-?\d+)\)", text
    )
    if match and match[1] in _COMPARE:
        compare, bound = _COMPARE[match[1]], int(match[2])
        return lambda a: isinstance(a, IntegerAttr) and compare(a.value, bound)
    if re.fullmatch(_ATTRIBUTE_KIND, text):
        # An op's inherent attributes are its properties, of their kind once parsed (MLIR
        # rejects another kind when it converts them), so a kind check alone always holds.
        return _always
    return None


def _is_power_of_two(value: int) -> bool:
    return value > 0 and not value & (value - 1)


_ATTRIBUTE_KIND = r"\(::llvm::isa<::mlir::(?:\w+::)*\w+Attr>\(\$_self\)\)"


def _always(_: Any) -> bool:
    return True


_ATTRIBUTE_TEXTS: dict[str, Predicate] = {
    # APInt's isPowerOf2 reads the bits unsigned (a negative value is one only at INT_MIN).
    "(::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2())": lambda a: (
        isinstance(a, IntegerAttr) and _is_power_of_two(a.value % (1 << 64))
    ),
    "(::llvm::isa<::mlir::IntegerAttr>($_self))": lambda a: isinstance(a, IntegerAttr),
    "(::llvm::isa<::mlir::BoolAttr>($_self))": lambda a: (
        isinstance(a, IntegerAttr) and a.type.text == "i1"
    ),
    "(::llvm::isa<::mlir::UnitAttr>($_self))": lambda a: isinstance(a, UnitAttr),
    "(::llvm::isa<::mlir::StringAttr>($_self))": lambda a: isinstance(a, StringAttr),
    "(::llvm::isa<::mlir::ArrayAttr>($_self))": lambda a: isinstance(a, ArrayAttr),
    "(::llvm::isa<::mlir::TypeAttr>($_self))": lambda a: isinstance(a, TypeAttr),
    "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))": lambda a: (
        isinstance(a, SymbolRefAttr) and not a.nested
    ),
    "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))": lambda a: a.text.startswith("array<i64"),
    "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))": lambda a: a.text.startswith("array<i32"),
    "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))": lambda a: a.text.startswith("array<i1"),
    "(::llvm::isa<::mlir::AffineMapAttr>($_self))": lambda a: a.text.startswith("affine_map<"),
    "(::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive())": lambda a: (
        isinstance(a, IntegerAttr) and a.value > 0
    ),
}


def _region_leaf(text: str) -> Predicate | None:
    match = re.fullmatch(r"\(::llvm::hasNItems(OrLess)?\(\$_self, (\d+)\)\)", text)
    if match is None:
        return None
    count = int(match[2])
    if match[1]:
        return lambda r: len(r.blocks) <= count
    return lambda r: len(r.blocks) == count


def compile(tree: Any, leaf: Leaves) -> Predicate | None:
    """The Python predicate of an ODS predicate tree (`passgen.ods.constraints`'s form), or
    None when a leaf is outside the vocabulary `leaf` reads."""
    if isinstance(tree, str):
        return leaf(tree)
    if not isinstance(tree, list) or not tree:
        return None
    kind, *children = tree
    if kind == "element" and len(children) == 1:
        inner = compile(children[0], leaf)
        if inner is None:
            return None
        return lambda t: (element := shaped_element(t)) is not None and inner(element)
    if kind == "each" and len(children) == 1:
        each = compile(children[0], _attribute_leaf)
        if each is None:
            return None
        return lambda a: isinstance(a, ArrayAttr) and all(each(e) for e in a.elements)
    parts = [compile(child, leaf) for child in children]
    if any(part is None for part in parts):
        return None
    checks: list[Predicate] = [p for p in parts if p is not None]
    if kind == "and":
        return lambda x: all(check(x) for check in checks)
    if kind == "or":
        return lambda x: any(check(x) for check in checks)
    if kind == "not" and len(checks) == 1:
        negated = checks[0]
        return lambda x: not negated(x)
    return None


class _TypeCheck:
    """One group's type constraint, remembering the types it accepted (by identity: the
    parser shares one object per type, and a lookup costs no `Type.__hash__`)."""

    __slots__ = ("holds", "summary", "accepted")

    def __init__(self, holds: Predicate, summary: str):
        self.holds = holds
        self.summary = summary
        self.accepted: dict[int, Type] = {}

    def fails(self, type: Type) -> bool:
        if self.accepted.get(id(type)) is type:
            return False
        if self.holds(type):
            self.accepted[id(type)] = type  # kept alive, so its id is not reused
            return False
        return True


class OpConstraints:
    """An op's ODS constraints compiled (its data from `stated`); `error` gives the first
    message of MLIR's generated `verifyInvariantsImpl` for them.

    Only the constraints before the first one outside the vocabulary are checked (`covered`
    is then False): a later one may fail where mlir-opt reports the unchecked one first.

    The verdict on an op's operand and result types is a function of those types alone when
    the types fix the groups (no `AttrSized*Segments`): `error` keeps the signatures it
    accepted (`verdicts`, by the types' identities), so an op of a signature seen before
    costs a dict lookup, plus its attribute and region checks if any."""

    __slots__ = (
        "attributes",
        "operands",
        "results",
        "traits",
        "regions",
        "covered",
        "verdicts",
        "typed",
        "cached",
        "types_only",
        "attribute_checks",
        "natives",
    )

    def __init__(
        self,
        data: dict[str, Any],
        operands: str | None = None,
        results: str | None = None,
        segmented: bool = False,
    ):
        """`operands`, `results`: the op's ODS groups (`ods.OpSignature`), when known;
        `segmented`: whether segment attributes size its groups."""
        self.covered = True
        self.attributes: list[tuple[str, Predicate, str]] = []
        for name, tree, summary in sorted(data.get("attributes", ())):
            check = self._compiled(tree, _attribute_leaf)
            if not self.covered:
                break
            if check is not None and check is not _always:
                self.attributes.append((name, check, summary))
        self.operands = self._types(data.get("operands", ()))
        self.results = self._types(data.get("results", ()))
        names = {name: ("operand", i) for i, (name, _, _) in enumerate(data.get("operands", ()))}
        names |= {name: ("result", i) for i, (name, _, _) in enumerate(data.get("results", ()))}
        for index in range(len(operands or "")):
            names[f"#operand{index}"] = ("#operand", index)
        for index in range(len(results or "")):
            names[f"#result{index}"] = ("#result", index)
        self.traits: list[tuple[list[tuple[str, int]], Holds, str]] = []
        for kind, values, summary, *detail in data.get("traits", ()) if self.covered else ():
            trait = trait_check(kind, values, detail[0] if detail else None)
            if trait is None or not all(value in names for value in trait[0]):
                self.covered = False
                break
            self.traits.append(([names[value] for value in trait[0]], trait[1], summary))
        self.regions: list[tuple[int, str, Predicate, str]] = []
        for index, (name, tree, summary) in enumerate(data.get("regions", ())):
            check = self._compiled(tree, _region_leaf)
            if not self.covered:
                break
            if check is not None:
                self.regions.append((index, name, check, summary))
        # The native traits' verifiers, after the rest (`verifyInvariantsImpl`), when it is
        # all checked (else one of them may fail where mlir-opt reports an unchecked one).
        self.natives = [TRAIT_VERIFIERS[name] for name in data.get("natives", ())]
        if not self.covered:
            self.natives = []
        # The accepted signatures (`signature_key`), each with its types, kept alive so that
        # their identities are not reused.
        self.verdicts: dict[tuple[int | None, ...], tuple[Type, ...]] = {}
        self.typed = any(self.operands) or any(self.results) or bool(self.traits or self.natives)
        self.cached = self.typed and not segmented and operands is not None and results is not None
        # Whether only types are checked (by nothing: `checks_nothing`).
        self.types_only = not self.attributes and not self.regions
        self.attribute_checks = {name: check for name, check, _ in self.attributes}

    def _compiled(self, tree: Any, leaf: Leaves) -> Predicate | None:
        """`tree` compiled (None: it always holds); `covered` turns False when it is outside
        the vocabulary, or an earlier one was."""
        if tree is None or not self.covered:
            return None
        check = compile(tree, leaf)
        self.covered = check is not None
        return check

    def _types(self, groups: Sequence[Any]) -> list[_TypeCheck | None]:
        """The checks of the groups up to the first one outside the vocabulary."""
        found: list[_TypeCheck | None] = []
        for _, tree, summary in groups:
            check = self._compiled(tree, _type_leaf)
            if not self.covered:
                break
            found.append(None if check is None else _TypeCheck(check, summary))
        return found

    def error(self, op: Operation, signature: OpSignature) -> str | None:
        """The first broken constraint's message (without `'name' op `), or None."""
        if not self.cached:
            message = self._attribute_error(op) if self.attribute_checks else None
            if message is None and self.typed:
                message = self._type_error(op, signature)
            if message is None and self.regions:
                message = self._region_error(op)
            return message if message is not None else self._native_error(op)
        key = signature_key(op)
        known = key in self.verdicts
        message = self._attribute_error(op) if self.attribute_checks else None
        if message is None and not known:
            message = self._type_error(op, signature)
        if message is None and self.regions:
            message = self._region_error(op)
        if message is not None or known:
            return message
        message = self._native_error(op)
        if message is None:
            if len(self.verdicts) >= _MAX_VERDICTS:
                self.verdicts.clear()
            self.verdicts[key] = (*_value_types(op._operands), *_value_types(op.results))
        return message

    def _native_error(self, op: Operation) -> str | None:
        """The first broken native trait's message (types alone decide them)."""
        for verify in self.natives:
            message = verify(op)
            if message is not None:
                return message
        return None

    @property
    def checks_nothing(self) -> bool:
        """Whether no constraint is checked (each always holds, or is outside the
        vocabulary)."""
        return self.types_only and not self.typed

    def _attribute_error(self, op: Operation) -> str | None:
        """The first broken attribute constraint's message, in ODS's (name) order; looked for
        only when an attribute the op has breaks one (most constrained ones are absent)."""
        checks = self.attribute_checks
        for present in (op._properties, op._attributes):
            if present:
                for name, attr in present.items():
                    check = checks.get(name)
                    if check is not None and not check(attr):
                        return self._first_attribute_error(op)
        return None

    def _first_attribute_error(self, op: Operation) -> str | None:
        for name, check, summary in self.attributes:
            attr = op.get_attr(name)
            if attr is not None and not check(attr):
                return f"attribute '{name}' failed to satisfy constraint: {summary}"
        return None

    def _type_error(self, op: Operation, signature: OpSignature) -> str | None:
        """The first broken operand, result or `AllTypesMatch` constraint's message."""
        message = self._group_error(
            op.operands, signature.operands, self.operands, "operand", signature, op
        ) or self._group_error(op.results, signature.results, self.results, "result", signature, op)
        if message is not None:
            return message
        for values, holds, summary in self.traits:
            types = [[value.type for value in _group(op, signature, *place)] for place in values]
            if not holds(types):
                return f"failed to verify that {summary}"
        return None

    def _region_error(self, op: Operation) -> str | None:
        for index, name, holds, summary in self.regions:
            if index < len(op.regions) and not holds(op.regions[index]):
                return f"region #{index} ('{name}') failed to verify constraint: {summary}"
        return None

    @staticmethod
    def _group_error(
        values: Sequence[Value],
        groups: str | None,
        checks: list[_TypeCheck | None],
        what: str,
        signature: OpSignature,
        op: Operation,
    ) -> str | None:
        if not checks or groups is None or len(groups) < len(checks):
            return None
        if "?" not in groups and "*" not in groups:  # one value per group
            for index, check in enumerate(checks):
                if check is not None and check.fails(values[index].type):
                    return _type_message(what, index, check, values[index].type)
            return None
        start = 0
        for index, check in enumerate(checks):
            group = _group(op, signature, what, index)
            if groups[index] == "?" and len(group) > 1:
                return (
                    f"{what} group starting at #{start} requires 0 or 1 element, "
                    f"but found {len(group)}"
                )
            if check is not None:
                for offset, value in enumerate(group):
                    if check.fails(value.type):
                        return _type_message(what, start + offset, check, value.type)
            start += len(group)
        return None


def _group(op: Operation, signature: OpSignature, what: str, index: int) -> list[Value]:
    if what[0] == "#":  # `$_op.getOperand(N)`, `$_op.getResult(N)`
        values = op.operands if what == "#operand" else op.results
        return [values[index]] if index < len(values) else []
    if what == "operand":
        return signature.operand_group(op, index)
    return signature.result_group(op, index)


def _type_message(what: str, index: int, check: _TypeCheck, type: Type) -> str:
    return f"{what} #{index} must be {check.summary}, but got '{type}'"


_MAX_VERDICTS = 4096  # signatures kept per op name (then forgotten, bounding memory)
_TYPE = operator.attrgetter("type")
_INDEXED = ("operands", "results", "regions", "attributes")
DATA = os.path.join(os.path.dirname(__file__), "upstream_constraints.json")


def _value_types(values: Sequence[Value]) -> map[Type]:
    return map(_TYPE, values)


def signature_key(op: Operation) -> tuple[int | None, ...]:
    """What an op's type constraints' verdict is a function of (its groups unsegmented):
    its operand types' identities, then (after None) its result types'."""
    return (*map(id, map(_TYPE, op._operands)), None, *map(id, map(_TYPE, op.results)))


@functools.cache
def _places() -> tuple[int, dict[str, list[int]]]:
    """Where the blocks of `DATA` start, and each dialect's `[start, end]` after that."""
    with open(DATA, "rb") as data:
        places = json.loads(data.readline())
        return data.tell(), places


@functools.cache
def _dialect_block(dialect: str) -> dict[str, Any] | None:
    """The constraint data of `dialect`'s ops in `DATA`, read alone (None: none)."""
    offset, places = _places()
    place = places.get(dialect)
    if place is None:
        return None
    with open(DATA, "rb") as data:
        data.seek(offset + place[0])
        found: dict[str, Any] = json.loads(data.read(place[1] - place[0]))
        return found


def stated(name: str) -> dict[str, Any] | None:
    """The ODS constraint data of upstream op `name` (`passgen.ods.constraints`'s form),
    its dialect's block read from `upstream_constraints.json` when first asked for."""
    dialect, _, mnemonic = name.partition(".")
    found = _dialect_block(dialect)
    if found is None or mnemonic not in found:
        return None
    entry, table = found[mnemonic], found[""]
    data: dict[str, Any] = {
        key: [[value, *table[index]] for value, index in entry[key]]
        for key in _INDEXED
        if key in entry
    }
    for key in ("traits", "natives"):
        if key in entry:
            data[key] = entry[key]
    return data


@functools.cache
def compiled(
    name: str, operands: str | None, results: str | None, segmented: bool
) -> OpConstraints | None:
    """`OpConstraints` of upstream op `name` (`stated`; the other arguments as its), made once
    per process for every context's dialects; None: none stated, or none checked."""
    data = stated(name)
    if data is None:
        return None
    found = OpConstraints(data, operands, results, segmented)
    return None if found.checks_nothing else found


def covered(data: dict[str, Any]) -> bool:
    """Whether every constraint of an op's ODS constraint data is in the vocabulary."""
    return OpConstraints(data).covered


@functools.cache
def inherent_attribute_checks(name: str) -> tuple[tuple[str, Predicate, str], ...]:
    """The attribute constraints `OpConstraints` checks for upstream op `name` (name, check,
    summary; by name), which MLIR's custom parsers also check on a parsed attribute
    dictionary (`verifyInherentAttrs`)."""
    data = stated(name)
    return () if data is None else tuple(OpConstraints(data).attributes)
