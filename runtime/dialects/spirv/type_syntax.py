"""SPIR-V dialect types read from their text and printed as mlir-opt prints them (MLIR's
mlir/lib/Dialect/SPIRV/IR/SPIRVDialect.cpp, `parseType` and `printType`): blanks as MLIR
puts them (`!spirv.array<4 x f32, stride=4>`, `!spirv.ptr<f32, Function>`,
`!spirv.struct<(f32 [0], i32 [4, NonWritable])>`, `!spirv.matrix<3 x vector<3xf32>>`,
`!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>`), the types inside canonicalized by the
asm layer (`canonical`). A text this reader does not take (malformed, or a form it does not
know) gives None: kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

PREFIX = "!spirv."
_WORD = re.compile(r"[A-Za-z_][\w$.]*", re.ASCII)
_INTEGER = re.compile(r"-?[0-9]+")
_BLANKS = re.compile(r"\s*")


class _Malformed(Exception):
    """The text is not a SPIR-V type this reader takes."""


def canonical_spirv_type(text: str, canonical: Callable[[str], str]) -> str | None:
    """The canonical text of the `!spirv.` type `text` (a whole type, aliases resolved);
    `canonical` gives that of any type inside it."""
    reader = _Reader(text, canonical)
    try:
        kind = reader.match(_WORD)
        body = _BODIES.get(kind)
        if body is None:
            return None
        reader.expect("<")
        inside = body(reader)
        reader.expect(">")
        reader.skip()
        if reader.pos != len(text):
            return None
    except _Malformed:
        return None
    return f"{PREFIX}{kind}<{inside}>"


class _Reader:
    def __init__(self, text: str, canonical: Callable[[str], str]):
        self.text = text
        self.pos = len(PREFIX)
        self.canonical = canonical

    def skip(self) -> None:
        self.pos = _BLANKS.match(self.text, self.pos).end()  # type: ignore[union-attr]

    def consume(self, literal: str) -> bool:
        self.skip()
        if self.text.startswith(literal, self.pos):
            self.pos += len(literal)
            return True
        return False

    def expect(self, literal: str) -> None:
        if not self.consume(literal):
            raise _Malformed

    def match(self, pattern: re.Pattern[str]) -> str:
        found = self.optional(pattern)
        if found is None:
            raise _Malformed
        return found

    def optional(self, pattern: re.Pattern[str]) -> str | None:
        self.skip()
        found = pattern.match(self.text, self.pos)
        if found is None:
            return None
        self.pos = found.end()
        return found.group()

    def dimension(self) -> str:
        """`N` before an `x` (`4xf32`, `4 x f32`)."""
        count = self.match(_INTEGER)
        self.expect("x")
        return count

    def type(self) -> str:
        """A type inside, to the `,`, `>` or `[` that ends it, canonicalized."""
        self.skip()
        start, depth, text = self.pos, 0, self.text
        while self.pos < len(text):
            char = text[self.pos]
            if text.startswith("->", self.pos):
                self.pos += 2
                continue
            if depth == 0 and char in ",>)][":
                break
            if char in "<([{":
                depth += 1
            elif char in ">)]}":
                depth -= 1
            self.pos += 1
        written = text[start : self.pos].strip()
        if not written or depth or _two_words(written):
            raise _Malformed
        return self.canonical(written)

    def stride(self) -> str:
        """`, stride=N` if there."""
        if not self.consume(","):
            return ""
        self.expect("stride")
        self.expect("=")
        return f", stride={self.match(_INTEGER)}"

    def keywords(self, count: int) -> list[str]:
        """`, word` `count` times."""
        found = []
        for _ in range(count):
            self.expect(",")
            found.append(self.match(_WORD))
        return found


def _two_words(text: str) -> bool:
    """Whether `text` has a blank outside brackets (`f32 i32`: no single type)."""
    depth = 0
    for char in text:
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif depth == 0 and char.isspace():
            return True
    return False


def _array(reader: _Reader) -> str:
    count = reader.dimension()
    return f"{count} x {reader.type()}{reader.stride()}"


def _runtime_array(reader: _Reader) -> str:
    return reader.type() + reader.stride()


def _pointer(reader: _Reader) -> str:
    pointee = reader.type()
    return ", ".join([pointee, *reader.keywords(1)])


def _sampled_image(reader: _Reader) -> str:
    return reader.type()


def _image(reader: _Reader) -> str:
    element = reader.type()
    return ", ".join([element, *reader.keywords(6)])


def _matrix(reader: _Reader) -> str:
    count = reader.dimension()
    return f"{count} x {reader.type()}"


def _cooperative_matrix(reader: _Reader) -> str:
    rows, columns = reader.dimension(), reader.dimension()
    element = reader.type()
    return ", ".join([f"{rows}x{columns}x{element}", *reader.keywords(2)])


def _struct(reader: _Reader) -> str:
    """`(members)`, or `name, (members)` / `name` for an identified struct."""
    parts = []
    if not reader.consume("("):
        parts.append(reader.match(_WORD))
        if not reader.consume(","):
            return parts[0]
        reader.expect("(")
    members: list[str] = []
    if not reader.consume(")"):
        members.append(_member(reader))
        while reader.consume(","):
            members.append(_member(reader))
        reader.expect(")")
    parts.append(f"({', '.join(members)})")
    return ", ".join(parts)


def _member(reader: _Reader) -> str:
    """`type` then `[offset, Decoration, Decoration=value]` if there."""
    member = reader.type()
    if not reader.consume("["):
        return member
    items: list[str] = []
    while True:
        item = None if items else reader.optional(_INTEGER)
        if item is None:
            item = reader.match(_WORD)
            if reader.consume("="):
                item += "=" + reader.match(_INTEGER)
        items.append(item)
        if not reader.consume(","):
            break
    reader.expect("]")
    return f"{member} [{', '.join(items)}]"


_BODIES: dict[str, Callable[[_Reader], str]] = {
    "array": _array,
    "rtarray": _runtime_array,
    "ptr": _pointer,
    "sampled_image": _sampled_image,
    "image": _image,
    "matrix": _matrix,
    "coopmatrix": _cooperative_matrix,
    "struct": _struct,
}
