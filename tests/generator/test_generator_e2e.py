"""End to end: write specs into a project, run `passgen build`, import and run the result."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from paths import ROOT
from projects import project_at, pyproject

from passgen.cli import main
from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline_into, print_pipeline
from passgen.runtime.registry import PassRegistry

SPEC = """\
group: Demo
summary: Demo passes
option_sets:
  limits:
    - name: limit
      argument: limit
      type: uint
      default: 100
      description: Stop after this many ops
passes:
  - name: CountOps
    argument: count-ops
    summary: Count "ops" per function
    description: |
      Counts ops.
      A second line with a \\ backslash and a ''' quote.
    anchor: func.func
    dependent_dialects: [arith]
    include_options: [limits]
    options:
      - name: names
        argument: names
        type: list[str]
      - name: mode
        argument: mode
        type: enum
        default: all
        values: {all: every op, pure: only pure ops}
    statistics:
      - name: num_ops
        display_name: num-ops
        description: Number of ops seen
    implementation: demo_impl:CountOps
  - name: OldPass
    argument: old-pass
    deprecated: use count-ops
"""

IMPLEMENTATION = """\
from demo_gen.demo import CountOpsBase


class CountOps(CountOpsBase):
    def run_on_operation(self):
        self.mark_all_analyses_preserved()
        for op in self.get_operation().walk():
            if op is not self.get_operation() and self.num_ops.value < self.limit:
                self.num_ops += 1
"""

PYPROJECT = pyproject("specs/*.yaml", "demo_gen")

MODULE = (
    '"builtin.module"() ({\n'
    '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n'
    '    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32\n'
    '    "func.return"() : () -> ()\n  }) : () -> ()\n'
    "}) : () -> ()\n"
)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    files = {"specs/demo.yaml": SPEC, "pyproject.toml": PYPROJECT, "demo_impl.py": IMPLEMENTATION}
    with project_at(tmp_path, monkeypatch, files, ("demo_gen", "demo_impl")) as root:
        yield root


def build(*args: str) -> int:
    return main(["build", *args])


def test_build_import_register_parse_run_and_read_statistics(project: Path) -> None:
    assert build() == 0
    registration = importlib.import_module("demo_gen.demo_registration")
    registry = PassRegistry()
    registration.register_demo_passes(registry)
    assert "demo_impl" not in sys.modules  # registering reads metadata only
    assert [info.argument for info in registry.list_passes()] == ["count-ops", "old-pass"]

    context = Context()
    module = parse_source(MODULE, context)
    pm = PassManager(context)
    parse_pass_pipeline_into(pm, "func.func(count-ops{limit=2 names=a,b mode=pure})", registry)
    assert "demo_impl" in sys.modules
    assert print_pipeline(pm) == (
        "builtin.module(func.func(count-ops{limit=2 mode=pure names={a,b}}))"
    )
    assert pm.run(module)
    (adaptor,) = pm.passes
    counted = adaptor.managers[0].passes[0]  # type: ignore[attr-defined]
    assert type(counted).__name__ == "CountOps"
    assert counted.num_ops.value == 2  # limited by the option
    assert counted.names == ["a", "b"] and counted.mode == "pure"
    assert "arith" in context.loaded_dialects


def test_runtime_metadata_equals_the_spec(project: Path) -> None:
    assert build() == 0
    base = importlib.import_module("demo_gen.demo").CountOpsBase
    assert (base.argument, base.name, base.anchor, base.interface) == (
        "count-ops",
        "CountOps",
        "func.func",
        None,
    )
    assert base.summary == 'Count "ops" per function'
    assert base.description == "Counts ops.\nA second line with a \\ backslash and a ''' quote.\n"
    assert base.dependent_dialects == ("arith",)
    options = {o.argument: o for o in base.options()}
    assert list(options) == ["limit", "names", "mode"]
    assert (options["limit"].type.name, options["limit"].default) == ("uint", 100)
    assert options["names"].is_list and options["names"].default == []
    assert options["mode"].type.values == {"all": "every op", "pure": "only pure ops"}
    (statistic,) = base.statistics()
    assert (statistic.name, statistic.display_name, statistic.description) == (
        "num_ops",
        "num-ops",
        "Number of ops seen",
    )
    instance = base()
    assert instance.limit == 100 and instance.mode == "all"  # defaults until set


def test_create_functions_import_lazily_warn_on_deprecation_and_explain_missing_ones(
    project: Path,
) -> None:
    assert build() == 0
    passes = importlib.import_module("demo_gen.demo")
    created = passes.create_count_ops(limit=5)
    assert created.limit == 5 and isinstance(created, Pass)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(NotImplementedError, match="subclass OldPassBase"):
            passes.create_old_pass()
    assert "deprecated: use count-ops" in str(caught[0].message)


