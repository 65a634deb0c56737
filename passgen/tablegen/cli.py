"""`passgen import-td`: TableGen files to specs, every problem located in the .td files.

Exit codes: 0 every pass imported (warnings may be printed), 1 some passes (or option sets)
were left out and reported, the rest written, 2 an error: nothing written.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from passgen.runtime.support.streams import write_data

if TYPE_CHECKING:
    from .problems import Imported

EXIT_LOST = 1
EXIT_ERROR = 2
_HEADER = re.compile(r"# Imported by `passgen import-td` from (.*?); ")


def add_import_arguments(importer: argparse.ArgumentParser) -> None:
    """The flags of `passgen import-td`."""
    importer.add_argument("td_files", type=Path, nargs="+", metavar="FILE.td")
    importer.add_argument(
        "-I",
        dest="include_dirs",
        action="append",
        type=Path,
        default=[],
        metavar="DIR",
        help="include directory for llvm-tblgen (repeatable)",
    )
    importer.add_argument(
        "-o",
        dest="output",
        metavar="OUT.yaml|DIR",
        help="write the spec to OUT.yaml, or into the directory DIR (a path "
        "ending in '/' or not in '.yaml'; created if missing) as <group "
        "module>.yaml (default: stdout)",
    )
    importer.add_argument("--group", help="the spec's group (default: from the file's path)")
    importer.add_argument(
        "--ods",
        dest="ods_files",
        action="append",
        type=Path,
        default=[],
        metavar="FILE.td",
        help="op definitions giving anchor ops' names (repeatable)",
    )
    importer.add_argument(
        "--anchor",
        dest="anchors",
        action="append",
        default=[],
        metavar="CLASS=OP",
        help="the op name of an anchor op class, e.g. hw::HWModuleOp=hw.module (repeatable)",
    )
    importer.add_argument(
        "--name",
        help="mlir-tblgen's -name for the group's C++ outputs (default: the group; --name '' "
        "for mlir-tblgen's own default, as run without -name: registerPasses())",
    )
    importer.add_argument(
        "--prefix",
        help="mlir-tblgen's --prefix for its C API (default: the name; '' for mlir-tblgen's)",
    )


class _Refused(Exception):
    """A command line or output that would lose or overwrite a spec; ready to print."""


def import_td_command(args: argparse.Namespace) -> int:
    """Import every FILE.td; write all specs, or none when any file fails."""
    from .importer import import_td
    from .problems import ImportProblem
    from .tblgen import TableGenError

    try:
        anchors = _anchors(args.anchors)
        directory = _directory(args.output, len(args.td_files))
        # '' is mlir-tblgen's default name and prefix, which every file may keep.
        named = args.group is not None or bool(args.name) or bool(args.prefix)
        if len(args.td_files) > 1 and named:
            raise _Refused(
                "--group, --name and --prefix name one group: give one FILE.td with them "
                "(--name '' and --prefix '', mlir-tblgen's defaults, suit any number)"
            )
        results: list[tuple[Path, Imported]] = []
        for td_file in args.td_files:
            results.append(
                (
                    td_file,
                    import_td(
                        td_file,
                        args.include_dirs,
                        args.group,
                        ods_files=args.ods_files,
                        anchors=anchors,
                        name=args.name,
                        prefix=args.prefix,
                    ),
                )
            )
        targets = _targets(results, directory, args.output)
    except (TableGenError, ImportProblem, _Refused) as exc:
        print(exc, file=sys.stderr)
        return EXIT_ERROR
    for _, imported in results:
        if imported.problems:
            print(imported.report(), file=sys.stderr)
    try:
        for (_, imported), target in zip(results, targets):
            if imported.text is None:
                continue
            if target is None:
                write_data(imported.text)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(imported.text, encoding="utf-8")
    except OSError as exc:
        print(f"passgen: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_LOST if any(imported.lost for _, imported in results) else 0


def _anchors(entries: list[str]) -> dict[str, str]:
    anchors: dict[str, str] = {}
    for entry in entries:
        cpp_class, _, op = entry.partition("=")
        if not cpp_class.strip() or "." not in op:
            raise _Refused(
                f"passgen: error: --anchor '{entry}' is not CLASS=OP "
                "(e.g. hw::HWModuleOp=hw.module)"
            )
        anchors[cpp_class.strip()] = op.strip()
    return anchors


def _directory(output: str | None, files: int) -> Path | None:
    """The directory `-o` names (None: stdout or a file); one is needed for several files."""
    if output is None:
        if files > 1:
            raise _Refused("passgen: error: several FILE.td need -o DIR")
        return None
    path = Path(output)
    if output.endswith("/") or path.is_dir() or path.suffix not in (".yaml", ".yml"):
        if path.exists() and not path.is_dir():
            raise _Refused(
                f"passgen: error: -o {output}: not a directory (a spec file's name ends in .yaml)"
            )
        return path
    if files > 1:
        raise _Refused(f"passgen: error: several FILE.td need -o DIR, not the file {output}")
    return None


def _targets(
    results: list[tuple[Path, Imported]], directory: Path | None, output: str | None
) -> list[Path | None]:
    """Where each spec goes; refuses two files writing one spec, and overwriting a spec
    in DIR imported from another .td file (or not imported at all)."""
    if directory is None:
        return [Path(output) if output else None for _ in results]
    seen: dict[Path, Path] = {}
    targets: list[Path | None] = []
    for td_file, imported in results:
        target = directory / f"{imported.module}.yaml"
        if target in seen:
            raise _Refused(
                f"passgen: error: {td_file} and {seen[target]} would both write {target} "
                f"(group module {imported.module}); import them one at a time with "
                "distinct --group names"
            )
        seen[target] = td_file
        _check_overwrite(target, imported.source)
        targets.append(target)
    return targets


def _check_overwrite(target: Path, source: str) -> None:
    """Refuse to replace a spec that was not imported from `source`."""
    try:
        first = target.read_text(encoding="utf-8", errors="replace").split("\n", 1)[0]
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _Refused(f"passgen: error: {exc}") from None
    match = _HEADER.match(first)
    if match is None or match.group(1) != source:
        origin = f"imported from {match.group(1)}" if match else "not imported by passgen import-td"
        raise _Refused(
            f"passgen: error: {target} holds a spec {origin}; importing {source} "
            "there would replace it (give --group another name, or remove the file)"
        )
