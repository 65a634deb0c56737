"""The `affine` ops' verifiers of their map operands (runtime/dialects/affine/verifiers.py:
MLIR's `verifyDimAndSymbolIdentifiers` on `affine.for`, `affine.if`, `affine.parallel`,
`affine.load` and `affine.store`, with runtime/dialects/affine/validity.py's
`isDimOpValidSymbol`), the loads' and stores' indexing, `affine.for`'s region checks and
`affine.parallel`'s bound groups: their messages on inputs of our own, inputs they accept,
and (oracle) the same inputs against mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import function, mlir_opts, ours

# A loop around `body`, whose induction variable `%x` is a dimension but no symbol.
LOOP = "affine.for %x = 0 to 7 {{\n    {}\n  }}"
ALLOC = (
    "%m = memref.alloc(%i) : memref<?xf32>\n    %c0 = arith.constant 0 : index\n    "
    "%d = memref.dim %m, %c0 : memref<?xf32>\n    "
)
LOAD_MAP = '"affine.load"(%m{}) <{{map = {}}}> : (memref<{}f32>{}) -> {}'

CASES = [
    (
        LOOP.format("affine.for %y = affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%x] to 7 {\n    }"),
        "'affine.for' op operand cannot be used as a symbol",
    ),
    (
        LOOP.format("affine.for %y = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%x] {\n    }"),
        "'affine.for' op operand cannot be used as a symbol",
    ),
    (
        LOOP.format(
            "%d = arith.addi %x, %x : index\n    "
            "affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>(%d)[%i] {}"
        ),
        "'affine.if' op operand cannot be used as a dimension id",
    ),
    (
        # A pure op's result of valid symbols is a valid symbol (as in mlir-opt 22).
        LOOP.format(
            "%d = arith.addi %i, %i : index\n    "
            "affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>(%d)[%x] {}"
        ),
        "'affine.if' op operand cannot be used as a symbol",
    ),
    (
        # The size of a dimension of a memref allocated in the loop: a valid dimension,
        # (its size is a top-level value), the induction variable no symbol.
        LOOP.format(ALLOC + "affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>(%d)[%x] {}"),
        "'affine.if' op operand cannot be used as a symbol",
    ),
    (
        '"affine.if"(%i) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> '
        "({affine.yield}, {}) : (index) -> ()",
        "'affine.if' op operand count and condition integer set dimension and symbol count "
        "must match",
    ),
    (
        LOOP.format(
            "%y = arith.addi %x, %x : index\n    "
            "affine.parallel (%p, %q) = (0, 0) to (%y, 100) step (10, 10) {\n    }"
        ),
        "'affine.parallel' op operand cannot be used as a dimension id",
    ),
    (
        LOOP.format(
            "%y = arith.addi %x, %x : index\n    "
            "affine.parallel (%p, %q) = (0, 0) to (symbol(%y), 100) step (10, 10) {\n    }"
        ),
        "'affine.parallel' op operand cannot be used as a symbol",
    ),
    (
        '"affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, '
        "lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1], "
        "upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (9)>}>"
        " ({^bb0(%p: index): affine.yield}) : () -> ()",
        "'affine.parallel' op expected lower bounds map to have 1 results",
    ),
    (
        '"affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, '
        "lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], "
        "upperBoundsGroups = dense<0> : tensor<1xi32>, upperBoundsMap = affine_map<() -> ()>}>"
        " ({^bb0(%p: index): affine.yield}) : () -> ()",
        "'affine.parallel' op expected upper bound map to have at least one result",
    ),
    (
        '%m = memref.alloc() : memref<f32>\n  "affine.store"(%n, %m) '
        "<{map = affine_map<() -> ()>}> : (i32, memref<f32>) -> ()",
        "'affine.store' op value to store must have the same type as memref element type",
    ),
    (
        "%m = memref.alloc() : memref<f32>\n  "
        + LOAD_MAP.format("", "affine_map<() -> ()>", "", "", "i32"),
        "'affine.load' op result type must match element type of memref",
    ),
    (
        "%m = memref.alloc() : memref<4xf32>\n  "
        + LOAD_MAP.format(", %i", "affine_map<(d0) -> (d0, d0)>", "4x", ", index", "f32"),
        "'affine.load' op affine map num results must equal memref rank",
    ),
    (
        "%m = memref.alloc() : memref<4xf32>\n  "
        + LOAD_MAP.format(", %i", "affine_map<(d0, d1) -> (d0)>", "4x", ", index", "f32"),
        "'affine.load' op expects as many subscripts as affine map inputs",
    ),
    (
        "%m = memref.alloc() : memref<4xf32>\n  "
        + LOAD_MAP.format(", %n", "affine_map<(d0) -> (d0)>", "4x", ", i32", "f32"),
        # (ODS's operand constraint comes before the verifier's own check)
        "'affine.load' op operand #1 must be variadic of index, but got 'i32'",
    ),
    (
        "%m = memref.alloc() : memref<4xf32>\n  "
        + LOOP.format("%v = affine.load %m[symbol(%x)] : memref<4xf32>"),
        "'affine.load' op operand cannot be used as a symbol",
    ),
    (
        '"affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = '
        "array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (7)>}> "
        "({^bb0(%x: i32): affine.yield}) : () -> ()",
        "'affine.for' op expected body to have a single index argument for the induction variable",
    ),
    (
        '%r = "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = '
        "array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (7)>}> "
        "({^bb0(%x: index): affine.yield %f : f32}) : () -> f32",
        "'affine.for' op different number of region iter_args and yielded values: 0 != 1",
    ),
]
VALID = [
    # A dimension's size, of a memref allocated (and cast) in a loop, as a symbol.
    LOOP.format(ALLOC + "affine.for %y = 0 to %d {\n    }"),
    LOOP.format(
        ALLOC.replace(
            "%d = memref.dim %m",
            "%k = memref.cast %m : memref<?xf32> to memref<?xf32>\n    %d = memref.dim %k",
        )
        + "affine.for %y = 0 to %d {\n    }"
    ),
    LOOP.format("affine.for %y = affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%i] to 7 {\n    }"),
    "%m = memref.alloc() : memref<4xf32>\n  "
    + LOOP.format("%v = affine.load %m[%x + symbol(%i)] : memref<4xf32>"),
]


@pytest.mark.parametrize(("body", "message"), CASES)
def test_affine_verifier_messages(body: str, message: str) -> None:
    assert ours(function(body)) == (message, [])


@pytest.mark.parametrize("body", VALID)
def test_valid_dimensions_and_symbols_pass(body: str) -> None:
    assert ours(function(body)) is None


@requires_mlir_opt
@pytest.mark.parametrize(("body", "message"), [*CASES, *((body, None) for body in VALID)])
def test_affine_verifiers_as_mlir_opt(body: str, message: str | None) -> None:
    assert mlir_opts(function(body)) == ([] if message is None else [message])
