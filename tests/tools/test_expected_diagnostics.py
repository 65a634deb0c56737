"""Reading `expected-*` comments: hypothesis properties against a model of MLIR's rules (the
regular expressions of `-re` comments: test_posix_regex.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from profiles import examples

from passgen.runtime.ir.location import OpaqueLoc
from passgen.runtime.tools.expected_diagnostics import file_location, scan


@dataclass(frozen=True)
class Line:
    """A generated line: plain code, or an expectation after `prefix`."""

    prefix: str
    severity: str | None = None
    where: str = ""  # "", "+N", "-N", "above", "below", "unknown"
    text: str = ""
    spaces: str = " "

    def render(self) -> str:
        if self.severity is None:
            return self.prefix
        at = f"@{self.where}" if self.where else ""
        return f"{self.prefix}expected-{self.severity}{self.spaces}{at}{self.spaces}{{{{{self.text}}}}}"


_PLAIN = st.text(alphabet='abc%"(): =-/', max_size=12)
_EXPECTATION = st.builds(
    Line,
    prefix=st.sampled_from(["// ", "  // ", '"foo.a"() : () -> () // ', "//"]),
    severity=st.sampled_from(["error", "warning", "remark", "note"]),
    where=st.one_of(
        st.just(""),
        st.sampled_from(["above", "below", "unknown"]),
        st.builds(lambda sign, n: f"{sign}{n}", st.sampled_from("+-"), st.integers(1, 9)),
    ),
    text=st.text(
        alphabet=st.characters(blacklist_characters="\n\r", codec="utf-8"), max_size=15
    ).filter(lambda t: "expected-" not in t and t == t.rstrip()),
    spaces=st.sampled_from(["", " ", "  "]),
)
_LINES = st.lists(st.one_of(st.builds(Line, _PLAIN), _EXPECTATION), max_size=12)


def expected_lines(lines: list[Line]) -> list[tuple[str, int | None, int, str]]:
    """(severity, line, offset, text) of each expectation, by MLIR's rules stated directly."""
    plain = [i for i, line in enumerate(lines) if line.severity is None]
    starts = [sum(len(line.render()) + 1 for line in lines[:i]) for i in range(len(lines))]
    result = []
    for i, line in enumerate(lines):
        if line.severity is None:
            continue
        if line.where == "unknown":
            target: int | None = None
        elif line.where == "above":
            target = max([p for p in plain if p < i], default=0) + 1
        elif line.where == "below":
            following = [p for p in plain if p > i]
            target = following[0] + 1 if following else len(lines)
        elif line.where:
            target = i + 1 + int(line.where)
        else:
            target = i + 1
        result.append((line.severity, target, starts[i] + len(line.prefix), line.text))
    return result


@settings(max_examples=examples(300))
@given(_LINES)
def test_scan_finds_each_expectation_where_mlir_puts_it(lines: list[Line]) -> None:
    found = scan("\n".join(line.render() for line in lines))
    assert found.problems == []
    ordered = sorted([*found.located, *found.unknown], key=lambda e: e.offset)
    assert [(e.severity, e.line, e.offset, e.text) for e in ordered] == expected_lines(lines)
    assert all(e.line is None for e in found.unknown)


def test_dangling_below_is_the_last_line() -> None:
    found = scan("a\n// expected-error@below {{x}}")
    assert [e.line for e in found.located] == [2]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("// expected-error-re {{a{{b}}", "found start of regex with no end '}}'"),
        ("// expected-error-re {{a{{[b}}c}}", "invalid regex: brackets ([ ]) not balanced"),
        ("// expected-error-re {{{{*}}}}", "invalid regex: repetition-operator operand invalid"),
    ],
)
def test_broken_regexes_are_problems_not_expectations(text: str, problem: str) -> None:
    found = scan(text)
    assert found.located == [] and [p.message for p in found.problems] == [problem]
    assert found.problems[0].offset == 3


def test_plain_text_is_a_substring_and_re_text_a_regex() -> None:
    plain, regex = scan("// expected-error {{a{{.}}b}}\n// expected-error-re {{a{{.}}b}}").located
    assert plain.matches("xa{{.}}by") and not plain.matches("axb")
    assert regex.matches("xaxby") and not regex.matches("ab")


@pytest.mark.parametrize(
    ("body", "found"),
    [
        ('"a.mlir":3:4', ("a.mlir", 3, 4)),
        ('"name"("a.mlir":3:4)', ("a.mlir", 3, 4)),
        ('"n\\":1:2"("b\\22.mlir":5:6)', ('b".mlir', 5, 6)),
        ('callsite("callee.mlir":1:2 at "caller.mlir":3:4)', ("callee.mlir", 1, 2)),
        ('fused<"meta">["x"("f.mlir":7:8), "g.mlir":9:10]', ("f.mlir", 7, 8)),
        ('"name"', None),
        ("unknown", None),
    ],
)
def test_file_location_inside_other_locations(
    body: str, found: tuple[str, int, int] | None
) -> None:
    location = file_location(OpaqueLoc(body))
    assert (
        None if location is None else (location.filename, location.line, location.column)
    ) == found
