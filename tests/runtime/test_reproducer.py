"""Crash and failure reproducers: what we write, what mlir-opt-22 writes and reads."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, passgen_opt_process, requires_mlir_opt
from upstream_passes import CSE, Canonicalizer, SymbolDCE

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, Diagnostic, Operation, StringAttr
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline_into
from passgen.runtime.registry import PassRegistry
from passgen.runtime.reproducer import (
    ReproducerError,
    ReproducerOptions,
    format_reproducer,
    load_reproducer,
)

CUSTOM = """module {
  func.func @a(%arg0: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1 : i32
    %1 = arith.addi %0, %c1 : i32
    return %1 : i32
  }
  func.func @b() {
    return
  }
}
"""

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""

CANON = (
    "canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal "
    "test-convergence=true top-down=true}"
)
PIPELINE = f"builtin.module(cse,func.func(cse,{CANON}),symbol-dce)"

# mlir-opt-22's reproducers (converted with --mlir-print-op-generic), byte for byte.
FULL_GOLDEN = (
    GENERIC
    + f"""
{{-#
  external_resources: {{
    mlir_reproducer: {{
      pipeline: "builtin.module(cse, func.func(cse,{CANON}), symbol-dce)",
      disable_threading: true,
      verify_each: true
    }}
  }}
#-}}
"""
)
LOCAL_GOLDEN = (
    GENERIC
    + f"""
{{-#
  external_resources: {{
    mlir_reproducer: {{
      pipeline: "builtin.module(func.func({CANON}))",
      disable_threading: true,
      verify_each: false
    }}
  }}
#-}}
"""
)


class FailingCanonicalizer(Canonicalizer):
    """Fails, like mlir-opt's, on the non-converging `@a` under test-convergence."""

    def run_on_operation(self) -> None:
        if self.test_convergence and self.max_iterations < 2 and _sym(self.get_operation()) == "a":
            self.signal_pass_failure()


class NoOpCSE(CSE):
    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()


class NoOpSymbolDCE(SymbolDCE):
    def run_on_operation(self) -> None:
        self.mark_all_analyses_preserved()


class Tag(Pass):
    """Marks every function, so snapshots before and after it differ."""

    argument = "tag"
    anchor = "func.func"

    def run_on_operation(self) -> None:
        self.get_operation().attributes["tagged"] = StringAttr("yes")


class Boom(Pass):
    """Raises on `@b` (on a worker thread when threading is on)."""

    argument = "boom"
    anchor = "func.func"

    def run_on_operation(self) -> None:
        if _sym(self.get_operation()) == "b":
            raise RuntimeError("boom")


class BreakIt(Pass):
    """Erases the terminator of `@b`: the verifier fails after it."""

    argument = "break-it"
    anchor = "builtin.module"

    def run_on_operation(self) -> None:
        func = self.get_operation().regions[0].blocks[0].last_op
        assert func is not None
        terminator = func.regions[0].blocks[0].last_op
        assert terminator is not None
        terminator.erase()


def _sym(op: Operation) -> str:
    return op.get_attr("sym_name").value  # type: ignore[union-attr]


REGISTRY = PassRegistry()
for _cls in (FailingCanonicalizer, NoOpCSE, NoOpSymbolDCE, Tag, Boom, BreakIt):
    REGISTRY.register_pass(_cls.argument, _cls)


def manager(ctx: Context, pipeline: str) -> PassManager:
    """A pass manager for `anchor(elements)` over the test registry."""
    anchor, _, rest = pipeline.partition("(")
    pm = PassManager(ctx, anchor.strip())
    parse_pass_pipeline_into(pm, rest.rstrip()[:-1], REGISTRY)
    return pm


def run_failing(
    tmp_path: Path, pipeline: str, *, local: bool = False, threads: int = 1, verify: bool = True
) -> tuple[str, list[Diagnostic]]:
    ctx = Context(print_op_generic=True)
    module = parse_source(GENERIC, ctx)
    pm = manager(ctx, pipeline)
    pm.enable_verifier(verify)
    pm.enable_multithreading(threads > 1, threads=threads, under_gil=True)
    path = tmp_path / "repro.mlir"
    pm.enable_crash_reproducer(path, local=local)
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(module)
    return path.read_text(), diags


def test_full_reproducer_matches_mlir_opts_format(tmp_path: Path) -> None:
    text, diags = run_failing(tmp_path, PIPELINE)
    assert text == FULL_GOLDEN
    error = diags[-1]
    assert error.message == "Failures have been detected while processing an MLIR pass pipeline"
    assert str(error.location) == 'loc("<stdin>":2:3)'
    assert error.notes[0].message == (
        "Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @a]: "
        f"reproducer generated at `{tmp_path / 'repro.mlir'}`"
    )


def test_local_reproducer_matches_mlir_opts_format(tmp_path: Path) -> None:
    text, diags = run_failing(tmp_path, PIPELINE, local=True, verify=False)
    assert text == LOCAL_GOLDEN
    assert (
        diags[-1]
        .notes[0]
        .message.startswith(
            "Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @a: "
        )
    )


def test_full_has_the_input_and_local_the_ir_before_the_failing_pass(tmp_path: Path) -> None:
    full, _ = run_failing(tmp_path, "builtin.module(func.func(tag,boom))")
    assert "tagged" not in full
    assert 'pipeline: "builtin.module(func.func(tag,boom))"' in full
    local, diags = run_failing(tmp_path, "builtin.module(func.func(tag,boom))", local=True)
    assert local.count('tagged = "yes"') == 2  # the whole module: @a done, @b tagged
    assert 'pipeline: "builtin.module(func.func(boom))"' in local
    assert diags[0].message.startswith("pass 'boom' failed on 'func.func' op: RuntimeError")


def test_verifier_failure_after_a_pass_on_the_root_gives_a_reproducer(tmp_path: Path) -> None:
    text, diags = run_failing(tmp_path, "builtin.module(func.func(tag),break-it)", local=True)
    assert text.count('tagged = "yes"') == 2 and text.count('"func.return"') == 2
    assert 'pipeline: "builtin.module(break-it)"' in text
    assert diags[0].message == "empty block: expect at least a terminator"
    note = diags[-1].notes[0].message
    assert "`BreakIt` on 'builtin.module' operation: reproducer generated" in note


def test_exception_on_a_worker_thread_gives_a_reproducer(tmp_path: Path) -> None:
    text, diags = run_failing(tmp_path, "builtin.module(func.func(tag,boom))", threads=4)
    assert text.startswith(GENERIC)
    assert "disable_threading: false," in text
    assert "`Boom` on 'func.func' operation: @b]" in diags[-1].notes[0].message


def test_local_reproducer_refuses_threading(tmp_path: Path) -> None:
    ctx = Context(print_op_generic=True)
    pm = manager(ctx, "builtin.module(func.func(boom))")
    pm.enable_multithreading(threads=2)
    pm.enable_crash_reproducer(tmp_path / "r.mlir", local=True)
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(parse_source(GENERIC, ctx))
    assert "may not be used without disabling mutli-threading" in diags[0].message
    assert not (tmp_path / "r.mlir").exists()


def test_stream_factory_and_success_write_nothing_until_a_failure() -> None:
    streams: list[io.StringIO] = []

    def factory() -> io.StringIO:
        streams.append(io.StringIO())
        return streams[-1]

    ctx = Context(print_op_generic=True)
    pm = manager(ctx, "builtin.module(func.func(tag))")
    pm.enable_crash_reproducer(factory)
    assert pm.run(parse_source(GENERIC, ctx)) and streams == []
    pm = manager(ctx, PIPELINE)
    pm.enable_crash_reproducer(factory)
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(parse_source(GENERIC, ctx))
    assert streams[0].getvalue() == FULL_GOLDEN
    assert diags[-1].notes[0].message.endswith("reproducer generated at `<stream>`")


def test_unwritable_output_is_reported(tmp_path: Path) -> None:
    ctx = Context(print_op_generic=True)
    pm = manager(ctx, PIPELINE)
    path = tmp_path / "missing" / "r.mlir"
    pm.enable_crash_reproducer(path)
    with ctx.capture_diagnostics() as diags:
        assert not pm.run(parse_source(GENERIC, ctx))
    note = diags[-1].notes[0].message
    assert note.endswith(  # mlir-opt's words
        ": failed to create output stream: Failed to create reproducer stream: cannot open "
        f"output file '{path}': No such file or directory"
    )


def test_load_reproducer_round_trips_and_replays(tmp_path: Path) -> None:
    ctx = Context(print_op_generic=True)
    module, pipeline, options = load_reproducer(FULL_GOLDEN, ctx)
    assert pipeline is not None
    assert print_op(module, context=ctx) == GENERIC  # the entry is consumed
    assert options == ReproducerOptions(disable_threading=True, verify_each=True)
    assert format_reproducer(GENERIC, pipeline, options) == FULL_GOLDEN
    pm = manager(ctx, pipeline)
    with ctx.capture_diagnostics():
        assert not pm.run(module)


def test_load_reproducer_rejects_malformed_entries() -> None:
    assert load_reproducer(GENERIC)[1:] == (None, ReproducerOptions(None, None))
    text = FULL_GOLDEN.replace("verify_each: true", 'verify_each: "yes"')
    with pytest.raises(ReproducerError, match="'verify_each' must be a bool"):
        load_reproducer(text)


# -- against mlir-opt-22 ------------------------------------------------------------------


def mlir_opt_reproducer(tmp_path: Path, *flags: str) -> str:
    """The reproducer mlir-opt writes for PIPELINE on CUSTOM."""
    path = tmp_path / "theirs.mlir"
    result = mlir_opt(
        CUSTOM,
        f"--pass-pipeline={PIPELINE}",
        f"--mlir-pass-pipeline-crash-reproducer={path}",
        "--mlir-disable-threading",
        *flags,
    )
    assert result.returncode == 1, result.stderr
    assert f"reproducer generated at `{path}`" in result.stderr
    return path.read_text()


@requires_mlir_opt
def test_goldens_are_what_mlir_opt_writes(tmp_path: Path) -> None:
    generic = "--mlir-print-op-generic"
    assert mlir_opt_reproducer(tmp_path, generic) == FULL_GOLDEN
    local = ("--mlir-pass-pipeline-local-reproducer", "--verify-each=false")
    assert mlir_opt_reproducer(tmp_path, generic, *local) == LOCAL_GOLDEN


@requires_mlir_opt
def test_our_reader_reads_mlir_opts_reproducers(tmp_path: Path) -> None:
    for flags in ((), ("--mlir-pass-pipeline-local-reproducer", "--verify-each=false")):
        theirs = mlir_opt_reproducer(tmp_path, *flags)  # custom form: converted below
        assert theirs.startswith("module {")
        theirs = mlir_opt(theirs, "--mlir-print-op-generic").stdout
        expected = re.search(r'pipeline: "(.*)"', theirs).group(1)  # type: ignore[union-attr]
        _, pipeline, options = load_reproducer(theirs)
        assert pipeline == expected
        assert options == ReproducerOptions(True, not flags)


@requires_mlir_opt
@pytest.mark.parametrize("local", [False, True])
def test_mlir_opt_replays_our_reproducers(tmp_path: Path, local: bool) -> None:
    """mlir-opt's canonicalize fails on @a as ours does, and only because of the pipeline."""
    text, _ = run_failing(tmp_path, PIPELINE, local=local)
    again = tmp_path / "again.mlir"
    result = mlir_opt(
        text,
        "--run-reproducer",
        f"--mlir-pass-pipeline-crash-reproducer={again}",
        "--mlir-print-op-generic",
    )
    assert result.returncode == 1
    assert "[`Canonicalizer` on 'func.func' operation: @a]" in result.stderr
    assert again.read_text() == text  # same IR, pipeline and options
    fixed = text.replace("test-convergence=true", "test-convergence=false")
    assert mlir_opt(fixed, "--run-reproducer").returncode == 0


@requires_mlir_opt
@pytest.mark.parametrize("local", [False, True])
def test_passgen_opt_replays_mlir_opts_reproducers(tmp_path: Path, local: bool) -> None:
    """mlir-opt's reproducer (made generic by mlir-opt, which keeps the reproducer block)
    fails under passgen-opt's own cse, canonicalize and symbol-dce as under mlir-opt: on @a,
    with the same message, and writes the same reproducer again."""
    flags = ("--mlir-pass-pipeline-local-reproducer", "--verify-each=false") if local else ()
    theirs = mlir_opt(mlir_opt_reproducer(tmp_path, *flags), "--mlir-print-op-generic").stdout
    path = tmp_path / "generic.mlir"
    path.write_text(theirs)
    again = tmp_path / "again.mlir"
    result = passgen_opt_process(
        str(path),
        "--run-reproducer",
        f"--mlir-pass-pipeline-crash-reproducer={again}",
        "--mlir-print-op-generic",
    )
    assert result.returncode == 1
    assert "[`Canonicalizer` on 'func.func' operation: @a]: reproducer" in result.stderr
    assert again.read_text() + "\n" == theirs  # mlir-opt's print ends with a blank line
