"""Fuzz campaigns for builds: all or nothing when killed, run at once, or failing to write.

- "killed builds": `passgen build` subprocesses rewriting ~45 files, SIGKILLed at random
  moments. After the kill every output must be all old or all new (a committed journal
  counts as new), `--check` must call an interrupted build stale, and the next build must
  finish with no temp files and the bytes of a clean build. A hand-written file in the
  output folder must survive everything.
- "concurrent builds": 2-4 builds started at once while the specs change; all succeed and
  the end state is the clean build of the last specs.
- "failing writes": in-process builds whose k-th file operation fails (ENOSPC, EFBIG,
  EROFS, EIO, EACCES), for random k.
"""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from unittest import mock

from projects import pyproject

from fuzz.tally import Outcome, Tally
from passgen.build import journal
from passgen.cli import main

PYPROJECT = pyproject("specs/*.yaml")
HAND_WRITTEN = ("gen/handwritten.py", b"# mine: passgen must not touch this\n")
SPEC_COUNT = 22  # 44 modules, __init__.py and Passes.md
_TEMP = re.compile(r"\.passgen-.*")  # temps, the journal and its temp
STAGED = re.compile(r"\.passgen-[^/\s]*\.tmp")  # a staged file's name, which users never see

Specs = dict[str, str]  # spec file name -> YAML text
Outputs = dict[str, bytes]  # path relative to the project -> bytes


def spec_text(index: int, tag: str) -> str:
    """A valid spec for group `G<index>` whose text depends on `tag`."""
    return (
        f"group: G{index}\nsummary: Group {index} {tag}\npasses:\n"
        f"  - name: P{index}A\n    argument: p{index}-a\n    summary: First {tag}\n"
        "    options:\n"
        f"      - {{name: level, argument: level, type: int, default: {len(tag)}}}\n"
        f"  - name: P{index}B\n    argument: p{index}-b\n    summary: Second {tag}\n"
    )


def base_specs(tag: str = "v0", count: int = SPEC_COUNT) -> Specs:
    return {f"s{i:02}.yaml": spec_text(i, tag) for i in range(count)}


def edit(rng: random.Random, specs: Specs, *, remove: bool = True) -> Specs:
    """`specs` after a random edit: all rewritten, some rewritten, some removed (when
    `remove`) or added."""
    tag = f"v{rng.randrange(10**6)}"
    kind = rng.choice(
        ["all", "all", "some", "add", *(["remove"] if remove and len(specs) > 1 else [])]
    )
    edited = dict(specs)
    names = sorted(specs)
    if kind == "all":
        return {name: spec_text(int(name[1:3]), tag) for name in names}
    if kind == "some":
        for name in rng.sample(names, rng.randint(1, len(names))):
            edited[name] = spec_text(int(name[1:3]), tag)
    elif kind == "remove":
        for name in rng.sample(names, rng.randint(1, len(names) - 1)):
            del edited[name]
    else:
        for index in range(SPEC_COUNT, SPEC_COUNT + rng.randint(1, 4)):
            edited[f"s{index:02}.yaml"] = spec_text(index, tag)
    return edited


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".writing")
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, path)


def write_specs(root: Path, specs: Specs) -> None:
    """Make `root/specs` hold exactly `specs`, each file replaced atomically."""
    for name, text in specs.items():
        _write_atomically(root / "specs" / name, text)
    for path in (root / "specs").glob("*.yaml"):
        if path.name not in specs:
            path.unlink()


def new_project(root: Path, specs: Specs) -> Path:
    """A project with `specs` and a hand-written file in its output folder (not yet built)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text(PYPROJECT, encoding="utf-8")
    write_specs(root, specs)
    (root / HAND_WRITTEN[0]).parent.mkdir(parents=True, exist_ok=True)
    (root / HAND_WRITTEN[0]).write_bytes(HAND_WRITTEN[1])
    return root


def build_in_process(root: Path, *flags: str) -> tuple[int, str]:
    """`passgen build` in this process: exit code and stderr."""
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(["build", "--config", str(root / "pyproject.toml"), *flags])
    return code, err.getvalue()


def outputs(root: Path) -> Outputs:
    """The generated files (temps, the journal and the hand-written file left out); C++
    outputs are in `include`."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for folder in ("gen", "docs", "include")
        if (root / folder).is_dir()
        for p in sorted((root / folder).rglob("*"))
        if p.is_file()
        and not _TEMP.fullmatch(p.name)
        and p.relative_to(root).as_posix() != HAND_WRITTEN[0]
    }


