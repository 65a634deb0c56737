"""The upstream dialects' ops, imported from MLIR's ODS (runtime/ir/upstream_ops.json and
their constraints, upstream_constraints.json): the committed data is what `make import-ods` writes, and passes use it as mlir-opt does (cse
of registered pure ops, terminators, dependent dialects)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, requires_llvm_tblgen, requires_mlir_opt

from passgen.ods.constraints import dumps as constraint_dumps
from passgen.ods.ops import import_ods, without_constraints
from passgen.runtime.asm.attr_parser import AttributeParser
from passgen.runtime.ir import Context, Trait
from passgen.runtime.ir.constraints import DATA as CONSTRAINTS
from passgen.runtime.ir.constraints import stated
from passgen.runtime.ir.json_blocks import block
from passgen.runtime.ir.op_properties import DATA as PROPERTIES
from passgen.runtime.ir.op_properties import default_attribute, op_properties
from passgen.runtime.ir.source_buffer import SourceBuffer
from passgen.runtime.ir.upstream_dialects import DATA, ods_data
from passgen.runtime.tools.opt import main

INT_OR_INDEX = "($_self.isSignlessIntOrIndex())"
SIGNLESS_LIKE = [
    [
        "or",
        INT_OR_INDEX,
        ["and", "($_self.hasTrait<::mlir::ValueSemantics>())", ["element", ["or", INT_OR_INDEX]]],
    ],
    "signless-integer-like",
]
CSE_INPUT = """\
func.func @f(%x: f32, %t: tensor<4xf32>, %i: index, %j: index) -> (f32, f32, f32, f32, index, index) {
  %0 = math.sqrt %x : f32
  %1 = math.sqrt %x : f32
  %2 = tensor.extract %t[%i] : tensor<4xf32>
  %3 = tensor.extract %t[%i] : tensor<4xf32>
  %4 = index.add %i, %j
  %5 = index.add %j, %i
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, index, index
}
"""


@requires_llvm_tblgen
def test_committed_op_definitions_are_fresh() -> None:
    found = import_ods()
    assert json.loads(Path(DATA).read_text(encoding="utf-8")) == without_constraints(found), (
        "runtime/ir/upstream_ops.json is stale: run `make import-ods`"
    )
    assert Path(CONSTRAINTS).read_text(encoding="utf-8") == constraint_dumps(found), (
        "runtime/ir/upstream_constraints.json is stale: run `make import-ods`"
    )


@pytest.mark.parametrize("path", [DATA, PROPERTIES])
def test_each_dialect_decoded_alone_is_what_the_whole_file_holds(path: str) -> None:
    """The runtime decodes one dialect's block of its data files at a time (`json_blocks`)."""
    whole = json.loads(Path(path).read_text(encoding="utf-8"))
    assert whole and block(path, "no_such_dialect") is None
    for dialect, ops in whole.items():
        assert block(path, dialect) == ops, dialect


def test_each_dialects_constraints_are_read_alone_at_their_place() -> None:
    """`upstream_constraints.json`'s first line places each dialect's block in the rest."""
    header, rest = Path(CONSTRAINTS).read_bytes().split(b"\n", 1)
    places = json.loads(header)
    assert list(places) == sorted(places) and places["builtin"]
    ends = [0] + [end for _, end in places.values()]
    assert [start for start, _ in places.values()] == ends[:-1] and ends[-1] == len(rest)
    for dialect, (start, end) in places.items():
        assert "" in json.loads(rest[start:end]), dialect
    flags = "(::llvm::isa<::mlir::arith::IntegerOverflowFlagsAttr>($_self))"
    assert stated("arith.addi") == {
        "attributes": [["overflowFlags", flags, "Integer overflow arith flags"]],
        "operands": [["lhs", *SIGNLESS_LIKE], ["rhs", *SIGNLESS_LIKE]],
        "results": [["result", *SIGNLESS_LIKE]],
        "natives": ["SameOperandsAndResultType", "Elementwise"],
    }
    assert stated("builtin.no_such_op") is None and stated("no_such_dialect.op") is None


def test_ops_and_properties_come_from_their_dialects_block() -> None:
    assert ods_data("arith") is block(DATA, "arith")
    assert ods_data("no_such_dialect") is None
    assert op_properties("arith.addi").inherent == {"overflowFlags"}
    assert op_properties("arith.no_such_op") is op_properties("no_such_dialect.op")


