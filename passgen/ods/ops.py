"""Op definitions of MLIR's upstream dialects, from their ODS (`llvm-tblgen --dump-json`),
as the runtime's data: each op's name, the traits and interfaces the runtime uses, its
operand, result, region and successor groups and its memory effects.

    python -m passgen.ods.ops [INCLUDE_DIR] > runtime/ir/upstream_ops.json   (make import-ods)

Every `.td` file under `INCLUDE_DIR/mlir/Dialect` is read; ops are keyed by dialect and
mnemonic, so one defined in a file that others include is counted once. The runtime's own
dialects (builtin, func, arith, cf) are imported too: their hand-written definitions take the
groups and effects from here.

Each op is one JSON object on its own line (see `passgen.runtime.ir.ods` for the fields):
`traits` (in ODS order, the order of their verifiers; `HasParent` among them), `operands`
and `results` (one character per ODS group: `1` single, `?` optional, `*` variadic),
`regions` and `successors` (`1` one, `*` variadic; a group left out is not checked, as in a
project's dialect files), `effects`
(`[effect, target, resource]`, target `""` for the op, `operand N` or `result N` for a
decorated group; left out when the op has no memory effect interface whose effects ODS
states, and for `Pure` ops, which have none), `parents` (the op names of
`HasParent`/`ParentOneOf`), `interfaces` (the C++ names of every op interface the op
declares, `DeclareOpInterfaceMethods` included, in ODS order: what
`passgen.runtime.interfaces` looks implementations up by). `import_ods` also gives each op's
`constraints` (what ODS's generated verifier checks, `passgen.ods.constraints`), which go to
a file of their own (`upstream_constraints.json`) rather than this one.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .constraints import op_constraints
from .records import (
    INCLUDE,
    argument,
    cpp_class_name,
    dumps,
    flat_traits,
    op_records,
    records_of,
    td_files,
)

# ODS traits (native traits by C++ name, interfaces by C++ interface name) -> runtime traits.
_NATIVE = {
    "IsTerminator": "IsTerminator",
    "IsIsolatedFromAbove": "IsolatedFromAbove",
    "NoTerminator": "NoTerminator",
    "IsCommutative": "Commutative",
    "ConstantLike": "ConstantLike",
    "SymbolTable": "SymbolTable",
    "ReturnLike": "ReturnLike",
    "SingleBlock": "SingleBlock",
    "HasRecursiveMemoryEffects": "RecursiveMemoryEffects",
    "AttrSizedOperandSegments": "AttrSizedOperandSegments",
    "AttrSizedResultSegments": "AttrSizedResultSegments",
    "NoRegionArguments": "NoRegionArguments",
    "AlwaysSpeculatableImplTrait": "AlwaysSpeculatable",
    "RecursivelySpeculatableImplTrait": "RecursivelySpeculatable",
    "HasOnlyGraphRegion": "HasOnlyGraphRegion",
}
_INTERFACES = {
    "SymbolOpInterface": "Symbol",
    "FunctionOpInterface": "FunctionOpInterface",
    "CallOpInterface": "CallOpInterface",
    "BranchOpInterface": "BranchOpInterface",
}
_MEMORY_INTERFACE = "MemoryEffectOpInterface"

Effect = list[str]  # [effect, target, resource]


class _Op:
    """What the import collects about one op from its trait list; `classes` maps the C++
    class names of the file's ops to their op names (for `HasParent`)."""

    def __init__(self, classes: dict[str, str]) -> None:
        self.classes = classes
        self.parents: list[str] | None = None
        self.traits: dict[str, None] = {}  # in ODS order, which is the verifiers' order
        self.interfaces: dict[str, None] = {}  # every op interface, by C++ name, in ODS order
        self.effects: list[Effect] = []
        self.declared_effects = False  # a MemoryEffects<[...]> trait (NoMemoryEffect included)
        self.cpp_effects = False  # getEffects written in C++: not knowable here

    def read_traits(self, records: dict[str, Any], refs: list[dict[str, Any]]) -> None:
        """Collect the runtime traits and op-level effects among ODS trait references."""
        for record in flat_traits(records, refs):
            classes = record.get("!superclasses", [])
            if "SideEffectsTraitBase" in classes:
                if "MemoryEffects" in classes:
                    self.declared_effects = True
                    self.effects += [_effect(records, e, "") for e in record.get("effects", [])]
            elif "ParamNativeOpTrait" in classes and str(record.get("trait")).startswith(
                "HasParent<"
            ):
                self.read_parents(str(record["trait"]))
                if self.parents is not None:
                    self.traits["HasParent"] = None
            elif "NativeOpTrait" in classes:
                name = str(record.get("trait", "")).rsplit("::", 1)[-1]
                if name in _NATIVE:
                    self.traits[_NATIVE[name]] = None
            elif "OpInterfaceTrait" in classes:
                name = str(record.get("cppInterfaceName") or "").rsplit("::", 1)[-1]
                self.read_interface(records, record)
                if name in _INTERFACES:
                    self.traits[_INTERFACES[name]] = None
                elif name == _MEMORY_INTERFACE:
                    self.cpp_effects = True

    def read_interface(self, records: dict[str, Any], record: dict[str, Any]) -> None:
        """Record an op interface and, after it, the interfaces it derives from
        (`baseInterfaces`: `FunctionOpInterface` is a `CallableOpInterface`)."""
        name = str(record.get("cppInterfaceName") or "").rsplit("::", 1)[-1]
        if name and name not in self.interfaces:
            self.interfaces[name] = None
            for base in record.get("baseInterfaces", []):
                self.read_interface(records, records.get(base.get("def", ""), {}))

    def read_parents(self, trait: str) -> None:
        """The op names of `HasParent<A, B>::Impl`'s classes (left out when one is not an
        op of the file, e.g. an interface)."""
        names = trait.removeprefix("HasParent<").removesuffix(">::Impl").split(",")
        parents = [self.classes.get(name.strip().rsplit("::", 1)[-1]) for name in names]
        if all(parents):
            self.parents = [p for p in parents if p]


