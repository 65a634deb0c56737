"""Mutated IR files through passgen-opt: no crash, no hang, and every accepted input prints
IR that parses again to the same print (a fixed point). The seeds are the generic-form
corpus (tests/data/ir/generic) and, for the "custom IR" categories, custom-form IR: the
corpus's custom sources and the `// -----` chunks of the upstream MLIR test excerpts
(ir_corpus.custom_seeds).

Categories: "IR bytes" (byte-level mutations of the corpus: flips, invalid UTF-8,
huge digit runs, deep bracket runs, truncation, splices), "IR tokens" (token-level:
swap, duplicate, delete, 5000-digit numbers, undefined names), "IR round trip"
(accepted inputs must print, parse and print the same), their "custom IR" twins on
custom-form seeds, and "IR literals" (float
literals of every builtin float type and integers of thousands of digits in
attributes, constants and dense elements, maybe mutated: accepted ones round-trip). Most cases run in-process
through `passgen-opt`'s `main` with captured stdio; every 50th goes through a
`passgen-opt` subprocess (exit code 0 or 1, no "Traceback").
"""

from __future__ import annotations

import io
import math
import random
import re
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ir_corpus import GENERIC, custom_seeds  # noqa: E402
from literal_cases import (  # noqa: E402
    CONTEXTS,
    FLOAT_TYPES,
    attribute_op,
    constant_op,
    dense_op,
    double_literal,
    edge_literals,
)

from fuzz.tally import Outcome, Tally  # noqa: E402
from passgen.runtime.ir.decimal import int_text  # noqa: E402
from passgen.runtime.ir.float_format import SEMANTICS  # noqa: E402
from passgen.runtime.tools.opt import main  # noqa: E402

