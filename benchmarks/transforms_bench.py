"""Transform benchmark: `cse` over the 10,000-function module, ours vs mlir-opt-22 vs xDSL.

Usage: python benchmarks/transforms_bench.py [N]   (default 10000 functions)

Two inputs: the shared workload (nothing to eliminate: cse only walks and hashes) and
the same functions with every arith op written twice (cse removes the copies). For
each, single-threaded and in the same run:
- the pass alone: ours `PassManager.run`, mlir-opt the `CSE` line of `--mlir-timing`,
  xDSL its pass's `apply`, each on a freshly parsed module;
- end to end (read, cse, print): `passgen-opt`, `mlir-opt`, `xdsl-opt` as commands
  (xdsl-opt run once).
Ratios are ours / mlir-opt (target <= 25x) and ours / xDSL (target < 1x). Last,
symbol-dce, symbol-privatize and strip-debuginfo (pass only) against mlir-opt.

xDSL comes from its own virtual environment, never the project's: $XDSL_PYTHON, else
benchmarks/.cache/xdsl-venv (created with `pip install xdsl` on first use).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from workload import CACHE, best_of, custom_module, generic_module, run_tool, tool, xdsl_python

from passgen.generated import register_all_passes
from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline_into
from passgen.runtime.registry import PassRegistry

PIPELINE = "builtin.module(func.func(cse))"
OTHER_PASSES = {
    "symbol-dce": "SymbolDCE",
    "symbol-privatize": "SymbolPrivatize",
    "strip-debuginfo": "StripDebugInfo",
}
REGISTRY = PassRegistry()
register_all_passes(REGISTRY)
REPEAT = 3
_ARITH = re.compile(r"^(\s+)%(\d+) = (arith\.\w+ .*)$")

XDSL_CSE = """
import sys, time
from xdsl.context import Context
from xdsl.dialects.arith import Arith
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.func import Func
from xdsl.parser import Parser
from xdsl.transforms.common_subexpression_elimination import CommonSubexpressionElimination

text = open(sys.argv[1]).read()
best = float("inf")
for _ in range(int(sys.argv[2])):
    ctx = Context()
    for dialect in (Builtin, Func, Arith):
        ctx.load_dialect(dialect)
    module = Parser(ctx, text).parse_module()
    start = time.perf_counter()
    CommonSubexpressionElimination().apply(ctx, module)
    best = min(best, time.perf_counter() - start)
