"""The build cache: what the last build read and wrote, so unchanged work is skipped.

Kept in `.passgen-cache/` beside the pyproject.toml (not committed, safe to delete);
compiled templates are kept per user (`render.template_cache`). A build whose inputs (spec
bytes, templates, configuration and the generator's own code) and outputs on disk all match
the cache does nothing without loading the validator, the templates or any spec; a build
after one spec changed renders only that spec's modules (and the docs), with the parsed data
of unchanged specs from the cache. `--check` never trusts the cache.

Trust boundary: the cache decides what a build may overwrite or delete (files that hold what
it records passgen wrote there, marked or not), when a build does nothing, and what specs say
(their parsed data replaces parsing), and a repository or an archive may carry one. So each
cache file is signed: its first line is an HMAC-SHA256, under the user's key
(`user_cache.key`), of the file's name and the JSON that follows. A build believes only a
file this user's passgen wrote: any other (committed, written by another user, edited,
larger than `MAX_CACHE_BYTES`, not a regular file) is ignored, and the build runs as without
a cache. Without a key (no writable user cache folder) builds keep no cache. A cache stays
good when the user moves the project (its digests are of files relative to the project; its
inputs' digest names the project's folder, so such a build renders again), and one the user
signed for another project only names files as passgen wrote them there.
"""

from __future__ import annotations

import fnmatch
import functools
import hashlib
import hmac
import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from passgen.support import user_cache
from passgen.support.regular_files import NotRegular, open_regular, read_regular
from passgen.support.source_text import MAX_INPUT_BYTES

from .config import Config

CACHE_FOLDER = ".passgen-cache"
# A cache file larger than this is ignored (and its spec data is not kept, so none is).
MAX_CACHE_BYTES = 64 * 1024 * 1024
_GENERATOR = Path(__file__).resolve().parent.parent  # passgen/, its rooms included
_CHUNK = 1 << 20


def cache_folder(config: Config) -> Path:
    return config.root / CACHE_FOLDER


def _cache_file(config: Config, kind: str = "") -> Path:
    """One cache per build: `build.json`, `build-<name>.json` for named builds; `kind`
    "-specs" names the file of its specs' parsed data, read only when a build loads specs."""
    stem = f"build-{config.name}" if config.name else "build"
    return cache_folder(config) / f"{stem}{kind}.json"


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _signature(key: bytes, file: Path, payload: bytes) -> bytes:
    """The HMAC of a cache file's payload, bound to the file's name (a build's cache, or the
    specs' data)."""
    message = os.fsencode(file.name) + b"\0" + payload
    return hmac.new(key, message, hashlib.sha256).hexdigest().encode("ascii")


def _read_signed(file: Path) -> Any:
    """The JSON a cache file holds when this user's passgen wrote it (as that file); None
    for anything else (absent, unsigned, signed by another key or as another file)."""
    key = user_cache.key()
    if key is None:
        return None
    try:
        signature, _, payload = read_regular(file, MAX_CACHE_BYTES).partition(b"\n")
    except OSError:
        return None
    if not hmac.compare_digest(signature, _signature(key, file, payload)):
        return None
    try:
        return json.loads(payload)
    except (ValueError, RecursionError):
        return None


def _write_signed(file: Path, data: Any) -> None:
    """Sign `data` as JSON and write it in place of `file` (nothing without a key, when it
    is too large, or when the cache folder is not a folder of the project's own: a
    symbolic link may lead anywhere)."""
    key = user_cache.key()
    payload = json.dumps(data).encode("utf-8")
    if key is None or len(payload) + 65 > MAX_CACHE_BYTES:
        return
    if not stat.S_ISDIR(os.lstat(file.parent).st_mode):
        return
    temp = file.with_name(f"{file.name}.tmp")
    temp.unlink(missing_ok=True)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    with os.fdopen(fd, "wb") as handle:
        handle.write(_signature(key, file, payload) + b"\n" + payload)
    os.replace(temp, file)


def _tool_digest(config: Config) -> str:
    """The configuration and every file the output depends on besides the specs: the
    generator's and the runtime's code, the templates (packaged and overrides, with
    those in subfolders, which templates may include) and the project's dialect files."""
    templates = [("templates", _package_folder("passgen.templates"), "*.j2")]
    if config.templates is not None:
        templates.append(("overrides", config.templates, "*"))
    dialects = "\0".join(f"{p}\0{_spec_digest(p)}" for p in config.dialect_files())
    return digest(f"{config!r}\0{_code_digest()}\0{_files_digest(templates)}\0{dialects}".encode())


@functools.cache
def _code_digest() -> str:
    """The generator's and the runtime's code, as this process loaded it."""
    return _files_digest(
        [("generator", _GENERATOR, "*.py"), ("runtime", _package_folder("passgen.runtime"), "*.py")]
    )