def test_every_default_property_reads_as_the_parser_reads_it() -> None:
    """The IR reads ODS defaults without the asm layer's parser (`default_attribute`)."""
    texts = {
        text
        for ops in json.loads(Path(PROPERTIES).read_text(encoding="utf-8")).values()
        for entry in ops.values()
        for text in entry["defaults"].values()
    }
    assert len(texts) > 50
    for text in sorted(texts):
        parsed = AttributeParser(text, SourceBuffer(text, "default")).parse_attribute()
        read = default_attribute(text)
        assert (type(read), read.text) == (type(parsed), parsed.text), text


def test_upstream_ops_carry_their_traits() -> None:
    context = Context()
    assert context.get_op_name("math.sqrt").has_trait(Trait.PURE)
    assert context.get_op_name("scf.yield").has_trait(Trait.IS_TERMINATOR)
    assert context.get_op_name("index.add").has_trait(Trait.COMMUTATIVE)
    assert not context.get_op_name("memref.load").has_trait(Trait.PURE)
    assert context.get_op_name("gpu.module").has_trait(Trait.SYMBOL_TABLE)


@requires_mlir_opt
def test_cse_removes_duplicates_of_upstream_pure_ops_as_mlir_opt(tmp_path: Path) -> None:
    generic = mlir_opt(CSE_INPUT, "--mlir-print-op-generic").stdout
    source = tmp_path / "in.mlir"
    source.write_text(generic)
    output = tmp_path / "out.mlir"
    pipeline = ["-p", "builtin.module(func.func(cse))", "--mlir-print-op-generic"]
    assert main([str(source), *pipeline, "-o", str(output)]) == 0
    expected = mlir_opt(generic, "-p", "builtin.module(func.func(cse))", "--mlir-print-op-generic")
    assert output.read_text() == expected.stdout
    assert output.read_text().count('"math.sqrt"') == 1


@requires_mlir_opt
@requires_llvm_tblgen
def test_committed_op_properties_are_fresh() -> None:
    from passgen.ods.properties import import_properties

    assert json.loads(Path(PROPERTIES).read_text(encoding="utf-8")) == import_properties(), (
        "runtime/ir/op_properties.json is stale: run `make import-ods`"
    )


def test_ops_get_their_default_properties_when_created() -> None:
    from passgen.runtime.asm import print_op
    from passgen.runtime.ir import OpaqueAttr, Operation

    context = Context()
    fast = OpaqueAttr("#arith.fastmath<fast>")
    op = Operation.create(context, "arith.addf", attributes={"fastmath": fast, "tag": fast})
    assert op.properties == {"fastmath": fast} and op.attributes == {"tag": fast}
    created = Operation.create(context, "arith.subi")
    assert print_op(created, generic=True).startswith(
        '"arith.subi"() <{overflowFlags = #arith.overflow<none>}>'
    )


# Inherent attributes declared through `Arg<...>` (a description wrapped around the attribute),
# and the segment sizes of `AttrSizedOperandSegments` ops.
ARG_WRAPPED_ATTRIBUTES = """\
"emitc.call_opaque"() {callee = "blah"} : () -> ()
"test.branch"() ({
  %c = "test.c"() : () -> i1
  "cf.cond_br"(%c, %c)[^a, ^b] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i1) -> ()
^a(%x: i1):
  "test.end"() : () -> ()
^b:
  "test.end"() : () -> ()
}) : () -> ()
"emitc.include"() {include = "foo.h"} : () -> ()
"ml_program.global_load_const"() {global = @g} : () -> tensor<4xi32>
"""


@requires_mlir_opt
def test_arg_wrapped_attributes_are_properties_as_in_mlir_opt(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(ARG_WRAPPED_ATTRIBUTES)
    output = tmp_path / "out.mlir"
    flags = [
        "--mlir-print-op-generic",
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        "--allow-unregistered-dialect",
    ]
    assert main([str(source), *flags, "-o", str(output)]) == 0
    expected = mlir_opt(ARG_WRAPPED_ATTRIBUTES, *flags).stdout
    assert output.read_text() == expected
    assert '<{callee = "blah"}>' in expected
