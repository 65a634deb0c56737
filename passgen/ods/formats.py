"""The assembly formats of MLIR's upstream ops, from their ODS, as the data a runtime
interpreter of the declarative format language needs (what mlir-tblgen's OpFormatGen reads
of an `Operator` to generate an op's parser and printer):

    python -m passgen.ods.formats [INCLUDE_DIR] > runtime/ir/upstream_formats.json   (make import-ods)

The .td files are those `passgen.ods.ops` reads (every one under mlir/Dialect, then
BuiltinOps.td); an op defined in a file others include is counted once. The output is the
json-block layout of `upstream_ops.json` (`passgen.runtime.ir.json_blocks` decodes one
dialect's block alone): one block per dialect, one entry per line, sorted, so two runs
write the same bytes.

A dialect's block maps op mnemonics to op entries, and holds the tables its ops share under
keys that no mnemonic takes (a `!` and a fully qualified C++ name):

`"!dialect"`: `{"use_properties": bool}`, whether the dialect stores inherent attributes
as properties (ODS `usePropertiesForAttributes`): parsed attributes of the format go to
the properties then, else to the attribute dictionary.

`"!enum ::ns::Enum"`: an enum (ODS `EnumInfo`), keyed by its C++ type:
- `width`: the bit width of its integer storage;
- `cases`: `[str, value]` per case in ODS order (`str` is what is printed and parsed);
- for a bit enum, `bits: true`, `separator` (`"|"`, `", "`, ...: printing joins with it,
  parsing splits on its `|` or `,` with spaces optional), `groups` (the strs of its group
  cases), `primary_groups` (ODS `printBitEnumPrimaryGroups`: a group printed removes its
  bits), `quoted` (`printBitEnumQuoted`: a dialect attribute prints several flags
  quoted) and `valid_bits`.
Printing a value (mlir-tblgen's `stringify`): a plain enum prints the str of the case with
that value; a bit enum prints the str of its value-0 case for 0, else the strs of the cases
(in ODS order, value 0 left out) whose bits are all set, joined by `separator`.

`"!attr ::ns::SomeAttr"`: an attribute class that has a printer and parser of its own, so
that OpFormatGen prints it stripped (`printStrippedAttrOrType`: `#arith.fastmath<fast>` is
printed `<fast>`) and parses it with `parseCustomAttributeWithFallback` (the stripped form,
or a full attribute starting with `#`): a dialect attribute (ODS `AttrDef` with a mnemonic
and an `assemblyFormat` or a C++ one): `dialect`, `mnemonic`, `format` (its assembly format,
in the attribute/type format language) or `cpp_format: true`, `parameters` (names), and
`enum` (a `"!enum ..."` key) for a dialect `EnumAttr`; or a builtin dense array
(`DenseI64ArrayAttr`, ...): `dense_array` (its element type: stripped, `[1, 2]`). A storage
class without an entry prints and parses in full (`printAttribute`).

`"!type ::ns::SomeType"`: the same for a dialect type class (`TypeDef`): `dialect`,
`mnemonic`, `format` or `cpp_format`, `parameters`. `type($x)` of a single operand or result
whose constraint class has an entry prints the type stripped when the type is of that class
(`!llvm.ptr<1>` -> `<1>`) and parses it with `parseCustomTypeWithFallback`.

An op entry:
- `format`: the `assemblyFormat` string as ODS spells it (offsets of format errors index it);
  or `cpp_format: true` when the op's syntax is C++ (`hasCustomAssemblyFormat`); neither key:
  the op prints in the generic form.
- `operands`, `results`: one object per ODS group, in order: `name`, `kind` (`single`,
  `optional`, `variadic`, `variadic-of-variadic`; the last with `segments`, the name of its
  segment-size attribute, elided from the attr-dict and filled by the parser), `type` (the
  MLIR text of the constraint's buildable type, ODS `builderCall`: what an elided `type($x)`
  resolves to, `I32` -> `i32`) or `builder` (the C++ builder call, when it is no type text
  this importer knows how to write), and `type_class` (a `"!type ..."` key, single groups
  only: `type($x)` prints stripped) or `type_kind` (a builtin class of
  `passgen.runtime.asm.format.builtin_kinds.KINDS`, `RankedTensorType`, single groups only:
  `type($x)` reads a type of that class only, `parseCustomTypeWithFallback<Class>`).
- `regions`, `successors`: `name` and `kind` (`single` or `variadic`) per group.
- `attributes`: the op's attribute and property arguments in ODS order: `name`, `optional`
  (ODS `OptionalAttr`/`isOptional`), `default` (ODS `defaultValue`, C++ text; the value
  mlir-opt prints for it is `op_properties.json`'s `defaults`), and how the format reads and
  writes it, `syntax`, in OpFormatGen's order of precedence:
  - `enum`: an enum attribute (ODS `I32EnumAttr`, `I64EnumAttr`, `BitEnumAttr`...: an
    IntegerAttr of `width` bits) printed as its case str (a keyword, or a string when the
    str is no keyword) and parsed from a keyword or string; `enum` is its `"!enum ..."` key;
  - `symbol`: a `SymbolNameAttr`, printed and parsed as a symbol name (`@name`);
  - `typed`: an attribute with a buildable value type (`I64Attr`, `F32Attr`, `StrAttr`,
    `UnitAttr`: ODS `valueType`): `type` (or `builder`) as for operands; printed without
    its type (`printAttributeWithoutType`), parsed with that type;
  - `attribute`: storage `::mlir::Attribute` (any attribute), printed and parsed in full;
  - `stripped`: any other storage class: `printStrippedAttrOrType`, i.e. stripped when
    the class has an `"!attr ..."` entry, in full otherwise;
  - `property`: an ODS `Property` that is no attribute: `storage` (C++ type), `classes`
    (its ODS property classes, `UnitProp`, `EnumProp`, `OptionalProp`, ...), `enum` when
    it has one, and its C++ `parser`, `optional_parser` and `printer` (whitespace collapsed).
  Attributes also carry `storage` (the C++ storage class, fully qualified, a key of the
  `"!attr ..."` table when it has an entry), `unit: true` for a `UnitAttr` (an optional
  group anchored on it elides it: present iff the group is), and, for a `TypeAttr`,
  `return_type` (the C++ class of the type it holds, e.g. `::mlir::FunctionType`).
- `traits`: the traits the format's type inference and region handling read, in ODS order,
  each `{"trait": name, ...}`: `SameOperandsAndResultType`, `SameTypeOperands`,
  `AllTypesMatch` (`values`), `TypesMatchWith` (`lhs`, `rhs`, `transformer`: C++ with
  `$_self` for the type of `lhs`; `RangedTypesMatchWith` too),
  `ShapedTypeMatchesElementCountAndTypes` (`shaped`, `elements`: the types of the variadic
  `elements` are the element type of `shaped`, once per element), `AllElementTypesMatch`
  (`values`), `InferTypeOpInterface` (declared: the result types come from the op's
  `inferReturnTypes` when the format names none and the traits above leave one unknown),
  `FirstAttrDerivedResultType`, `AttrSizedOperandSegments`, `AttrSizedResultSegments`
  (their segment sizes are elided from the attr-dict and computed by the parser),
  `SingleBlock`, `SingleBlockImplicitTerminator` (`terminator`: the op name, when known,
  that the parser adds to an empty block and the printer leaves out), and
  `OpAsmOpInterface` (`methods`: those the op declares, e.g. `getAsmResultNames`).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passgen.runtime.asm.format.builtin_kinds import KINDS

from .records import (
    INCLUDE,
    argument,
    base_attr,
    cpp_class_name,
    dumps,
    flat_traits,
    op_records,
    qualified,
    records_of,
    storage_class,
    td_files,
)

Entry = dict[str, Any]

# Traits by the name of their record, for those OpFormatGen tests by name.
_NAMED_TRAITS = ("SameOperandsAndResultType", "SameTypeOperands")
# Native traits by their C++ trait name.
_NATIVE_TRAITS = (
    "FirstAttrDerivedResultType",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "SingleBlock",
)
_DENSE_ARRAYS = {
    "::mlir::DenseBoolArrayAttr": "i1",
    "::mlir::DenseI8ArrayAttr": "i8",
    "::mlir::DenseI16ArrayAttr": "i16",
    "::mlir::DenseI32ArrayAttr": "i32",
    "::mlir::DenseI64ArrayAttr": "i64",
    "::mlir::DenseF32ArrayAttr": "f32",
    "::mlir::DenseF64ArrayAttr": "f64",
}
# Builtin types by the C++ class a builder call names.
_BUILTIN_TYPES = {
    "IndexType": "index",
    "NoneType": "none",
    "BFloat16Type": "bf16",
    "Float16Type": "f16",
    "Float32Type": "f32",
    "Float64Type": "f64",
    "Float8E8M0FNUType": "f8E8M0FNU",
}
# Dialect types whose class is C++ (no TypeDef): their text.
_CPP_TYPES = {
    "::mlir::gpu::AsyncTokenType": "!gpu.async.token",
    "::mlir::gpu::SparseDnTensorHandleType": "!gpu.sparse.dntensor_handle",
    "::mlir::gpu::SparseSpGEMMOpHandleType": "!gpu.sparse.spgemmop_handle",
    "::mlir::gpu::SparseSpMatHandleType": "!gpu.sparse.spmat_handle",
    "::mlir::LLVM::LLVMTokenType": "!llvm.token",
}
_FLOAT_GETTERS = {"getIndexType": "index", "getBF16Type": "bf16"} | {
    f"getF{width}Type": f"f{width}" for width in (16, 32, 64, 80, 128)
}
_WHITESPACE = re.compile(r"\s+")


def builtin_kind(cpp_class: Any) -> str | None:
    """The builtin class (`RankedTensorType`) whose kind `type($x)` checks when parsing
    (`passgen.runtime.asm.format.builtin_kinds`), for a constraint's C++ class."""
    if not isinstance(cpp_class, str):
        return None
    name = qualified(cpp_class).removeprefix("::").removeprefix("mlir::")
    return name if name in KINDS else None


