"""The affine dialect's hand-written forms (runtime/dialects/affine/): apply, min, max, load,
store, for and if read and printed as MLIR's AffineOps.cpp reads and prints them. Custom
input reads to the generic form mlir-opt 22 reads it to, our custom print reads back to the
same, and (oracle) our print of each affine op is mlir-opt's, value names aside (some
other ops still print generically), and so are the aliases of the maps and sets (and
locations) the forms print."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mlir_tools import alias_uses, mlir_opt, passgen_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context
from passgen.runtime.ir.diagnostics import DiagnosticError

UPSTREAM = Path(__file__).parent.parent / "data/upstream_mlir/mlir/test/Dialect/Affine/ops.mlir"

# Inputs whose ops other than the affine ones are generic (their forms are another helper's).
LOOPS = """\
func.func @f(%m: memref<10x10xf32>, %n: index, %v: f32) -> f32 {
  %c = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %c) -> f32 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to %n {
      %x = affine.load %m[%i + 1, symbol(%n) * 2] : memref<10x10xf32>
      affine.store %v, %m[%i, %j - 3] {hint} : memref<10x10xf32>
    } {tag = 1 : i32}
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %mn = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1)>(%i)[%n]
    %y = affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%i)[%n] -> f32 {
      "affine.yield"(%acc) : (f32) -> ()
    } else {
      "affine.yield"(%c) : (f32) -> ()
    }
    "affine.yield"(%y) : (f32) -> ()
  }
  "func.return"(%r) : (f32) -> ()
}
"""
BOUNDS = """\
func.func @g(%a: index, %b: index, %m: memref<?xf32>) {
  affine.for %i = %a to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%a)[%b] {
    affine.for %j = affine_map<(d0) -> (d0 * 2)>(%i) to 100 step 7 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        %x = affine.load %m[%i * 4 - %j floordiv 2] : memref<?xf32>
      }
    }
  }
  %mx = affine.max affine_map<()[s0, s1] -> (s0 - s1, 11)>()[%a, %b]
  %k = affine.apply affine_map<(d0, d1) -> (d0 mod 3 + d1)>(%a, %b)
  affine.if affine_set<() : ()>() {
  } else {
    "foo"() : () -> ()
  } {some_attr = true}
  "func.return"() : () -> ()
}
"""
CASES = {"loops": LOOPS, "bounds": BOUNDS}


def _read(text: str) -> str:
    """Our generic print of custom `text`."""
    context = Context(allow_unregistered_dialects=True)
    return print_op(parse_source(text, context), generic=True)


def generic(text: str) -> str:
    """mlir-opt's generic print of `text` (which it must accept), without the blank line
    mlir-opt writes after the op."""
    result = mlir_opt(text, "--mlir-print-op-generic", "-allow-unregistered-dialect")
    assert result.returncode == 0, result.stderr
    return result.stdout.removesuffix("\n")


def _custom(text: str) -> str:
    context = Context(allow_unregistered_dialects=True)
    return print_op(parse_source(text, context))


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_custom_print_reads_back_to_the_same_ops(name: str) -> None:
    text = CASES[name]
    assert _read(_custom(text)) == _read(text)


def test_the_implicit_terminators_are_made_and_left_out() -> None:
    read = _read(BOUNDS)
    # two loops, the then regions of two ifs and one else region
    assert read.count('"affine.yield"() : () -> ()') == 5
    printed = _custom(BOUNDS)
    assert "affine.yield" not in printed
    assert "} else {\n" in printed and "} {some_attr = true}" in printed


def test_the_forms_print_what_they_read() -> None:
    printed = _custom(LOOPS)
    assert "affine.for %arg3 = 0 to 10 step 2 iter_args(%arg4 = %cst) -> (f32) {" in printed
    assert "affine.load %arg0[%arg3 + 1, symbol(%arg1) * 2] : memref<10x10xf32>" in printed
    assert "affine.store %arg2, %arg0[%arg3, %arg5 - 3] {hint} : memref<10x10xf32>" in printed
    assert "} {tag = 1 : i32}" in printed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "affine.for %i = 0 to affine_map<(d0) -> (d0, 4)>(%i) {\n}",
            "upper loop bound affine map with multiple results requires 'min' prefix",
        ),
        (
            "%0 = affine.apply affine_map<(d0) -> (d0)>()",
            "custom op 'affine.apply' dimension or symbol index mismatch",
        ),
        ("affine.for %i = 0 to 10 step -1 {\n}", "expected step to be representable"),
        ("%v = affine.load %i[%i * %i] : memref<4xf32>", "non-affine expression"),
    ],
)
def test_malformed_custom_ops_are_located_diagnostics(text: str, message: str) -> None:
    with pytest.raises(DiagnosticError) as raised:
        _read(f'func.func @h(%i: index) {{\n{text}\n"func.return"() : () -> ()\n}}\n')
    assert message in str(raised.value)


_ALIAS = re.compile(r"^(#\w+) = (.*)$", re.M)
_VALUE = re.compile(r"%[\w$.\-]+")
_CUSTOM_AFFINE_OP = re.compile(r"^\s*(?:%\S+ = )?affine\.(?!yield)")


def _affine_lines(printed: str) -> list[str]:
    """The lines of custom affine ops but `affine.yield` (declarative), aliases replaced by what they stand for, values
    renamed in the order they first appear (our other ops print generically and so name
    their results differently)."""
    aliases = dict(_ALIAS.findall(printed))
    for alias in sorted(aliases, key=len, reverse=True):
        printed = re.sub(re.escape(alias) + r"\b", lambda _: aliases[alias], printed)
    names: dict[str, str] = {}
    printed = _VALUE.sub(lambda m: names.setdefault(m.group(), f"%v{len(names)}"), printed)
    return [line for line in printed.splitlines() if _CUSTOM_AFFINE_OP.match(line)]


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_we_read_custom_affine_ops_as_mlir_opt_does(name: str) -> None:
    text = CASES[name]
    assert _read(text) == generic(text)


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_we_print_affine_ops_as_mlir_opt_does(name: str) -> None:
    text = CASES[name]
    theirs = mlir_opt(text, "-allow-unregistered-dialect")
    assert theirs.returncode == 0, theirs.stderr
    ours = _custom(text)
    assert _affine_lines(ours) == _affine_lines(theirs.stdout)
    assert generic(ours) == generic(text)  # mlir-opt reads our print as it reads the input


@requires_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--mlir-print-debuginfo"]], ids=["plain", "debuginfo"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_aliases_are_mlir_opts(name: str, flags: list[str]) -> None:
    """Only the maps and sets the forms print as attributes are aliased (not those printed
    as expressions or constant bounds), numbered in print order; with debug info, the
    locations of the terminators the forms leave out get no alias."""
    theirs = mlir_opt(CASES[name], "-allow-unregistered-dialect", *flags)
    code, ours, _ = passgen_opt(CASES[name], "--allow-unregistered-dialect", *flags)
    assert theirs.returncode == code == 0
    assert alias_uses(ours) == alias_uses(theirs.stdout)


def _upstream_chunks() -> list[str]:
    return UPSTREAM.read_text().split("// -----\n")


# Arith ops whose forms need runtime/asm/format/attribute_syntax.py's enum attributes.
@requires_mlir_opt
@pytest.mark.parametrize("index", range(len(_upstream_chunks())))
def test_upstream_chunks_read_and_print_as_mlir_opt(index: int) -> None:
    chunk = _upstream_chunks()[index]
    assert _read(chunk) == generic(chunk)
    theirs = mlir_opt(chunk, "-allow-unregistered-dialect").stdout
    assert _custom(chunk) + "\n" == theirs  # mlir-opt ends its output with a blank line


@requires_mlir_opt
def test_an_upstream_chunk_of_affine_ops_only_reads_as_mlir_opt() -> None:
    """The module-level affine scope chunk: generic ops around a custom `affine.load`."""
    (chunk,) = [c for c in _upstream_chunks() if "module op always provides" in c]
    assert _read(chunk) == generic(chunk)
    theirs = mlir_opt(chunk, "-allow-unregistered-dialect").stdout
    assert _affine_lines(_custom(chunk)) == _affine_lines(theirs)
