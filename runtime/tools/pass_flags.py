"""Per-pass command-line flags (MLIR's `PassPipelineCLParser`): `--cse`,
`--canonicalize='max-iterations=3'`, and the pass section of `--help`."""

from __future__ import annotations

from typing import Any

from ..options import EnumType, FloatType, IntType, Option, OptionError, StrType, next_option
from ..pass_manager import OpPassManager
from ..registry import PassRegistry, PassRegistryEntry, RegistryError, did_you_mean, use_registry


class PassFlagError(Exception):
    """A pass flag that cannot be turned into passes; the message is one line."""


def parse_pass_options(entry: PassRegistryEntry, text: str) -> dict[str, Any]:
    """Option values by Python name from `key=value ...` (MLIR's `parseFromString`)."""
    options = {option.argument: option for option in entry.options()}
    values: dict[str, Any] = {}
    i = 0
    while i < len(text):
        _, key, _, value, i = next_option(text, i, len(text))
        if not key:
            continue
        option = options.get(key)
        if option is None:
            raise PassFlagError(
                f"no such option '{key}' for '--{entry.argument}'" + did_you_mean(key, options)
            )
        if option.name in values:
            raise PassFlagError(f"option '{key}' of '--{entry.argument}' is given twice")
        try:
            values[option.name] = option.parse(value)
        except OptionError as exc:
            raise PassFlagError(
                f"invalid value for option '{key}' of '--{entry.argument}': {exc.message}"
            ) from None
    return values


def add_pass_flag(pm: OpPassManager, registry: PassRegistry, argument: str, text: str) -> None:
    """Append the pass or pipeline `argument` with options `text` to `pm`."""
    entry = registry.get(argument)
    with use_registry(registry):
        values = parse_pass_options(entry, text)
        try:
            entry.add_to_pipeline(pm, values)
        except (OptionError, RegistryError) as exc:
            raise PassFlagError(f"failed to add '--{argument}': {exc}") from None


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
    if isinstance(kind, StrType) or kind.name == "pipeline":
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
        lines.append(_row(f"--{option.argument}{_value_name(option)}", "-", option.description, indent + 2))
        if isinstance(option.type, EnumType):
            lines.extend(_row(f"={name}", "-  ", text, 4) for name, text in option.type.values.items())
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
