"""The linalg dialect's named structured ops (MLIR's OpDSL ops, LinalgNamedStructuredOps.yaml),
as the data the runtime's linalg forms build their bodies and indexing maps from:

    python -m passgen.ods.linalg_named [INCLUDE_DIR] > runtime/dialects/linalg/named_ops.json
    (make import-ods)

The source is what MLIR 22 ships of the OpDSL YAML: `mlir-linalg-ods-yaml-gen`'s output,
LinalgNamedStructuredOps.yamlgen.td (the ops' mnemonics and attributes) and
LinalgNamedStructuredOps.yamlgen.cpp.inc (their region builders and indexing maps), both
generated from the YAML for the installed MLIR and so exactly its ops.

One block (`"linalg"`, the layout of `passgen.ods.records.dumps`), one entry per op by
mnemonic:
- `args`: the region's argument count (`getNumRegionArgs`);
- `functions`: the ops' function attributes (`"cast": "cast_signed"`: a `TypeFn` attribute
  `cast` defaulting to `cast_signed`);
- `body`: the region builder's statements in order, statement `n` defining value `n`:
  `["unary" | "binary" | "ternary", fn, operand...]`, `["type", fn, to_type, operand]`,
  `["constant", "attribute text"]`, `["index", dim]`; a `fn` is an enum case name
  (`"add"`) or `"@name"`, the function attribute `name`; an operand is `["arg", k]` (block
  argument k) or `["value", n]`; a type `["arg_type", k]` (block argument k's) or
  `["integer", width]` or `["float", width]`;
- `yields`: the operands `linalg.yield` yields;
- `maps` (ops whose maps the verifier memoizes in `linalg.memoized_indexing_maps`):
  `{"dims": n, "maps": [affine map text with symbols], "bindings": {symbol: [attribute,
  index]}}`, the symbols bound to an element of a dense attribute (`strides`, ...);
- `defaults`: the values of those attributes when absent (`{"strides": [1, 1]}`).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from .records import INCLUDE, dumps

_DIR = Path("mlir") / "Dialect" / "Linalg" / "IR"
_OP_DEF = re.compile(r'^def (\w+) : LinalgStructuredBase_Op<"(\w+)"', re.M)
_DEFAULT = re.compile(r'DefaultValuedOptionalAttr<\w+<\[\d+\]>, "\{([^"]*)\}">:\$(\w+)')
_SECTION = re.compile(r"^// Implementation of (\w+)\n", re.M)
_FUNCTION_ATTR = re.compile(
    r"(\w+)Fn (\w+) = \1Fn::(\w+);\s+auto \w+ = [^\n]*\n[^\n]*"
    r'attr\.getName\(\) == "(\w+)"'
)
_STATEMENT = re.compile(
    r"(?:Value value(\d+) = helper\.(\w+)\((.*)\);|"
    r"yields\.push_back\((.*)\);)"
)
_NUM_ARGS = re.compile(r"getNumRegionArgs\(\) \{ return (\d+); \}")
_MAP = re.compile(
    r'parseAttribute\("(affine_map<[^"]*>)", context\)\)\.getValue\(\)\);\n'
    r"\s*maps\.back\(\) = simplifyAffineMap\(maps\.back\(\)\.replaceDimsAndSymbols"
    r"\(\{\}, symbolBindings, (\d+), 0\)\)"
)
_BINDING = re.compile(
    r"(?:getAffineSymbolExpr\((\d+), context\)|"
    r"self\.get(\w+)\(\)\.getValues<int64_t>\(\)\[(\d+)\])"
)


def import_named_ops(include: Path = INCLUDE) -> dict[str, dict[str, Any]]:
    """The `linalg` block: an entry per named op, by mnemonic, sorted."""
    td = (include / _DIR / "LinalgNamedStructuredOps.yamlgen.td").read_text()
    cpp = (include / _DIR / "LinalgNamedStructuredOps.yamlgen.cpp.inc").read_text()
    classes = dict(_OP_DEF.findall(td))
    sections = _sections(cpp)
    ops = {
        mnemonic: _op(sections[cpp_class], _defaults(td, cpp_class))
        for cpp_class, mnemonic in classes.items()
    }
    return {"linalg": dict(sorted(ops.items()))}


def _sections(cpp: str) -> dict[str, str]:
    """The generated C++ of each op, by C++ class."""
    starts = list(_SECTION.finditer(cpp))
    ends = [match.start() for match in starts[1:]] + [len(cpp)]
    return {match[1]: cpp[match.end() : end] for match, end in zip(starts, ends)}


def _defaults(td: str, cpp_class: str) -> dict[str, list[int]]:
    """The default values of the op's dense integer attributes (`strides`, `dilations`)."""
    start = td.index(f"def {cpp_class} :")
    end = td.find("\ndef ", start + 1)
    found = _DEFAULT.findall(td[start : end if end != -1 else len(td)])
    return {name: [int(v) for v in re.findall(r"\((-?\d+)\)", value)] for value, name in found}