SEEDS: list[bytes] = [p.read_bytes() for p in GENERIC]
CUSTOM_SEEDS: list[bytes] = custom_seeds()
FLAGS = ["--allow-unregistered-dialect", "--mlir-print-debuginfo"]
# Extra flags of the mutation categories: passes, IR printing and splitting on the same input.
EXTRA_FLAGS = [
    [],
    [],
    ["--split-input-file"],
    ["--mlir-print-ir-after-all", "--cse"],
    ["--canonicalize", "--mlir-print-local-scope"],
    ["--symbol-dce", "--mlir-timing"],
    ["--strip-debuginfo", "--verify-each=false"],
]
BUDGET_SECONDS = 10  # a case taking longer is a hang
SUBPROCESS_EVERY = 50
_TOKEN = re.compile(
    rb'("(?:[^"\\\n]|\\.)*"|[%^#!@][\w$.\-]+|[0-9]+(?:\.[0-9]*)?|[A-Za-z_]\w*|->|\S)'
)
_INVALID_UTF8 = [b"\xff", b"\xfe", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80"]


class _Hang(Exception):
    pass


@contextmanager
def _budget(seconds: int) -> Iterator[None]:
    """Raise `_Hang` after `seconds` (SIGALRM: campaigns run in the main thread)."""

    def expire(signum: int, frame: object) -> None:
        raise _Hang

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_in_process(data: bytes, *flags: str) -> tuple[int, bytes, bytes]:
    """passgen-opt's `main` on `data` as stdin: (exit code, stdout, stderr) as bytes."""
    streams = [io.TextIOWrapper(io.BytesIO(), encoding="ascii", errors="strict") for _ in range(2)]
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, *streams
    try:
        try:
            code = main(["-", *FLAGS, *flags])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        for stream in streams:
            stream.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    out, err = (stream.buffer.getvalue() for stream in streams)  # type: ignore[attr-defined]
    return code, out, err


def run_subprocess(data: bytes, *flags: str) -> tuple[int, bytes, bytes]:
    """The same through a `passgen-opt` process (under an ASCII locale)."""
    done = subprocess.run(
        [sys.executable, "-m", "passgen.runtime.tools.opt", "-", *FLAGS, *flags],
        input=data,
        capture_output=True,
        timeout=BUDGET_SECONDS * 3,
        env={"LANG": "C", "PYTHONUTF8": "0"},
    )
    return done.returncode, done.stdout, done.stderr


def judge(
    data: bytes,
    tally: Tally,
    index: int,
    flags: list[str],
    round_trip: bool,
    settle: bool = False,
) -> None:
    """Run one case (passgen-opt with `flags`) and record its outcome; with `round_trip`,
    what it prints must be a fixed point of parse and print (with `settle`, from the
    second print on: see `_round_trip_problem`)."""
    described = f"{flags} {data[:300]!r}"
    try:
        with _budget(BUDGET_SECONDS):
            run = run_subprocess if index % SUBPROCESS_EVERY == 0 else run_in_process
            code, out, err = run(data, *flags)
    except (_Hang, subprocess.TimeoutExpired):
        tally.record(Outcome.HANG, described)
        return
    except BaseException as exc:  # noqa: BLE001 - anything escaping main is a crash
        tally.record(Outcome.CRASH, f"{type(exc).__name__}: {exc} on {described}")
        return
    silent_failure = code == 1 and not err.strip()
    # Flags may print to stderr; so do `expected-*` comments no diagnostic matched (as
    # mlir-opt 22 does, still exiting 0).
    noisy_success = code == 0 and err.strip() and not flags and not _unmet_expectations(err)
    if code not in (0, 1) or b"Traceback" in err or silent_failure or noisy_success:
        tally.record(Outcome.CRASH, f"exit {code}: {err[-800:]!r} on {described}")
        return
    if code == 1:
        tally.record(Outcome.CLEAN_ERROR)
        return
    if round_trip:
        problem = _round_trip_problem(out, settle)
        if problem:
            tally.record(Outcome.WRONG_OUTPUT, f"{problem} on {described}")
            return
    tally.record(Outcome.OK)


_UNMET = re.compile(rb"^\S+ error: expected \w+ .* was not produced$")


def _unmet_expectations(err: bytes) -> bool:
    """Whether every error `err` reports is an `expected-*` comment left unmatched."""
    errors = [line for line in err.splitlines() if b" error: " in line]
    return bool(errors) and all(_UNMET.match(line) for line in errors)


def _round_trip_problem(printed: bytes, settle: bool = False) -> str:
    """Why the printed IR is not a fixed point of parse and print ('' if it is). With
    `settle`, one more print may differ first: mlir-opt prints an f80 or f128 beyond a
    double's range or precision in a decimal form its parser reads through a double."""
    with _budget(BUDGET_SECONDS):
        code, again, err = run_in_process(printed)
    if code != 0:
        return f"printed IR does not parse: {err[:600]!r}; printed {printed[:600]!r}"
    if again != printed and settle:
        return _round_trip_problem(again)
    if again != printed:
        return f"print is not a fixed point: {printed[:400]!r} then {again[:400]!r}"
    return ""


# -- mutations ---------------------------------------------------------------------------


def _digits(rng: random.Random) -> bytes:
    return str(rng.randint(1, 9)).encode() + b"9" * rng.choice([10, 20, 4299, 4301, 5000])


def _deep(rng: random.Random) -> bytes:
    opening, closing = rng.choice(
        [
            (b"[", b"]"),
            (b"{a = ", b"}"),
            (b"tuple<", b">"),
            (b"(", b")"),
            (b"<", b">"),
            (b'"x.y"() ({', b"}) : () -> ()"),
        ]
    )
    depth = rng.choice([150, 199, 200, 201, 1000, 10000])
    return opening * depth + (closing * depth if rng.random() < 0.8 else b"")


def mutate_bytes(rng: random.Random, data: bytes, most: int = 3) -> bytes:
    """One to `most` byte-level mutations of `data`."""
    for _ in range(rng.randint(1, most)):
        at = rng.randrange(len(data) + 1)
        kind = rng.randrange(7)
        if kind == 0 and data:  # flip bits
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :]
        elif kind == 1:
            data = data[:at] + rng.choice(_INVALID_UTF8) + data[at:]
        elif kind == 2:
            data = data[:at] + _digits(rng) + data[at:]
        elif kind == 3:
            data = data[:at] + _deep(rng) + data[at:]
        elif kind == 4:
            data = data[:at]
        elif kind == 5:
            other = rng.choice(SEEDS)
            data = data[:at] + other[rng.randrange(len(other) + 1) :]
        else:
            end = min(len(data), at + rng.randint(1, 20))
            data = data[:at] + data[end:]
    return data


def mutate_tokens(rng: random.Random, data: bytes, most: int = 3) -> bytes:
    """One to `most` token-level mutations of `data` (each token keeps the blanks after it)."""
    pieces = _TOKEN.split(data)  # text before the first token, then (token, blanks after) pairs
    tokens = [pieces[k] + pieces[k + 1] for k in range(1, len(pieces) - 1, 2)]
    if not tokens:
        return data
    for _ in range(rng.randint(1, most)):
        i = rng.randrange(len(tokens))
        kind = rng.randrange(6)
        if kind == 0:
            j = rng.randrange(len(tokens))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif kind == 1:
            tokens.insert(i, tokens[i])
        elif kind == 2 and len(tokens) > 1:
            del tokens[i]
        elif kind == 3:
            numbers = [k for k, t in enumerate(tokens) if t[:1].isdigit()]
            k = rng.choice(numbers or [i])
            tokens[k] = _digits(rng) + tokens[k][len(tokens[k].rstrip()) :]
        elif kind == 4:
            names = [k for k, t in enumerate(tokens) if t[:1] in b"%^#!@"]
            k = rng.choice(names or [i])
            tokens[k] = tokens[k][:1] + b"undefined" + str(rng.randrange(3)).encode() + b" "
        else:
            tokens.insert(i, rng.choice(tokens))
    return pieces[0] + b"".join(tokens)


