"""Pass timing (`PassManager.enable_timing`) and the instrumentation hooks it rests on:
goldens with the numbers masked, differential layout checks against mlir-opt-22,
User Time on threaded runs, hook order and serialization, and the seed's
DominanceInfo counter."""

from __future__ import annotations

import contextlib
import io
import json
import re
import sys
import tempfile
import threading

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source
from passgen.runtime.instrumentation import PassInstrumentation
from passgen.runtime.ir import Context, Operation
from passgen.runtime.ir.dominance import DominanceInfo
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager, PassManager
from passgen.runtime.statistics import Statistic
from passgen.runtime.tools.opt import main


class CSE(Pass):
    """Stand-in with cse's name, statistics and DominanceInfo use."""

    argument = "cse"
    num_cse = Statistic("num-cse'd", "Number of operations CSE'd")
    num_dce = Statistic("num-dce'd", "Number of operations DCE'd")

    def run_on_operation(self) -> None:
        self.get_analysis(DominanceInfo)
        self.mark_all_analyses_preserved()


class Canonicalizer(Pass):
    argument = "canonicalize"

    def run_on_operation(self) -> None:
        pass


def _function(name: str) -> str:
    return (
        f'  "func.func"() <{{function_type = () -> (), sym_name = "{name}"}}> ({{\n'
        '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    )


def module_text(*functions: str, inner: tuple[str, ...] = ()) -> str:
    body = "".join(_function(f) for f in functions)
    if inner:
        body += (
            '  "builtin.module"() <{sym_name = "m"}> ({\n'
            + "".join(_function(f) for f in inner)
            + "  }) : () -> ()\n"
        )
    return '"builtin.module"() ({\n' + body + "}) : () -> ()\n"


ONE = module_text("f")
TWO = module_text("f", "g")
NESTED = module_text("f", inner=("h",))


def mask(report: str) -> str:
    """Numbers (durations, percentages) and the padding before them become ` N`."""
    return re.sub(r" *-?\d+\.\d+", " N", report)


def run_timed(
    text: str,
    build: str,
    display: str = "tree",
    output_format: str = "text",
    threads: int = 1,
    pooled: bool = True,
) -> str:
    """Run the pipeline `build` (`func` or `nested`) with timing; the report (threaded
    adaptors on a thread pool if `pooled`, else as under the GIL)."""
    ctx = Context()
    module = parse_source(text, ctx)
    pm = PassManager(ctx)
    if build == "func":
        fpm = pm.nest("func.func")
        fpm.add_pass(CSE())
        fpm.add_pass(Canonicalizer())
    else:  # builtin.module(func.func(cse),builtin.module(cse,func.func(cse)),cse)
        pm.nest("func.func").add_pass(CSE())
        inner = pm.nest("builtin.module")
        inner.add_pass(CSE())
        inner.nest("func.func").add_pass(CSE())
        pm.add_pass(CSE())
    pm.enable_multithreading(threads > 1, threads=threads, under_gil=pooled)
    out = io.StringIO()
    pm.enable_timing(display, output_format, out)
    assert pm.run(module)
    return out.getvalue()


BANNER = (
    "===-------------------------------------------------------------------------===\n"
    "                         ... Execution time report ...\n"
    "===-------------------------------------------------------------------------===\n"
)


def test_tree_text_golden() -> None:
    assert mask(run_timed(ONE, "func")) == BANNER + (
        "  Total Execution Time: N seconds\n"
        "\n"
        "  ----Wall Time----  ----Name----\n"
        " N ( N%)  'func.func' Pipeline\n"
        " N ( N%)    CSE\n"
        " N ( N%)      (A) DominanceInfo\n"
        " N ( N%)    Canonicalizer\n"
        " N ( N%)  Rest\n"
        " N ( N%)  Total\n"
    )


def test_list_text_golden() -> None:
    lines = mask(run_timed(ONE, "func", "list")).splitlines()
    assert lines[:6] == BANNER.splitlines() + [
        "  Total Execution Time: N seconds",
        "",
        "  ----Wall Time----  ----Name----",
    ]
    assert lines[6] == " N ( N%)  root"  # the root timer is the longest
    assert sorted(lines[7:-2]) == sorted(
        [
            " N ( N%)  Pipeline Collection : ['func.func']",
            " N ( N%)  'func.func' Pipeline",
            " N ( N%)  CSE",
            " N ( N%)  Canonicalizer",
            " N ( N%)  (A) DominanceInfo",
        ]
    )
    assert lines[-2:] == [" N ( N%)  Rest", " N ( N%)  Total"]


def test_list_is_sorted_by_wall_time() -> None:
    rows = run_timed(TWO, "func", "list").splitlines()[6:-2]
    walls = [float(row.split()[0]) for row in rows]
    assert walls == sorted(walls, reverse=True)


def test_json_golden_and_valid() -> None:
    report = run_timed(ONE, "func", output_format="json")
    assert mask(report) == (
        "[\n"
        '{"wall": {"duration": N, "percentage": N}, "name": "\'func.func\' Pipeline", "passes": [\n'
        '  {"wall": {"duration": N, "percentage": N}, "name": "CSE", "passes": [\n'
        '    {"wall": {"duration": N, "percentage": N}, "name": "(A) DominanceInfo", "passes": [\n'
        "    {}]},\n"
        "  {}]},\n"
        '  {"wall": {"duration": N, "percentage": N}, "name": "Canonicalizer", "passes": [\n'
        "  {}]},\n"
        "{}]},\n"
        '{"wall": {"duration": N, "percentage": N}, "name": "Rest"},\n'
        '{"wall": {"duration": N, "percentage": N}, "name": "Total"}\n'
        "]\n"
    )
    assert [entry.get("name") for entry in json.loads(report)] == [
        "'func.func' Pipeline",
        "Rest",
        "Total",
    ]
    listed = json.loads(run_timed(ONE, "func", "list", "json"))
    assert listed[0]["name"] == "root" and listed[-1]["name"] == "Total"


def test_nested_pipelines_and_multi_pipeline_adaptors() -> None:
    assert mask(run_timed(NESTED, "nested")).splitlines()[6:] == [
        " N ( N%)  Pipeline Collection : ['builtin.module', 'func.func']",
        " N ( N%)    'func.func' Pipeline",
        " N ( N%)      CSE",
        " N ( N%)        (A) DominanceInfo",
        " N ( N%)    'builtin.module' Pipeline",
        " N ( N%)      CSE",
        " N ( N%)        (A) DominanceInfo",
        " N ( N%)      'func.func' Pipeline",
        " N ( N%)        CSE",
        " N ( N%)          (A) DominanceInfo",
        " N ( N%)  CSE",
        " N ( N%)    (A) DominanceInfo",
        " N ( N%)  Rest",
        " N ( N%)  Total",
    ]


@pytest.mark.parametrize("pooled", [True, False])
def test_threaded_runs_add_user_time_and_merge_threads(pooled: bool) -> None:
    funcs = module_text(*(f"f{i}" for i in range(8)))
    report = mask(run_timed(funcs, "func", threads=4, pooled=pooled))
    assert report.splitlines()[5] == "  ----User Time----  ----Wall Time----  ----Name----"
    assert report.splitlines()[6:] == [
        " N ( N%) N ( N%)  'func.func' Pipeline",
        " N ( N%) N ( N%)    CSE",
        " N ( N%) N ( N%)      (A) DominanceInfo",
        " N ( N%) N ( N%)    Canonicalizer",
        " N ( N%) N ( N%)  Rest",
        " N ( N%) N ( N%)  Total",
    ]
    threaded_json = json.loads(
        run_timed(funcs, "func", output_format="json", threads=4, pooled=pooled)
    )
    assert set(threaded_json[0]) == {"user", "wall", "name", "passes"}


def test_dynamic_pipelines_nest_in_the_root_as_in_mlir() -> None:
    class Dynamic(Pass):
        argument = "dynamic"

        def run_on_operation(self) -> None:
            pipeline = OpPassManager("func.func")
            pipeline.add_pass(Canonicalizer())
            for func in list(self.get_operation().regions[0].blocks[0]):
                assert self.run_pipeline(pipeline, func)

    ctx = Context()
    pm = PassManager(ctx)
    pm.add_pass(Dynamic())
    out = io.StringIO()
    pm.enable_timing(stream=out)
    assert pm.run(parse_source(TWO, ctx))
    assert mask(out.getvalue()).splitlines()[6:] == [
        " N ( N%)  Dynamic",
        " N ( N%)  'func.func' Pipeline",
        " N ( N%)    Canonicalizer",
        " N ( N%)  Rest",
        " N ( N%)  Total",
    ]


def test_bad_display_or_format_is_refused() -> None:
    pm = PassManager(Context())
    with pytest.raises(ValueError, match="timing display 'pie'"):
        pm.enable_timing("pie")
    with pytest.raises(ValueError, match="output format 'xml'"):
        pm.enable_timing(output_format="xml")


# -- differential: the layout of mlir-opt-22's report, numbers masked -----------------------

FUNC = "builtin.module(func.func(cse,canonicalize))"
NESTED_PIPELINE = "builtin.module(func.func(cse),builtin.module(cse,func.func(cse)),cse)"


def _mlir_report(text: str, pipeline: str, *flags: str) -> str:
    result = mlir_opt(
        text, "--mlir-timing", f"--pass-pipeline={pipeline}", "-o", "/dev/null", *flags
    )
    assert result.returncode == 0, result.stderr
    return result.stderr


def _without_phases(report: str) -> list[str]:
    """mlir-opt's rows minus its Parser and Output phases (which `run` cannot see);
    in JSON trees, also their closing `{}]},` lines."""
    lines = report.splitlines()
    kept = []
    skip_close = False
    for line in lines:
        if skip_close:
            skip_close = False
            continue
        if re.search(r'(  |"name": ")(Parser|Output)("|$)', line):
            skip_close = line.endswith('"passes": [')
            continue
        kept.append(line)
    return kept


@requires_mlir_opt
@pytest.mark.parametrize("output_format", ["text", "json"])
@pytest.mark.parametrize(
    "text,pipeline,build", [(ONE, FUNC, "func"), (NESTED, NESTED_PIPELINE, "nested")]
)
def test_tree_layout_matches_mlir_opt(
    text: str, pipeline: str, build: str, output_format: str
) -> None:
    theirs = _mlir_report(
        text, pipeline, "--mlir-disable-threading", f"--mlir-output-format={output_format}"
    )
    ours = run_timed(text, build, output_format=output_format)
    assert [mask(line) for line in _without_phases(ours)] == [
        mask(line) for line in _without_phases(theirs)
    ]


@requires_mlir_opt
@pytest.mark.parametrize("output_format", ["text", "json"])
def test_list_layout_matches_mlir_opt(output_format: str) -> None:
    theirs = _without_phases(
        _mlir_report(
            NESTED,
            NESTED_PIPELINE,
            "--mlir-disable-threading",
            "--mlir-timing-display=list",
            f"--mlir-output-format={output_format}",
        )
    )
    ours = _without_phases(run_timed(NESTED, "nested", "list", output_format))
    # Rows are sorted by time, which differs between the tools: compare them as sets.
    head, tail = (6, 2) if output_format == "text" else (1, 3)  # JSON ends with `]`
    assert [mask(x) for x in ours[:head]] == [mask(x) for x in theirs[:head]]
    assert sorted(mask(x) for x in ours[head:-tail]) == sorted(mask(x) for x in theirs[head:-tail])
    assert [mask(x) for x in ours[-tail:]] == [mask(x) for x in theirs[-tail:]]


@requires_mlir_opt
@pytest.mark.parametrize("pooled", [True, False])
@pytest.mark.parametrize("count", [1, 8])
def test_threaded_layout_matches_mlir_opt(pooled: bool, count: int) -> None:
    """User times are shown when an adaptor ran two ops or more threaded."""
    funcs = module_text(*(f"f{i}" for i in range(count)))
    theirs = _without_phases(_mlir_report(funcs, FUNC))
    ours = _without_phases(run_timed(funcs, "func", threads=4, pooled=pooled))
    assert ("User Time" in theirs[5]) == (count > 1)
    assert [mask(line) for line in ours] == [mask(line) for line in theirs]


# -- passgen-opt: the tool's own Parser and Output phases ---------------------------------------


def _tool_reports(*args: str, source: str = ONE) -> tuple[tuple[int, str], tuple[int, str]]:
    """mlir-opt's and passgen-opt's exit code and timing reports (other stderr lines
    dropped) for `args` on `source`, threading off."""
    flags = ["--mlir-timing", "--mlir-disable-threading", *args]
    theirs = mlir_opt(source, *flags, "-o", "/dev/null")
    with tempfile.TemporaryDirectory() as folder:
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
            stdin, sys.stdin = sys.stdin, io.StringIO(source)
            try:
                code = main([*flags, "-", "-o", f"{folder}/out.mlir"])
            finally:
                sys.stdin = stdin
    return (
        (theirs.returncode, _report_lines(theirs.stderr)),
        (code, _report_lines(stderr.getvalue())),
    )


def _report_lines(stderr: str) -> str:
    """The timing reports in `stderr`, numbers masked."""
    lines = [
        line
        for line in stderr.splitlines()
        if line.startswith(("===", "  ", "[", "]", "{")) or "Execution time report" in line
    ]
    return "\n".join(mask(line) for line in lines)


@requires_mlir_opt
@pytest.mark.parametrize(
    "args",
    [
        ["-p", FUNC],
        ["-p", FUNC, "--mlir-output-format=json"],
        ["-p", NESTED_PIPELINE],
        [],
        ["-p", "builtin.module(cs)"],
        ["--split-input-file", "-p", FUNC],
    ],
)
def test_tool_reports_parser_output_and_rest_as_mlir_opt(args: list[str]) -> None:
    """Tree reports: Parser first, the pipeline, Output, then Rest; one per buffer, also
    when the pipeline fails to parse (no Output row then)."""
    source = f"{NESTED}// -----\n{ONE}" if "--split-input-file" in args else NESTED
    theirs, ours = _tool_reports(*args, source=source)
    assert ours == theirs
    assert "Parser" in ours[1] and "Rest" in ours[1]


@requires_mlir_opt
def test_tool_reports_a_failed_parse_as_mlir_opt() -> None:
    theirs, ours = _tool_reports(source='"foo.bar"() : () -> ()\n')
    assert ours == theirs
    assert "Output" not in ours[1]


@requires_mlir_opt
def test_tool_list_report_has_mlir_opts_rows() -> None:
    theirs, ours = _tool_reports("-p", FUNC, "--mlir-timing-display=list", source=NESTED)
    their_lines, our_lines = theirs[1].splitlines(), ours[1].splitlines()
    assert our_lines[:6] == their_lines[:6] and our_lines[-2:] == their_lines[-2:]
    assert sorted(our_lines[6:-2]) == sorted(their_lines[6:-2])  # rows sorted by time


# -- the instrumentation hooks ----------------------------------------------------------------


class Recorder(PassInstrumentation):
    def __init__(self, tag: str, log: list[str]):
        self.tag = tag
        self.log = log

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        self.log.append(f"{self.tag} before {pass_.argument}")

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        self.log.append(f"{self.tag} after {pass_.argument}")

    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        self.log.append(f"{self.tag} before (A) {kind.__name__}")

    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        self.log.append(f"{self.tag} after (A) {kind.__name__}")


def test_hooks_run_in_stack_order() -> None:
    ctx = Context()
    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(CSE())
    log: list[str] = []
    pm.add_instrumentation(Recorder("1", log))
    pm.add_instrumentation(Recorder("2", log))
    assert pm.run(parse_source(ONE, ctx))
    assert log == [
        "1 before cse",
        "2 before cse",
        "1 before (A) DominanceInfo",
        "2 before (A) DominanceInfo",
        "2 after (A) DominanceInfo",
        "1 after (A) DominanceInfo",
        "2 after cse",
        "1 after cse",
    ]


def test_hooks_are_serialized_under_threads() -> None:
    inside = threading.local()  # noqa: F841
    active: list[int] = []
    overlaps: list[int] = []

    class Slow(PassInstrumentation):
        def run_before_pass(self, pass_: Pass, op: Operation) -> None:
            active.append(1)
            if len(active) > 1:
                overlaps.append(len(active))
            threading.Event().wait(0.001)  # give other threads a chance to interleave
            active.pop()
            inside.seen = True

    ctx = Context()
    pm = PassManager(ctx)
    pm.nest("func.func").add_pass(CSE())
    pm.enable_multithreading(True, threads=4, under_gil=True)
    pm.add_instrumentation(Slow())
    assert pm.run(parse_source(module_text(*(f"f{i}" for i in range(16))), ctx))
    assert overlaps == []


def test_counting_dominance_computations_as_in_the_seed() -> None:
    """The seed's DominanceCounterInstrumentation."""

    class DominanceCounter(PassInstrumentation):
        def __init__(self) -> None:
            self.count = 0

        def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
            if kind is DominanceInfo:
                self.count += 1

    ctx = Context()
    pm = PassManager(ctx)
    fpm = pm.nest("func.func")
    fpm.add_pass(CSE())  # computes DominanceInfo and preserves it
    fpm.add_pass(CSE())  # reuses it
    fpm.add_pass(Canonicalizer())  # preserves nothing
    fpm.add_pass(CSE())  # computes it again
    counter = DominanceCounter()
    pm.add_instrumentation(counter)
    assert pm.run(parse_source(TWO, ctx))
    assert counter.count == 4  # twice on each of the two functions
