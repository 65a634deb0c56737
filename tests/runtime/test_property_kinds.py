"""Properties of the wrong attribute class are rejected when the op is parsed, as
mlir-opt's `setPropertiesFromAttr` rejects them (issue 26, item 9): `arith.cmpi`'s
predicate is an `i64` enum case, not `true`; `func.func`'s `sym_name` a string;
`arith.constant`'s `value` a `TypedAttr`, not `unit`."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from literal_cases import chunks
from mlir_tools import both, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, DiagnosticError
from passgen.runtime.ir.attributes import OpaqueAttr
from passgen.runtime.ir.op_properties import DATA, converts, op_properties

# Values of every attribute class the kinds name, right for some and wrong for others.
VALUES = [
    "true",
    "1 : i1",
    "1 : i32",
    "1 : i64",
    "0 : i64",
    "12 : i64",
    "-1 : i64",
    "1.0 : f32",
    '"s"',
    "[]",
    "[1, 2]",
    "{}",
    "unit",
    "i32",
    "() -> ()",
    "@sym",
    "@a::@b",
    "array<i64>",
    "array<i64: 1, 2>",
    "array<i32: 1>",
    "array<i1: true>",
    "dense<1> : tensor<2xi64>",
    "#arith.overflow<nsw>",
    "#arith.fastmath<fast>",
    "#llvm.fastmath<none>",
    "#shard<axisarray[[0]]>",
    "affine_map<(d0) -> (d0)>",
]
KINDS = sorted(
    (op, name, kind)
    for ops in json.loads(open(DATA, encoding="utf-8").read()).values()
    for op, entry in ops.items()
    for name, kind in entry.get("kinds", ())
)
_PROPERTY_ERROR = re.compile(r"^.*error: invalid properties .*$", re.M)


def op_text(op: str, name: str, value: str) -> str:
    return f'"{op}"() <{{{name} = {value}}}> : () -> ()'


def property_errors(stderr: str) -> list[str]:
    return _PROPERTY_ERROR.findall(stderr)


def test_the_reported_example() -> None:
    text = '%a = "test.x"() : () -> i32\n%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i1}> : (i32, i32) -> i1'
    with pytest.raises(DiagnosticError) as info:
        parse_source(text, Context(allow_unregistered_dialects=True), "t.mlir")
    assert str(info.value).startswith(
        "t.mlir:2:6: error: invalid properties {predicate = true} for op arith.cmpi: "
        "Invalid attribute `predicate` in property conversion: true\n"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [("array<i64>", True), ("array<i64: 0, -1>", True), ("array<i64:i64: 0>", False)],
)
def test_dense_integer_arrays_convert_only_when_they_hold_integers(
    text: str, expected: bool
) -> None:
    """A body mlir-opt would not read (the fuzzer's `array<i64:i64: 0>`) is no array."""
    assert converts("array<i64>", OpaqueAttr(text)) is expected


def test_every_default_converts() -> None:
    """ODS's defaults are of the classes their properties store (no false alarm)."""
    checked = 0
    for op, name, kind in KINDS:
        default = op_properties(op).defaults.get(name)
        if default is not None:
            assert converts(kind, default), (op, name, kind, default)
            checked += 1
    assert checked > 500


@pytest.mark.parametrize(
    "op, name, value",
    [
        ("shard.sharding", "split_axes", "#shard<axisarray[[0]]>"),
        ("arith.addi", "overflowFlags", "#arith.overflow<nsw>"),
    ],
)
def test_dialect_attributes_in_their_pretty_form_convert(op: str, name: str, value: str) -> None:
    """A dialect attribute printed `#dialect<mnemonic...>` is of its class whatever follows
    the mnemonic (`[`: `#shard<axisarray[[0]]>`, which passgen refused)."""
    kind = dict(op_properties(op).kinds)[name]
    assert converts(kind, OpaqueAttr(value))


@requires_mlir_opt
def test_every_property_kind_matches_mlir_opt() -> None:
    """Each property of each upstream op with a checked kind, given a value of another
    class (cycling through `VALUES`; enums get them all): the same 'invalid properties'
    errors as mlir-opt, for the same ops; the other chunks go on to the verifier in both."""
    ops = [
        op_text(op, name, value)
        for i, (op, name, kind) in enumerate(KINDS)
        for value in (VALUES if kind[:5] in ("enum:", "bits:") else [VALUES[i % len(VALUES)]])
    ]
    ours, theirs = both(chunks(ops), "--split-input-file", "--allow-unregistered-dialect")
    assert property_errors(ours[2]) == property_errors(theirs[2])
    assert len(property_errors(ours[2])) > 1000


@requires_mlir_opt
@settings(max_examples=examples(30))
@given(st.lists(st.tuples(st.sampled_from(KINDS), st.sampled_from(VALUES)), max_size=40))
def test_random_property_values_match_mlir_opt(
    cases: list[tuple[tuple[str, str, str], str]],
) -> None:
    ops = [op_text(op, name, value) for (op, name, _), value in cases] or ['"test.op"() : () -> ()']
    ours, theirs = both(chunks(ops), "--split-input-file", "--allow-unregistered-dialect")
    assert property_errors(ours[2]) == property_errors(theirs[2])
