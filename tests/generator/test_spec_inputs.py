"""Hostile input files: every one gives a located error and exit 2 (never a traceback),
and valid specs spelled unusually (dates, folders named with glob characters) are kept.

The fuzz campaign tests/fuzz/spec_inputs.py searches for more of each class.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from projects import PYPROJECT, write_project
from spec_cases import run

from passgen.checks import load
from passgen.spec import document, yaml_source
from passgen.spec.emit import spec_yaml
from passgen.spec.model import SpecFile
from passgen.spec.yaml_limits import MAX_DEPTH, MAX_TEXT, MAX_VALUES
from passgen.support.source_text import MAX_INPUT_BYTES, NON_PRINTABLE

SPEC = "group: Foo\npasses:\n  - name: A\n    argument: a\n    summary: {summary}\n"
OPTION = """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - name: o
        argument: o
        type: {type}
        default: {default}
"""


def spec_error(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    spec: bytes | str,
    pyproject: str = PYPROJECT,
) -> str:
    """`passgen validate` on a project whose one spec is `spec`: exit 2, no traceback.
    Returns stderr."""
    config = write_project(tmp_path, {}, pyproject)
    (tmp_path / "specs" / "a.yaml").write_bytes(spec if isinstance(spec, bytes) else spec.encode())
    code, out, err = run(capsys, "validate", "--config", str(config))
    assert (code, out) == (2, ""), err
    assert "Traceback" not in err
    return err


# -- bytes that are not UTF-8 text --------------------------------------------------------


def test_invalid_utf8_is_located_at_its_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = spec_error(tmp_path, capsys, b"group: Foo\nsummary: caf\xe9 \xff\n")
    assert err == (
        "specs/a.yaml:2:13: error: invalid UTF-8 (byte 0xe9: invalid continuation byte); "
        "a spec file must be UTF-8\nsummary: caf\ufffd \ufffd\n            ^\n1 error generated.\n"
    )


@pytest.mark.parametrize(
    ("encoding", "named", "codec"),
    [
        ("utf-16-le", "UTF-16 (little-endian)", "UTF-16"),
        ("utf-16-be", "UTF-16 (big-endian)", "UTF-16"),
        ("utf-32-le", "UTF-32 (little-endian)", "UTF-32"),
        ("utf-32-be", "UTF-32 (big-endian)", "UTF-32"),
    ],
)
def test_a_utf16_or_utf32_spec_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], encoding: str, named: str, codec: str
) -> None:
    err = spec_error(tmp_path, capsys, ("\ufeff" + SPEC.format(summary="x")).encode(encoding))
    assert err == (
        f"specs/a.yaml:1:1: error: the file is {named}, by its byte-order mark; a spec "
        f"file must be UTF-8 (convert it, e.g. `iconv -f {codec} -t UTF-8`)\n"
        "1 error generated.\n"
    )


def test_a_utf8_byte_order_mark_is_fine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_project(tmp_path, {"a.yaml": "\ufeff" + SPEC.format(summary="x")})
    assert run(capsys, "validate", "--config", str(config))[0] == 0


@pytest.mark.parametrize(
    ("char", "shown"),
    [("\x00", "0000"), ("\x07", "0007"), ("\x1b", "001B"), ("\x7f", "007F"), ("\ufffe", "FFFE")],
)
def test_control_characters_are_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], char: str, shown: str
) -> None:
    err = spec_error(tmp_path, capsys, f"group: Foo\nsummary: a{char}b\n")
    assert err == (
        f"specs/a.yaml:2:11: error: control character U+{shown} is not allowed in a spec; "
        "in a double-quoted string, write it as an escape\n"
        "summary: a\ufffdb\n          ^\n1 error generated.\n"
    )


def test_non_printable_is_what_the_yaml_reader_refuses() -> None:
    """Every code point: passgen's set (spelled out for start-up time) is PyYAML's."""
    every = "".join(map(chr, range(0x110000)))
    assert NON_PRINTABLE.findall(every) == yaml.reader.Reader.NON_PRINTABLE.findall(every)


def test_a_file_over_the_size_limit_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = spec_error(tmp_path, capsys, b"group: Foo\n#" + b"x" * MAX_INPUT_BYTES)
    assert err == (
        f"specs/a.yaml:1:1: error: the file is larger than {MAX_INPUT_BYTES} bytes, the "
        "limit for a spec file\n1 error generated.\n"
    )


# -- YAML that expands or nests too far ----------------------------------------------------


@pytest.mark.parametrize("value", ["&a [*a]", "&a {k: [1, *a]}"])
def test_a_recursive_alias_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    err = spec_error(tmp_path, capsys, f"group: Foo\nx: {value}\n")
    column = value.index("*a") + 4
    assert err == (
        f"specs/a.yaml:2:{column}: error: recursive alias '*a': it is used inside the "
        f"value its anchor names\nx: {value}\n{' ' * (column - 1)}^\n1 error generated.\n"
    )


def test_deep_flow_nesting_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = spec_error(tmp_path, capsys, "group: Foo\nx: " + "[" * 500 + "]" * 500 + "\n")
    # The spec's own mapping is the first level: the list at column 3 + n is level n + 1.
    assert err.startswith(
        f"specs/a.yaml:2:{MAX_DEPTH + 3}: error: lists and mappings nest more than "
        f"{MAX_DEPTH} deep here, the limit for a spec\n"
    )


def test_deep_block_nesting_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = "".join(" " * depth + "- \n" for depth in range(500))
    err = spec_error(tmp_path, capsys, "group: Foo\nx:\n" + lines)
    assert err.startswith(
        f"specs/a.yaml:{MAX_DEPTH + 2}:{MAX_DEPTH}: error: lists and mappings "
        f"nest more than {MAX_DEPTH} deep here, the limit for a spec\n"
    )


def test_nesting_through_aliases_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    half = MAX_DEPTH // 2 + 1
    spec = f"x: &a {'[' * half}{']' * half}\ny: {'[' * half}*a{']' * half}\ngroup: Foo\n"
    err = spec_error(tmp_path, capsys, spec)
    assert err.startswith(
        f"specs/a.yaml:2:{half + 4}: error: alias '*a' nests lists and mappings "
        f"more than {MAX_DEPTH} deep here, the limit for a spec\n"
    )


def test_quadratic_alias_amplification_stops_at_the_alias(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """200 KB repeated 1000 times: refused at the alias that crosses MAX_TEXT characters."""
    text = "x" * 200_000
    aliases = ", ".join(["*a"] * 1000)
    err = spec_error(tmp_path, capsys, f"group: Foo\nsummary: &a {text}\nx: [{aliases}]\n")
    crossing = MAX_TEXT // len(text)  # the alias after the anchor and `crossing - 1` aliases
    column = 5 + 4 * (crossing - 1)
    assert err.startswith(
        f"specs/a.yaml:3:{column}: error: alias '*a' makes the spec expand to more "
        f"than {MAX_TEXT} characters of text, the limit for a spec\n"
    )


def test_option_set_inclusions_count_against_the_limits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """1000 options included by 1000 passes would write a million options (150 KB of spec
    gave 134 MB of output): refused at the inclusion that crosses MAX_VALUES."""
    options = "".join(f"    - {{name: o{i}, argument: o{i}, type: int}}\n" for i in range(1000))
    passes = "".join(
        f"  - {{name: P{i}, argument: p{i}, include_options: [s]}}\n" for i in range(1000)
    )
    err = spec_error(
        tmp_path, capsys, f"group: Foo\noption_sets:\n  s:\n{options}passes:\n{passes}"
    )
    assert err == (
        f"specs/a.yaml:1017:50: error: including option set 's' here makes the spec expand to more "
        f"than {MAX_VALUES} values, the limit for a spec\n"
        "  - {name: P12, argument: p12, include_options: [s]}\n"
        + " " * 49
        + "^\n1 error generated.\n"
    )


def test_a_group_name_too_long_for_a_file_name_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    group = "G" + "a" * 226  # gives .passgen-g…a_registration.py.tmp: 256 characters
    err = spec_error(tmp_path, capsys, f"group: {group}\n")
    assert err.startswith(
        "specs/a.yaml:1:8: error: the group name is too long: its modules' (temporary) "
        "file names would have up to 256 characters, more than the 255 file systems "
        "allow\n"
    )
    config = write_project(tmp_path, {"a.yaml": f"group: {group[:-1]}\n"})
    assert run(capsys, "build", "--config", str(config))[0] == 0


@pytest.mark.skipif(not hasattr(yaml, "CSafeLoader"), reason="PyYAML without libyaml")
def test_a_large_invalid_spec_is_not_parsed_again_slowly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Past 128 KiB the pure-Python parser (seconds per MiB) is not asked for its wording."""
    err = spec_error(tmp_path, capsys, "group: Foo\nx: [" + "1," * 90_000 + "\n]]\n")
    assert err.startswith(
        "specs/a.yaml:3:2: error: invalid YAML: did not find expected key "
        "(while parsing a block mapping at line 1, column 1)\n"
    )