def test_a_user_factory_replaces_the_implementation(project: Path) -> None:
    assert build() == 0
    passes = importlib.import_module("demo_gen.demo")
    registration = importlib.import_module("demo_gen.demo_registration")

    class Mine(passes.OldPassBase):  # type: ignore[name-defined]
        def run_on_operation(self) -> None:
            self.mark_all_analyses_preserved()

    registry = PassRegistry()
    registration.register_old_pass(Mine, registry=registry)
    assert isinstance(registry.create_pass("old-pass"), Mine)


def test_rebuild_writes_only_changes_and_removes_files_whose_spec_is_gone(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert build() == 0
    first = {p: p.stat().st_mtime_ns for p in (project / "demo_gen").iterdir()}
    capsys.readouterr()
    assert build() == 0
    assert capsys.readouterr().out == "passgen: up to date\n"
    assert {p: p.stat().st_mtime_ns for p in (project / "demo_gen").iterdir()} == first

    (project / "specs" / "more.yaml").write_text(
        "group: More\npasses:\n  - name: Extra\n    argument: extra\n"
    )
    assert build() == 0
    assert (project / "demo_gen" / "more.py").exists()
    (project / "specs" / "more.yaml").unlink()
    (project / "demo_gen" / "handwritten.py").write_text("# mine\n")
    assert build() == 0
    out = capsys.readouterr().out
    assert "removed demo_gen/more.py" in out and "removed demo_gen/more_registration.py" in out
    assert (project / "demo_gen" / "handwritten.py").exists()  # not generated: kept


def test_check_reports_stale_files_with_a_diff_and_writes_nothing(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert build("--check") == 1
    assert not (project / "demo_gen").exists()
    assert build() == 0
    assert build("--check") == 0
    spec = project / "specs" / "demo.yaml"
    spec.write_text(spec.read_text().replace("Demo passes", "Demo passes, edited"))
    before = (project / "docs" / "Passes.md").read_text()
    capsys.readouterr()
    assert build("--check", "--diff") == 1
    captured = capsys.readouterr()
    assert "--- a/docs/Passes.md\n+++ b/docs/Passes.md\n" in captured.out
    assert "+- [Demo](#demo): Demo passes, edited" in captured.out
    assert "passgen: stale: docs/Passes.md" in captured.err
    assert (project / "docs" / "Passes.md").read_text() == before


def test_a_failed_write_leaves_every_file_as_it_was(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert build() == 0
    snapshot = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()}
    spec = project / "specs" / "demo.yaml"
    spec.write_text(spec.read_text().replace('Count "ops"', "Tally"))
    snapshot[spec] = spec.read_bytes()
    import passgen.build.writer as writer

    real_replace = writer.os.replace
    calls = []

    def failing_replace(src: str, dst: str) -> None:
        calls.append(dst)
        if len(calls) == 1:  # the commit point: the journal's rename
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(writer.os, "replace", failing_replace)
    assert build() == 2
    assert len(calls) == 1
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == snapshot


def test_user_templates_override_packaged_ones(project: Path) -> None:
    (project / "tpl").mkdir()
    (project / "tpl" / "Passes.md.j2").write_text(
        "{% for g in groups %}{% for p in g.passes %}* {{ p.argument }}\n{% endfor %}{% endfor %}"
    )
    with (project / "pyproject.toml").open("a") as handle:
        handle.write('templates = "tpl"\n')
    assert build() == 0
    assert (project / "docs" / "Passes.md").read_text() == "* count-ops\n* old-pass\n"
    assert (project / "demo_gen" / "demo.py").read_text().startswith("# Generated by passgen")


def test_build_finds_the_nearest_pyproject_from_a_subdirectory(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(project / "specs")
    assert build() == 0
    assert (project / "demo_gen" / "__init__.py").exists()


def test_schema_is_json_schema_of_the_format(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["required"] == ["group"]
    option = schema["$defs"]["OptionSpec"]["properties"]
    assert "list[int]" in option["type"]["enum"]
    assert schema["$defs"]["PassSpec"]["additionalProperties"] is False


def test_repo_generated_files_are_fresh() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "passgen.cli", "build", "--check", "--diff"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, textwrap.indent(result.stdout + result.stderr, "  ")


def test_committed_schema_matches_passgen_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    committed = ROOT / "docs" / "spec.schema.json"
    assert capsys.readouterr().out == committed.read_text(), (
        "run: passgen schema > docs/spec.schema.json"
    )
