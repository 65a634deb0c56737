"""Types: structure for the common builtin ones, exact text for everything else.

Types are immutable values compared by their canonical text; the parser shares
one object per distinct text, so equal types are usually also identical.
"""

from __future__ import annotations

from collections.abc import Sequence

from .float_format import SEMANTICS


class Type:
    """Base of all types; `str(t)` is the MLIR syntax."""

    __slots__ = ("text",)

    text: str

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Type) and self.text == other.text)

    def __hash__(self) -> int:
        return hash(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"


class IntegerType(Type):
    """`iN`, `siN` or `uiN`."""

    __slots__ = ("width", "signedness")

    def __init__(self, width: int, signedness: str = ""):
        self.width = width
        self.signedness = signedness
        self.text = f"{signedness}i{width}"

    @property
    def is_signless(self) -> bool:
        return not self.signedness


class IndexType(Type):
    __slots__ = ()

    def __init__(self) -> None:
        self.text = "index"


FLOAT_TYPE_NAMES = frozenset(
    "f16 bf16 f32 f64 f80 f128 tf32 f4E2M1FN f6E2M3FN f6E3M2FN f8E5M2 f8E4M3 f8E4M3FN "
    "f8E5M2FNUZ f8E4M3FNUZ f8E4M3B11FNUZ f8E3M4 f8E8M0FNU".split()
)


class FloatType(Type):
    """A builtin float type such as `f32` or `bf16`."""

    __slots__ = ()

    def __init__(self, name: str):
        self.text = name

    @property
    def width(self) -> int:
        return SEMANTICS[self.text].width


class NoneType(Type):
    __slots__ = ()

    def __init__(self) -> None:
        self.text = "none"


class FunctionType(Type):
    """`(inputs) -> results`."""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Sequence[Type], results: Sequence[Type]):
        self.inputs = tuple(inputs)
        self.results = tuple(results)
        self.text = function_type_text(self.inputs, self.results)


class OpaqueType(Type):
    """Any type kept as its exact text (shaped, dialect and other builtin types)."""

    __slots__ = ()

    def __init__(self, text: str):
        self.text = text


def function_type_text(inputs: Sequence[Type], results: Sequence[Type]) -> str:
    """MLIR's printed form of a function type."""
    ins = ", ".join([t.text for t in inputs])
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return f"({ins}) -> {results[0].text}"
    return f"({ins}) -> ({', '.join([t.text for t in results])})"


I1 = IntegerType(1)
I32 = IntegerType(32)
I64 = IntegerType(64)
INDEX = IndexType()
F32 = FloatType("f32")
F64 = FloatType("f64")
NONE = NoneType()

_BUILTIN_KEYWORD_TYPES: dict[str, Type] = {"index": INDEX, "none": NONE}


def keyword_type(word: str) -> Type | None:
    """The builtin type spelled as a single keyword (`i32`, `index`, `f16`), if any."""
    found = _BUILTIN_KEYWORD_TYPES.get(word)
    if found is not None:
        return found
    if word in FLOAT_TYPE_NAMES:
        found = FloatType(word)
    else:
        for prefix in ("i", "si", "ui"):
            digits = word[len(prefix) :]
            if word.startswith(prefix) and digits.isdigit() and digits.isascii():
                if (
                    len(digits) <= 8
                    and int(digits) <= 16777215
                    and not (digits.startswith("0") and digits != "0")
                ):
                    found = IntegerType(int(digits), prefix[:-1])
                break
    if found is not None:
        _BUILTIN_KEYWORD_TYPES[word] = found
    return found
