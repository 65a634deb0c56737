"""`mem2reg` and `sroa` on memref slots: the custom form each gives on small inputs, the
slots left alone, the statistics, and random programs over `memref.alloca` slots (straight
line code, `cf.cond_br` diamonds, loops) through passgen-opt and mlir-opt-22.

The differential inputs are in tests/data/transforms/mem2reg and sroa (run by
test_transforms_differential)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import requires_mlir_opt
from pass_runner import run
from profiles import examples
from transform_runners import assert_same_ir

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.interfaces.memory_slot import (
    DestructurableAllocationOpInterface,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
)
from passgen.runtime.ir import Context


def _run(pipeline: str, source: str) -> str:
    """`source` after `pipeline` (inside `builtin.module(...)`), in the custom form."""
    result = run(source, pipeline)
    assert result.succeeded
    return print_op(result.module, generic=False)


def _body(text: str) -> str:
    """The function bodies of a printed module, without the module's lines."""
    return "\n".join(line[2:] for line in text.splitlines()[1:-1])


def test_a_store_then_a_load_becomes_the_stored_value() -> None:
    out = _run(
        "func.func(mem2reg)",
        """func.func @f(%a: i32) -> (i32, i32) {
  %s = memref.alloca() : memref<i32>
  %0 = memref.load %s[] : memref<i32>
  memref.store %a, %s[] : memref<i32>
  %1 = memref.load %s[] : memref<i32>
  return %0, %1 : i32, i32
}""",
    )
    assert _body(out) == (
        "func.func @f(%arg0: i32) -> (i32, i32) {\n"
        "  %0 = ub.poison : i32\n"
        "  return %0, %arg0 : i32, i32\n"
        "}"
    )


def test_a_diamond_gets_a_block_argument() -> None:
    out = _run(
        "func.func(mem2reg)",
        """func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %s = memref.alloca() : memref<i32>
  cf.cond_br %c, ^l, ^r
^l:
  memref.store %a, %s[] : memref<i32>
  cf.br ^m
^r:
  memref.store %b, %s[] : memref<i32>
  cf.br ^m
^m:
  %0 = memref.load %s[] : memref<i32>
  return %0 : i32
}""",
    )
    assert _body(out) == (
        "func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {\n"
        "  cf.cond_br %arg0, ^bb1, ^bb2\n"
        "^bb1:  // pred: ^bb0\n"
        "  cf.br ^bb3(%arg1 : i32)\n"
        "^bb2:  // pred: ^bb0\n"
        "  cf.br ^bb3(%arg2 : i32)\n"
        "^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2\n"
        "  return %0 : i32\n"
        "}"
    )


def test_a_slot_not_live_at_a_join_gets_no_argument() -> None:
    """The merge points are pruned to where the slot is read before written."""
    out = _run(
        "func.func(mem2reg)",
        """func.func @f(%c: i1, %a: i32) -> i32 {
  %s = memref.alloca() : memref<i32>
  cf.cond_br %c, ^l, ^m
^l:
  memref.store %a, %s[] : memref<i32>
  cf.br ^m
^m:
  memref.store %a, %s[] : memref<i32>
  %0 = memref.load %s[] : memref<i32>
  return %0 : i32
}""",
    )
    assert "^bb2:" in out and "memref" not in out


def test_escaping_and_multi_element_slots_are_left_alone() -> None:
    source = """func.func private @use(memref<i32>)
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<i32>
  memref.store %a, %s[] : memref<i32>
  call @use(%s) : (memref<i32>) -> ()
  %t = memref.alloca() : memref<2xi32>
  memref.store %a, %t[%c0] : memref<2xi32>
  %0 = memref.load %s[] : memref<i32>
  return %0 : i32
}"""
    assert _run("func.func(mem2reg)", source) == _run("", source)


def test_sroa_splits_the_used_elements_and_mem2reg_finishes() -> None:
    source = """func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.alloca() : memref<4xi32>
  memref.store %a, %s[%c0] : memref<4xi32>
  memref.store %b, %s[%c2] : memref<4xi32>
  %0 = memref.load %s[%c2] : memref<4xi32>
  return %0 : i32
}"""
    split = _run("func.func(sroa)", source)
    assert _body(split).splitlines()[3:8] == [
        "  %alloca = memref.alloca() : memref<i32>",
        "  %alloca_0 = memref.alloca() : memref<i32>",
        "  memref.store %arg0, %alloca_0[] : memref<i32>",
        "  memref.store %arg1, %alloca[] : memref<i32>",
        "  %0 = memref.load %alloca[] : memref<i32>",
    ]
    promoted = _run("func.func(sroa, mem2reg)", source)
    assert "memref" not in promoted and "return %arg1 : i32" in promoted


