"""The resource section as mlir-opt 22 prints it: the builtin dialect's blobs only while the
printed IR names them (`dense_resource<key>`, MLIR prints the resources its printer saw
referenced), so a constant that canonicalize erases takes its blob along; external
resources always. Written out, and against mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

BLOBS = (
    "{-#\n  dialect_resources: {\n    builtin: {\n"
    '      "a b": "0x0800000001",\n      used: "0x0800000002",\n      unused: "0x0800000003"\n'
    "    }\n  },\n  external_resources: {\n    mlir_reproducer: {\n"
    '      pipeline: "builtin.module(canonicalize)"\n    }\n  }\n#-}\n'
)
SOURCE = (
    "func.func @f() -> tensor<i8> {\n"
    '  %0 = arith.constant dense_resource<"a b"> : tensor<i8>\n'
    "  %1 = arith.constant dense_resource<used> : tensor<i8>\n"
    "  return %1 : tensor<i8>\n}\n" + BLOBS
)


def printed(source: str, *flags: str) -> str:
    code, out, err = passgen_opt(source, *flags)
    assert code == 0, err
    return out


def test_only_the_blobs_the_printed_ir_names_are_printed() -> None:
    assert printed(SOURCE, "-canonicalize") == (
        "module {\n  func.func @f() -> tensor<i8> {\n"
        "    %cst = arith.constant dense_resource<used> : tensor<i8>\n"
        "    return %cst : tensor<i8>\n  }\n}\n\n"
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      used: "0x0800000002"\n    }\n  },\n'
        "  external_resources: {\n    mlir_reproducer: {\n"
        '      pipeline: "builtin.module(canonicalize)"\n    }\n  }\n#-}\n\n'
    )


def test_a_quoted_key_is_named_as_printed() -> None:
    assert '      "a b": "0x0800000001",\n' in printed(SOURCE)


@requires_mlir_opt
@pytest.mark.parametrize(
    "flags", [[], ["-canonicalize"], ["--mlir-print-op-generic"], ["-canonicalize", "-cse"]]
)
def test_resources_print_as_with_mlir_opt(flags: list[str]) -> None:
    for source in (SOURCE, "func.func @g() {\n  return\n}\n" + BLOBS):
        expected = mlir_opt(source, *flags)
        assert expected.returncode == 0, expected.stderr
        assert printed(source, *flags) == expected.stdout
