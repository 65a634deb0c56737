"""Fuzz campaigns for textual pipelines and for passes that misbehave.

"pipeline text": mutations of the pipelines the differential tests compare with mlir-opt
(tests/upstream_pipeline_cases.py, tests/pipeline_cases.py) and of random
pipelines with hostile option values, parsed against every upstream pass as
`passgen-opt --load-upstream-passes --check-pass-pipeline` does. A crash is any exception
but a `PipelineParseError`; a wrong output is an accepted pipeline whose canonical print
does not parse back to the same print. Every 25th case also runs passgen-opt.

"misbehaving passes": a plugin pass that raises random exceptions (BaseException
subclasses, RecursionError, MemoryError, SystemExit, KeyboardInterrupt), exits, fails
with or without a diagnostic, returns a value or mutates IR outside its op, on a random
function, threaded or not, run through passgen-opt (every 10th case in a subprocess). A
crash is a traceback, a wrong exit code or message, or an output file written on failure.
"""

from __future__ import annotations

import contextlib
import functools
import io
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from upstream_passes import structure

from fuzz.tally import Outcome, Tally
from passgen.runtime.options import EnumType, IntType, Option, PipelineStrType, PipelineType
from passgen.runtime.pipeline_text import (
    PipelineParseError,
    dump_pipeline,
    parse_pass_pipeline,
    print_pipeline,
)
from passgen.runtime.registry import PassRegistry
from passgen.runtime.tools.metadata_passes import metadata_registry
from passgen.runtime.tools.opt import build_registry
from passgen.runtime.tools.opt import main as opt_main

OPT = [sys.executable, "-m", "passgen.runtime.tools.opt"]
SLOW_SECONDS = 10.0

# -- pipeline text ---------------------------------------------------------------------------


@functools.cache
def upstream_registry() -> PassRegistry:
    """What `passgen-opt --load-upstream-passes --check-pass-pipeline` parses against."""
    return metadata_registry(build_registry([], upstream=True))


@functools.cache
def seed_pipelines() -> tuple[str, ...]:
    """The pipelines the differential tests compare with mlir-opt (imported when first
    needed: drawing the upstream corpus's pipelines loads all of specs/mlir)."""
    import pipeline_cases as stand_ins
    import upstream_pipeline_cases as upstream

    return (
        *upstream.ALL_SET,
        *upstream.DEFAULTS.values(),
        *upstream.REJECTED,
        *stand_ins.ACCEPTED,
        *stand_ins.REJECTED,
        *stand_ins.FINALIZED,
    )


HOSTILE_VALUES = (
    "",
    " ",
    "''",
    '""',
    "'",
    '"',
    "{",
    "}",
    "{}",
    "{{}}",
    "{a}",
    "{ a }",
    "a b",
    " a",
    "a ",
    "a,b",
    "{a,b}",
    "'a,b'",
    '"a b",c',
    "a=b",
    "=",
    "==",
    "\\",
    "\\\\",
    "a\\",
    "\\'",
    "\n",
    "a\nb",
    "{a \n b}",
    "'{'",
    '"}"',
    "{'}'}",
    '{"{"}',
    "x{y} z",
    "{x{y} z}",
    "(",
    ")",
    "a(b)",
    "[",
    "]",
    "[a,b]",
    "'a' 'b'",
    "a'b",
    'a"b',
    "{a}{b}",
    "{}x",
    "x{}",
    "{ }",
    "{,}",
    ",",
    ",,",
    "'\"'",
    '"\'"',
    "\t",
    "é",
    "\x00",
    "a}b",
    "a{b",
    "{a}}",
    "{{a}",
    "'{a' b}",
)
STRUCTURAL = "(){},= '\"\\\n\tax-09"
HUGE = (
    "1" * 5000,
    "-" + "9" * 5000,
    "0x" + "f" * 5000,
    "0b" + "1" * 5000,
    "0" * 5000 + "7",
    "1e" + "9" * 5000,
    "0." + "3" * 5000,
    "9" * 400 + ".5",
)


def _flip(rng: random.Random, text: str) -> str:
    """Replace, insert or delete a few characters (structural ones most often)."""
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        index = rng.randrange(len(chars) + 1)
        kind = rng.randrange(3)
        if kind == 0 and index < len(chars):
            del chars[index]
        else:
            char = rng.choice(STRUCTURAL if rng.random() < 0.8 else text or "x")
            chars[index : index + (kind == 1 and index < len(chars))] = [char]
    return "".join(chars)


