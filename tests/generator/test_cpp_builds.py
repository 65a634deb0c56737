"""`cpp = "DIR"` and `capi = "DIR"` in `passgen build`: each group's mlir-tblgen outputs,
with what every build guarantees (all files or none, incremental equals clean, `--check`
and `--diff`, stale files removed, hand-written ones refused, located errors)."""

from __future__ import annotations

import errno
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from cpp_records import Case, cases, cpp_writable, distinct
from fuzz.builds import (
    HAND_WRITTEN,
    FaultyOs,
    build_in_process,
    build_with_faults,
    failing_case,
    outputs,
)
from fuzz.tally import Tally
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from paths import ROOT
from profiles import examples
from projects import config_error, pyproject, write_project

from passgen.build.render import environment
from passgen.checks.load import load_specs
from passgen.cpp.model import MissingCppFacts, cpp_group
from passgen.cpp.render import CAPI_HEADER, CAPI_IMPL, DECLS, render
from passgen.support.diagnostics import Problem

CPP_KEYS = 'cpp = "include/decls"\ncapi = "include/capi"\n'
PYPROJECT = pyproject() + CPP_KEYS
MLIR_SPECS = ROOT / "specs" / "mlir"
Specs = dict[str, str]  # spec file name -> YAML text


def project(root: Path, specs: Specs, pyproject: str = PYPROJECT) -> Path:
    """A project configured with `pyproject`, holding `specs` and a hand-written module."""
    write_project(root, specs, pyproject, files=dict([HAND_WRITTEN]))
    return root


def write_specs(root: Path, specs: Specs) -> None:
    for path in (root / "specs").glob("*.yaml"):
        path.unlink()
    for name, text in specs.items():
        (root / "specs" / name).write_text(text, encoding="utf-8")


def upstream(*names: str) -> Specs:
    return {f"{n}.yaml": (MLIR_SPECS / f"{n}.yaml").read_text(encoding="utf-8") for n in names}


def cpp_outputs(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted((root / "include").rglob("*"))
        if p.is_file()
    }


def expected_cpp(root: Path, spec: str, module: str) -> dict[str, str]:
    """What cpp_render makes of `spec`, at the paths a build writes it."""
    [loaded] = load_specs([(Path(spec), root / "specs" / spec)])
    group, env = cpp_group(loaded), environment()
    return {
        f"include/decls/{module}.h.inc": render(env, DECLS, group),
        f"include/capi/{module}.capi.h.inc": render(env, CAPI_HEADER, group),
        f"include/capi/{module}.capi.cpp.inc": render(env, CAPI_IMPL, group),
    }


def test_each_group_gets_its_declarations_and_c_api(tmp_path: Path) -> None:
    root = project(tmp_path, upstream("affine", "ml_program"))
    assert build_in_process(root) == (0, "")
    assert cpp_outputs(root) == {
        **expected_cpp(root, "affine.yaml", "affine"),
        **expected_cpp(root, "ml_program.yaml", "ml_program"),
    }
    assert "inline void registerAffinePasses() {" in cpp_outputs(root)["include/decls/affine.h.inc"]


def test_named_builds_take_the_keys_too(tmp_path: Path) -> None:
    pyproject = (
        '[tool.passgen]\nspecs = []\noutput = "gen"\npackage = "gen"\n\n'
        '[tool.passgen.builds.upstream]\nspecs = ["specs"]\noutput = "up"\npackage = "up"\n'
        'docs = ""\ncpp = "include/decls"\n'
    )
    root = project(tmp_path, upstream("ml_program"), pyproject)
    assert build_in_process(root) == (0, "")
    assert cpp_outputs(root) == {
        "include/decls/ml_program.h.inc": expected_cpp(root, "ml_program.yaml", "ml_program")[
            "include/decls/ml_program.h.inc"
        ]
    }


