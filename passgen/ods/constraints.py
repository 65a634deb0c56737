"""The ODS constraints of an op that mlir-tblgen's generated `verifyInvariantsImpl` checks,
as data the runtime interprets (`passgen.runtime.ir.constraints`): each operand and result
group's type constraint, each region's and attribute's constraint, and the `AllTypesMatch`
traits, with their `summary` (the text of MLIR's messages); then the native traits whose
verifiers the runtime has (`natives`, in ODS order: `SameOperandsAndResultType`, ...).

A predicate is its ODS predicate tree: a string is a `CPred`'s C++ expression (whitespace
collapsed), `["and", ...]`, `["or", ...]` and `["not", p]` combine, and `["subst", replacement,
p]` is `SubstLeaves` (`$_self` in `p`'s leaves stands for `replacement`), with the two forms
the runtime knows named: `["element", p]` (of a shaped or complex type's element type, ODS's
`ShapedContainerType`/`Complex`) and `["each", p]` (of every element of an array attribute,
`TypedArrayAttrBase`). `None` is a constraint that always holds (`AnyType`, `AnyRegion`, ...), which
the runtime skips. The runtime implements a vocabulary of leaves; a constraint with another
leaf is left unchecked, and `coverage` reports how many ops are fully checked.

`make import-ods` writes them to `runtime/ir/upstream_constraints.json` (`dumps`), apart from
the rest of the ops' data, which start-up reads: a block per dialect whose `""` entry is the
table of its distinct `[predicate, summary]` pairs, which each op's groups, regions and
attributes name by index (most are shared: 2.5 MB of data before, 0.65 MB after), found
by the places its first line gives.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .records import argument, base_attr

Predicate = Any  # str | list | None, as described above
_COMBINERS = {
    "PredCombinerAnd": "and",
    "PredCombinerOr": "or",
    "PredCombinerNot": "not",
    "PredCombinerSubstLeaves": "subst",
    "PredCombinerConcat": "concat",
}
_TRUE = "true"
_COMPLEX_ELEMENT = "::llvm::cast<::mlir::ComplexType>($_self).getElementType()"
# Concat (prefix, suffix) around a SubstLeaves of `name` -> the form the runtime knows.
_WRAPPERS = {
    (
        "[](::mlir::Type elementType) { return ",
        "; }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())",
    ): ("element", "elementType"),
    (
        "::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) "
        "{ return attr && (",
        "); })",
    ): ("each", "attr"),
}  # the C++ predicate of constraints that always hold


def predicate(records: dict[str, Any], ref: Any) -> Predicate:
    """The predicate tree of an ODS `Pred` reference (None: always true)."""
    record = records.get(ref.get("def", ""), {}) if isinstance(ref, dict) else {}
    classes = record.get("!superclasses", [])
    if "CPred" in classes:
        text = " ".join(str(record.get("predExpr", "")).split())
        return None if text.strip("()") == _TRUE else text
    if "CombinedPred" not in classes:
        return None
    kind = records.get(record.get("kind", {}).get("def", ""), {}).get("!name", "")
    combiner = _COMBINERS.get(kind, kind)
    children = [predicate(records, child) for child in record.get("children", [])]
    if combiner in ("subst", "concat") and children == [None]:
        return None  # of a part that always holds (a container of `AnyType`)
    if combiner == "subst":
        replacement = " ".join(str(record.get("replacement", "")).split())
        if replacement == _COMPLEX_ELEMENT:
            return ["element", *children]
        return ["subst", replacement, *children]
    if combiner == "concat":
        wrap = (record.get("prefix", ""), record.get("suffix", ""))
        inner = children[0] if len(children) == 1 else None
        named = _WRAPPERS.get(wrap)
        if named and isinstance(inner, list) and inner[:2] == ["subst", named[1]]:
            return [named[0], *inner[2:]]
        return ["concat", *wrap, *children]
    if combiner == "and":
        children = [child for child in children if child is not None]
        if not children:
            return None
        return children[0] if len(children) == 1 else ["and", *children]
    if combiner == "or" and None in children:
        return None
    return [combiner, *children]


def _constraint(records: dict[str, Any], record: dict[str, Any]) -> tuple[Predicate, str]:
    return predicate(records, record.get("predicate")), str(record.get("summary", ""))


def value_constraints(records: dict[str, Any], dag: dict[str, Any], kind: str) -> list[Any]:
    """`[name, predicate, summary]` per operand or result group of an ODS dag (`kind`:
    `TypeConstraint`), or per region (`Region`); for variadic groups the predicate is of
    each element, as ODS checks it."""
    found = []
    for arg, name in dag.get("args", []):
        record, _ = argument(records, arg)
        if kind not in record.get("!superclasses", []):
            continue
        check, summary = _constraint(records, record)
        found.append([name, check, summary])
    return found


def attribute_constraints(records: dict[str, Any], dag: dict[str, Any]) -> list[Any]:
    """`[name, predicate, summary]` per attribute argument, in ODS order (of the attribute
    an `OptionalAttr`/`DefaultValuedAttr` wraps: absent ones are not checked)."""
    found = []
    for arg, name in dag.get("args", []):
        record, _ = argument(records, arg)
        if "Attr" not in record.get("!superclasses", []):
            continue
        check = predicate(records, record.get("predicate"))
        if check is None:
            check = predicate(records, base_attr(records, record).get("predicate"))
        found.append([name, check, str(record.get("summary", ""))])
    return found


_MATCHING = ("AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch")


def trait_constraints(records: dict[str, Any], traits: list[dict[str, Any]]) -> list[Any]:
    """`[kind, names, summary, detail]` per `PredOpTrait` among an op's flat traits, in
    order: kind one of `_MATCHING` (names: the values that must match), `TypesMatchWith`
    (names: lhs and rhs; detail: the C++ transformer of lhs's type), or `PredOpTrait` for the
    others (detail: the predicate tree), which the runtime interprets from a vocabulary."""
    found = []
    for record in traits:
        classes = record.get("!superclasses", [])
        summary = str(record.get("summary", ""))
        kind = next((name for name in _MATCHING if name in classes), None)
        if kind is not None:
            found.append([kind, list(record.get("values", [])), summary, None])
        elif "TypesMatchWith" in classes and "OptionalTypesMatchWith" not in classes:
            names = [str(record.get("lhs")), str(record.get("rhs"))]
            transformer = " ".join(str(record.get("transformer", "")).split())
            found.append(["TypesMatchWith", names, summary, transformer])
        elif "PredOpTrait" in classes:
            found.append(["PredOpTrait", [], summary, predicate(records, record["predicate"])])
    return found


def native_checks(traits: list[dict[str, Any]]) -> list[str]:
    """The native traits among an op's flat `traits` that the runtime verifies
    (`TRAIT_VERIFIERS`), by C++ name in ODS order, the order their verifiers run in."""
    from passgen.runtime.ir.trait_verifiers import TRAIT_VERIFIERS

    found = []
    for record in traits:
        name = str(record.get("trait", "")).rsplit("::", 1)[-1]
        if "NativeOpTrait" in record.get("!superclasses", []) and name in TRAIT_VERIFIERS:
            found.append(name)
    return found


def op_constraints(
    records: dict[str, Any], record: dict[str, Any], traits: list[dict[str, Any]]
) -> dict[str, Any]:
    """The constraints of one op (`record`, its flat `traits`), keys left out when empty."""
    found = {
        "operands": value_constraints(records, record["arguments"], "TypeConstraint"),
        "results": value_constraints(records, record["results"], "TypeConstraint"),
        "regions": value_constraints(records, record["regions"], "Region"),
        "attributes": attribute_constraints(records, record["arguments"]),
        "traits": trait_constraints(records, traits),
        "natives": native_checks(traits),
    }
    return {key: value for key, value in found.items() if value}


_INDEXED = ("operands", "results", "regions", "attributes")  # [name, predicate, summary] lists


def dumps(definitions: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The text of the ops' `constraints` in `definitions` (`import_ods`'s): a first line
    mapping each dialect to where its block is (`[start, end]`, in bytes after that line),
    then each dialect's block, a JSON object of an op per line after the `""` table of its
    `[predicate, summary]` pairs (the runtime reads a dialect's block alone, by its place)."""
    blocks: dict[str, str] = {}
    for dialect, ops in definitions.items():
        table: dict[str, int] = {}
        lines = []
        for name, op in ops.items():
            stated = op.get("constraints")
            if not stated:
                continue
            entry = {
                key: [
                    [value, table.setdefault(json.dumps([tree, summary]), len(table))]
                    for value, tree, summary in stated[key]
                ]
                for key in _INDEXED
                if key in stated
            }
            for key in ("traits", "natives"):
                if key in stated:
                    entry[key] = stated[key]
            lines.append(f"{json.dumps(name)}: {json.dumps(entry, sort_keys=True)}")
        if lines:
            pairs = f'"": [{", ".join(table)}]'
            blocks[dialect] = "{\n" + ",\n".join([pairs, *lines]) + "\n}\n"
    places, start = {}, 0
    for dialect, text in blocks.items():  # ASCII (json.dumps escapes the rest): bytes = chars
        places[dialect] = [start, start + len(text)]
        start += len(text)
    return json.dumps(places) + "\n" + "".join(blocks.values())


def coverage(definitions: dict[str, dict[str, dict[str, Any]]]) -> tuple[int, int]:
    """(ops whose every constraint the runtime checks, ops with constraints)."""
    from passgen.runtime.ir.constraints import covered

    stated = [op.get("constraints") for ops in definitions.values() for op in ops.values()]
    return sum(covered(data) for data in stated if data), sum(bool(data) for data in stated)


if __name__ == "__main__":
    from .ops import INCLUDE, import_ods

    found = import_ods(Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE)
    sys.stdout.write(dumps(found))
    checked, constrained = coverage(found)
    print(f"constraints: {checked} of {constrained} ops checked in full", file=sys.stderr)