def _op(section: str, defaults: dict[str, list[int]]) -> dict[str, Any]:
    num_args = _NUM_ARGS.search(section)
    assert num_args is not None, section[:200]
    builder = section[section.index("::regionBuilder(") : section.index("::parse(")]
    functions = {
        variable: (attribute, default)
        for _, variable, default, attribute in _FUNCTION_ATTR.findall(builder)
    }
    entry: dict[str, Any] = {"args": int(num_args[1]), "body": [], "yields": []}
    if functions:
        entry["functions"] = {attribute: default for attribute, default in functions.values()}
    names = {variable: f"@{attribute}" for variable, (attribute, _) in functions.items()}
    for match in _STATEMENT.finditer(builder):
        if match[4] is not None:
            entry["yields"].append(_operand(match[4]))
        else:
            assert int(match[1]) == len(entry["body"]) + 1, match.group()
            entry["body"].append(_statement(match[2], _split(match[3]), names))
    maps = _maps(section)
    if maps is not None:
        entry["maps"] = maps
    if defaults:
        entry["defaults"] = defaults
    return entry


def _statement(helper: str, args: list[str], names: dict[str, str]) -> list[Any]:
    if helper == "constant":
        return ["constant", args[0].strip('"')]
    if helper == "index":
        return ["index", int(args[0])]
    kind = helper.removeprefix("build").removesuffix("Fn").lower()
    fn = names.get(args[0]) or args[0].split("::")[1]
    operands = args[1:-1]  # the last is `emitError`
    if kind == "type":
        return ["type", fn, _type(operands[0]), _operand(operands[1])]
    return [kind, fn, *(_operand(operand) for operand in operands)]


def _type(text: str) -> list[Any]:
    found = re.fullmatch(r"block\.getArgument\((\d+)\)\.getType\(\)", text)
    if found:
        return ["arg_type", int(found[1])]
    found = re.fullmatch(r"helper\.getIntegerType\((\d+)\)", text)
    if found:
        return ["integer", int(found[1])]
    found = re.fullmatch(r"helper\.getFloat(\d+)Type\(\)", text)
    assert found is not None, text
    return ["float", int(found[1])]


def _operand(text: str) -> list[Any]:
    found = re.fullmatch(r"block\.getArgument\((\d+)\)", text)
    if found:
        return ["arg", int(found[1])]
    found = re.fullmatch(r"value(\d+)", text)
    assert found is not None, text
    return ["value", int(found[1]) - 1]


def _split(text: str) -> list[str]:
    """The arguments of a call, split on its top-level commas."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char in "(<" and 1 or (char in ")>" and -1) or 0
        if char == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    parts.append(text[start:].strip())
    return parts


def _maps(section: str) -> dict[str, Any] | None:
    """The maps of an op whose verifier memoizes them, with their symbol bindings."""
    maps = _MAP.findall(section)
    if "memoizeAttr" not in section or not maps:
        return None
    start = section.index("getSymbolBindings(")
    bindings = section[start : section.index("return exprs;", start)]
    bound = {}
    for position, binding in enumerate(_BINDING.finditer(bindings)):
        if binding[2] is not None:
            bound[str(position)] = [_snake(binding[2]), int(binding[3])]
    return {"dims": int(maps[0][1]), "maps": [text for text, _ in maps], "bindings": bound}


def _snake(getter: str) -> str:
    """`Strides` -> `strides`, `InputStride` -> `input_stride` (ODS's getter names)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", getter).lower()


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    sys.stdout.write(dumps(import_named_ops(root)))
