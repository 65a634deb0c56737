"""The textual pipelines compared with mlir-opt-22 (over the stand-ins of upstream_passes),
and the runners comparing them: mlir-opt's dump of a pipeline, the pipeline it finalizes,
and the check that ours dumps alike.

mlir-opt's `--dump-pass-pipeline` prints the parsed pipeline before running it,
so a pipeline counts as accepted when that dump appears (running the passes on
an empty module may still fail afterwards). The runners start mlir-opt: only tests
marked `oracle("mlir-opt")` call them.
"""

from __future__ import annotations

import re
import subprocess
import tempfile

from mlir_tools import MLIR_OPT

from passgen.runtime.pass_manager import OpPassManager
from passgen.runtime.pipeline_text import dump_pipeline, print_pipeline

ACCEPTED = [
    # structure: nesting, any(), empty pipelines, names MLIR does not check
    "builtin.module(cse)",
    "builtin.module()",
    "any(cse,canonicalize)",
    "builtin.module(func.func(cse,canonicalize))",
    "builtin.module(func.func(cse),gpu.module(cse))",
    "builtin.module(gpu.module(cse),func.func(cse))",
    "builtin.module(func.func(cse),cse,func.func(cse))",
    "builtin.module(func.func(cse),gpu.module(cse),func.func(sccp))",
    "builtin.module(any(cse),any(canonicalize))",
    "builtin.module(any(cse),func.func(sccp))",
    "builtin.module(func.func(any(cse)))",
    "builtin.module((cse))",
    "builtin.module(cse(cse))",
    "builtin.module(builtin.module(func.func(cse)),symbol-dce)",
    "builtin.module(cse,canonicalize,sccp,symbol-dce,symbol-privatize,strip-debuginfo,"
    "loop-invariant-code-motion,control-flow-sink,topological-sort,mem2reg,remove-dead-values,"
    "print-op-stats,generate-runtime-verification,inline,composite-fixed-point-pass,"
    "affine-loop-fusion)",
    # whitespace
    "  builtin.module ( cse , canonicalize { max-iterations=3 } , func.func ( cse ) )  ",
    " builtin.module  (cse)",
    "builtin.module(\tcse,\ncanonicalize\n)",
    "builtin.module(cse{})",
    "builtin.module(cse{ })",
    "builtin.module(cse{} , canonicalize{} )",
    "builtin.module(canonicalize{ max-iterations=3   top-down=false })",
    "builtin.module(canonicalize{top-down =false})",
    # integers: radixes, limits, duplicates
    "builtin.module(canonicalize{max-iterations=3 max-num-rewrites=0b11})",
    "builtin.module(canonicalize{max-iterations=010 max-num-rewrites=0XfF})",
    "builtin.module(canonicalize{max-iterations=0o17 max-num-rewrites=-0x10})",
    "builtin.module(canonicalize{max-iterations=-9223372036854775808 "
    "max-num-rewrites=9223372036854775807})",
    "builtin.module(generate-runtime-verification{verbose-level=4294967295})",
    "builtin.module(generate-runtime-verification{verbose-level=0x10})",
    "builtin.module(composite-fixed-point-pass{max-iterations=-2147483648})",
    # bools and enums
    "builtin.module(canonicalize{top-down test-convergence})",
    "builtin.module(canonicalize{top-down= test-convergence=1})",
    "builtin.module(canonicalize{top-down=TRUE test-convergence=True})",
    "builtin.module(canonicalize{top-down=FALSE test-convergence=0},"
    "mem2reg{region-simplify=False})",
    "builtin.module(print-op-stats{json=1},remove-dead-values{canonicalize=false})",
    "builtin.module(canonicalize{region-simplify=aggressive},canonicalize{region-simplify=disabled})",
    # keys and values lose one pair of quotes or braces
    'builtin.module(canonicalize{"max-iterations"=3 {top-down}=false})',
    "builtin.module(canonicalize{max-iterations='7' region-simplify={aggressive}})",
    # lists
    "builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c}})",
    "builtin.module(symbol-privatize{exclude=a,b})",
    "builtin.module(symbol-privatize{exclude={a,b}})",
    'builtin.module(symbol-privatize{exclude="a b",c})',
    "builtin.module(symbol-privatize{exclude=})",
    'builtin.module(symbol-privatize{exclude=""})',
    "builtin.module(symbol-privatize{exclude=a,,b})",
    "builtin.module(symbol-privatize{exclude={a b}})",
    "builtin.module(inline{op-pipelines=any(symbol-privatize{exclude=}),any(symbol-privatize)})",
    # strings: braces when a space comes first, quotes kept inside
    'builtin.module(composite-fixed-point-pass{name="my name" pipeline="cse, canonicalize"})',
    "builtin.module(composite-fixed-point-pass{name='x\"y' pipeline='cse'})",
    "builtin.module(composite-fixed-point-pass{name='a b'c})",
    "builtin.module(composite-fixed-point-pass{name= pipeline={func.func(cse)}})",
    "builtin.module(composite-fixed-point-pass{name={a {b} c}})",
    "builtin.module(composite-fixed-point-pass{name=a=b pipeline=func.func(cse{}),any(sccp)})",
    # pipelines as option values
    "builtin.module(inline)",
    "builtin.module(inline{op-pipelines=func.func(cse),gpu.module(canonicalize)})",
    "builtin.module(inline{default-pipeline=func.func(cse) op-pipelines={func.func(cse)}})",
    "builtin.module(inline{op-pipelines={ func.func( cse ) },any(cse)})",
    "builtin.module(inline{op-pipelines=})",
    "builtin.module(inline{default-pipeline=bogus max-iterations=0})",
    "builtin.module(inline{default-pipeline={cse, canonicalize}})",
    "builtin.module(inline{op-pipelines=func.func(inline{op-pipelines=func.func(cse)})})",
    # doubles print as %e
    "builtin.module(affine-loop-fusion{compute-tolerance=0.5 mode=sibling maximal "
    "local-buf-threshold=18446744073709551615 fast-mem-space=7})",
    "builtin.module(affine-loop-fusion{compute-tolerance=nan},affine-loop-fusion{compute-tolerance=-inf})",
    "builtin.module(affine-loop-fusion{compute-tolerance=0x1p3},affine-loop-fusion{compute-tolerance=1e-320})",
    "builtin.module(affine-loop-fusion{compute-tolerance=12345678.9},affine-loop-fusion{compute-tolerance=1E300})",
    "builtin.module(affine-loop-fusion{compute-tolerance=-0.0},affine-loop-fusion{compute-tolerance=.5})",
    "builtin.module(affine-loop-fusion{compute-tolerance=1.},affine-loop-fusion{compute-tolerance=INFINITY})",
    "builtin.module(affine-loop-fusion{compute-tolerance=0x" + "f" * 300 + "},"
    "affine-loop-fusion{compute-tolerance=-0x1p99999})",
    # newlines inside a value: the dump indents the continuation lines
    "builtin.module(func.func(composite-fixed-point-pass{name={a \n\nb} pipeline=cse}))",
]