def _package_folder(name: str) -> Path:
    """Where package `name` is (without `importlib.resources`: its imports cost a no-op
    build a tenth of its time)."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations is not None
    return Path(list(spec.submodule_search_locations)[0])


def _files_digest(folders: list[tuple[str, Path, str]]) -> str:
    """The names and contents of the files matching each `(label, folder, pattern)`, in the
    folder and below it (`__pycache__` aside)."""
    hasher = hashlib.sha256()
    for label, folder, pattern in folders:
        for name in sorted(_matching_files(str(folder), pattern)):
            content = hashlib.sha256()
            with open(os.path.join(folder, name), "rb") as stream:
                while chunk := stream.read(_CHUNK):
                    content.update(chunk)
            hasher.update(f"{label}/{name}".encode() + b"\0" + content.hexdigest().encode())
    return hasher.hexdigest()


def _matching_files(folder: str, pattern: str) -> list[str]:
    """The files under `folder` (symbolic links to folders not followed, as `Path.rglob`)
    whose names match `pattern`, as '/'-separated paths relative to `folder`."""
    found = []
    for root, folders, names in os.walk(folder):
        folders[:] = [f for f in folders if f != "__pycache__"]
        relative = os.path.relpath(root, folder).replace(os.sep, "/")
        prefix = "" if relative == "." else relative + "/"
        found += [
            prefix + n
            for n in names
            if fnmatch.fnmatchcase(n, pattern) and os.path.isfile(os.path.join(root, n))
        ]
    return found


def _spec_digest(path: Path) -> str:
    """The digest of a spec's bytes; a file over the size limit, or one that is not a
    regular file, is not read (loading it reports why), so it costs no memory here and
    never hangs."""
    try:
        with open_regular(path, follow_links=True) as stream:
            data = stream.read(MAX_INPUT_BYTES + 1)
    except NotRegular as exc:
        return f"unreadable: {exc}"
    return digest(data) if len(data) <= MAX_INPUT_BYTES else f"too large: {path.stat().st_size}"


def _json_exact(value: Any) -> bool:
    """Whether `value` comes back from JSON exactly: same types, same key order, same
    numbers. Spec data that would not (a date, a non-string key, a tuple) is not cached,
    so the cache can only skip work, never change what a build sees."""
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_json_exact(item) for item in value)
    if isinstance(value, dict):
        return all(type(key) is str and _json_exact(item) for key, item in value.items())
    return False


class BuildCache:
    """Digests of the last build's inputs and outputs (paths relative to the project root)."""

    def __init__(
        self,
        tool: str = "",
        specs: dict[str, str] | None = None,
        outputs: dict[str, str] | None = None,
        group_outputs: dict[str, list[str]] | None = None,
        *,
        warned: bool = False,
    ):
        self.tool = tool
        self.specs = {} if specs is None else specs
        self.outputs = {} if outputs is None else outputs
        self.group_outputs = {} if group_outputs is None else group_outputs
        self.spec_data: dict[str, Any] = {}  # YAML data of specs that loaded cleanly
        self.warned = warned  # the specs had warnings: a build must load them again to show them

    @classmethod
    def load(cls, config: Config) -> BuildCache:
        """The last build's digests; its specs' data stays on disk (`parsed_specs` reads it)."""
        data = _read_signed(_cache_file(config))
        try:
            return cls(
                data["tool"],
                data["specs"],
                data["outputs"],
                data["group_outputs"],
                warned=data["warned"],
            )
        except (KeyError, TypeError):
            return cls()

    def save(self, config: Config) -> None:
        data = {
            "tool": self.tool,
            "specs": self.specs,
            "outputs": self.outputs,
            "group_outputs": self.group_outputs,
            "warned": self.warned,
        }
        try:
            cache_folder(config).mkdir(exist_ok=True)
            # The specs' data with what it depends on: the tool and each spec's bytes.
            stored = {
                "tool": self.tool,
                "specs": {
                    spec: [self.specs.get(spec), value] for spec, value in self.spec_data.items()
                },
            }
            _write_signed(_cache_file(config, "-specs"), stored)
            _write_signed(_cache_file(config), data)
        except OSError:
            pass  # a cache that cannot be written only costs time

    @staticmethod
    def current(config: Config, spec_files: list[Path]) -> BuildCache:
        """The input digests of a build about to run (outputs still empty)."""
        specs = {config.display(p).as_posix(): _spec_digest(p) for p in spec_files}
        return BuildCache(_tool_digest(config), specs)

    def unchanged_specs(self, previous: BuildCache, config: Config) -> set[str]:
        """Specs whose bytes, tool and generated modules on disk are as `previous` left them."""
        if previous.tool != self.tool:
            return set()
        return {
            spec
            for spec, value in self.specs.items()
            if previous.specs.get(spec) == value
            and spec in previous.group_outputs
            and all(previous.matches_disk(config, out) for out in previous.group_outputs[spec])
        }

    def parsed_specs(self, config: Config) -> dict[str, Any]:
        """The YAML data of specs the last build kept, for those whose bytes (and the tool)
        are the same now; read only here, as a no-op build needs none of it."""
        stored = _read_signed(_cache_file(config, "-specs"))
        try:
            if stored["tool"] != self.tool:
                return {}
            return {
                spec: data
                for spec, (source, data) in stored["specs"].items()
                if source == self.specs.get(spec)
            }
        except (KeyError, TypeError, ValueError):
            return {}

    def keep_spec_data(self, data: dict[str, Any]) -> None:
        """Remember the parsed data of specs (display path -> YAML data) that JSON keeps exactly."""
        self.spec_data = {spec: value for spec, value in data.items() if _json_exact(value)}

    def matches_disk(self, config: Config, output: str) -> bool:
        try:
            return digest(read_regular(config.root / output)) == self.outputs.get(output)
        except OSError:
            return False

    def is_fresh(self, previous: BuildCache, config: Config) -> bool:
        """Nothing to do: same inputs, and every output on disk as last written."""
        return (
            previous.tool == self.tool
            and previous.specs == self.specs
            and bool(previous.outputs)
            and all(previous.matches_disk(config, out) for out in previous.outputs)
        )
