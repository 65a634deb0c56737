"""Dialect types and attributes kept as text print as MLIR's `printDialectSymbol` prints
them: `!bar<baz<1>>` as `!bar.baz<1>` when the body is an identifier maybe followed by
`<...>`, else as written; a dialect attribute takes an optional trailing `: type`
(`#foo.attr : i32`); and the segment sizes of `AttrSized*Segments` ops written in the
attribute dictionary are properties (found on MLIR's IR/parser.mlir). Hypothesis draws
bodies; mlir-opt prints each batch (oracle)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from literal_cases import chunks
from mlir_tools import both, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

_WORDS = ["baz", "a.b", "x_1", "q9", "B"]
_INNER = ["", "<1>", "<a, b>", '<"s">', "<<1>>"]
_ODD = ['"baz"', "1x", " baz", "baz qux", "baz[1]", "", "baz<1>x"]


@st.composite
def bodies(draw: st.DrawFn) -> str:
    """The inside of a dialect symbol's `<...>`: pretty-printable or not."""
    if draw(st.booleans()):
        return draw(st.sampled_from(_WORDS)) + draw(st.sampled_from(_INNER))
    return draw(st.sampled_from(_ODD))


def _op(body: str, attribute_type: str | None) -> str:
    typed = f" : {attribute_type}" if attribute_type else ""
    return f'%0 = "foo.op"() {{a = #foo<{body}>{typed}}} : () -> !bar<{body}>'


@requires_mlir_opt
@settings(max_examples=examples(20), deadline=None)
@given(st.lists(st.tuples(bodies(), st.sampled_from([None, "i32", "!bar.t"])), min_size=1))
def test_dialect_symbols_print_as_mlir_opt_prints_them(ops: list[tuple[str, str | None]]) -> None:
    text = chunks([_op(body, type) for body, type in ops])
    ours, theirs = both(text, "--split-input-file", "--allow-unregistered-dialect")
    assert ours == theirs


@given(bodies())
def test_the_pretty_form_reads_back_as_itself(body: str) -> None:
    context = Context(allow_unregistered_dialects=True)
    printed = print_op(parse_source(_op(body, "i32"), context), generic=True)
    assert print_op(parse_source(printed, context), generic=True) == printed


@requires_mlir_opt
def test_segment_sizes_in_the_attribute_dictionary_are_properties() -> None:
    text = (
        '"func.func"() ({\n  %0 = "foo"() : () -> i1\n'
        '  "cf.cond_br"(%0, %0, %0) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 1, 1>}'
        ' : (i1, i1, i1) -> ()\n^bb1(%x: i1):\n  "func.return"() : () -> ()\n'
        '}) {sym_name = "f", function_type = () -> ()} : () -> ()\n'
    )
    ours, theirs = both(text, "--allow-unregistered-dialect")
    assert ours == theirs
    assert "<{operandSegmentSizes = array<i32: 1, 1, 1>}>" in ours[1]