def _collapsed(text: str) -> str:
    return _WHITESPACE.sub(" ", text).strip()


@dataclass
class _Dialect:
    """One dialect's block: its op entries and the tables they share."""

    use_properties: bool = True
    ops: dict[str, Entry] = field(default_factory=dict)
    shared: dict[str, Entry] = field(default_factory=dict)

    def block(self) -> dict[str, Entry]:
        entries = {"!dialect": {"use_properties": self.use_properties}}
        return entries | dict(sorted(self.shared.items())) | dict(sorted(self.ops.items()))


@dataclass(frozen=True)
class _Class:
    """A dialect attribute or type class (ODS `AttrDef`/`TypeDef` with a mnemonic)."""

    key: str  # its `"!attr ..."`/`"!type ..."` key
    entry: Entry
    printed: bool  # it has a printer and parser of its own: printed stripped
    enum: tuple[str, Entry] | None  # a dialect EnumAttr's enum: key and entry
    defaults: tuple[str, ...]  # its parameters' default values (C++)


def enum_entry(records: dict[str, Any], info: dict[str, Any]) -> tuple[str, Entry]:
    """The key and `"!enum ..."` entry of an ODS enum (`EnumInfo`)."""
    cases = [records.get(ref.get("def", ""), {}) for ref in info.get("enumerants", [])]
    entry: Entry = {
        "width": info["bitwidth"],
        "cases": [[case["str"], case["value"]] for case in cases],
    }
    if "BitEnumBase" in info.get("!superclasses", []):
        groups = [
            case["str"]
            for case in cases
            if any(c.endswith("CaseGroup") for c in case.get("!superclasses", []))
        ]
        entry |= {
            "bits": True,
            "separator": info.get("separator", "|"),
            "groups": groups,
            "primary_groups": bool(info.get("printBitEnumPrimaryGroups")),
            "quoted": bool(info.get("printBitEnumQuoted")),
            "valid_bits": info.get("validBits"),
        }
    return f"!enum {qualified(info['cppType'])}", entry


