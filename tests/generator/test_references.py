"""`passgen build` catches names that would make a pass silently never run or fail only when
created: anchors, interfaces, dependent dialects, implementations, pipeline defaults, and a
`package` that is not where `output` is imported from. Errors where the name cannot be right,
warnings where it may resolve at run time, `--werror` to make those errors too."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fuzz.builds import run_bounded
from mlir_tools import MLIR_OPT, requires_mlir_opt
from projects import pyproject, write_project

from passgen.cli import main
from passgen.runtime.ir.mlir_dialects import MLIR_DIALECTS

PYPROJECT = pyproject("specs/*.yaml", "mypkg.generated", output="mypkg/generated", docs=None)
DECLARE = " (if the project registers it at run time, declare it in `{}` of [tool.passgen])"


def project(tmp_path: Path, passes: str, pyproject: str = PYPROJECT) -> Path:
    return write_project(
        tmp_path,
        {"loops.yaml": f"group: Loops\npasses:\n{passes}"},
        pyproject,
        files={
            "mypkg/__init__.py": "",
            "mypkg/passes.py": "import os\n\n\nclass Tiling:\n    pass\n",
        },
    )


def build(config: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> tuple[int, list[str]]:
    code = main(["build", "--config", str(config), *flags])
    err = capsys.readouterr().err
    return code, [line for line in err.splitlines() if line.startswith("specs/")]


CASES = [
    (
        "anchor: fun.func",
        "error: pass 'a' anchors on 'fun.func', an op of dialect 'fun', which the "
        "runtime does not register; did you mean 'func.func'?",
    ),
    (
        "anchor: func.fnc",
        "error: pass 'a' anchors on 'func.fnc', which dialect 'func' does not "
        "have; did you mean 'func.func'?",
    ),
    (
        "anchor: mine.op",
        "warning: pass 'a' anchors on 'mine.op', an op of dialect 'mine', which "
        "the runtime does not register" + DECLARE.format("dialects"),
    ),
    (
        "interface: FunctionOpInterfce",
        "error: pass 'a' is scheduled on interface "
        "'FunctionOpInterfce', which no op the runtime knows has; did you mean 'FunctionOpInterface'?",
    ),
    (
        "interface: MyInterface",
        "warning: pass 'a' is scheduled on interface 'MyInterface', which "
        "no op the runtime knows has" + DECLARE.format("interfaces"),
    ),
    (
        "dependent_dialects: [arth]",
        "error: pass 'a' depends on dialect 'arth', which the runtime "
        "does not register; did you mean 'arith'?",
    ),
    (
        "anchor: scf.forr",
        "error: pass 'a' anchors on 'scf.forr', which dialect 'scf' does not "
        "have; did you mean 'scf.for'?",
    ),
    (
        "dependent_dialects: [mine]",
        "warning: pass 'a' depends on dialect 'mine', which the runtime "
        "does not register" + DECLARE.format("dialects"),
    ),
    (
        "implementation: mypkg.pases:Tiling",
        "error: pass 'a': implementation module 'mypkg.pases' "
        "does not exist: package 'mypkg' has no module 'pases'; did you mean 'passes'?",
    ),
    (
        "implementation: mypkg.passes:Tilling",
        "error: pass 'a': implementation "
        "'mypkg.passes:Tilling': module 'mypkg.passes' defines no 'Tilling'; did you mean 'Tiling'?",
    ),
    (
        "implementation: otherpkg.passes:X",
        "warning: pass 'a': implementation module "
        "'otherpkg.passes' is not importable from the project (package 'otherpkg' not found); "
        "creating the pass will fail unless it is installed at run time",
    ),
    (
        "options: [{name: p, argument: p, type: pipeline, default: 'func.func(cse'}]",
        "error: default of pipeline option 'p' does not parse: expected pass pipeline to be wrapped "
        "with the anchor operation type, e.g. 'builtin.module(...)' (at offset 0 of 'func.func(cse')",
    ),
    (
        "options: [{name: p, argument: p, type: pipeline, default: 'func.func(my-pass)'}]",
        "warning: default of pipeline option 'p' does not parse: 'my-pass' does not refer to a "
        "registered pass or pass pipeline (at offset 10 of 'func.func(my-pass)')",
    ),
    # Pipeline elements a pass parses itself (pipeline-str) are pipeline defaults too.
    (
        "options: [{name: p, argument: p, type: pipeline-str, default: 'cse)'}]",
        "error: default of pipeline option 'p' does not parse: encountered extra closing ')' "
        "creating unbalanced parentheses while parsing pipeline (at offset 3 of 'cse)')",
    ),
    (
        "options: [{name: p, argument: p, type: pipeline-str, default: 'cse,my-pass'}]",
        "warning: default of pipeline option 'p' does not parse: 'my-pass' does not refer to a "
        "registered pass or pass pipeline (at offset 4 of 'cse,my-pass')",
    ),
]


@pytest.mark.parametrize(("field", "message"), CASES, ids=[c[0] for c in CASES])
def test_each_unresolved_name_is_reported_at_its_node(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, message: str
) -> None:
    config = project(tmp_path, f"  - name: A\n    argument: a\n    {field}\n")
    code, lines = build(config, capsys)
    value = field.rsplit(": ", 1)[1].lstrip("[")  # the node reported: the name, or the default
    assert lines == [f"specs/loops.yaml:5:{5 + field.rindex(value)}: {message}"]
    assert code == (2 if message.startswith("error") else 0)
    assert (tmp_path / "mypkg" / "generated").exists() == (code == 0)


def test_names_of_imported_passes_are_never_typos(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An imported pass's anchor, interface and dialects come from its C++ declarations
    (`arc::ArcDialect` is CIRCT's, not a typo of `acc`): unknown ones are warnings."""
    cpp = "cpp: {base_class: '::mlir::OperationPass<>', dependent_dialects: ['arc::ArcDialect']}"
    passes = (
        f"  - {{name: A, argument: a, dependent_dialects: [arc], {cpp}}}\n"
        f"  - {{name: B, argument: b, interface: CallableOpInterfac, {cpp}}}\n"
        f"  - {{name: C, argument: c, anchor: fun.func, {cpp}}}\n"
    )
    code, lines = build(project(tmp_path, passes), capsys)
    assert code == 0
    assert [line.split(": ", 2)[1] for line in lines] == ["warning"] * 3
    assert (
        "depends on dialect 'arc', which the runtime does not register; did you mean 'acc'?"
        in lines[0]
    )