def test_the_models_come_from_the_memref_dialect() -> None:
    module = parse_source(
        """func.func @f(%a: i32) {
  %s = memref.alloca() : memref<i32>
  memref.store %a, %s[] : memref<i32>
  return
}""",
        Context(),
    )
    func = module.regions[0].blocks[0].operations[0]
    alloca, store, ret = func.regions[0].blocks[0].operations
    model = PromotableAllocationOpInterface.of(alloca)
    assert model is not None and DestructurableAllocationOpInterface.of(alloca) is not None
    (slot,) = model.get_promotable_slots(alloca)
    assert slot.ptr is alloca.results[0] and slot.elem_type.text == "i32"
    mem_op = PromotableMemOpInterface.of(store)
    assert mem_op is not None and mem_op.stores_to(store, slot)
    assert not mem_op.loads_from(store, slot)
    assert PromotableMemOpInterface.of(ret) is None


def test_statistics_count_slots_and_block_arguments() -> None:
    result = run(
        """func.func @f(%c: i1, %a: i32) -> i32 {
  %s = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<2xi32>
  cf.cond_br %c, ^l, ^m
^l:
  memref.store %a, %s[] : memref<i32>
  cf.br ^m
^m:
  %0 = memref.load %s[] : memref<i32>
  return %0 : i32
}""",
        "func.func(mem2reg), func.func(sroa)",
    )
    assert result.statistic("mem2reg", "promoted_amount") == 1
    assert result.statistic("mem2reg", "new_block_argument_amount") == 1
    assert result.statistic("sroa", "destructured_amount") == 0


# -- random programs against mlir-opt ------------------------------------------------------

