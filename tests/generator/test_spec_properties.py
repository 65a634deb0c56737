"""Property tests: any valid spec, with any strings in it and under any file name, builds
into code that compiles, imports, declares no encoding, is black's layout and carries exactly
the spec's metadata; YAML keeps every string; builds are deterministic across hash seeds.
"""

from __future__ import annotations

import importlib
import importlib.util
import io
import itertools
import keyword
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize
from pathlib import Path
from types import ModuleType
from typing import Any

import black
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from paths import ROOT
from profiles import examples
from projects import pyproject, write_project

from passgen.build.render import GENERATED_MARK, HEADER, black_mode
from passgen.checks.rules import RESERVED
from passgen.cli import main
from passgen.runtime.pass_ import Pass
from passgen.spec.model import ENUM_VALUE_FORBIDDEN
from passgen.spec.option_kinds import OPTION_KINDS
from passgen.spec.yaml_source import load_document
from passgen.support.naming import snake_case
from passgen.support.source_text import UNSAFE_TEXT

GROUP = "PropGroup"
MODULE = snake_case(GROUP)
_COUNTER = itertools.count()

# -- strategies -----------------------------------------------------------------------------

# Pieces that break naive quoting in Python, Jinja, Markdown or YAML.
TRICKY = [
    '"',
    "'",
    "\\",
    '"""',
    "'''",
    '\\"',
    "\\n",
    "{{ x }}",
    "{{",
    "}}",
    "{% if x %}",
    "{%",
    "%}",
    "{# c #}",
    "\n",
    "\r",
    "\r\n",
    "\t",
    "\n# Heading\n",
    "\n## Sub heading\n",
    "###### h6",
    "```\n# not a heading\n```",
    "|",
    "ünïcödé",
    "—",
    "🙂",
    "\u2028",
    "\x85",
    "\x00",
    "\ufeff",
    " ",
    "  ",
    "---",
    "...",
    ": ",
    "- ",
    "&a",
    "*a",
    "!tag",
    "!!python/object:os.system",
    "%",
    "@",
    "`",
    "#",
    "<b>",
    "\x1b[0m",
    "𝔘",
    "'''\"\"\"",
    # Directives a comment or an encoding could carry, and HTML for Passes.md.
    "coding:utf-7",
    "# -*- coding: latin-1 -*-",
    "+ACI-",
    "+AAo-",
    "\\N",
    "\\N{BULLET}",
    "# type: ignore",
    "# fmt: off",
    "# noqa",
    "<script>alert(1)</script>",
    "<img src=x onerror=y>",
    "-->",
    "```",
    "~~~",
    "\n```\n",
    "&lt;",
]
# What a spec's strings may hold: anything but `UNSAFE_TEXT` (refused, see test_cpp_names.py).
text = (
    st.lists(
        st.one_of(
            st.sampled_from(TRICKY), st.text(st.characters(blacklist_categories=["Cs"]), max_size=6)
        ),
        max_size=6,
    )
    .map("".join)
    .map(lambda t: UNSAFE_TEXT.sub("", t))
)

# A spec's path under specs/: any characters a Linux file name may hold (no '/', no NUL), in
# a folder or not, as long as each part fits in 255 bytes.
_name_part = (
    st.lists(
        st.one_of(
            st.sampled_from(TRICKY),
            st.text(
                st.characters(blacklist_categories=["Cs"], blacklist_characters="/\x00"),
                max_size=6,
            ),
        ),
        max_size=5,
    )
    .map("".join)
    .map(lambda name: name.replace("/", "").replace("\x00", ""))
)
spec_path = (
    st.tuples(
        st.one_of(st.none(), _name_part.filter(lambda d: d not in ("", ".", ".."))), _name_part
    )
    .map(lambda parts: "/".join(p for p in (parts[0], parts[1] + ".yaml") if p is not None))
    .filter(lambda path: all(len(part.encode()) <= 255 for part in path.split("/")))
)
enum_value = st.text(
    st.characters(blacklist_categories=("Cs", "Z", "C"), blacklist_characters=ENUM_VALUE_FORBIDDEN),
    min_size=1,
    max_size=8,
).filter(lambda value: value.isprintable() and not any(c.isspace() for c in value))

