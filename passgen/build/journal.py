"""The commit protocol that makes a build all or nothing, even when its process is killed.

A build first stages every new content in a file beside its target (`.passgen-<name>.tmp`),
then writes a journal beside pyproject.toml (`.passgen-journal`, `.passgen-journal-<name>`
for the build `[tool.passgen.builds.<name>]`) listing each target (relative to the project),
the digest of its staged content (none: the target is deleted) and the digest of what the
target held. Renaming the fsync'd journal into place is the commit point: before it, the old
outputs are whole and the staged files are strays; after it, the build is done and only the
renames remain. The next build (under the build lock) calls `recover` before anything else:
it finishes a committed journal and deletes stray staged files. `--check` writes nothing, so
it reports a journal as an unfinished build.

Trust boundary: the journal is the build's own record, but a repository or an archive may
carry one, so recovery reads it as hostile input (at most `MAX_JOURNAL_BYTES`, a regular
file, not a symbolic link) and checks every entry before touching anything: its target is a
plain relative path inside the project whose folder does not lead out of it through a
symbolic link, an output of the configuration being built (`Owner.is_output`), absent or a
regular file, and, when the recovery would replace or delete it, a file passgen wrote
(`Owner.generated`);
its staged file is `.passgen-<name>.tmp` beside it, a regular file holding exactly the digest
the journal records. One entry failing any check refuses the whole journal (`RefusedJournal`,
naming the journal and the entry) and nothing is changed. A recovery only ever replaces or
deletes a target that still holds what the journal says it held, so it acts only on files
whose bytes the journal's author knew.

This holds whenever the build's process dies (a kill, an interrupt, a full disk). The staged
files are not fsync'd one by one (that cost 3 ms a file, most of a cold build, and code
generators such as mlir-tblgen do not do it): after an OS crash one may not hold what the
journal records, and the next build refuses the journal, saying so. Errors name the user's
file (the output, or the journal), never a staged one.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from passgen.support.regular_files import NotRegular, open_regular
from passgen.support.staged_files import temp_for

from .cache import digest
from .config import ConfigError

JOURNAL = ".passgen-journal"
VERSION = 2
# Far more than the journal of any real build (an entry takes about 200 bytes).
MAX_JOURNAL_BYTES = 64 * 1024 * 1024
_TEMP = re.compile(r"\.passgen-(.+\.tmp|[a-z0-9_]{8})")  # ours, and mkstemp's of older passgens
_DIGEST = re.compile(r"[0-9a-f]{64}")
_CHUNK = 1 << 20
_MAX_REFUSALS = 20  # entries a refusal lists
_OTHER_SEPARATORS = [sep for sep in (os.sep, os.altsep) if sep is not None and sep != "/"]


class Swap(NamedTuple):
    """Make `target` hold `new` (None: delete it); `old` is what it holds now (None: absent)."""

    target: Path
    old: bytes | None
    new: bytes | None


class _Entry(NamedTuple):
    """One line of the journal."""

    target: Path
    new: str | None  # digest of the staged content, None: delete the target
    old: str | None  # digest of what the target held before the build, None when absent


def journal_file(root: Path, build: str = "") -> Path:
    """The journal of the build named `build` ("" for `[tool.passgen]`) of the project at `root`."""
    return root / (f"{JOURNAL}-{build}" if build else JOURNAL)


def _digest(data: bytes | None) -> str | None:
    return None if data is None else digest(data)


class WriteError(ConfigError):
    """A file of the build could not be written: the message names the output (or the
    journal), not the staged file the failing operation was on."""


class UnfinishedBuild(ConfigError):
    """Renaming failed after the commit point: the journal stays for the next build."""


class DamagedJournal(ConfigError):
    """The journal cannot be read: the build it records cannot be finished (reported, like
    a configuration error, with exit code 2)."""


class RefusedJournal(ConfigError):
    """The journal records something a build of this configuration would never have done."""


def _shown(path: Path, root: Path) -> str:
    """`path` as the user knows it: relative to the project when inside it."""
    relative = os.path.relpath(path, root)
    return path.as_posix() if relative.startswith("..") else Path(relative).as_posix()


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


@contextlib.contextmanager
def _writing(path: Path, root: Path) -> Iterator[None]:
    """Report a failing file operation on `path` (or on its staged file) as `WriteError`."""
    try:
        yield
    except OSError as exc:
        raise WriteError(f"{_shown(path, root)}: error: cannot write it: {_reason(exc)}") from None


def commit(journal: Path, swaps: list[Swap]) -> None:
    """Apply every swap or none. A failure before the commit point removes the staged files
    and leaves the old outputs; one after it leaves the journal for the next build to finish."""
    root = journal.parent
    entries: list[_Entry] = []
    try:
        for swap in swaps:
            if swap.new is not None:
                with _writing(swap.target, root):
                    _write_temp(swap.target, swap.new)
            entries.append(_Entry(swap.target, _digest(swap.new), _digest(swap.old)))
        with _writing(journal, root):
            _write_journal(journal, entries)
    except BaseException:
        if not journal.is_file():  # not committed (an interrupt may come just after the rename)
            for entry in entries:
                if entry.new is not None:
                    _remove(temp_for(entry.target))
        raise
    _roll_forward(journal, entries)


def _write_temp(target: Path, data: bytes, durable: bool = False) -> Path:
    """`data` in a new file beside `target` (fsync'd when `durable`), with the target's mode
    when it exists, else the mode a plain write gives (0666 less the umask)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    temp = temp_for(target)
    _remove(temp)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
    except BaseException:
        _remove(temp)
        raise
    return temp


def _write_journal(journal: Path, entries: list[_Entry]) -> None:
    """Write the journal, one entry a line, and rename it into place: the commit point."""
    root = journal.parent
    lines = [
        json.dumps([os.path.relpath(e.target, root).replace(os.sep, "/"), e.new, e.old])
        for e in entries
    ]
    data = f'{{"version": {VERSION}, "entries": [\n' + ",\n".join(lines) + "\n]}\n"
    temp = _write_temp(journal, data.encode("utf-8"), durable=True)
    try:
        os.replace(temp, journal)
    except BaseException:
        _remove(temp)
        raise
    _sync_folders([root])


def _roll_forward(journal: Path, entries: list[_Entry]) -> None:
    """Rename the staged files over their targets, delete what is deleted, then drop the
    journal; `UnfinishedBuild`, naming the file, when one of them fails."""
    path = journal
    try:
        for entry in entries:
            path = entry.target
            if entry.new is None:
                _remove(entry.target)
            elif os.path.lexists(temp := temp_for(entry.target)):
                os.replace(temp, entry.target)
        _sync_folders({entry.target.parent for entry in entries})
        path = journal
        os.unlink(journal)
    except OSError as exc:
        raise UnfinishedBuild(
            f"{journal}: error: the build is committed but could not finish "
            f"({_shown(path, journal.parent)}: {_reason(exc)}); the next `passgen build` "
            "finishes it"
        ) from None
    _sync_folders([journal.parent])


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _sync_folders(folders: Iterable[Path]) -> None:
    """Make renames in `folders` durable, where the platform allows it (best effort: the
    renames are already visible to every process)."""
    for folder in folders:
        try:
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            continue
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)


