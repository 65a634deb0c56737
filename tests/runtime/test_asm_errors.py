"""Malformed inputs: the exact diagnostic for each, and agreement with mlir-opt.

Each row is (name, input, "line:col: error: message"). Apart from custom-syntax
input, which passgen refuses on purpose (it reads the generic form), mlir-opt-22
rejects every row with the same message at the same position.
"""

from __future__ import annotations

import pytest
from mlir_tools import both, mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.attr_parser import MAX_NESTING
from passgen.runtime.ir import Context, DiagnosticError, verify

CASES = [
    (
        "unterminated_string",
        '"foo.op"() {a = "abc} : () -> ()\n',
        "1:33: error: expected '\"' in string literal",
    ),
    (
        "bad_escape",
        '"foo.op"() {a = "a\\qb"} : () -> ()\n',
        "1:19: error: unknown escape in string literal",
    ),
    (
        "unknown_custom_op",
        "func.func @f() {\n  frobnicate\n}\n",
        "2:3: error: custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)",
    ),
    (
        "missing_colon",
        '"foo.op"() {a = 1}\n',
        "1:19: error: expected ':' followed by operation type",
    ),
    ("missing_function_type", '"foo.op"() : i32\n', "1:14: error: expected function type"),
    (
        "result_count",
        '%0, %1 = "foo.op"() : () -> i32\n',
        "1:1: error: operation defines 1 results but was provided 2 to bind",
    ),
    (
        "operand_type_count",
        '%0 = "foo.a"() : () -> i32\n"foo.b"(%0, %0) : (i32) -> ()\n',
        "2:19: error: expected 2 operand types but had 1",
    ),
    (
        "undefined_value",
        '"foo.op"(%x) : (i32) -> ()\n',
        "1:10: error: use of undeclared SSA value name",
    ),
    (
        "redefinition",
        '%0 = "foo.a"() : () -> i32\n%0 = "foo.b"() : () -> i32\n',
        "2:1: error: redefinition of SSA value '%0'",
    ),
    (
        "forward_definition_type",
        'func.func @f() {\n  "foo.b"(%0) : (i64) -> ()\n  %0 = "foo.a"() : () -> i32\n'
        '  "func.return"() : () -> ()\n}\n',
        "3:3: error: definition of SSA value '%0#0' has type 'i32'",
    ),
    (
        "type_mismatch_use",
        '%0 = "foo.a"() : () -> i32\n"foo.b"(%0) : (i64) -> ()\n',
        "2:9: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
    ),
    (
        "undefined_block",
        '"foo.op"() ({\n  "foo.br"()[^bb9] : () -> ()\n}) : () -> ()\n',
        "2:14: error: reference to an undefined block",
    ),
    (
        "duplicate_block",
        '"foo.op"() ({\n^bb0:\n  "foo.x"() : () -> ()\n^bb0:\n  "foo.y"() : () -> ()\n}) : () -> ()\n',
        "4:1: error: redefinition of block '^bb0'",
    ),
    (
        "undefined_attr_alias",
        '"foo.op"() {a = #nope} : () -> ()\n',
        "1:22: error: undefined symbol alias id 'nope'",
    ),
    (
        "undefined_type_alias",
        '"foo.op"() : () -> !nope\n',
        "1:25: error: undefined symbol alias id 'nope'",
    ),
    (
        "builtin_dialect_type",  # upstream IR/qualified-builtin.mlir, which mlir-opt 22 rejects
        '"foo.op"() : () -> !builtin.tuple<>\n',
        "1:29: error: dialect 'builtin' provides no type parsing hook",
    ),
    (
        "undefined_location_aliases_nested_first",
        '"foo.op"() : () -> () loc(#u)\n"foo.op"() : () -> () loc(fused[#v])\n',
        "2:35: error: undefined symbol alias id 'v'",
    ),
    (
        "undefined_location_aliases_in_order",
        '"foo.op"() : () -> () loc(#u)\n"foo.op"() : () -> () loc(#v)\n',
        "1:27: error: operation location alias was never defined",
    ),
    (
        "alias_redefinition",
        "#a = 1\n#a = 2\n",
        "2:1: error: redefinition of attribute alias id 'a'",
    ),
    (
        "int_out_of_range",
        '"foo.op"() {a = 256 : i8} : () -> ()\n',
        "1:17: error: integer constant out of range for attribute",
    ),
    (
        "float_for_int",
        '"foo.op"() {a = 1.5 : i32} : () -> ()\n',
        "1:26: error: floating point value not valid for specified type",
    ),
    ("unknown_type", '"foo.op"() : () -> i32x\n', "1:19: error: expected non-function type"),
    ("bad_loc", '"foo.op"() : () -> () loc(\n', "1:27: error: expected location instance"),
    (
        "double_hash_loc",
        '"foo.op"() : () -> () loc(##a)\n#a = loc("x.c":1:2)\n',
        "1:27: error: invalid attribute name",
    ),
    (
        "missing_eq_attr",
        '"foo.op"() {a 1} : () -> ()\n',
        "1:14: error: expected '}' in attribute dictionary",
    ),
    (
        "duplicate_attr_key",
        '"foo.op"() {a = 1, a = 2} : () -> ()\n',
        "1:20: error: duplicate key 'a' in dictionary attribute",
    ),
    (
        "unterminated_resources",
        "{-#\n  dialect_resources: {\n",
        "2:23: error: expected identifier key for 'resource' entry",
    ),
    (
        "unclosed_region",
        '"foo.op"() ({\n  "foo.x"() : () -> ()\n',
        "2:23: error: expected operation name in quotes",
    ),
    (
        "garbage_after_op",
        '"foo.op"() : () -> () )\n',
        "1:22: error: expected operation name in quotes",
    ),
    (
        "result_group_mismatch",
        '%0:2 = "foo.op"() : () -> i32\n',
        "1:1: error: operation defines 1 results but was provided 2 to bind",
    ),
    (
        "invalid_result_number",
        '%0:2 = "foo.op"() : () -> (i32, i32)\n"foo.use"(%0#2) : (i32) -> ()\n',
        "2:11: error: reference to invalid result number",
    ),
    (
        "unregistered_dialect",
        '"foo.op"() : () -> ()\n',
        "1:9: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
    ),
    (
        "unknown_op_in_registered_dialect",
        '"arith.frob"() : () -> ()\n',
        "1:1: error: unregistered operation 'arith.frob' found in dialect ('arith') that does not allow unknown operations",
    ),
    (
        "use_before_def_in_block",
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  "foo.use"(%0) : (i32) -> ()\n  %0 = "foo.def"() : () -> i32\n  "func.return"() : () -> ()\n}) : () -> ()\n',
        "2:3: error: operand #0 does not dominate this use",
    ),
    (
        "missing_terminator",
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n}) : () -> ()\n',
        '2:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32',
    ),
    (
        "entry_arg_mismatch",
        '"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({\n^bb0(%a: i64):\n  "func.return"() : () -> ()\n}) : () -> ()\n',
        "1:1: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')",
    ),
    (
        "isolation_violation",
        '%0 = "foo.def"() : () -> i32\n"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  "foo.use"(%0) : (i32) -> ()\n  "func.return"() : () -> ()\n}) : () -> ()\n',
        "3:3: error: 'foo.use' op using value defined outside the region",
    ),
    (
        "return_count",
        '"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n',
        "2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1",
    ),
    (
        "terminator_not_last",
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  "func.return"() : () -> ()\n  "func.return"() : () -> ()\n}) : () -> ()\n',
        "2:3: error: 'func.return' op must be the last operation in the parent block",
    ),
    ("invalid_character", '"foo.op"() : () -> () `\n', "1:23: error: unexpected character"),
    (
        "unbalanced_dialect_attr",
        '"foo.op"() {a = #foo.bar<[1, 2>} : () -> ()\n',
        "1:25: error: unbalanced '[' character in pretty dialect name",
    ),
    (
        "bad_hex_float_minus",
        '"foo.op"() {a = -0x7FC00000 : f32} : () -> ()\n',
        "1:18: error: hexadecimal float literal should not have a leading minus",
    ),
    (
        "module_without_block",
        '"builtin.module"() ({\n}) : () -> ()\n',
        "1:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
    ),
    ("empty_op_name", '"" () : () -> ()\n', "1:1: error: empty operation name is invalid"),
    (
        "branch_other_region",
        '"foo.op"() ({\n^bb0:\n  "foo.inner"() ({\n    "foo.br"()[^bb0] : () -> ()\n  }) : () -> ()\n}) : () -> ()\n',
        "4:16: error: reference to an undefined block",
    ),
]
NEEDS_FLAG_OFF = {"unregistered_dialect"}


