"""`snapshot-op-locations`: the IR printed to a file, each op located where its text starts
there (or that location fused under a tag), the print's flags from the options and the
driver's local scope; the same file and output as mlir-opt."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

TEXT = """\
#map = affine_map<(d0) -> (d0)>
func.func @f(%a: index) -> i32 attributes {m = #map} {
  %1 = "u.foo"() : () -> i32 loc("original")
  scf.for %i = %a to %a step %a {
    "u.q"() : () -> ()
  }
  return %1 : i32 loc("original")
} loc("original")
"""


def snapshot(file: Path, options: str, *flags: str) -> str:
    option = f"snapshot-op-locations=filename={file} {options}".strip()
    code, out, err = passgen_opt(TEXT, "--allow-unregistered-dialect", f"--{option}", *flags)
    assert code == 0, err
    return out


def test_locations_replaced_by_where_each_op_starts(tmp_path: Path) -> None:
    file = tmp_path / "snap.mlir"
    out = snapshot(file, "", "--mlir-print-debuginfo", "--mlir-print-local-scope")
    assert file.read_text() == (
        "module {\n"
        "  func.func @f(%arg0: index) -> i32 attributes {m = affine_map<(d0) -> (d0)>} {\n"
        '    %0 = "u.foo"() : () -> i32\n'
        "    scf.for %arg1 = %arg0 to %arg0 step %arg0 {\n"
        '      "u.q"() : () -> ()\n'
        "    }\n"
        "    return %0 : i32\n"
        "  }\n"
        "}"
    )
    assert f'"u.foo"() : () -> i32 loc("{file}":3:4)' in out
    assert f'}} loc("{file}":4:4)' in out  # the loop; its elided yield keeps its location
    assert f'}} loc("{file}":1:0)' in out


def test_a_tag_fuses_the_new_location_with_the_old(tmp_path: Path) -> None:
    file = tmp_path / "snap.mlir"
    out = snapshot(file, "tag=T", "--mlir-print-debuginfo", "--mlir-print-local-scope")
    assert f'loc(fused["original", "T"("{file}":3:4)])' in out


def test_print_options_shape_the_file(tmp_path: Path) -> None:
    file = tmp_path / "snap.mlir"
    snapshot(file, "print-debuginfo print-op-generic")
    text = file.read_text()
    # A top-level print: aliases before the op, locations as aliases defined after it.
    assert "\n#map = affine_map<(d0) -> (d0)>\n" in text
    assert '"scf.yield"() : () -> () loc(#loc3)' in text
    assert text.endswith('#loc3 = loc("<stdin>":4:3)\n#loc5 = loc("<stdin>":5:5)\n')


def test_an_unwritable_file_fails_the_pass(tmp_path: Path) -> None:
    option = f"--snapshot-op-locations=filename={tmp_path}/missing/snap.mlir"
    code, _, err = passgen_opt(TEXT, "--allow-unregistered-dialect", option)
    assert code == 1
    assert f"error: cannot open output file '{tmp_path}/missing/snap.mlir': " in err


def test_pretty_debug_info_is_refused(tmp_path: Path) -> None:
    option = f"--snapshot-op-locations=filename={tmp_path}/s print-debuginfo pretty-debuginfo"
    code, _, err = passgen_opt(TEXT, "--allow-unregistered-dialect", option)
    assert code == 1
    assert "passgen does not print pretty debug info" in err


def test_without_a_file_name_a_temporary_file_is_written() -> None:
    flags = ["--allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-print-local-scope"]
    code, out, err = passgen_opt(TEXT, "--snapshot-op-locations", *flags)
    assert code == 0, err
    written = re.search(r'loc\("([^"]*/mlir_snapshot-[^"]*\.tmp\.mlir)":1:0\)', out)
    assert written is not None
    assert Path(written.group(1)).read_text().startswith("module {")
    Path(written.group(1)).unlink()


CASES = [
    ("", ["--mlir-print-debuginfo", "--mlir-print-local-scope"]),
    ("tag=tagged", ["--mlir-print-debuginfo", "--mlir-print-local-scope"]),
    ("print-debuginfo", ["--mlir-print-debuginfo"]),
    ("print-op-generic print-local-scope", ["--mlir-print-debuginfo"]),
    ("tag=t print-debuginfo", ["--mlir-print-op-generic", "--mlir-print-debuginfo"]),
    ("", []),
]


@requires_mlir_opt
@pytest.mark.parametrize(("options", "flags"), CASES)
def test_file_and_output_as_mlir_opt(tmp_path: Path, options: str, flags: list[str]) -> None:
    file = tmp_path / "snap.mlir"
    option = f"--snapshot-op-locations=filename={file} {options}".strip()
    theirs = mlir_opt(TEXT, "--allow-unregistered-dialect", option, *flags)
    assert theirs.returncode == 0, theirs.stderr
    their_file = file.read_text()
    file.unlink()
    assert snapshot(file, options, *flags) == theirs.stdout
    assert file.read_text() == their_file
