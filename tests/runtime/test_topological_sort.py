"""`topological-sort` and the sorting utilities (`ir.topological_sort`): graph regions sorted
producers first and stably, cycles left in order at the end, SSA and unregistered regions left
alone; the same output as mlir-opt on fixed and random graph regions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Block, Context, Operation, Value
from passgen.runtime.ir.topological_sort import (
    compute_topological_sorting,
    find_ancestor_op_in_block,
    sort_topologically,
)

MODULE = """\
%add = arith.addi %c0, %c1 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
"u.cycle_a"(%b) : (i32) -> ()
%b = "u.cycle_b"(%a) : (i32) -> i32
%a = "u.cycle_c"(%b) : (i32) -> i32
gpu.module @g {
  %x = "u.use"(%y) : (i32) -> i32
  %y = "u.def"() : () -> i32
}
"u.graph"() ({
  %p = "u.use"(%q) : (i32) -> i32
  %q = "u.def"() : () -> i32
}) : () -> ()
"""

SORTED = """\
module {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.module @g {
    %3 = "u.def"() : () -> i32
    %4 = "u.use"(%3) : (i32) -> i32
  }
  "u.graph"() ({
    %3 = "u.use"(%4) : (i32) -> i32
    %4 = "u.def"() : () -> i32
  }) : () -> ()
  %0 = arith.addi %c0, %c1 : index
  "u.cycle_a"(%1) : (i32) -> ()
  %1 = "u.cycle_b"(%2) : (i32) -> i32
  %2 = "u.cycle_c"(%1) : (i32) -> i32
}

"""


def sorted_text(text: str, *flags: str) -> str:
    code, out, err = passgen_opt(text, "--allow-unregistered-dialect", "--topological-sort", *flags)
    assert code == 0, err
    return out


def test_graph_regions_sorted_cycles_last_unregistered_left_alone() -> None:
    assert sorted_text(MODULE) == SORTED


def test_the_sort_is_stable() -> None:
    assert sorted_text(SORTED) == SORTED


def test_ssa_regions_are_left_alone() -> None:
    text = 'func.func @f() {\n  %0 = "u.b"() : () -> i32\n  %1 = "u.a"() : () -> i32\n  return\n}\n'
    assert "u.b" in sorted_text(text).split("u.a")[0]


def block_of(text: str) -> tuple[Operation, Block]:
    module = parse_source(text, Context(allow_unregistered_dialects=True))
    block = module.regions[0].blocks[0]
    return module, block


def names(ops: list[Operation]) -> list[str]:
    return [op.name.name for op in ops]


CHAIN = '%c = "u.c"(%b) : (i32) -> i32\n%b = "u.b"(%a) : (i32) -> i32\n%a = "u.a"() : () -> i32\n'


def test_sort_topologically_reports_success_and_moves_ops() -> None:
    _, block = block_of(CHAIN)
    assert sort_topologically(block)
    assert names(block.operations) == ["u.a", "u.b", "u.c"]


def test_sort_topologically_sorts_only_the_given_run() -> None:
    _, block = block_of(CHAIN + '"u.last"(%c) : (i32) -> ()\n')
    ops = block.operations
    assert sort_topologically(block, ops[1:3])
    assert names(block.operations) == ["u.c", "u.a", "u.b", "u.last"]


def test_the_callback_makes_operands_ready() -> None:
    _, block = block_of(CHAIN)

    def always(value: Value, op: Operation) -> bool:
        return True

    assert sort_topologically(block, is_operand_ready=always)
    assert names(block.operations) == ["u.c", "u.b", "u.a"]


def test_a_cycle_is_reported() -> None:
    _, block = block_of('%a = "u.a"(%b) : (i32) -> i32\n%b = "u.b"(%a) : (i32) -> i32\n')
    assert not sort_topologically(block)
    assert names(block.operations) == ["u.a", "u.b"]


def test_compute_topological_sorting_permutes_the_list_only() -> None:
    _, block = block_of(CHAIN)
    ops = block.operations
    order = list(ops)
    assert compute_topological_sorting(order)
    assert names(order) == ["u.a", "u.b", "u.c"]
    assert block.operations == ops


def test_operands_of_nested_ops_count() -> None:
    text = '"u.box"() ({\n  "u.use"(%a) : (i32) -> ()\n}) : () -> ()\n%a = "u.a"() : () -> i32\n'
    module, block = block_of(text)
    assert sort_topologically(block)
    assert names(block.operations) == ["u.a", "u.box"]
    inner = block.operations[1].regions[0].blocks[0].operations[0]
    assert find_ancestor_op_in_block(block, inner) is block.operations[1]
    assert find_ancestor_op_in_block(block, module) is None


def random_graph_region(seed: int, count: int) -> str:
    """A gpu.module of `count` ops, each using up to three random others (cycles included),
    in random order."""
    rng = random.Random(seed)
    lines = []
    for index in range(count):
        uses = [f"%v{rng.randrange(count)}" for _ in range(rng.randrange(4))]
        types = ", ".join(["i32"] * len(uses))
        lines.append(f'  %v{index} = "u.op{index}"({", ".join(uses)}) : ({types}) -> i32')
    rng.shuffle(lines)
    return "gpu.module @g {\n" + "\n".join(lines) + "\n}\n"


@settings(max_examples=examples(50))
@given(st.integers(0, 2**32), st.integers(1, 12))
def test_sorted_ops_follow_their_operands_unless_in_a_cycle(seed: int, count: int) -> None:
    module, _ = block_of(random_graph_region(seed, count))
    block = module.regions[0].blocks[0].operations[0].regions[0].blocks[0]
    acyclic = sort_topologically(block)
    position = {op: index for index, op in enumerate(block.operations)}
    forward = [
        (op, operand)
        for op in block.operations
        for operand in op.operands
        if position[operand.owner] > position[op]  # type: ignore[index]
    ]
    assert acyclic == (not forward)
    before = print_op(module)
    sort_topologically(block)
    assert print_op(module) == before  # sorting again changes nothing


@requires_mlir_opt
@pytest.mark.parametrize("text", [MODULE, SORTED], ids=["unsorted", "sorted"])
def test_fixed_inputs_as_mlir_opt(text: str) -> None:
    theirs = mlir_opt(text, "--allow-unregistered-dialect", "--topological-sort")
    assert sorted_text(text) == theirs.stdout


@requires_mlir_opt
@settings(max_examples=examples(30))
@given(st.integers(0, 2**32), st.integers(1, 12))
def test_random_graph_regions_as_mlir_opt(seed: int, count: int) -> None:
    text = random_graph_region(seed, count)
    theirs = mlir_opt(text, "--allow-unregistered-dialect", "--topological-sort")
    assert theirs.returncode == 0, theirs.stderr
    assert sorted_text(text) == theirs.stdout