def _effect(records: dict[str, Any], ref: dict[str, Any], target: str) -> Effect:
    record = records.get(ref.get("def", ""), {})
    effect = str(record.get("effect", "")).rsplit("::", 1)[-1]
    resource = str(record.get("resource", "")).rsplit("::", 1)[-1]
    return [effect, target, resource]


def _groups(
    records: dict[str, Any], dag: dict[str, Any], kind: str, op: _Op, target: str | None = None
) -> str:
    """One character per operand/result/region/successor group of an ODS dag (`1`, `?`,
    `*`); decorated operands and results add their effects to `op` (target `target N`)."""
    found = ""
    for arg, _name in dag.get("args", []):
        record, decorators = argument(records, arg)
        classes = record.get("!superclasses", [])
        if kind not in classes:
            continue  # an attribute or a property among the arguments
        for decorator in decorators:
            if "MemoryEffect" in records.get(decorator.get("def", ""), {}).get("!superclasses", []):
                op.effects.append(_effect(records, decorator, f"{target} {len(found)}"))
        if "Optional" in classes:
            found += "?"
        elif any(c.startswith("Variadic") for c in classes):
            found += "*"
        else:
            found += "1"
    return found


def _required_attributes(records: dict[str, Any], dag: dict[str, Any]) -> list[str]:
    """The attribute arguments an op must have: neither optional nor default-valued (what
    ODS's generated verifier reports as `requires attribute 'x'`)."""
    names = []
    for arg, name in dag.get("args", []):
        record, _ = argument(records, arg)
        if (
            "Attr" in record.get("!superclasses", [])
            and not record.get("isOptional")
            and not record.get("defaultValue")
        ):
            names.append(name)
    return names


def _definition(
    records: dict[str, Any], record: dict[str, Any], classes: dict[str, str]
) -> dict[str, Any]:
    op = _Op(classes)
    op.read_traits(records, record.get("traits", []))
    definition: dict[str, Any] = {
        "operands": _groups(records, record["arguments"], "TypeConstraint", op, "operand"),
        "results": _groups(records, record["results"], "TypeConstraint", op, "result"),
    }
    for key, kind in (("regions", "Region"), ("successors", "Successor")):
        definition[key] = _groups(records, record[key], kind, op)
    required = _required_attributes(records, record["arguments"])
    if required:
        definition["attributes"] = required
    interface = op.declared_effects or bool(op.effects)
    if interface and not op.effects and not op.cpp_effects:
        op.traits["Pure"] = None  # no memory effects: what cse and dead-code removal need
    elif interface and not op.cpp_effects:
        definition["effects"] = op.effects
    if op.parents is not None:
        definition["parents"] = op.parents
    constraints = op_constraints(
        records, record, list(flat_traits(records, record.get("traits", [])))
    )
    if constraints:
        definition["constraints"] = constraints
    definition["traits"] = list(op.traits)
    if op.interfaces:
        definition["interfaces"] = list(op.interfaces)
    return definition


def ops_of(td_file: Path, include: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """dialect -> op mnemonic -> definition, for the ops `td_file` defines or includes ({}
    when llvm-tblgen cannot read it on its own)."""
    records = records_of(td_file, include)
    ops = op_records(records)
    classes = {cpp_class_name(record["!name"]): f"{dialect}.{op}" for dialect, op, record in ops}
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for dialect, op, record in ops:
        found.setdefault(dialect, {})[op] = _definition(records, record, classes)
    return found


def import_ods(include: Path = INCLUDE) -> dict[str, dict[str, dict[str, Any]]]:
    """Every upstream dialect's op definitions, sorted (deterministic output)."""
    merged: dict[str, dict[str, dict[str, Any]]] = {}
    for td_file in td_files(include):
        for dialect, ops in ops_of(td_file, include).items():
            merged.setdefault(dialect, {}).update(ops)
    return {dialect: dict(sorted(ops.items())) for dialect, ops in sorted(merged.items())}


def without_constraints(
    definitions: dict[str, dict[str, dict[str, Any]]],
) -> dict[str, dict[str, dict[str, Any]]]:
    """`definitions` as `upstream_ops.json` holds them: each op's `constraints` left out."""
    return {
        dialect: {
            name: {key: value for key, value in op.items() if key != "constraints"}
            for name, op in ops.items()
        }
        for dialect, ops in definitions.items()
    }


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    sys.stdout.write(dumps(without_constraints(import_ods(root))))
