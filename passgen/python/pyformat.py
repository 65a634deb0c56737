"""Black's layout for the few statement shapes the packaged templates emit.

Running black over every generated module costs about 0.1 s per module, far
more than the rest of a build, so the packaged templates build their
statements from these nodes instead, laid out as black 24, 25 and 26 (stable style, line
length 100) all lay them out: one line when it fits; otherwise split at the last
bracket, with the body on one line if it fits, else one item per line with a
trailing comma; a long assignment value wrapped in parentheses when that makes
it fit. Where those blacks differ, the layout is one they all keep: a list's lone
multi-line string goes without parentheses while it fits on a line (black 25 drops them),
and string literals escape the characters they measure differently (`char_width`). Tests
check that black leaves every generated module unchanged, and `render.py` still runs black
on anything a user's own templates produce.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .char_width import disputed, str_width

LINE_LENGTH = 100
INDENT = "    "


@dataclass(frozen=True)
class Atom:
    """Text that is never split: a name, a number, one string literal."""

    text: str


@dataclass(frozen=True)
class Item:
    """One element inside brackets, e.g. `default=` + value or `"key": ` + value."""

    prefix: str
    value: Node


@dataclass(frozen=True)
class Brackets:
    """`opener items closer`, e.g. `Option(` ... `)`; `separator` is ", " for
    arguments and elements, " " for implicitly concatenated strings."""

    opener: str
    items: tuple[Item, ...]
    closer: str
    separator: str = ", "
    one_tuple: bool = False  # `(x,)`: the comma is syntax, not a magic trailing comma
    display: bool = False  # a list, dict or tuple display (not call or def arguments)
    parameters: bool = False  # a def's parameters: a lone one split off gets a comma


@dataclass(frozen=True)
class Concat:
    """Implicitly concatenated strings whose parentheses black treats as invisible."""

    parts: tuple[str, ...]


Node = Atom | Brackets | Concat


def string(value: str) -> str:
    """A string literal with the quotes black's string normalization prefers."""
    text = repr(value)
    if text[0] == "'" and value.count('"') <= value.count("'"):
        body = text[1:-1].replace("\\'", "'").replace('"', '\\"')
        return f'"{_escape_disputed(body)}"'
    return f"{text[0]}{_escape_disputed(text[1:-1])}{text[0]}"


def docstring(value: str) -> str:
    """A docstring holding `value`: triple double quotes, with every quote, backslash and
    non-printable character of `value` escaped (nothing in it can end the literal)."""
    text = repr(value)
    body = text[1:-1]
    if text[0] == "'":
        body = body.replace("\\'", "'").replace('"', '\\"')
    return f'"""{_escape_disputed(body)}"""'


def _escape_disputed(body: str) -> str:
    """A literal's body with every `disputed` character written as an escape (`\\u0301`)."""
    if body.isascii():
        return body
    return "".join(ascii(ch)[1:-1] if disputed(ch) else ch for ch in body)


def literal(value: Any, *, parenthesized: bool = True) -> Node:
    """The node of a Python value (str, int, float, bool, None, list, tuple, dict).

    A multi-line string becomes one literal per line; inside brackets those are
    wrapped in real parentheses (`parenthesized`).
    """
    if isinstance(value, str):
        lines = value.splitlines(keepends=True)
        if len(lines) <= 1:
            return Atom(string(value))
        parts = tuple(string(line) for line in lines)
        if not parenthesized:
            return Concat(parts)
        return Brackets("(", tuple(Item("", Atom(p)) for p in parts), ")", separator=" ")
    if value is None or isinstance(value, (bool, int)):
        return Atom(repr(value))
    if isinstance(value, float):
        text = repr(value)
        if text in ("inf", "-inf", "nan"):
            return call("float", Atom(f'"{text}"'))  # a call black may split like any other
        return Atom(text.replace("e+", "e"))  # black's numeric normalization
    if isinstance(value, list) and len(value) == 1:  # black 25 drops a lone item's parentheses
        return Brackets("[", (Item("", literal(value[0], parenthesized=False)),), "]", display=True)
    if isinstance(value, (list, tuple)):
        items = tuple(Item("", literal(v)) for v in value)
        if isinstance(value, list):
            return Brackets("[", items, "]", display=True)
        return Brackets("(", items, ")", one_tuple=len(items) == 1, display=True)
    if isinstance(value, dict):
        items = tuple(Item(f"{string(k)}: ", literal(v)) for k, v in value.items())
        return Brackets("{", items, "}", display=True)
    raise TypeError(f"no literal for {type(value).__name__}")


