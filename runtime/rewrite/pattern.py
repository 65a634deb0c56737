"""Rewrite patterns (MLIR's `RewritePattern`): a static benefit, a root op name or an
explicit match-any, and either `match` + `rewrite` or a combined `match_and_rewrite`."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..ir import Operation
    from .rewriter import PatternRewriter

MAX_BENEFIT = 0xFFFF
"""Benefits are 16-bit like MLIR's `PatternBenefit`; this value means "never matches"."""


class MatchAnyOpType:
    """The tag a pattern passes instead of a root name to match every op (MLIR's
    `MatchAnyOpTypeTag`): matching any op must be asked for explicitly."""

    _instance: MatchAnyOpType | None = None

    def __new__(cls) -> MatchAnyOpType:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MATCH_ANY_OP"


MATCH_ANY_OP = MatchAnyOpType()

P = TypeVar("P", bound="RewritePattern")


class RewritePattern:
    """Base of all patterns. Subclasses pass a root op name (or `MATCH_ANY_OP`) and
    override `match` and `rewrite`, or `match_and_rewrite` (which must not change the
    IR before it knows it matches). All IR changes go through the given rewriter."""

    def __init__(
        self, root: str | MatchAnyOpType, benefit: int = 1, generated_ops: Iterable[str] = ()
    ):
        if not isinstance(root, (str, MatchAnyOpType)):
            raise TypeError("a pattern's root is an op name or MATCH_ANY_OP")
        if not 0 <= benefit <= MAX_BENEFIT:
            raise ValueError(f"pattern benefit {benefit} is outside 0..{MAX_BENEFIT}")
        self.root: str | None = root if isinstance(root, str) else None
        self.benefit = benefit
        self.generated_ops = tuple(generated_ops)
        self.debug_name = ""
        self.debug_labels: list[str] = []
        self.has_bounded_rewrite_recursion = False

    @classmethod
    def create(cls: type[P], *args: Any, **kwargs: Any) -> P:
        """Construct, run `initialize`, and default the debug name to the class name."""
        pattern = cls(*args, **kwargs)
        pattern.initialize()
        if not pattern.debug_name:
            pattern.debug_name = cls.__name__
        return pattern

    def initialize(self) -> None:
        """Set up pattern state (debug name, labels, bounded recursion); called by `create`."""

    def set_debug_name(self, name: str) -> None:
        self.debug_name = name

    def add_debug_labels(self, *labels: str) -> None:
        self.debug_labels.extend(labels)

    def set_has_bounded_rewrite_recursion(self, bounded: bool = True) -> None:
        """Declare that applying this pattern to ops it created terminates."""
        self.has_bounded_rewrite_recursion = bounded

    def match(self, op: Operation) -> bool:
        """Whether the pattern applies to `op`; must not change the IR."""
        raise NotImplementedError(
            f"{type(self).__name__} implements neither match nor match_and_rewrite"
        )

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        """Rewrite `op`, which `match` accepted: update it in place, replace or erase it."""
        raise NotImplementedError(f"{type(self).__name__} implements match but not rewrite")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Match `op` and, if it matches, rewrite it; True on success."""
        if not self.match(op):
            return False
        self.rewrite(op, rewriter)
        return True

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.debug_name or '?'} on {self.root or 'any op'}>"


MatchAndRewrite = Callable[["Operation", "PatternRewriter"], bool]


class FunctionPattern(RewritePattern):
    """A pattern from a plain `match_and_rewrite(op, rewriter) -> bool` function; its
    debug name is the function's name."""

    def __init__(
        self,
        root: str | MatchAnyOpType,
        function: MatchAndRewrite,
        benefit: int = 1,
        generated_ops: Iterable[str] = (),
    ):
        super().__init__(root, benefit, generated_ops)
        self.function = function
        self.debug_name = function.__name__

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.function(op, rewriter)
