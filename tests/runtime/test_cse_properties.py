"""`cse` on random functions: a diamond CFG of arith ops drawn from few names and operands,
so duplicates (also commutative ones) are common. One run of ours leaves no duplicate
(a second run only erases ops that the first left unused, as MLIR's does), and gives
what mlir-opt-22's `cse` gives."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import requires_mlir_opt
from pass_runner import run
from profiles import examples
from transform_runners import PRINT_FLAGS, run_mlir_opt, run_passgen_opt

OPS = ["arith.addi", "arith.muli", "arith.subi", "arith.maxsi", "arith.constant"]


@st.composite
def functions(draw: st.DrawFn) -> str:
    """A function over %x, %y: entry, two branches, a join block that returns values."""
    counter = iter(range(10_000))
    lines: list[str] = []

    def block(visible: list[str], size: int) -> list[str]:
        own: list[str] = []
        for _ in range(size):
            name = f"%v{next(counter)}"
            op = draw(st.sampled_from(OPS))
            if op == "arith.constant":
                value = draw(st.integers(0, 2))
                lines.append(
                    f'    {name} = "arith.constant"() <{{value = {value} : i32}}> : () -> i32'
                )
            else:
                pool = visible + own
                lhs, rhs = draw(st.sampled_from(pool)), draw(st.sampled_from(pool))
                lines.append(f'    {name} = "{op}"({lhs}, {rhs}) : (i32, i32) -> i32')
            own.append(name)
        return own

    sizes = st.integers(0, 6)
    entry = block(["%x", "%y"], draw(sizes))
    lines.append(
        '    "cf.cond_br"(%c)[^then, ^else] '
        "<{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()"
    )
    for label in ("then", "else"):
        lines.append(f"  ^{label}:")
        own = block(["%x", "%y", *entry], draw(sizes))
        lines.append(
            f'    "dummy.keep"({", ".join(own)}) : ({", ".join(["i32"] * len(own))}) -> ()'
        )
        lines.append('    "cf.br"()[^join] : () -> ()')
    lines.append("  ^join:")
    joined = block(["%x", "%y", *entry], draw(sizes))
    kept = draw(st.lists(st.sampled_from(["%x", *entry, *joined]), max_size=4))
    lines.append(f'    "dummy.keep"({", ".join(kept)}) : ({", ".join(["i32"] * len(kept))}) -> ()')
    lines.append('    "func.return"() : () -> ()')
    return (
        '"builtin.module"() ({\n'
        '  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "f"}> ({\n'
        "  ^bb0(%c: i1, %x: i32, %y: i32):\n" + "\n".join(lines) + "\n"
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )


@settings(max_examples=examples(60))
@given(functions())
def test_one_run_leaves_no_duplicates(text: str) -> None:
    once = run(text, "func.func(cse)")
    again = run(once.text, "func.func(cse)")
    assert again.statistic("cse", "num_cse") == 0
    ops_before = sum(1 for _ in once.module.walk())
    assert ops_before - sum(1 for _ in again.module.walk()) == again.statistic("cse", "num_dce")


@requires_mlir_opt
@settings(max_examples=examples(40))
@given(functions())
def test_same_result_as_mlir_opt(text: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        source = folder / "in.mlir"
        source.write_text(text)
        pipeline = "builtin.module(func.func(cse))"
        expected = run_mlir_opt(
            [*PRINT_FLAGS, "-p", pipeline, str(source), "-o", str(folder / "m.mlir")]
        )
        assert expected.returncode == 0, expected.stderr
        code, stderr = run_passgen_opt(
            [
                "--allow-unregistered-dialect",
                "--mlir-print-debuginfo",
                "-p",
                pipeline,
                str(source),
                "-o",
                str(folder / "o.mlir"),
            ]
        )
        assert code == 0, stderr
        reprinted = run_mlir_opt(
            [*PRINT_FLAGS, str(folder / "o.mlir"), "-o", str(folder / "r.mlir")]
        )
        assert reprinted.returncode == 0, reprinted.stderr
        assert (folder / "r.mlir").read_text() == (folder / "m.mlir").read_text()
