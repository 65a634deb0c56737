"""Aliasable attributes (`affine_map<...>`, `affine_set<...>`, `distinct[N]<...>`, and the
dialect attributes upstream dialects alias: `#sparse_tensor.encoding<...>`, llvm's metadata)
found in printed text, outside string literals, as MLIR's AsmPrinter aliases them."""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator

from . import lexer as lx

_BUILTIN_NAMES = {"affine_map<": "map", "affine_set<": "set", "distinct[": "distinct"}
# The dialect attributes upstream dialects alias (their `OpAsmDialectInterface::getAlias`):
# sparse_tensor's encodings as `#sparse`, llvm's debug info, loop annotations, TBAA and
# alias scope metadata by their mnemonics (LLVMDialect.cpp's `LLVMOpAsmDialectInterface`).
_LLVM_ALIASED = (
    "access_group alias_scope alias_scope_domain di_basic_type di_common_block "
    "di_compile_unit di_composite_type di_derived_type di_file di_global_variable "
    "di_global_variable_expression di_imported_entity di_label di_lexical_block "
    "di_lexical_block_file di_local_variable di_module di_namespace di_string_type "
    "di_subprogram di_subroutine_type loop_annotation loop_vectorize loop_interleave "
    "loop_unroll loop_unroll_and_jam loop_licm loop_distribute loop_pipeline loop_peeled "
    "loop_unswitch tbaa_root tbaa_tag tbaa_type_desc"
).split()
_DIALECT_NAMES = {
    "#sparse_tensor.encoding<": "sparse",
    **{f"#llvm.{mnemonic}<": mnemonic for mnemonic in _LLVM_ALIASED},
}
_DIALECT_HINTS = ("#sparse_tensor.encoding<", "#llvm.")  # what each dialect keyword holds
NAMES = {**_BUILTIN_NAMES, **_DIALECT_NAMES}  # keyword -> alias name
KEYWORD = re.compile(
    r"(?<![\w$.])(?:"
    + "|".join(re.escape(keyword) for keyword in sorted(NAMES, key=len, reverse=True))
    + ")"
)
_WORD = re.compile(r"[\w$.]")


def mentions_aliasable(text: str) -> bool:
    """Whether `text` may hold an aliasable attribute's keyword (maybe in a string: `pieces`
    tells)."""
    return any(keyword in text for keyword in _BUILTIN_NAMES) or any(
        hint in text for hint in _DIALECT_HINTS
    )


def inner(attr: str) -> tuple[int, str]:
    """Where the body of aliasable attribute `attr` starts, and the body."""
    start = attr.index("]<") + 2 if attr.startswith("distinct[") else attr.index("<") + 1
    return start, attr[start:-1]


def alias_depth(text: str) -> int:
    """The deepest nesting of aliasable attributes in `text` (0: one holding none), -1 if
    it holds none: MLIR's alias depth."""
    aliasable = list(pieces(text))[1::2]  # `pieces` alternates plain runs and attributes
    return max((alias_depth(inner(attr)[1]) + 1 for attr in aliasable), default=-1)


def is_aliased(attr: str) -> bool:
    """Whether the aliasable attribute `attr` gets an alias: all but distinct attributes
    of a unit (`distinct[0]<>`, which MLIR's builtin dialect does not alias)."""
    return not (attr.endswith("]<>") and attr.startswith("distinct["))


def pieces(text: str) -> Iterator[str]:
    """`text` cut into plain runs and whole aliasable attributes (outside strings)."""
    last = 0
    for start, keyword in _keywords(text):
        if start < last or _in_string(text, start):
            continue
        end = lx.bracket_end(text, start + len(keyword) - 1)
        if keyword == "distinct[":  # `distinct[N]` is followed by its `<attr>`
            end = lx.bracket_end(text, end)
        yield text[last:start]
        yield text[start:end]
        last = end
    yield text[last:]


def _keywords(text: str) -> Iterator[tuple[int, str]]:
    """Where `KEYWORD` matches in `text`, in order, and what (the builtin keywords found by
    `str.find`, much faster on a long text than a regex search)."""
    if any(hint in text for hint in _DIALECT_HINTS):
        yield from ((m.start(), m.group()) for m in KEYWORD.finditer(text))
        return
    pending = [(at, keyword) for keyword in _BUILTIN_NAMES if (at := text.find(keyword)) >= 0]
    heapq.heapify(pending)
    while pending:
        start, keyword = pending[0]
        after = text.find(keyword, start + 1)
        if after < 0:
            heapq.heappop(pending)
        else:
            heapq.heapreplace(pending, (after, keyword))
        if not start or _WORD.match(text, start - 1) is None:  # `KEYWORD`'s look-behind
            yield start, keyword


def _in_string(text: str, pos: int) -> bool:
    """Whether `pos` is inside a string literal of printed `text` (where no string spans
    lines)."""
    i = text.rfind("\n", 0, pos) + 1
    while (quote := text.find('"', i, pos)) >= 0:
        string = lx.STRING.match(text, quote)
        if string is None:  # not a string: a lone quote
            i = quote + 1
        elif string.end() > pos:
            return True
        else:
            i = string.end()
    return False


def renumber_distinct(text: str, numbers: dict[str, int] | None = None) -> str:
    """`text` with its distinct attributes numbered from 0 in the order they appear, one
    number per distinct attribute, as MLIR prints them; `numbers`: those of the texts
    printed before it (updated)."""
    if numbers is None:
        numbers = {}

    def renumbered(text: str) -> str:
        out = []
        for index, piece in enumerate(pieces(text)):
            if index % 2 == 0:  # `pieces` alternates plain runs and attributes
                out.append(piece)
                continue
            start, body = inner(piece)
            head = piece[:start]
            if head.startswith("distinct["):
                head = f"distinct[{numbers.setdefault(piece, len(numbers))}]<"
            out.append(head + renumbered(body) + ">")
        return "".join(out)

    return renumbered(text)
