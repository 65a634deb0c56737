"""The `omp` dialect's forms and directives (runtime/dialects/omp) reject malformed input as
mlir-opt 22 does: the first diagnostic, where and what (their inputs that read are
tests/data/cxx_forms/omp.mlir, compared by test_cxx_forms.py)."""

from __future__ import annotations

import pytest
from mlir_tools import assert_fails_as_mlir_opt, requires_mlir_opt

pytestmark = requires_mlir_opt

FUNCTION = (
    "func.func @f(%c: i1, %n: i32, %lb: index, %p: !llvm.ptr, %m: memref<i32>, %g: i64) {\n"
    "BODY\n  return\n}\n"
)
LOOP = (
    "{\n    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {\n      omp.yield\n    }\n  }"
)
REGION = "{\n    omp.terminator\n  }"

MALFORMED = {
    "proc_bind": "  omp.parallel proc_bind(bogus) " + REGION,
    "schedule_kind": "  omp.wsloop schedule(bogus) " + LOOP,
    "schedule_order": "  omp.wsloop schedule(static, simd, monotonic) " + LOOP,
    "schedule_modifier": "  omp.wsloop schedule(static, bogus) " + LOOP,
    "schedule_many": "  omp.wsloop schedule(static, monotonic, simd, simd) " + LOOP,
    "order": "  omp.wsloop order(reproducible:bogus) " + LOOP,
    "hint": "  omp.atomic.write %m = %n hint(bogus) : memref<i32>, i32",
    "reduction_on_distribute": "  omp.distribute reduction(@r %p -> %a : !llvm.ptr) " + LOOP,
    "private_types": "  omp.parallel private(@x %p -> %a : !llvm.ptr, !llvm.ptr) " + REGION,
    "reduction_mod": "  omp.parallel reduction(mod: bogus, @r %p -> %a : !llvm.ptr) " + REGION,
    "grainsize_mod": "  omp.taskloop grainsize(bogus, %g: i64) " + LOOP,
    "grainsize_operand": "  omp.taskloop grainsize(strict, 4) " + LOOP,
    "loop_nest_bounds": "  omp.wsloop {\n    omp.loop_nest (%i, %j) : index = (%lb) to (%lb, %lb)"
    " step (%lb, %lb) {\n      omp.yield\n    }\n  }",
    "loop_nest_step": "  omp.wsloop {\n    omp.loop_nest (%i) : index = (%lb) to (%lb) (%lb) {\n"
    "      omp.yield\n    }\n  }",
    "canonical_loop_range": "  omp.canonical_loop %iv : i32 in (%n) " + REGION,
    "allocate_arrow": "  omp.parallel allocate(%m : memref<i32>, %m : memref<i32>) " + REGION,
    "map_idx": "  omp.target private(@x %p -> %a [map_id=1] : !llvm.ptr) " + REGION,
    "unroll_paren": "  %cli = omp.new_cli\n  omp.unroll_heuristic %cli",
    "allocmem_comma": "  %0 = omp.target_allocmem %n : i32 i64",
    "members": "  %0 = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef)"
    " members(%p : 0 : !llvm.ptr) -> !llvm.ptr",
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_omp_ops_get_mlir_opts_diagnostic(name: str) -> None:
    assert_fails_as_mlir_opt(FUNCTION.replace("BODY", MALFORMED[name]))
