"""Fuzz campaign: hostile templates in a project (`templates = "tpl"`).

A repository's templates run at every build of it. Each case writes a template over one of
passgen's (`Passes.md.j2`, `passes.py.j2`, `registration.py.j2`, `package_init.py.j2`) in a
copy of a built project that sits in a "world" folder beside `outside/`, which holds a
secret. Templates are made of template injections (a root object: a literal, one of Jinja's
globals, `self`, a view node, a loop or a macro; then a chain of steps through Python's
internals: `__class__`, `__mro__`, `__subclasses__()`, `__init__`, `__globals__`,
`__builtins__`, `|attr(...)`, format strings, mutating methods...; often ending in a call
that would create a marker file), mixed with plain failures (division by zero, endless
recursion, huge ranges, undefined names, missing or packaged includes, syntax errors), bombs
that would exhaust the machine (`BOMBS`, under small render bounds) and
reads leading out of the project (a template or an include that is a symbolic link to the
secret, a FIFO).

Outcomes (`judge`): CODE_EXECUTED when the marker exists; LOST_DATA when the secret reached
an output or anything but the configuration's outputs and cache changed; CRASH on a
traceback, an internal error, another exit code or an error naming no template;
WRONG_OUTPUT when a failed build changed an output; CLEAN_ERROR for an error located in a
template (or black's refusal of what a Python template wrote); OK otherwise.
"""

from __future__ import annotations

import contextlib
import os
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from fuzz.builds import base_specs, build_in_process, new_project, outputs
from fuzz.tally import Outcome, Tally
from fuzz.worlds import snapshot, world_cases
from passgen.build import project_templates

SECRET = "the user's secret 8f3a"
# Each template and the view node it is given.
TEMPLATES = {
    "Passes.md.j2": "groups[0]",
    "passes.py.j2": "group",
    "registration.py.j2": "group",
    "package_init.py.j2": "package",
}
ROOTS = [
    "''",
    "[]",
    "{}",
    "()",
    "1",
    "cycler",
    "joiner",
    "namespace",
    "lipsum",
    "range",
    "dict",
    "self",
    "header",
    "{view}",
    "m",
    "loop",
    "caller",
]
STEPS = [
    ".__class__",
    ".__mro__[1]",
    ".__base__",
    ".__subclasses__()",
    ".__subclasses__()[0]",
    ".__init__",
    ".__globals__",
    "['__globals__']",
    ".__builtins__",
    ".__dict__",
    ".__func__",
    ".__self__",
    ".__code__",
    ".gi_frame.f_globals",
    ".mro()",
    ".__getattribute__('__class__')",
    "|attr('__class__')",
    "|attr('__globals__')",
    "|attr('__init__')",
    ".__reduce_ex__(2)",
    "._TemplateReference__context",
    "._Context__self",
    ".environment",
    ".append(1)",
    ".update(a=1)",
    ".pop()",
    ".clear()",
    ".__setitem__('a', 1)",
    ".items()",
    "|list",
    "|string",
    "[0]",
    ".summary",
    ".passes",
    "|map(attribute='__class__')|list",
    "|selectattr('__class__')|list",
    "|format('%s')",
]
SINKS = [
    ".os.system('touch {marker}')",
    "['os'].popen('touch {marker}').read()",
    ".__builtins__['__import__']('os').system('touch {marker}')",
    "['__builtins__']['exec'](\"open('{marker}', 'w')\")",
    ".__builtins__.eval(\"__import__('os').system('touch {marker}')\")",
    "('touch {marker}')",
]
# Chains that reach `os` or the builtins in a plain Jinja environment, each with its sinks.
EXPLOITS = [
    (
        [
            "cycler.__init__.__globals__.os",
            "joiner.__init__.__globals__.os",
            "namespace.__init__.__globals__.os",
            "lipsum.__globals__.os",
            "self._TemplateReference__context.cycler.__init__.__globals__.os",
        ],
        [".system('touch {marker}')", ".popen('touch {marker}').read()"],
    ),
    (
        [
            "self.__init__.__globals__.__builtins__",
            "cycler.__init__.__globals__.__builtins__",
            "lipsum.__globals__.__builtins__",
        ],
        [
            "['__import__']('os').system('touch {marker}')",
            "['exec'](\"open('{marker}', 'w')\")",
            "['eval'](\"__import__('os').system('touch {marker}')\")",
        ],
    ),
]
PLAIN_FAILURES = [
    "{{ 1 / 0 }}",
    "{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}",
    "{{ range(10**7) }}",
    "{{ 'x' * 10 }}",
    "{{ nothing }}",
    "{% include 'missing.j2' %}",
    "{% include 'passes.py.j2' %}",
    "{% include 'Passes.md.j2' %}",
    "{% extends 'Passes.mlir.md.j2' %}",
    "{% include 'up/secret.txt' %}",
    "{% if %}",
    "{{ ",
    "{% for x in 1 %}{% endfor %}",
    "{{ '%s' % header }}",
    "{{ '{0.__class__}'.format({view}) }}",
    "{{ '{0.__init__.__globals__}'.format(cycler) }}",
]
# Templates that would exhaust the machine: stopped by the render's bounds, made small here.
BOMBS = [
    "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "{% macro f(n) %}{% for i in range(9) %}{{ f(n + 1) }}{% endfor %}{% endmacro %}{{ f(0) }}",
    "{% set ns = namespace(s='x') %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}"
    "{% endfor %}",
    "{{ ('x' * {big}) | length }}",
    "{{ ([0] * {big}) | length }}",
    "{{ ({small} ** {big}) % 10 }}",
    "{% set ns = namespace(n={small}) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}"
    "{% endfor %}",
    "{{ ('{:>{big}}'.format(1)) | length }}",
    "{{ ('x' | center({big})) | length }}",
    "{% set ns = namespace(s='xxxxxxxxxx') %}{% for i in range(12) %}"
    "{% set ns.s = ns.s | replace('x', 'xxxxxxxxxx') %}{% endfor %}",
    "{% for i in range(100000) %}{% for j in range(100000) %}{{ i }}{% endfor %}{% endfor %}",
]
RENDER_SECONDS = 0.5
RENDER_MEMORY = 128 << 20