# -- scalars --------------------------------------------------------------------------------


def test_a_lone_surrogate_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = spec_error(tmp_path, capsys, SPEC.format(summary='"ok \\ud800"'))
    assert err == (
        "specs/a.yaml:5:14: error: '\\ud800' is a lone UTF-16 surrogate, not a character; "
        "write the character itself (or a \\U escape)\n"
        '    summary: "ok \\ud800"\n             ^\n1 error generated.\n'
    )


def test_a_surrogate_pair_escape_is_the_character(tmp_path: Path) -> None:
    spec = tmp_path / "a.yaml"
    spec.write_text(SPEC.format(summary='"smile \\ud83d\\ude00"'), encoding="utf-8")
    loaded = load.load_specs([(Path("a.yaml"), spec)])
    assert loaded[0].spec.passes[0].summary == "smile \U0001f600"


def test_a_surrogate_pair_escape_in_a_large_spec_is_the_character(tmp_path: Path) -> None:
    """libyaml refuses surrogate escapes: past 128 KiB the pure-Python parser still reads them."""
    spec = tmp_path / "a.yaml"
    spec.write_text(
        SPEC.format(summary='"\\ud83d\\ude00"') + f"    description: {'x' * 200_000}\n",
        encoding="utf-8",
    )
    assert load.load_specs([(Path("a.yaml"), spec)])[0].spec.passes[0].summary == "\U0001f600"


