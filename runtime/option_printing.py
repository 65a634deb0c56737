"""Printing a pass's options (`{a=1 b={x,y}}`) so that they parse back to the same values.

MLIR's `PassOptions::print` writes values bare, lists in braces and strings in braces
when a space comes before any brace or quote. Some values then read back differently:
mlir-opt prints the list element `a'b` as `exclude={a'b}`, which parses as `{a'b}`; an
empty element, `a,b` or a quote followed by a space fare no better. Each option is
printed as MLIR prints it when that lexes back to the same texts, else in the first
other form that does: in braces, in single or double quotes, or bare (lists also
without their outer braces). Values no form carries (unbalanced braces, spaces at an
end: the lexer trims them) can only come from Python; they print as MLIR prints them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .options import (
    ListOption,
    Option,
    interleave,
    matching_brace,
    next_option,
    split_list,
    unwrap_arg,
)


def options_block(instance: object, options: Sequence[Option[Any]]) -> list[str]:
    """The chunks of `{a=1 b=2}`, sorted by argument ([] without options)."""
    if not options:
        return []
    ordered = sorted(options, key=lambda option: option.argument)
    wanted, forms = zip(*(_option_forms(option, instance) for option in ordered))
    chosen = [0] * len(forms)
    while True:
        chunks = ["{", *interleave((f[i] for f, i in zip(forms, chosen)), " "), "}"]
        wrong = _first_misread("".join(chunks), list(wanted))
        if wrong is None or chosen[wrong] + 1 == len(forms[wrong]):
            return chunks
        chosen[wrong] += 1


def _option_forms(
    option: Option[Any], instance: object
) -> tuple[str | list[str] | None, list[list[str]]]:
    """What the lexer must give back (a scalar's text, a list's element texts, None for
    a list printed as nothing) and the ways to print the option, MLIR's first."""
    values = option.printed_values(instance)
    if values is None:
        return None, [[]]
    texts = [option.type.text(value, chunks) for value, chunks in values]
    argument = option.argument
    if not isinstance(option, ListOption):
        mlir = [argument, "=", *values[0][1]]
        return texts[0], [mlir, *([argument, "=", *form] for form in _wrapped(texts[0]))]
    mlir = [argument, "={", *interleave((chunks for _, chunks in values), ","), "}"]
    elements = _list_elements(texts)
    return texts, [mlir, [argument, "={", *elements, "}"], [argument, "=", *elements]]


def _wrapped(text: str) -> list[list[str]]:
    """`text` bare, in braces, in single and in double quotes; balanced braces only."""
    forms = [[text], ["{", text, "}"], ["'", text, "'"], ['"', text, '"']]
    return [form for form in forms if balanced("".join(form))]


def _list_elements(texts: list[str]) -> list[str]:
    """Element chunks joined by commas, each in the first form with which the list, in
    braces, reads back right so far."""
    chunks: list[str] = []
    for index, text in enumerate(texts):
        for form in _wrapped(text) or [[text]]:
            candidate = [*chunks, *([","] if index else []), *form]
            braced = "{" + "".join(candidate) + "}"
            if _elements(unwrap_arg(braced, 0, len(braced))[1]) == texts[: index + 1]:
                break
        chunks = candidate
    return chunks


def _elements(value: str) -> list[str]:
    return [element for _, element in split_list(value)]


def _first_misread(block: str, wanted: list[str | list[str] | None]) -> int | None:
    """The index of the first option `block` does not give back, else None (also when
    the braces do not balance: a value no form carries)."""
    printed = [i for i, texts in enumerate(wanted) if texts is not None]
    end = len(block) - 1
    if matching_brace(block, 1, len(block), quotes=False) != end:
        return None
    i, position = 1, 0
    while i < end:
        _, key, _, value, i = next_option(block, i, end)
        if not key:
            continue
        if position == len(printed):
            return printed[-1]
        texts = wanted[printed[position]]
        got: str | list[str] | None = value
        if isinstance(texts, list) and value is not None:
            got = _elements(value)
        if got != texts:
            return printed[position]
        position += 1
    return None if position == len(printed) else printed[position]


def balanced(text: str) -> bool:
    """Whether `text` closes every `{` it opens and no other (quotes do not count)."""
    depth = 0
    for char in text:
        depth += (char == "{") - (char == "}")
        if depth < 0:
            return False
    return depth == 0