def strays(root: Path) -> list[str]:
    """Temp files and journals anywhere in the project (the cache folder aside)."""
    return sorted(
        p.relative_to(root).as_posix()
        for p in root.rglob(".passgen-*")
        if p.name != ".passgen-cache" and ".passgen-cache" not in p.parts
    )


def logical_outputs(root: Path) -> Outputs:
    """What the outputs are once a committed journal, if any, is finished: the state a
    killed build left, as the next build will see it."""
    state = outputs(root)
    path = root / journal.JOURNAL
    if not path.is_file():
        return state
    for target, new, _old in json.loads(path.read_text(encoding="utf-8"))["entries"]:
        staged = journal.temp_for(root / target)
        if new is None:
            state.pop(target, None)
        elif staged.is_file():
            state[target] = staged.read_bytes()
    return state


class CleanBuilds:
    """The outputs of a clean build of given specs, built once each in a scratch folder."""

    def __init__(self, scratch: Path) -> None:
        self.scratch = scratch
        self.known: dict[frozenset[tuple[str, str]], Outputs] = {}

    def __call__(self, specs: Specs) -> Outputs:
        key = frozenset(specs.items())
        if key not in self.known:
            root = Path(tempfile.mkdtemp(dir=self.scratch))
            code, err = build_in_process(new_project(root, specs))
            assert code == 0, err
            self.known[key] = outputs(root)
            shutil.rmtree(root)
        return self.known[key]


def _limited_memory() -> None:
    """A build's address space: 2 GiB, so that reading a file without end fails fast."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def passgen(root: Path, *args: str, bounded: bool = False) -> subprocess.Popen[str]:
    """`passgen build ARGS` on the project at `root`, as a subprocess (with `bounded`, in
    2 GiB of memory)."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "passgen.cli",
            "build",
            "--config",
            str(root / "pyproject.toml"),
            *args,
        ],
        cwd=root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_limited_memory if bounded else None,
    )


def run(root: Path, *args: str, timeout: float = 60) -> tuple[int, str]:
    proc = passgen(root, *args)
    _, err = proc.communicate(timeout=timeout)
    return proc.returncode, err


def run_bounded(root: Path, *args: str, timeout: float = 60) -> tuple[int, str] | None:
    """`passgen build ARGS` in 2 GiB of memory: exit code and stderr, None when it ran
    longer than `timeout` seconds (it was killed)."""
    proc = passgen(root, *args, bounded=True)
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return None
    return proc.returncode, err


@contextlib.contextmanager
def _campaign_folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="passgen-fuzz-builds-") as folder:
        yield Path(folder)


def _hand_written_intact(root: Path) -> bool:
    path = root / HAND_WRITTEN[0]
    return path.is_file() and path.read_bytes() == HAND_WRITTEN[1]


def _finish(root: Path, expected: Outputs, what: str, tally: Tally) -> None:
    """Run the next build as users do and record how the case ends: it must succeed and
    leave exactly `expected`, no temp file and the hand-written file."""
    code, err = run(root)
    if "Traceback" in err:
        tally.record(Outcome.CRASH, f"{what}: next build: {err}")
    elif code != 0 or outputs(root) != expected or strays(root) or not _hand_written_intact(root):
        tally.record(
            Outcome.LOST_DATA,
            f"{what}: next build exit {code}, strays {strays(root)}, "
            f"differs: {_differences(outputs(root), expected)}; {err}",
        )
    else:
        tally.record(Outcome.OK)


def _differences(got: Outputs, expected: Outputs) -> list[str]:
    return sorted(k for k in got.keys() | expected.keys() if got.get(k) != expected.get(k))


def _wait_for_a_moment_to_kill(rng: random.Random, root: Path, proc: subprocess.Popen[str]) -> None:
    """Wait a random time, or until the build writes temp files, or until it commits."""
    aim = rng.choice(["any time", "writing", "committed"])
    if aim == "any time":
        time.sleep(rng.uniform(0, 1.0))
        return
    deadline = time.monotonic() + 10
    journal_file = root / journal.JOURNAL
    while proc.poll() is None and time.monotonic() < deadline:
        if journal_file.exists() if aim == "committed" else strays(root):
            break
        if aim == "writing":
            time.sleep(0.001)
    time.sleep(rng.uniform(0, 0.02 if aim == "writing" else 0.003))