@pytest.mark.parametrize(
    ("kind", "default"),
    [("int", "9" * 5000), ("float", "1" + "0" * 400), ("str", "0x" + "f" * 5000)],
)
def test_huge_integers_are_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, default: str
) -> None:
    err = spec_error(tmp_path, capsys, OPTION.format(type=kind, default=default))
    assert err.startswith(
        f"specs/a.yaml:9:18: error: '{default[:40]}...' ({len(default)} characters) "
        "is too large: integers in a spec are below 2**1024\n"
    )


def test_a_float_default_beyond_a_float_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    default = str(2**1024 - 1)  # within the integer limit, but rounds to a float's infinity
    err = spec_error(tmp_path, capsys, OPTION.format(type="float", default=default))
    assert err.startswith(
        f"specs/a.yaml:9:18: error: default {default} does not fit type float: "
        "out of the range of a float\n"
    )


def test_a_float_default_written_as_an_integer_builds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_project(
        tmp_path, {"a.yaml": OPTION.format(type="float", default="1" + "0" * 29)}
    )
    assert run(capsys, "build", "--config", str(config))[0] == 0
    assert "| `-o` | `float` | `1e+29` |" in (tmp_path / "docs" / "Passes.md").read_text()


@pytest.mark.parametrize("loader", yaml_source._LOADERS, ids=lambda loader: loader.__name__)
@pytest.mark.parametrize("date", ["2024-01-01", "2001-12-14t21:59:43.10-05:00"])
def test_dates_are_kept_as_their_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, loader: type, date: str
) -> None:
    """With libyaml and with the pure-Python parser."""
    monkeypatch.setattr(yaml_source, "_LOADERS", (loader,))
    spec = tmp_path / "a.yaml"
    spec.write_text(
        OPTION.format(type="str", default=date) + f"    summary: {date}\n", encoding="utf-8"
    )
    loaded = load.load_specs([(Path("a.yaml"), spec)])[0].spec.passes[0]
    assert (loaded.summary, loaded.options[0].default) == (date, date)


