"""`#gpu.mask<N>` printed as MLIR prints it (runtime/dialects/gpu/mapping_attributes.py): its
mask in decimal however it was written; and (oracle) as mlir-opt prints it."""

from __future__ import annotations

import subprocess

import pytest
from mlir_tools import MLIR_OPT, requires_mlir_opt

from passgen.runtime.asm.parser import parse_source
from passgen.runtime.asm.printer import print_op
from passgen.runtime.ir import Context

MASKS = [
    ("#gpu.mask<0x2>", "#gpu.mask<2>"),
    ("#gpu.mask<0xFF>", "#gpu.mask<255>"),
    ("#gpu.mask<7>", "#gpu.mask<7>"),
    ("#gpu.mask< 12 >", "#gpu.mask<12>"),
    ("#gpu.mask<0xffffffffffffffff>", "#gpu.mask<18446744073709551615>"),
]


def _text(attribute: str) -> str:
    return f'"t.x"() {{a = {attribute}}} : () -> ()\n'


def ours(text: str) -> str:
    return print_op(parse_source(text, Context(allow_unregistered_dialects=True)))


@pytest.mark.parametrize(("written", "printed"), MASKS)
def test_masks_print_in_decimal(written: str, printed: str) -> None:
    assert f"{{a = {printed}}}" in ours(_text(written))


@requires_mlir_opt
@pytest.mark.parametrize(("written", "printed"), MASKS)
def test_masks_print_as_mlir_opt(written: str, printed: str) -> None:
    assert MLIR_OPT is not None
    done = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "-"],
        input=_text(written),
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == ours(_text(written)) + "\n"  # mlir-opt ends with a blank line
