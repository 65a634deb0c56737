"""passgen-opt's mlir-opt workflow: pipelines, pass flags, plugins, split input and the
pass-manager flags, differentially against mlir-opt-22 where both have the passes."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from mlir_tools import MLIR_OPT, mlir_opt, requires_mlir_opt
from mlir_tools import passgen_opt_process as run

from passgen.runtime.pass_manager import PassManager
from passgen.runtime.tools.opt import main

FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n'
    "}) : () -> ()\n"
)

# Stand-ins with the structure of mlir-opt's passes: the generated `cse` and
# `canonicalize` bases (MLIR's options), and a func.func-anchored pass.
PLUGIN = """
from passgen.runtime.pass_ import Pass
from passgen.runtime.statistics import Statistic
from passgen.generated.transforms import CanonicalizerBase, CSEBase
from passgen.generated.transforms_registration import register_canonicalizer, register_cse


class Canonicalizer(CanonicalizerBase):
    def run_on_operation(self):
        self.mark_all_analyses_preserved()


class CSE(CSEBase):
    def run_on_operation(self):
        self.mark_all_analyses_preserved()


class Hoist(Pass):
    argument = "affine-loop-invariant-code-motion"
    summary = "Hoist loop invariant instructions outside of affine loops"
    anchor = "func.func"

    def run_on_operation(self):
        self.mark_all_analyses_preserved()


class Fail(Pass):
    argument = "test-fail"
    summary = "Signals failure"

    def run_on_operation(self):
        self.signal_pass_failure()


class Boom(Pass):
    argument = "test-boom"
    summary = "Raises"

    def run_on_operation(self):
        raise ValueError("kaboom")


class Unimplemented(Pass):
    argument = "test-unimplemented"
    summary = "A spec'd pass whose spec names no implementation"


def create_unimplemented():
    raise NotImplementedError("pass 'test-unimplemented' has no implementation: subclass ...")


def register_all_passes(registry):
    register_canonicalizer(Canonicalizer, registry)
    register_cse(CSE, registry)
    for cls in (Hoist, Fail, Boom):
        registry.register_pass(cls.argument, cls)
    registry.register_pass("test-unimplemented", create_unimplemented, metadata=Unimplemented)
