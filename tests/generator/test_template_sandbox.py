"""A project's own templates (`templates = "tpl"`) are a repository's code run at build
time: they render in Jinja's sandbox, so no template injection runs code; every failure of
a template is an error at its file and line (exit 2, nothing written); template files are
read only inside the project and only as regular files; and compiled templates of the
plain environment never run in the sandbox."""

from __future__ import annotations

import os
from pathlib import Path

import jinja2
import pytest
from fuzz.builds import HAND_WRITTEN, base_specs, build_in_process, new_project

from passgen.build.render import environment, template_cache

MARKER = "{marker}"
# Per template: a view node it is given ({view}).
VIEWS = {"Passes.md.j2": "groups[0]", "passes.py.j2": "group"}
SANDBOX_HINT = (
    " (a project's templates render in Jinja's sandbox: they may use the values passgen "
    "gives them, not Python's internals)"
)


def unsafe(attribute: str, kind: str) -> str:
    """The sandbox's message for reading `attribute` of an object of type `kind`."""
    return f"access to attribute '{attribute}' of '{kind}' object is unsafe.{SANDBOX_HINT}"


# Known server-side template injections, each trying to create MARKER: (template, line of
# the error, message).
INJECTIONS = [
    (
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        1,
        unsafe("__class__", "str"),
    ),
    (
        "first line\n{{ cycler.__init__.__globals__.os.system('touch {marker}') }}",
        2,
        unsafe("__init__", "type"),
    ),
    (
        "{{ lipsum.__globals__['os'].popen('touch {marker}').read() }}",
        1,
        unsafe("__globals__", "function"),
    ),
    (
        "{{ joiner.__init__.__globals__.os.system('touch {marker}') }}",
        1,
        unsafe("__init__", "type"),
    ),
    (
        "{{ namespace.__init__.__globals__.os.popen('touch {marker}').read() }}",
        1,
        unsafe("__init__", "type"),
    ),
    (
        "{{ self.__init__.__globals__.__builtins__.exec(\"open('{marker}', 'w')\") }}",
        1,
        unsafe("__init__", "TemplateReference"),
    ),
    (
        "{{ self._TemplateReference__context.cycler.__init__.__globals__.os"
        ".system('touch {marker}') }}",
        1,
        unsafe("_TemplateReference__context", "TemplateReference"),
    ),
    (
        "{% for c in [].__class__.__base__.__subclasses__() %}"
        "{% if c.__name__ == 'catch_warnings' %}"
        "{{ c()._module.__builtins__['__import__']('os').system('touch {marker}') }}"
        "{% endif %}{% endfor %}",
        1,
        unsafe("__class__", "list"),
    ),
    (
        "{{ ''|attr('__class__')|attr('__base__')|attr('__subclasses__')() }}",
        1,
        "'jinja2.runtime.StrictUndefined object' has no attribute '__subclasses__'",
    ),
    (
        "{% set x = [1] %}\n{{ x.append(1) }}",
        2,
        unsafe("append", "list"),
    ),
    (
        "{{ {view}.__class__.__init__.__globals__ }}",
        1,
        unsafe("__init__", "StrictUndefined"),
    ),
    (
        "{{ '{0.__class__.__init__.__globals__[os]}'.format(cycler) }}",
        1,
        unsafe("__init__", "StrictUndefined"),
    ),
]


def _project(tmp_path: Path, templates: dict[str, str]) -> Path:
    root = new_project(tmp_path / "project", base_specs("v", 2))
    with (root / "pyproject.toml").open("a") as handle:
        handle.write('templates = "tpl"\n')
    (root / "tpl").mkdir()
    for name, text in templates.items():
        (root / "tpl" / name).write_text(text, encoding="utf-8")
    return root


def _nothing_written(root: Path) -> bool:
    written = [p for p in (root / "gen").iterdir() if p.name != Path(HAND_WRITTEN[0]).name]
    return not written and not (root / "docs").exists()


@pytest.mark.parametrize("name", ["Passes.md.j2", "passes.py.j2"])
@pytest.mark.parametrize(
    "template, line, message", INJECTIONS, ids=[str(i) for i in range(len(INJECTIONS))]
)
def test_no_template_injection_runs_code(
    tmp_path: Path, name: str, template: str, line: int, message: str
) -> None:
    marker = tmp_path / "marker"
    text = template.replace(MARKER, str(marker)).replace("{view}", VIEWS[name])
    root = _project(tmp_path, {name: text})
    code, err = build_in_process(root)
    assert not marker.exists()
    assert (code, err) == (2, f"{root}/tpl/{name}:{line}: error: template: {message}\n")
    assert _nothing_written(root)


