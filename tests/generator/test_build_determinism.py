"""Build outputs are byte-identical whatever the environment: `passgen build` runs as a
subprocess under a baseline, then with one axis changed at a time (hash seed, locale,
time zone, umask, the project's location, a warm cache), and every output must have the
baseline's bytes, and the baseline's modes (the umask's under another umask)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from projects import pyproject, write_project

PYPROJECT = pyproject("specs/*.yaml", build=("mlir", "mlir_specs"))
SPEC = """\
group: Unicode{n}
summary: İstanbul ıİiI ß Σς ﬁ 漢字 🙂 {n}
passes:
  - name: Turkish{n}
    argument: turkish-{n}
    summary: Lower İ and I, upper ı and i; 1,5 and 1.5; 2024-01-01T00:00:00
    description: |
      Ça va? Grüße. Καλημέρα. 12:30 Uhr, 3 Mär 2024.
    options:
      - {{name: ratio, argument: ratio, type: float, default: 1.5, description: Décimal}}
      - {{name: mode, argument: mode, type: enum, default: iki, values: {{bir: Bir, iki: İki, uc: Üç}}}}
    statistics:
      - {{name: count, display_name: count, description: Sayılan şeyler}}
  - name: Other{n}
    argument: other-{n}
"""
BASELINE = {"PYTHONHASHSEED": "0", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "UTC"}
Snapshot = dict[str, tuple[bytes, int]]


def _project(root: Path) -> Path:
    specs = {f"s{n}.yaml": SPEC.format(n=n) for n in range(3)}
    write_project(root, specs, PYPROJECT, files={"mlir_specs/m.yaml": SPEC.format(n=9)})
    return root


def _build(root: Path, env: dict[str, str], umask: int = 0o022) -> Snapshot:
    """Run `passgen build` in `root` under `env` and `umask`: every output's bytes and mode."""
    full = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHON"))}
    result = subprocess.run(
        [sys.executable, "-m", "passgen.cli", "build"],
        cwd=root,
        env={**full, **env},
        umask=umask,
        capture_output=True,
    )
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr
    return {
        p.relative_to(root).as_posix(): (p.read_bytes(), stat.S_IMODE(p.stat().st_mode))
        for folder in ("gen", "mlir_gen", "docs")
        for p in sorted((root / folder).rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def locales(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """The locales to try: C, and Turkish (UTF-8) and a Latin-1 one where the system has them
    or `localedef` can make them (into a LOCPATH folder)."""
    found: dict[str, dict[str, str]] = {"C": {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0"}}
    installed = (
        subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
        if shutil.which("locale")
        else []
    )
    folder = tmp_path_factory.mktemp("locales")
    for name, source, charmap in [
        ("tr_TR.UTF-8", "tr_TR", "UTF-8"),
        ("en_US.ISO-8859-1", "en_US", "ISO-8859-1"),
    ]:
        if name.lower().replace("-", "") in (n.lower().replace("-", "") for n in installed):
            found[name] = {"LC_ALL": name, "LANG": name}
        elif (
            shutil.which("localedef")
            and subprocess.run(
                ["localedef", "-i", source, "-f", charmap, str(folder / name)], capture_output=True
            ).returncode
            in (0, 1)
            and (folder / name).is_dir()
        ):
            found[name] = {"LC_ALL": name, "LANG": name, "LOCPATH": str(folder)}
    return found


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Snapshot:
    return _build(_project(tmp_path_factory.mktemp("baseline")), BASELINE)


@pytest.mark.parametrize(
    "axis, value",
    [
        ("PYTHONHASHSEED", "1"),
        ("PYTHONHASHSEED", "random"),
        ("TZ", "Asia/Kathmandu"),
        ("TZ", "America/St_Johns"),
    ],
)
def test_the_environment_does_not_change_outputs(
    tmp_path: Path, baseline: Snapshot, axis: str, value: str
) -> None:
    assert _build(_project(tmp_path), {**BASELINE, axis: value}) == baseline


@pytest.mark.parametrize("name", ["C", "tr_TR.UTF-8", "en_US.ISO-8859-1"])
def test_the_locale_does_not_change_outputs(
    tmp_path: Path, baseline: Snapshot, locales: dict[str, dict[str, str]], name: str
) -> None:
    if name not in locales:
        pytest.skip(f"the locale {name} is not installed and localedef cannot make it")
    assert _build(_project(tmp_path), {**BASELINE, **locales[name]}) == baseline


def test_the_umask_changes_modes_only(tmp_path: Path, baseline: Snapshot) -> None:
    built = _build(_project(tmp_path), BASELINE, umask=0o077)
    assert built == {path: (data, 0o600) for path, (data, _) in baseline.items()}
    assert {mode for _, mode in baseline.values()} == {0o644}


def test_the_projects_location_does_not_change_outputs(tmp_path: Path, baseline: Snapshot) -> None:
    assert _build(_project(tmp_path / "a folder with spaces" / "ünï 漢字"), BASELINE) == baseline


def test_a_warm_cache_does_not_change_outputs(tmp_path: Path, baseline: Snapshot) -> None:
    """Build other specs first (filling the cache), then the baseline's: an incremental build."""
    root = _project(tmp_path)
    spec = root / "specs" / "s1.yaml"
    spec.write_text(SPEC.format(n=7), encoding="utf-8")
    (root / "specs" / "s2.yaml").unlink()
    _build(root, BASELINE)
    spec.write_text(SPEC.format(n=1), encoding="utf-8")
    (root / "specs" / "s2.yaml").write_text(SPEC.format(n=2), encoding="utf-8")
    assert _build(root, BASELINE) == baseline
    assert _build(root, BASELINE) == baseline  # and a no-op build
