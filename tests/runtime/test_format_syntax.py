"""The declarative assembly-format language (`runtime/asm/format/`): every upstream
op's format (runtime/ir/upstream_formats.json) parses and its canonical text parses to the
same tree; any string gives a tree or a `FormatError`; invalid formats get mlir-tblgen's
message at mlir-tblgen's offset (differential, against mlir-tblgen 22)."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, requires_mlir_tblgen
from profiles import examples

from passgen.runtime.asm.format import (
    AttributeSpec,
    Custom,
    Format,
    FormatError,
    OIList,
    OpSpec,
    Optional,
    RegionSpec,
    Resolution,
    TypeDirective,
    ValueSpec,
    Variable,
    VariableKind,
    parse_format,
)
from passgen.runtime.ir.json_blocks import block
from passgen.runtime.ir.upstream_dialects import DATA

FORMATS = str(Path(DATA).with_name("upstream_formats.json"))
# Upstream ops with a declarative format (LLVM 22): a change in the count is a regression of
# the importer or of the parser, or a new LLVM.
DECLARATIVE = 2245  # 2220 before arm_sme was imported


def upstream_formats() -> list[tuple[str, str, dict[str, object]]]:
    """(dialect, mnemonic, entry) of every upstream op with a declarative format."""
    whole = json.loads(Path(FORMATS).read_text(encoding="utf-8"))
    return [
        (dialect, name, entry)
        for dialect, entries in whole.items()
        for name, entry in entries.items()
        if not name.startswith("!") and "format" in entry
    ]


def test_every_upstream_format_parses_and_its_text_reads_back_the_same() -> None:
    parsed = 0
    for dialect, name, entry in upstream_formats():
        spec = OpSpec.from_data(entry)
        tree = parse_format(str(entry["format"]), spec)
        assert parse_format(tree.text(), spec) == tree, f"{dialect}.{name}"
        parsed += 1
    assert parsed == DECLARATIVE


def test_the_data_says_which_ops_have_which_syntax() -> None:
    kinds: Counter[str] = Counter()
    for entries in json.loads(Path(FORMATS).read_text(encoding="utf-8")).values():
        for name, entry in entries.items():
            if not name.startswith("!"):
                kinds[
                    "format" if "format" in entry else "cpp" if "cpp_format" in entry else "-"
                ] += 1
    assert kinds == {"format": DECLARATIVE, "cpp": 223, "-": 165}


def test_each_dialect_block_of_the_formats_decodes_alone() -> None:
    whole = json.loads(Path(FORMATS).read_text(encoding="utf-8"))
    for dialect, entries in whole.items():
        assert block(FORMATS, dialect) == entries, dialect


def test_the_tree_of_an_upstream_format() -> None:
    entry = block(FORMATS, "arith")["addf"]
    tree = parse_format(entry["format"], OpSpec.from_data(entry))
    assert tree.text() == ("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
    group = tree.elements[3]
    assert isinstance(group, Optional) and group.anchor_element == Variable(
        "fastmath", VariableKind.ATTRIBUTE
    )
    # SameOperandsAndResultType: the operands' types are the result's.
    assert tree.operand_types == (Resolution("variable", "result"),) * 2
    assert tree.result_types == (Resolution("format"),)
    assert tree.used_attributes == ("fastmath",)


def test_types_resolve_as_mlir_tblgen_resolves_them() -> None:
    cmpi = block(FORMATS, "arith")["cmpi"]
    tree = parse_format(cmpi["format"], OpSpec.from_data(cmpi))
    assert tree.result_types == (Resolution("variable", "lhs", "::getI1SameShape($_self)"),)
    assert tree.operand_types == (Resolution("format"), Resolution("variable", "lhs"))
    elements = block(FORMATS, "vector")["from_elements"]
    tree = parse_format(elements["format"], OpSpec.from_data(elements))
    assert tree.operand_types == (Resolution("elements", "dest"),)
    branch = block(FORMATS, "cf")["cond_br"]
    tree = parse_format(branch["format"], OpSpec.from_data(branch))
    assert tree.operand_types[0] == Resolution("buildable", type="i1")
    module = block(FORMATS, "builtin")["module"]
    assert parse_format(module["format"], OpSpec.from_data(module)).result_types == ()


# The op of the differential tests, in ODS and as an OpSpec.
OP_TD = """include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
def T_Dialect : Dialect { let name = "t"; }
def A : Op<T_Dialect, "a", [AttrSizedOperandSegments]> {
  let arguments = (ins I32:$x, AnyType:$y, Optional<AnyType>:$opt, Variadic<AnyType>:$var,
    OptionalAttr<I64Attr>:$n, UnitAttr:$u, AnyAttr:$any, DefaultValuedAttr<I64Attr, "3">:$d,
    StrAttr:$s, SymbolNameAttr:$sym, I64Prop:$p, AnyAttr:$any2);
  let results = (outs I32:$r, Variadic<AnyType>:$rs);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$dests);
  let assemblyFormat = [{FORMAT}];
}
"""
SPEC = OpSpec(
    operands=(
        ValueSpec("x", type="i32"),
        ValueSpec("y"),
        ValueSpec("opt", "optional"),
        ValueSpec("var", "variadic"),
    ),
    results=(ValueSpec("r", type="i32"), ValueSpec("rs", "variadic")),
    attributes=(
        AttributeSpec("n", optional=True, typed=True),
        AttributeSpec("u", optional=True, default=True, unit=True, typed=True),
        AttributeSpec("any", generic=True),
        AttributeSpec("d", default=True, typed=True),
        AttributeSpec("s", typed=True),
        AttributeSpec("sym"),
        AttributeSpec("p", property=True, optional_parser=True),
        AttributeSpec("any2", generic=True),
    ),
    regions=(RegionSpec("body"), RegionSpec("more", variadic=True)),
    successors=(RegionSpec("dest"), RegionSpec("dests", variadic=True)),
    traits=({"trait": "AttrSizedOperandSegments"},),
)
REST = (
    "$x $y $var (`n` $n^)? ($u^ `u`)? $any $d $s $sym $body $more $dest $dests "
    "attr-dict-with-keyword `:` type($y) type($opt) type($var) type($rs)"
)
VALID = f"$opt $p {REST}"
# Valid too: a result type named where it could be built, references to bound elements.
ALSO_VALID = [
    f"{VALID} type($r)",
    f"{VALID} custom<A>(ref(attr-dict)) custom<B>(ref($n))",
    f'{VALID} custom<A>("a\\"b", ref($body), ref($any))',
]
INVALID = [
    "",
    f"{VALID} `xx",
    f'{VALID} "str',
    f"{VALID} $",
    f"{VALID} $9",
    f"{VALID} #",
    f"{VALID} foo",
    f"{VALID} params",
    f"{VALID} `a b`",
    f"{VALID} `9`",
    f"{VALID} `a-b`",
    f"{VALID} `%`",
    f"{VALID} $nope",
    f"{VALID} $x",
    f"{VALID} $r",
    f"{VALID} $n",
    f"{VALID} $p",
    f"{VALID} $body",
    f"{VALID} $dest",
    f"{VALID} type($n)",
    f"{VALID} type($p)",
    f"{VALID} type(type($x))",
    f"{VALID} type($x",
    f"{VALID} type `x`",
    f"{VALID} type(results)",
    f"{VALID} results",
    f"{VALID} operands",
    f"{VALID} regions",
    f"{VALID} successors",
    f"{VALID} attr-dict",
    f"{VALID} prop-dict prop-dict",
    f"{VALID} ref($x)",
    f"{VALID} qualified($x)",
    f"{VALID} qualified(`a`)",
    f"{VALID} functional-type($x $r)",
    f"{VALID} functional-type(`a`, $r)",
    f"{VALID} custom<A>()",
    f"{VALID} custom<A>",
    f"{VALID} custom A($x)",
    f"{VALID} custom<type>($x)",
    f"{VALID} custom<A>($x)",
    f"{VALID} custom<A>(`a`)",
    f"{VALID} custom<A>(operands)",
    f"{VALID} custom<A>($r)",
    f"{VALID} custom<A>(type(operands))",
    f"{VALID} custom<A>(ref($nope))",
    f"{VALID} custom<A>(ref(type($x)))",
    f"{VALID} custom<A>(custom<B>($n))",
    f"{VALID} (`a`)?",
    f"{VALID} (`a` $n^)",
    f"{VALID} (`a` $n^) : `b`",
    f"{VALID} (`a` $n^ $u^)?",
    f"{VALID} (`a`^)?",
    f"{VALID} ($s^)?",
    f"{VALID} ($x^)?",
    f"{VALID} ($dest^)?",
    f"{VALID} (attr-dict $n^)?",
    f"{VALID} (type($opt)^)?",
    f"{VALID} (`a` (`b` $n^)?)?",
    f"$opt ($p^)? {REST}",
    f"$opt $p oilist(`a` $x) {REST}",
    f"$opt $p oilist(`a` $s) {REST}",
    f"$opt $p oilist($n) {REST}",
    f"$opt $p oilist(`a` $dest) {REST}",
    f"$opt oilist(`a` $p) {REST}",
    f"$opt $p oilist(`a` $n) `a` {REST}",
    f"$opt $p oilist(`a` $n) oilist(`a` $any2) {REST}",
    f"$opt $p {REST} $any2 `:`",
    f"$opt $p attr-dict $body {REST}".replace("attr-dict-with-keyword", ""),
    f"$opt $p {REST}".replace("type($y)", ""),
    f"$opt $p {REST}".replace("type($rs)", ""),
    f"$p {REST}",
    f"$opt $p {REST}".replace("$body", ""),
    f"$opt $p {REST}".replace("$dests", ""),
    f"$opt $p {REST}".replace("attr-dict-with-keyword", ""),
]


def mlir_tblgen_error(format_: str, tmp_path: Path) -> tuple[str, int] | None:
    """mlir-tblgen's first message and its column for op A with `format_` (one line), or
    None when it accepts the format."""
    assert MLIR_TBLGEN is not None
    td = tmp_path / "op.td"
    td.write_text(OP_TD.replace("FORMAT", format_))
    result = subprocess.run(
        [MLIR_TBLGEN, "-gen-op-defs", "-I", str(MLIR_INCLUDE), str(td)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode == 0:
        return None
    lines = result.stderr.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("error: "))
    return lines[first].removeprefix("error: "), lines[first + 2].index("^")


def passgen_error(format_: str) -> tuple[str, int] | None:
    try:
        parse_format(format_, SPEC)
    except FormatError as error:
        return error.message, error.offset
    return None


@requires_mlir_tblgen
@pytest.mark.parametrize("format_", [VALID, *ALSO_VALID, *INVALID])
def test_invalid_formats_get_mlir_tblgens_message_at_its_offset(
    format_: str, tmp_path: Path
) -> None:
    assert passgen_error(format_) == mlir_tblgen_error(format_, tmp_path)


def test_every_invalid_format_is_invalid_here() -> None:
    """The differential cases, without mlir-tblgen: each fails, none with a traceback."""
    assert [passgen_error(format_) for format_ in (VALID, *ALSO_VALID)] == [None] * 4
    assert all(passgen_error(format_) for format_ in INVALID)


def test_a_format_error_is_located_by_line_and_column() -> None:
    text = "$x\n  $nope attr-dict"
    with pytest.raises(FormatError) as caught:
        parse_format(text, SPEC)
    assert caught.value.position(text) == (2, 3)
    assert caught.value.message.startswith("expected variable to refer to an argument")


def test_notes_say_what_to_add() -> None:
    with pytest.raises(FormatError) as caught:
        parse_format(f"$opt $p {REST}".replace("$dests", ""), SPEC)
    assert caught.value.note == "suggest adding a '$dests' directive to the custom assembly format"


# Properties -------------------------------------------------------------------------------

ALPHABET = '$`()^?:,<>|"\\ \n\tabxnpuy-_9*=#'
WORDS = [
    "$x",
    "$y",
    "$n",
    "$u",
    "$opt",
    "$body",
    "$r",
    "$p",
    "`a`",
    "`:`",
    "` `",
    "``",
    "(",
    ")",
    "^",
    "?",
    ":",
    ",",
    "|",
    "type",
    "attr-dict",
    "custom<A>",
    "ref",
    "oilist",
    "qualified",
    "functional-type",
    "operands",
    "results",
    "regions",
    '"s"',
]


@settings(max_examples=examples(500), deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60) | st.lists(st.sampled_from(WORDS)).map(" ".join))
def test_any_string_is_a_format_or_a_format_error(text: str) -> None:
    try:
        tree = parse_format(text, SPEC)
    except FormatError as error:
        assert 0 <= error.offset <= len(text) and error.message
    else:
        assert parse_format(tree.text(), SPEC) == tree


SMALL = OpSpec(
    operands=(ValueSpec("a"), ValueSpec("b", "variadic"), ValueSpec("c", "optional")),
    results=(ValueSpec("r"),),
    attributes=(
        AttributeSpec("o", optional=True, typed=True),
        AttributeSpec("f", unit=True, optional=True, default=True, typed=True),
        AttributeSpec("k", typed=True),
    ),
    regions=(RegionSpec("body"),),
    traits=({"trait": "AttrSizedOperandSegments"},),
)
KEYWORDS = st.sampled_from(["to", "step", "->", "(", ")", "[", "]", ",", "=", "...", "<", ">"])


@st.composite
def valid_formats(draw: st.DrawFn) -> str:
    """Formats of SMALL: each group once, in a shuffled order, some in optional groups."""
    parts = [
        "$a `,`",
        "($b^ `:` type($b))?",
        f"(`{draw(st.sampled_from(['with', 'using']))}` $c^ `:` type($c))?",
        "(`o` `=` $o^)?",
        "($f^ `f`)?",
        "`k` $k",
        "attr-dict-with-keyword",
        "$body",
        "`:` type($a) `->` type($r)",
    ]
    order = draw(st.permutations(parts))
    literals = draw(st.lists(KEYWORDS, max_size=4))
    spaced = [f"`{literal}`" for literal in literals] + list(order)
    return " ".join(draw(st.permutations(spaced)))


@settings(max_examples=examples(300), deadline=None)
@given(valid_formats())
def test_valid_generated_formats_parse(text: str) -> None:
    try:
        tree = parse_format(text, SMALL)
    except FormatError as error:
        # A generated order may put `:` after... nothing here lacks a buildable type, and
        # every group is bound once: only the literal-order rules of mlir-tblgen can fail.
        pytest.fail(f"{error.message} at {error.offset} in {text!r}")
    assert parse_format(tree.text(), SMALL) == tree
    assert isinstance(tree, Format) and sum(isinstance(e, Optional) for e in tree.elements) == 4


def test_the_tree_holds_each_kind_of_element() -> None:
    text = (
        'custom<A>($x, ref($x), type($y), "$_builder") qualified($any) oilist(`a` $more) $opt '
        "$y $var $p ($n^)? ($u^ `u`)? $d $s $sym $body $dest $dests attr-dict "
        "qualified(type($opt)) type($var) type($rs) `:` functional-type($y, $r)"
    )
    with pytest.raises(FormatError):
        parse_format(text, SPEC)  # type($y) is bound twice
    tree = parse_format(text.replace("functional-type($y, $r)", "$any2"), SPEC)
    kinds = {type(element) for element in tree.walk()}
    assert {Custom, OIList, Optional, TypeDirective, Variable} <= kinds
    assert TypeDirective(Variable("opt", VariableKind.OPERAND), qualified=True) in tree.elements
