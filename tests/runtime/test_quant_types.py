"""`!quant.uniform<...>` and `!quant.calibrated<...>` types print as mlir-opt 22 prints them
(found on MLIR's Quant/ops.mlir, whose `!quant.uniform<i8:f32, 1.0>` passgen kept as
written, and Quant/parse-uniform.mlir, whose `ui8`, `si8` and sub-channel types it kept too):
storage types as `i8`/`u8` with only bounds other than their own, scales and bounds as MLIR
prints a double, zero points of 0 left out, per-axis parameters without blanks, sub-channel
ones with, their scales in the expressed type and zero points in the storage type's width. Hypothesis draws storage types, scales, zero points, bounds and layouts; mlir-opt
prints each batch (oracle)."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

_SCALES = ["1.0", "0.1", "2.5e-1", "1.0e+3", "0.123456789", "3.14159", "1.0e-5", "100.0"]


@st.composite
def uniform_types(draw: st.DrawFn) -> str:
    storage = draw(
        st.sampled_from(
            ["i8", "u8", "i8<-8:7>", "i16", "ui8", "si8", "i8<-128:127>", "u8<0:255>", "si16<-5:5>"]
        )
    )
    expressed = draw(st.sampled_from(["f32", "f16", "bf16"]))
    blank = draw(st.sampled_from(["", " "]))

    def parameter() -> str:
        zero = draw(st.sampled_from(["", ":0", ":1", ":-3", ":128", ":256", ":300"]))
        if storage.startswith("u") and zero == ":-3":
            zero = ":3"
        return draw(st.sampled_from(_SCALES)) + zero

    if draw(st.integers(0, 3)) == 0:
        low, high = draw(st.sampled_from(_SCALES)), draw(st.sampled_from(_SCALES))
        return f"!quant.calibrated<{expressed}{blank}<{blank}-{low}{blank}:{high}{blank}>{blank}>"
    if draw(st.integers(0, 3)) == 0:
        sizes = draw(st.sampled_from(["{0:1, 1:2}", "{0:1,1:2}", "{}"]))
        rows = [f",{blank}".join(parameter() for _ in range(2)) for _ in range(2)]
        return (
            f"!quant.uniform<{storage}:{expressed}:{sizes}, {{{{{rows[0]}}},{blank}{{{rows[1]}}}}}>"
        )
    if draw(st.booleans()):
        count = draw(st.integers(1, 3))
        params = "{" + f",{blank}".join(parameter() for _ in range(count)) + "}"
        return f"!quant.uniform<{storage}:{expressed}:0,{blank} {params}>"
    return f"!quant.uniform<{storage}:{expressed},{blank} {parameter()}>"


@requires_mlir_opt
@settings(max_examples=examples(20), deadline=None)
@given(st.lists(uniform_types(), min_size=1, max_size=8))
# A sub-channel zero point is held in the storage type's width: 128 in i8 prints as -128.
@example(["!quant.uniform<i8:f32:{0:1, 1:2}, {{1.0,1.0},{1.0,1.0:128}}>"])
@example(["!quant.uniform<u8:f32:{0:1, 1:2}, {{1.0:255,1.0},{1.0,1.0:256}}>"])
# Its scales are floats of the expressed type: 0.123456789 in f32 prints as 0.123456791.
@example(["!quant.uniform<si16<-5:5>:f32:{0:1, 1:2}, {{1.0,1.0},{1.0,0.123456789}}>"])
def test_quant_types_print_as_mlir_opt_prints_them(types: list[str]) -> None:
    text = f"func.func private @f({', '.join(types)})\n"
    expected = mlir_opt(text)
    assert expected.returncode == 0, expected.stderr
    assert passgen_opt(text) == (0, expected.stdout, "")


@requires_mlir_opt
def test_the_upstream_examples() -> None:
    text = (
        "func.func private @f(!quant.uniform<i8:f32, 1.0>, "
        "tensor<2x?x4x!quant.uniform<i8:f32:2, {1.0, 2.0, 3.0}>>)\n"
    )
    expected = mlir_opt(text)
    assert passgen_opt(text) == (0, expected.stdout, "")
    assert "{1.000000e+00,2.000000e+00,3.000000e+00}" in expected.stdout