"""


@pytest.fixture
def plugin(tmp_path: Path) -> str:
    path = tmp_path / "standins.py"
    path.write_text(PLUGIN)
    return str(path)


@pytest.fixture
def func_file(tmp_path: Path) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text(FUNC)
    return path


def reference(*args: str) -> subprocess.CompletedProcess[str]:
    """mlir-opt on a file named in `args`."""
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *args], capture_output=True, text=True, check=False)


def assert_one_line_error(result: subprocess.CompletedProcess[str], text: str) -> None:
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("passgen-opt: error: ") and text in result.stderr


def assert_pipeline_error(result: subprocess.CompletedProcess[str], text: str) -> None:
    """A pipeline that cannot be set up: one error at an unknown location, as mlir-opt
    reports it once the input is parsed."""
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("<unknown>:0: error: ") and text in result.stderr


# -- pipelines and pass flags --------------------------------------------------------------


PASS_FLAGS = [
    ["--cse"],
    ["--cse", "--canonicalize=max-iterations=3"],
    ["--canonicalize=max-iterations=3 top-down=false", "--cse", "--canonicalize"],
    [
        "--affine-loop-invariant-code-motion",
        "--cse",
        "-affine-loop-invariant-code-motion",
        "--canonicalize=region-simplify=aggressive",
    ],
    ["-p", "builtin.module(func.func(cse,canonicalize{max-iterations=2}),cse)"],
    ["--pass-pipeline=builtin.module(canonicalize{ max-num-rewrites=5 })"],
]


@requires_mlir_opt
@pytest.mark.parametrize("flags", PASS_FLAGS)
def test_dump_pass_pipeline_matches_mlir_opt(flags: list[str], plugin: str) -> None:
    ours = run("-", "--load-pass-plugin", plugin, "--dump-pass-pipeline", *flags, stdin=FUNC)
    assert ours.returncode == 0, ours.stderr
    theirs = mlir_opt("module {}", "--dump-pass-pipeline", "-o", "-", *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert ours.stderr == theirs.stderr


def test_pass_pipeline_runs_and_writes_output(plugin: str, func_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    result = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "-p",
        "builtin.module(cse,func.func(affine-loop-invariant-code-motion))",
        "-o",
        str(out),
        "--mlir-print-op-generic",
    )
    assert result.returncode == 0, result.stderr
    assert '"func.return"()' in out.read_text()


def test_unknown_pass_flag_suggests_a_pass(func_file: Path) -> None:
    result = run(str(func_file), "--canonicalise")
    assert result.returncode == 1
    assert "Did you mean '--canonicalize'?" in result.stderr


def test_pass_without_implementation(func_file: Path, tmp_path: Path, plugin: str) -> None:
    out = tmp_path / "out.mlir"
    for flags in (["--test-unimplemented"], ["-p", "builtin.module(test-unimplemented)"]):
        result = run(str(func_file), "--load-pass-plugin", plugin, *flags, "-o", str(out))
        assert_pipeline_error(result, "has no implementation")
    assert not out.exists()


# -- listing and help -------------------------------------------------------------------------


def test_list_passes_shows_options_and_enum_values(plugin: str) -> None:
    result = run("--list-passes", "--load-pass-plugin", plugin)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Passes:"
    canonicalize = next(i for i, line in enumerate(lines) if line.startswith("  --canonicalize "))
    assert lines[canonicalize].endswith("-   Canonicalize operations")
    assert lines[canonicalize + 3].startswith("    --max-iterations=<long> ")
    assert any(re.fullmatch(r"    =aggressive +-   Perform aggressive .*", line) for line in lines)
    assert any(line.startswith("  --test-boom ") for line in lines)
    assert any(line.startswith("  --print-ir ") for line in lines)  # built-in, generated


def test_help_lists_registered_passes() -> None:
    result = run("--help")
    assert result.returncode == 0
    assert "Compiler passes to run:\n  Passes:\n" in result.stdout
    assert re.search(r"\n    --cse +-   Eliminate common sub-expressions\n", result.stdout)
    assert "--mlir-print-ir-tree-dir" in result.stdout


# -- plugins --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (None, "FileNotFoundError: no such file"),
        ("def broken(:\n", "SyntaxError: "),
        ("raise RuntimeError('no\\nway')\n", "RuntimeError: no"),
        (
            "def register_all_passes(registry):\n    registry.register_pass('x', 'bad')\n",
            "RegistryError: lazy factory 'bad'",
        ),
    ],
)
def test_plugin_errors_are_one_line(
    source: str | None, message: str, tmp_path: Path, func_file: Path
) -> None:
    path = tmp_path / "plugin.py"
    if source is not None:
        path.write_text(source)
    result = run(str(func_file), "--load-pass-plugin", str(path))
    assert_one_line_error(result, f"could not load pass plugin '{path}': {message}")


def test_plugin_by_module_name(tmp_path: Path, func_file: Path) -> None:
    (tmp_path / "standins_mod.py").write_text(PLUGIN)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "passgen.runtime.tools.opt",
            str(func_file),
            "--load-pass-plugin=standins_mod",
            "--test-fail",
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr


HOOKED_PLUGIN = """
from passgen.runtime.pass_ import Pass


class Tag(Pass):
    argument = "tag-ops"
    summary = "Says it ran"

    def run_on_operation(self):
        print("tagged", file=__import__("sys").stderr)


def register_all_passes(registry):
    registry.register_pass("tag-ops", Tag)