camel = st.from_regex(r"[A-Z][A-Za-z0-9]{0,8}", fullmatch=True)
identifier = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True).filter(
    lambda name: not keyword.iskeyword(name) and name not in RESERVED
)
argument = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,6}(-[A-Za-z0-9_]{1,4}){0,2}", fullmatch=True)
# Dialects and packages that exist nowhere (`p...`), declared in the project's configuration:
# the build checks names the runtime resolves (see test_references.py).
op_name = st.from_regex(r"p[a-z0-9_]{0,5}(\.[a-z_][a-z0-9_$]{0,5}){1,2}", fullmatch=True)
interface = st.from_regex(r"[A-Z][A-Za-z0-9_]{0,12}", fullmatch=True)
dialect = st.from_regex(r"p[a-z0-9_]{0,6}", fullmatch=True)
# Modules that exist nowhere (an importable one, such as `py`, must define the class).
import_path = st.from_regex(
    r"p[a-z0-9_]{0,5}(\.[a-z_][a-z0-9_]{0,5}){0,2}:[A-Z][A-Za-z0-9]{0,6}", fullmatch=True
).filter(
    lambda path: (
        not any(keyword.iskeyword(part) for part in re.split(r"[.:]", path))
        and importlib.util.find_spec(path.split(".")[0].split(":")[0]) is None
    )
)

# A default of each option kind that has one of its own: none for a pipeline (text parsed
# when first used) or an enum (one of its values).
DEFAULTS: dict[str, st.SearchStrategy[Any]] = {
    "bool": st.booleans(),
    "int": st.integers(-(2**31), 2**31 - 1),
    "uint": st.integers(0, 2**32 - 1),
    "int64": st.integers(-(2**63), 2**63 - 1),
    "uint64": st.integers(0, 2**64 - 1),
    "float": st.floats(allow_nan=True, allow_infinity=True),
    "str": text,
    "opaque": text,
}


def test_option_strategies_cover_every_kind() -> None:
    assert set(DEFAULTS) == {name for name, kind in OPTION_KINDS.items() if not kind.pipeline} - {
        "enum"
    }


@st.composite
def option(draw: st.DrawFn, name: str, arg: str) -> dict[str, Any]:
    """A valid option of any kind, with a default that fits (or none)."""
    kind = draw(st.sampled_from(list(OPTION_KINDS)))
    is_list = OPTION_KINDS[kind].listable and draw(st.booleans())
    spec: dict[str, Any] = {
        "name": name,
        "argument": arg,
        "type": f"list[{kind}]" if is_list else kind,
    }
    if kind == "enum":
        values = draw(st.dictionaries(enum_value, text, min_size=1, max_size=4))
        spec["values"] = values
        element = st.sampled_from(sorted(values))
    else:
        element = DEFAULTS.get(kind, st.nothing())
    if not OPTION_KINDS[kind].pipeline and draw(st.booleans()):
        spec["default"] = draw(st.lists(element, max_size=3)) if is_list else draw(element)
    if OPTION_KINDS[kind].cpp_type is None and kind != "enum":
        spec["cpp"] = {"type": "::my::Type"}  # a C++ type of the project's
    if draw(st.booleans()):
        spec["description"] = draw(text)
    return spec


@st.composite
def spec_file(draw: st.DrawFn) -> dict[str, Any]:
    """A valid spec of one to three passes, maybe with a shared option set."""
    shared_args = draw(st.lists(argument, unique=True, max_size=2))
    shared_names = draw(
        st.lists(identifier, unique=True, min_size=len(shared_args), max_size=len(shared_args))
    )
    shared = [draw(option(n, a)) for n, a in zip(shared_names, shared_args)]
    names = draw(
        st.lists(camel, min_size=1, max_size=3, unique_by=snake_case).filter(
            lambda ns: all(snake_case(n) != f"{MODULE}_passes" for n in ns)
        )
    )
    arguments = draw(st.lists(argument, min_size=len(names), max_size=len(names), unique=True))
    passes = []
    for name, arg in zip(names, arguments):
        include = bool(shared) and draw(st.booleans())
        taken_names = set(shared_names) if include else set()
        taken_args = set(shared_args) if include else set()
        member_names = draw(
            st.lists(identifier.filter(lambda n: n not in taken_names), unique=True, max_size=5)
        )
        n_options = draw(st.integers(0, len(member_names)))
        option_args = draw(
            st.lists(
                argument.filter(lambda a: a not in taken_args),
                unique=True,
                min_size=n_options,
                max_size=n_options,
            )
        )
        spec: dict[str, Any] = {"name": name, "argument": arg}
        for key, strategy in (
            ("summary", text),
            ("description", text),
            ("deprecated", text),
            ("dependent_dialects", st.lists(dialect, max_size=3)),
            ("implementation", import_path),
        ):
            if draw(st.booleans()):
                spec[key] = draw(strategy)
        where = draw(st.sampled_from(["none", "anchor", "interface"]))
        if where == "anchor":
            spec["anchor"] = draw(op_name)
        elif where == "interface":
            spec["interface"] = draw(interface)
        if include:
            spec["include_options"] = ["shared"]
        if n_options:
            spec["options"] = [draw(option(n, a)) for n, a in zip(member_names, option_args)]
        if member_names[n_options:]:
            spec["statistics"] = [
                {
                    "name": n,
                    "display_name": draw(text),
                    **({"description": draw(text)} if draw(st.booleans()) else {}),
                }
                for n in member_names[n_options:]
            ]
        passes.append(spec)
    result: dict[str, Any] = {"group": GROUP, "passes": passes}
    if draw(st.booleans()):
        result["summary"] = draw(text)
    if draw(st.booleans()):  # its passes come from elsewhere
        result["bundles"] = [
            {"name": "zz-bundle", "summary": draw(text), "passes": ["zz-elsewhere"]}
        ]
    if shared:
        result["option_sets"] = {"shared": shared}
    return result


