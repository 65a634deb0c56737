"""Pass bundles: named sequences of passes that always go together (`cleanup`:
canonicalize then cse), registered like pass pipelines.

An entry is one textual pipeline element, `argument` or `argument{options}`;
each becomes a pass nested under its own anchor, so a bundle can mix op-agnostic
passes with passes anchored on, say, `func.func`. A bundle may declare
preservation regions between its passes, which a builder adding it then checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..options import PipelineOptions
from ..pass_ import Pass
from ..pass_manager import OpPassManager
from ..registry import PassInfo, PassPipelineInfo, PassRegistry, RegistryError, active_registry
from .constraints import PreservationRegion


class PassBundle(PassPipelineInfo[PipelineOptions]):
    """A named, reusable sequence of passes with their options."""

    kind = "pass bundle"

    def __init__(
        self,
        argument: str,
        passes: Sequence[str],
        summary: str = "",
        regions: Sequence[tuple[str, str, str]] = (),
    ):
        super().__init__(argument, summary, self._add_passes, None)
        self.passes = tuple(passes)
        self.regions = tuple(PreservationRegion(*region) for region in regions)

    def create_passes(self, registry: PassRegistry | None = None) -> list[Pass]:
        """One new pass per entry, created through `registry` (default: the active one)."""
        from ..pipeline_text import PipelineParseError, parse_pass_pipeline

        registry = registry if registry is not None else active_registry()
        passes: list[Pass] = []
        for entry in self.passes:
            argument = entry.partition("{")[0].strip()
            info = registry.get(argument)
            if not isinstance(info, PassInfo):
                raise RegistryError(f"bundle '{self.argument}': '{argument}' is not a pass")
            anchor = (info.metadata or info.pass_class()).anchor or "any"
            try:
                passes += parse_pass_pipeline(f"{anchor}({entry})", registry).passes
            except PipelineParseError as exc:
                raise RegistryError(
                    f"bundle '{self.argument}', entry '{entry}': {exc.message}"
                ) from None
        return passes

    def _add_passes(self, pm: OpPassManager, options: PipelineOptions) -> None:
        """Append the passes to `pm`, nesting each one anchored on another op."""
        for pass_ in self.create_passes():
            anchor = pass_.op_name
            (pm if anchor is None or anchor == pm.anchor else pm.nest(anchor)).add_pass(pass_)