"""


@pytest.mark.parametrize(
    "given",
    [
        ("hooked_mod", "hooked_mod"),  # the same name
        ("hooked_mod.py", "hooked_mod.py"),  # the same path
        ("hooked_mod.py", "./hooked_mod.py"),  # two paths to one file
        ("hooked_mod.py", "link/hooked_mod.py"),  # a path through a symbolic link
        ("hooked_mod", "hooked_mod.py"),  # by name, then by path
    ],
)
def test_a_plugin_given_twice_loads_once(tmp_path: Path, given: tuple[str, str]) -> None:
    """As mlir-opt loads a plugin library given twice (tests/generator/test_cpp_plugin.py)."""
    (tmp_path / "hooked_mod.py").write_text(HOOKED_PLUGIN)
    (tmp_path / "link").symlink_to(tmp_path)
    flags = [f"--load-pass-plugin={name}" for name in given]
    result = subprocess.run(
        [sys.executable, "-m", "passgen.runtime.tools.opt", "-", *flags, "--tag-ops"],
        input=FUNC,
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert (result.returncode, result.stderr) == (0, "tagged\n")


# -- failures leave files alone ----------------------------------------------------------------


@pytest.mark.parametrize("pass_flag", ["--test-fail", "--test-boom"])
def test_failing_pass_leaves_files_byte_identical(
    pass_flag: str, plugin: str, func_file: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out.mlir"
    out.write_bytes(b"old\x00bytes\n")
    before = sorted(p.name for p in tmp_path.iterdir())
    result = run(str(func_file), "--load-pass-plugin", plugin, "--cse", pass_flag, "-o", str(out))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert out.read_bytes() == b"old\x00bytes\n"
    assert func_file.read_text() == FUNC
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    if pass_flag == "--test-boom":
        assert (
            f"{func_file}:0:0: error: pass 'test-boom' failed on 'builtin.module' op: "
            "ValueError: kaboom" in result.stderr
        )


def test_output_to_a_device_keeps_the_device(func_file: Path) -> None:
    assert run(str(func_file), "-o", "/dev/null").returncode == 0
    assert Path("/dev/null").is_char_device()


# -- split input ------------------------------------------------------------------------------------

SPLIT_GOOD = (
    '"foo.a"() : () -> ()\n\n// -----\n\n"foo.b"() : () -> ()\n// -----\n// -----\n'
    '"builtin.module"() ({\n  "foo.c"() : () -> ()\n}) : () -> ()\n'
)
SPLIT_BAD = (
    '"foo.a"() : () -> ()\n// ----\n"foo.b"() : () -> ()\n// -----\n'
    + FUNC.replace("() -> ()", "() -> i32", 1)
    + '// -----\n%x = "foo.c"(%y) : (i32) -> i32\n'
    '// ------\n"foo.d"() : () -> ()\n'
)


@requires_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--mlir-print-debuginfo"]])
def test_split_output_matches_mlir_opt(flags: list[str], tmp_path: Path) -> None:
    source = tmp_path / "s.mlir"
    source.write_text(SPLIT_GOOD)
    common = ["--allow-unregistered-dialect", "--split-input-file", *flags]
    ours = run(str(source), *common)
    theirs = reference(str(source), *common)
    assert ours.returncode == theirs.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout


def _positions(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if re.match(r".*:\d+:\d+: (error|warning):", line)]


@requires_mlir_opt
def test_split_diagnostics_match_mlir_opt(tmp_path: Path) -> None:
    source = tmp_path / "s.mlir"
    source.write_text(SPLIT_BAD)
    out = tmp_path / "out.mlir"
    common = ["--allow-unregistered-dialect", "--split-input-file"]
    ours = run(str(source), *common, "-o", str(out))
    theirs = reference(str(source), *common, "-o", str(tmp_path / "theirs.mlir"))
    assert ours.returncode == theirs.returncode == 1
    assert _positions(ours.stderr) == _positions(theirs.stderr)
    assert len(_positions(ours.stderr)) == 4
    assert '%x = "foo.c"(%y) : (i32) -> i32\n             ^' in ours.stderr
    assert not out.exists()


# -- pass manager flags ----------------------------------------------------------------------------


def test_print_ir_flags_name_registered_passes(plugin: str, func_file: Path) -> None:
    result = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "--cse",
        "--mlir-print-ir-after=cse,canonicalise",
    )
    assert_one_line_error(
        result, "'canonicalise' is not a registered pass; did you mean 'canonicalize'?"
    )


def test_print_ir_after_and_statistics(plugin: str, func_file: Path) -> None:
    result = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "--cse",
        "--mlir-print-ir-after=cse",
        "--mlir-pass-statistics",
        "--mlir-disable-threading",
    )
    assert result.returncode == 0, result.stderr
    assert "// -----// IR Dump After CSE (cse)" in result.stderr
    assert "(S) 0 num-cse'd - Number of operations CSE'd" in result.stderr


def test_module_scope_needs_threading_off(plugin: str, func_file: Path) -> None:
    result = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "--cse",
        "--mlir-print-ir-after-all",
        "--mlir-print-ir-module-scope",
    )
    assert result.returncode == 1
    assert result.stderr == (
        "<unknown>:0: error: IR print for module scope can't be setup on a "
        "pass-manager without disabling multi-threading first.\n\n"
    )


def test_timing_report(func_file: Path) -> None:
    result = run(str(func_file), "--mlir-timing", "--mlir-timing-display=list")
    assert result.returncode == 0, result.stderr
    assert "... Execution time report ..." in result.stderr


def test_missing_pass_manager_feature_is_a_one_line_error(
    func_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delattr(PassManager, "enable_timing")
    assert main([str(func_file), "--mlir-timing"]) == 1
    assert capsys.readouterr().err == (
        "passgen-opt: error: --mlir-timing is not available: "
        "PassManager.enable_timing() is not implemented yet\n"
    )


def test_crash_reproducer_round_trip(plugin: str, func_file: Path, tmp_path: Path) -> None:
    reproducer = tmp_path / "repro.mlir"
    first = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "--cse",
        "--test-boom",
        f"--mlir-pass-pipeline-crash-reproducer={reproducer}",
    )
    assert first.returncode == 1
    assert 'pipeline: "builtin.module(cse, test-boom)"' in reproducer.read_text()
    again = run(str(reproducer), "--load-pass-plugin", plugin, "--run-reproducer")
    assert again.returncode == 1
    assert "failed on 'builtin.module' op: ValueError: kaboom" in again.stderr


@requires_mlir_opt
def test_run_reproducer_without_a_reproducer_runs_nothing(func_file: Path) -> None:
    """As mlir-opt: the command line's pipeline is ignored and the IR printed as read."""
    ours = run(str(func_file), "--run-reproducer", "--cse", "--mlir-print-op-generic")
    theirs = mlir_opt(func_file.read_text(), "--run-reproducer", "--cse", "--mlir-print-op-generic")
    assert (ours.returncode, ours.stdout, ours.stderr) == (0, theirs.stdout, theirs.stderr)


