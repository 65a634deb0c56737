"""`builtin.module`'s own verifier (MLIR's `ModuleOp::verify`): its attributes' names carry a
dialect prefix, but for the symbol's; on inputs of our own and (oracle) against mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import mlir_opts, ours

NAMED = "'builtin.module' op can only contain attributes with dialect-prefixed names, found: "
CASES = [
    ("module attributes {foo = 1} {\n}\n", NAMED + "'foo'"),
    ("module attributes {b = 1, a = 2} {\n}\n", NAMED + "'a'"),
    ("module {\n  module attributes {x.y, bad} {\n  }\n}\n", NAMED + "'bad'"),
    ("module @m attributes {x.y = 1} {\n}\n", None),
    ('module attributes {sym_visibility = "private", a.b} {\n}\n', None),
]


@pytest.mark.parametrize(("text", "message"), CASES)
def test_module_attribute_names(text: str, message: str | None) -> None:
    found = ours(text)
    assert (found[0] if found else None) == message


@requires_mlir_opt
@pytest.mark.parametrize(("text", "message"), CASES)
def test_module_attribute_names_as_mlir_opt(text: str, message: str | None) -> None:
    theirs = mlir_opts(text)
    found = ours(text)
    assert (["error: " + found[0]] if found else []) == [f"error: {said}" for said in theirs]