print(best)
"""


def duplicated_module(functions: int) -> Path:
    """The workload with each arith op followed by an identical copy (generic form, cached)."""
    path = CACHE / f"funcs-dup-{functions}.mlir"
    if not path.exists():
        lines = []
        for line in custom_module(functions).splitlines():
            lines.append(line)
            found = _ARITH.match(line)
            if found:
                indent, number, op = found.groups()
                lines.append(f"{indent}%dup{number} = {op}")
        result = subprocess.run(
            [tool("mlir-opt"), "--mlir-print-op-generic", "-"],
            input="\n".join(lines) + "\n",
            capture_output=True,
            text=True,
            check=True,
        )
        path.write_text(result.stdout)
    return path


def ours_pass(path: Path, pipeline: str = PIPELINE) -> float:
    """Best wall time of our `pipeline` on fresh parses (the parse is not timed)."""
    text = path.read_text()
    best = float("inf")
    for _ in range(REPEAT):
        context = Context()
        module = parse_source(text, context, path.name)
        pm = PassManager(context)
        pm.enable_verifier(False)
        parse_pass_pipeline_into(pm, pipeline[len("builtin.module(") : -1], REGISTRY)
        start = time.perf_counter()
        pm.run(module)
        best = min(best, time.perf_counter() - start)
    return best


def mlir_opt_pass(path: Path, output: Path, pipeline: str = PIPELINE, name: str = "CSE") -> float:
    """mlir-opt's own timing of its pass `name` (best of REPEAT runs)."""
    best = float("inf")
    for _ in range(REPEAT):
        result = subprocess.run(
            [
                tool("mlir-opt"),
                "--mlir-disable-threading",
                f"--pass-pipeline={pipeline}",
                "--mlir-timing",
                "--mlir-timing-display=list",
                str(path),
                "-o",
                str(output),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        found = re.search(rf"^\s*([\d.]+) \([^)]*\)\s+{name}$", result.stderr, re.MULTILINE)
        assert found, result.stderr
        best = min(best, float(found.group(1)))
    return best


def xdsl_pass(python: str, path: Path) -> float | None:
    result = subprocess.run(
        [python, "-c", XDSL_CSE, str(path), str(REPEAT)],
        capture_output=True,
        text=True,
        check=False,
    )
    return float(result.stdout) if result.returncode == 0 else None


def end_to_end(path: Path, output: Path, python: str) -> dict[str, float | None]:
    xdsl_opt = str(Path(python).parent / "xdsl-opt")
    commands = {
        "ours": [
            sys.executable,
            "-m",
            "passgen.runtime.tools.opt",
            "--verify-each=false",
            "--mlir-print-op-generic",
            "-p",
            PIPELINE,
            str(path),
            "-o",
            str(output),
        ],
        "mlir-opt": [
            tool("mlir-opt"),
            "--mlir-disable-threading",
            "--verify-each=false",
            "--mlir-print-op-generic",
            "-p",
            PIPELINE,
            str(path),
            "-o",
            str(output),
        ],
        "xdsl": [xdsl_opt, "-p", "cse", str(path), "-o", str(output)],
    }
    times: dict[str, float | None] = {}
    for name, command in commands.items():
        try:  # one run of xdsl-opt: it takes minutes on 10,000 functions
            times[name] = best_of(1 if name == "xdsl" else REPEAT, run_tool(command))
        except (subprocess.CalledProcessError, FileNotFoundError):
            times[name] = None  # e.g. xDSL cannot parse the file
    return times


def ratio(ours: float, other: float | None) -> str:
    return f"{ours / other:.2g}x" if other else "n/a"


def report(label: str, path: Path, python: str, output: Path) -> None:
    ours = ours_pass(path)
    mlir = mlir_opt_pass(path, output)
    xdsl = xdsl_pass(python, path)
    xdsl_text = f"{xdsl:.3f} s" if xdsl is not None else "n/a (could not parse)"
    print(f"{label}:")
    print(
        f"  pass only:  ours {ours:.3f} s, mlir-opt {mlir:.4f} s, xDSL {xdsl_text}; "
        f"ours/mlir-opt {ratio(ours, mlir)} (target <= 25x), ours/xDSL {ratio(ours, xdsl)} "
        "(target < 1x)"
    )
    whole = end_to_end(path, output, python)
    texts = {k: f"{v:.3f} s" if v is not None else "n/a" for k, v in whole.items()}
    assert whole["ours"] is not None
    print(
        f"  end to end: ours {texts['ours']}, mlir-opt {texts['mlir-opt']}, xdsl-opt "
        f"{texts['xdsl']}; ours/mlir-opt {ratio(whole['ours'], whole['mlir-opt'])}, "
        f"ours/xDSL {ratio(whole['ours'], whole['xdsl'])}"
    )


def other_passes(path: Path, output: Path) -> None:
    """The module-level symbol and location passes, pass only, against mlir-opt."""
    for argument, name in OTHER_PASSES.items():
        pipeline = f"builtin.module({argument})"
        ours, mlir = ours_pass(path, pipeline), mlir_opt_pass(path, output, pipeline, name)
        print(
            f"  {argument}: ours {ours:.3f} s, mlir-opt {mlir:.4f} s, ours/mlir-opt "
            f"{ratio(ours, mlir)}"
        )


def main() -> None:
    functions = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    python = xdsl_python()
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "out.mlir"
        print(f"cse, {functions:,} functions, single-threaded, best of {REPEAT}")
        report("workload (nothing to eliminate)", generic_module(functions), python, output)
        report(
            "workload with every arith op duplicated", duplicated_module(functions), python, output
        )
        print("other passes, pass only, on the workload:")
        other_passes(generic_module(functions), output)


if __name__ == "__main__":
    main()