def strings(data: Any) -> list[str]:
    """Every string in nested lists and mappings (keys too)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in (*strings(k), *strings(v))]
    if isinstance(data, list):
        return [s for item in data for s in strings(item)]
    return []


def dump(data: Any, allow_unicode: bool, style: str | None = None) -> str:
    """`data` as YAML. PyYAML's emitter writes NEL (U+0085) unescaped in quoted scalars when
    `allow_unicode` is on, where YAML folds it into a space, so such data is dumped escaped."""
    allow_unicode = allow_unicode and not any("\x85" in text for text in strings(data))
    return yaml.safe_dump(data, allow_unicode=allow_unicode, default_style=style, sort_keys=False)


# -- expectations -----------------------------------------------------------------------------


def same(a: Any, b: Any) -> bool:
    """Equality that also holds for NaN and keeps bools apart from ints."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a):
        return math.isnan(b)
    return type(a) is type(b) and a == b


def expected_default(opt: dict[str, Any]) -> Any:
    default = opt.get("default")
    if opt["type"].startswith("list["):
        values = default or []
        return [float(v) for v in values] if opt["type"] == "list[float]" else list(values)
    if default is None:
        return None
    return float(default) if opt["type"] == "float" else default


def check_pass_class(cls: type[Pass], spec: dict[str, Any], option_sets: dict[str, Any]) -> None:
    """The generated base class carries exactly the spec's metadata."""
    assert cls.__name__ == f"{spec['name']}Base"
    assert cls.argument == spec["argument"]
    assert cls.name == spec["name"]
    assert cls.summary == spec.get("summary", "")
    assert cls.description == spec.get("description", "")
    assert cls.anchor == spec.get("anchor")
    assert cls.interface == spec.get("interface")
    assert tuple(cls.dependent_dialects) == tuple(spec.get("dependent_dialects", ()))
    assert cls.deprecated == spec.get("deprecated")
    included = [o for s in spec.get("include_options", []) for o in option_sets[s]]
    options = included + spec.get("options", [])
    declared = cls.options()
    assert [o.name for o in declared] == [o["name"] for o in options]
    instance = cls()
    for descriptor, opt in zip(declared, options):
        is_list = opt["type"].startswith("list[")
        element = opt["type"][5:-1] if is_list else opt["type"]
        assert descriptor is vars(cls)[opt["name"]]
        assert descriptor.argument == opt["argument"]
        assert descriptor.is_list == is_list
        assert descriptor.type.name == element
        assert descriptor.description == opt.get("description", "")
        assert same(descriptor.default, expected_default(opt)), (descriptor.default, opt)
        assert same(getattr(instance, opt["name"]), expected_default(opt))
        if element == "enum":
            assert list(descriptor.type.values.items()) == list(opt["values"].items())
    statistics = spec.get("statistics", [])
    assert [(s.name, s.display_name, s.description) for s in cls.statistics()] == [
        (s["name"], s["display_name"], s.get("description", "")) for s in statistics
    ]
    for s in statistics:
        assert getattr(instance, s["name"]) == 0


def load_file(path: Path) -> ModuleType:
    """Import one generated file under a fresh, unique module name."""
    name = f"_passgen_prop_{path.stem}_{next(_COUNTER)}"
    module_spec = importlib.util.spec_from_file_location(name, path)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    try:
        module_spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def check_module_text(path: Path) -> None:
    """A generated module declares nothing (its first line is fixed, no encoding declaration
    in lines 1-2), compiles, and is already black's layout."""
    data = path.read_bytes()
    source = data.decode("utf-8")
    assert source.startswith(f"# {HEADER}\n") and source.startswith(GENERATED_MARK)
    assert tokenize.detect_encoding(io.BytesIO(data).readline) == (
        "utf-8",
        source.encode().splitlines(True)[:2],
    )
    for line in source.splitlines()[:2]:
        assert not re.match(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", line)
    compile(data, str(path), "exec")
    assert black.format_str(source, mode=black_mode()) == source


def registry_available() -> bool:
    return importlib.util.find_spec("passgen.runtime.registry") is not None


def check_registration(root: Path, package: str, spec: dict[str, Any]) -> None:
    """`register_<group>_passes` records each pass's metadata in a fresh registry."""
    from passgen.runtime.registry import PassInfo, PassRegistry

    sys.path.insert(0, str(root))
    try:
        module = importlib.import_module(f"{package}.{MODULE}_registration")
        registry = PassRegistry()
        getattr(module, f"register_{MODULE}_passes")(registry)
        for p in spec["passes"]:
            info = registry.get(p["argument"])
            assert isinstance(info, PassInfo) and info.metadata is not None
            assert info.metadata.argument == p["argument"]
            assert info.summary == p.get("summary", "")
            assert info.description == p.get("description", "")
        for b in spec.get("bundles", []):
            assert registry.get(b["name"]).summary == b["summary"]
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n == package or n.startswith(f"{package}.")]:
            del sys.modules[name]


