"""Round trips of the IR corpus through our parser and printer, checked by mlir-opt."""

from __future__ import annotations

from pathlib import Path

import pytest
from ir_corpus import GENERIC, corpus_args
from mlir_tools import alias_uses, mlir_opt, passgen_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, verify


def test_corpus_is_large_enough() -> None:
    assert len(GENERIC) >= 40


def ours(path: Path, debuginfo: bool, filename: str | None = None, generic: bool = False) -> str:
    """Our print of the corpus file, parsed as `filename` (default: its name), in the
    custom form where ops have one (in the generic form with `generic`)."""
    ctx = Context(allow_unregistered_dialects=True)
    module = parse_source(path.read_text(), ctx, filename or path.name)
    verify(module)
    return print_op(module, debuginfo=debuginfo, context=ctx, generic=generic)


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: p.stem)
def test_print_parse_print_is_stable(path: Path) -> None:
    for debuginfo in (False, True):
        first = ours(path, debuginfo)
        ctx = Context(allow_unregistered_dialects=True)
        second = print_op(parse_source(first, ctx, "again.mlir"), debuginfo=debuginfo, context=ctx)
        assert second == first


@requires_mlir_opt
@pytest.mark.parametrize("path", GENERIC, ids=lambda p: p.stem)
def test_mlir_opt_reads_our_output_as_it_reads_its_own(path: Path) -> None:
    """Our print (custom forms where ops have them) reads, in mlir-opt, as the same IR
    mlir-opt's own print of the file does: the IR of the file, but for what the custom
    forms leave out in both (the locations of elided terminators and of the arguments a
    form prints as operands, like scf.for's induction variable)."""
    args = corpus_args(path)
    debuginfo = "--mlir-print-debuginfo" in args
    theirs = mlir_opt(path.read_text(), *args)
    assert theirs.returncode == 0, theirs.stderr
    expected = mlir_opt(theirs.stdout, "--mlir-print-op-generic", *args)
    assert expected.returncode == 0, expected.stderr
    ours_text = ours(path, debuginfo)
    actual = mlir_opt(ours_text, "--mlir-print-op-generic", *args)
    assert actual.returncode == 0, f"mlir-opt rejected our output:\n{actual.stderr}\n{ours_text}"
    assert actual.stdout == expected.stdout


@requires_mlir_opt
@pytest.mark.parametrize("path", GENERIC, ids=lambda p: p.stem)
def test_we_print_what_mlir_opt_prints(path: Path) -> None:
    """Value numbering, block labels, predecessor comments, attribute and location
    aliases and layout as mlir-opt's, with and without debug info."""
    args = [a for a in corpus_args(path) if a != "--mlir-print-debuginfo"]
    for debuginfo in (False, True):
        flags = ["--mlir-print-debuginfo"] if debuginfo else []
        expected = mlir_opt(path.read_text(), "--mlir-print-op-generic", *args, *flags).stdout
        # mlir_opt reads stdin
        assert ours(path, debuginfo, "<stdin>", generic=True) + "\n" == expected


# Files with ops that print generically here and in a custom form in mlir-opt, which
# aliases what it prints (block argument locations, maps) as their forms say.
_FORMS_MISSING: dict[str, str] = {}


@requires_mlir_opt
@pytest.mark.parametrize(
    "path",
    [
        pytest.param(
            p,
            marks=pytest.mark.xfail(reason=f"no form here: {_FORMS_MISSING[p.stem]}", strict=True),
        )
        if p.stem in _FORMS_MISSING
        else p
        for p in GENERIC
    ],
    ids=lambda p: p.stem,
)
def test_aliases_are_mlir_opts_in_the_custom_form(path: Path) -> None:
    """Location and attribute aliases are made for what the custom print prints, numbered
    in its order, as mlir-opt makes them: what elided terminators and custom forms leave
    out (their locations, the maps printed as expressions) gets none."""
    args = [a for a in corpus_args(path) if a != "--mlir-print-debuginfo"]
    for flags in ([], ["--mlir-print-debuginfo"]):
        theirs = mlir_opt(path.read_text(), *args, *flags)
        code, ours, _ = passgen_opt(path.read_text(), *args, *flags)
        assert theirs.returncode == code == 0
        assert alias_uses(ours) == alias_uses(theirs.stdout)