def test_an_explicit_timestamp_tag_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = spec_error(tmp_path, capsys, SPEC.format(summary="!!timestamp 2024-01-01"))
    assert err.startswith("specs/a.yaml:5:14: error: unsupported YAML tag '!!timestamp'")


@pytest.mark.parametrize(
    ("plain", "kind"), [("yes", "a boolean"), ("1.0", "a number"), ("null", "null")]
)
def test_text_that_yaml_reads_as_no_string_says_how_to_quote_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], plain: str, kind: str
) -> None:
    value = yaml.safe_load(plain)
    got = "null" if value is None else f"{kind} {value!r}"
    err = spec_error(tmp_path, capsys, SPEC.format(summary=plain))
    assert err.startswith(
        f"specs/a.yaml:5:14: error: 'summary': input should be a valid string, got "
        f"{got} (YAML reads {plain} as {kind}; write '{plain}' for the text)\n"
    )
    if value is not None:  # a null default is no default
        err = spec_error(tmp_path, capsys, OPTION.format(type="str", default=plain))
        assert err.startswith(
            f"specs/a.yaml:9:18: error: default {value!r} does not fit type str: "
            f"expected a string, got {value!r} (YAML reads {plain} as {kind}; "
            f"write '{plain}' for the text)\n"
        )


# -- pyproject.toml, .td files, project folders ----------------------------------------------


def test_a_pyproject_that_is_not_utf8_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_project(tmp_path, {"a.yaml": SPEC.format(summary="x")})
    config.write_bytes(PYPROJECT.encode() + b"# caf\xe9\n")
    code, out, err = run(capsys, "validate", "--config", str(config))
    assert (code, out) == (2, "")
    assert err == (
        f"{config.resolve()}:6:6: error: invalid UTF-8 (byte 0xe9: invalid continuation "
        "byte); a pyproject.toml file must be UTF-8\n# caf\ufffd\n     ^\n"
    )


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        (
            "[tool.passgen\n",
            "1:14: error: invalid TOML: Expected ']' at the end of a table declaration\n"
            "[tool.passgen\n             ^\n",
        ),
        (
            '[tool.passgen]\nx = "a\n',
            "2:7: error: invalid TOML: Illegal character '\\n'\nx = \"a\n      ^\n",
        ),
        (
            "[tool.passgen]\nx = " + "9" * 5000 + "\n",
            "1:1: error: invalid TOML: an integer with more than 4300 digits\n[tool.passgen]\n^\n",
        ),
        (
            "[tool.passgen]\nx = " + "[" * 5000 + "]" * 5000 + "\n",
            "1:1: error: invalid TOML: arrays or tables nest too deep\n[tool.passgen]\n^\n",
        ),
    ],
)
def test_invalid_toml_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], toml: str, message: str
) -> None:
    config = write_project(tmp_path, {"a.yaml": SPEC.format(summary="x")}, toml)
    code, out, err = run(capsys, "validate", "--config", str(config))
    assert (code, out, err) == (2, "", f"{config.resolve()}:{message}")


@pytest.mark.parametrize("key", ["specs", "output", "docs"])
def test_a_nul_in_a_configured_path_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], key: str
) -> None:
    """Found by the pyproject fuzz campaign: `ValueError: embedded null byte` from the OS."""
    value = '["sp\\u0000ecs"]' if key == "specs" else '"a\\u0000b"'
    config = write_project(
        tmp_path, {"a.yaml": SPEC.format(summary="x")}, f"[tool.passgen]\n{key} = {value}\n"
    )
    code, out, err = run(capsys, "build", "--config", str(config))
    assert (code, out) == (2, "")
    assert err == (
        f"{config.resolve()}:2:1: error: '{key}' holds a NUL character, which no path "
        f"can\n{key} = {value}\n^\n"
    )