def diagnose(name: str, text: str) -> str:
    ctx = Context(allow_unregistered_dialects=name not in NEEDS_FLAG_OFF)
    with pytest.raises(DiagnosticError) as info:
        verify(parse_source(text, ctx, "<stdin>"))
    return str(info.value)


def test_table_is_large_enough() -> None:
    assert len(CASES) >= 25


@pytest.mark.parametrize(("name", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_exact_diagnostic(name: str, text: str, expected: str) -> None:
    assert diagnose(name, text).split("\n")[0] == f"<stdin>:{expected}"


@requires_mlir_opt
@pytest.mark.parametrize(("name", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_mlir_opt_agrees(name: str, text: str, expected: str) -> None:
    flags = [] if name in NEEDS_FLAG_OFF else ["--allow-unregistered-dialect"]
    result = mlir_opt(text, *flags)
    assert result.returncode != 0
    assert result.stderr.split("\n")[0] == f"<stdin>:{expected}" or (
        name == "missing_terminator" and result.stderr.startswith(f"<stdin>:{expected[:30]}")
    )


# MLIR reports an unknown op of a registered dialect when it verifies (noting the op);
# passgen-opt when it reads the op's name, before the op exists to be noted.
_REPORTED_ON_READING = pytest.mark.xfail(
    strict=True, reason="the unknown op of a registered dialect is reported by the parser"
)


@requires_mlir_opt
@pytest.mark.parametrize(
    ("name", "text"),
    [
        pytest.param(n, t, marks=_REPORTED_ON_READING)
        if n == "unknown_op_in_registered_dialect"
        else (n, t)
        for n, t, _ in CASES
    ],
    ids=[c[0] for c in CASES],
)
def test_the_whole_diagnostic_is_mlir_opts(name: str, text: str) -> None:
    """Every line, notes included (`previously defined here`, `see current operation`)."""
    flags = [] if name in NEEDS_FLAG_OFF else ["--allow-unregistered-dialect"]
    ours, theirs = both(text, *flags)
    assert ours[2] == theirs[2]


def test_rendering_shows_the_line_and_a_caret() -> None:
    text = '"foo.op"() {a = 1, a = 2} : () -> ()\n'
    assert diagnose("dup", text) == (
        "<stdin>:1:20: error: duplicate key 'a' in dictionary attribute\n"
        '"foo.op"() {a = 1, a = 2} : () -> ()\n'
        "                   ^"
    )


def test_wrong_token_errors_point_after_the_previous_token() -> None:
    text = '"foo.op"() {a = 1}   // a comment\n\n   \n'
    assert diagnose("colon", text).split("\n")[0] == (
        "<stdin>:1:19: error: expected ':' followed by operation type"
    )


def test_verifier_notes_point_at_the_definition() -> None:
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        '  "foo.use"(%0) : (i32) -> ()\n  %0 = "foo.def"() : () -> i32\n'
        '  "func.return"() : () -> ()\n}) : () -> ()\n'
    )
    rendered = diagnose("dominance", text)
    # Generic ops are located at their quoted name, as in mlir-opt.
    assert "<stdin>:3:8: note: operand defined here" in rendered


# The first line is the prefix; each level opens on a line of its own.
@pytest.mark.parametrize(
    ("prefix", "opening", "closing", "suffix", "where"),
    [
        ("", '"a.b"() ({', "}) : () -> ()", "", f"{MAX_NESTING + 2}:10"),  # regions
        ('"a.b"() {a =', "[", "]", "} : () -> ()", f"{MAX_NESTING + 1}:1"),  # in the dictionary
        ('"a.b"() {a =', "{a =", "}", "} : () -> ()", f"{MAX_NESTING + 1}:1"),
        ('"a.b"() : () ->', "tuple<", ">", "", f"{MAX_NESTING + 1}:6"),  # in the signature
        ('"a.b"() {a =', "() -> (", ")", "} : () -> ()", f"{MAX_NESTING + 1}:1"),
        ('"a.b"() : () -> () loc(', "callsite(", ' at "b")', ")", f"{MAX_NESTING + 1}:9"),
    ],
)
def test_deep_nesting_is_a_located_diagnostic(
    prefix: str, opening: str, closing: str, suffix: str, where: str
) -> None:
    """mlir-opt overflows its stack at 10,000 levels; passgen stops at MAX_NESTING."""
    text = (
        "\n".join(
            [prefix]
            + [opening] * 10000
            + ["1" if "{a" in opening else "i32"]
            + [closing] * 10000
            + [suffix]
        )
        + "\n"
    )
    first = diagnose("deep", text).split("\n")[0]
    assert (
        first
        == f"<stdin>:{where}: error: nesting deeper than {MAX_NESTING} levels is not supported"
    )


@pytest.mark.slow
def test_the_deepest_accepted_nesting_prints_and_parses_again() -> None:
    depth = MAX_NESTING - 1
    text = '"a.b"() {a = ' + "[" * depth + "]" * depth + "} : () -> ()\n"
    text += '"a.b"() ({\n' * MAX_NESTING + "}) : () -> ()\n" * MAX_NESTING
    text += '"a.b"() {a = ' + "distinct[0]<" * depth + "1" + ">" * depth + "} : () -> ()\n"
    text += '"a.b"() : () -> () loc(' + "callsite(" * depth + '"a"' + ' at "b")' * depth + ")\n"
    ctx = Context(allow_unregistered_dialects=True)
    printed = print_op(parse_source(text, ctx, "<stdin>"), debuginfo=True)
    assert (
        print_op(
            parse_source(printed, Context(allow_unregistered_dialects=True), "p"), debuginfo=True
        )
        == printed
    )


# Locations and aliases that mlir-opt rejects: the whole diagnostic (message, position,
# source line and caret) must be mlir-opt's.
_OP = '"foo.op"() : () -> () '
REJECTED_LIKE_MLIR_OPT = {
    "loc_bare_word": _OP + "loc(foo)",
    "loc_line_not_integer": _OP + 'loc("a":x:y)',
    "loc_line_is_float": _OP + 'loc("a":1.5:2)',
    "loc_line_too_large": _OP + 'loc("a": 99999999999:1)',
    "loc_column_too_large": _OP + 'loc("a":1: 99999999999)',
    "loc_end_line_too_large": _OP + 'loc("a":1:2 to  99999999999:3)',
    "loc_end_column_too_large": _OP + 'loc("a":1:2 to 3: 99999999999)',
    "loc_three_numbers": _OP + 'loc("a":1:2:3)',
    "loc_range_without_colon": _OP + 'loc("a":1:2 to 4)',
    "loc_range_junk": _OP + 'loc("a":1:2 to x)',
    "loc_junk_after_name": _OP + 'loc("a" junk)',
    "loc_junk_after_child": _OP + 'loc("a"("b") junk)',
    "loc_junk_in_child": _OP + 'loc("a"(unknown x))',
    "loc_bad_child": _OP + 'loc("a"(foo))',
    "loc_junk_after_unknown": _OP + "loc(unknown junk)",
    "loc_unterminated": _OP + "loc(unknown",
    "loc_empty": _OP + "loc()",
    "loc_number": _OP + "loc(1)",
    "loc_callsite_junk": _OP + 'loc(callsite("a" at "b") x)',
    "loc_callsite_without_at": _OP + 'loc(callsite("a"))',
    "loc_callsite_without_caller": _OP + 'loc(callsite("a" at))',
    "loc_callsite_without_paren": _OP + 'loc(callsite "a")',
    "loc_fused_without_list": _OP + "loc(fused)",
    "loc_fused_bad_element": _OP + 'loc(fused["a", foo])',
    "loc_fused_missing_comma": _OP + 'loc(fused["a" "b"])',
    "loc_fused_unclosed_metadata": _OP + 'loc(fused<1 "a"])',
    "loc_fused_undefined_metadata": _OP + 'loc(fused<#x>["a"])',
    "loc_dialect_attribute": _OP + "loc(#foo.x)",
    "loc_alias_with_body": _OP + "loc(#x<1>)",
    "loc_nested_undefined_alias": _OP + 'loc(callsite(#x at "b"))',
    "loc_nested_attribute_alias": "#x = 1\n" + _OP + 'loc(callsite(#x at "b"))',
    "loc_alias_definition_junk": '#l = loc("a" x)',
    "loc_attribute_junk": '"foo.op"() {a = loc("a" x)} : () -> ()',
    "loc_double_hash": _OP + "loc(##a)",
    "type_undefined_alias": '"foo.op"() : () -> !foo',
    "type_undefined_alias_in_tensor": '"foo.op"() : () -> tensor<4x!foo>',
    "type_undefined_attribute_in_memref": '"foo.op"() : () -> memref<4xf32, #bar>',
    "type_undefined_alias_in_signature": '"foo.op"() {t = (!foo) -> ()} : () -> ()',
    "type_undefined_alias_of_argument": '"foo.op"() ({\n^bb0(%a: !foo):\n}) : () -> ()',
    "type_attribute_alias_as_type": '"foo.op"() : () -> #bar',
    "type_undefined_alias_in_registered_dialect": '"foo.op"() : () -> !llvm.struct<(!nope)>',
    "type_bare_bang": '"foo.op"() : () -> !',
    "type_bang_string": '"foo.op"() : () -> !"x"',
    "attribute_bare_hash": '"foo.op"() {a = #} : () -> ()',
}


@requires_mlir_opt
def test_a_constant_of_another_type_than_its_value_is_rejected_as_by_mlir_opt() -> None:
    """ODS AllTypesMatch of `value` and `result` (else its custom print, which shows the
    value's type, would read back as another op)."""
    ours, theirs = both('%0 = "arith.constant"() <{value = 0.332}> : () -> f32\n')
    assert ours == theirs
    assert "all of {value, result} have same type" in ours[2]


@requires_mlir_opt
@pytest.mark.parametrize("text", REJECTED_LIKE_MLIR_OPT.values(), ids=REJECTED_LIKE_MLIR_OPT.keys())
def test_rejected_with_mlir_opts_diagnostic(text: str) -> None:
    ours, theirs = both(text + "\n", "--allow-unregistered-dialect", "--mlir-print-debuginfo")
    assert theirs[0] == 1
    assert ours == theirs


def test_location_errors_point_where_mlir_opt_points() -> None:
    assert diagnose("loc", _OP + 'loc("a":1:2:3)\n').split("\n")[0] == (
        "<stdin>:1:34: error: expected ')' in location"
    )
    assert diagnose("loc", _OP + 'loc(fused["a" "b"])\n').split("\n")[0] == (
        "<stdin>:1:36: error: expected ']' in fused location"
    )


# Locations mlir-opt accepts in spellings of its own: printed back as mlir-opt prints them.
ACCEPTED_LOCATIONS = [
    '"a":1',
    '"a":1:2 to 3:4',
    '"a":1:2 to :4',
    '"a":1:2 to 1:4',
    '"a":1:2 to 1:2',
    '"a":0x10:2',
    '"a" ( "b" )',
    '"\\61b"',
    "fused[]",
    'fused["a"]',
    'fused<"m">[]',
    'fused["a", "a", unknown]',
    'fused["a", fused["b", "c"]]',
    'fused<"m">["a", fused<"m">["b"]]',
    'fused<"m">["a", fused["b", "c"]]',
    'callsite( "a"  at "b" )',
    "fused[unknown]",
    '"a"(unknown)',
    'fused<1 : i32>["a","b"]',
]


@requires_mlir_opt
@pytest.mark.parametrize("spelling", ["loc({})", "loc ({})", "loc\n({})"])
def test_locations_print_as_mlir_opt_reads_them(spelling: str) -> None:
    text = "".join(_OP + spelling.format(body) + "\n" for body in ACCEPTED_LOCATIONS)
    text += '#l = loc ("x":1:2)\n"foo.op"() ({\n^bb0(%a: i32 loc ("q")):\n}) : () -> () loc(#l)\n'
    # Inline (local scope): the numbering of location aliases is another matter.
    ours, theirs = both(
        text, "--allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-print-local-scope"
    )
    assert ours == theirs


ATTRIBUTES_IN_LOCATIONS = {
    "op_location_before_its_attributes": (
        '"test.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () '
        'loc(fused<affine_map<(d0) -> (d0)>>["a", "b"])\n'
        '"test.op"() {m = affine_map<(d0) -> (d0)>} : () -> () loc("x":1:2)\n'
    ),
    "block_argument_locations_are_not_deferred": (
        '"test.outer"() ({\n^bb0(%x: i32 loc(fused<affine_map<(d0) -> (d0 + 2)>>["b"])):\n'
        '  "test.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () '
        'loc(fused<affine_map<(d0) -> (d0 + 3)>>["c"])\n}) : () -> ()\n'
    ),
    "nested_aliases_deepen_the_location": (
        '"test.a"() : () -> () loc(fused<affine_map<(d0) -> (d0 * 2)>>["a", "b"])\n'
        '"test.b"() {m = affine_map<(d0) -> (d0 * 2)>} : () -> () loc("z":1:1)\n'
        '"test.c"() : () -> () loc(fused<distinct[0]<affine_map<(d0) -> (d0 * 3)>>>["c"])\n'
        '"test.d"() ({\n^bb0(%x: i32 loc(fused<affine_set<(d0) : (d0 >= 0)>>["e"])):\n'
        '  "test.e"() : () -> () loc(fused<affine_set<(d0) : (d0 >= 0)>>["f"])\n'
        '}) : () -> () loc(callsite(fused<affine_map<(d0) -> (d0 * 5)>>["g"] at "h"))\n'
    ),
    "deferred_then_used_by_an_attribute": (
        '"test.a"() : () -> () loc(fused<distinct[0]<affine_map<(d0) -> (d0 * 7)>>>["a"])\n'
        '"test.r"() ({\n  "test.b"() {m = affine_map<(d0) -> (d0 * 7)>, '
        's = "affine_map<(d0) -> (d0)>"} : () -> () loc(fused<"affine_map<x>">["b"])\n'
        "}) : () -> () loc(fused<affine_map<(d0) -> (d0 * 8)>>"
        '[fused<affine_set<(d0) : (d0 == 0)>>["c"], "d"])\n'
        '"test.c"() {n = affine_set<(d0) : (d0 == 0)>} : () -> ()\n'
    ),
}


@requires_mlir_opt
@pytest.mark.parametrize(
    "flags",
    [["--mlir-print-debuginfo"], [], ["--mlir-print-debuginfo", "--mlir-print-local-scope"]],
)
@pytest.mark.parametrize(
    "text", ATTRIBUTES_IN_LOCATIONS.values(), ids=ATTRIBUTES_IN_LOCATIONS.keys()
)
def test_attributes_inside_locations_are_aliased_as_mlir_opt_does(
    text: str, flags: list[str]
) -> None:
    """mlir-opt aliases the attributes in a location's metadata: it visits an op's location
    before the op's regions and attributes, defers an alias only ops' locations use, and
    counts a location's depth over its metadata's aliases too."""
    ours, theirs = both(text, "--allow-unregistered-dialect", *flags)
    assert theirs[0] == 0
    assert ours == theirs
