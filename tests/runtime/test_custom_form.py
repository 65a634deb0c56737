"""The custom assembly form (issue 28): the per-op lookup and its declarative hook, parsing
custom ops mixed with generic ones, printing each op in its custom form where it has one
(hand-written, or interpreted from its ODS format by runtime/asm/format/), MLIR's SSA value
names, `--mlir-print-op-generic` everywhere a print happens, and mlir-opt's diagnostics.
Differential tests against mlir-opt: test_custom_form_oracle.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from custom_form_cases import ERRORS
from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import passgen_opt

from passgen.runtime.asm import form_lookup, parse_source, print_op
from passgen.runtime.asm.form_lookup import custom_form, op_asm
from passgen.runtime.asm.printer import print_op_summary
from passgen.runtime.ir import Context, DiagnosticError, Operation

FUNC = """\
func.func private @ext(i32 {a.b}, f32) -> (i32 {x.y = 1 : i64})
func.func @f(%a: i32 {x.y = 1}, %b: f32) -> (i32, f32) attributes {no_inline} {
  %c = "arith.constant"() <{value = 0 : index}> : () -> index
  "func.return"(%a, %b) : (i32, f32) -> ()
}
func.func nested @g() -> (() -> ()) {
^bb0:
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %0 = "x.f"() : () -> (() -> ())
  "func.return"(%0) : (() -> ()) -> ()
}
"""

# What mlir-opt 22 prints for FUNC (--allow-unregistered-dialect): `x.f` has no form.
FUNC_PRINTED = """\
module {
  func.func private @ext(i32 {a.b}, f32) -> (i32 {x.y = 1 : i64})
  func.func @f(%arg0: i32 {x.y = 1 : i64}, %arg1: f32) -> (i32, f32) attributes {no_inline} {
    %c0 = arith.constant 0 : index
    return %arg0, %arg1 : i32, f32
  }
  func.func nested @g() -> (() -> ()) {
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = "x.f"() : () -> (() -> ())
    return %0 : () -> ()
  }
}
"""


def module_of(text: str) -> Operation:
    return parse_source(text, Context(allow_unregistered_dialects=True))


def test_ops_print_in_their_custom_forms_among_generic_ops() -> None:
    assert print_op(module_of(FUNC)) == FUNC_PRINTED


def test_the_custom_print_reads_back_as_the_same_ir() -> None:
    module = module_of(FUNC)
    again = module_of(print_op(module))
    assert print_op(again) == FUNC_PRINTED
    assert print_op(again, generic=True) == print_op(module, generic=True)


def test_generic_prints_every_op_generically() -> None:
    text = print_op(module_of(FUNC), generic=True)
    assert "func.func @" not in text
    assert (
        '"func.func"() <{arg_attrs = [{a.b}, {}], function_type = (i32, f32) -> i32, '
        'res_attrs = [{x.y = 1 : i64}], sym_name = "ext", sym_visibility = "private"}> ({\n  })'
    ) in text


def test_a_context_can_print_generically_by_default() -> None:
    module = parse_source(FUNC, Context(allow_unregistered_dialects=True, print_op_generic=True))
    assert print_op(module) == print_op(module, generic=True)
    assert print_op(module, generic=False) == FUNC_PRINTED


def test_entry_arguments_and_values_are_named_per_function() -> None:
    """MLIR's SSANameState: each function's numbering starts afresh (`%arg0`, `%0`), the
    names of `arith.constant`'s hook are uniqued within what a region sees."""
    text = (
        "func.func @a(%x: i32) {\n"
        '  %0 = "arith.constant"() <{value = 0 : index}> : () -> index\n'
        '  %1 = "arith.constant"() <{value = 0 : index}> : () -> index\n'
        '  %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8\n'
        '  %3 = "arith.constant"() <{value = true}> : () -> i1\n'
        '  %4 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32\n'
        '  "x.r"() ({\n'
        '    %5 = "arith.constant"() <{value = 0 : index}> : () -> index\n'
        '    %6 = "x.v"() : () -> i32\n'
        "  }) : () -> ()\n"
        '  "func.return"() : () -> ()\n'
        "}\n"
        "func.func @b(%y: i32) {\n"
        '  %0 = "arith.constant"() <{value = 0 : index}> : () -> index\n'
        '  %1:2 = "x.two"() : () -> (i32, i32)\n'
        '  "func.return"() : () -> ()\n'
        "}\n"
    )
    printed = print_op(module_of(text))
    names = [line.split(" = ")[0].strip() for line in printed.splitlines() if " = " in line]
    assert names == [
        "%c0",
        "%c0_0",
        "%c-1_i8",
        "%true",
        "%cst",
        "%c0_1",
        "%0",
        "%c0",
        "%0:2",
    ]
    assert "func.func @a(%arg0: i32)" in printed and "func.func @b(%arg0: i32)" in printed


