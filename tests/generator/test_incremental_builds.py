"""Incremental builds equal clean builds: after any sequence of edits to any specs, the
bytes a cached build leaves on disk are the bytes a clean build writes, and `--check` agrees.
The cache may only skip work, never change an output."""

from __future__ import annotations

import contextlib
import datetime
import io
import math
import shutil
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from profiles import examples
from projects import pyproject

from passgen.build.cache import BuildCache
from passgen.build.config import load_config
from passgen.cli import main

PYPROJECT = pyproject("specs/*.yaml", build=("mlir", "specs/mlir"))


def _spec(group: str) -> dict[str, Any]:
    return {
        "group": group,
        "summary": f"The {group} passes.",
        "passes": [
            {
                "name": f"{group}Simplify",
                "argument": f"{group.lower()}-simplify",
                "summary": "Simplify things",
                "anchor": "func.func",
                "options": [
                    {
                        "name": "mode",
                        "argument": "mode",
                        "type": "enum",
                        "default": "normal",
                        "description": "How hard to try",
                        "values": {"disabled": "Nothing.", "normal": "Some.", "aggressive": "All."},
                    },
                    {"name": "limit", "argument": "limit", "type": "int", "default": 3},
                ],
                "statistics": [
                    {"name": "num_done", "display_name": "num-done", "description": "Things done"}
                ],
            },
            {"name": f"{group}Print", "argument": f"{group.lower()}-print", "summary": "Print"},
        ],
    }


SPECS = {
    "specs/alpha.yaml": _spec("Alpha"),
    "specs/beta.yaml": _spec("Beta"),
    "specs/mlir/gamma.yaml": _spec("Gamma"),
}


def _edit(data: dict[str, Any], kind: str, draw: Any) -> dict[str, Any] | None:
    """`data` after one edit of kind `kind` (None: the file is deleted)."""
    text = draw(
        st.text(
            st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=12
        )
    )
    passes = data["passes"]
    first = passes[0] if passes else None
    if kind == "delete":
        return None
    if kind == "group summary":
        data["summary"] = text
    elif kind == "pass summary" and passes:
        draw(st.sampled_from(passes))["summary"] = text
    elif kind == "reorder enum" and first and first.get("options"):
        values = first["options"][0]["values"]
        keys = draw(st.permutations(list(values)))
        first["options"][0]["values"] = {key: values[key] for key in keys}
    elif kind == "add enum value" and first and first.get("options"):
        first["options"][0]["values"][
            draw(st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True))
        ] = text
    elif kind == "option default" and first and first.get("options"):
        first["options"][1]["default"] = draw(st.integers(-1000, 1000))
    elif kind == "remove pass" and passes:
        passes.pop(draw(st.integers(0, len(passes) - 1)))
    elif kind == "add pass":
        name = draw(st.from_regex(r"[A-Z][a-z]{1,8}", fullmatch=True))
        passes.append(
            {
                "name": f"{data['group']}{name}",
                "argument": f"{data['group']}-{name}".lower(),
                "summary": text,
            }
        )
    elif kind == "invalid":
        data["passes"] = [{"name": 3}]
    return data


EDITS = [
    "group summary",
    "pass summary",
    "reorder enum",
    "add enum value",
    "option default",
    "remove pass",
    "add pass",
    "invalid",
    "delete",
    "reformat",
]


def _write(root: Path, specs: dict[str, dict[str, Any]], style: dict[str, bool]) -> None:
    for path in (root / "specs").rglob("*.yaml"):
        path.unlink()
    for name, data in specs.items():
        file = root / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(
            yaml.safe_dump(
                data, sort_keys=False, allow_unicode=True, default_flow_style=style.get(name, False)
            ),
            encoding="utf-8",
        )


def _build(root: Path, *flags: str) -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main(["build", "--config", str(root / "pyproject.toml"), *flags])


def _outputs(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for folder in ("gen", "mlir_gen", "docs")
        if (root / folder).is_dir()
        for p in sorted((root / folder).rglob("*"))
        if p.is_file()
    }


