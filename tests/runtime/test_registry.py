"""The pass registry: lazy factories, metadata without imports, pipelines, lookups."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from upstream_passes import STAND_INS, upstream_registry

from passgen.runtime import registry as registry_module
from passgen.runtime.options import INT, STR, ListOption, Option, OptionError, PipelineOptions
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager
from passgen.runtime.pipeline_text import parse_pass_pipeline, print_pipeline
from passgen.runtime.registry import (
    PassInfo,
    PassPipelineInfo,
    PassRegistry,
    RegistryError,
    active_registry,
    default_registry,
    register_pass,
    register_pass_pipeline,
    use_registry,
)


class LateBase(Pass):
    """Metadata of a pass whose implementation lives in a module nobody imported yet."""

    argument = "late"
    summary = "A pass imported on first use"
    description = "Long text."
    limit = Option("limit", INT, 3, "A limit")
    names = ListOption("names", STR)


IMPLEMENTATION = """
from passgen.runtime.options import INT, STR, ListOption, Option
from passgen.runtime.pass_ import Pass


class Late(Pass):
    argument = "late"
    limit = Option("limit", INT, 3)
    names = ListOption("names", STR)

    def run_on_operation(self) -> None:
        pass


def make() -> Pass:
    return Late(limit=9)
"""


@pytest.fixture
def late_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The name of a freshly written, not yet imported module holding `Late`."""
    name = f"late_impl_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.py").write_text(IMPLEMENTATION)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield name
    sys.modules.pop(name, None)


def test_registering_listing_and_options_do_not_import(late_module: str) -> None:
    registry = PassRegistry()
    info = registry.register_pass("late", f"{late_module}:Late", metadata=LateBase)
    registry.register_pass("cse", STAND_INS[2])
    assert [p.argument for p in registry.list_passes()] == ["cse", "late"]
    assert (info.summary, info.description) == ("A pass imported on first use", "Long text.")
    assert [o.argument for o in info.options()] == ["limit", "names"]
    assert late_module not in sys.modules

    pm = parse_pass_pipeline("builtin.module(late{limit=5 names=a,b})", registry)
    assert late_module in sys.modules
    pass_ = pm.passes[0]
    assert type(pass_).__name__ == "Late" and type(pass_).__module__ == late_module
    assert print_pipeline(pm) == "builtin.module(late{limit=5 names={a,b}})"


def test_lazy_factories_may_name_functions(late_module: str) -> None:
    registry = PassRegistry()
    info = registry.register_pass("late", f"{late_module}:make", metadata=LateBase)
    assert late_module not in sys.modules
    assert info.create().limit == 9  # type: ignore[attr-defined]
    assert info.pass_class().__name__ == "Late"


def test_a_pass_class_is_its_own_metadata() -> None:
    registry = upstream_registry()
    info = registry.get("canonicalize")
    assert isinstance(info, PassInfo)
    assert info.summary == "Canonicalize operations" and info.pass_class() is STAND_INS[0]
    assert registry.create_pass("canonicalize", max_iterations=2).max_iterations == 2  # type: ignore[attr-defined]
    assert [p.argument for p in registry.list_passes()] == sorted(c.argument for c in STAND_INS)


def test_callable_factory_without_metadata_is_asked() -> None:
    registry = PassRegistry()
    info = registry.register_pass("late", lambda: LateBase(limit=1), summary="given")
    assert info.summary == "given" and info.pass_class() is LateBase
    assert [o.argument for o in info.options()] == ["limit", "names"]


def test_registration_errors() -> None:
    registry = upstream_registry()
    with pytest.raises(RegistryError, match="'cse' is already registered"):
        registry.register_pass("cse", STAND_INS[2])
    with pytest.raises(RegistryError, match="'cse' is already registered"):
        registry.register_pass_pipeline("cse", "clash", lambda pm, options: None)
    with pytest.raises(RegistryError, match=r"not of the form 'package\.module:Class'"):
        registry.register_pass("x", "no.colon.here")
    with pytest.raises(RegistryError, match="non-empty argument"):
        registry.register_pass("", LateBase)
    registry.register_pass("broken", lambda: "not a pass")  # type: ignore[arg-type,return-value]
    with pytest.raises(RegistryError, match="returned 'not a pass', not a Pass"):
        registry.create_pass("broken")


def test_unknown_names_suggest_the_closest() -> None:
    registry = upstream_registry()
    with pytest.raises(
        RegistryError,
        match="'canonicalise' does not refer to a registered pass "
        "or pass pipeline; did you mean 'canonicalize'",
    ):
        registry.get("canonicalise")
    with pytest.raises(RegistryError, match=r"pass pipeline$"):
        registry.get("zzzzzz")
    assert registry.lookup("zzzzzz") is None and "cse" in registry


def test_create_checks_options() -> None:
    registry = upstream_registry()
    with pytest.raises(OptionError, match="has no option 'max-iteration'"):
        registry.create_pass("canonicalize", **{"max-iteration": 1})
    with pytest.raises(OptionError, match="value invalid for long argument"):
        registry.create_pass("canonicalize", max_iterations=2**63)