def _nest(rng: random.Random, text: str) -> str:
    """Wrap the pipeline's elements (or an option pipeline) in many anchors or braces."""
    depth = rng.choice((250, 1000, 5000, 20000))
    start, end = text.find("("), text.rfind(")")
    if start < 0 or end < start:
        return text
    anchor = rng.choice(("any(", "builtin.module(", "(", "func.func("))
    inner = text[start + 1 : end]
    return f"{text[: start + 1]}{anchor * depth}{inner}{')' * depth}{text[end:]}"


def _replace_value(rng: random.Random, text: str, values: tuple[str, ...]) -> str:
    """Give one `key=value` of the text a new value."""
    equals = [i for i, c in enumerate(text) if c == "="]
    if not equals:
        return text
    index = rng.choice(equals)
    end = index + 1
    while end < len(text) and text[end] not in " }":
        end += 1
    return text[: index + 1] + rng.choice(values) + text[end:]


def _option_value(rng: random.Random, option: Option[object], depth: int) -> str:
    kind = option.type
    if isinstance(kind, PipelineType):
        return random_pipeline(rng, depth + 1, anchored=True)
    if isinstance(kind, PipelineStrType):
        return random_pipeline(rng, depth + 1, anchored=False)
    if isinstance(kind, EnumType):
        return rng.choice(list(kind.values))
    if isinstance(kind, IntType):
        return rng.choice(("0", "7", "-1", "0x10", str(kind.high), rng.choice(HUGE)))
    value = rng.choice(HOSTILE_VALUES)
    return "{" + value + "}" if rng.random() < 0.3 else value


def random_pipeline(rng: random.Random, depth: int = 0, anchored: bool = True) -> str:
    """A pipeline of random passes, some with options set to hostile values."""
    registry = upstream_registry()
    passes = [info for info in registry.list_passes() if info.metadata is not None]
    elements = []
    for _ in range(rng.randint(1, 3)):
        info = rng.choice(passes)
        options = [o for o in info.options() if rng.random() < 0.5]
        if depth > 2:
            options = [
                o for o in options if not isinstance(o.type, (PipelineType, PipelineStrType))
            ]
        pairs = []
        for option in options:
            count = rng.randint(1, 3) if option.is_list else 1
            value = ",".join(_option_value(rng, option, depth) for _ in range(count))
            pairs.append(f"{option.argument}={value}")
        elements.append(info.argument + ("{" + " ".join(pairs) + "}" if pairs else ""))
    body = ",".join(elements)
    return f"{rng.choice(('any', 'builtin.module', 'func.func'))}({body})" if anchored else body


def mutated_pipeline(rng: random.Random) -> str:
    text = rng.choice(seed_pipelines()) if rng.random() < 0.6 else random_pipeline(rng)
    for _ in range(rng.randint(1, 2)):
        mutation = rng.randrange(5)
        if mutation == 0:
            text = _flip(rng, text)
        elif mutation == 1:
            text = _nest(rng, text)
        elif mutation == 2:
            text = _replace_value(rng, text, HUGE)
        else:
            text = _replace_value(rng, text, HOSTILE_VALUES)
    return text


def check_pipeline(text: str) -> tuple[Outcome, str]:
    """Parse `text`; an accepted pipeline's print must parse back to the same print."""
    registry = upstream_registry()
    try:
        pm = parse_pass_pipeline(text, registry)
    except PipelineParseError as exc:
        if "Traceback" in str(exc):
            return Outcome.CRASH, f"{text!r}: {exc}"
        return Outcome.CLEAN_ERROR, str(exc)
    except Exception as exc:  # noqa: BLE001 (what the campaign looks for)
        return Outcome.CRASH, f"{text!r}: {type(exc).__name__}: {exc}"
    try:
        printed = print_pipeline(pm)
        if len(text) < 50_000:  # the dump indents each level: quadratic in the depth
            dump_pipeline(pm)
        reparsed = parse_pass_pipeline(printed, registry)
        again = print_pipeline(reparsed)
    except PipelineParseError as exc:
        return Outcome.WRONG_OUTPUT, f"{text!r} prints {printed!r}, which does not parse: {exc}"
    except Exception as exc:  # noqa: BLE001
        return Outcome.CRASH, f"{text!r}: {type(exc).__name__}: {exc}"
    if again != printed:
        return Outcome.WRONG_OUTPUT, f"{text!r} prints {printed!r}, then {again!r}"
    if structure(reparsed) != structure(pm):
        return Outcome.WRONG_OUTPUT, f"{text!r} prints {printed!r}, which has other values"
    return Outcome.OK, printed


