"""The hand-written forms, custom directives and inferred types of the async, pdl,
ml_program, spirv, ptr and arm_sme ops that held-out upstream tests use (runtime/dialects/
<name>/, runtime/asm/format/) against mlir-opt 22, on upstream MLIR test files
(tests/data/upstream_mlir, origins in its README), one `// -----` chunk at a time: each prints as mlir-opt prints it in the custom and the
generic form, our custom print reads back to mlir-opt's generic form, and mlir-opt's
generic form prints back to its custom one."""

from __future__ import annotations

import pytest
from mlir_tools import assert_fails_as_mlir_opt, mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA

pytestmark = requires_mlir_opt

UPSTREAM = DATA / "upstream_mlir" / "mlir" / "test" / "Dialect"
FILES = [
    UPSTREAM / "Async" / "ops.mlir",
    UPSTREAM / "PDL" / "ops.mlir",
    UPSTREAM / "MLProgram" / "ops.mlir",
    UPSTREAM / "Ptr" / "ops.mlir",
    UPSTREAM / "ArmSME" / "roundtrip.mlir",
    *(
        UPSTREAM / "SPIRV" / "IR" / f"{name}.mlir"
        for name in ("arithmetic-ops", "bit-ops", "logical-ops")
    ),
]
SPLIT = "// -----\n"


def _chunks() -> list[tuple[str, str]]:
    found = []
    for path in FILES:
        for index, chunk in enumerate(path.read_text(encoding="utf-8").split(SPLIT)):
            if any(line.strip() and not line.startswith("//") for line in chunk.splitlines()):
                found.append((f"{path.relative_to(UPSTREAM).as_posix()}#{index}", chunk))
    return found


CHUNKS = dict(_chunks())


@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"])
@pytest.mark.parametrize("name", CHUNKS)
def test_we_print_what_mlir_opt_prints(name: str, flags: list[str]) -> None:
    theirs = mlir_opt(CHUNKS[name], *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(CHUNKS[name], *flags) == (0, theirs.stdout, "")


@pytest.mark.parametrize("name", CHUNKS)
def test_our_custom_print_reads_back_as_mlir_opts_ir(name: str) -> None:
    code, ours, _ = passgen_opt(CHUNKS[name])
    assert code == 0
    generic = mlir_opt(CHUNKS[name], "--mlir-print-op-generic").stdout
    assert passgen_opt(ours, "--mlir-print-op-generic")[1] == generic


@pytest.mark.parametrize("name", CHUNKS)
def test_mlir_opts_generic_form_prints_as_its_custom_form(name: str) -> None:
    generic = mlir_opt(CHUNKS[name], "--mlir-print-op-generic").stdout
    assert passgen_opt(generic)[1] == mlir_opt(CHUNKS[name]).stdout


def test_every_file_is_recorded() -> None:
    readme = (DATA / "upstream_mlir" / "README.md").read_text(encoding="utf-8")
    for path in FILES:
        assert f"`mlir/test/Dialect/{path.relative_to(UPSTREAM).as_posix()}`" in readme


MALFORMED = {
    "execute_as": "func.func @f(%v: !async.value<f32>) {\n"
    "  %t, %r = async.execute (%v : !async.value<f32>) -> !async.value<f32> {\n"
    "    async.yield %v : f32\n  }\n  return\n}\n",
    "execute_deps": "func.func @f(%t: !async.token) {\n  %0 = async.execute [%t {\n"
    "    async.yield\n  }\n  return\n}\n",
    "pdl_attribute_name": "pdl.pattern : benefit(1) {\n  %a = attribute\n"
    '  %r = operation {foo = %a}\n  rewrite %r with "x"\n}\n',
    "extended_struct": "func.func @f(%a: i32) {\n"
    "  %0 = spirv.IAddCarry %a, %a : !spirv.struct<(i32)>\n  return\n}\n",
    "constant_untyped": "func.func @f() {\n  %0 = spirv.Constant [1 : i32]\n  return\n}\n",
    "global_visibility": "ml_program.global @g : i32\n",
    "ordering_arrow": "ml_program.subgraph @s() {\n  %t = ml_program.token\n"
    "  %0 = ml_program.global_load_graph @g ordering(%t) : i32\n  ml_program.output\n}\n",
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_ops_get_mlir_opts_diagnostic(name: str) -> None:
    assert_fails_as_mlir_opt(MALFORMED[name])