def killed_case(rng: random.Random, folder: Path, clean: CleanBuilds, tally: Tally) -> None:
    """Build, edit, start a rebuild, SIGKILL it at a random moment, check, recover."""
    old_specs = edit(rng, base_specs()) if rng.random() < 0.3 else base_specs()
    root = new_project(Path(tempfile.mkdtemp(dir=folder)), old_specs)
    assert build_in_process(root)[0] == 0
    if rng.random() < 0.3:
        shutil.rmtree(root / ".passgen-cache")
    new_specs = edit(rng, old_specs)
    write_specs(root, new_specs)
    old, new = clean(old_specs), clean(new_specs)
    proc = passgen(root)
    _wait_for_a_moment_to_kill(rng, root, proc)
    proc.send_signal(signal.SIGKILL)
    proc.communicate()
    what = (
        f"killed after exit {proc.returncode}, {len(old_specs)} -> {len(new_specs)} specs ({root})"
    )
    state = logical_outputs(root)
    if state not in (old, new) or not _hand_written_intact(root):
        tally.record(
            Outcome.LOST_DATA,
            f"{what}: mixed outputs: old differs at "
            f"{_differences(state, old)[:5]}, new at {_differences(state, new)[:5]}",
        )
        return
    if (root / journal.JOURNAL).is_file():
        before = outputs(root)
        code, err = run(root, "--check")
        if code != 1 or "a build was interrupted" not in err or outputs(root) != before:
            tally.record(Outcome.WRONG_OUTPUT, f"{what}: --check exit {code}: {err}")
            return
    _finish(root, new, what, tally)
    shutil.rmtree(root)


def concurrent_case(rng: random.Random, folder: Path, clean: CleanBuilds, tally: Tally) -> None:
    """Start 2-4 builds while the specs change under them; the last specs must win. (Specs
    are replaced or added, never removed: a spec deleted while a build reads it is a clean
    error, not a race between builds.)"""
    specs = base_specs()
    root = new_project(Path(tempfile.mkdtemp(dir=folder)), specs)
    assert build_in_process(root)[0] == 0
    procs = []
    for _ in range(rng.randint(2, 4)):
        specs = edit(rng, specs, remove=False)
        write_specs(root, specs)
        procs.append(passgen(root))
        time.sleep(rng.uniform(0, 0.3))
    what = f"{len(procs)} builds ({root})"
    try:
        results = [(proc.wait(timeout=120), proc.communicate()[1]) for proc in procs]
    except subprocess.TimeoutExpired:
        for proc in procs:
            proc.kill()
        tally.record(Outcome.HANG, what)
        return
    for code, err in results:
        if "Traceback" in err:
            tally.record(Outcome.CRASH, f"{what}: {err}")
            return
        if code != 0:
            tally.record(Outcome.WRONG_OUTPUT, f"{what}: a build exited {code}: {err}")
            return
    if outputs(root) != clean(specs) or strays(root) or not _hand_written_intact(root):
        tally.record(
            Outcome.WRONG_OUTPUT,
            f"{what}: final state differs at "
            f"{_differences(outputs(root), clean(specs))[:5]}, strays {strays(root)}",
        )
        return
    tally.record(Outcome.OK)
    shutil.rmtree(root)


ERRNOS = (errno.ENOSPC, errno.EFBIG, errno.EROFS, errno.EIO, errno.EACCES)


class FaultyOs:
    """`os` for `passgen.build.journal`, whose `fail_at`-th file operation (open, write, fsync,
    fchmod, rename, unlink) raises `OSError(code)`, naming the files it was on as the system
    does; counts the operations."""

    def __init__(self, fail_at: int | None = None, code: int = errno.ENOSPC) -> None:
        self.fail_at, self.code, self.calls = fail_at, code, 0

    def tick(self, name: str, paths: tuple[Any, ...] = ()) -> None:
        self.calls += 1
        if self.calls == self.fail_at:
            message = f"{os.strerror(self.code)} (injected into {name})"
            names = [os.fspath(p) for p in paths[:2] if isinstance(p, (str, os.PathLike))]
            first, second = [*names, None, None][:2]
            raise OSError(self.code, message, first, None, second)

    def __getattr__(self, name: str) -> Any:
        real = getattr(os, name)
        if name not in ("open", "fsync", "fchmod", "replace", "unlink", "fdopen"):
            return real

        def operation(*args: Any, **kwargs: Any) -> Any:
            self.tick(name, args)
            result = real(*args, **kwargs)
            return _FaultyFile(result, self) if name == "fdopen" else result

        return operation


class _FaultyFile:
    """A file whose writes count as operations of `faults`."""

    def __init__(self, handle: Any, faults: FaultyOs) -> None:
        self.handle, self.faults = handle, faults

    def write(self, data: bytes) -> int:
        self.faults.tick("write")
        return int(self.handle.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.handle, name)

    def __enter__(self) -> _FaultyFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()