def test_valid_references_and_declared_names_build_silently(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    passes = (
        "  - {name: A, argument: a, anchor: func.func, dependent_dialects: [arith, mine],\n"
        "     implementation: 'mypkg.passes:Tiling'}\n"
        "  - {name: B, argument: b, anchor: mine.op, interface: null}\n"
        "  - {name: C, argument: c, interface: MyInterface,\n"
        "     options: [{name: p, argument: p, type: pipeline, default: 'func.func(a,cse)'}]}\n"
        "  - {name: D, argument: d, implementation: 'mypkg.passes:os'}\n"
    )
    config = project(
        tmp_path, passes, PYPROJECT + 'dialects = ["mine"]\ninterfaces = ["MyInterface"]\n'
    )
    assert build(config, capsys) == (0, [])


def test_pipeline_defaults_know_every_option_of_a_pass_and_sets_are_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pipeline default may set an option a pass has from an option set (it was an error:
    no such option), and a pipeline default in an option set is checked, at the set."""
    passes = (
        "  - {name: A, argument: a, include_options: [common]}\n"
        "  - {name: B, argument: b, options: [{name: p, argument: p, type: pipeline,\n"
        "     default: 'any(a{level=3})'}]}\n"
        "option_sets:\n"
        "  common:\n"
        "    - {name: level, argument: level, type: int, default: 1}\n"
        "    - {name: then, argument: then, type: pipeline-str, default: 'a{levl=2}'}\n"
    )
    code, lines = build(project(tmp_path, passes), capsys)
    assert (code, lines) == (
        2,
        [
            "specs/loops.yaml:9:65: error: default of pipeline option 'then' does not parse: "
            "no such option levl (at offset 2 of 'a{levl=2}')"
        ],
    )


def _nested_too_deep(module: Path) -> None:
    module.write_text("x = " + "+".join(["1"] * 200_000) + "\n")


def _unary_too_deep(module: Path) -> None:
    module.write_text("x = " + "-" * 200_000 + "1\n")


@pytest.mark.parametrize("plant", [_nested_too_deep, _unary_too_deep])
def test_an_implementation_module_python_cannot_parse_is_not_checked(
    tmp_path: Path, plant: Callable[[Path], None]
) -> None:
    """Parsing such a module made the build crash (the parser's RecursionError or
    MemoryError): its names are not checked, as for a module with no source."""
    passes = "  - {name: A, argument: a, implementation: 'mypkg.passes:Tiling'}\n"
    config = project(tmp_path, passes)
    plant(tmp_path / "mypkg" / "passes.py")
    assert run_bounded(config.parent) == (0, "")


@pytest.mark.parametrize("plant", [lambda m: m.symlink_to("/dev/zero"), os.mkfifo])
def test_an_implementation_module_that_is_no_file_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], plant: Callable[[Path], None]
) -> None:
    """Such a module is never read (a FIFO would hang the build, /dev/zero would not end);
    it is not offered as a near miss of its own name either."""
    config = project(
        tmp_path, "  - {name: A, argument: a, implementation: 'mypkg.passes:Tiling'}\n"
    )
    module = tmp_path / "mypkg" / "passes.py"
    module.unlink()
    plant(module)
    assert build(config, capsys) == (
        2,
        [
            "specs/loops.yaml:3:44: error: pass 'a': implementation module 'mypkg.passes' does "
            "not exist: package 'mypkg' has no module 'passes'"
        ],
    )


def test_werror_makes_warnings_errors_and_a_cached_build_still_reports_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = project(tmp_path, "  - {name: A, argument: a, dependent_dialects: [mine]}\n")
    code, lines = build(config, capsys)
    assert code == 0 and len(lines) == 1 and ": warning: " in lines[0]
    code, again = build(config, capsys)  # nothing to write: the warning is shown again
    assert (code, again) == (0, lines)
    code, strict = build(config, capsys, "--werror")
    assert code == 2 and strict == [lines[0].replace(": warning: ", ": error: ")]
    assert main(["validate", "--config", str(config), "--werror"]) == 2


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (
            'output = "gen"\npackage = "mypkg.gen"\n',
            "'package' = 'mypkg.gen' is not the import name of 'output' = 'gen'; did you mean package = 'gen'?",
        ),
        (
            'output = "src/mypkg/gen"\npackage = "mypkg.generated"\n',
            "'package' = 'mypkg.generated' is not the import name of 'output' = 'src/mypkg/gen'; "
            "did you mean package = 'mypkg.gen'?",
        ),
        (
            'output = "passgen/generated"\npackage = "passgen.generated"\n',
            "'package' = 'passgen.generated' is inside passgen's own package: imports of it would find "
            "passgen's generated passes, not this project's",
        ),
    ],
)
def test_package_must_be_the_import_name_of_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], settings: str, message: str
) -> None:
    config = project(
        tmp_path, "  - {name: A, argument: a}\n", '[tool.passgen]\nspecs = ["specs"]\n' + settings
    )
    assert main(["build", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[0] == f"{config.resolve()}:4:1: error: {message}"


@pytest.mark.parametrize(
    "settings",
    [
        'output = "src/mypkg/gen"\npackage = "mypkg.gen"\n',
        'output = "lib/gen"\npackage = "mypkg.gen"\n[tool.setuptools.package-dir]\n"mypkg" = "lib"\n',
    ],
)
def test_src_layouts_and_package_dir_mappings_are_import_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], settings: str
) -> None:
    config = project(
        tmp_path, "  - {name: A, argument: a}\n", '[tool.passgen]\nspecs = ["specs"]\n' + settings
    )
    assert main(["build", "--config", str(config)]) == 0, capsys.readouterr().err


def test_a_project_with_typos_gets_no_traceback(tmp_path: Path) -> None:
    config = project(
        tmp_path,
        "".join(
            f"  - name: A{i}\n    argument: a{i}\n    {field}\n"
            for i, (field, _) in enumerate(CASES)
        ),
    )
    result = subprocess.run(
        [sys.executable, "-m", "passgen.cli", "build", "--config", str(config)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    errors = sum(message.startswith("error") for _, message in CASES)
    warnings = len(CASES) - errors
    assert result.stderr.splitlines()[-1] == f"{errors} errors and {warnings} warnings generated."


@requires_mlir_opt
def test_mlir_dialect_names_are_mlir_opts() -> None:
    assert MLIR_OPT is not None
    shown = subprocess.run(
        [MLIR_OPT, "--show-dialects"], capture_output=True, text=True, check=True
    )
    names = shown.stdout.split(":", 1)[1].strip().split(",")
    assert MLIR_DIALECTS == {name for name in names if not name.startswith("test")}


RUNTIME_MODULE = """\
from passgen.runtime import Pass

SPEC_FILE = "specs/loops.yaml"


class NeedsMineBase(Pass):
    argument = "needs-mine"
    dependent_dialects = ("mine",)


class NeedsMine(NeedsMineBase):
    def run_on_operation(self) -> None:
        pass
"""


def test_run_time_dialect_and_import_problems_name_the_pass_and_its_spec(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from passgen.runtime import PassManager, PassRegistry, RegistryError, parse_pass_pipeline_into
    from passgen.runtime.asm import parse_source
    from passgen.runtime.ir import Context

    (tmp_path / "runtime_refs.py").write_text(RUNTIME_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    runtime_refs = importlib.import_module("runtime_refs")

    registry = PassRegistry()
    registry.register_pass("needs-mine", runtime_refs.NeedsMine)
    registry.register_pass("gone", "runtime_refs_gone:Pass", metadata=runtime_refs.NeedsMineBase)
    context = Context()
    module = parse_source('"builtin.module"() ({\n}) : () -> ()\n', context, "in.mlir")
    pm = PassManager(context)
    parse_pass_pipeline_into(pm, "needs-mine", registry)
    with context.capture_diagnostics() as diagnostics:
        assert not pm.run(module)
    assert diagnostics[0].message == (
        "pass 'needs-mine' (declared in specs/loops.yaml) depends on "
        "dialect 'mine', which is not registered "
        "(Context.register_dialect)"
    )
    with pytest.raises(
        RegistryError,
        match=r"^pass 'needs-mine' \(declared in specs/loops.yaml\): "
        r"its implementation cannot be imported: ModuleNotFoundError: No module "
        r"named 'runtime_refs_gone'$",
    ):
        registry.create_pass("gone")


def test_the_dialects_references_know_are_a_contexts() -> None:
    """References read op names from ODS data without building dialects; a Context's
    dialects (the runtime's own ones built, with their folders and patterns) have the same."""
    from passgen.checks.references import _runtime_dialects
    from passgen.runtime.ir import Context
    from passgen.runtime.ir.upstream_dialects import op_names

    context = Context()
    expected = tuple(
        (
            name,
            frozenset(context.load_dialect(name).operations)
            if op_names(name) is not None
            else None,
        )
        for name in sorted(context.registry)
    )
    assert _runtime_dialects() == expected
