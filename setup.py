"""The optional mypyc build: `PASSGEN_MYPYC=1 pip install .` compiles the hot runtime modules
(parsing, the IR classes, printing) to C extensions; the pure-Python modules, the reference,
are installed beside them. Without PASSGEN_MYPYC=1 this adds nothing to pyproject.toml's
plain build. mypy (which ships mypyc) and a C compiler are needed at build time only."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from setuptools import setup

# runtime/ paths of the compiled modules. Left out: ir/diagnostics.py, whose DiagnosticError
# interpreted code subclasses (which a compiled class refuses unless marked with
# mypy_extensions, not a runtime dependency) and which holds the classes mypyc cannot compile
# (subclasses of `str` and of that exception), ir/running_pass.py (a `threading.local`), and
# the modules of classes that interpreted classes derive from or that derive from them (the
# pass manager, passes, patterns, the greedy driver and cse, a generated pass's subclass).
COMPILED = [
    "asm/lexer.py",
    "asm/attr_parser.py",
    "asm/parser.py",
    "asm/printer.py",
    "asm/location_parser.py",
    "asm/location_aliases.py",
    "asm/attribute_aliases.py",
    "asm/alias_text.py",
    "asm/custom_ops.py",
    "asm/op_asm_parser.py",
    "asm/op_asm_printer.py",
    "asm/alias_walk.py",
    "asm/ssa_names.py",
    "asm/function_syntax.py",
    "asm/operation_state.py",
    "asm/format/line_plan.py",
    "asm/format/plan.py",
    "asm/format/printing.py",
    "asm/format/parsing.py",
    "asm/format/parsed.py",
    "asm/format/groups.py",
    "asm/format/attr_dict.py",
    "asm/format/op_info.py",
    "asm/format/presence.py",
    "asm/format/value_syntax.py",
    "asm/format/attribute_syntax.py",
    "asm/form_lookup.py",
    "dialects/arith/forms.py",
    "dialects/func/dialect.py",
    "ir/attributes.py",
    "ir/context.py",
    "ir/location.py",
    "ir/ods.py",
    "ir/operation.py",
    "ir/source_buffer.py",
    "ir/symbol_table.py",
    "ir/types.py",
    "ir/verifier.py",
    "ir/signature_memo.py",
    "ir/constraints.py",
    "ir/symbol_verifier.py",
    "ir/effects.py",
    "rewrite/applicator.py",
    "rewrite/folding.py",
    "rewrite/region_simplify.py",
    "rewrite/worklist.py",
]
ENABLED = os.environ.get("PASSGEN_MYPYC") == "1"


def compiled_extensions() -> list[object]:
    """The mypyc extensions of `COMPILED`, laid out as `passgen/runtime/...` (the installed
    package's name, which mypyc takes from the path) in build/mypyc-src."""
    if {"develop", "editable_wheel"} & set(sys.argv):
        raise SystemExit("PASSGEN_MYPYC=1 builds `pip install .`, not an editable install")
    if not {"build", "build_ext", "bdist_wheel", "install"} & set(sys.argv):
        return []  # pip's metadata and build-requirement steps compile nothing
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit("PASSGEN_MYPYC=1 needs mypy (which ships mypyc) installed") from None
    root = Path("build", "mypyc-src")
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(
        "runtime",
        root / "passgen" / "runtime",
        ignore=shutil.ignore_patterns("__pycache__", "*.so"),
    )
    (root / "passgen" / "__init__.py").touch()
    paths = [str(root / "passgen" / "runtime" / module) for module in COMPILED]
    return list(mypycify(paths, opt_level="3", target_dir=str(Path("build", "mypyc-c"))))


# An earlier compiled build's extension modules, left in setuptools' build/lib.*, must not
# reach this build's wheel (they would shadow the pure-Python modules of a default build).
for stale in Path("build").glob("lib.*"):
    shutil.rmtree(stale)

setup(
    ext_modules=compiled_extensions() if ENABLED else [],
    setup_requires=["mypy>=1.10"] if ENABLED else [],  # build requirement when compiling
)
