"""Property tests: mutated inputs only ever produce our diagnostic, never a crash."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_corpus import GENERIC
from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, DiagnosticError, verify

SEEDS = [p.read_text() for p in GENERIC[:60]]
SYNTAX = list('%^#!@"(){}[]<>:,=-.0123456789 \n\\') + ["->", "loc(", "{-#", "#-}", "//", "0x"]
# Parser errors point into fuzz.mlir; verifier errors use the op's own location.
DIAGNOSTIC = re.compile(r"^([^\n]*:\d+:\d+|loc\(.*\)): error: ", re.S)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        if not text:
            break
        start = draw(st.integers(0, len(text) - 1))
        end = min(len(text), start + draw(st.integers(0, 12)))
        kind = draw(st.sampled_from(["delete", "insert", "replace", "duplicate"]))
        if kind == "delete":
            text = text[:start] + text[end:]
        elif kind == "duplicate":
            text = text[:end] + text[start:end] + text[end:]
        else:
            piece = draw(st.sampled_from(SYNTAX) | st.text(max_size=3))
            text = text[:start] + piece + (text[end:] if kind == "replace" else text[start:])
    return text


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutations_give_diagnostics_or_round_trip(text: str) -> None:
    ctx = Context(allow_unregistered_dialects=True)
    try:
        module = parse_source(text, ctx, "fuzz.mlir")
        verify(module)
    except DiagnosticError as exc:
        assert DIAGNOSTIC.match(str(exc)), str(exc)
        return
    printed = print_op(module, debuginfo=True, context=ctx)
    again = Context(allow_unregistered_dialects=True)
    assert print_op(parse_source(printed, again, "p.mlir"), debuginfo=True, context=again) == printed
