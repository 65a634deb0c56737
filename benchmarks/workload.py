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
        raise SystemExit(
            f"{name} not found: apt-get install mlir-22-tools llvm-22 (or set LLVM_BIN)"
        )
    return found


def custom_module(functions: int) -> str:
    """`functions` functions, each 10 ops: 7 arith ops, a constant, a call and a return."""
    return _module(functions, _arith_function)


def _module(functions: int, function: Callable[[int], list[str]]) -> str:
    return (
        "\n".join(["module {", *(line for i in range(functions) for line in function(i)), "}"])
        + "\n"
    )


def _arith_function(i: int) -> list[str]:
    return [
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


def _aliased_function(i: int) -> list[str]:
    """The arith function with an affine map and an integer set attribute (`#map`, `#set`
    aliases; discardable, so no pass changes them)."""
    head, *body = _arith_function(i)
    return [
        head.replace(
            " {",
            " attributes {bench.map = affine_map<(d0, d1) -> (d1, d0 + 1)>, "
            "bench.set = affine_set<(d0) : (d0 - 2 >= 0)>} {",
            1,
        ),
        *body,
    ]


def _nested_function(i: int, depth: int = 60) -> list[str]:
    """`scf.for` and `scf.if` alternately nested `depth` deep, an add, a call and the next
    `if`'s condition at each level (distinct conditions: no pass can fold an `if` away)."""
    lines = [f"  func.func @n{i}(%lb: index, %ub: index, %step: index) {{"]
    value = "%lb"
    for level in range(depth):
        indent = "  " * (level + 2)
        if level % 2:
            lines.append(f"{indent}scf.if %c{level - 1} {{")
        else:
            lines.append(f"{indent}scf.for %i{level} = %lb to %ub step %step {{")
            value = f"%i{level}"
        lines += [
            f"{indent}  %v{level} = arith.addi {value}, %step : index",
            f"{indent}  func.call @sink(%v{level}) : (index) -> ()",
            f"{indent}  %c{level} = arith.cmpi slt, %v{level}, %ub : index",
        ]
        value = f"%v{level}"
    lines += ["  " * (level + 2) + "}" for level in reversed(range(depth))]
    return [*lines, "    func.return", "  }"]


def _fold_heavy_function(i: int) -> list[str]:
    """Work for the folders and canonicalization patterns: constants to unique and hoist,
    identities (`x + 0`, `x * 1`, `x ^ x`, `x - x`), constant arithmetic and a comparison,
    a `select` and a `cond_br` on it, an `scf.if` with equal branches and a block argument
    fed by one reachable predecessor."""
    return [
        f"  func.func @k{i}(%a: i32, %b: i32, %p: i1) -> i32 {{",
        "    %c0 = arith.constant 0 : i32",
        "    %c1 = arith.constant 1 : i32",
        f"    %ci = arith.constant {i} : i32",
        "    %0 = arith.addi %a, %c0 : i32",
        "    %1 = arith.muli %0, %c1 : i32",
        "    %2 = arith.addi %c1, %ci : i32",
        "    %3 = arith.muli %2, %ci : i32",
        "    %4 = arith.xori %b, %b : i32",
        "    %5 = arith.ori %1, %4 : i32",
        "    %6 = arith.cmpi slt, %c1, %ci : i32",
        "    %7 = arith.select %6, %5, %3 : i32",
        "    %8 = arith.subi %7, %7 : i32",
        "    %9 = arith.addi %8, %3 : i32",
        "    cf.cond_br %6, ^bb1, ^bb2",
        "  ^bb1:",
        "    %10 = scf.if %p -> (i32) {",
        "      scf.yield %9 : i32",
        "    } else {",
        "      scf.yield %9 : i32",
        "    }",
        "    cf.br ^bb3(%10 : i32)",
        "  ^bb2:",
        "    cf.br ^bb3(%a : i32)",
        "  ^bb3(%r: i32):",
        "    func.return %r : i32",
        "  }",
    ]


def _long_block(ops: int) -> str:
    """One function whose body is a single block of about `ops` ops (a chain of arith ops)."""
    kinds = ("addi", "muli", "xori", "subi")
    lines = [
        "module {",
        "  func.func @long(%a: i32, %b: i32) -> i32 {",
        "    %v0 = arith.addi %a, %b : i32",
    ]
    lines += [
        f"    %v{n} = arith.{kinds[n % 4]} %v{n - 1}, {'%a' if n % 2 else '%b'} : i32"
        for n in range(1, ops - 1)
    ]
    return "\n".join([*lines, f"    func.return %v{ops - 2} : i32", "  }", "}"]) + "\n"


def _generic(name: str, text: Callable[[], str], *flags: str) -> Path:
    """Generic form (cached under benchmarks/.cache) of the custom-form `text()`, as mlir-opt
    prints it with `flags`; read from a file of that name, so locations name it."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"{name}.mlir"
    if not path.exists():
        source = CACHE / f"{name}.custom.mlir"
        source.write_text(text())
        subprocess.run(
            [tool("mlir-opt"), "--mlir-print-op-generic", *flags, source.name, "-o", path.name],
            cwd=CACHE,
            check=True,
        )
        source.unlink()
    return path


def generic_module(functions: int) -> Path:
    """The generic form of `custom_module(functions)`, cached under benchmarks/.cache."""
    return _generic(f"funcs-{functions}", lambda: custom_module(functions))


def debuginfo_module(functions: int) -> Path:
    """`functions` functions (10 ops each) with their source locations, printed as `#loc`
    aliases, and attributes printed as `#map`, `#set` aliases (run with --mlir-print-debuginfo)."""
    return _generic(
        f"debuginfo-{functions}",
        lambda: _module(functions, _aliased_function),
        "--mlir-print-debuginfo",
    )


def nested_module(functions: int) -> Path:
    """`functions` functions of regions nested 60 deep (about 300 ops each)."""
    return _generic(
        f"nested-{functions}",
        lambda: _module(functions, _nested_function).replace(
            "module {", "module {\n  func.func private @sink(index)", 1
        ),
    )


def fold_heavy_module(functions: int) -> Path:
    """`functions` functions (20 ops each) that canonicalize folds down to a few ops."""
    return _generic(f"fold-heavy-{functions}", lambda: _module(functions, _fold_heavy_function))


def long_block_module(ops: int) -> Path:
    """One function of one block of `ops` ops."""
    return _generic(f"long-block-{ops}", lambda: _long_block(ops))


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