def expression(rng: random.Random) -> str:
    """An injection: a known exploit, each attribute spelled `.x`, `['x']` or `|attr('x')`;
    or a root and up to six steps, often ending in a sink."""
    if rng.random() < 0.45:
        chains, sinks = rng.choice(EXPLOITS)
        root, *names = rng.choice(chains).split(".")
        for name in names:
            spelling = rng.choice(["dot", "dot", "subscript", "attr"])
            if spelling == "dot":
                root = f"{root}.{name}"
            elif spelling == "subscript":
                root = f"{root}['{name}']"
            else:
                root = f"({root}|attr('{name}'))"
        return root + rng.choice(sinks)
    steps = "".join(rng.choice(STEPS) for _ in range(rng.randint(0, 6)))
    sink = rng.choice(SINKS) if rng.random() < 0.6 else ""
    return f"{rng.choice(ROOTS)}{steps}{sink}"


def statement(rng: random.Random) -> str:
    """An injection in one of Jinja's constructs, or a plain failure."""
    if rng.random() < 0.1:
        bomb = rng.choice(BOMBS).replace("{big}", str(rng.choice([10**9, 4 * 10**9, 10**12])))
        return bomb.replace("{small}", str(rng.randint(2, 99)))
    if rng.random() < 0.3:
        return rng.choice(PLAIN_FAILURES)
    kind = rng.choice(["output", "output", "set", "for", "macro", "call", "format"])
    if kind == "set":
        return f"{{% set x = {expression(rng)} %}}{{{{ x{rng.choice(SINKS)} }}}}"
    if kind == "for":
        return f"{{% for c in {expression(rng)} %}}{{{{ c{rng.choice(SINKS)} }}}}{{% endfor %}}"
    if kind == "macro":
        return f"{{% macro m() %}}x{{% endmacro %}}{{{{ {expression(rng)} }}}}"
    if kind == "call":
        return (
            "{% macro w() %}{{ caller() }}{% endmacro %}"
            f"{{% call w() %}}{{{{ {expression(rng)} }}}}{{% endcall %}}"
        )
    if kind == "format":
        return f"{{{{ '{{0{rng.choice(STEPS[:13])}}}'.format({rng.choice(ROOTS)}) }}}}"
    return f"{{{{ {expression(rng)} }}}}"