@pytest.mark.parametrize(
    "template, message",
    [
        (
            "{{ groups }}\n{{ 1 // 0 }}",
            "2: error: template: ZeroDivisionError: integer division or modulo by zero",
        ),
        (
            "{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}",
            "1: error: template: RecursionError: maximum recursion depth exceeded",
        ),
        (
            "{{ range(10**6)|list }}",
            "1: error: template: OverflowError: Range too big. The sandbox blocks ranges larger "
            "than MAX_RANGE (100000).",
        ),
        ("\n\n{{ nothing.here }}", "3: error: template: 'nothing' is undefined"),
        (
            "{% include 'missing.j2' %}",
            "1: error: template: no template 'missing.j2' (neither the project's nor passgen's)",
        ),
        (
            "line\n{% include 'passes.py.j2' %}",
            "2: error: template: in passgen.templates:passes.py.j2:2, which it includes: 'group' "
            "is undefined",
        ),
    ],
    ids=[
        "division by zero",
        "endless recursion",
        "range too big",
        "undefined",
        "no such include",
        "a packaged include",
    ],
)
def test_every_failure_of_a_template_is_located(
    tmp_path: Path, template: str, message: str
) -> None:
    """These were internal errors (a traceback's one line, "please report this bug"), or
    errors naming no template."""
    root = _project(tmp_path, {"Passes.md.j2": template})
    code, err = build_in_process(root)
    assert code == 2 and err.startswith(f"{root}/tpl/Passes.md.j2:{message}")
    assert err.count("\n") == 1 and "internal error" not in err
    assert _nothing_written(root)


def test_a_template_leading_out_of_the_project_is_not_read(tmp_path: Path) -> None:
    """Rendering a file of the user's (a key, a token) into the outputs, which are committed."""
    secret = tmp_path / "secret"
    secret.write_text("my secret\n")
    root = _project(tmp_path, {})
    (root / "tpl" / "Passes.md.j2").symlink_to(secret)
    assert build_in_process(root) == (
        2,
        f"{root}/tpl/Passes.md.j2:1:1: error: the template leads outside the project (to "
        f"{secret}, through a symbolic link): passgen reads a project's templates only inside "
        "it\n",
    )
    assert _nothing_written(root)


def test_an_include_leading_out_of_the_project_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "secret.txt").write_text("my secret\n")
    root = _project(tmp_path, {"Passes.md.j2": "{% include 'up/secret.txt' %}"})
    (root / "tpl" / "up").symlink_to(tmp_path)
    code, err = build_in_process(root)
    assert code == 2 and err.startswith(f"{root}/tpl/up/secret.txt:1:1: error: the template leads")
    assert _nothing_written(root)


def test_a_template_that_is_no_regular_file_is_refused(tmp_path: Path) -> None:
    root = _project(tmp_path, {})
    os.mkfifo(root / "tpl" / "Passes.md.j2")
    assert build_in_process(root) == (
        2,
        f"{root}/tpl/Passes.md.j2:1:1: error: not a regular file; a template file must be one\n",
    )


def test_a_template_linked_inside_the_project_is_read(tmp_path: Path) -> None:
    root = _project(tmp_path, {})
    (root / "shared.j2").write_text("{% for g in groups %}* {{ g.summary }}\n{% endfor %}")
    (root / "tpl" / "Passes.md.j2").symlink_to(root / "shared.j2")
    assert build_in_process(root) == (0, "")
    assert (root / "docs" / "Passes.md").read_text() == "* Group 0 v\n* Group 1 v\n"


def test_compiled_templates_of_the_plain_environment_never_run_in_the_sandbox(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Jinja compiles a template for the sandbox with checked calls (`str.format` among
    them): code a plain environment compiled (an earlier passgen's, kept in the user's
    cache) would read what the sandbox forbids."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    template = "{{ '{0.__class__}'.format(groups) }}"
    root = _project(tmp_path, {"Passes.md.j2": template})
    filename = str(root / "tpl" / "Passes.md.j2")
    plain = jinja2.Environment(
        loader=jinja2.FunctionLoader(lambda name: (template, filename, lambda: True)),
        bytecode_cache=jinja2.FileSystemBytecodeCache(str(template_cache())),
    )
    assert plain.get_template("Passes.md.j2").render(groups=[]) == "<class 'list'>"
    code, err = build_in_process(root)
    assert code == 2 and "access to attribute '__class__' of 'list' object is unsafe" in err


def test_templates_a_project_does_not_override_render_in_the_plain_environment(
    tmp_path: Path,
) -> None:
    """The packaged templates are passgen's own: the sandbox would only cost time."""
    root = _project(tmp_path, {})
    env = environment(root / "tpl", None, root)
    (root / "tpl" / "Passes.md.j2").write_text("mine")
    assert type(env.get_template("passes.py.j2").environment) is type(env)
    assert env.get_template("Passes.md.j2").environment.sandboxed  # type: ignore[attr-defined]