REJECTED = [
    "cse",
    "(cse)",
    "builtin.module(cse",
    "builtin.module(cse)  ,",
    "builtin.module(cse))",
    "builtin.module (cse) x)",
    "builtin.module(func.func(cse)",
    "builtin.module(cse,,cse)",
    "builtin.module(,cse)",
    "builtin.module( )",
    "builtin.module(func.func())",
    "builtin.module(func.func(cse) , )",
    "builtin.module(cs)",
    "builtin.module(func.func(cse)canonicalize)",
    "builtin.module(func.func(cse)(cse))",
    "builtin.module(func.func{x=1}(cse))",
    "builtin.module(cse{}x)",
    "builtin.module(cse{}(cse))",
    "builtin.module(cse{a=}})",
    "builtin.module(cse{{})",
    "builtin.module(canonicalize{max-iterations=3)",
    "builtin.module(cse{x=1})",
    "builtin.module(canonicalize{max-iteration=3})",
    "builtin.module(canonicalize{max_iterations=3})",
    "builtin.module(canonicalize{max-iterations=abc})",
    "builtin.module(canonicalize{max-iterations})",
    "builtin.module(canonicalize{max-iterations=})",
    "builtin.module(canonicalize{max-iterations= })",
    "builtin.module(canonicalize{max-iterations=+5})",
    "builtin.module(canonicalize{max-iterations=1_0})",
    "builtin.module(canonicalize{max-iterations=08})",
    "builtin.module(canonicalize{max-iterations=0O17})",
    "builtin.module(canonicalize{max-iterations=9223372036854775808})",
    "builtin.module(canonicalize{max-iterations=3\ntop-down=true})",
    "builtin.module(composite-fixed-point-pass{max-iterations=2147483648})",
    "builtin.module(generate-runtime-verification{verbose-level=-1})",
    "builtin.module(generate-runtime-verification{verbose-level=4294967296})",
    "builtin.module(canonicalize{top-down=x})",
    "builtin.module(canonicalize{top-down=yes})",
    "builtin.module(canonicalize{region-simplify=x})",
    "builtin.module(canonicalize{region-simplify})",
    "builtin.module(canonicalize{region-simplify=Normal})",
    "builtin.module(composite-fixed-point-pass{name})",
    "builtin.module(symbol-privatize{exclude})",
    "builtin.module(symbol-privatize{exclude=a, b ,c})",
    "builtin.module(symbol-privatize{exclude= {a} })",
    "builtin.module(inline{op-pipelines=func.func(bogus)})",
    "builtin.module(inline{op-pipelines=cse})",
    "builtin.module(inline{op-pipelines=func.func(cse})",
    "builtin.module(composite-fixed-point-pass{pipeline=bogus})",
    "builtin.module(composite-fixed-point-pass{pipeline={x\n y}})",
    "builtin.module(affine-loop-fusion{compute-tolerance=1_0})",
    "builtin.module(affine-loop-fusion{compute-tolerance=0x})",
    "builtin.module(affine-loop-fusion{compute-tolerance=1e})",
    "builtin.module(affine-loop-fusion{mode=greedy,sibling})",
]