SLOTS = ["%s0", "%s1", "%s2"]
# The elements of an aggregate slot, which `sroa` splits: (access text, memref type).
ELEMENTS = [("%agg[%i0]", "memref<2xi32>"), ("%agg[%i1]", "memref<2xi32>")]


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A function over three `memref<i32>` slots (one sometimes escaping through a call)
    and the two elements of a `memref<2xi32>`: stores, loads, adds, `cf.cond_br` diamonds
    (an arm may be empty) and loops, lowered to blocks; a value is used only where its
    definition dominates."""
    blocks: list[list[str]] = [[]]
    counter = iter(range(10_000))
    current = [0]

    def new_block() -> int:
        blocks.append([])
        return len(blocks) - 1

    def emit(line: str) -> None:
        blocks[current[0]].append(line)

    def jump(target: int, via: str = "cf.br") -> None:
        emit(f"{via} ^bb{target}")

    def body(values: list[str], depth: int) -> None:
        own = list(values)
        for _ in range(draw(st.integers(0, 5))):
            kind = draw(st.sampled_from(["store", "store", "load", "load", "add", "if", "loop"]))
            access, type = draw(
                st.sampled_from([(f"{slot}[]", "memref<i32>") for slot in SLOTS] + ELEMENTS)
            )
            if kind == "store":
                emit(f"memref.store {draw(st.sampled_from(own))}, {access} : {type}")
            elif kind == "load":
                name = f"%v{next(counter)}"
                emit(f"{name} = memref.load {access} : {type}")
                own.append(name)
            elif kind == "add":
                name = f"%v{next(counter)}"
                lhs, rhs = draw(st.sampled_from(own)), draw(st.sampled_from(own))
                emit(f"{name} = arith.addi {lhs}, {rhs} : i32")
                own.append(name)
            elif depth < 3 and kind == "if":
                cond = draw(st.sampled_from(["%c0", "%c1"]))
                then, merge = new_block(), new_block()
                other = new_block() if draw(st.booleans()) else merge
                emit(f"cf.cond_br {cond}, ^bb{then}, ^bb{other}")
                current[0] = then
                body(own, depth + 1)
                jump(merge)
                if other != merge:
                    current[0] = other
                    body(own, depth + 1)
                    jump(merge)
                current[0] = merge
            elif depth < 3 and kind == "loop":
                cond = draw(st.sampled_from(["%c0", "%c1"]))
                header, loop_body, exit_block = new_block(), new_block(), new_block()
                jump(header)
                current[0] = header
                emit(f"cf.cond_br {cond}, ^bb{loop_body}, ^bb{exit_block}")
                current[0] = loop_body
                body(own, depth + 1)
                jump(header)
                current[0] = exit_block

    if draw(st.booleans()):
        emit("func.call @use(%s2) : (memref<i32>) -> ()")
    body(["%a", "%b"], 0)
    loads = [f"%r{i}" for i in range(len(SLOTS))]
    for name, slot in zip(loads, SLOTS, strict=True):
        emit(f"{name} = memref.load {slot}[] : memref<i32>")
    emit(f"return {', '.join(loads)} : {', '.join(['i32'] * len(loads))}")
    allocas = "".join(f"  {slot} = memref.alloca() : memref<i32>\n" for slot in SLOTS) + (
        "  %agg = memref.alloca() : memref<2xi32>\n"
        "  %i0 = arith.constant 0 : index\n"
        "  %i1 = arith.constant 1 : index\n"
    )
    text = "".join(
        (f"^bb{index}:\n" if index else allocas) + "".join(f"  {line}\n" for line in lines)
        for index, lines in enumerate(blocks)
    )
    return (
        "func.func private @use(memref<i32>)\n"
        "func.func @f(%a: i32, %b: i32, %c0: i1, %c1: i1) -> (i32, i32, i32) {\n"
        f"{text}}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(
    programs(), st.sampled_from(["func.func(mem2reg)", "func.func(mem2reg{region-simplify=false})"])
)
def test_same_result_as_mlir_opt(text: str, pipeline: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["-p", f"builtin.module({pipeline})"], source, Path(scratch))


def test_llvm_slots_promote_through_casts_and_narrow_loads() -> None:
    out = _run(
        "llvm.func(mem2reg)",
        """llvm.func @f(%a: i32) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %cast = llvm.addrspacecast %slot : !llvm.ptr to !llvm.ptr<1>
  llvm.intr.lifetime.start %slot : !llvm.ptr
  llvm.store %a, %slot {alignment = 4 : i64} : i32, !llvm.ptr
  %low = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i16
  llvm.return %low : i16
}""",
    )
    assert _body(out) == (
        "llvm.func @f(%arg0: i32) -> i16 {\n"
        "  %0 = llvm.mlir.constant(1 : i32) : i32\n"
        "  %1 = llvm.trunc %arg0 : i32 to i16\n"
        "  llvm.return %1 : i16\n"
        "}"
    )


def test_llvm_allocas_outside_the_entry_block_and_volatile_accesses_stay() -> None:
    source = """llvm.func @f(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %v = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store volatile %a, %v {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^bb1
^bb1:
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %0 = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %0 : i32
}"""
    assert _run("llvm.func(mem2reg)", source) == _run("", source)


LLVM_TYPES = ["i8", "i16", "i32", "i64", "f32", "f64", "!llvm.ptr"]
LLVM_SLOTS = [("%s0", "i32"), ("%s1", "i64"), ("%s2", "f64"), ("%s3", "!llvm.ptr")]


@st.composite
def llvm_programs(draw: st.DrawFn) -> str:
    """An `llvm.func` storing values of every scalar type to slots of other types and
    loading them back as any type, in straight-line code and `llvm.cond_br` diamonds."""
    counter = iter(range(10_000))
    values = {type: [f"%a{index}"] for index, type in enumerate(LLVM_TYPES)}
    blocks: list[list[str]] = [[]]

    def accesses(lines: list[str], pool: dict[str, list[str]]) -> None:
        for _ in range(draw(st.integers(0, 6))):
            slot, _slot_type = draw(st.sampled_from(LLVM_SLOTS))
            type = draw(st.sampled_from(LLVM_TYPES))
            if draw(st.booleans()):
                value = draw(st.sampled_from(pool[type]))
                lines.append(f"llvm.store {value}, {slot} : {type}, !llvm.ptr")
            else:
                name = f"%v{next(counter)}"
                lines.append(f"{name} = llvm.load {slot} : !llvm.ptr -> {type}")
                lines.append(f"llvm.call @use_{_mangle(type)}({name}) : ({type}) -> ()")

    accesses(blocks[0], values)
    if draw(st.booleans()):
        blocks[0].append("llvm.cond_br %c, ^bb1, ^bb2")
        blocks += [[], [], []]
        for arm in (1, 2):
            accesses(blocks[arm], values)
            blocks[arm].append("llvm.br ^bb3")
        accesses(blocks[3], values)
        blocks[3].append("llvm.return")
    else:
        blocks[0].append("llvm.return")
    one = "  %one = llvm.mlir.constant(1 : i32) : i32\n" + "".join(
        f"  {slot} = llvm.alloca %one x {type} : (i32) -> !llvm.ptr\n" for slot, type in LLVM_SLOTS
    )
    body = "".join(
        (f"^bb{index}:\n" if index else one) + "".join(f"  {line}\n" for line in lines)
        for index, lines in enumerate(blocks)
    )
    arguments = ", ".join(f"%a{index}: {type}" for index, type in enumerate(LLVM_TYPES))
    uses = "".join(f"llvm.func @use_{_mangle(type)}({type})\n" for type in LLVM_TYPES)
    return f"{uses}llvm.func @f({arguments}, %c: i1) {{\n{body}}}\n"


def _mangle(type: str) -> str:
    return type.removeprefix("!llvm.")


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(llvm_programs())
def test_llvm_conversions_as_mlir_opt(text: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.mlir"
        source.write_text(text)
        assert_same_ir(["-p", "builtin.module(llvm.func(mem2reg))"], source, Path(scratch))
