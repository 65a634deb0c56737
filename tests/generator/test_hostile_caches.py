"""The build cache (`.passgen-cache/`) and the files at output paths are read as hostile
input: a repository or an archive may carry any of them. A cache counts only when this
user's passgen signed it, so none that a repository carries can make a
build overwrite or delete a file, skip work or change what a spec says; a file at an output
path is read only when it is a regular file of bounded size, so none can hang a build or
exhaust its memory."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path
from typing import Any

import pytest
import yaml
from fuzz.builds import (
    CleanBuilds,
    base_specs,
    build_in_process,
    new_project,
    outputs,
    run_bounded,
)

from passgen.build.cache import BuildCache, digest
from passgen.build.config import load_config
from passgen.support import user_cache


@pytest.fixture(autouse=True)
def own_user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user cache folder (and so a key) of the test's own."""
    folder = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder


def _current(root: Path) -> BuildCache:
    """The input digests a build of `root` computes (a forger can compute them too)."""
    config = load_config(root / "pyproject.toml")
    return BuildCache.current(config, config.spec_files())


def _carry(root: Path, data: dict[str, Any], kind: str = "") -> None:
    """A cache file as a repository may carry it: JSON, as passgen wrote it before signing."""
    folder = root / ".passgen-cache"
    folder.mkdir(exist_ok=True)
    (folder / f"build{kind}.json").write_text(json.dumps(data), encoding="utf-8")


def _carried_build(root: Path, outputs: dict[str, str], *, fresh: bool = False) -> None:
    """A carried `build.json` saying the last build wrote `outputs` (path -> digest); with
    `fresh`, with the current inputs' digests, so that the build would do nothing."""
    current = _current(root)
    _carry(
        root,
        {
            "tool": current.tool if fresh else "",
            "specs": current.specs if fresh else {},
            "outputs": outputs,
            "group_outputs": {},
            "warned": False,
        },
    )


def test_a_carried_cache_cannot_make_a_build_overwrite_a_hand_written_file(
    tmp_path: Path,
) -> None:
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root)[0] == 0
    mine = b"# my own module\n"
    (root / "gen" / "g0.py").write_bytes(mine)
    (root / "specs" / "s00.yaml").write_text(base_specs("w", 1)["s00.yaml"])
    _carried_build(root, {"gen/g0.py": digest(mine)})
    code, err = build_in_process(root)
    assert code == 2 and err.startswith("gen/g0.py:1:1: error: gen/g0.py was not generated")
    assert (root / "gen" / "g0.py").read_bytes() == mine


def test_a_carried_cache_cannot_make_a_build_delete_a_hand_written_file(tmp_path: Path) -> None:
    """Stale C++ outputs are deleted when the last build wrote them (their mark is
    mlir-tblgen's, which hand-written files carry too): the cache says which."""
    root = new_project(tmp_path / "project", base_specs("v", 1))
    with (root / "pyproject.toml").open("a") as handle:
        handle.write('cpp = "include"\n')
    mine = root / "include" / "mine.h.inc"
    mine.parent.mkdir()
    mine.write_bytes(b"// my own declarations\n")
    _carried_build(root, {"include/mine.h.inc": digest(mine.read_bytes())})
    assert build_in_process(root) == (0, "")
    assert mine.read_bytes() == b"// my own declarations\n"


def test_a_carried_cache_cannot_make_a_build_keep_outputs_its_specs_do_not_say(
    tmp_path: Path,
) -> None:
    (tmp_path / "clean").mkdir()
    clean = CleanBuilds(tmp_path / "clean")(base_specs("v", 2))
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root)[0] == 0
    module = root / "gen" / "g0.py"
    module.write_text(module.read_text() + "import os\nos.system('echo pwned')\n")
    _carried_build(root, {p: digest(data) for p, data in outputs(root).items()}, fresh=True)
    assert build_in_process(root) == (0, "")
    assert outputs(root) == clean


def test_carried_spec_data_never_replaces_what_a_spec_says(tmp_path: Path) -> None:
    (tmp_path / "clean").mkdir()
    clean = CleanBuilds(tmp_path / "clean")(base_specs("v", 2))
    root = new_project(tmp_path / "project", base_specs("v", 2))
    current = _current(root)
    forged = yaml.safe_load(base_specs("forged", 1)["s00.yaml"])
    _carry(
        root,
        {
            "tool": current.tool,
            "specs": {"specs/s00.yaml": [current.specs["specs/s00.yaml"], forged]},
        },
        "-specs",
    )
    assert build_in_process(root) == (0, "")
    assert outputs(root) == clean


def _outside_victim(tmp_path: Path) -> Path:
    victim = tmp_path / "outside" / "victim.txt"
    victim.parent.mkdir()
    victim.write_bytes(b"victim\n")
    return victim