# -- properties -----------------------------------------------------------------------------


@settings(max_examples=examples(60))
@given(spec=spec_file(), allow_unicode=st.booleans(), path=spec_path)
def test_any_valid_spec_builds_into_code_with_the_same_metadata(
    spec: dict[str, Any], allow_unicode: bool, path: str
) -> None:
    package = f"passgen_prop_pkg_{next(_COUNTER)}"
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        dialects = {p["anchor"].split(".")[0] for p in spec["passes"] if "anchor" in p}
        dialects.update(d for p in spec["passes"] for d in p.get("dependent_dialects", ()))
        interfaces = {p["interface"] for p in spec["passes"] if "interface" in p}
        declared = f"dialects = {sorted(dialects)!r}\ninterfaces = {sorted(interfaces)!r}\n"
        config = write_project(
            root,
            {path: dump(spec, allow_unicode)},
            pyproject(package=package) + declared.replace("'", '"'),
        )
        assert main(["build", "--config", str(config)]) == 0
        output = root / package
        assert sorted(p.name for p in output.iterdir()) == [
            "__init__.py",
            f"{MODULE}.py",
            f"{MODULE}_registration.py",
        ]
        for module in output.iterdir():
            check_module_text(module)
        docs = (root / "docs" / "Passes.md").read_text(encoding="utf-8")
        header = docs.splitlines()[0]  # the file name can neither end the comment nor the line
        assert header.startswith("<!-- Generated by passgen from ") and header.endswith(" -->")
        assert header.index("-->") == len(header) - 3
        base = load_file(output / f"{MODULE}.py")  # imports only passgen.runtime
        assert base.SPEC_FILE == f"specs/{path}"
        option_sets = spec.get("option_sets", {})
        for p in spec["passes"]:
            check_pass_class(getattr(base, f"{p['name']}Base"), p, option_sets)
        if registry_available():
            check_registration(root, package, spec)


@settings(max_examples=examples(200))
@given(
    strings=st.lists(text, min_size=1, max_size=5),
    allow_unicode=st.booleans(),
    style=st.sampled_from([None, '"', "'", "|", ">"]),
)
def test_yaml_loading_keeps_the_exact_strings(
    strings: list[str], allow_unicode: bool, style: str | None
) -> None:
    data = {
        "group": GROUP,
        "summary": strings[0],
        "passes": [{"name": "A", "argument": "a", "description": s} for s in strings],
    }
    dumped = dump(data, allow_unicode, style)
    document, problems = load_document(Path("prop.yaml"), dumped)
    assert problems == []
    assert document.data == data


def test_builds_are_byte_identical_across_hash_seeds(tmp_path: Path) -> None:
    """The repo's own specs and the upstream corpus (specs/mlir), built in two processes
    with different PYTHONHASHSEED."""
    outputs = []
    for seed in ("1", "4242"):
        root = tmp_path / f"seed{seed}"
        shutil.copytree(ROOT / "specs", root / "specs")
        shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
        (root / "passgen").mkdir()
        for output in ("generated", "upstream"):  # as in the checkout: passgen/ links them
            (root / "passgen" / output).symlink_to(Path("..", output))
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "passgen.cli",
                "build",
                "--config",
                str(root / "pyproject.toml"),
            ],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        outputs.append(
            {
                p.relative_to(root).as_posix(): p.read_bytes()
                for folder in ("generated", "upstream", "docs")
                for p in sorted((root / folder).rglob("*"))
                if p.is_file()
            }
        )
    assert outputs[0] == outputs[1]
    assert {
        "generated/__init__.py",
        "docs/Passes.md",
        "upstream/__init__.py",
        "docs/mlir/Passes.md",
    } <= set(outputs[0])
    assert len(outputs[0]) >= 2 + 2 * len(list((ROOT / "specs").glob("*.yaml")))


def test_hash_seeds_reorder_string_sets() -> None:
    """Different seeds really reorder sets of strings, so the test above would catch an
    order that leaks from a set into the output."""
    script = "print(list({'cse', 'canonicalize', 'symbol-dce', 'strip-debuginfo', 'print-ir'}))"
    orders = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("0", "1", "2", "3", "4242")
    }
    assert len(orders) > 1
