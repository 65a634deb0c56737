"""The issue's differential property test of declarative forms: hypothesis builds functions of
ops of arith, index and math (their operands and types only) in the generic form; mlir-opt 22
prints each batch in the custom form (one mlir-opt process per batch), and ours must print it
byte for byte and read mlir-opt's custom print back to the same generic form. Ops of the
pools without a form are left out."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.format.plan import upstream_form
from passgen.runtime.ir import Context

_INTEGER_BINARY = [
    *(f"arith.{n}" for n in "addi subi muli divsi divui ceildivsi ceildivui floordivsi".split()),
    *(f"arith.{n}" for n in "remsi remui andi ori xori maxsi maxui minsi minui".split()),
    *(f"arith.{n}" for n in "shli shrsi shrui".split()),
]
_INDEX_BINARY = [
    f"index.{n}"
    for n in "add sub mul divs divu ceildivs ceildivu floordivs rems remu maxs maxu mins minu "
    "shl shrs shru and or xor".split()
]
_INTEGER_UNARY = ["math.absi", "math.ctlz", "math.cttz", "math.ctpop"]
_INTEGER_TYPES = ["i8", "i32", "i64", "vector<4xi32>", "vector<[2]x3xi16>", "tensor<2x?xi8>"]


@dataclass(frozen=True)
class Pool:
    ops: list[str]
    arity: int
    types: list[str]


def _pools() -> list[Pool]:
    pools = [
        Pool(_INTEGER_BINARY, 2, _INTEGER_TYPES),
        Pool(_INDEX_BINARY, 2, ["index"]),
        Pool(_INTEGER_UNARY, 1, _INTEGER_TYPES),
    ]
    return [
        Pool([op for op in pool.ops if upstream_form(op) is not None], pool.arity, pool.types)
        for pool in pools
    ]


POOLS = _pools()


@st.composite
def functions(draw: st.DrawFn, index: int) -> str:
    """A function of 1-8 ops in the generic form, each on values of one type."""
    pool = draw(st.sampled_from([pool for pool in POOLS if pool.ops]))
    type = draw(st.sampled_from(pool.types))
    values = ["%arg0", "%arg1"]
    lines = [
        f'"func.func"() <{{function_type = ({type}, {type}) -> (), sym_name = "f{index}"}}> ({{',
        f"^bb0(%arg0: {type}, %arg1: {type}):",
    ]
    for number in range(draw(st.integers(1, 8))):
        op = draw(st.sampled_from(pool.ops))
        operands = [draw(st.sampled_from(values)) for _ in range(pool.arity)]
        signature = ", ".join([type] * pool.arity)
        lines.append(f'  %{number} = "{op}"({", ".join(operands)}) : ({signature}) -> {type}')
        values.append(f"%{number}")
    lines += ['  "func.return"() : () -> ()', "}) : () -> ()"]
    return "\n".join(lines)


@st.composite
def batches(draw: st.DrawFn) -> str:
    count = draw(st.integers(1, 6))
    return "\n".join(draw(functions(index)) for index in range(count)) + "\n"


@requires_mlir_opt
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batches())
def test_generated_ops_print_and_read_back_as_mlir_opt(batch: str) -> None:
    custom = mlir_opt(batch)
    assert custom.returncode == 0, custom.stderr
    generic = mlir_opt(custom.stdout, "--mlir-print-op-generic").stdout
    context = Context()
    assert print_op(parse_source(batch, context)) + "\n" == custom.stdout
    again = parse_source(custom.stdout, context)
    assert print_op(again, generic=True) + "\n" == generic


def test_the_pools_have_ops_with_a_form() -> None:
    assert sum(len(pool.ops) for pool in POOLS) >= 30
    if not all(pool.ops for pool in POOLS):
        pytest.fail(f"a pool without forms: {POOLS}")