def test_a_build_never_writes_its_cache_through_a_symbolic_link(tmp_path: Path) -> None:
    victim = _outside_victim(tmp_path)
    root = new_project(tmp_path / "project", base_specs("v", 2))
    (root / ".passgen-cache").mkdir()
    (root / ".passgen-cache" / "build.json").symlink_to(victim)
    (root / ".passgen-cache" / "build-specs.json").symlink_to(victim)
    assert build_in_process(root) == (0, "")
    assert victim.read_bytes() == b"victim\n"
    assert os.listdir(victim.parent) == ["victim.txt"]


def test_a_cache_folder_that_is_a_symbolic_link_is_not_written_into(tmp_path: Path) -> None:
    victim = _outside_victim(tmp_path)
    root = new_project(tmp_path / "project", base_specs("v", 2))
    (root / ".passgen-cache").symlink_to(victim.parent)
    assert build_in_process(root) == (0, "")
    assert os.listdir(victim.parent) == ["victim.txt"]


def _loaded(root: Path) -> BuildCache:
    return BuildCache.load(load_config(root / "pyproject.toml"))


def test_a_genuine_cache_counts_only_for_its_user_wherever_the_project_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root) == (0, "")
    assert _loaded(root).outputs
    copy = Path(shutil.copytree(root, tmp_path / "copy", symlinks=True))
    assert _loaded(copy).outputs == _loaded(root).outputs  # moved: still the user's
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "another user"))
    assert not _loaded(root).outputs  # another key
    cache = root / ".passgen-cache" / "build.json"
    signature, _, payload = cache.read_bytes().partition(b"\n")
    edited = payload.replace(b'"warned": false', b'"warned": true')
    cache.write_bytes(signature + b"\n" + edited)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert edited != payload and not _loaded(root).outputs  # edited after signing


def _key_shared(key: Path) -> None:
    key.chmod(0o644)


def _key_short(key: Path) -> None:
    key.write_bytes(b"short")


def _key_linked(key: Path) -> None:
    target = key.with_name("elsewhere")
    key.rename(target)
    key.symlink_to(target)


def _key_a_folder(key: Path) -> None:
    key.unlink()
    key.mkdir()


@pytest.mark.parametrize("spoil", [_key_shared, _key_short, _key_linked, _key_a_folder])
def test_a_key_that_is_not_the_users_alone_is_not_used(
    tmp_path: Path, own_user_cache: Path, spoil: Any
) -> None:
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root) == (0, "")
    key = own_user_cache / "passgen" / user_cache.KEY_FILE
    spoil(key)
    assert user_cache.key() is None
    assert not _loaded(root).outputs
    (root / "specs" / "s00.yaml").write_text(base_specs("w", 1)["s00.yaml"])
    assert build_in_process(root) == (0, "")  # no cache: slower, never wrong
    assert "First w" in (root / "gen" / "g0.py").read_text()


def test_the_key_is_made_for_the_user_alone(own_user_cache: Path) -> None:
    old = os.umask(0)
    try:
        made = user_cache.key()
    finally:
        os.umask(old)
    key = own_user_cache / "passgen" / user_cache.KEY_FILE
    assert made is not None and len(made) == user_cache.KEY_BYTES
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and key.read_bytes() == made
    assert user_cache.key() == made


def test_without_a_user_cache_folder_builds_keep_no_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "not a folder").write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "not a folder"))
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root) == (0, "")
    assert not (root / ".passgen-cache" / "build.json").exists()
    assert build_in_process(root) == (0, "")


# -- what output paths hold ---------------------------------------------------------------


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_to_a_marked_file_outside(path: Path) -> None:
    outside = path.parents[2] / "outside.py"
    outside.write_text("# Generated by passgen; do not edit.\n")
    path.symlink_to(outside)


@pytest.mark.parametrize(
    "plant, why",
    [
        (_dev_zero, "g0.py is a symbolic link, which passgen never writes"),
        (_fifo, "g0.py is not a regular file"),
        (_link_to_a_marked_file_outside, "g0.py is a symbolic link, which passgen never writes"),
    ],
    ids=["a link to /dev/zero", "a FIFO", "a link to a marked file outside"],
)
@pytest.mark.parametrize("cached", [True, False], ids=["built before", "first build"])
def test_an_output_path_holding_no_regular_file_is_refused(
    tmp_path: Path, plant: Any, why: str, cached: bool
) -> None:
    """Reading such a file hung the build (a FIFO) or exhausted its memory (/dev/zero),
    with or without a cache saying what the last build wrote there."""
    root = new_project(tmp_path / "project", base_specs("v", 2))
    if cached:
        assert build_in_process(root)[0] == 0
        (root / "gen" / "g0.py").unlink()
        (root / "specs" / "s00.yaml").write_text(base_specs("w", 1)["s00.yaml"])
    plant(root / "gen" / "g0.py")
    before = os.lstat(root / "gen" / "g0.py")
    assert run_bounded(root) == (
        2,
        f"gen/g0.py:1:1: error: gen/g0.py was not generated by passgen ({why}) and passgen "
        "never overwrites a file it did not write: move it away, or configure another output "
        "path\n",
    )
    after = os.lstat(root / "gen" / "g0.py")
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
