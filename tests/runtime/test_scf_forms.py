"""The scf dialect's hand-written custom forms (runtime/dialects/scf/): read and printed as
mlir-opt 22 reads and prints them, implicit terminators included.

Ops with an ODS `assemblyFormat` print and read through the format interpreter, as mlir-opt
prints them, byte for byte. Upstream functions (tests/data/scf_forms/README.md) are also read from mlir-opt's generic form, printed by us, and that print read back by mlir-opt
must give mlir-opt's own custom and generic prints ("mlir-opt twice").
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, verify

UPSTREAM_FILES = (
    DATA / "upstream_mlir" / "mlir" / "test" / "Dialect" / "SCF" / "ops.mlir",
    DATA / "scf_forms" / "ops.mlir",
)
HEADER = '%lb = "t.index"() : () -> index\n%c = "t.i1"() : () -> i1\n%x = "t.i32"() : () -> i32\n'
HEADER += '%t = "t.tensor"() : () -> tensor<4xf32>\n'
INSERT = (
    '"tensor.parallel_insert_slice"(%t, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, '
    "static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = "
    "array<i64: 1>}> : (tensor<4xf32>, tensor<4xf32>) -> ()"
)

# Inputs of the forms, around unregistered ops: their prints are mlir-opt's, byte for byte.
SNIPPETS = {
    "for": 'scf.for %i = %lb to %lb step %lb {\n  "t.use"(%i) : (index) -> ()\n}',
    "for_i32_unsigned": "scf.for unsigned %i = %x to %x step %x : i32 {\n} {a = 1 : i32}",
    "for_nested": "scf.for %i = %lb to %lb step %lb {\n  scf.for %j = %i to %lb step %i {\n"
    '    "t.use"(%i, %j) : (index, index) -> ()\n  }\n}',
    "if": 'scf.if %c {\n  "t.a"() : () -> ()\n}',
    "if_else": 'scf.if %c {\n  "t.a"() : () -> ()\n} else {\n  "t.b"() : () -> ()\n} {b}',
    "if_empty": "scf.if %c {\n} else {\n}",
    "if_unregistered_last": 'scf.if %c {\n  "t.end"() : () -> ()\n}',
    "forall_in": 'scf.forall (%i, %j) in (4, %lb) {\n  "t.use"(%i, %j) : (index, index) -> ()\n}',
    "forall_bounds": "scf.forall (%i) = (2) to (%lb) step (3) {\n} {mapping = [#gpu.thread<x>]}",
    "for_iter_args": "%r:2 = scf.for %i = %x to %x step %x iter_args(%a = %x, %b = %t) -> "
    '(i32, tensor<4xf32>) : i32 {\n  "scf.yield"(%a, %b) : (i32, tensor<4xf32>) -> ()\n}',
    "if_results": '%r = scf.if %c -> (i32) {\n  "scf.yield"(%x) : (i32) -> ()\n} else {\n'
    '  "scf.yield"(%x) : (i32) -> ()\n}',
    "while": '%w = scf.while (%a = %x) : (i32) -> i32 {\n  "scf.condition"(%c, %a) : (i1, i32) '
    '-> ()\n} do {\n^bb0(%y: i32):\n  "scf.yield"(%y) : (i32) -> ()\n} attributes {bar}',
    "while_empty": 'scf.while : () -> () {\n  "scf.condition"(%c) : (i1) -> ()\n} do {\n'
    '  "scf.yield"() : () -> ()\n}',
    "parallel": "scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) {\n"
    '  "t.use"(%i) : (index) -> ()\n}',
    "parallel_init": "%p = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {\n"
    '  "scf.reduce"(%x) ({\n  ^bb0(%l: i32, %r: i32):\n    "scf.reduce.return"(%l) : (i32) '
    "-> ()\n  }) : (i32) -> ()\n}",
    "execute_region": '%e = scf.execute_region -> i32 no_inline {\n  "scf.yield"(%x) : (i32) '
    '-> ()\n} {attr}\n%f:2 = scf.execute_region -> (i32, i32) {\n  "scf.yield"(%x, %x) : '
    "(i32, i32) -> ()\n}",
    "forall_shared_outs": "%r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<4xf32>) "
    "{\n  scf.forall.in_parallel {\n    " + INSERT + "\n  }\n}",
    "execute_region_blocks": 'scf.execute_region {\n  "t.br"()[^bb1] : () -> ()\n^bb1:\n'
    '  "scf.yield"() : () -> ()\n}',
}

# Malformed custom scf ops: mlir-opt's first diagnostic, which ours must equal.
MALFORMED = [
    "scf.for %i = %lb to %lb {\n}",
    "scf.for %i = %lb to %lb step %lb iter_args(%a = %lb) {\n}",
    "%r = scf.for %i = %lb to %lb step %lb iter_args(%a = %lb, %b = %lb) -> (index) {\n}",
    'scf.for %i = %lb to %y step %lb {\n  %y = "t.v"() : () -> index\n}',
    "scf.for %i = %lb to %lb step %lb iter_args(%a = %lb -> (index) {\n}",
    "scf.for %i = %lb to %lb step %lb : index, {\n}",
    "scf.if %x {\n}",
    "scf.while (%a = %c) : (i1, i1) -> () {\n} do {\n}",
    "scf.while (%a = %c) : i1 {\n} do {\n}",
    "scf.parallel (%i, %j) = (%lb) to (%lb) step (%lb) {\n}",
    "scf.forall (%i) in (%lb, a) {\n}",
    "scf.forall (%i) = (0) to (%lb) {\n}",
    "scf.forall (%i) in (%lb) shared_outs(%o = %lb) {\n}",
    "scf.execute_region -> index no_inline foo {\n}",
]


def _context() -> Context:
    return Context(allow_unregistered_dialects=True)


def custom(text: str) -> str:
    """Our custom print of `text`."""
    return print_op(parse_source(text, _context()))


def generic(text: str) -> str:
    """Our generic print of `text` (verified)."""
    op = parse_source(text, _context())
    verify(op)
    return print_op(op, generic=True)


def theirs(text: str, *args: str) -> str:
    """mlir-opt's print of `text` (unregistered ops allowed), which it must accept, without
    the blank line the tool ends its output with."""
    result = mlir_opt(text, "--allow-unregistered-dialect", *args)
    assert result.returncode == 0, result.stderr
    return result.stdout.rstrip("\n") + "\n"


def body(printed: str) -> list[str]:
    """The lines inside the top-level module (its own line printed either way)."""
    return printed.strip().splitlines()[1:-1]


def upstream_functions() -> list[Any]:
    """Each top-level function of the upstream excerpts, named by its file and symbol."""
    found = []
    for path in UPSTREAM_FILES:
        text = "\n".join(line for line in path.read_text().splitlines() if "// " not in line)
        for chunk in re.split(r"\n(?=func\.func )", text):
            name = re.search(r"func\.func @(\w+)", chunk)
            if name is not None:
                found.append(pytest.param(chunk, id=f"{Path(path).parent.name}-{name.group(1)}"))
    return found


def snippet(name: str) -> str:
    return HEADER + SNIPPETS[name] + "\n"


# -- without mlir-opt ---------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_the_custom_print_reads_back_to_itself_and_to_the_same_ir(name: str) -> None:
    printed = custom(snippet(name))
    assert custom(printed) == printed
    assert generic(printed) == generic(snippet(name))


def test_implicit_terminators_are_inserted_when_read_and_elided_when_printed() -> None:
    text = HEADER + "scf.for %i = %lb to %lb step %lb {\n}\nscf.if %c {\n}\n"
    text += "scf.forall (%i) in (2) {\n}\n"
    printed = generic(text)
    assert printed.count('"scf.yield"() : () -> ()') == 2
    assert '"scf.forall.in_parallel"() ({\n    ^bb0:\n    }) : () -> ()' in printed
    assert "scf.yield" not in custom(text) and "in_parallel" not in custom(text)


def test_an_unregistered_last_op_gets_a_terminator_after_it() -> None:
    printed = generic(snippet("if_unregistered_last"))
    assert '"t.end"() : () -> ()\n    "scf.yield"() : () -> ()' in printed


def test_loop_variables_print_as_entry_block_arguments() -> None:
    printed = custom(snippet("for_nested"))
    assert "scf.for %arg0 = %0 to %0 step %0 {" in printed
    assert "scf.for %arg1 = %arg0 to %0 step %arg0 {" in printed


@st.composite
def nests(draw: st.DrawFn, depth: int = 0) -> str:
    """A block's worth of nested scf.for / scf.if / scf.forall ops around unregistered ops."""
    ops = []
    for _ in range(draw(st.integers(0 if depth else 1, 3))):
        kind = draw(st.sampled_from(["use", "for", "if", "forall"] if depth < 3 else ["use"]))
        inner = draw(nests(depth + 1)) if kind != "use" else ""
        ops.append(
            {
                "use": '"t.use"(%lb) : (index) -> ()',
                "for": f"scf.for %i{depth} = %lb to %lb step %lb {{\n{inner}}}",
                "if": f"scf.if %c {{\n{inner}}} else {{\n{inner}}}",
                "forall": f"scf.forall (%f{depth}, %g{depth}) in (%lb, 3) {{\n{inner}}}",
            }[kind]
        )
    return "".join(op + "\n" for op in ops)