def test_check_fails_on_a_hand_edited_header_and_diff_shows_the_edit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from passgen.cli import main

    root = project(tmp_path, upstream("ml_program"))
    assert build_in_process(root)[0] == 0
    header = root / "include" / "decls" / "ml_program.h.inc"
    header.write_text(header.read_text().replace("registerMLProgramPasses", "registerMine"))
    capsys.readouterr()
    assert main(["build", "--config", str(root / "pyproject.toml"), "--check", "--diff"]) == 1
    out, err = capsys.readouterr()
    assert err == (
        "passgen: stale: include/decls/ml_program.h.inc\n"
        "passgen: generated files are stale; run `passgen build`\n"
    )
    assert out.startswith(
        "--- a/include/decls/ml_program.h.inc\n+++ b/include/decls/ml_program.h.inc\n"
    )
    assert "-inline void registerMine() {\n+inline void registerMLProgramPasses() {\n" in out
    assert build_in_process(root)[0] == 0
    assert build_in_process(root, "--check") == (0, "")


def test_a_removed_group_takes_its_cpp_files_along(tmp_path: Path) -> None:
    root = project(tmp_path, upstream("affine", "ml_program"))
    assert build_in_process(root)[0] == 0
    write_specs(root, upstream("ml_program"))
    assert build_in_process(root)[0] == 0
    assert sorted(cpp_outputs(root)) == [
        "include/capi/ml_program.capi.cpp.inc",
        "include/capi/ml_program.capi.h.inc",
        "include/decls/ml_program.h.inc",
    ]


def test_mlir_tblgens_files_are_overwritten_but_never_deleted(tmp_path: Path) -> None:
    """A file with mlir-tblgen's mark at an output path is regenerated; one elsewhere in the
    folder (not written by passgen: mlir-tblgen's own) stays, though no group makes it."""
    root = project(tmp_path, upstream("ml_program"))
    (root / "include" / "decls").mkdir(parents=True)
    theirs = "/* Autogenerated by mlir-tblgen; don't manually edit */\n// theirs\n"
    (root / "include" / "decls" / "ml_program.h.inc").write_text(theirs)
    (root / "include" / "decls" / "Passes.h.inc").write_text(theirs)
    assert build_in_process(root)[0] == 0
    assert cpp_outputs(root)["include/decls/ml_program.h.inc"] != theirs
    assert cpp_outputs(root)["include/decls/Passes.h.inc"] == theirs


def test_a_hand_written_file_at_an_output_path_is_refused(tmp_path: Path) -> None:
    root = project(tmp_path, upstream("ml_program"))
    (root / "include" / "capi").mkdir(parents=True)
    (root / "include" / "capi" / "ml_program.capi.h.inc").write_text("// mine\n")
    code, err = build_in_process(root)
    assert (code, err.splitlines()[0]) == (
        2,
        (
            "include/capi/ml_program.capi.h.inc:1:1: error: include/capi/ml_program.capi.h.inc was "
            "not generated by passgen (it does not start with passgen's generated mark) and passgen "
            "never overwrites a file it did not write: move it away, or configure another output path"
        ),
    )
    assert cpp_outputs(root) == {"include/capi/ml_program.capi.h.inc": "// mine\n"}
    assert not (root / "gen" / "ml_program.py").exists()


# Anchored on an op of the project's own dialect `my`, without C++ facts.
MINE = "group: {0}\npasses:\n  - name: {0}Pass\n    argument: {1}-pass\n    anchor: my.thing\n"


def test_passes_without_cpp_facts_are_located_errors_and_nothing_is_written(tmp_path: Path) -> None:
    root = project(tmp_path, upstream("ml_program"), PYPROJECT + 'dialects = ["my"]\n')
    assert build_in_process(root)[0] == 0
    before = outputs(root)
    write_specs(
        root,
        {
            **upstream("ml_program"),
            "mine.yaml": MINE.format("Mine", "mine"),
            "more.yaml": MINE.format("More", "more"),
        },
    )
    problems = []
    for name in ("mine.yaml", "more.yaml"):  # in file order
        [loaded] = load_specs([(Path("specs") / name, root / "specs" / name)])
        with pytest.raises(MissingCppFacts) as raised:
            cpp_group(loaded)
        position = loaded.document.position(raised.value.where)
        problems.append(Problem(position, str(raised.value)).render(loaded.document.lines))
    assert build_in_process(root) == (2, "\n".join(problems) + "\n2 errors generated.\n")
    assert outputs(root) == before


