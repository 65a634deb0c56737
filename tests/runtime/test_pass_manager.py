"""Passes and pass managers: scheduling, nesting, failure, verification, threading."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import I32, Context, Diagnostic, IntegerAttr, Operation
from passgen.runtime.options import INT, STR, ListOption, Option
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import (
    Nesting,
    OpPassManager,
    OpToOpPassAdaptor,
    PassAnchorError,
    PassExecutor,
    PassManager,
    gil_enabled,
)
from passgen.runtime.statistics import Statistic

MODULE = (
    '"builtin.module"() ({\n'
    '  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({\n'
    '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    '  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({\n'
    '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    '  "builtin.module"() <{sym_name = "inner"}> ({\n'
    '    "func.func"() <{function_type = () -> (), sym_name = "c"}> ({\n'
    '      "func.return"() : () -> ()\n    }) : () -> ()\n'
    "  }) : () -> ()\n"
    "}) : () -> ()\n"
)


@pytest.fixture
def ctx() -> Context:
    return Context(allow_unregistered_dialects=True)


@pytest.fixture
def module(ctx: Context) -> Operation:
    return parse_source(MODULE, ctx)


def sym(op: Operation) -> str:
    attr = op.get_attr("sym_name")
    return attr.value if attr is not None else op.op_name  # type: ignore[attr-defined]


Log = list[tuple[str, str]]


def recorder(tag: str, log: Log, anchor: str | None = "func.func") -> Pass:
    class Record(Pass):
        argument = tag

        def run_on_operation(self) -> None:
            self.mark_all_analyses_preserved()
            log.append((tag, sym(self.get_operation())))

    Record.anchor = anchor
    return Record()


def make_pass(body: Callable[[Pass], None], anchor: str | None = None, **attrs: object) -> Pass:
    cls = type("Custom", (Pass,), {"run_on_operation": body, "anchor": anchor, **attrs})
    return cls()


def test_nested_pipelines_run_op_by_op(ctx: Context, module: Operation) -> None:
    log: Log = []
    pm = PassManager(ctx)
    fpm = pm.nest("func.func")
    fpm.add_pass(recorder("p1", log))
    fpm.add_pass(recorder("p2", log))
    assert pm.run(module)
    # Only direct children of the module: @c sits in a nested module.
    assert log == [("p1", "a"), ("p2", "a"), ("p1", "b"), ("p2", "b")]


def test_nested_modules_are_reached_through_their_own_nesting(
    ctx: Context, module: Operation
) -> None:
    log: Log = []
    pm = PassManager(ctx)
    pm.nest("builtin.module").nest("func.func").add_pass(recorder("p", log))
    assert pm.run(module)
    assert log == [("p", "c")]


def test_anchor_mismatch_is_rejected_when_added(ctx: Context) -> None:
    pm = PassManager(ctx)
    with pytest.raises(
        PassAnchorError,
        match="pass 'Record' anchored on 'func.func' added to "
        "pipeline anchored on 'builtin.module'",
    ):
        pm.add_pass(recorder("p", []))


def test_implicit_nesting(ctx: Context, module: Operation) -> None:
    log: Log = []
    pm = PassManager(ctx, nesting=Nesting.IMPLICIT)
    pm.add_pass(recorder("p1", log))
    pm.add_pass(recorder("p2", log))
    assert len(pm.passes) == 2  # one adaptor per nest, as MLIR builds them ...
    assert pm.run(module)
    assert len(pm.passes) == 1  # ... merged when the pipeline first runs
    assert log == [("p1", "a"), ("p2", "a"), ("p1", "b"), ("p2", "b")]


def test_op_agnostic_passes_and_nest_any(ctx: Context, module: Operation) -> None:
    log: Log = []
    pm = PassManager(ctx)
    pm.add_pass(recorder("top", log, anchor=None))
    pm.nest_any().add_pass(recorder("any", log, anchor=None))
    assert pm.run(module)
    assert log == [("top", "builtin.module"), ("any", "a"), ("any", "b"), ("any", "inner")]


def test_interface_passes_only_run_on_ops_with_the_interface(
    ctx: Context, module: Operation
) -> None:
    log: Log = []
    p = recorder("iface", log, anchor=None)
    type(p).interface = "FunctionOpInterface"
    pm = PassManager(ctx)
    pm.nest_any().add_pass(p)
    assert pm.run(module)
    assert log == [("iface", "a"), ("iface", "b")]


def test_filtered_passes(ctx: Context, module: Operation) -> None:
    log: Log = []
    p = recorder("only-b", log, anchor=None)
    type(p).can_schedule_on = lambda self, op: sym(op) == "b"  # type: ignore[method-assign]
    pm = PassManager(ctx)
    pm.nest_any().add_pass(p)
    assert pm.run(module)
    assert log == [("only-b", "b")]


def test_signal_pass_failure_stops_the_pipeline(ctx: Context, module: Operation) -> None:
    log: Log = []
    pm = PassManager(ctx)
    fpm = pm.nest("func.func")
    fpm.add_pass(make_pass(lambda self: self.signal_pass_failure(), "func.func"))
    fpm.add_pass(recorder("after", log))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert log == []
    # mlir-opt fails silently; we say which pass failed where (each function fails).
    assert [(d.message, str(d.location)) for d in diags] == [
        ("pass 'Custom' failed on 'func.func' op", str(op.location))
        for op in module.regions[0].blocks[0].operations
        if op.name.name == "func.func"
    ]


def test_exception_in_a_pass_is_a_diagnostic(ctx: Context, module: Operation) -> None:
    def boom(self: Pass) -> None:
        raise ZeroDivisionError("division by zero")

    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(make_pass(boom, "func.func", argument="boom"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    # The failure on the first function does not stop the second (as in MLIR), but the same
    # exception at the same place is reported once, not once per function.
    assert len(diags) == 1
    assert {d.message for d in diags} == {
        "pass 'boom' failed on 'func.func' op: ZeroDivisionError: division by zero"
    }
    assert str(diags[0].location) == 'loc("<stdin>":2:3)'
    assert "raised at" in diags[0].notes[0].message


class CustomBase(BaseException):
    pass


def _recurse(n: int) -> int:
    return _recurse(n + 1) + 1


@pytest.mark.parametrize("threads", [1, 4])
@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (lambda self: sys.exit(), "SystemExit"),
        (lambda self: sys.exit(3), "SystemExit: 3"),
        (lambda self: sys.exit("bye"), "SystemExit: bye"),
        (lambda self: _raise(CustomBase("base")), "CustomBase: base"),
        (lambda self: _raise(MemoryError()), "MemoryError"),
        (lambda self: _recurse(0), "RecursionError: maximum recursion depth exceeded"),
        (lambda self: _raise(GeneratorExit()), "GeneratorExit"),
        (
            lambda self: 0,
            "run_on_operation returned a value; passes fail with signal_pass_failure()",
        ),
    ],
)
def test_any_exception_in_a_pass_fails_it(
    ctx: Context, module: Operation, threads: int, body: Callable[[Pass], None], reason: str
) -> None:
    """sys.exit() included: the pass fails with its name and op, the pipeline reports."""
    pm = PassManager(ctx)
    pm.enable_multithreading(threads > 1, threads=threads, under_gil=True)
    pm.nest("func.func").add_pass(make_pass(body, "func.func", argument="bad"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    once = not reason.startswith("run_on_operation")  # exceptions are reported once
    assert [d.message for d in diags] == [f"pass 'bad' failed on 'func.func' op: {reason}"] * (
        1 if once else 2
    )


def _raise(exc: BaseException) -> None:
    raise exc


@pytest.mark.parametrize("threads", [1, 4])
def test_keyboard_interrupt_stops_the_run(ctx: Context, module: Operation, threads: int) -> None:
    log: Log = []
    pm = PassManager(ctx)
    pm.enable_multithreading(threads > 1, threads=threads, under_gil=True)
    fpm = pm.nest("func.func")
    fpm.add_pass(make_pass(lambda self: _raise(KeyboardInterrupt()), "func.func"))
    fpm.add_pass(recorder("after", log))
    with pytest.raises(KeyboardInterrupt):
        pm.run(module)
    assert log == []


def test_a_failure_with_a_diagnostic_gets_no_second_one(ctx: Context, module: Operation) -> None:
    def fail(self: Pass) -> None:
        op = self.get_operation()
        op.context.emit(Diagnostic("error", "no good", op.location))
        self.signal_pass_failure()

    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(make_pass(fail, "func.func"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert [d.message for d in diags] == ["no good", "no good"]


def test_deeply_nested_pipelines_run(ctx: Context) -> None:
    """As deep as the IR: nested pipelines run without recursion errors."""
    depth = 150
    source = '"builtin.module"() ({\n' * depth + "}) : () -> ()\n" * depth
    module = parse_source('"builtin.module"() ({\n' + source + "}) : () -> ()\n", ctx)
    log: Log = []
    pm = PassManager(ctx)
    inner: OpPassManager = pm
    for _ in range(depth):
        inner = inner.nest("builtin.module")
    inner.add_pass(recorder("deep", log, anchor=None))
    deeper = inner
    for _ in range(1000):  # deeper than the IR: nothing to run on
        deeper = deeper.nest("builtin.module")
    deeper.add_pass(recorder("deeper", log, anchor=None))
    assert pm.run(module)
    assert log == [("deep", "builtin.module")]


def test_non_isolated_anchor_is_a_diagnostic(ctx: Context) -> None:
    module = parse_source('"foo.region"() ({\n  "foo.x"() : () -> ()\n}) : () -> ()\n', ctx)
    pm = PassManager(ctx)
    pm.nest("foo.region").add_pass(make_pass(lambda self: None))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert diags[0].message == (
        "'foo.region' op trying to schedule a pass on an unregistered operation"
    )


def test_wrong_root_is_a_diagnostic(ctx: Context, module: Operation) -> None:
    pm = PassManager(ctx, anchor="func.func")
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert diags[0].message == "can't run 'func.func' pass manager on 'builtin.module' op"


def test_initialize_runs_once_per_run_and_can_abort(ctx: Context, module: Operation) -> None:
    calls: list[str] = []

    class Init(Pass):
        anchor = "func.func"
        fail = False

        def initialize(self, context: Context) -> bool:
            calls.append("init")
            return not self.fail

        def run_on_operation(self) -> None:
            calls.append("run")

    pm = PassManager(ctx)
    p = Init()
    pm.nest("func.func").add_pass(p)
    assert pm.run(module)
    assert calls == ["init", "run", "run"]
    p.fail = True
    calls.clear()
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert calls == ["init"]
    assert diags[0].message == "failed to initialize pass 'Init'"


def test_verify_each_catches_broken_ir(ctx: Context, module: Operation) -> None:
    def break_it(self: Pass) -> None:
        terminator = self.get_operation().regions[0].blocks[0].last_op
        assert terminator is not None
        terminator.erase()

    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(make_pass(break_it, "func.func"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert diags[0].message == "empty block: expect at least a terminator"
    pm.enable_verifier(False)
    assert pm.run(parse_source(MODULE, ctx))


def test_dependent_dialects_are_loaded_and_enforced() -> None:
    ctx = Context()
    module = parse_source(MODULE, ctx)
    assert "arith" not in ctx.loaded_dialects

    def create_constant(self: Pass) -> None:
        Operation.create(
            self.get_context(),
            "arith.constant",
            (),
            [I32],
            properties={"value": IntegerAttr(0, I32)},
        )

    pm = PassManager(ctx)
    pm.add_pass(make_pass(create_constant, argument="make-const"))
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    assert diags[0].message == (
        "pass 'make-const' creates an operation of dialect 'arith', which is not loaded; "
        "add 'arith' to the pass's dependent_dialects"
    )
    pm = PassManager(ctx)
    pm.add_pass(make_pass(create_constant, argument="make-const", dependent_dialects=("arith",)))
    assert pm.run(module)
    assert "arith" in ctx.loaded_dialects


class Options(Pass):
    argument = "opts"
    limit = Option("limit", INT, 10, "a limit")
    label = Option("label", STR, "x")
    items = ListOption("items", INT)
    hits = Statistic("hits", "Number of hits")

    def run_on_operation(self) -> None:
        self.hits += 1


def test_options_default_until_set_and_clone_semantics() -> None:
    p = Options(limit=3)
    assert (p.limit, p.label, p.items) == (3, "x", [])
    assert isinstance(p.items, list)  # read as a sequence; held as a list of its own
    p.items.append(4)
    p.hits += 5
    copy = p.clone()
    assert (copy.limit, copy.items, copy.hits.value) == (3, [4], 0)
    assert isinstance(copy.items, list)
    copy.items.append(5)
    assert p.items == [4]
    assert Options().limit == 10
    with pytest.raises(ValueError):
        Options(limit="many")


def test_threaded_runs_match_single_threaded(ctx: Context) -> None:
    funcs = "".join(
        f'"func.func"() <{{function_type = () -> (), sym_name = "f{i}"}}> ({{\n'
        '  "func.return"() : () -> ()\n}) : () -> ()\n'
        for i in range(40)
    )

    def run(threads: int, pooled: bool = True) -> tuple[str, int]:
        module = parse_source(funcs, ctx)
        pm = PassManager(ctx)
        counter = Options()

        def rename(self: Pass) -> None:
            op = self.get_operation()
            op.attributes["seen"] = IntegerAttr(1, I32)

        fpm = pm.nest("func.func")
        fpm.add_pass(make_pass(rename, "func.func"))
        fpm.add_pass(type("Counted", (Options,), {"anchor": "func.func"})())
        pm.enable_multithreading(threads > 1, threads=threads, under_gil=pooled)
        assert pm.run(module)
        del counter
        counted = fpm.passes[1]
        assert isinstance(counted, Options)
        return print_op(module), counted.hits.value

    single = run(1)
    assert single[1] == 40
    assert run(4) == single
    assert run(4, pooled=False) == single  # in order on this thread under the GIL


def test_parallelism_can_be_limited_to_some_levels(ctx: Context, module: Operation) -> None:
    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(recorder("p", []))
    pm.enable_multithreading(True, threads=4, anchors=["gpu.module"], under_gil=True)
    executor_parallel = []
    original = PassExecutor._run_parallel

    def spy(self, *args):  # type: ignore[no-untyped-def]
        executor_parallel.append(True)
        return original(self, *args)

    PassExecutor._run_parallel = spy  # type: ignore[method-assign]
    try:
        assert pm.run(module)
        assert executor_parallel == []
        pm.enable_multithreading(True, threads=4, anchors=["func.func"], under_gil=True)
        assert pm.run(module)
        assert executor_parallel == [True]
    finally:
        PassExecutor._run_parallel = original  # type: ignore[method-assign]


@pytest.mark.skipif(not gil_enabled(), reason="threads run Python at once here")
def test_under_the_gil_threaded_adaptors_run_in_order_without_a_pool(
    ctx: Context, module: Operation
) -> None:
    log: Log = []
    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(recorder("p", log))
    pm.enable_multithreading(True, threads=4)
    original = PassExecutor._run_parallel
    PassExecutor._run_parallel = None  # type: ignore[assignment,method-assign]
    try:
        assert pm.run(module)
    finally:
        PassExecutor._run_parallel = original  # type: ignore[method-assign]
    assert log == [("p", "a"), ("p", "b")]


def test_pass_manager_clone_is_independent(ctx: Context) -> None:
    pm = OpPassManager("builtin.module")
    pm.nest("func.func").add_pass(Options(limit=2))
    copy = pm.clone()

    def options_pass(pm: OpPassManager) -> Options:
        adaptor = pm.passes[0]
        assert isinstance(adaptor, OpToOpPassAdaptor)
        inner = adaptor.managers[0].passes[0]
        assert isinstance(inner, Options)
        return inner

    options_pass(copy).limit = 7
    assert options_pass(pm).limit == 2