def test_bare_verify_each_and_single_dash_flags(plugin: str, func_file: Path) -> None:
    result = run(
        str(func_file),
        "--load-pass-plugin",
        plugin,
        "-cse",
        "--verify-each",
        "-mlir-disable-threading",
    )
    assert result.returncode == 0, result.stderr


def _blocks(listing: str) -> dict[str, list[str]]:
    """`--list-passes` lines by pass: the flag line and the option lines under it (the
    passes section only: mlir-opt registers no pipelines, we register the `cleanup` bundle)."""
    blocks: dict[str, list[str]] = {}
    current: list[str] = []
    for line in listing.splitlines()[1:]:
        if not line.startswith(" "):
            break
        if line.startswith("  --"):
            current = blocks.setdefault(line.split()[0], [])
        current.append(line)
    return blocks


@requires_mlir_opt
def test_list_passes_matches_mlir_opt_for_builtin_passes() -> None:
    ours = _blocks(run("--list-passes").stdout)
    theirs = _blocks(reference("--list-passes").stdout)
    assert "--canonicalize" in ours
    for flag, lines in ours.items():
        assert lines == theirs[flag]


VERIFIER_ERRORS = {
    # func.return's type check is MLIR's emitError (no `'func.return' op` prefix).
    "return_type": '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> i64, sym_name = "d"}> ({\n'
    '  ^bb0(%a: i32):\n    %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> '
    ': (i32, i32) -> i32\n    "func.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n',
    "return_count": '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> i32, sym_name = "d"}> ({\n'
    '  ^bb0(%a: i32):\n    "func.return"(%a, %a) : (i32, i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n',
    "public_declaration": '"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "d"}> ({\n'
    "  }) : () -> ()\n}) : () -> ()\n",
    "dominance": '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> i32, sym_name = "d"}> ({\n'
    '  ^bb0(%a: i32):\n    %1 = "arith.addi"(%0, %a) <{overflowFlags = #arith.overflow<none>}> '
    ': (i32, i32) -> i32\n    %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> '
    ': (i32, i32) -> i32\n    "func.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n',
}


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(VERIFIER_ERRORS))
def test_verifier_errors_read_as_mlir_opts(name: str, tmp_path: Path) -> None:
    """Message, location, source line and the `see current operation` note (printed with
    the module's value numbering; no source line for a note at the error's location)."""
    path = tmp_path / "in.mlir"
    path.write_text(VERIFIER_ERRORS[name])
    ours, theirs = run(str(path)), reference(str(path))
    assert (ours.returncode, theirs.returncode) == (1, 1)
    assert "see current operation" in ours.stderr
    assert ours.stderr == theirs.stderr
