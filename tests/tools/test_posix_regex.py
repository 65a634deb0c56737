"""LLVM's regular expressions (`runtime/tools/posix_regex.py`): a hypothesis property against
Python's `re` on the syntax both share (the matcher this one replaced), regcomp's errors,
time linear in the subject, and mlir-opt's own verdicts on the same patterns."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.tools import posix_regex
from passgen.runtime.tools.posix_regex import RegexError, RegexTooCostly, compile_posix

# -- the property: what Python's `re` says on the syntax both share ---------------------------


@dataclass(frozen=True)
class Pattern:
    """One pattern in both spellings."""

    posix: str
    python: str
    groups: int = 0


def _atom() -> st.SearchStrategy[Pattern]:
    pairs = [
        ("a", "a"),
        ("b", "b"),
        (".", "."),
        ("[ab]", "[ab]"),
        ("[^a]", "[^a]"),
        ("[a-c]", "[a-c]"),
        ("[[:alpha:]]", "[A-Za-z]"),
        ("\\.", "\\."),
        ("^", "\\A"),
        ("$", "\\Z"),
    ]
    return st.sampled_from([Pattern(p, q) for p, q in pairs])


def _extend(inner: st.SearchStrategy[Pattern]) -> st.SearchStrategy[Pattern]:
    def concat(x: Pattern, y: Pattern) -> Pattern:
        return Pattern(x.posix + y.posix, x.python + y.python, x.groups + y.groups)

    def alternate(x: Pattern, y: Pattern) -> Pattern:
        return Pattern(f"{x.posix}|{y.posix}", f"{x.python}|{y.python}", x.groups + y.groups)

    def repeat(x: Pattern, op: str) -> Pattern:
        return Pattern(f"({x.posix}){op}", f"({x.python}){op}", x.groups + 1)

    return st.one_of(
        st.builds(concat, inner, inner),
        st.builds(alternate, inner, inner),
        st.builds(lambda x: Pattern(f"({x.posix})", f"({x.python})", x.groups + 1), inner),
        st.builds(repeat, inner, st.sampled_from(["*", "+", "?", "{1,2}", "{2}", "{0,1}"])),
    )


_PATTERNS = st.recursive(_atom(), _extend, max_leaves=6).filter(
    lambda p: not re.search(r"\^[*+?{]", p.posix)  # `^*`: regcomp refuses, Python accepts
)


@settings(max_examples=examples(500))
@given(_PATTERNS, st.text(alphabet="abc.\n", max_size=10))
def test_matches_as_pythons_re_on_the_shared_syntax(pattern: Pattern, subject: str) -> None:
    expected = re.search(pattern.python, subject, re.DOTALL) is not None
    assert compile_posix(pattern.posix).search(subject) == expected


@settings(max_examples=examples(300))
@given(_PATTERNS, st.integers(1, 3), st.text(alphabet="abc", max_size=8))
def test_backreferences_match_as_pythons_re(pattern: Pattern, group: int, subject: str) -> None:
    """A backreference after the pattern's groups: the bounded search agrees with Python's
    backtracking wherever an empty repetition does not make Python stop early."""
    posix = f"({pattern.posix})x?\\{min(group, pattern.groups + 1)}"
    python = f"({pattern.python})x?(?:\\{min(group, pattern.groups + 1)})"
    expected = re.search(python, subject, re.DOTALL) is not None
    assert compile_posix(posix).search(subject) == expected


# -- regcomp's errors and forms ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("", "empty (sub)expression"),
        ("a||b", "empty (sub)expression"),
        ("a{0}", "empty (sub)expression"),  # emits nothing
        ("a{0}|b", "empty (sub)expression"),
        ("a**", "repetition-operator operand invalid"),
        ("*a", "repetition-operator operand invalid"),
        ("^*a", "repetition-operator operand invalid"),
        ("a{2,1}", "invalid repetition count(s)"),
        ("a{256}", "invalid repetition count(s)"),
        ("a{2", "braces not balanced"),
        ("(a", "parentheses not balanced"),
        ("a)", "parentheses not balanced"),
        ("(", "parentheses not balanced"),
        ("[[:foo:]]", "invalid character class"),
        ("[[:alpha:x]]", "invalid character class"),
        ("[z-a]", "invalid character range"),
        ("[a-c-e]", "invalid character range"),
        ("a\\", "trailing backslash (\\)"),
        ("\\1", "invalid backreference number"),
        ("(a\\1)", "invalid backreference number"),
        ("[[.a", "brackets ([ ]) not balanced"),
        ("[[.ab.]]", "invalid collating element"),
        ("(" * 201 + "a" + ")" * 201, "parentheses nested more than 200 deep"),
        ("((a{255}){255})", "more than 10000 states once its repetitions are expanded"),
    ],
)
def test_invalid_regexes_fail_with_regcomps_messages(pattern: str, message: str) -> None:
    with pytest.raises(RegexError, match=re.escape(message)):
        compile_posix(pattern)


@pytest.mark.parametrize(
    ("pattern", "subject", "found"),
    [
        ("()", "x", True),
        ("{a", "{a", True),
        ("a{,2}", "a{,2}", True),
        ("[]a]", "]", True),
        ("[a-]", "-", True),
        ("[[:digit:]]+", "12", True),
        ("^a$", "a", True),
        ("a^", "a", False),
        ("(a|b)\\1", "bb", True),
        ("(a|b)\\1", "ab", False),
        ("a.b", "a\nb", True),
        ("[[=x=]]", "x", True),
        ("[[.space.]]", " ", True),
        ("[[.hyphen.]]", "-", True),
        ("[[:<:]]b", "a b", True),
        ("[[:<:]]b", "ab", False),
        ("a[[:>:]]", "a b", True),
        ("a[[:>:]]", "ab", False),
        ("^.$", "é", False),  # two bytes, as LLVM sees them
        ("^..$", "é", True),
        ("^[é]+$", "é", True),
        ("x\\{1}", "x{1}", True),
    ],
)
def test_llvm_forms(pattern: str, subject: str, found: bool) -> None:
    assert compile_posix(pattern).search(subject) is found


# -- time ---------------------------------------------------------------------------------------

PATHOLOGICAL = ["(a+)+$", "(a|aa)*c", "(.*)*x", "((a*)*)*b", "(a|a)*b", "^(a?){30}a{30}$"]


@pytest.mark.parametrize("pattern", PATHOLOGICAL)
def test_time_is_linear_in_the_subject(pattern: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Patterns that take Python's backtracking exponential time (26 characters took 3.4 s
    before): a long subject is searched visiting at most 5 states per character (the search
    gives up past `SEARCH_STEPS` visits)."""
    subject = "a" * 20_000 + "!"
    monkeypatch.setattr(posix_regex, "SEARCH_STEPS", 5 * len(subject))
    assert compile_posix(pattern).search(subject) is False


