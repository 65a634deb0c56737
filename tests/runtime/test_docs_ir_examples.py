"""The IR the user reads in the docs, the example project and `passgen init`'s scaffold is
MLIR's custom form exactly as mlir-opt prints it (the lit tests' inputs: passgen-opt reads
and prints them, diagnostics included, as mlir-opt does), and docs/driver.md's example prints
what it says passgen-opt prints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from paths import ROOT

FENCE = re.compile(r"^```(\w+)\n(.*?)^```\n", re.MULTILINE | re.DOTALL)
IR_CONSTANT = re.compile(r'^\w+ = """\\\n(.*?)"""', re.MULTILINE | re.DOTALL)
# Files whose Python string constants (`IR = """\`) hold IR in the custom form.
IR_SOURCES = (
    "examples/my-passes/tests/test_passes.py",
    "templates/init/test_passes.py.j2",
    "docs/writing-passes.md",
)

# The lit tests' inputs (their RUN and CHECK lines are comments to a parser).
LIT_TESTS = (
    "templates/init/strip_tag.mlir.j2",
    "examples/my-passes/tests/filecheck/strip-tag.mlir",
    "examples/my-passes/tests/filecheck/fold-add-zero.mlir",
)


def driver_examples() -> list[str]:
    """docs/driver.md's `mlir` blocks: the input, its default print, its generic print."""
    text = (ROOT / "docs" / "driver.md").read_text()
    return [body for language, body in FENCE.findall(text) if language == "mlir"]


def ir_constants() -> list[tuple[str, str]]:
    """(file, IR) of every IR string constant in IR_SOURCES."""
    return [
        (name, ir) for name in IR_SOURCES for ir in IR_CONSTANT.findall((ROOT / name).read_text())
    ]


def test_the_driver_example_prints_as_the_doc_says() -> None:
    source, custom, generic = driver_examples()
    assert passgen_opt(source) == (0, custom + "\n", "")
    assert passgen_opt(source, "--mlir-print-op-generic") == (0, generic + "\n", "")


@requires_mlir_opt
def test_mlir_opt_prints_the_driver_example_as_the_doc_says() -> None:
    source, custom, generic = driver_examples()
    assert mlir_opt(source).stdout == custom + "\n"
    assert mlir_opt(source, "--mlir-print-op-generic").stdout == generic + "\n"


def test_every_ir_source_has_ir() -> None:
    assert sorted({name for name, _ in ir_constants()}) == sorted(IR_SOURCES)


@requires_mlir_opt
@pytest.mark.parametrize(
    ("name", "ir"),
    [
        pytest.param(name, ir, id=f"{Path(name).name}-{index}")
        for index, (name, ir) in enumerate(ir_constants())
    ],
)
def test_the_ir_is_the_custom_form_as_mlir_opt_prints_it(name: str, ir: str) -> None:
    assert mlir_opt(ir).stdout == ir + "\n", name


@requires_mlir_opt
@pytest.mark.parametrize("name", LIT_TESTS)
def test_the_lit_tests_inputs_read_and_print_as_with_mlir_opt(name: str) -> None:
    text = (ROOT / name).read_text()
    expected = mlir_opt(text)
    assert expected.returncode == 0, expected.stderr
    assert passgen_opt(text) == (0, expected.stdout, expected.stderr)
