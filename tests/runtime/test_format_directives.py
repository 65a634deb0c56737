"""Declarative forms that need a custom directive (runtime/asm/format/directives/), a type
transformer (runtime/ir/type_transformers.py) or a result type hook
(runtime/asm/format/inferred_types.py), and hand-written forms of upstream ops
(`arith.select`, `bufferization.alloc_tensor`, `vector.transfer_read`/`_write`), against mlir-opt 22
on excerpts of upstream tests (tests/data/format_directives/, origins there): our custom print
is mlir-opt's byte for byte, our generic print of the input is mlir-opt's, and mlir-opt's
custom print reads back as the same IR; malformed ops fail where and as mlir-opt's do."""

from __future__ import annotations

import subprocess
import sys

import pytest
from mlir_tools import assert_fails_as_mlir_opt, mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA

pytestmark = requires_mlir_opt

FOLDER = DATA / "format_directives"
INPUTS = sorted(path.name for path in FOLDER.glob("*.mlir"))


@pytest.mark.parametrize("name", INPUTS)
def test_the_generic_print_is_mlir_opts(name: str) -> None:
    text = (FOLDER / name).read_text()
    theirs = mlir_opt(text, "--mlir-print-op-generic")
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(text, "--mlir-print-op-generic") == (0, theirs.stdout, "")


@pytest.mark.parametrize("name", INPUTS)
def test_mlir_opts_custom_print_reads_back_as_the_same_ir(name: str) -> None:
    text = (FOLDER / name).read_text()
    custom = mlir_opt(text).stdout
    generic = mlir_opt(text, "--mlir-print-op-generic").stdout
    assert passgen_opt(custom, "--mlir-print-op-generic") == (0, generic, "")


@pytest.mark.parametrize("name", INPUTS)
def test_the_custom_print_is_mlir_opts(name: str) -> None:
    text = (FOLDER / name).read_text()
    theirs = mlir_opt(text)
    assert passgen_opt(text) == (0, theirs.stdout, "")


MALFORMED = [
    "func.func @f() {\n  gpu.wait async\n  return\n}\n",
    "func.func @f(%a: f32) {\n  %0 = tensor.from_elements %a : tensor<2xf32>\n  return\n}\n",
    "func.func @f(%a: f32, %f: () -> ()) {\n  func.call_indirect %f(%a) : () -> ()\n  return\n}\n",
    "memref.global @g : memref<?xf32>\n",
    'memref.global "private" @g : memref<2xf32> = dense<[1, 2]>\n',
    "func.func @f(%s: i32) {\n  cf.switch %s : i32, [\n    default: ^bb1,\n    x: ^bb1\n  ]\n"
    "^bb1:\n  return\n}\n",
    "func.func @f(%c: i1, %a: i32) {\n  %0 = arith.select %c, %a : i32\n  return\n}\n",
    "func.func @f(%c: i1, %a: i32) {\n  %0 = arith.select %c, %a, %a : i64\n  return\n}\n",
    "func.func @f(%a: index) {\n  %0 = bufferization.alloc_tensor(%a) copy : tensor<?xf32>\n"
    "  return\n}\n",
    "func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {\n"
    "  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>\n  return\n}\n",
    "func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {\n"
    "  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>, f32\n  return\n}\n",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_ops_fail_where_mlir_opt_does(text: str) -> None:
    assert_fails_as_mlir_opt(text)


@pytest.mark.parametrize(
    "op", ["llvm.getelementptr", "pdl.operation", "ml_program.global", "gpu.binary", "async.await"]
)
def test_a_dialects_directive_is_found_whoever_asks_first(op: str) -> None:
    """Ops whose forms use a directive of their dialect's folder (`custom<GEPIndices>`...):
    asked for before any op of the dialect was read (a report, a test), they still have
    their forms (llvm.getelementptr once got none, cached, and passgen-opt then refused it
    in the same process)."""
    script = (
        "import sys\nfrom passgen.runtime.asm.format.plan import upstream_form\n"
        "print(upstream_form(sys.argv[1]) is not None)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, op], capture_output=True, text=True, check=True
    )
    assert done.stdout == "True\n"