def test_import_td_refuses_invalid_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    td = tmp_path / "Passes.td"
    td.write_bytes(
        b'include "mlir/Pass/PassBase.td"\ndef P : Pass<"p"> { let summary = "\xff"; }\n'
    )
    code, out, err = run(capsys, "import-td", str(td))
    assert (code, out) == (2, "")
    assert err == (
        f"{td}:2:36: error: invalid UTF-8 (byte 0xff: invalid start byte); a TableGen file "
        'must be UTF-8\ndef P : Pass<"p"> { let summary = "\ufffd"; }\n'
        "                                   ^\n"
    )


def test_import_td_writes_a_5000_digit_cpp_default_as_a_string() -> None:
    """YAML would read it back as an integer Python refuses to convert: it is quoted."""
    cpp = {"name": "o", "type": "int", "default": "9" * 5000}
    spec = SpecFile.model_validate(
        {
            "group": "Foo",
            "passes": [
                {
                    "name": "A",
                    "argument": "a",
                    "options": [{"name": "o", "argument": "o", "type": "int", "cpp": cpp}],
                }
            ],
        }
    )
    assert yaml.safe_load(spec_yaml(spec))["passes"][0]["options"][0]["cpp"] == cpp


@pytest.mark.parametrize("folder", ["proj[1]", "a*b", "q?", "[!x]", "sp ace é"])
def test_a_project_folder_named_with_glob_characters_finds_its_specs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], folder: str
) -> None:
    pyproject = PYPROJECT.replace('specs = ["specs"]', 'specs = ["specs/*.yaml"]')
    assert "specs/*.yaml" in pyproject
    config = write_project(tmp_path / folder, {"a.yaml": SPEC.format(summary="x")}, pyproject)
    assert run(capsys, "validate", "--config", str(config)) == (
        0,
        "passgen: 1 spec file(s), 1 pass(es): no problems\n",
        "",
    )


# -- internal errors -----------------------------------------------------------------------


def test_an_internal_error_is_one_line_naming_the_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(path: Path, text: str) -> None:
        raise RuntimeError("boom\nsecond line")

    monkeypatch.setattr(document, "load_document", broken)
    config = write_project(tmp_path, {"a.yaml": SPEC.format(summary="x")})
    assert run(capsys, "validate", "--config", str(config)) == (
        2,
        "",
        "passgen: internal error while processing specs/a.yaml: RuntimeError: boom second "
        "line; please report this bug with that input\n",
    )


def test_an_internal_error_outside_a_spec_names_the_command(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken() -> None:
        raise ValueError("bad")

    monkeypatch.setattr("passgen.spec.model.json_schema", broken)
    assert run(capsys, "schema") == (
        2,
        "",
        "passgen: internal error while processing `passgen schema`: ValueError: bad; please "
        "report this bug with that input\n",
    )


def test_ctrl_c_exits_130_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(path: Path, text: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(document, "load_document", interrupted)
    config = write_project(tmp_path, {"a.yaml": SPEC.format(summary="x")})
    assert run(capsys, "validate", "--config", str(config)) == (130, "", "passgen: interrupted\n")


@pytest.mark.parametrize(
    ("name", "template", "message"),
    [
        (
            "Passes.md.j2",
            "{% if x %}\n",
            "tpl/Passes.md.j2:1: error: template syntax: Unexpected end of "
            "template. Jinja was looking for the following tags: 'elif' or 'else' or 'endif'. The "
            "innermost block that needs to be closed is 'if'.",
        ),
        (
            "Passes.md.j2",
            "{{ nothing.here }}\n",
            "tpl/Passes.md.j2:1: error: template: 'nothing' is undefined",
        ),
        (
            "passes.py.j2",
            "def (:\n",
            "passgen: error: an override template wrote Python that black cannot read: ",
        ),
    ],
)
def test_a_broken_override_template_is_a_clean_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, template: str, message: str
) -> None:
    config = write_project(
        tmp_path, {"a.yaml": SPEC.format(summary="x")}, PYPROJECT + 'templates = "tpl"\n'
    )
    (tmp_path / "tpl").mkdir()
    (tmp_path / "tpl" / name).write_text(template)
    code, out, err = run(capsys, "build", "--config", str(config))
    assert (code, out) == (2, "")
    assert message in err and "Traceback" not in err and len(err.splitlines()) <= 4
    assert not (tmp_path / "gen").exists()
