"""File hygiene of builds: modes follow the umask (or the replaced file's mode), and the
caches are optional: a cache folder that cannot be written costs time, never a build; the
compiled templates are never read from the project, which a repository may fill."""

from __future__ import annotations

import errno
import os
import pickle
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fuzz.builds import CleanBuilds, base_specs, build_in_process, new_project, outputs, strays


@pytest.fixture
def umask() -> Iterator[Callable[[int], None]]:
    """Set the process umask for the test; the old one comes back after it."""
    old = os.umask(0o022)

    def set_umask(value: int) -> None:
        os.umask(value)

    yield set_umask
    os.umask(old)


def _modes(root: Path) -> dict[str, int]:
    return {
        p.relative_to(root).as_posix(): stat.S_IMODE(p.stat().st_mode)
        for folder in ("gen", "docs")
        for p in [root / folder, *(root / folder).rglob("*")]
        if p.name != "handwritten.py"
    }


@pytest.mark.parametrize(
    "mask, file_mode, folder_mode",
    [(0o022, 0o644, 0o755), (0o027, 0o640, 0o750), (0o002, 0o664, 0o775), (0o077, 0o600, 0o700)],
)
def test_new_outputs_get_the_modes_a_plain_write_gives(
    tmp_path: Path, umask: Callable[[int], None], mask: int, file_mode: int, folder_mode: int
) -> None:
    umask(mask)
    root = new_project(tmp_path / "project", base_specs("v", 2))
    (root / "gen" / "handwritten.py").unlink()
    (root / "gen").rmdir()
    assert build_in_process(root)[0] == 0
    modes = _modes(root)
    assert modes.pop("gen") == modes.pop("docs") == folder_mode
    assert set(modes.values()) == {file_mode} and len(modes) == 6


def test_a_replaced_output_keeps_its_mode(tmp_path: Path, umask: Callable[[int], None]) -> None:
    umask(0o022)
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root)[0] == 0
    (root / "gen" / "g0.py").chmod(0o640)
    (root / "docs" / "Passes.md").chmod(0o600)
    (root / "specs" / "s00.yaml").write_text(base_specs("w", 1)["s00.yaml"])
    code, _ = build_in_process(root)
    assert code == 0 and "First w" in (root / "gen" / "g0.py").read_text()
    modes = _modes(root)
    assert (modes["gen/g0.py"], modes["docs/Passes.md"], modes["gen/g1.py"]) == (
        0o640,
        0o600,
        0o644,
    )


def _file_in_place(cache: Path) -> None:
    cache.write_text("not a folder")


def _entries_in_the_way(cache: Path) -> None:
    cache.mkdir()
    (cache / "build.json").mkdir()
    (cache / "lock.pid").mkdir()
    (cache / "templates").write_text("not a folder")


def _mode(mode: int) -> Callable[[Path], None]:
    def make(cache: Path) -> None:
        cache.mkdir()
        cache.chmod(mode)

    return make


@pytest.mark.parametrize(
    "spoil",
    [
        _file_in_place,
        _entries_in_the_way,
        pytest.param(
            _mode(0o555),
            marks=pytest.mark.skipif(
                os.geteuid() == 0, reason="root writes into read-only folders"
            ),
        ),
        pytest.param(
            _mode(0o000),
            marks=pytest.mark.skipif(
                os.geteuid() == 0, reason="root reads and writes folders with mode 000"
            ),
        ),
    ],
    ids=["a file in its place", "entries in the way", "read-only", "mode 000"],
)
def test_an_unwritable_cache_does_not_fail_the_build(
    tmp_path: Path, spoil: Callable[[Path], None]
) -> None:
    (tmp_path / "clean").mkdir()
    clean = CleanBuilds(tmp_path / "clean")
    root = new_project(tmp_path / "project", base_specs("v", 3))
    cache = root / ".passgen-cache"
    spoil(cache)
    try:
        assert build_in_process(root) == (0, "")
        assert outputs(root) == clean(base_specs("v", 3))
        (root / "specs" / "s01.yaml").write_text(base_specs("w", 2)["s01.yaml"])
        assert build_in_process(root) == (0, "")
        assert build_in_process(root, "--check") == (0, "")
        assert outputs(root) == clean(
            {**base_specs("v", 3), "s01.yaml": base_specs("w", 2)["s01.yaml"]}
        )
        assert strays(root) == []
    finally:
        if cache.is_dir():
            cache.chmod(0o755)


def _failing_cache_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write into a template cache fails, as in a folder the user cannot write (which
    the tests, run as root, cannot make)."""
    import jinja2.bccache

    def refuse(*args: object, dir: str = "", **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", dir)

    monkeypatch.setattr(jinja2.bccache.tempfile, "NamedTemporaryFile", refuse)


@pytest.mark.parametrize("user_cache", ["writable folder", "not a folder"])
def test_a_template_cache_that_cannot_be_written_does_not_fail_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, user_cache: str
) -> None:
    """The compiled templates' cache is optional: the user's (or, before, the project's
    `.passgen-cache/templates`) failing to take an entry costs time, never the build."""
    xdg = tmp_path / "xdg"
    if user_cache == "writable folder":
        xdg.mkdir()
    else:
        xdg.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(xdg))
    _failing_cache_writes(monkeypatch)
    (tmp_path / "clean").mkdir()
    root = new_project(tmp_path / "project", base_specs("v", 2))
    (root / ".passgen-cache" / "templates").mkdir(parents=True)
    assert build_in_process(root) == (0, "")
    assert outputs(root) == CleanBuilds(tmp_path / "clean")(base_specs("v", 2))


class _Payload:
    """Creates `marker` when unpickled."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return open, (str(self.marker), "w")


def test_compiled_templates_a_project_carries_are_never_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Jinja reads a cache entry's header with `pickle`: a `.passgen-cache/templates` that a
    repository carries ran code on `passgen build` when the user's cache was not writable."""
    import jinja2.bccache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "not a folder"))
    (tmp_path / "not a folder").write_text("")
    root = new_project(tmp_path / "project", base_specs("v", 2))
    cache = root / ".passgen-cache" / "templates"
    cache.mkdir(parents=True)
    marker = tmp_path / "marker"
    keys = jinja2.bccache.BytecodeCache()
    for name in ("passes.py.j2", "registration.py.j2", "package_init.py.j2", "Passes.md.j2"):
        entry = cache / f"__jinja2_{keys.get_cache_key(name, f'passgen.templates:{name}')}.cache"
        entry.write_bytes(jinja2.bccache.bc_magic + pickle.dumps(_Payload(marker)))
    assert build_in_process(root)[0] == 0
    assert not marker.exists()