def check_pipeline_process(text: str, expected: Outcome) -> tuple[Outcome, str]:
    """The same through passgen-opt: exit 0 with mlir-opt's dump, or 1 with one clean error."""
    result = subprocess.run(
        [
            *OPT,
            "--load-upstream-passes",
            "--check-pass-pipeline",
            "--dump-pass-pipeline",
            "-p",
            text,
        ],
        capture_output=True,
        text=True,
        errors="replace",
        check=False,
    )
    wanted = 0 if expected is Outcome.OK else 1
    if "Traceback" in result.stderr or result.returncode != wanted:
        return Outcome.CRASH, f"{text!r}: exit {result.returncode}: {result.stderr[-2000:]}"
    if wanted == 0:
        dump = dump_pipeline(parse_pass_pipeline(text, upstream_registry()))
        if result.stderr != dump + "\n":
            return Outcome.WRONG_OUTPUT, f"{text!r}: passgen-opt dumps {result.stderr!r}"
    return expected, ""


def pipeline_text_campaign(rng: random.Random, cases: int) -> Tally:
    tally = Tally("pipeline text")
    for index in range(cases):
        text = mutated_pipeline(rng)
        started = time.process_time()  # CPU time: other processes may load the machine
        outcome, detail = check_pipeline(text)
        if time.process_time() - started > SLOW_SECONDS:
            outcome, detail = Outcome.HANG, f"{text[:300]!r} took over {SLOW_SECONDS} s"
        if (
            index % 25 == 0
            and outcome in (Outcome.OK, Outcome.CLEAN_ERROR)
            and len(text) < 100_000
            and "\x00" not in text
        ):  # what argv can hold
            outcome, detail = check_pipeline_process(text, outcome)
        tally.record(outcome, detail)
    return tally


# -- misbehaving passes ----------------------------------------------------------------------

PLUGIN = '''
"""A pass that misbehaves on the function `at` names (every op if empty)."""
import sys
import time

from passgen.runtime.ir import Diagnostic
from passgen.runtime.ir.attributes import UnitAttr
from passgen.runtime.options import STR, Option
from passgen.runtime.pass_ import Pass


class Custom(BaseException):
    pass


def recurse(n):
    return recurse(n + 1) + 1


class Misbehave(Pass):
    argument = "misbehave"
    summary = "Misbehaves"
    what = Option("what", STR, "ok")
    at = Option("at", STR, "")

    def run_on_operation(self):
        op = self.get_operation()
        name = op.get_attr("sym_name")
        if self.at and (name is None or name.value != self.at):
            return None
        what = self.what
        if what == "raise-value":
            raise ValueError("bad value")
        if what == "raise-base":
            raise Custom("custom base exception")
        if what == "raise-recursion":
            recurse(0)
        if what == "raise-memory":
            raise MemoryError()
        if what == "exit":
            sys.exit()
        if what == "exit-3":
            raise SystemExit(3)
        if what == "exit-text":
            sys.exit("leaving")
        if what == "interrupt":
            raise KeyboardInterrupt
        if what == "sleep":  # until Ctrl-C (not in the campaign)
            print("sleeping", file=sys.stderr, flush=True)
            time.sleep(60)
        if what == "silent":
            self.signal_pass_failure()
        if what == "error":
            op.context.emit(Diagnostic("error", "misbehaved", op.location))
            self.signal_pass_failure()
        if what == "return":
            return False
        if what == "mutate-parent" and op.parent_op is not None:
            op.parent_op.attributes["misbehaved"] = UnitAttr()
        if what == "erase-sibling" and op.next_op is not None:
            op.next_op.erase()
        return None


def register_all_passes(registry):
    registry.register_pass("misbehave", Misbehave)
'''

FUNCTION = (
    '  "func.func"() <{{function_type = () -> (), sym_name = "{name}"}}> ({{\n'
    '    "func.return"() : () -> ()\n'
    "  }}) : () -> ()\n"
)

