"""`--mlir-elide-elementsattrs-if-larger=N`: dense elements attributes of more than N
elements (no splat) print as `dense_resource<__elided__>`, sparse ones when their indices or
values are that large, wherever the print holds them; the flag's bad values are refused as
LLVM refuses them; everything as mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, passgen_opt_process, requires_mlir_opt

from passgen.runtime.asm.elided_elements import ELIDED, elide_large_elements

TEXT = """\
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = arith.constant dense<7> : tensor<30xi32>
  %2 = arith.constant dense<[1, 2]> : tensor<2xi32>
  "u.x"() {a = [dense<[1, 2, 3]> : tensor<3xi32>], b = sparse<[[0], [1]], [1, 2]> : tensor<4xi32>, d = array<i32: 1, 2, 3>, e = dense<["a", "b", "c"]> : tensor<3x!u.s>, s = "dense<[1, 2, 3]> : tensor<3xi32>"} : () -> ()
  return
}
"""


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("dense<[1, 2, 3]> : tensor<3xi32>", 2, f"{ELIDED} : tensor<3xi32>"),
        ("dense<[1, 2, 3]> : tensor<3xi32>", 3, "dense<[1, 2, 3]> : tensor<3xi32>"),
        ("dense<7> : tensor<30xi32>", 2, "dense<7> : tensor<30xi32>"),
        ("[dense<[[1, 2]]> : vector<1x2xf32>]", 1, f"[{ELIDED} : vector<1x2xf32>]"),
        ('"dense<[1, 2, 3]> : tensor<3xi32>"', 0, '"dense<[1, 2, 3]> : tensor<3xi32>"'),
        (
            "sparse<[[0], [1]], [1, 2]> : tensor<4xi32>",
            2,
            "sparse<[[0], [1]], [1, 2]> : tensor<4xi32>",
        ),
        ("sparse<[[0], [1]], [1, 2]> : tensor<4xi32>", 1, f"{ELIDED} : tensor<4xi32>"),
        ("#x.dense<[1, 2]> : tensor<2xi32>", 0, "#x.dense<[1, 2]> : tensor<2xi32>"),
    ],
)
def test_elision(text: str, limit: int, expected: str) -> None:
    assert elide_large_elements(text, limit) == expected


@pytest.mark.parametrize("value", ["x", "-1", "", "4294967296"])
def test_bad_values_are_refused_as_llvm_refuses_them(value: str) -> None:
    result = passgen_opt_process(f"--mlir-elide-elementsattrs-if-larger={value}")
    assert result.returncode == 1
    assert result.stderr.endswith(
        ": for the --mlir-elide-elementsattrs-if-larger option: "
        f"'{value}' value invalid for uint argument!\n"
    )


@requires_mlir_opt
@pytest.mark.parametrize("limit", [0, 1, 2, 3, 100])
@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]], ids=str)
def test_prints_as_mlir_opt(limit: int, flags: list[str]) -> None:
    args = ["--allow-unregistered-dialect", f"--mlir-elide-elementsattrs-if-larger={limit}"]
    theirs = mlir_opt(TEXT, *args, *flags)
    assert passgen_opt(TEXT, *args, *flags) == (0, theirs.stdout, theirs.stderr)


@requires_mlir_opt
@pytest.mark.parametrize("limit", [1, 2, 20])
def test_view_op_graph_elides_as_mlir_opt(limit: int) -> None:
    args = [
        "--allow-unregistered-dialect",
        f"--mlir-elide-elementsattrs-if-larger={limit}",
        "--view-op-graph=max-label-len=64",
        "-o",
        "/dev/null",
    ]
    theirs = mlir_opt(TEXT, *args)
    assert passgen_opt(TEXT, *args) == (0, "", theirs.stderr)
