"""Running built-in passes on IR text in tests: parse, run a textual pipeline, print."""

from __future__ import annotations

from dataclasses import dataclass, field

from passgen.generated import register_all_passes
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, Diagnostic, Operation
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline, parse_pass_pipeline_into
from passgen.runtime.registry import PassRegistry

REGISTRY = PassRegistry()
register_all_passes(REGISTRY)


@dataclass
class Run:
    module: Operation
    succeeded: bool
    passes: list[Pass]
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def text(self) -> str:
        return print_op(self.module, generic=True)

    def statistic(self, argument: str, name: str) -> int:
        """The summed value of statistic `name` over the passes named `argument`."""
        return sum(getattr(p, name).value for p in self.passes if p.argument == argument)


def run(
    text: str,
    pipeline: str,
    *extra: Pass,
    verify: bool = True,
    context: Context | None = None,
    registry: PassRegistry = REGISTRY,
) -> Run:
    """Run `pipeline` (elements inside `builtin.module(...)`), then `extra` passes."""
    context = context or Context(allow_unregistered_dialects=True)
    module = parse_source(text, context)
    pm = PassManager(context)
    pm.enable_verifier(verify)
    parse_pass_pipeline_into(pm, pipeline, registry)
    for pass_ in extra:
        pm.add_pass(pass_)
    with context.capture_diagnostics() as diagnostics:
        succeeded = pm.run(module)
    return Run(module, succeeded, list(pm.walk_passes()), diagnostics)


def ours(text: str, pipeline: str) -> str:
    """`text` after our `pipeline` (a whole pipeline text, anchor included) ran on it in a
    plain context (registered dialects only), printed; the run must succeed."""
    registry = PassRegistry()
    register_all_passes(registry)
    context = Context()
    module = parse_source(text, context, "random.mlir")
    pm = PassManager(context)
    pm.passes = parse_pass_pipeline(pipeline, registry).passes
    assert pm.run(module)
    return print_op(module, generic=True)


def func(body: str, signature: str = "(i32, i32) -> ()", args: str = "%x: i32, %y: i32") -> str:
    """A module with one function `f` whose entry block is `^bb0(args)` and `body`."""
    return (
        '"builtin.module"() ({\n'
        f'  "func.func"() <{{function_type = {signature}, sym_name = "f"}}> ({{\n'
        f"  ^bb0({args}):\n{body}\n"
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )


class _Probe(Pass):
    """Computes `kinds` on each function, or (with `seen`) records which are cached."""

    anchor = "func.func"

    def __init__(self, analyses: tuple[type, ...], seen: list[set[str]] | None = None):
        super().__init__()
        self.analyses = analyses
        self.seen = seen

    def run_on_operation(self) -> None:
        if self.seen is None:
            for kind in self.analyses:
                self.get_analysis(kind)
        else:
            self.seen.append({k.__name__ for k in self.analyses if self.get_cached_analysis(k)})
        self.mark_all_analyses_preserved()


def preserved_analyses(text: str, pipeline: str, kinds: tuple[type, ...]) -> set[str]:
    """The `kinds` still cached on the first function after `pipeline` (run inside
    `func.func(...)`) ran with all of them computed."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context)
    seen: list[set[str]] = []
    pm = PassManager(context)
    functions = pm.nest("func.func")
    functions.add_pass(_Probe(kinds))
    parse_pass_pipeline_into(functions, pipeline, REGISTRY)
    functions.add_pass(_Probe(kinds, seen))
    assert pm.run(module)
    return seen[0]