def test_a_backreference_search_gives_up_instead_of_hanging() -> None:
    regex = compile_posix("(a*)*(a*)*\\1\\2c")
    with pytest.raises(RegexTooCostly, match="more than 300000 steps"):
        regex.search("a" * 200)


def test_a_search_building_too_many_dfa_states_gives_up() -> None:
    """10,000 states in a chain, each byte of a long subject a new DFA state: the work is
    bounded (the whole search visits at most SEARCH_STEPS states)."""
    regex = compile_posix("(a{255}){39}b")
    with pytest.raises(RegexTooCostly, match="more than 10000000 steps"):
        regex.search("a" * 20_000)


def test_the_transition_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(posix_regex, "_CACHE_LIMIT", 10)
    regex = compile_posix("[ab]*c[ab]{3}")
    rng = random.Random(0)
    subject = "".join(rng.choice("abc") for _ in range(500))
    assert regex.search(subject) is (re.search("[ab]*c[ab]{3}", subject) is not None)
    assert len(regex._steps) <= 10


# -- through passgen-opt, against mlir-opt ------------------------------------------------------


def _chunk(symbol: str, body: str) -> str:
    """A chunk whose one error says "'func.call' op 'SYMBOL' does not reference a valid
    function", expected by `expected-error-re {{BODY}}`."""
    return (
        '"builtin.module"() ({\n'
        '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        "    // expected-error-re @+1 {{" + body + "}}\n"
        f'    "func.call"() <{{callee = @"{symbol}"}}> : () -> ()\n'
        '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )


def _file(cases: list[tuple[str, str]]) -> str:
    """A chunk per (symbol, body)."""
    return "// -----\n".join(_chunk(symbol, body) for symbol, body in cases)


def _block(pattern: str) -> str:
    return "{{" + pattern + "}}"


def test_the_issues_pattern_through_passgen_opt() -> None:
    """`{{(a+)+$}}` against a long symbol name: judged (the search's linear bound is
    `test_time_is_linear_in_the_subject`'s)."""
    text = _file([("a" * 5000 + "b", _block("(a+)+$"))])
    code, _, err = passgen_opt(text, "--verify-diagnostics", "--split-input-file")
    assert code == 1 and 'expected error "{{(a+)+$}}" was not produced' in err


def test_a_regex_that_gives_up_is_reported_at_its_comment() -> None:
    text = _file([("a" * 200, "{{(a*)*}}{{(a*)*\\1\\1!}}")])
    code, _, err = passgen_opt(text, "--verify-diagnostics", "--split-input-file")
    assert code == 1
    assert err.startswith(
        "<stdin>:3:8: error: regex gave up: more than 300000 steps matching its backreferences\n"
    )


MLIR_CASES = [
    *[
        (symbol, _block(pattern))
        for symbol, pattern in [
            ("ab", "^'func"),
            ("ab", "^*'func"),
            ("ab", "$*does"),
            ("ab", "[[:<:]]does"),
            ("ab", "[[:<:]]oes"),
            ("ab", "ab[[:>:]]"),
            ("ab", "[[.space.]]does"),
            ("ab", "[[.apostrophe.]]ab"),
            ("ab", "[[=a=]]b"),
            ("ab", "[[.ab.]]"),
            ("a\\C3\\A9b", "'a.b'"),
            ("a\\C3\\A9b", "'a..b'"),
            ("a\\C3\\A9b", "'a[é]+b'"),
            ("a\\C3\\A9b", "'a[^b]*b'"),
            ("a\\C3\\A9b", "[a-é]"),
            ("a\\C3\\A9b", "[é-a]b"),
            ("ab", "a{0}b"),
            ("ab", "a{0}|b"),
            ("ab", "(a{0})b"),
            ("ab", "[a-c-e]"),
            ("ab", "[[:alpha:x]]"),
            ("ab", "(a|b)\\1"),  # valid alone; in the whole regex, group 1 is the block
            ("a" * 26 + "b", "(a+)+$"),
            ("a" * 26 + "b", "(a|aa)+b'"),
            ("a" * 26 + "b", "(.*)*'"),
        ]
    ],
    # Backreferences across blocks: `\1` is the first block's group in the whole regex.
    ("abab", "'{{(ab)}}{{()\\1}}'"),
    ("abab", "'{{a|ab}}{{c|bab}}'"),
    ("xyzxyz", "'{{[xyz]+}}{{()\\1}}'"),
    ("aaa", "'{{a*}}{{()\\1}}'"),
    ("aaaa", "'{{a*}}{{()\\1}}'"),
    ("abcabc", "'{{a(b)c}}{{(a)(x*)\\2c}}"),
]


@requires_mlir_opt
def test_verdicts_match_mlir_opts() -> None:
    """Invalid patterns, byte semantics, word boundaries, collating names, signed ranges,
    backreferences and the pathological patterns: mlir-opt -verify-diagnostics says the same,
    byte for byte."""
    ours, theirs = both(_file(MLIR_CASES), "--verify-diagnostics", "--split-input-file")
    assert ours == theirs


_SUBJECT_BYTES = ["a", "b", "'", " ", ".", "-", "_", "1", "\\C3\\A9", "\\0A"]


@requires_mlir_opt
@settings(max_examples=examples(20))
@given(
    st.lists(
        st.tuples(
            st.lists(st.sampled_from(_SUBJECT_BYTES), max_size=6).map("".join),
            st.recursive(_atom(), _extend, max_leaves=5).map(lambda p: _block(p.posix)),
        ),
        min_size=1,
        max_size=15,
    )
)
def test_generated_verdicts_match_mlir_opts(cases: list[tuple[str, str]]) -> None:
    """Patterns of the property's grammar (a block ending in `}` makes `}}}` end early, the
    same way for both) against subjects with non-ASCII bytes and newlines."""
    ours, theirs = both(_file(cases), "--verify-diagnostics", "--split-input-file")
    assert ours == theirs


@requires_mlir_opt
def test_more_states_than_the_limit_is_refused_where_mlir_opt_expands_them() -> None:
    """Up to 255 x 255 x 3 copies of `a`: mlir-opt expands them all (1.4 s); this matcher
    stops at MAX_STATES with an error at the comment."""
    text = _file([("a", _block("(((a){1,255}){1,255}){1,3}b"))])
    ours, theirs = both(text, "--verify-diagnostics", "--split-input-file")
    assert theirs[2].startswith("<stdin>:4:5: error: unexpected error:")
    assert "was not produced" in theirs[2]
    assert ours[2].startswith(
        "<stdin>:3:8: error: invalid regex: more than 10000 states once its repetitions are "
        "expanded\n"
    )
