"""Shared benchmark workload: a module of N `func.func` ops with 10 ops each.

Generated in MLIR's custom syntax and converted to generic form by mlir-opt, so
both sides of every comparison read the same file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import venv
from collections.abc import Callable
from pathlib import Path

LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"))
CACHE = Path(__file__).resolve().parent / ".cache"


def tool(name: str) -> str:
    """Path of an LLVM/MLIR tool; exits with the apt command when it is missing."""
    path = LLVM_BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(f"{name}-22")
    if found is None:
        raise SystemExit(f"{name} not found: apt-get install mlir-22-tools llvm-22 (or set LLVM_BIN)")
    return found


def custom_module(functions: int) -> str:
    """`functions` functions, each 10 ops: 7 arith ops, a constant, a call and a return."""
    lines = ["module {"]
    for i in range(functions):
        lines += [
            f"  func.func @f{i}(%a: i32, %b: i32) -> i32 {{",
            "    %c = arith.constant 7 : i32",
            "    %0 = arith.addi %a, %b : i32",
            "    %1 = arith.muli %0, %c : i32",
            "    %2 = arith.subi %1, %a : i32",
            "    %3 = arith.xori %2, %b : i32",
            "    %4 = arith.andi %3, %0 : i32",
            "    %5 = arith.ori %4, %1 : i32",
            "    %6 = arith.maxsi %5, %2 : i32",
            f"    %7 = func.call @f{i}(%6, %c) : (i32, i32) -> i32",
            "    func.return %7 : i32",
            "  }",
        ]
    lines.append("}")
    return "\n".join(lines) + "\n"


def generic_module(functions: int) -> Path:
    """The generic form of `custom_module(functions)`, cached under benchmarks/.cache."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"funcs-{functions}.mlir"
    if not path.exists():
        result = subprocess.run(
            [tool("mlir-opt"), "--mlir-print-op-generic", "-"],
            input=custom_module(functions), capture_output=True, text=True, check=True,
        )
        path.write_text(result.stdout)
    return path


def best_of(repeat: int, work: Callable[[], object]) -> float:
    """The fastest of `repeat` wall-clock timings of `work()`, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def run_tool(args: list[str]) -> Callable[[], object]:
    """A callable that runs a command with its output discarded."""
    return lambda: subprocess.run(args, stdout=subprocess.DEVNULL, check=True)


def xdsl_python() -> str:
    """Python of a venv with xDSL, never the project's: $XDSL_PYTHON, else
    benchmarks/.cache/xdsl-venv (created with `pip install xdsl` on first use)."""
    configured = os.environ.get("XDSL_PYTHON")
    if configured:
        return configured
    env = CACHE / "xdsl-venv"
    python = env / "bin" / "python"
    if not python.exists():
        venv.create(env, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "xdsl"], check=True)
    return str(python)