def template_text(rng: random.Random, name: str, marker: Path) -> str:
    lines = [statement(rng) for _ in range(rng.randint(1, 3))]
    text = "\n".join(lines).replace("{view}", TEMPLATES[name])
    return text.replace("{marker}", str(marker))


class World:
    """A folder holding a built project (`project/`) and `outside/` with a secret."""

    def __init__(self, path: Path):
        self.path = path
        self.root = path / "project"
        self.marker = path / "marker"

    @staticmethod
    def template(scratch: Path) -> None:
        """A world (`scratch/world`) whose project is built, then given `templates = "tpl"`."""
        folder = scratch / "world"
        root = new_project(folder / "project", base_specs("v", 2))
        code, err = build_in_process(root)
        assert code == 0, err
        with (root / "pyproject.toml").open("a") as handle:
            handle.write('templates = "tpl"\n')
        (folder / "outside").mkdir()
        (folder / "outside" / "secret.txt").write_text(SECRET + "\n")
        (root / "tpl").mkdir()
        (root / "tpl" / "up").symlink_to(Path("..", "..", "outside"))


def plant(rng: random.Random, world: World) -> str:
    """A hostile template in the project; returns a description."""
    name = rng.choice(sorted(TEMPLATES))
    path = world.root / "tpl" / name
    roll = rng.random()
    if roll < 0.07:
        path.symlink_to(world.path / "outside" / "secret.txt")
        return f"{name}: a link to the secret"
    if roll < 0.1:
        os.mkfifo(path)
        return f"{name}: a FIFO"
    text = template_text(rng, name, world.marker)
    path.write_text(text, encoding="utf-8")
    return f"{name}: {text}"


_LOCATED = re.compile(r"[^\n]*/tpl/[^\n:]+:\d+(:\d+)?: error: ")
_BLACK = "passgen: error: an override template wrote Python that black cannot read"


def judge(
    world: World, before: dict[str, tuple[str, bytes]], code: int, err: str
) -> tuple[Outcome, str]:
    """How a build over a planted template ended."""
    if world.marker.exists():
        return Outcome.CODE_EXECUTED, f"the marker exists: exit {code}: {err[:500]}"
    built = outputs(world.root)
    if any(SECRET.encode() in content for content in built.values()):
        return Outcome.LOST_DATA, "the secret reached an output"
    after = snapshot(world.path)
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    trespass = [
        k
        for k in changed
        if not k.startswith(("project/gen/", "project/docs/", "project/.passgen-cache"))
    ]
    if trespass:
        return Outcome.LOST_DATA, f"changed {trespass}"
    if "Traceback" in err or "internal error" in err or code not in (0, 2):
        return Outcome.CRASH, f"exit {code}: {err[-1500:]}"
    if code == 0:
        return Outcome.OK, ""
    if changed:
        return Outcome.WRONG_OUTPUT, f"failed, yet changed {changed}: {err[:500]}"
    if _LOCATED.match(err) or err.startswith(_BLACK):
        return Outcome.CLEAN_ERROR, ""
    return Outcome.CRASH, f"an error naming no template: {err[:1000]}"


def template_case(rng: random.Random, path: Path, shared: None) -> tuple[Outcome, str]:
    world = World(path)
    described = plant(rng, world)
    before = snapshot(world.path)
    with _small_render_bounds():
        code, err = build_in_process(world.root)
    outcome, why = judge(world, before, code, err)
    return outcome, f"{why}\n{described}"


@contextlib.contextmanager
def _small_render_bounds() -> Iterator[None]:
    """The render bounds of `RENDER_SECONDS` and `RENDER_MEMORY` (bombs end quickly)."""
    saved = project_templates.RENDER_SECONDS, project_templates.RENDER_MEMORY
    project_templates.RENDER_SECONDS, project_templates.RENDER_MEMORY = (
        RENDER_SECONDS,
        RENDER_MEMORY,
    )
    try:
        yield
    finally:
        project_templates.RENDER_SECONDS, project_templates.RENDER_MEMORY = saved


def hostile_templates(rng: random.Random, cases: int) -> Tally:
    return world_cases("hostile templates", rng, cases, World.template, template_case)


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "hostile templates": hostile_templates,
}
