"""The `Pass` base class (MLIR's `Pass` / `OperationPass`).

A pass declares its metadata as class attributes (what `passgen build`
generates), its options as `Option` / `ListOption` descriptors and its
statistics as `Statistic` descriptors, and overrides `run_on_operation`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .options import Option, OptionError, declared
from .statistics import Counter, Statistic

if TYPE_CHECKING:
    from .ir import Context, Operation
    from .pass_manager import ExecutionState, OpPassManager

A = TypeVar("A")
P = TypeVar("P", bound="Pass")


class Pass:
    """Base of every pass. Subclasses override `run_on_operation`.

    Class attributes: `argument` (the name in textual pipelines), `name`,
    `summary`, `description`, `anchor` (op name, None for op-agnostic passes),
    `interface` (a trait or interface name the op must have),
    `dependent_dialects`, and what the pipeline builder checks: `kinds` (what the
    pass is, e.g. `cleanup`), `requires_before` (kinds of which one must run
    earlier), `cleanup_after` (a cleanup pass must run later) and `preserves`
    (names of analyses every run keeps; the pass manager marks them preserved);
    `deprecated`: why the pass is deprecated, if it is (its create function warns).
    """

    argument: ClassVar[str] = ""
    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    description: ClassVar[str] = ""
    anchor: ClassVar[str | None] = None
    interface: ClassVar[str | None] = None
    dependent_dialects: ClassVar[tuple[str, ...]] = ()
    kinds: ClassVar[tuple[str, ...]] = ()
    requires_before: ClassVar[tuple[str, ...]] = ()
    cleanup_after: ClassVar[bool] = False
    preserves: ClassVar[tuple[str, ...]] = ()
    deprecated: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A pass class without a `name` is named after itself, unless it inherits
        its `argument`: then it implements a pass declared above it (a generated
        base), whose name it keeps, as MLIR's passes keep their TableGen name."""
        super().__init_subclass__(**kwargs)
        if not cls.__dict__.get("name") and ("argument" in cls.__dict__ or not cls.name):
            cls.name = cls.__name__

    @property
    def is_filtered(self) -> bool:
        """Whether `can_schedule_on` must be asked (interface or filtered passes)."""
        cls = type(self)
        return cls.interface is not None or cls.can_schedule_on is not Pass.can_schedule_on

    def __init__(self, **options: Any):
        self._state: ExecutionState | None = None
        for key, value in options.items():
            self.set_option(key, value)

    # -- metadata -------------------------------------------------------------

    @classmethod
    def options(cls) -> list[Option[Any]]:
        """The option descriptors in declaration order (base classes first)."""
        return declared(cls, Option)

    @classmethod
    def statistics(cls) -> list[Statistic]:
        """The statistics in declaration order (base classes first)."""
        return declared(cls, Statistic)

    @classmethod
    def find_option(cls, key: str) -> Option[Any] | None:
        """An option by its Python name or its pipeline argument."""
        for option in cls.options():
            if key in (option.name, option.argument):
                return option
        return None

    def set_option(self, key: str, value: Any) -> None:
        option = self.find_option(key)
        if option is None:
            raise OptionError(f"pass '{self.argument or self.name}' has no option '{key}'")
        setattr(self, option.name, value)

    def initialize_options(self) -> None:
        """Check the option values once they are set from a pipeline's text (MLIR's
        `initializeOptions` override); raise `OptionError` if they are unusable: its
        `output` is printed at once, its message reported as the pass's error."""

    def statistic_values(self) -> Iterator[tuple[Statistic, int]]:
        for stat in self.statistics():
            yield stat, getattr(self, stat.name).value

    def get_dependent_dialects(self) -> list[str]:
        return list(self.dependent_dialects)

    @classmethod
    def described(cls) -> str:
        """`pass 'x'`, with the spec that declares it (its generated base's `SPEC_FILE`) when
        there is one: what run-time errors about the pass name."""
        label = f"pass '{cls.argument or cls.name}'"
        for klass in cls.__mro__:
            spec = getattr(sys.modules.get(klass.__module__), "SPEC_FILE", None)
            if isinstance(spec, str):
                return f"{label} (declared in {spec})"
        return label

    @property
    def op_name(self) -> str | None:
        """The anchor op name, or None for op-agnostic passes."""
        return self.anchor

    # -- scheduling -------------------------------------------------------------

    def can_schedule_on(self, op: Operation) -> bool:
        """Whether this pass may run on `op` (filtered passes override this).

        Interface passes run only on ops that carry the named trait/interface.
        """
        if self.interface is not None:
            return any(
                t.value == self.interface or t.name == self.interface for t in op.name.traits
            )
        return True

    def initialize(self, context: Context) -> bool | None:
        """Called once per run of the whole pipeline; return False to abort it."""
        return None

    # -- running ------------------------------------------------------------------

    def run_on_operation(self) -> None:
        raise NotImplementedError(f"pass '{self.name}' does not implement run_on_operation")

    def _state_or_fail(self) -> ExecutionState:
        if self._state is None:
            raise RuntimeError(f"pass '{self.name}' is not running: no current operation")
        return self._state

    def get_operation(self) -> Operation:
        state = self._state
        return state.op if state is not None else self._state_or_fail().op

    def get_context(self) -> Context:
        return self._state_or_fail().op.context

    def signal_pass_failure(self) -> None:
        self._state_or_fail().failed = True

    # -- analyses -----------------------------------------------------------------

    def get_analysis(self, analysis: type[A]) -> A:
        return self._state_or_fail().analyses.get_analysis(analysis)

    def get_cached_analysis(self, analysis: type[A]) -> A | None:
        return self._state_or_fail().analyses.get_cached_analysis(analysis)

    def get_cached_parent_analysis(
        self, analysis: type[A], parent: Operation | None = None
    ) -> A | None:
        return self._state_or_fail().analyses.get_cached_parent_analysis(analysis, parent)

    def get_child_analysis(self, analysis: type[A], child: Operation) -> A:
        return self._state_or_fail().analyses.get_child_analysis(analysis, child)

    def get_cached_child_analysis(self, analysis: type[A], child: Operation) -> A | None:
        return self._state_or_fail().analyses.get_cached_child_analysis(analysis, child)

    def mark_all_analyses_preserved(self) -> None:
        state = self._state
        (state if state is not None else self._state_or_fail()).all = True

    def mark_analyses_preserved(self, *analyses: type) -> None:
        self._state_or_fail().preserve(*analyses)

    # -- dynamic pipelines -------------------------------------------------------

    def run_pipeline(self, pipeline: OpPassManager, op: Operation) -> bool:
        """Run `pipeline` on the current op or one nested in it; True on success. Any other
        op gets MLIR's error and the run fails."""
        state = self._state_or_fail()
        if not state.op.is_ancestor(op):
            op.emit_op_error(
                "Trying to schedule a dynamic pipeline on an operation that isn't nested under "
                "the current operation the pass is processing"
            )
            return False
        return state.executor.run_dynamic(pipeline, op, state.analyses.nest(op), self)

    # -- copies -------------------------------------------------------------------

    def clone(self: P) -> P:
        """A copy with the same option values and statistics starting at zero."""
        copy = object.__new__(type(self))
        copy.__dict__.update(
            {k: v for k, v in self.__dict__.items() if k not in ("_statistics", "_option_values")}
        )
        copy.__dict__["_option_values"] = {
            k: list(v) if isinstance(v, list) else v
            for k, v in self.__dict__.get("_option_values", {}).items()
        }
        copy._state = None
        return copy

    def merge_statistics_into(self, other: Pass) -> None:
        """Add this instance's statistics to `other`'s (used after threaded runs)."""
        for stat in self.statistics():
            counter: Counter = getattr(other, stat.name)
            counter += getattr(self, stat.name).value

    def __repr__(self) -> str:
        return f"<{type(self).__name__} '{self.argument or self.name}'>"
