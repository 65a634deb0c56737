"""Inputs of the custom-form tests: upstream chunks (tests/data/custom_form/, origins noted
there) and malformed custom ops with the first line of what mlir-opt 22 says of each (read
with --allow-unregistered-dialect; the oracle tests check the lines against mlir-opt)."""

from __future__ import annotations

import paths

DATA = paths.DATA / "custom_form"


def chunks(name: str) -> list[str]:
    """The `// -----` chunks of data file `name`, its header chunk left out when it holds
    no op (only comments)."""
    parts = (DATA / name).read_text().split("// -----\n")
    return [p for p in parts if any(line and not line.startswith("//") for line in p.splitlines())]


UPSTREAM = chunks("upstream_func.mlir")
INVALID_FUNC_OP = chunks("invalid_func_op.mlir")

ERRORS = {
    "bare_at_top": (
        "foo\n",
        "1:1: error: custom op 'foo' is unknown (tried 'builtin.foo' as well)",
    ),
    "bare_in_func": (
        "func.func @f() {\n  foo\n}\n",
        "2:3: error: custom op 'foo' is unknown (tried 'func.foo' as well)",
    ),
    "unknown_dialect": (
        "%0 = bar.baz : i32\n",
        "1:6: error: Dialect `bar' not found for custom op 'bar.baz' ",
    ),
    "unknown_op_of_known_dialect": (
        "arith.foo\n",
        "1:1: error: custom op 'arith.foo' is unknown",
    ),
    "in_generic_region": (
        '"test.x"() ({\n  retur\n}) : () -> ()\n',
        "2:3: error: custom op 'retur' is unknown (tried 'builtin.retur' as well)",
    ),
    "generic_region_in_func": (
        'func.func @f() {\n  "test.x"() ({\n    foo\n  }) : () -> ()\n}\n',
        "3:5: error: custom op 'foo' is unknown (tried 'func.foo' as well)",
    ),
    "no_custom_form": (
        "arm_sve.intr.fadd\n",
        "1:1: error: custom op 'arm_sve.intr.fadd' has no custom assembly form",
    ),
    "names_for_no_result": (
        "%0, %1 = func.func private @f()\n",
        "1:1: error: cannot name an operation with no results",
    ),
    "argument_in_use": (
        'func.func @f(%a: i32, %a: i32) {\n  "func.return"() : () -> ()\n}\n',
        "1:23: error: region entry argument '%a' is already in use",
    ),
    "argument_redefined": (
        'func.func @f(%a: i32) {\n  %a = "x.y"() : () -> i32\n}\n',
        "2:3: error: redefinition of SSA value '%a'",
    ),
    "visible_from_above": (
        '%0 = "x.y"() : () -> i32\nfunc.func @f() {\n  "x.use"(%0) : (i32) -> ()\n'
        '  "func.return"() : () -> ()\n}\n',
        "3:3: error: 'x.use' op using value defined outside the region",
    ),
    "forward_reference": (
        'func.func @f() {\n  "x.use"(%9) : (i32) -> ()\n  "func.return"() : () -> ()\n}\n',
        "2:11: error: use of undeclared SSA value name",
    ),
    "empty_body": (
        "func.func @f() {}\n",
        "1:16: error: custom op 'func.func' expected non-empty function body",
    ),
    "missing_symbol": (
        "func.func\n",
        "2:1: error: custom op 'func.func' expected valid '@'-identifier for symbol name",
    ),
    "missing_paren": ("func.func @f(\n", "1:14: error: expected non-function type"),
    "result_number_in_argument": (
        "func.func @f(%a#0: i32) {\n}\n",
        "1:16: error: result number not allowed in argument list",
    ),
    "named_entry_block": (
        "func.func @f(%a: i32) {\n^bb0:\n}\n",
        "2:1: error: invalid block name in region with named arguments",
    ),
    "variadic": ("func.func private @f(...)\n", "1:22: error: expected non-function type"),
    "unknown_visibility": (
        "func.func public_ @f()\n",
        "1:11: error: custom op 'func.func' expected valid '@'-identifier for symbol name",
    ),
    "function_type_result": (
        "func.func private @f() -> (i32) -> i32\n",
        "1:32: error: expected operation name in quotes",
    ),
}
