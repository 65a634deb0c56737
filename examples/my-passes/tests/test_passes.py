"""Run the passes on IR in MLIR's custom form in process, from Python (tests/filecheck/ runs
them through passgen-opt)."""

from __future__ import annotations

from passgen.runtime import PassManager, PassRegistry, parse_pass_pipeline_into
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

from my_passes.plugin import register_all_passes

IR = """\
module {
  func.func @f() -> i32 {
    %c1_i32 = arith.constant {my.tag, other} 1 : i32
    return %c1_i32 : i32
  }
}
"""
EXPECTED = IR.replace("{my.tag, other}", "{other}")


def test_strip_tag_removes_the_attribute() -> None:
    registry = PassRegistry()
    register_all_passes(registry)
    context = Context()
    module = parse_source(IR, context)
    pm = PassManager(context)
    parse_pass_pipeline_into(pm, "func.func(strip-tag)", registry)
    pm.run(module)
    assert print_op(module) == EXPECTED