def test_the_interpreter_gives_declarative_forms_with_the_dialects_hooks() -> None:
    context = Context(allow_unregistered_dialects=True)
    constant = context.get_op_name("arith.constant")
    form = custom_form(constant)
    interpreted = form_lookup.declarative_form(constant)
    assert form is not None and interpreted is not None and form.parse is interpreted.parse
    assert form.result_names is not None  # arith's hook, found whoever gives the form
    assert op_asm(constant) is op_asm(constant)  # found once per op name
    assert custom_form(context.get_op_name("func.return")) is not None
    assert custom_form(context.get_op_name("func.func")) is not None  # hand-written
    assert custom_form(context.get_op_name("x.f")) is None
    assert op_asm(context.get_op_name("builtin.module")).interface.default_dialect == "builtin"


def test_debuginfo_prints_argument_locations_inline() -> None:
    text = 'func.func @f(%a: i32 loc("x":1:2)) {\n  "func.return"() : () -> ()\n}\n'
    printed = print_op(module_of(text), debuginfo=True)
    assert 'func.func @f(%arg0: i32 loc("x":1:2)) {' in printed
    assert "  } loc(#loc1)\n" in printed


@pytest.mark.parametrize("name", ERRORS)
def test_malformed_custom_ops_get_mlir_opts_diagnostics(name: str) -> None:
    text, expected = ERRORS[name]
    code, _, err = passgen_opt(text, "--allow-unregistered-dialect")
    assert code == 1 and err.split("\n")[0] == f"<stdin>:{expected}"


def test_an_unknown_dialect_notes_the_available_ones() -> None:
    with pytest.raises(DiagnosticError) as info:
        module_of("%0 = bar.baz : i32\n")
    (note,) = info.value.diagnostic.notes
    assert note.message.startswith("Available dialects: ") and "func" in note.message


# -- --mlir-print-op-generic reaches every print ----------------------------------------------

GENERIC_FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n'
    "}) : () -> ()\n"
)


@pytest.mark.parametrize("generic", [False, True])
def test_the_flag_reaches_the_output_and_ir_dumps(generic: bool) -> None:
    flags = ["--mlir-print-op-generic"] if generic else []
    code, out, err = passgen_opt(
        GENERIC_FUNC, "-p", "builtin.module(func.func(cse))", "--mlir-print-ir-after-all", *flags
    )
    assert code == 0
    for text in (out, err):
        assert ('"func.func"()' in text) is generic
        assert ("func.func @f() {" in text) is not generic


@pytest.mark.parametrize("generic", [False, True])
def test_the_flag_reaches_reproducers(generic: bool, tmp_path: Path) -> None:
    path = tmp_path / "repro.mlir"
    flags = ["--mlir-print-op-generic"] if generic else []
    code, _, _ = passgen_opt(
        GENERIC_FUNC,
        "-p",
        "builtin.module(func.func(test-pass-failure))",
        f"--mlir-pass-pipeline-crash-reproducer={path}",
        *flags,
    )
    text = path.read_text()
    assert code == 1 and ("func.func @f() {" in text) is not generic


