"""Per-pass command-line flags (MLIR's `PassPipelineCLParser`): `--cse`,
`--canonicalize='max-iterations=3'`, and the pass section of `--help`."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from ..ir import Context, Diagnostic
from ..options import EnumType, FloatType, IntType, Option, PipelineType, StrType
from ..pass_manager import OpPassManager
from ..registry import PassRegistry, PassRegistryEntry, use_registry

if TYPE_CHECKING:
    from ..pipeline_text import ErrorEvent


class PipelineFailure(Exception):
    """A pipeline mlir-opt's driver cannot set up: what it reports, in order (see
    `ErrorEvent`), for each buffer once the buffer has parsed."""

    def __init__(self, events: list[ErrorEvent]):
        super().__init__("".join(text for _, text in events))
        self.events = events

    def report(self, context: Context) -> None:
        """Print what mlir-opt prints at once; emit the handler's messages as errors at an
        unknown location (each its own diagnostic)."""
        for to_handler, text in self.events:
            if to_handler:
                context.emit(Diagnostic("error", text))
            else:
                sys.stderr.write(text)


def add_pass_flag(pm: OpPassManager, registry: PassRegistry, argument: str, text: str) -> None:
    """Append the pass or pipeline `argument` with options `text` to `pm` (MLIR's
    `PassPipelineCLParser`: no "failed to add" lines, unlike a textual pipeline)."""
    from ..pipeline_text import add_entry  # the pipeline parser, only when a pass flag is given

    with use_registry(registry):
        failure = add_entry(registry.get(argument), pm, text, 0, len(text), 0)
    if failure is not None:
        raise PipelineFailure(failure.events)


# -- help ----------------------------------------------------------------------------------

_DASH_COLUMN = 57


def _value_name(option: Option[Any]) -> str:
    kind = option.type
    if isinstance(kind, IntType):
        return f"=<{'int' if kind.llvm_name == 'integer' else kind.llvm_name}>"
    if isinstance(kind, EnumType):
        return "=<value>"
    if isinstance(kind, FloatType):
        return "=<number>"
    if isinstance(kind, PipelineType):  # LLVM's parser of an `OpPassManager` option
        return "=<pass-manager>"
    if isinstance(kind, StrType):
        return "=<string>"
    return ""


def _row(left: str, marker: str, text: str, indent: int) -> str:
    """One line as LLVM's help prints it (enum values sit two columns further left)."""
    width = _DASH_COLUMN - (2 if left.startswith("=") else 0)
    return f"{' ' * indent}{left}".ljust(width) + f" {marker} {text}".rstrip()


def describe_entry(entry: PassRegistryEntry, indent: int) -> list[str]:
    """An entry's help lines: the flag and summary, then one line per option."""
    lines = [_row(f"--{entry.argument}", "-  ", entry.summary, indent)]
    for option in sorted(entry.options(), key=lambda o: o.argument):
        lines.append(
            _row(f"--{option.argument}{_value_name(option)}", "-", option.description, indent + 2)
        )
        if isinstance(option.type, EnumType):
            lines.extend(
                _row(f"={name}", "-  ", text, 4) for name, text in option.type.values.items()
            )
    return lines


def describe_registry(registry: PassRegistry, indent: int = 0) -> str:
    """`--list-passes` output: passes, then pipelines, each with its options."""
    lines = [" " * indent + "Passes:"]
    for info in registry.list_passes():
        lines.extend(describe_entry(info, indent + 2))
    pipelines = registry.list_pipelines()
    if pipelines:
        lines.append(" " * indent + "Pass Pipelines:")
        for pipeline in pipelines:
            lines.extend(describe_entry(pipeline, indent + 2))
    return "\n".join(lines) + "\n"


def pass_arguments(registry: PassRegistry) -> list[str]:
    """Every registered pass and pipeline argument."""
    return [e.argument for e in (*registry.list_passes(), *registry.list_pipelines())]
