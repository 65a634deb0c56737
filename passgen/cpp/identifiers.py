"""Which names may reach the generated C++ (`-gen-pass-decls`, the C API) as identifiers.

A trust boundary: spec names (passes, groups, options, statistics, enum values, `cpp:`
member names, `-name` and `--prefix`) become C++ identifiers, and C++ refuses or
rewrites some words before the code is even parsed. `identifier_problem` refuses:

- what is no identifier, and C++'s keywords (C++23's, the alternative tokens `and`, `not`,
  ... among them, and GNU C++'s `typeof`);
- identifiers C++ reserves for the implementation: any with `__`, and `_` followed by an
  uppercase letter;
- macros: a name the preprocessor replaces is no name in C++ (`errno` is
  `(*__errno_location ())`). The set is what g++ defines after including the C++ standard
  library and every libMLIR header a pass's code may include before the generated header
  (those of the Python bindings aside: they need Python's), in C++17 to GNU C++23 modes,
  recorded with the header that defines each in `cpp_macros.json` by

      python -m passgen.ods.cpp_macros [INCLUDE_DIR] > passgen/cpp/cpp_macros.json   (make import-ods)

  Other platforms' headers may define macros this machine's do not (Windows' `min` and
  `max`): those are not known here.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

DATA = Path(__file__).with_name("cpp_macros.json")

KEYWORDS = frozenset(
    """
alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t
char32_t class compl concept const consteval constexpr constinit const_cast continue co_await
co_return co_yield decltype default delete do double dynamic_cast else enum explicit export
extern false float for friend goto if inline int long mutable namespace new noexcept not not_eq
nullptr operator or or_eq private protected public register reinterpret_cast requires return
short signed sizeof static static_assert static_cast struct switch template this thread_local
throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while
xor xor_eq typeof
""".split()
)
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# The language modes whose macros count (the oldest MLIR builds with and the newest g++ knows,
# each strict and with GNU extensions, which add `linux` and `unix`).
# libMLIR headers that need more than libMLIR (Python.h, nanobind).


def is_reserved(name: str) -> bool:
    """Whether C++ reserves `name` for the implementation (macros of its headers use them)."""
    return "__" in name or bool(re.match(r"_[A-Z]", name))


def identifier_problem(name: str) -> str | None:
    """Why `name` cannot be an identifier of the generated C++ (a phrase completing
    "'name' ..."), or None."""
    if not _IDENTIFIER.fullmatch(name):
        return "is no C++ identifier"
    if name in KEYWORDS:
        return "is a C++ keyword"
    if is_reserved(name):
        return "is reserved in C++ (names with '__', or '_' and an uppercase letter)"
    header = macros().get(name)
    if header is not None:
        return f"is a macro ({header}) the preprocessor would replace"
    return None


@functools.cache
def macros() -> dict[str, str]:
    """The recorded macro names, each with the header that defines it."""
    data: dict[str, str] = json.loads(DATA.read_text(encoding="utf-8"))["macros"]
    return data