def pending(journal: Path) -> bool:
    """Whether a journal is there: a committed build was interrupted before it finished (or
    something else is in the journal's place, which `recover` refuses)."""
    return os.path.lexists(journal)


class Owner(NamedTuple):
    """What the build being run owns: `is_output(path)`, whether it writes `path`;
    `generated(path)`, whether the file there is one passgen wrote."""

    is_output: Callable[[Path], bool]
    generated: Callable[[Path], bool]


def recover(journal: Path, folders: Iterable[Path], owner: Owner) -> list[str]:
    """Finish a committed build left by a killed or failed one, then delete stray staged
    files in `folders` and the journal's folders. Returns what was done, for the user;
    raises `DamagedJournal` or `RefusedJournal` (touching nothing) for a journal that
    records anything but what `owner`'s build would have done."""
    done: list[str] = []
    root = journal.parent
    touched = {root, *folders}
    if pending(journal):
        entries = _checked_entries(journal, _read_journal(journal), owner)
        touched |= {entry.target.parent for entry in entries}
        _roll_forward(journal, [e for e in entries if _still_ours(e)])
        done.append(f"finished an interrupted build ({len(entries)} file(s))")
    strays = [
        path
        for folder in sorted(touched)
        if folder.is_dir()
        for path in sorted(folder.iterdir())
        if _TEMP.fullmatch(path.name) and path.is_file()
    ]
    for stray in strays:
        _remove(stray)
    if strays:
        done.append(f"removed {len(strays)} temp file(s) of an interrupted build")
    return done


def _damaged(journal: Path, why: str) -> DamagedJournal:
    return DamagedJournal(
        f"{journal}: error: the journal of an interrupted build is damaged ({why}); nothing "
        "was changed: check the generated files, then delete it"
    )