def test_an_op_failing_verification_prints_generically() -> None:
    """As MLIR's printer (verifyOpAndAdjustFlags): the whole print falls back to the generic
    form; not when the IR is assumed verified."""
    text = 'func.func @f() -> i32 {\n  "func.return"() : () -> ()\n}\n'
    module = module_of(text)  # read, not verified
    function = module.regions[0].blocks[0].first_op
    assert function is not None
    assert print_op(module) == print_op(module, generic=True)
    assert print_op(function) == print_op(function, generic=True)
    assert "func.func @f() -> i32 {\n    return\n  }" in print_op(module, assume_verified=True)
    assumed = Context(allow_unregistered_dialects=True, print_assume_verified=True)
    assert "func.func @f() -> i32 {" in print_op(parse_source(text, assumed))


def test_diagnostics_show_ops_generically() -> None:
    code, _, err = passgen_opt('func.func @f() -> i32 {\n  "func.return"() : () -> ()\n}\n')
    assert code == 1
    assert 'note: see current operation: "func.return"() : () -> ()' in err


# -- random signatures ---------------------------------------------------------------------------

TYPES = st.sampled_from(["i32", "f32", "index", "tensor<4xf32>", "() -> ()", "memref<?xi8>"])
ATTRS = st.sampled_from(["", " {a.b}", ' {x.y = 1 : i64, z = "s"}'])


@st.composite
def signatures(draw: st.DrawFn) -> str:
    """A `func.func` with random arguments (named, with a body, or types only, external),
    results, attributes and visibility."""
    arguments = draw(st.lists(st.tuples(TYPES, ATTRS), max_size=4))
    results = draw(st.lists(st.tuples(TYPES, ATTRS), max_size=3))
    external = draw(st.booleans())
    visibility = draw(
        st.sampled_from(["", "private ", "nested "] if external else ["", "private "])
    )
    if external and not visibility:
        visibility = "private "
    if external:
        inputs = ", ".join(f"{t}{a}" for t, a in arguments)
    else:
        inputs = ", ".join(f"%v{i}: {t}{a}" for i, (t, a) in enumerate(arguments))
    text = f"func.func {visibility}@f({inputs})"
    parenthesized = draw(st.booleans())  # `-> ()` when there are no results
    if results or parenthesized:
        text += " -> (" + ", ".join(f"{t}{a}" for t, a in results) + ")"
    text += draw(st.sampled_from(["", " attributes {u.v, w = 2 : i32}"]))
    if not external:
        returned = ", ".join(f"%r{i}" for i in range(len(results)))
        types = ", ".join(t for t, _ in results)
        body = [f'  %r{i} = "x.r"() : () -> ({t})' for i, (t, _) in enumerate(results)]
        body.append(f'  "func.return"({returned}) : ({types}) -> ()')
        text += " {\n" + "\n".join(body) + "\n}"
    return text + "\n"


@given(signatures())
def test_random_signatures_print_and_read_back(text: str) -> None:
    module = module_of(text)
    printed = print_op(module)
    again = module_of(printed)
    assert print_op(again) == printed
    assert print_op(again, generic=True) == print_op(module, generic=True)


def test_summaries_print_custom_ops_with_their_regions_elided() -> None:
    module = module_of(FUNC)
    function = list(module.regions[0].blocks[0])[1]
    assert print_op_summary(function, local_scope=True) == (
        "func.func @f(%arg0: i32 {x.y = 1 : i64}, %arg1: f32) -> (i32, f32) attributes "
        "{no_inline} {...}"
    )
    assert print_op_summary(function, local_scope=True, generic=True).startswith(
        '"func.func"() <{arg_attrs = [{x.y = 1 : i64}, {}], function_type'
    )
    assert print_op_summary(module) == "module {...}"
