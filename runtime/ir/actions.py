"""MLIR's actions (`mlir/IR/Action.h`): named units of transformation that observers can watch.

The pass manager runs each pass (adaptors included) as a `pass-execution` action, the greedy
rewrite driver each iteration as a `GreedyPatternRewriteIteration`; observers registered on the
context (`Context.action_observers`, e.g. passgen-opt's `--log-actions-to`) see each begin and
end. Nothing is built when no observer is registered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .operation import Operation, Region

# The name MLIR prints for the pass that runs nested pass managers.
ADAPTOR_NAME = "mlir::detail::OpToOpPassAdaptor"


@dataclass(frozen=True)
class Action:
    """An action: its tag, how it describes itself, and the IR it works on."""

    tag: str
    text: str
    units: tuple[Operation | Region, ...]


class ActionObserver(Protocol):
    """Told when an action begins and when it completes."""

    def before_action(self, action: Action) -> None: ...

    def after_action(self, action: Action) -> None: ...


def pass_execution(pass_name: str, op: Operation) -> Action:
    """Running a pass (or an adaptor) on `op`."""
    return Action(
        "pass-execution", f"`pass-execution` running `{pass_name}` on Operation `{op.name}`", (op,)
    )


def greedy_iteration(iteration: int, region: Region) -> Action:
    """One iteration of the greedy pattern rewrite driver over `region`."""
    return Action(
        "GreedyPatternRewriteIteration", f"GreedyPatternRewriteIteration({iteration})", (region,)
    )


def apply_pattern(pattern_name: str, op: Operation) -> Action:
    """Trying a rewrite pattern on `op`."""
    return Action("apply-pattern", f"`apply-pattern pattern: {pattern_name}", (op,))


@contextmanager
def executing(observers: list[ActionObserver], make: Callable[[], Action]) -> Iterator[None]:
    """Tell `observers` (if any) that the action `make()` begins, then that it completed."""
    if not observers:
        yield
        return
    action = make()
    for observer in observers:
        observer.before_action(action)
    try:
        yield
    finally:
        for observer in observers:
            observer.after_action(action)
