"""Pass statistics reports (`PassManager.enable_statistics`): pipeline and list views.

The body layout follows mlir/lib/Pass/PassStatistics.cpp: mlir-opt-22 as packaged
is built without LLVM_ENABLE_STATS, so it prints only the report's frame, which
the differential test compares.
"""

from __future__ import annotations

import io

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager, PassManager
from passgen.runtime.statistics import Statistic
from passgen.runtime.statistics_report import format_statistics


class CSE(Pass):
    """Stand-in with cse's statistics: counts 3 CSE'd ops per function (or 1000 on modules)."""

    argument = "cse"
    num_cse = Statistic("num-cse'd", "Number of operations CSE'd")
    num_dce = Statistic("num-dce'd", "Number of operations DCE'd")

    def run_on_operation(self) -> None:
        self.num_cse += 1000 if self.get_operation().name.name == "builtin.module" else 3


class Canonicalizer(Pass):
    argument = "canonicalize"

    def run_on_operation(self) -> None:
        pass


class Mem2Reg(Pass):
    """Statistic names of different lengths, declared out of alphabetical order."""

    argument = "mem2reg"
    promoted = Statistic("promoted slots", "Total amount of memory slot promoted")
    new_block_args = Statistic(
        "new block args", "Total amount of new block argument inserted in blocks"
    )

    def run_on_operation(self) -> None:
        self.promoted += 12


MODULE = (
    '"builtin.module"() ({\n'
    + "".join(
        f'  "func.func"() <{{function_type = () -> (), sym_name = "{name}"}}> ({{\n'
        '    "func.return"() : () -> ()\n  }) : () -> ()\n'
        for name in ("a", "b")
    )
    + "}) : () -> ()\n"
)

BANNER = (
    "===-------------------------------------------------------------------------===\n"
    "                         ... Pass statistics report ...\n"
    "===-------------------------------------------------------------------------===\n"
)


def report(display: str, threads: int = 1) -> str:
    """builtin.module(func.func(cse,canonicalize,cse,mem2reg),gpu.module(cse),cse)."""
    ctx = Context(allow_unregistered_dialects=True)
    pm = PassManager(ctx)
    fpm = pm.nest("func.func")
    for cls in (CSE, Canonicalizer, CSE, Mem2Reg):
        fpm.add_pass(cls())
    pm.nest("gpu.module").add_pass(CSE())
    pm.add_pass(CSE())
    pm.enable_multithreading(threads > 1, threads=threads, under_gil=True)
    out = io.StringIO()
    pm.enable_statistics(display, out)
    assert pm.run(parse_source(MODULE, ctx))
    return out.getvalue()


def test_pipeline_view_golden() -> None:
    assert report("pipeline") == BANNER + (
        "Pipeline Collection : ['func.func', 'gpu.module']\n"
        "  'func.func' Pipeline\n"
        "    CSE\n"
        "      (S) 6 num-cse'd - Number of operations CSE'd\n"
        "      (S) 0 num-dce'd - Number of operations DCE'd\n"
        "    Canonicalizer\n"
        "    CSE\n"
        "      (S) 6 num-cse'd - Number of operations CSE'd\n"
        "      (S) 0 num-dce'd - Number of operations DCE'd\n"
        "    Mem2Reg\n"
        "      (S)  0 new block args - Total amount of new block argument inserted in blocks\n"
        "      (S) 24 promoted slots - Total amount of memory slot promoted\n"
        "  'gpu.module' Pipeline\n"
        "    CSE\n"
        "      (S) 0 num-cse'd - Number of operations CSE'd\n"
        "      (S) 0 num-dce'd - Number of operations DCE'd\n"
        "CSE\n"
        "  (S) 1000 num-cse'd - Number of operations CSE'd\n"
        "  (S)    0 num-dce'd - Number of operations DCE'd\n"
        "\n"
    )


def test_list_view_merges_instances_golden() -> None:
    assert report("list") == BANNER + (
        "  CSE\n"
        "    (S) 1012 num-cse'd - Number of operations CSE'd\n"
        "    (S)    0 num-dce'd - Number of operations DCE'd\n"
        "  Mem2Reg\n"
        "    (S)  0 new block args - Total amount of new block argument inserted in blocks\n"
        "    (S) 24 promoted slots - Total amount of memory slot promoted\n"
        "\n"
    )


@pytest.mark.parametrize("display", ["pipeline", "list"])
def test_threaded_runs_report_the_same(display: str) -> None:
    assert report(display, threads=4) == report(display)


def test_single_pipeline_adaptors_print_no_collection_row() -> None:
    pm = PassManager(Context())
    pm.nest("func.func").add_pass(CSE())
    assert format_statistics(pm).splitlines()[3:5] == ["'func.func' Pipeline", "  CSE"]


def test_bad_display_is_refused() -> None:
    with pytest.raises(ValueError, match="statistics display 'tree'"):
        PassManager(Context()).enable_statistics("tree")


@requires_mlir_opt
@pytest.mark.parametrize("display", ["pipeline", "list"])
def test_report_frame_matches_mlir_opt(display: str) -> None:
    result = mlir_opt(
        "module {}",
        "--mlir-pass-statistics",
        f"--mlir-pass-statistics-display={display}",
        "--pass-pipeline=builtin.module()",
        "-o",
        "/dev/null",
    )
    assert result.returncode == 0, result.stderr
    assert format_statistics(PassManager(Context()), display) == result.stderr
    assert report(display).startswith(result.stderr[:-1])


def test_deeply_nested_pipelines_report_without_recursion() -> None:
    class Counted(Pass):
        argument = "counted"
        hits = Statistic("hits", "Times run")

    pm = PassManager(Context())
    inner: OpPassManager = pm
    for _ in range(3000):
        inner = inner.nest(None)
    inner.add_pass(Counted())
    report = format_statistics(pm)
    assert report.count("'any' Pipeline") == 3000
    assert "\n" + " " * 6000 + "Counted\n" in report
