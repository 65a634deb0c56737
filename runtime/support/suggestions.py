"""Did-you-mean suggestions for names nothing knows (flags, commands, passes, spec keys).

The one home of name suggestions: the runtime's registry and tools and the generator's
checks all ask here (standard library only; difflib is imported only when a name is wrong).
"""

from __future__ import annotations

from collections.abc import Iterable


def closest(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The candidate closest to `word` (difflib's ratio, at least `cutoff`), or None."""
    import difflib  # only when there is an error to report

    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=cutoff)
    return close[0] if close else None


def suggestion(name: str | None) -> str:
    """`; did you mean 'name'?`, or '' for no name."""
    return f"; did you mean '{name}'?" if name else ""


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """`; did you mean 'x'?` for the closest of `candidates`, else ''."""
    return suggestion(closest(word, candidates))