def build_with_faults(root: Path, faults: FaultyOs) -> tuple[int, str]:
    with mock.patch.object(journal, "os", faults):
        return build_in_process(root)


def build_left_unfinished(root: Path) -> tuple[int, str]:
    """Build `root` with the first rename after the commit point failing: the journal stays."""
    faults = FaultyOs()
    real_replace = os.replace
    renames: list[str] = []

    def replace(src: str, dst: str) -> None:
        renames.append(dst)
        if len(renames) == 2:  # 1: the journal (the commit point), 2: the first output
            raise OSError(errno.EIO, "Input/output error")
        real_replace(src, dst)

    faults.replace = replace  # type: ignore[attr-defined]  # FaultyOs passes the rest to os
    return build_with_faults(root, faults)


def failing_case(
    root: Path, old: Outputs, new: Outputs, fail_at: int, code: int, tally: Tally
) -> None:
    """Fail the `fail_at`-th file operation of a build from `old` to `new` specs: the build
    must fail cleanly with the old outputs (or a journal that makes them new), and the next
    build must end at `new` with no temp files."""
    what = f"{errno.errorcode[code]} at operation {fail_at} ({root})"
    try:
        exit_code, err = build_with_faults(root, FaultyOs(fail_at, code))
    except Exception as exc:  # noqa: BLE001 - an escaping exception is the defect recorded
        tally.record(Outcome.CRASH, f"{what}: {type(exc).__name__}: {exc}")
        return
    committed = (root / journal.JOURNAL).is_file()
    if committed and logical_outputs(root) != new:
        tally.record(Outcome.LOST_DATA, f"{what}: the journal does not lead to the new outputs")
    elif not committed and exit_code != 0 and (outputs(root) != old or strays(root)):
        tally.record(
            Outcome.LOST_DATA,
            f"{what}: a failed build changed outputs or left "
            f"temps {strays(root)}: {_differences(outputs(root), old)}; {err}",
        )
    elif exit_code not in (0, 2) or (exit_code == 2 and "error: " not in err):
        tally.record(Outcome.CRASH, f"{what}: exit {exit_code}: {err}")
    elif STAGED.search(err):
        tally.record(Outcome.WRONG_OUTPUT, f"{what}: the error names a staged file: {err}")
    elif exit_code == 0 and (outputs(root) != new or strays(root)):
        tally.record(
            Outcome.WRONG_OUTPUT,
            f"{what}: a build that succeeded left "
            f"{_differences(outputs(root), new)}, strays {strays(root)}",
        )
    else:
        code_after, err_after = build_in_process(root)
        if (
            code_after != 0
            or outputs(root) != new
            or strays(root)
            or not _hand_written_intact(root)
        ):
            tally.record(
                Outcome.LOST_DATA,
                f"{what}: the next build exit {code_after}, strays "
                f"{strays(root)}: {_differences(outputs(root), new)}; {err_after}",
            )
        else:
            tally.record(Outcome.OK)


def failing_writes(rng: random.Random, cases: int) -> Tally:
    tally = Tally("failing writes")
    with _campaign_folder() as folder:
        clean = CleanBuilds(folder)
        for _ in range(cases):
            old_specs = base_specs(count=rng.randint(1, SPEC_COUNT))
            new_specs = edit(rng, old_specs)
            template = new_project(Path(tempfile.mkdtemp(dir=folder)), old_specs)
            assert build_in_process(template)[0] == 0
            write_specs(template, new_specs)
            counter = FaultyOs()
            probe = Path(shutil.copytree(template, folder / "probe"))
            build_with_faults(probe, counter)
            shutil.rmtree(probe)
            root = Path(shutil.copytree(template, folder / "case"))
            failing_case(
                root,
                clean(old_specs),
                clean(new_specs),
                rng.randint(1, counter.calls),
                rng.choice(ERRNOS),
                tally,
            )
            shutil.rmtree(root)
            shutil.rmtree(template)
    return tally


def _subprocess_campaign(
    category: str, case: Callable[[random.Random, Path, CleanBuilds, Tally], None]
) -> Callable[[random.Random, int], Tally]:
    def campaign(rng: random.Random, cases: int) -> Tally:
        tally = Tally(category)
        with _campaign_folder() as folder:
            clean = CleanBuilds(folder)
            for _ in range(cases):
                case(rng, folder, clean, tally)
        return tally

    return campaign


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "killed builds": _subprocess_campaign("killed builds", killed_case),
    "concurrent builds": _subprocess_campaign("concurrent builds", concurrent_case),
    "failing writes": failing_writes,
}