@settings(max_examples=examples(60), deadline=None)
@given(nests())
def test_nests_print_to_a_fixed_point_that_reads_back_to_the_same_ir(nest: str) -> None:
    printed = custom(HEADER + nest)
    assert custom(printed) == printed
    assert generic(printed) == generic(HEADER + nest)


# -- against mlir-opt 22 ---------------------------------------------------------------------


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_custom_print_is_mlir_opts(name: str) -> None:
    assert body(custom(snippet(name))) == body(theirs(snippet(name)))


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_custom_form_reads_as_mlir_opt_reads_it(name: str) -> None:
    expected = theirs(snippet(name), "--mlir-print-op-generic")
    assert generic(snippet(name)) == expected
    # Our print means to mlir-opt what its own means (forall's bounds normalize alike).
    mlir_round_trip = theirs(theirs(snippet(name)), "--mlir-print-op-generic")
    assert theirs(custom(snippet(name)), "--mlir-print-op-generic") == mlir_round_trip


@requires_mlir_opt
@pytest.mark.parametrize("function", upstream_functions())
def test_mlir_opt_reads_our_print_of_upstream_functions_as_its_own(function: str) -> None:
    ours = custom(theirs(function, "--mlir-print-op-generic"))
    assert theirs(ours) == theirs(function)
    assert theirs(ours, "--mlir-print-op-generic") == theirs(function, "--mlir-print-op-generic")


@requires_mlir_opt
@pytest.mark.parametrize("function", upstream_functions())
def test_upstream_functions_read_and_print_as_mlir_opt(function: str) -> None:
    assert custom(function) == theirs(function)


@requires_mlir_opt
@pytest.mark.parametrize("case", MALFORMED)
def test_malformed_ops_are_reported_as_mlir_opt_reports_them(case: str) -> None:
    text = HEADER + case + "\n"
    code, _, errors = passgen_opt(text, "--allow-unregistered-dialect")
    reference = mlir_opt(text, "--allow-unregistered-dialect")
    assert code != 0 and reference.returncode != 0
    assert errors.splitlines()[:3] == reference.stderr.splitlines()[:3]