@pytest.mark.slow
def test_a_failing_file_operation_leaves_old_or_new_outputs(tmp_path: Path) -> None:
    """Each file operation of a build that rewrites and removes C++ files fails in turn."""
    old, new = upstream("affine", "ml_program"), upstream("ml_program", "math")
    clean = {}
    for label, specs in (("old", old), ("new", new)):
        assert build_in_process(project(tmp_path / label, specs))[0] == 0
        clean[label] = outputs(tmp_path / label)
    template = project(tmp_path / "template", old)
    assert build_in_process(template)[0] == 0
    write_specs(template, new)
    counter = FaultyOs()
    build_with_faults(Path(shutil.copytree(template, tmp_path / "probe")), counter)
    assert counter.calls > 20
    tally = Tally("failing writes")
    for fail_at in range(1, counter.calls + 1):
        root = Path(shutil.copytree(template, tmp_path / f"case{fail_at}"))
        failing_case(root, clean["old"], clean["new"], fail_at, errno.ENOSPC, tally)
    tally.assert_clean()


def _changed(case: Case) -> Case:
    """The case with another C++ name and C API prefix (the same: the C API calls
    `register<prefix>Passes()`)."""
    return replace(case, name=f"{case.group}Changed", prefix=f"{case.group}Changed")


@settings(
    max_examples=examples(8),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    pool=st.lists(
        cases().filter(lambda c: cpp_writable(c) and not c.group.endswith("Changed")),
        min_size=2,
        max_size=4,
    ).filter(distinct),
    steps=st.lists(
        st.dictionaries(st.integers(0, 3), st.booleans(), min_size=1), min_size=2, max_size=5
    ),
)
def test_incremental_build_equals_clean_build(
    tmp_path_factory: pytest.TempPathFactory, pool: list[Case], steps: list[dict[int, bool]]
) -> None:
    """Each step builds some groups of `pool` (a spec per group, kept, added, removed, or
    changed: another C++ name and C API prefix); every build leaves the bytes a build from
    scratch writes, and `--check` agrees."""
    work = project(tmp_path_factory.mktemp("incremental"), {})
    for step, chosen in enumerate(steps):
        specs = {
            f"s{index % len(pool)}.yaml": _changed(pool[index % len(pool)]).spec_yaml()
            if changed
            else pool[index % len(pool)].spec_yaml()
            for index, changed in chosen.items()
        }
        write_specs(work, specs)
        clean = project(tmp_path_factory.mktemp(f"clean{step}"), specs)
        assert build_in_process(work)[0] == build_in_process(clean)[0] == 0
        assert outputs(work) == outputs(clean)
        assert build_in_process(work, "--check") == (0, "")


@pytest.mark.parametrize(
    "settings_, message",
    [
        ("cpp = 3", "3:1: error: 'cpp' must be a string\ncpp = 3\n^"),
        (
            'capi = "gen/c"',
            "3:1: error: 'capi' = 'gen/c' is inside its own output (the generated "
            'package)\ncapi = "gen/c"\n^',
        ),
        (
            'cpp = "inc"\n\n[tool.passgen.builds.b]\noutput = "b"\ndocs = ""\ncapi = "inc"',
            "8:1: error: [tool.passgen.builds.b] and [tool.passgen] share a C++ output folder: each run "
            'would delete the other\'s files\ncapi = "inc"\n^',
        ),
        (
            'cpp = "x\\u0000"',
            "3:1: error: 'cpp' holds a NUL character, which no path can\ncpp = \"x\\u0000\"\n^",
        ),
    ],
)
def test_bad_cpp_folders_are_located_errors(tmp_path: Path, settings_: str, message: str) -> None:
    pyproject = f'[tool.passgen]\noutput = "gen"\n{settings_}\n'
    assert config_error(tmp_path, pyproject) == f"<root>/pyproject.toml:{message}"


def test_cpp_and_capi_may_share_a_folder(tmp_path: Path) -> None:
    root = project(
        tmp_path,
        upstream("ml_program"),
        PYPROJECT.replace(CPP_KEYS, 'cpp = "include"\ncapi = "include"\n'),
    )
    assert build_in_process(root)[0] == 0
    assert sorted(cpp_outputs(root)) == [
        "include/ml_program.capi.cpp.inc",
        "include/ml_program.capi.h.inc",
        "include/ml_program.h.inc",
    ]
    write_specs(root, upstream("math"))
    assert build_in_process(root)[0] == 0
    assert sorted(cpp_outputs(root)) == [
        "include/math.capi.cpp.inc",
        "include/math.capi.h.inc",
        "include/math.h.inc",
    ]
