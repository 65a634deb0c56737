"""`strip-debuginfo`: every op and block-argument location under the op becomes unknown."""

from __future__ import annotations

from pass_runner import Run, run

from passgen.runtime.ir import Location, UnknownLoc

TEXT = (
    '"builtin.module"() ({\n'
    '  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({\n'
    '  ^bb0(%x: i32 loc("a.c":1:2)):\n'
    '    "dummy.region"() ({\n'
    '    ^bb0(%y: i32 loc(fused["a.c":2:2, "n"("b.c":3:3)])):\n'
    '      "dummy.leaf"(%y) : (i32) -> () loc(callsite("f"("a.c":4:4) at "b.c":5:5))\n'
    '    }) : () -> () loc("named")\n'
    '    "func.return"() : () -> () loc("a.c":6:6)\n'
    '  }) : () -> () loc("a.c":7:7)\n'
    '}) : () -> () loc("a.c":8:8)\n'
)


def locations(result: Run) -> list[Location]:
    found: list[Location] = []
    for op in result.module.walk():
        found.append(op.location)
        found.extend(
            arg.location
            for region in op.regions
            for block in region.blocks
            for arg in block.arguments
        )
    return found


def test_all_locations_become_unknown() -> None:
    result = run(TEXT, "strip-debuginfo")
    assert result.succeeded
    assert len(locations(result)) == 7
    assert all(isinstance(loc, UnknownLoc) for loc in locations(result))


def test_nested_run_strips_only_below_the_op() -> None:
    result = run(TEXT, "func.func(strip-debuginfo)")
    assert str(result.module.location) == 'loc("a.c":8:8)'
    assert all(isinstance(loc, UnknownLoc) for loc in locations(result)[1:])