class DepthOptions(PipelineOptions):
    depth = Option("depth", INT, 1, "How many rounds")


def build_rounds(pm: OpPassManager, options: DepthOptions) -> None:
    for _ in range(options.depth):
        pm.add_pass(active_registry().create_pass("cse"))


def test_pipelines_with_options() -> None:
    registry = upstream_registry()
    info = registry.register_pass_pipeline("rounds", "Run cse often", build_rounds, DepthOptions)
    assert isinstance(info, PassPipelineInfo)
    assert [p.argument for p in registry.list_pipelines()] == ["rounds"]
    assert "rounds" not in [p.argument for p in registry.list_passes()]
    assert [o.argument for o in info.options()] == ["depth"]
    pm = OpPassManager()
    with use_registry(registry):
        info.build(pm, depth=2)
    assert print_pipeline(pm) == "builtin.module(cse,cse)"
    pm = parse_pass_pipeline("builtin.module(rounds{depth=3})", registry)
    assert print_pipeline(pm) == "builtin.module(cse,cse,cse)"
    with pytest.raises(OptionError, match="'DepthOptions' has no option 'width'"):
        info.build(OpPassManager(), width=1)
    with pytest.raises(RegistryError, match="is a pass pipeline, not a pass"):
        registry.create_pass("rounds")

    def build_plain(pm: OpPassManager, options: PipelineOptions) -> None:
        pass

    plain = registry.register_pass_pipeline("plain", "No options", build_plain)
    with pytest.raises(RegistryError, match="pass pipeline 'plain' takes no options"):
        plain.build(OpPassManager(), depth=1)


def test_module_level_registration_uses_the_default_registry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fresh = PassRegistry()
    monkeypatch.setattr(registry_module, "_DEFAULT", fresh)
    assert default_registry() is fresh and active_registry() is fresh
    register_pass("late", LateBase)

    def build_twice(pm: OpPassManager, options: PipelineOptions) -> None:
        for _ in range(2):
            pm.add_pass(LateBase())

    register_pass_pipeline("twice", "Late twice", build_twice)
    assert print_pipeline(parse_pass_pipeline("any(twice,late)")) == (
        "any(late{limit=3 },late{limit=3 },late{limit=3 })"  # the empty list prints as nothing
    )
    with use_registry(upstream_registry()):
        assert "late" not in active_registry()
    assert active_registry() is fresh


USER_SCRIPT = """
import subprocess
import sys

from passgen.runtime import PassManager, parse_pass_pipeline_into, print_pipeline
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

assert "passgen.generated" not in sys.modules  # the built-in passes load on first lookup
context = Context()
module = parse_source(
    "func.func @f(%a: i32) -> i32 {\\n"
    "  %0 = arith.addi %a, %a : i32\\n"
    "  %1 = arith.addi %a, %a : i32\\n"
    "  %2 = arith.addi %0, %1 : i32\\n"
    "  return %2 : i32\\n"
    "}\\n",
    context,
)
pm = PassManager(context)
parse_pass_pipeline_into(pm, "func.func(canonicalize,cse)")
print(print_pipeline(pm))
pm.run(module)
print(print_op(module))
"""


def test_a_script_runs_the_built_in_passes_without_registering_them(tmp_path: Path) -> None:
    """As passgen-opt has them (and MLIR's Python bindings: their site registers every pass)."""
    script = tmp_path / "script.py"
    script.write_text(USER_SCRIPT)
    run = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    pipeline, printed = run.stdout.split("\n", 1)
    assert pipeline.startswith("builtin.module(func.func(canonicalize{") and "},cse))" in pipeline
    assert printed.count("arith.addi") == 2  # cse merged the two equal additions


def register_defaults(registry: PassRegistry) -> None:
    registry.register_pass("late", LateBase)
    registry.register_pass("cse", STAND_INS[2])


def test_a_programs_pass_replaces_the_default_of_its_argument() -> None:
    early = PassRegistry(register_defaults)
    early.register_pass("late", lambda: LateBase(limit=1), summary="mine")  # before the load
    late = PassRegistry(register_defaults)
    assert late.get("late").summary == "A pass imported on first use"  # loads the defaults
    late.register_pass("late", lambda: LateBase(limit=1), summary="mine")
    for registry in (early, late):
        assert registry.get("late").summary == "mine"
        assert [p.argument for p in registry.list_passes()] == ["cse", "late"]
        with pytest.raises(RegistryError, match="'late' is already registered"):
            registry.register_pass("late", LateBase)


def test_the_default_registry_has_the_built_in_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = PassRegistry(registry_module._register_builtin_passes)
    monkeypatch.setattr(registry_module, "_DEFAULT", fresh)
    assert {"canonicalize", "cse", "cleanup"} <= {
        *(p.argument for p in default_registry().list_passes()),
        *(p.argument for p in default_registry().list_pipelines()),
    }
    register_pass("cse", LateBase)  # a program's own `cse`
    assert print_pipeline(parse_pass_pipeline("builtin.module(cse)")).startswith(
        "builtin.module(late{"
    )
