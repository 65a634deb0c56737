"""ODS enums as their generated C++ utilities treat them (mlir-tblgen's EnumsGen): a value's
string (`stringifyEnum`) and a string's value (`symbolizeEnum`), for plain and bit enums,
from an `"!enum ..."` table of upstream_formats.json (`passgen.ods.formats` documents it).

    enum = Enum.from_data(block["!enum ::mlir::arith::FastMathFlags"])
    enum.stringify(6)          # 'nnan,ninf'
    enum.symbolize("fast")     # 127
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# mlir-tblgen's `canFormatStringAsKeyword`: what prints bare rather than quoted.
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def is_keyword(text: str) -> bool:
    """Whether `text` can be printed as a bare keyword (else it is printed quoted)."""
    return _KEYWORD.match(text) is not None


@dataclass(frozen=True)
class Enum:
    """An enum's cases (`(str, value)` in ODS order) and, for a bit enum, how flags join."""

    cases: tuple[tuple[str, int], ...]
    width: int
    bits: bool = False
    separator: str = "|"
    groups: frozenset[str] = frozenset()
    primary_groups: bool = False
    valid_bits: int = 0
    quoted: bool = False

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Enum:
        return cls(
            cases=tuple((str(text), int(value)) for text, value in data["cases"]),
            width=int(data["width"]),
            bits=bool(data.get("bits")),
            separator=str(data.get("separator", "|")),
            groups=frozenset(data.get("groups", ())),
            primary_groups=bool(data.get("primary_groups")),
            valid_bits=int(data.get("valid_bits", 0)),
            quoted=bool(data.get("quoted")),
        )

    def stringify(self, value: int) -> str:
        """The string of `value` ("" for a plain enum's unknown value, as in C++)."""
        if not self.bits:
            return next((text for text, case in self.cases if case == value), "")
        if value == 0:
            return next((text for text, case in self.cases if case == 0), "")
        return self.separator.join(self._flags(value))

    def _flags(self, value: int) -> list[str]:
        """The case strings a nonzero bit-enum value prints, in EnumsGen's order."""
        if not self.primary_groups:
            return [text for text, case in self.cases if case and case & value == case]
        texts = []
        for text, case in reversed(self.cases):  # groups first, the last declared first
            if case and text in self.groups and case & value == case:
                texts.append(text)
                value &= ~case
        texts += [
            text
            for text, case in self.cases
            if case and text not in self.groups and case & value == case
        ]
        return texts

    def symbolize(self, text: str) -> int | None:
        """The value `text` names, or None (for a bit enum: flags split on the separator,
        spaces around each ignored)."""
        if not self.bits:
            return next((case for name, case in self.cases if name == text), None)
        for name, case in self.cases:
            if case == 0 and name == text:
                return 0
        value = 0
        flags = {name: case for name, case in self.cases if case}
        for flag in text.split(self.separator.strip()):
            bit = flags.get(flag.strip(" \t\n\v\f\r"))
            if bit is None:
                return None
            value |= bit
        return value

    def keywords(self) -> list[str]:
        """The case strings, as a `parseOptionalKeyword` list."""
        return [text for text, _ in self.cases]
