"""The parser's fast paths give what its general path gives: the same IR, locations and
printed form, or the same diagnostic, on the corpus and on generated op lines.

The fast paths: whole common op lines (`_OP_LINE`) and the `loc(#alias)` after them
(`_ALIAS_LOCATION`), dictionaries and function types cached by their text,
`loc("file":line:col)` in one regex, location alias definitions in one regex
(`_COMMON_LOCATION_ALIAS`), and the source buffer's forward line counter."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ir_corpus import GENERIC
from profiles import examples

from passgen.runtime.asm import attr_parser, location_parser, parse_source, parser, print_op
from passgen.runtime.ir import Context, DiagnosticError
from passgen.runtime.ir.diagnostics import SourceBuffer


@contextmanager
def general_path_only() -> Iterator[None]:
    """No op line or location alias definition taken whole, no cached dictionary or function
    type used."""
    patterns = [
        (parser, "_OP_LINE"),
        (parser, "_ALIAS_LOCATION"),
        (parser, "_COMMON_LOCATION_ALIAS"),
        (location_parser, "_FILE_LINE_COL"),
    ]
    saved = [getattr(module, name) for module, name in patterns]
    cached = attr_parser.AttributeParser.cached
    for module, name in patterns:
        setattr(module, name, re.compile(r"(?!)"))
    attr_parser.AttributeParser.cached = lambda self, cache, key: None  # type: ignore[method-assign]
    try:
        yield
    finally:
        for (module, name), pattern in zip(patterns, saved):
            setattr(module, name, pattern)
        attr_parser.AttributeParser.cached = cached  # type: ignore[method-assign]


def outcome(text: str) -> str:
    """The IR printed with its locations, or the diagnostic."""
    context = Context(allow_unregistered_dialects=True)
    try:
        module = parse_source(text, context, "in.mlir")
    except DiagnosticError as exc:
        return f"error: {exc}"
    return print_op(module, debuginfo=True, context=context)


def assert_same_outcome(text: str) -> None:
    fast = outcome(text)
    with general_path_only():
        general = outcome(text)
    assert fast == general


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: p.name)
def test_corpus_parses_the_same_on_both_paths(path: object) -> None:
    assert_same_outcome(path.read_text())  # type: ignore[attr-defined]


# -- generated op lines: common spellings, near misses and errors ------------------------

NAMES = ['"arith.addi"', '"test.op"', '"x"']
ODD_NAMES = ['"arith.constant"', '"func.return"', '""', '"bad\\q"', '"nodialect"']
DICTS = [
    "{}",
    "{a}",
    "{value = 7 : i32}",
    "{overflowFlags = #arith.overflow<none>}",
    "{a, b = [1, [2]]}",
    "{a = (i32) -> i32}",
    "{f = 1.5}",
    '{a = loc("é\t":1:2)}',
    '{a = loc("f":01:2)}',
]
ODD_DICTS = [
    '{s = "x}"}',
    "{a = 1, a = 2}",
    "{a = #undefined}",
    "{a = #x}",
    "{a = #foo.bar<#x>}",
    "{a = 1 : i32 }",
    "{a = [}",
]
# (signature, operand count, result count): the values all are i32.
SIGNATURES = [
    ("() -> i32", 0, 1),
    ("(i32) -> i32", 1, 1),
    ("(i32, i32) -> i32", 2, 1),
    ("(i32) -> ()", 1, 0),
    ("() -> (i32, i32)", 0, 2),
    ("() -> ()", 0, 0),
]
ODD_SIGNATURES = [
    "(i32) -> i64",
    "() -> tensor<4xf32>",
    '(!x.y<"a">) -> i32',
    "() -> i32>",
    "(i32) -> !t",
    "() -> !foo.bar<!t>",
    "() -> i32 -> i32",
    "() -> (() -> i32)",
    "(i32, i32) -> i32, i32",
    "() -> f32x",
]
ODD_OPERANDS = ["%0#1", "%9", "%u, %u", "%0,%1", "%0 , %1"]
ODD_RESULTS = ["%0:0 = ", "%0:01 = ", "%a, %b = ", "%0 = "]
AFTER = [
    "",
    " loc(unknown)",
    ' loc("f":1:2)',
    " loc(#l)",
    " // note",
    "  ",
    "\r",
    ' loc("f":01:2)',
    ' loc("a\\"b":1:2)',
    ' loc( "f":1:2 )',
    ' loc("f":1:2 to 3:4)',
    ' loc("é\t":1:2)',
    ' loc("f":4294967296:1)',
    ' loc("f":1)',
    ' loc("f":1:2:3)',
    ' loc("f":0:4294967295)',
    ' loc("f"(#l))',
    " loc(callsite(#n at #m))",
    " loc(#x)",
    " loc(#undefined)",
    " loc(#9)",
    " loc(#a.b)",
    " loc(#l )",
    " loc(#l) // c",
    " loc(#m)",
    " loc(#l)\n",
]
SPACES = [" ", " ", " ", "  ", "\n"]


@st.composite
def op_lines(draw: st.DrawFn) -> list[str]:
    """Ops reading i32 values defined before them, now and then spelled oddly."""

    def pick(common: list[str], odd: list[str]) -> str:
        return draw(st.sampled_from(odd if draw(st.integers(0, 39)) == 0 else common))

    values = ["%arg"]
    lines = []
    for index in range(draw(st.integers(1, 8))):
        signature, inputs, outputs = draw(st.sampled_from(SIGNATURES))
        operands = ", ".join(draw(st.sampled_from(values)) for _ in range(inputs))
        results = {0: "", 1: f"%v{index} = ", 2: f"%v{index}:2 = "}[outputs]
        values += {0: [], 1: [f"%v{index}"], 2: [f"%v{index}#0", f"%v{index}#1"]}[outputs]
        space = lambda: pick([" "], SPACES)  # noqa: E731
        line = pick([results], ODD_RESULTS) + pick(NAMES, ODD_NAMES)
        line += f"({pick([operands], ODD_OPERANDS)})"
        if draw(st.booleans()):
            line += f"{space()}<{pick(DICTS, ODD_DICTS)}>"
        if draw(st.booleans()):
            line += f"{space()}{pick(DICTS, ODD_DICTS)}"
        line += f"{space()}:{space()}{pick([signature], ODD_SIGNATURES)}"
        lines.append(line + pick([""], AFTER))
    return lines


@st.composite
def module(draw: st.DrawFn) -> str:
    """Op lines in a region (some nested deeply), with aliases defined around them."""
    lines = draw(op_lines())
    if draw(st.integers(0, 9)) == 0:
        lines.insert(draw(st.integers(0, len(lines))), "}) : () -> ()")  # closes early
    body = "\n".join("    " + line for line in lines)
    depth = draw(
        st.sampled_from(
            [
                1,
                2,
                attr_parser.MAX_NESTING - 3,
                attr_parser.MAX_NESTING - 1,
                attr_parser.MAX_NESTING,
            ]
        )
    )
    text = (
        '"test.r"() ({\n' * depth + "^bb0(%arg: i32):\n" + body + "\n" + "}) : () -> ()\n" * depth
    )
    aliases = [
        "#x = 1",
        "!t = i32",
        '#l = loc("a":1:1)',
        '#m = loc("b":0:99)',
        '#n = loc("c\t":0:9)',
        '#o = loc("c":00:9)',
        '#9 = loc("d":7:7)',
        '#x = loc("e":1:1)',
        '#l = loc("z":5:5)',
        '#p = loc("a#b":12:345)',
        '#q = loc("f":1:2)  #r = loc("g":3:4)',
        '#s = loc("f":4294967296:1)',
        '#t = loc( "f":1:2)',
        '#a.b = loc("f":1:2)',
    ]
    before = draw(st.lists(st.sampled_from(aliases), max_size=3, unique=True))
    after = [alias for alias in aliases if alias not in before and draw(st.booleans())]
    # The same lines again after the aliases are defined: cached texts must not go stale.
    return "\n".join(before + [text] + after + [text])


@settings(max_examples=examples(600))
@given(module())
def test_generated_op_lines_parse_the_same_on_both_paths(text: str) -> None:
    assert_same_outcome(text)


@pytest.mark.parametrize(
    "text",
    [
        # The first error is the misused attribute alias, not the later undefined value.
        '#x = 1\n"test.op"() : () -> () loc(#x)\n"test.op"(%u) : (i32) -> ()',
        '"test.op"() : () -> () loc(#l)\n"test.op"(%u) : (i32) -> ()\n#l = loc("a":1:1)',
        '"test.op"() : () -> () loc(#l)\n#l = 3',
        '#l = loc("a":1:1)\n#l = loc("a":1:1)',
        # Undefined aliases: the first in the text is reported, whichever path read its line.
        '"test.op"() : () -> () loc(#u)\n"test.op"() : () -> () loc(fused[#v])',
        '"test.op"() : () -> () loc(fused[#v])\n"test.op"() : () -> () loc(#u)',
        '"test.r"() ({\n^bb0(%a: i32 loc(#v)):\n  "test.op"() : () -> () loc(#u)\n}) : () -> ()',
    ],
)
def test_location_alias_near_misses_fail_the_same_on_both_paths(text: str) -> None:
    assert outcome(text).startswith("error: ")
    assert_same_outcome(text)


# -- the source buffer's forward line counter ---------------------------------------------


def reference_line_col(text: str, offset: int) -> tuple[int, int]:
    """The buffer's former, stateless conversion (columns count bytes in a non-ASCII text)."""
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    line = bisect.bisect_right(starts, offset) - 1
    start = starts[line]
    if text.isascii():
        return line + 1, offset - start + 1
    return line + 1, len(text[start:offset].encode("utf-8", "surrogateescape")) + 1


@given(st.text(alphabet="ab\n\r\té\udc80", max_size=40), st.lists(st.integers(0, 45), max_size=12))
def test_locations_are_counted_right_in_any_order(text: str, offsets: list[int]) -> None:
    buffer = SourceBuffer(text, "f")
    for offset in offsets:
        location = buffer.location(offset)
        assert (location.line, location.column) == reference_line_col(text, offset)
