"""`#sparse_tensor.encoding<{...}>` printed as mlir-opt prints it (MLIR's
SparseTensorDialect.cpp `SparseTensorEncodingAttr::print`): `{ map = ..., posWidth = N }`
with MLIR's blanks, the map's dimensions and symbols renamed `d0, d1, ...` and `s0, ...` in
order, zero bit widths left out; a map written in the explicit form (`{l0, l1} (d0 = l0,
d1 = l1) -> (l0 = d0 : dense, ...)`) printed in the implicit one, without its level
variables and bindings. The text is taken token by token: expressions keep their
terms as written (an expression MLIR would reorder, a float value MLIR would reformat, stay
as written), and a text this reader does not take is kept whole (None)."""

from __future__ import annotations

import re
from collections.abc import Callable

_PREFIX = "#sparse_tensor.encoding<"
_TOKEN = re.compile(
    r'"(?:[^"\\]|\\.)*"|#?[A-Za-z_][\w$.]*|[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|->|\S',
    re.ASCII,
)
_IDENTIFIER = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)
_OPENERS = {"(": ")", "[": "]", "{": "}", "<": ">"}
_DEFAULT_ENTRIES = ("posWidth = 0", "crdWidth = 0")
# Tokens printed without a blank before them, and after them.
_NO_BLANK_BEFORE = frozenset(")]>,")
_NO_BLANK_AFTER = frozenset("([<")


def canonical_encoding(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of `#sparse_tensor.encoding<{...}>` (other attributes of the
    dialect: None, kept as written)."""
    if not (text.startswith(_PREFIX + "{") and text.endswith("}>")):
        return None
    tokens = _TOKEN.findall(text, len(_PREFIX) + 1, len(text) - 2)
    entries = _split(tokens)
    if entries is None:
        return None
    printed = []
    for entry in entries:
        if entry[:2] == ["map", "="]:
            entry = entry[:2] + _renamed(_implicit(entry[2:]))
        line = _joined(entry)
        if line not in _DEFAULT_ENTRIES:
            printed.append(line)
    return f"{_PREFIX}{{ {', '.join(printed)} }}>" if printed else f"{_PREFIX}{{}}>"


def _split(tokens: list[str]) -> list[list[str]] | None:
    """The entries of the dictionary's tokens (split at its own commas); None if its
    brackets do not balance."""
    entries: list[list[str]] = [[]]
    closers: list[str] = []
    for index, token in enumerate(tokens):
        if token in _OPENERS and not _is_less_than(tokens, index):
            closers.append(_OPENERS[token])
        elif closers and token == closers[-1]:
            closers.pop()
        elif token in ")]}>" and token != ">":
            return None
        if token == "," and not closers:
            entries.append([])
        else:
            entries[-1].append(token)
    return None if closers or not all(entries) else entries


def _is_less_than(tokens: list[str], index: int) -> bool:
    """Whether the `<` at `index` is not an opening bracket (only `#name<` opens one)."""
    return tokens[index] == "<" and not (index and tokens[index - 1].startswith("#"))


def _implicit(tokens: list[str]) -> list[str]:
    """A map's tokens without the explicit form's parts (`{l0, l1}`, `d0 = l0`, `l0 =`),
    which MLIR's printer leaves out."""
    out = list(tokens)
    index = _matching(out, 0) + 1 if out[:1] == ["["] else 0
    if out[index : index + 1] == ["{"]:
        del out[index : _matching(out, index) + 1]
    if out[index : index + 1] == ["("]:
        out[index:] = _rewritten_items(
            out[index:], lambda item: item[:1] if item[1:2] == ["="] else item
        )
    arrow = out.index("->") if "->" in out else len(out)
    if out[arrow + 1 : arrow + 2] == ["("]:
        out[arrow + 1 :] = _rewritten_items(
            out[arrow + 1 :],
            lambda item: item[2:] if item[1:2] == ["="] and _IDENTIFIER.match(item[0]) else item,
        )
    return out


def _rewritten_items(tokens: list[str], rewrite: Callable[[list[str]], list[str]]) -> list[str]:
    """`tokens` starting with a `(...)` list, each of its comma-separated items rewritten."""
    close = _matching(tokens, 0)
    items: list[list[str]] = [[]]
    depth = 0
    for index in range(1, close):
        token = tokens[index]
        if token == "," and depth == 0:
            items.append([])
            continue
        depth += _depth_change(tokens, index)
        items[-1].append(token)
    body = [
        token
        for number, item in enumerate(items)
        for token in ([","] if number else []) + rewrite(item)
    ]
    return ["(", *body, *tokens[close:]]


def _matching(tokens: list[str], index: int) -> int:
    """The index of the bracket closing the one at `index` (or the last index)."""
    depth = 0
    for position in range(index, len(tokens)):
        depth += _depth_change(tokens, position)
        if depth == 0:
            return position
    return len(tokens) - 1


def _depth_change(tokens: list[str], index: int) -> int:
    """+1 at an opening bracket (`<` only after `#name`), -1 at a closing one."""
    token = tokens[index]
    if token in "([{" or (token == "<" and not _is_less_than(tokens, index)):
        return 1
    return (
        -1
        if token in ")]}>" and token != ">" or (token == ">" and _closes_angle(tokens, index))
        else 0
    )


def _closes_angle(tokens: list[str], index: int) -> bool:
    """Whether the `>` at `index` closes a `#name<` bracket before it."""
    depth = 0
    for position in range(index - 1, -1, -1):
        token = tokens[position]
        if token == ">":
            depth += 1
        elif token == "<" and not _is_less_than(tokens, position):
            if depth == 0:
                return True
            depth -= 1
    return False


def _renamed(tokens: list[str]) -> list[str]:
    """A dimension-to-level map's tokens with its symbols and dimensions renamed `s0, ...`
    and `d0, ...` in the order they are declared (`[s](i, j) -> (...)`)."""
    names: dict[str, str] = {}
    index = 0
    for opener, closer, prefix in (("[", "]", "s"), ("(", ")", "d")):
        if index < len(tokens) and tokens[index] == opener:
            index = _declare(tokens, index + 1, closer, prefix, names)
    return [names.get(token, token) for token in tokens]


def _declare(tokens: list[str], index: int, closer: str, prefix: str, names: dict[str, str]) -> int:
    """Name the identifiers declared in a `(...)` or `[...]` list starting at `index` (each
    item's first token); the index after the list."""
    depth = 0
    first = True
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if depth == 0 and token == closer:
            break
        if first and depth == 0 and _IDENTIFIER.match(token):
            names[token] = f"{prefix}{sum(n.startswith(prefix) for n in names.values())}"
        first = depth == 0 and token == ","
        if token in _OPENERS and token != "<" or (token == "<" and tokens[index - 2][:1] == "#"):
            depth += 1
        elif token in ")]>" and depth:
            depth -= 1
    return index


def _joined(tokens: list[str]) -> str:
    """Tokens joined with MLIR's blanks: none inside brackets' edges, before a comma, or
    between a keyword and its bracket (`compressed(`, `structured[`, `#sparse_tensor<`)."""
    out = [tokens[0]]
    for previous, token in zip(tokens, tokens[1:]):
        glued = (
            token in _NO_BLANK_BEFORE
            or previous in _NO_BLANK_AFTER
            or (token in "([<" and (previous[-1:].isalnum() or previous in ")]"))
        )
        out.append(token if glued else " " + token)
    return "".join(out)