def classes_of(records: dict[str, Any]) -> dict[str, _Class]:
    """The dialect attribute and type classes among `records`, by C++ class."""
    found: dict[str, _Class] = {}
    for kind, table in (("AttrDef", "!attr"), ("TypeDef", "!type")):
        for name in records.get("!instanceof", {}).get(kind, []):
            record = records[name]
            dialect = records.get(record.get("dialect", {}).get("def", ""), {}).get("name")
            if not (isinstance(record.get("cppType"), str) and dialect and record.get("mnemonic")):
                continue
            cpp_class = qualified(record["cppType"])
            parameters = [
                (records.get(ref.get("def", ""), {}) if isinstance(ref, dict) else {}, name)
                for ref, name in record.get("parameters", {}).get("args", [])
            ]
            entry: Entry = {"dialect": dialect, "mnemonic": record["mnemonic"]}
            format_ = record.get("assemblyFormat")
            entry |= {"format": format_} if format_ else {"cpp_format": True}
            entry["parameters"] = [name for _, name in parameters]
            enum = None
            if isinstance(record.get("enum"), dict):
                enum = enum_entry(records, records[record["enum"]["def"]])
                entry["enum"] = enum[0].removeprefix("!enum ")
            found[cpp_class] = _Class(
                f"{table} {cpp_class}",
                entry,
                bool(format_ or record.get("hasCustomAssemblyFormat")),
                enum,
                tuple(str(p.get("defaultValue")) for p, _ in parameters),
            )
    return found


