"""Each op's inherent attributes and properties, and the values MLIR gives those its input
leaves out, for every dialect whose ODS libmlir-22-dev installs (builtin, func, arith and cf
included), as the runtime's data:

    python -m passgen.ods.properties [INCLUDE_DIR] > runtime/ir/op_properties.json   (make import-ods)

Inherent attributes are the op's attribute arguments: written in the attribute dictionary,
they move to the properties (a property that is no attribute does not). For defaults, from ODS, the rule MLIR's generated `populateDefaultProperties` and property storage follow:
an attribute argument with a default value that is not optional (`DefaultValuedAttr`) and
every argument that is a property but no attribute (`DefaultValuedProp`, `UnitProp`,
`OptionalProp`, ...: its storage always holds a value, printed in the generic form). The
value each takes is what mlir-opt prints for it: each such op is parsed without any
property (verification off) and its printed properties are kept, so C++ default values
never need translating.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from .records import (
    INCLUDE,
    argument,
    base_attr,
    dumps,
    flat_traits,
    op_records,
    records_of,
    storage_class,
    td_files,
)

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SPLIT = "// -----"


# The storage classes of builtin attributes whose properties MLIR converts by class
# (`convertFromAttribute`: a `dyn_cast` to the class or interface), and the runtime's names
# for them.
_STORAGE_KINDS = {
    "::mlir::IntegerAttr": "integer",
    "::mlir::BoolAttr": "bool",
    "::mlir::FloatAttr": "float",
    "::mlir::StringAttr": "string",
    "::mlir::ArrayAttr": "array",
    "::mlir::DictionaryAttr": "dictionary",
    "::mlir::UnitAttr": "unit",
    "::mlir::TypeAttr": "type",
    "::mlir::SymbolRefAttr": "symbol",
    "::mlir::FlatSymbolRefAttr": "flat-symbol",
    "::mlir::DenseBoolArrayAttr": "array<i1>",
    "::mlir::DenseI8ArrayAttr": "array<i8>",
    "::mlir::DenseI16ArrayAttr": "array<i16>",
    "::mlir::DenseI32ArrayAttr": "array<i32>",
    "::mlir::DenseI64ArrayAttr": "array<i64>",
    "::mlir::DenseF32ArrayAttr": "array<f32>",
    "::mlir::DenseF64ArrayAttr": "array<f64>",
    "::mlir::TypedAttr": "typed",
}
Names = tuple[list[str], list[str], list[tuple[str, str]]]
_SEGMENT_TRAITS = {
    "AttrSizedOperandSegments": "operandSegmentSizes",
    "AttrSizedResultSegments": "resultSegmentSizes",
}


def property_kind(records: dict[str, Any], definition: dict[str, Any]) -> str | None:
    """What class an attribute argument's property converts from (`op_properties`'
    kinds): a builtin storage class, an integer enum (`enum:WIDTH:VALUES` or
    `bits:WIDTH:MASK`) or a dialect attribute (`#dialect.mnemonic`); None for the others
    (interfaces, `Attribute`), which take any attribute or are not checked."""
    base = base_attr(records, definition)
    storage = storage_class(definition)
    classes = base.get("!superclasses", [])
    if storage in _STORAGE_KINDS:
        return _STORAGE_KINDS[storage]
    mask = (1 << base.get("bitwidth", 0)) - 1
    values = [records[e["def"]]["value"] & mask for e in base.get("enumerants", [])]
    if "IntEnumAttr" in classes and base.get("genSpecializedAttr"):  # as unsigned bits
        return f"enum:{base['bitwidth']}:{','.join(map(str, sorted(set(values))))}"
    if "BitEnumAttr" in classes and base.get("genSpecializedAttr"):
        flags = 0
        for value in values:
            flags |= value
        return f"bits:{base['bitwidth']}:{flags}"
    if "AttrDef" in classes and base.get("mnemonic") and isinstance(base.get("dialect"), dict):
        dialect = records.get(base["dialect"]["def"], {}).get("name")
        return f"#{dialect}.{base['mnemonic']}" if dialect else None
    return None


def property_names(records: dict[str, Any]) -> dict[str, Names]:
    """Full op name -> (its inherent attributes, the attributes and properties MLIR gives a
    value when the input has none, the kinds of its attributes in ODS order)."""
    found: dict[str, Names] = {}
    for dialect, mnemonic, record in op_records(records):
        inherent: list[str] = []
        defaulted: list[str] = []
        kinds: list[tuple[str, str]] = []
        for ref, name in record.get("arguments", {}).get("args", []):
            definition, _ = argument(records, ref)  # `Arg<...>` unwrapped
            classes = definition.get("!superclasses", [])
            if "Attr" in classes:
                inherent.append(name)
                if definition.get("defaultValue") and not definition.get("isOptional"):
                    defaulted.append(name)
                kind = property_kind(records, definition)
                if kind is not None:
                    kinds.append((name, kind))
            elif "Property" in classes:  # kept apart from the attributes, even in the input
                defaulted.append(name)
        inherent += segment_sizes(records, record)
        if inherent or defaulted:
            found[f"{dialect}.{mnemonic}"] = (sorted(inherent), defaulted, kinds)
    return found


def segment_sizes(records: dict[str, Any], record: dict[str, Any]) -> list[str]:
    """The segment size attributes an op's traits give it (`operandSegmentSizes` of
    `AttrSizedOperandSegments`, `resultSegmentSizes`): inherent, as its arguments are."""
    names = {trait.get("!name") for trait in flat_traits(records, record.get("traits", []))}
    return [name for trait, name in _SEGMENT_TRAITS.items() if trait in names]


def printed_defaults(names: dict[str, list[str]]) -> dict[str, dict[str, str]]:
    """What mlir-opt prints for the `names` of each op created without properties."""
    from passgen.runtime.asm import parse_source
    from passgen.runtime.ir import Context

    ops = sorted(op for op, wanted in names.items() if wanted)
    source = f"\n{SPLIT}\n".join(f'"{op}"() : () -> ()' for op in ops) + "\n"
    result = subprocess.run(
        [
            MLIR_OPT,
            "--split-input-file",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "--mlir-print-op-generic",
            "--allow-unregistered-dialect",
            "-",
        ],
        input=source,
        capture_output=True,
        text=True,
        check=False,
    )
    found: dict[str, dict[str, str]] = {}
    for chunk in result.stdout.split(SPLIT):
        if not chunk.strip():
            continue
        module = parse_source(chunk, Context(allow_unregistered_dialects=True))
        op = module.regions[0].blocks[0].first_op
        assert op is not None
        wanted = names[op.name.name]
        found[op.name.name] = {
            name: op.properties[name].text for name in wanted if name in op.properties
        }
    return found


def import_properties(include: Path = INCLUDE) -> dict[str, dict[str, dict[str, Any]]]:
    """Dialect -> full op name -> {"inherent": attribute names, "defaults": {name: printed
    default}}, for the ops with inherent attributes or properties, sorted (deterministic
    output; the runtime reads a dialect's block when it needs it)."""
    names: dict[str, Names] = {}
    for td_file in td_files(include):
        names.update(property_names(records_of(td_file, include)))
    defaults = printed_defaults({op: defaulted for op, (_, defaulted, _) in names.items()})
    by_dialect: dict[str, dict[str, dict[str, Any]]] = {}
    for op, (inherent, _, kinds) in sorted(names.items()):
        by_dialect.setdefault(op.partition(".")[0], {})[op] = {
            "defaults": dict(sorted(defaults.get(op, {}).items())),
            "inherent": inherent,
            "kinds": [list(kind) for kind in kinds],
        }
    return dict(sorted(by_dialect.items()))


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    sys.stdout.write(dumps(import_properties(root)))