@settings(
    max_examples=examples(12),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_incremental_build_equals_clean_build(tmp_path_factory: Any, data: st.DataObject) -> None:
    work = tmp_path_factory.mktemp("incremental")
    (work / "pyproject.toml").write_text(PYPROJECT)
    specs = {name: yaml.safe_load(yaml.safe_dump(spec)) for name, spec in SPECS.items()}
    style: dict[str, bool] = {}
    _write(work, specs, style)
    assert _build(work) == 0
    for step in range(data.draw(st.integers(1, 5), label="steps")):
        name = data.draw(st.sampled_from(sorted(SPECS)), label=f"spec {step}")
        kind = data.draw(st.sampled_from(EDITS), label=f"edit {step}")
        if kind == "reformat":
            style[name] = not style.get(name, False)
        elif name in specs:
            edited = _edit(specs[name], kind, data.draw)
            if edited is None:
                del specs[name]
            else:
                specs[name] = edited
        else:
            specs[name] = yaml.safe_load(yaml.safe_dump(SPECS[name]))
        _write(work, specs, style)
        clean = tmp_path_factory.mktemp("clean")
        shutil.copy(work / "pyproject.toml", clean / "pyproject.toml")
        _write(clean, specs, style)
        for folder in ("gen", "mlir_gen", "docs"):  # the same outputs on disk, but no cache
            shutil.copytree(work / folder, clean / folder, dirs_exist_ok=True)
        incremental_code = _build(work)
        clean_code = _build(clean)
        assert incremental_code == clean_code
        assert _outputs(work) == _outputs(clean), f"after {kind} of {name}"
        if incremental_code == 0:
            assert _build(work, "--check") == 0


def test_cache_notices_a_template_included_from_a_subfolder(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        PYPROJECT.split("\n\n")[0].replace(
            'docs = "docs/Passes.md"', 'docs = "docs/Passes.md"\ntemplates = "tpl"'
        )
        + "\n"
    )
    _write(tmp_path, {"specs/alpha.yaml": _spec("Alpha")}, {})
    (tmp_path / "tpl" / "parts").mkdir(parents=True)
    (tmp_path / "tpl" / "Passes.md.j2").write_text('{% include "parts/body.j2" %}\n')
    (tmp_path / "tpl" / "parts" / "body.j2").write_text("first")
    assert _build(tmp_path) == 0
    (tmp_path / "tpl" / "parts" / "body.j2").write_text("second")
    assert _build(tmp_path) == 0
    assert (tmp_path / "docs" / "Passes.md").read_text() == "second\n"
    assert _build(tmp_path, "--check") == 0


def test_cached_spec_data_keeps_its_key_order(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    _write(tmp_path, SPECS, {})
    assert _build(tmp_path) == 0
    cache = (tmp_path / ".passgen-cache" / "build-specs.json").read_text(encoding="utf-8")
    assert '"values": {"disabled": "Nothing.", "normal": "Some.", "aggressive": "All."}' in cache


def test_cached_spec_data_is_used_only_for_the_bytes_it_was_read_from(tmp_path: Path) -> None:
    """The data file may be newer or older than the digests (a build killed between the two
    writes): each entry counts only for its own spec bytes and tool."""
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    _write(tmp_path, SPECS, {})
    assert _build(tmp_path) == 0
    config = load_config(tmp_path / "pyproject.toml")
    current = BuildCache.current(config, config.spec_files())
    assert set(current.parsed_specs(config)) == {"specs/alpha.yaml", "specs/beta.yaml"}
    (tmp_path / "specs" / "alpha.yaml").write_text(
        "# edited\n" + yaml.safe_dump(SPECS["specs/alpha.yaml"])
    )
    assert set(BuildCache.current(config, config.spec_files()).parsed_specs(config)) == {
        "specs/beta.yaml"
    }
    current.tool = "another generator"
    assert current.parsed_specs(config) == {}


def test_only_data_that_json_keeps_exactly_is_cached() -> None:
    kept = {"a": [1, 2.5, None, True, "x"], "b": {"z": 1, "a": 2}}
    dropped = [{"when": datetime.date(2024, 1, 1)}, {1: "int key"}, {"t": (1, 2)}, {"f": math.inf}]
    cache = BuildCache()
    cache.keep_spec_data({"kept.yaml": kept} | {f"{i}.yaml": d for i, d in enumerate(dropped)})
    assert cache.spec_data == {"kept.yaml": kept}
