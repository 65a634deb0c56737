"""LLVM's regular expressions (`llvm::Regex`: POSIX extended syntax, BSD `regcomp`) as
Python patterns: the same language, and `regcomp`'s error messages for invalid ones.

`-verify-diagnostics` uses them for the `{{...}}` blocks of `expected-*-re` comments."""

from __future__ import annotations

import re

# llvm/lib/Support/regerror.c
EMPTY = "empty (sub)expression"
BAD_REPEAT = "repetition-operator operand invalid"
BAD_COUNT = "invalid repetition count(s)"
BRACES = "braces not balanced"
PARENTHESES = "parentheses not balanced"
BRACKETS = "brackets ([ ]) not balanced"
CHARACTER_CLASS = "invalid character class"
RANGE = "invalid character range"
TRAILING_BACKSLASH = "trailing backslash (\\)"
BACKREFERENCE = "invalid backreference number"
COLLATING_ELEMENT = "invalid collating element"

_DUP_MAX = 255
_CLASSES = {
    "alnum": "0-9A-Za-z",
    "alpha": "A-Za-z",
    "blank": " \\t",
    "cntrl": "\\x00-\\x1f\\x7f",
    "digit": "0-9",
    "graph": "\\x21-\\x7e",
    "lower": "a-z",
    "print": "\\x20-\\x7e",
    "punct": "!-/:-@\\[-`{-~",
    "space": " \\t\\n\\r\\f\\v",
    "upper": "A-Z",
    "xdigit": "0-9A-Fa-f",
}


class RegexError(Exception):
    """An invalid expression; the message is `regerror`'s."""


def translate(pattern: str) -> str:
    """The Python pattern (for `re.DOTALL`) matching what `pattern` matches in LLVM."""
    return _Translator(pattern).run()


def compile_posix(pattern: str) -> re.Pattern[str]:
    """`pattern` compiled to search with as `llvm::Regex::match` does."""
    try:
        return re.compile(translate(pattern), re.DOTALL)
    except re.error:  # a backreference into its own group: never matches in Python
        return re.compile(r"(?!)")


class _Translator:
    """A recursive-descent reading of `regcomp`'s `p_ere` that writes Python syntax."""

    def __init__(self, pattern: str):
        self.text = pattern
        self.pos = 0
        self.groups = 0
        self.closed: set[int] = set()

    def run(self) -> str:
        result = self.alternatives(stop=None)
        if self.pos < len(self.text):  # a `)` with no `(`
            raise RegexError(PARENTHESES)
        return result

    def peek(self, ahead: int = 0) -> str:
        index = self.pos + ahead
        return self.text[index] if index < len(self.text) else ""

    def alternatives(self, stop: str | None) -> str:
        branches: list[str] = []
        while True:
            start, parts = self.pos, []
            while self.pos < len(self.text) and self.peek() not in ("|", stop or "|"):
                if self.peek() == ")" and stop is None:
                    raise RegexError(PARENTHESES)
                parts.append(self.piece())
            if self.pos == start:
                raise RegexError(EMPTY)
            branches.append("".join(parts))
            if self.peek() != "|":
                return "|".join(branches)
            self.pos += 1

    def piece(self) -> str:
        atom = self.atom()
        char = self.peek()
        if char in ("*", "+", "?"):
            self.pos += 1
            atom = f"(?:{atom}){char}"
        elif char == "{" and self.peek(1).isdigit():
            self.pos += 1
            atom = f"(?:{atom}){self.count()}"
        else:
            return atom
        following = self.peek()
        if following in ("*", "+", "?") or (following == "{" and self.peek(1).isdigit()):
            raise RegexError(BAD_REPEAT)
        return atom

    def count(self) -> str:
        low = self.number()
        high: int | None = low
        if self.peek() == ",":
            self.pos += 1
            high = self.number() if self.peek().isdigit() else None
            if high is not None and low > high:
                raise RegexError(BAD_COUNT)
        if self.peek() != "}":
            if "}" not in self.text[self.pos :]:
                raise RegexError(BRACES)
            raise RegexError(BAD_COUNT)
        self.pos += 1
        return f"{{{low},{'' if high is None else high}}}" if high != low else f"{{{low}}}"

    def number(self) -> int:
        digits = re.match(r"[0-9]*", self.text[self.pos :])
        text = digits.group() if digits else ""
        self.pos += len(text)
        if not text or int(text) > _DUP_MAX:
            raise RegexError(BAD_COUNT)
        return int(text)

    def atom(self) -> str:
        char = self.peek()
        self.pos += 1
        if char == "(":
            if self.pos >= len(self.text):
                raise RegexError(PARENTHESES)
            self.groups += 1
            number = self.groups
            inner = "" if self.peek() == ")" else self.alternatives(stop=")")
            if self.peek() != ")":
                raise RegexError(PARENTHESES)
            self.pos += 1
            self.closed.add(number)
            return f"({inner})"
        if char in ("*", "+", "?") or (char == "{" and self.peek().isdigit()):
            raise RegexError(BAD_REPEAT)
        if char == ".":
            return "."
        if char == "^":
            return r"\A"
        if char == "$":
            return r"\Z"
        if char == "[":
            return self.bracket()
        if char == "\\":
            return self.escape()
        return re.escape(char)

    def escape(self) -> str:
        if self.pos >= len(self.text):
            raise RegexError(TRAILING_BACKSLASH)
        char = self.peek()
        self.pos += 1
        if "1" <= char <= "9":
            if int(char) not in self.closed:
                raise RegexError(BACKREFERENCE)
            return f"(?:\\{char})"
        return re.escape(char)

    def bracket(self) -> str:
        negate = self.peek() == "^"
        self.pos += negate
        items: list[str] = []
        first = True
        while first or self.peek() != "]":
            if self.pos >= len(self.text):
                raise RegexError(BRACKETS)
            items.append(self.bracket_item())
            first = False
        self.pos += 1
        return f"[{'^' if negate else ''}{''.join(items)}]"

    def bracket_item(self) -> str:
        if self.text.startswith("[:", self.pos):
            end = self.text.find(":]", self.pos + 2)
            if end < 0:
                raise RegexError(BRACKETS)
            name = self.text[self.pos + 2 : end]
            self.pos = end + 2
            if name not in _CLASSES:
                raise RegexError(CHARACTER_CLASS)
            return _CLASSES[name]
        low = self.bracket_char()
        if self.peek() == "-" and self.peek(1) not in ("]", ""):
            self.pos += 1
            high = self.bracket_char()
            if low > high:
                raise RegexError(RANGE)
            return f"{re.escape(low)}-{re.escape(high)}"
        return re.escape(low)

    def bracket_char(self) -> str:
        """One character, or a collating element `[.c.]` / equivalence class `[=c=]`."""
        for opener, closer in (("[.", ".]"), ("[=", "=]")):
            if self.text.startswith(opener, self.pos):
                end = self.text.find(closer, self.pos + 2)
                if end < 0:
                    raise RegexError(BRACKETS)
                char = self.text[self.pos + 2 : end]
                self.pos = end + 2
                if len(char) != 1:
                    raise RegexError(COLLATING_ELEMENT)
                return char
        char = self.peek()
        self.pos += 1
        return char