# -- number literals of every type -------------------------------------------------------


def _float_literal(rng: random.Random) -> tuple[str, str]:
    """(literal, type): an edge literal, a random decimal or a random (maybe too wide or
    negative) hex literal of a random builtin float type."""
    type = rng.choice(FLOAT_TYPES)
    kind = rng.randrange(3)
    if kind == 0:
        return rng.choice(edge_literals(type)), type
    if kind == 1:
        value = rng.choice([rng.uniform(-1e6, 1e6), rng.lognormvariate(0, 80), -0.0])
        return double_literal(value) if math.isfinite(value) else "1.0e400", type
    width = SEMANTICS[type].width + rng.choice([0] * 8 + [1, 8])
    return rng.choice([""] * 9 + ["-"]) + f"0x{rng.getrandbits(width):X}", type


def _integer_literal(rng: random.Random) -> tuple[str, str]:
    """(literal, type): an integer of up to 6,000 digits, or its hex, in a type as wide as
    it needs, or a bit more, or a random width."""
    digits = rng.choice([1, 19, 20, 600, 4300, 4301, 6000])
    value = rng.randrange(10 ** (digits - 1), 10**digits)
    width = rng.choice([value.bit_length() + rng.choice([0, 1, 2, 100]), rng.randint(1, 20001)])
    type = rng.choice(["i", "si", "ui"]) + str(width)
    text = f"0x{value:X}" if rng.random() < 0.3 else rng.choice(["", "-"]) + int_text(value)
    return text, type


def literal_input(rng: random.Random, data: bytes) -> bytes:
    """A module of ops holding number literals (attributes, constants, dense elements),
    or one with them spliced into a seed; then maybe a token mutation."""
    ops: list[str] = []
    for _ in range(rng.randint(1, 3)):
        literal, type = (_float_literal if rng.random() < 0.7 else _integer_literal)(rng)
        context = rng.choice(CONTEXTS)
        if context is constant_op and type[0] not in "fbti":
            context = attribute_op  # arith's integers are signless
        ops.append(context(literal, type).replace("%0", f"%c{len(ops)}"))
    if rng.random() < 0.3:
        ops.append(dense_op([_float_literal(rng)[0] for _ in range(3)], rng.choice(FLOAT_TYPES)))
    text = "\n".join(ops).encode() + b"\n"
    if rng.random() < 0.2:
        text = data + text
    return mutate_tokens(rng, text, 1) if rng.random() < 0.3 else text


def _campaign(
    category: str,
    mutate: Callable[[random.Random, bytes], bytes],
    round_trip: bool,
    settle: bool = False,
    seeds: list[bytes] = SEEDS,
) -> Callable[[random.Random, int], Tally]:
    def run(rng: random.Random, cases: int) -> Tally:
        tally = Tally(category)
        for index in range(cases):
            flags = [] if round_trip else rng.choice(EXTRA_FLAGS)
            judge(mutate(rng, rng.choice(seeds)), tally, index, flags, round_trip, settle)
        return tally

    return run


def _gentle(rng: random.Random, data: bytes) -> bytes:
    """A seed as it is, or with one mutation: more of these are accepted."""
    if rng.random() < 0.2:
        return data
    return (mutate_bytes if rng.random() < 0.5 else mutate_tokens)(rng, data, 1)


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "IR bytes": _campaign("IR bytes", mutate_bytes, round_trip=False),
    "IR tokens": _campaign("IR tokens", mutate_tokens, round_trip=False),
    "IR round trip": _campaign("IR round trip", _gentle, round_trip=True),
    "IR literals": _campaign("IR literals", literal_input, round_trip=True, settle=True),
    "custom IR bytes": _campaign(
        "custom IR bytes", mutate_bytes, round_trip=False, seeds=CUSTOM_SEEDS
    ),
    "custom IR tokens": _campaign(
        "custom IR tokens", mutate_tokens, round_trip=False, seeds=CUSTOM_SEEDS
    ),
    "custom IR round trip": _campaign(
        "custom IR round trip", _gentle, round_trip=True, seeds=CUSTOM_SEEDS
    ),
}