#: What each behaviour makes passgen-opt do: exit code and a text stderr must hold
#: (`{op}` is the op the pass ran on). None: either outcome, but cleanly.
EXPECTED: dict[str, tuple[int, str] | None] = {
    "ok": (0, ""),
    "raise-value": (1, "error: pass 'misbehave' failed on '{op}' op: ValueError: bad value"),
    "raise-base": (1, "error: pass 'misbehave' failed on '{op}' op: Custom: custom base exception"),
    "raise-recursion": (1, "error: pass 'misbehave' failed on '{op}' op: RecursionError"),
    "raise-memory": (1, "error: pass 'misbehave' failed on '{op}' op: MemoryError"),
    "exit": (1, "error: pass 'misbehave' failed on '{op}' op: SystemExit\n"),
    "exit-3": (1, "error: pass 'misbehave' failed on '{op}' op: SystemExit: 3"),
    "exit-text": (1, "error: pass 'misbehave' failed on '{op}' op: SystemExit: leaving"),
    "interrupt": (130, "passgen-opt: interrupted\n"),
    "silent": (1, "error: pass 'misbehave' failed on '{op}' op\n"),
    "error": (1, "error: misbehaved\n"),
    "return": (1, "error: pass 'misbehave' failed on '{op}' op: run_on_operation returned a value"),
    "mutate-parent": (0, ""),
    "erase-sibling": None,
}


def _module(functions: int) -> str:
    body = "".join(FUNCTION.format(name=f"f{i}") for i in range(functions))
    return f'"builtin.module"() ({{\n{body}}}) : () -> ()\n'


def run_opt(args: list[str], in_process: bool) -> tuple[int, str]:
    """passgen-opt's exit code and stderr, in this process or in a subprocess."""
    if not in_process:
        result = subprocess.run([*OPT, *args], capture_output=True, text=True, check=False)
        return result.returncode, result.stderr
    stderr, stdout = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(stdout):
        code = opt_main(args)
    return code, stderr.getvalue()


def misbehaving_case(
    rng: random.Random, folder: Path, plugin: str, in_process: bool
) -> tuple[Outcome, str]:
    what = rng.choice(sorted(EXPECTED))
    functions = rng.randint(1, 4)
    at = rng.choice(["", *(f"f{i}" for i in range(functions))])
    nested = rng.random() < 0.8
    element = f"misbehave{{what={what} at={at}}}" if at else f"misbehave{{what={what}}}"
    before = rng.choice(["", "cse,", "canonicalize,"])
    pipeline = (
        f"builtin.module(func.func({before}{element}))"
        if nested
        else f"builtin.module({before}{element})"
    )
    source, output = folder / "in.mlir", folder / "out.mlir"
    source.write_text(_module(functions))
    output.write_text("untouched\n")
    args = [str(source), "--load-pass-plugin", plugin, "-p", pipeline, "-o", str(output)]
    if rng.random() < 0.5:
        args.append("--mlir-disable-threading")
    case = f"{pipeline} ({'in process' if in_process else 'passgen-opt'}, {args[-1]})"
    code, stderr = run_opt(args, in_process)
    written = output.read_text() != "untouched\n"
    if "Traceback" in stderr or code not in (0, 1, 130) or written != (code == 0):
        return Outcome.CRASH, f"{case}: exit {code}, output written: {written}: {stderr[-2000:]}"
    expected = EXPECTED[what]
    if not nested and at:
        expected = EXPECTED["ok"]  # the module has no sym_name: nothing happens
    if expected is None:
        return (Outcome.OK if code == 0 else Outcome.CLEAN_ERROR), ""
    wanted_code, text = expected
    text = text.format(op="func.func" if nested else "builtin.module")
    if code != wanted_code or text not in stderr or (code == 130 and stderr != text):
        return Outcome.CRASH, f"{case}: exit {code} (wanted {wanted_code} and {text!r}): {stderr!r}"
    if code == 0 and stderr:
        return Outcome.WRONG_OUTPUT, f"{case}: succeeded with {stderr!r}"
    return (Outcome.OK if code == 0 else Outcome.CLEAN_ERROR), ""


def misbehaving_passes_campaign(rng: random.Random, cases: int) -> Tally:
    tally = Tally("misbehaving passes")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        plugin = folder / "misbehaving_plugin.py"
        plugin.write_text(PLUGIN)
        for index in range(cases):
            tally.record(*misbehaving_case(rng, folder, str(plugin), in_process=index % 10 != 0))
    return tally


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "pipeline text": pipeline_text_campaign,
    "misbehaving passes": misbehaving_passes_campaign,
}