def _read_journal(journal: Path) -> list[object]:
    """The journal's entries, unchecked: the journal is a regular file of at most
    `MAX_JOURNAL_BYTES` holding JSON of this version's shape (else `DamagedJournal`)."""
    try:
        info = os.lstat(journal)
        if not stat.S_ISREG(info.st_mode):
            kind = "a symbolic link" if stat.S_ISLNK(info.st_mode) else "not a regular file"
            raise _damaged(journal, f"it is {kind}, which passgen never writes")
        if info.st_size > MAX_JOURNAL_BYTES:
            raise _damaged(journal, f"{info.st_size} bytes, more than {MAX_JOURNAL_BYTES}")
        fd = os.open(journal, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as handle:
            text = handle.read(MAX_JOURNAL_BYTES + 1).decode("utf-8")
        data = json.loads(text)
    except OSError as exc:
        raise _damaged(journal, f"it cannot be read: {_reason(exc)}") from None
    except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, nested too deep
        raise _damaged(journal, " ".join(f"{type(exc).__name__}: {exc}".split())[:200]) from None
    if not isinstance(data, dict) or set(data) != {"version", "entries"}:
        raise _damaged(journal, "it is not a passgen journal")
    if data["version"] != VERSION:
        raise _damaged(
            journal,
            f"version {json.dumps(data['version'])[:20]}, not passgen's {VERSION}: another "
            "version of passgen wrote it",
        )
    if not isinstance(data["entries"], list):
        raise _damaged(journal, "its entries are not a list")
    return list(data["entries"])


def _checked_entries(journal: Path, items: list[object], owner: Owner) -> list[_Entry]:
    """The journal's entries, each checked (see the module's docstring); `RefusedJournal`
    listing every entry that fails a check."""
    root = journal.parent
    entries: list[_Entry] = []
    refusals: list[str] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(items, 1):
        why = _malformed(item)
        if why is None:
            assert isinstance(item, list)
            target, new, old = item
            entry = _Entry(root / target, new, old)
            if target in seen:
                why = f"it names the same file as entry {seen[target]}"
            else:
                why = _entry_problem(root.resolve(), entry, owner)
            seen.setdefault(target, index)
            entries.append(entry)
        if why is not None:
            shown = json.dumps(item)
            shown = shown if len(shown) <= 300 else shown[:297] + "..."
            refusals.append(f"{journal}: error: entry {index} {shown}: {why}")
    if refusals:
        more = len(refusals) - _MAX_REFUSALS
        listed = refusals[:_MAX_REFUSALS] + ([f"... and {more} more"] if more > 0 else [])
        raise RefusedJournal(
            "\n".join(listed) + f"\n{journal}: note: passgen finishes only the builds it "
            "interrupted itself, so it changed nothing: if no build was interrupted here, "
            "delete the journal"
        )
    return entries


def _malformed(item: object) -> str | None:
    """Why `item` is not a journal entry `[target, new digest, old digest]` with a plain
    relative path as target, or None."""
    if not (isinstance(item, list) and len(item) == 3):
        return "it is not a list [file, new digest, old digest]"
    target, new, old = item
    if any(d is not None and not (isinstance(d, str) and _DIGEST.fullmatch(d)) for d in (new, old)):
        return "its digests are not SHA-256 digests (or null)"
    if not isinstance(target, str):
        return "its file is not a string"
    if target.startswith("/") or any(part in ("", ".", "..") for part in target.split("/")):
        return "its file is not a plain relative path (absolute, or with '..', '.' or '//')"
    try:
        os.fsencode(target)
    except UnicodeError:
        return "its file is not a file name"
    if "\0" in target or any(sep in target for sep in _OTHER_SEPARATORS):
        return "its file is not a file name"
    return None


def _entry_problem(root: Path, entry: _Entry, owner: Owner) -> str | None:
    """Why recovery must not act on `entry` (its target a plain path under `root`), or None."""
    folder = entry.target.parent.resolve()
    if folder != root and root not in folder.parents:
        return f"its folder leads out of the project (to {folder}) through a symbolic link"
    if not owner.is_output(entry.target):
        return "it is not an output of this build"
    temp = temp_for(entry.target)
    try:
        target = _regular_file(entry.target)
        staged = _regular_file(temp) if entry.new is not None else None
    except NotRegular as exc:
        return str(exc)
    except OSError as exc:
        return f"it cannot be read: {_reason(exc)}"
    if staged is not None and staged != entry.new:
        return (
            f"its staged file {temp.name} does not hold what the journal records (changed, "
            "or not written whole before an OS crash)"
        )
    acts = staged is not None or entry.new is None
    if acts and target is not None and target == entry.old and not owner.generated(entry.target):
        return "it holds a file passgen did not write"
    return None


def _regular_file(path: Path) -> str | None:
    """The digest of the regular file at `path` (None: absent), read without following a
    symbolic link; `NotRegular` for anything else there."""
    try:
        handle = open_regular(path)
    except FileNotFoundError:
        return None
    hasher = hashlib.sha256()
    with handle:
        while chunk := handle.read(_CHUNK):
            hasher.update(chunk)
    return hasher.hexdigest()


def _still_ours(entry: _Entry) -> bool:
    """Whether the target still holds what the interrupted build replaced (and, for a
    replacement, its staged file is there: else the rename was done): anything else was
    written since, and stays."""
    if entry.new is not None and not os.path.lexists(temp_for(entry.target)):
        return False
    try:
        return _regular_file(entry.target) == entry.old
    except OSError:
        return False
