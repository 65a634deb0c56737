"""A pipeline as the builder edits it: a flat list of steps, each a pass and the path of
anchors it runs under, converted from and back into nested pass managers."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..pass_ import Pass
from ..pass_manager import OpPassManager, OpToOpPassAdaptor

Path = tuple[str | None, ...]  # anchors from the root down; None is `any`


@dataclass(slots=True)
class Step:
    """One pass and where it runs, e.g. `("builtin.module", "func.func")`."""

    pass_: Pass
    path: Path
    argument: str = field(init=False)  # how rules and messages name the pass

    def __post_init__(self) -> None:
        self.argument = self.pass_.argument or self.pass_.name


def flatten(pm: OpPassManager, path: Path | None = None) -> Iterator[Step]:
    """The passes of `pm` in execution order, nested ones with their anchor path."""
    here = path if path is not None else (pm.anchor,)
    for pass_ in pm.passes:
        if isinstance(pass_, OpToOpPassAdaptor):
            for manager in pass_.managers:
                yield from flatten(manager, (*here, manager.anchor))
        else:
            yield Step(pass_, here)


def assemble(steps: Sequence[Step], pm: OpPassManager) -> None:
    """Replace the passes of `pm` (anchored on every step's root) by `steps`, nesting
    consecutive steps that share anchors under one adaptor."""
    pm.passes = []
    stack = [pm]
    for step in steps:
        path = step.path
        depth = 1
        while depth < len(stack) and depth < len(path) and stack[depth].anchor == path[depth]:
            depth += 1
        del stack[depth:]
        while len(stack) < len(path):
            stack.append(stack[-1].nest(path[len(stack)]))
        stack[-1].passes.append(step.pass_)


def place(pass_: Pass, near: Path) -> Path:
    """Where `pass_` runs when added next to a step at `near`: there if it is op-agnostic
    or anchored there, at the enclosing level of its anchor, else nested one deeper."""
    anchor = pass_.op_name
    if anchor is None or near[-1] == anchor:
        return near
    if anchor in near:
        return near[: len(near) - near[::-1].index(anchor)]
    return (*near, anchor)


def describe_path(path: Path) -> str:
    """`builtin.module(func.func)` for the path `("builtin.module", "func.func")`."""
    names = ["any" if anchor is None else anchor for anchor in path]
    return "(".join(names) + ")" * (len(names) - 1)


def describe(step: Step, index: int) -> str:
    """How messages name the step at `index`: `'cse' (#3 in builtin.module(func.func))`."""
    return f"'{step.argument}' (#{index + 1} in {describe_path(step.path)})"