class _Reader:
    """Reads the op records of one llvm-tblgen dump into dialect blocks; `classes`: the
    dialect attribute and type classes of every dump."""

    def __init__(self, records: dict[str, Any], classes: dict[str, _Class]) -> None:
        self.records = records
        self.classes = classes
        self.op_names: dict[str, str] = {}

    def record(self, ref: Any) -> dict[str, Any]:
        found: dict[str, Any] = (
            self.records.get(ref.get("def", ""), {}) if isinstance(ref, dict) else {}
        )
        return found

    def read(self, blocks: dict[str, _Dialect]) -> None:
        ops = op_records(self.records)
        self.op_names = {cpp_class_name(r["!name"]): f"{d}.{m}" for d, m, r in ops}
        for dialect, mnemonic, record in ops:
            block = blocks.setdefault(dialect, _Dialect())
            block.use_properties = bool(
                self.record(record.get("opDialect")).get("usePropertiesForAttributes", 1)
            )
            block.ops[mnemonic] = self.op(record, block)

    def op(self, record: dict[str, Any], block: _Dialect) -> Entry:
        entry: Entry = {}
        if isinstance(record.get("assemblyFormat"), str) and record["assemblyFormat"].strip():
            entry["format"] = record["assemblyFormat"]
        elif record.get("hasCustomAssemblyFormat"):
            entry["cpp_format"] = True
        arguments = record.get("arguments", {}).get("args", [])
        entry["operands"] = [
            self.value(constraint, name, block)
            for constraint, name in self._arguments(arguments)
            if "TypeConstraint" in constraint.get("!superclasses", [])
        ]
        entry["results"] = [
            self.value(constraint, name, block)
            for constraint, name in self._arguments(record.get("results", {}).get("args", []))
        ]
        for key, variadic in (("regions", "VariadicRegion"), ("successors", "VariadicSuccessor")):
            entry[key] = [
                {"name": name} | ({"kind": "variadic"} if variadic in r["!superclasses"] else {})
                for r, name in self._arguments(record.get(key, {}).get("args", []))
            ]
        entry["attributes"] = [
            self.attribute(constraint, name, block)
            for constraint, name in self._arguments(arguments)
            if {"Attr", "Property"} & set(constraint.get("!superclasses", []))
        ]
        entry["traits"] = self.traits(record)
        return {key: value for key, value in entry.items() if value != []}

    def _arguments(self, args: list[Any]) -> list[tuple[dict[str, Any], str]]:
        return [(argument(self.records, ref)[0], name) for ref, name in args]

    def value(self, constraint: dict[str, Any], name: str, block: _Dialect) -> Entry:
        """An operand or result group."""
        classes = constraint.get("!superclasses", [])
        entry: Entry = {"name": name}
        if "Optional" in classes:
            entry["kind"] = "optional"
        elif "VariadicOfVariadic" in classes:
            entry |= {"kind": "variadic-of-variadic", "segments": constraint["segmentAttrName"]}
        elif "Variadic" in classes:
            entry["kind"] = "variadic"
        else:
            type_class = self.printed_class(constraint.get("cppType"), block, "!type")
            kind = None if type_class else builtin_kind(constraint.get("cppType"))
            return (
                entry
                | self.buildable(constraint.get("builderCall"))
                | ({"type_class": type_class} if type_class else {})
                | ({"type_kind": kind} if kind else {})
            )
        return entry | self.buildable(self.record(constraint.get("baseType")).get("builderCall"))

    def buildable(self, call: Any) -> Entry:
        """`{"type": text}` for a builder call this importer writes as MLIR type text,
        `{"builder": call}` for another, {} for none."""
        if not isinstance(call, str) or not call.strip():
            return {}
        text = self.type_text(call)
        return {"type": text} if text else {"builder": _collapsed(call)}

    def type_text(self, call: str) -> str | None:
        """The MLIR text of the type an ODS builder call builds (None: not known here)."""
        call = _WHITESPACE.sub("", call).removesuffix(";")
        if match := re.fullmatch(
            r"\$_builder\.getIntegerType\((\d+)(?:,/\*isSigned=\*/(\w+))?\)", call
        ):
            sign = {"true": "s", "false": "u"}.get(match[2] or "", "")
            return f"{sign}i{match[1]}"
        if match := re.fullmatch(r"\$_builder\.get(I\d+|\w+)Type\(\)", call):
            name = match[1]
            return name.lower() if name.startswith("I") else _FLOAT_GETTERS.get(f"get{name}Type")
        if match := re.fullmatch(r"::mlir::VectorType::get\(\{([\d,]+)\},(.+)\)", call):
            element = self.type_text(match[2])
            return element and f"vector<{match[1].replace(',', 'x')}x{element}>"
        if match := re.fullmatch(r"::mlir::pdl::RangeType::get\((.+)\)", call):
            element = self.type_text(match[1])
            return element and f"!pdl.range<{element.removeprefix('!pdl.')}>"
        if match := re.fullmatch(
            r"::mlir::LLVM::LLVMStructType::getLiteral\([^,]+,\{(.+)\}\)", call
        ):
            fields = [self.type_text(f) for f in match[1].split(",")]
            return None if None in fields else f"!llvm.struct<({', '.join(map(str, fields))})>"
        match = re.fullmatch(r"\$_builder\.getType<([\w:]+)>\(([\w,]*)\)", call) or re.fullmatch(
            r"([\w:]+)::get\(\$_builder\.getContext\(\)\)", call
        )
        if not match:
            return None
        name = qualified(match[1])
        builtin = _BUILTIN_TYPES.get(name.removeprefix("::").removeprefix("mlir::"))
        found = builtin or _CPP_TYPES.get(name)
        return found or self.dialect_type(name, (match.groups()[1:] or [""])[0])

    def dialect_type(self, cpp_class: str, args: str) -> str | None:
        """`!dialect.mnemonic` (with `<args>` unless each equals its parameter's default) for
        a dialect type class built from `args`."""
        found = self.classes.get(cpp_class)
        if found is None or not found.key.startswith("!type"):
            return None
        name = f"!{found.entry['dialect']}.{found.entry['mnemonic']}"
        values = tuple(value for value in args.split(",") if value)
        if len(values) != len(found.defaults):
            return None
        return name if values == found.defaults else f"{name}<{', '.join(values)}>"

    def printed_class(self, cpp_class: Any, block: _Dialect, table: str) -> str | None:
        """The key of a class's `"!attr ..."`/`"!type ..."` entry (added to `block`) when
        it prints and parses stripped; None otherwise."""
        if not isinstance(cpp_class, str) or not cpp_class.strip():
            return None
        name = qualified(cpp_class)
        if table == "!attr" and name in _DENSE_ARRAYS:
            block.shared[f"{table} {name}"] = {"dense_array": _DENSE_ARRAYS[name]}
            return name
        found = self.classes.get(name)
        if found is None or not found.printed or not found.key.startswith(table):
            return None
        block.shared[found.key] = found.entry
        if found.enum:
            block.shared[found.enum[0]] = found.enum[1]
        return name

    def enum(self, info: dict[str, Any], block: _Dialect) -> str:
        """The key of an enum's `"!enum ..."` entry (added to `block`)."""
        key, entry = enum_entry(self.records, info)
        block.shared[key] = entry
        return key.removeprefix("!enum ")

    def attribute(self, constraint: dict[str, Any], name: str, block: _Dialect) -> Entry:
        """An attribute or property argument."""
        classes = constraint.get("!superclasses", [])
        entry: Entry = {"name": name}
        if "Attr" not in classes:
            return entry | self.property(constraint, block)
        base = base_attr(self.records, constraint)
        storage = storage_class(constraint)
        if constraint.get("isOptional"):
            entry["optional"] = True
        if constraint.get("defaultValue"):
            entry["default"] = constraint["defaultValue"]
        if base.get("!name") == "UnitAttr":
            entry["unit"] = True
        if storage == "::mlir::TypeAttr" and constraint.get("returnType"):
            entry["return_type"] = qualified(constraint["returnType"])
        value_type = self.record(constraint.get("valueType"))
        if (
            "EnumAttrInfo" in base.get("!superclasses", [])
            and base.get("underlyingType")
            and base.get("constBuilderCall")
        ):
            return entry | {"syntax": "enum", "enum": self.enum(base, block)}
        if base.get("!name") == "SymbolNameAttr":
            return entry | {"syntax": "symbol"}
        typed = self.buildable(value_type.get("builderCall"))
        if typed:
            return entry | {"syntax": "typed"} | typed
        if storage == "::mlir::Attribute":
            return entry | {"syntax": "attribute"}
        self.printed_class(storage, block, "!attr")
        return entry | {"syntax": "stripped", "storage": storage}

    def property(self, constraint: dict[str, Any], block: _Dialect) -> Entry:
        entry: Entry = {"syntax": "property", "storage": _collapsed(constraint["storageType"])}
        if constraint.get("defaultValue"):
            entry["default"] = constraint["defaultValue"]
        classes: list[str] = []
        record = constraint
        while record:
            superclasses = record.get("!superclasses", [])
            after = superclasses[superclasses.index("Property") + 1 :]
            classes += [
                c.removeprefix("_cls_") for c in after if c.removeprefix("_cls_") not in classes
            ]
            if isinstance(record.get("enum"), dict) and "enum" not in entry:
                entry["enum"] = self.enum(self.record(record["enum"]), block)
            record = self.record(record.get("baseProperty"))
        entry["classes"] = classes
        for key, field_ in (
            ("parser", "parser"),
            ("optional_parser", "optionalParser"),
            ("printer", "printer"),
        ):
            if constraint.get(field_):
                entry[key] = _collapsed(constraint[field_])
        return entry

    def traits(self, record: dict[str, Any]) -> list[Entry]:
        found: list[Entry] = []
        for trait in flat_traits(self.records, record.get("traits", [])):
            classes = trait.get("!superclasses", [])
            native = str(trait.get("trait", "")).rsplit("::", 1)[-1]
            interface = trait.get("cppInterfaceName")
            if trait.get("!name") in _NAMED_TRAITS:
                found.append({"trait": trait["!name"]})
            elif "AllTypesMatch" in classes or "AllElementTypesMatch" in classes:
                kind = "AllTypesMatch" if "AllTypesMatch" in classes else "AllElementTypesMatch"
                found.append({"trait": kind, "values": trait["values"]})
            elif "TypesMatchWith" in classes:
                found.append(
                    {"trait": "TypesMatchWith"}
                    | {key: _collapsed(trait[key]) for key in ("lhs", "rhs", "transformer")}
                )
            elif "ShapedTypeMatchesElementCountAndTypes" in classes:
                found.append(
                    {"trait": "ShapedTypeMatchesElementCountAndTypes"}
                    | {key: trait[key] for key in ("shaped", "elements")}
                )
            elif interface == "InferTypeOpInterface" and trait.get("cppNamespace") == "::mlir":
                found.append({"trait": "InferTypeOpInterface"})
            elif interface == "OpAsmOpInterface":
                methods = trait.get("alwaysOverriddenMethods") or []
                found.append({"trait": "OpAsmOpInterface", "methods": methods})
            elif "SingleBlockImplicitTerminatorImpl" in classes:
                terminator = re.search(r"<(.*)>", str(trait.get("trait")))
                cpp = terminator[1].rsplit("::", 1)[-1] if terminator else ""
                entry: Entry = {"trait": "SingleBlockImplicitTerminator"}
                if cpp in self.op_names:
                    entry["terminator"] = self.op_names[cpp]
                found.append(entry)
            elif "NativeOpTrait" in classes and native in _NATIVE_TRAITS:
                found.append({"trait": native})
        return found


def import_formats(include: Path = INCLUDE) -> dict[str, dict[str, Entry]]:
    """Dialect -> its block (op entries and shared tables), sorted (deterministic)."""
    files = td_files(include)
    classes: dict[str, _Class] = {}
    for td_file in files:  # the classes first: an op's file may not include them
        classes.update(classes_of(records_of(td_file, include)))
    blocks: dict[str, _Dialect] = {}
    for td_file in files:
        _Reader(records_of(td_file, include), classes).read(blocks)
    return {dialect: blocks[dialect].block() for dialect in sorted(blocks)}


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    sys.stdout.write(dumps(import_formats(root)))