def call(callee: str, *args: Node, **keywords: Node) -> Brackets:
    """`callee(args..., name=value...)`."""
    items = [Item("", a) for a in args] + [Item(f"{k}=", v) for k, v in keywords.items()]
    return Brackets(f"{callee}(", tuple(items), ")")


def parameters(*params: str) -> Brackets:
    """A def's parameter list, e.g. `parameters("x: int", "y: str = ''")`."""
    return Brackets("(", tuple(Item("", Atom(p)) for p in params), ")", parameters=True)


def flat(node: Node) -> str:
    """The node on one line."""
    if isinstance(node, Atom):
        return node.text
    if isinstance(node, Concat):
        return " ".join(node.parts)
    inner = node.separator.join(item.prefix + flat(item.value) for item in node.items)
    return f"{node.opener}{inner}{',' if node.one_tuple else ''}{node.closer}"


def _fits(line: str) -> bool:
    return str_width(line) <= LINE_LENGTH


def lay_out(head: str, node: Node, tail: str, depth: int) -> list[str]:
    """The lines of `head + node + tail` at `depth`, as black writes them.

    `head` ending in " = " or "return " makes a lone string or a concatenation
    wrappable in (invisible) parentheses.
    """
    indent = INDENT * depth
    one = f"{indent}{head}{flat(node)}{tail}"
    if _fits(one):
        return [one]
    if isinstance(node, Brackets):
        return _split_brackets(head, node, tail, depth)
    inner = INDENT * (depth + 1)
    wrappable = head.endswith((" = ", "return "))
    if isinstance(node, Concat):
        if _fits(inner + flat(node)):
            return [f"{indent}{head}(", inner + flat(node), f"{indent}){tail}"]
        return [f"{indent}{head}(", *(inner + part for part in node.parts), f"{indent}){tail}"]
    if wrappable and _fits(inner + node.text):
        return [f"{indent}{head}(", inner + node.text, f"{indent}){tail}"]
    return [one]  # an unsplittable atom stays long, as black leaves it


def _split_brackets(head: str, node: Brackets, tail: str, depth: int) -> list[str]:
    indent = INDENT * depth
    opening = f"{indent}{head}{node.opener}"
    closing = f"{indent}{node.closer}{tail}"
    inner = INDENT * (depth + 1)
    body = node.separator.join(item.prefix + flat(item.value) for item in node.items)
    if node.one_tuple or (node.parameters and len(node.items) == 1):
        body += ","
    # A split display (list, dict, tuple) of several items always goes one item per
    # line; call arguments stay on one line when they fit (black's should_split_line).
    explode = node.display and len(node.items) > 1
    if (_fits(inner + body) and not explode) or not node.items:
        return [opening, inner + body, closing] if node.items else [opening + node.closer + tail]
    if len(node.items) == 1:
        (item,) = node.items
        comma = "," if node.one_tuple or node.parameters else ""
        return [opening, *lay_out(item.prefix, item.value, comma, depth + 1), closing]
    comma = "," if node.separator == ", " else ""
    lines = [opening]
    for item in node.items:
        lines += lay_out(item.prefix, item.value, comma, depth + 1)
    return [*lines, closing]


def statement(head: str, node: Node, tail: str = "", depth: int = 0) -> str:
    """One statement's text (no trailing newline), e.g. `statement("x = ", node, depth=1)`."""
    return "\n".join(lay_out(head, node, tail, depth))


def import_from(module: str, names: Sequence[str], depth: int = 0, split: bool = False) -> str:
    """`from module import names`, exploded one name per line when too long (as black does)
    or when `split` (as black keeps an import with a magic trailing comma)."""
    indent = INDENT * depth
    one = f"{indent}from {module} import {', '.join(names)}"
    if _fits(one) and not split:
        return one
    inner = INDENT * (depth + 1)
    return "\n".join(
        [f"{indent}from {module} import (", *(f"{inner}{n}," for n in names), f"{indent})"]
    )


def assign(name: str, value: Any, depth: int = 1) -> str:
    """`name = value` where `value` is a node or a plain Python value."""
    node = (
        value
        if isinstance(value, (Atom, Brackets, Concat))
        else literal(value, parenthesized=False)
    )
    return statement(f"{name} = ", node, depth=depth)
