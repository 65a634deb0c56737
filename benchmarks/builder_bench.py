"""Pipeline-builder benchmark: build and check a 1,000-pass pipeline with 50 constraints.

Usage: python benchmarks/builder_bench.py [N]   (default 1000 passes)
The pipeline alternates module passes and runs of `func.func` passes; 30 passes
`requires_before` a kind, 15 need a cleanup after them, and 5 preservation regions
span the pipeline. 90% of it is appended with `add`, the rest inserted before or after a
kind, then `build()` checks everything and writes the pass manager. References,
measured in the same run: constructing the same pass manager directly with
`add_pass`/`nest`, and parsing the same pipeline from its textual form.
"""

from __future__ import annotations

import sys

from workload import best_of

from passgen.runtime.builder import PipelineBuilder
from passgen.runtime.builder.steps import flatten
from passgen.runtime.ir import Context
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline
from passgen.runtime.registry import PassRegistry

STRONG, WEAK, REGIONS = 30, 15, 5


def make_pass(argument: str, **metadata: object) -> type[Pass]:
    return type(argument.replace("-", "_"), (Pass,), {"argument": argument, **metadata})


CLASSES = {
    "bufferize": make_pass("bufferize", kinds=("bufferization",)),
    "cleanup": make_pass("cleanup", anchor="func.func", kinds=("cleanup",), preserves=("Dom",)),
    "work": make_pass("work", anchor="func.func", preserves=("Dom",)),
    "needs": make_pass(
        "needs", anchor="func.func", requires_before=("bufferization",), preserves=("Dom",)
    ),
    "dirty": make_pass("dirty", anchor="func.func", cleanup_after=True, preserves=("Dom",)),
    "module": make_pass("module", kinds=("module-step",), preserves=("Dom",)),
    **{f"open-{i}": make_pass(f"open-{i}") for i in range(REGIONS)},
    **{f"close-{i}": make_pass(f"close-{i}") for i in range(REGIONS)},
}


def plan(size: int) -> list[str]:
    """The appended part of the pipeline (90%): a bufferize, every tenth pass a module
    pass, the regions spread out, the constrained passes early, `work` elsewhere."""
    count = size * 9 // 10
    step = count // (REGIONS + 1)
    regions = {step * (i + 1): f"open-{i}" for i in range(REGIONS)}
    regions |= {step * (i + 1) + step // 2: f"close-{i}" for i in range(REGIONS)}
    arguments = ["bufferize"]
    while len(arguments) < count - 1:
        position = len(arguments)
        if position in regions:
            arguments.append(regions[position])
        elif position % 10 == 0:
            arguments.append("module")
        elif arguments.count("needs") < STRONG and position % 3 == 1:
            arguments.append("needs")
        elif arguments.count("dirty") < WEAK and position % 3 == 2:
            arguments.append("dirty")
        else:
            arguments.append("work")
    return [*arguments, "cleanup"]


def with_builder(context: Context, arguments: list[str], size: int) -> PassManager:
    """Append `arguments`, declare the regions, insert the rest by kind, build."""
    builder = PipelineBuilder(PassManager(context), PassRegistry())
    for argument in arguments:
        builder.add(CLASSES[argument]())
    for i in range(REGIONS):
        builder.preserve_between(f"open-{i}", f"close-{i}", "Dom")
    for number in range(size - len(arguments)):
        if number % 2:
            builder.insert_after_kind("module-step", CLASSES["work"]())
        else:
            builder.insert_before_kind("bufferization", CLASSES["cleanup"]())
    return builder.build()


def directly(context: Context, steps: list[tuple[str, bool]]) -> PassManager:
    """The same pipeline with `add_pass` and `nest`: (argument, nested) in order."""
    pm = PassManager(context)
    functions = None
    for argument, nested in steps:
        pass_ = CLASSES[argument]()
        if nested:
            functions = functions or pm.nest("func.func")
            functions.add_pass(pass_)
        else:
            pm.add_pass(pass_)
            functions = None
    return pm


def main() -> None:
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    arguments = plan(size)
    context = Context()
    registry = PassRegistry()
    for cls in CLASSES.values():
        registry.register_pass(cls.argument, cls)
    built = with_builder(context, arguments, size)
    text = built.textual_pipeline()
    steps = list(flatten(built))
    constraints = (
        sum(1 for s in steps if s.pass_.requires_before or s.pass_.cleanup_after) + REGIONS
    )
    order = [(s.argument, len(s.path) > 1) for s in steps]
    assert directly(context, order).textual_pipeline() == text
    builder_time = best_of(20, lambda: with_builder(context, arguments, size))
    direct_time = best_of(20, lambda: directly(context, order))
    parse_time = best_of(20, lambda: parse_pass_pipeline(text, registry))
    print(f"{len(steps)} passes, {constraints} constraints")
    print(f"builder (add, insert, build with checks): {builder_time * 1e3:7.2f} ms")
    print(
        f"direct PassManager construction:          {direct_time * 1e3:7.2f} ms  "
        f"(builder is {builder_time / direct_time:.1f}x)"
    )
    print(
        f"parsing the textual pipeline:             {parse_time * 1e3:7.2f} ms  "
        f"(builder is {builder_time / parse_time:.1f}x)"
    )


if __name__ == "__main__":
    main()