# mlir-opt accepts these but prints values that read back differently (list elements
# with commas or quotes, an empty element, a string with braces before a space); ours
# print so that they read back the same, in a form mlir-opt reads the same way too.
MISPRINTED = [
    "builtin.module(symbol-privatize{exclude={{}}})",
    "builtin.module(symbol-privatize{exclude='a,b',\"c,d\"})",
    "builtin.module(symbol-privatize{exclude={a,b},{c}})",
    "builtin.module(symbol-privatize{exclude=a,'b})",
    "builtin.module(symbol-privatize{exclude=a'b})",
    "builtin.module(composite-fixed-point-pass{name={x{y} z}})",
    "builtin.module(composite-fixed-point-pass{name='a b\"c'})",
    'builtin.module(composite-fixed-point-pass{name="{a} b"})',
]

# mlir-opt dumps these unmerged (above) and writes them into a reproducer after
# finalizePassList has merged adjacent adaptors; ours finalize the same way when run.
FINALIZED = [
    "builtin.module(func.func(cse),func.func(canonicalize))",
    "builtin.module(func.func(cse),func.func(sccp),symbol-dce,gpu.module(cse),gpu.module(cse))",
]


def run_mlir_opt(*args: str) -> subprocess.CompletedProcess[str]:
    """mlir-opt on an empty module; stderr may hold stray bytes (e.g. a bad value dumped).
    It runs in a temporary folder, its output going to a file there (never `-o /dev/null`:
    as root mlir-opt once replaced the device), as do files passes write (a string option
    may name one)."""
    assert MLIR_OPT is not None
    with tempfile.TemporaryDirectory() as folder:
        return subprocess.run(
            [MLIR_OPT, *args, "-", "-o", f"{folder}/out.mlir"],
            input="module {}\n",
            capture_output=True,
            text=True,
            errors="replace",
            check=False,
            cwd=folder,
        )


def mlir_dump(pipeline: str) -> str | None:
    """mlir-opt's stderr from the pipeline dump on, or None when it rejects `pipeline`."""
    stderr = run_mlir_opt(f"--pass-pipeline={pipeline}", "--dump-pass-pipeline").stderr
    start = stderr.find("Pass Manager with ")
    return None if start < 0 else stderr[start:]


def mlir_finalized(pipeline: str, tmp_path: object) -> str:
    """The pipeline mlir-opt writes into a reproducer: after finalizePassList."""
    path = f"{tmp_path}/reproducer.mlir"
    result = run_mlir_opt(f"--pass-pipeline={pipeline}", f"--mlir-generate-reproducer={path}")
    assert result.returncode == 0, result.stderr
    with open(path, encoding="utf-8") as handle:
        match = re.search(r'pipeline: "(.*)",', handle.read())
    assert match is not None
    return match.group(1)


def single_line(dump: str) -> str:
    """The one-line form of a dump body (values without newlines only)."""
    body = dump.split("\n", 1)[1].rstrip("\n")
    return "".join(line.lstrip(" ") for line in body.split("\n"))


def assert_dumps_like_mlir_opt(pm: OpPassManager, pipeline: str) -> None:
    """Our dump is mlir-opt's; our one-line form is the dump without line breaks."""
    theirs = mlir_dump(pipeline)
    assert theirs is not None, f"mlir-opt rejects {pipeline!r}"
    ours = dump_pipeline(pm)
    if "\n" not in pipeline:
        assert print_pipeline(pm) == single_line(ours)
    assert theirs.startswith(ours + "\n")
