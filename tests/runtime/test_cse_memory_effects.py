"""`cse` on ops with memory effects, as MLIR's: reads merge with an earlier equal read of
the same block when no op between them may write (a stated write, a region op whose
nested ops write, an op of unknown effects); unused reads and allocations are dead. The
effects come from ODS (`runtime/ir/upstream_ops.json`) through `runtime.ir.effects`.

The differential inputs are in tests/data/transforms/cse_effects (run by
test_transforms_differential); here: the effect queries, and random sequences of loads,
stores, pure ops, calls and nested `scf.if` compared with mlir-opt-22's `cse`."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import requires_mlir_opt
from profiles import examples
from transform_runners import assert_same_ir

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, Operation, OperationName, Trait
from passgen.runtime.ir.effects import (
    EffectInstance,
    get_effects,
    get_effects_recursively,
    is_memory_effect_free,
    would_op_be_trivially_dead,
)

MEMREF = "memref<4xf32>"
ARGS = ["%m0", "%m1"]
INDICES = ["%i0", "%i1"]

SAMPLE = f"""\
"func.func"() <{{function_type = ({MEMREF}, index, f32, i1) -> (), sym_name = "f"}}> ({{
^bb0(%m: {MEMREF}, %i: index, %v: f32, %c: i1):
  %0 = "memref.load"(%m, %i) : ({MEMREF}, index) -> f32
  "memref.store"(%v, %m, %i) : (f32, {MEMREF}, index) -> ()
  %1 = "memref.alloca"() <{{operandSegmentSizes = array<i32: 0, 0>}}> : () -> {MEMREF}
  "scf.if"(%c) ({{
    "memref.store"(%v, %m, %i) : (f32, {MEMREF}, index) -> ()
    "scf.yield"() : () -> ()
  }}, {{
  }}) : (i1) -> ()
  "func.return"() : () -> ()
}}) : () -> ()
"""


def _ops() -> list[Operation]:
    module = parse_source(SAMPLE, Context())
    return [op for op in module.walk() if op.name.name != "builtin.module"]


def test_effects_are_those_ods_states_on_the_decorated_values() -> None:
    func, load, store, alloca, if_op, nested_store, _, _ = _ops()
    memref, index = load.operands
    assert get_effects(load) == [EffectInstance("Read", "DefaultResource", memref)]
    assert get_effects(store) == [EffectInstance("Write", "DefaultResource", store.operands[1])]
    assert get_effects(alloca) == [
        EffectInstance("Allocate", "AutomaticAllocationScopeResource", alloca.results[0])
    ]
    assert get_effects(func) is None  # no memory effect interface
    assert get_effects(if_op) is None  # RecursiveMemoryEffects only
    assert get_effects_recursively(if_op) == get_effects(nested_store)
    assert not is_memory_effect_free(if_op)
    assert would_op_be_trivially_dead(load) and would_op_be_trivially_dead(alloca)
    assert not would_op_be_trivially_dead(store) and not would_op_be_trivially_dead(if_op)


@st.composite
def functions(draw: st.DrawFn) -> str:
    """A function over two memrefs whose body is a random sequence of loads, stores, adds,
    allocations, calls of unknown effect and `scf.if` ops holding such sequences; each
    sequence ends using the values it defined."""
    counter = iter(range(10_000))

    def body(values: list[str], depth: int) -> list[str]:
        lines: list[str] = []
        own = list(values)
        for _ in range(draw(st.integers(0, 7))):
            kind = draw(
                st.sampled_from(["load", "load", "load", "store", "add", "call", "if", "alloc"])
            )
            memref, index = draw(st.sampled_from(ARGS)), draw(st.sampled_from(INDICES))
            name = f"%v{next(counter)}"
            if kind == "load":
                lines.append(
                    f'{name} = "memref.load"({memref}, {index}) : ({MEMREF}, index) -> f32'
                )
                own.append(name)
            elif kind == "store":
                value = draw(st.sampled_from(own))
                lines.append(
                    f'"memref.store"({value}, {memref}, {index}) : (f32, {MEMREF}, index) -> ()'
                )
            elif kind == "add":
                lhs, rhs = draw(st.sampled_from(own)), draw(st.sampled_from(own))
                lines.append(f'{name} = "arith.addf"({lhs}, {rhs}) : (f32, f32) -> f32')
                own.append(name)
            elif kind == "call":
                lines.append('"func.call"() <{callee = @g}> : () -> ()')
            elif kind == "alloc":
                lines.append(
                    f'{name} = "memref.alloc"() <{{operandSegmentSizes = array<i32: 0, 0>}}> '
                    f": () -> {MEMREF}"
                )
            elif depth < 2:
                inner = body(own, depth + 1)
                lines.append('"scf.if"(%c) ({')
                lines += ["  " + line for line in inner]
                lines.append('  "scf.yield"() : () -> ()')
                lines.append("}, {\n}) : (i1) -> ()")
        kept = own[len(values) :]  # what is unused is dead, so most values are used
        lines.append(f'"test.keep"({", ".join(kept)}) : ({", ".join(["f32"] * len(kept))}) -> ()')
        return lines

    lines = body(["%x"], 0)
    return (
        '"builtin.module"() ({\n'
        '  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({\n'
        "  }) : () -> ()\n"
        f'  "func.func"() <{{function_type = ({MEMREF}, {MEMREF}, index, index, f32, i1) -> (), '
        'sym_name = "f"}> ({\n'
        f"  ^bb0(%m0: {MEMREF}, %m1: {MEMREF}, %i0: index, %i1: index, %x: f32, %c: i1):\n"
        + "".join(f"    {line}\n" for line in lines)
        + '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(functions())
def test_same_result_as_mlir_opt(text: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["-p", "builtin.module(func.func(cse))"], source, Path(scratch))


def test_the_pure_shortcut_answers_as_the_effect_walk() -> None:
    """Effect queries answer `Pure` ops at once: as for the same op stating no effects."""
    ctx = Context()
    ctx.load_dialects(sorted(ctx.registry))
    checked = 0
    for dialect in ctx.loaded_dialects.values():
        for definition in dialect.operations.values():
            if Trait.PURE not in definition.traits:
                continue
            name = ctx.get_op_name(definition.name)
            stating = definition.with_hooks(traits=definition.traits - {Trait.PURE}, effects=())
            pure = Operation(name)
            walked = Operation(OperationName(name.name, name.dialect, stating, ctx))
            assert would_op_be_trivially_dead(pure) == would_op_be_trivially_dead(walked), name
            assert is_memory_effect_free(pure) == is_memory_effect_free(walked), name
            checked += 1
    assert checked > 100
