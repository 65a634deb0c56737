"""Rules that span fields and files: option sets, clashes, defaults that fit their type."""

from __future__ import annotations

import keyword
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from passgen.runtime.options import EnumType, OptionError, OptionType
from passgen.runtime.pass_ import Pass
from passgen.runtime.support.suggestions import did_you_mean
from passgen.spec.model import OptionSpec, PassSpec, SpecModel, StatisticSpec
from passgen.spec.option_kinds import OPTION_KINDS, element_type
from passgen.spec.yaml_limits import data_size, over_limit
from passgen.support.diagnostics import Position, Problem
from passgen.support.naming import group_names, register_group, registration_module_name, snake_case
from passgen.support.staged_files import temp_for

if TYPE_CHECKING:
    from passgen.spec.document import LoadedSpec

# The longest file name common file systems allow (group names are ASCII: bytes = characters).
MAX_FILE_NAME = 255
# Attributes of the runtime's Pass (and of every generated base class) an option or
# statistic must not shadow.
PASS_ATTRIBUTES = frozenset(name for name in dir(Pass) if not name.startswith("__"))
# The Python types of option values, which the generated class body names in annotations
# (`ratio: Option[float]`): a member named `float` before it would be what `float` means there.
VALUE_TYPES = frozenset(kind.value_type for kind in OPTION_KINDS.values())
RESERVED = PASS_ATTRIBUTES | VALUE_TYPES


def check_specs(specs: list[LoadedSpec]) -> list[Problem]:
    """Every cross-field and cross-file problem in `specs`."""
    problems: list[Problem] = []
    for loaded in specs:
        problems += _check_file(loaded)
        problems += _check_inclusions(loaded)
    problems += _module_clashes(specs)
    problems += clashes(
        specs,
        lambda s: (
            [(("group",), snake_case(s.spec.group), s.spec.group)]
            if is_valid(s.spec, "group")
            else []
        ),
        "group '{}' (module {})",
    )
    for loaded in specs:  # a group's module defines create_<name>(); modules keep groups apart
        problems += clashes([loaded], _pass_field("name", snake_case), "pass '{}' (create_{}())")
    problems += clashes(specs, _pass_field("argument"), "pass argument '{}'")
    return problems


def _pass_field(field: str, convert: Any = str) -> Any:
    """For `clashes`: each pass's (where, key, shown) for one field (when valid)."""
    return lambda loaded: [
        (("passes", i, field), convert(getattr(p, field)), getattr(p, field))
        for i, p in enumerate(loaded.spec.passes)
        if p is not None and is_valid(p, field)
    ]


def is_valid(model: SpecModel, field: str) -> bool:
    """Whether `field` of a (possibly salvaged) model holds a valid value."""
    # `__pydantic_private__` holds `_invalid`; reading it directly skips pydantic's slow
    # attribute fallback, which this hot check would otherwise hit for every field.
    invalid = (model.__pydantic_private__ or {}).get("_invalid", ())
    return getattr(model, field) is not None and field not in invalid


def _module_clashes(specs: list[LoadedSpec]) -> Iterator[Problem]:
    """A group whose module is another group's registration module (`Foo` and
    `FooRegistration` would both write foo_registration.py)."""
    valid = [s for s in specs if is_valid(s.spec, "group")]
    registration = {registration_module_name(snake_case(s.spec.group)): s for s in valid}
    for loaded in valid:
        other = registration.get(snake_case(loaded.spec.group))
        if other is not None:
            seen = other.document.position(("group",))
            yield Problem(
                loaded.document.position(("group",)),
                f"group '{loaded.spec.group}' (module {snake_case(loaded.spec.group)}) "
                f"clashes with the registration module of group '{other.spec.group}' at "
                f"{seen.path}:{seen.line}:{seen.column}",
            )


def clashes(specs: list[LoadedSpec], keys: Any, label: str) -> Iterator[Problem]:
    """A problem for each key given twice across all loaded specs (label: shown, key)."""
    first: dict[str, Position] = {}
    for loaded in specs:
        for where, key, shown in keys(loaded):
            position = loaded.document.position(where)
            if key in first:
                seen = first[key]
                yield Problem(
                    position,
                    f"{label.format(shown, key)} is already defined at "
                    f"{seen.path}:{seen.line}:{seen.column}",
                )
            else:
                first[key] = position


def _check_inclusions(loaded: LoadedSpec) -> Iterator[Problem]:
    """Each pass that includes an option set repeats it in the outputs: with every
    inclusion written out, the spec stays within the limits that bound alias expansion."""
    data = loaded.document.data
    sets = data.get("option_sets") if isinstance(data, dict) else None
    if not isinstance(sets, dict):
        return
    sizes = {name: data_size(options) for name, options in sets.items()}
    values, text = data_size(data)
    for index, pass_ in enumerate(loaded.spec.passes):
        if pass_ is None or not is_valid(pass_, "include_options"):
            continue
        for entry, name in enumerate(pass_.include_options):
            added_values, added_text = sizes.get(name, (0, 0))
            values, text = values + added_values, text + added_text
            over = over_limit(values, text)
            if over is not None:
                yield Problem(
                    loaded.document.position(("passes", index, "include_options", entry)),
                    f"including option set '{name}' here makes the spec expand to more "
                    f"than {over}, the limit for a spec",
                )
                return


def _check_file(loaded: LoadedSpec) -> Iterator[Problem]:
    spec = loaded.spec
    doc = loaded.document
    module = snake_case(spec.group) if is_valid(spec, "group") else None
    if module is not None and keyword.iskeyword(module):
        yield Problem(
            doc.position(("group",)),
            f"group '{spec.group}' gives the module name '{module}', a Python keyword",
        )
    names = group_names(module) if module is not None else ()
    longest = max((len(temp_for(Path(name)).name) for name in names), default=0)  # written first
    if longest > MAX_FILE_NAME:
        yield Problem(
            doc.position(("group",)),
            f"the group name is too long: its modules' (temporary) file names would have "
            f"up to {longest} characters, more than the {MAX_FILE_NAME} file systems allow",
        )
    for set_name, options in spec.option_sets.items():
        yield from _check_options(loaded, ("option_sets", set_name), options)
    for index, pass_ in enumerate(spec.passes):
        if pass_ is None:
            continue  # already reported
        where = ("passes", index)
        if pass_.anchor is not None and pass_.interface is not None:
            yield Problem(
                doc.position((*where, "interface"), key=True),
                f"{_called(pass_)} has both 'anchor' and 'interface'; an interface "
                "pass is scheduled on any op that has the interface, so drop one",
            )
        if (
            module is not None
            and is_valid(pass_, "name")
            and f"register_{snake_case(pass_.name)}" == register_group(module)
        ):
            yield Problem(
                doc.position((*where, "name")),
                f"pass '{pass_.name}' gives {register_group(module)}(), the name of "
                f"the group's registration function",
            )
        for i, set_name in enumerate(pass_.include_options):
            if set_name in pass_.include_options[:i]:
                yield Problem(
                    doc.position((*where, "include_options", i)),
                    f"option set '{set_name}' is included twice",
                )
            elif set_name not in spec.option_sets:
                hint = did_you_mean(set_name, spec.option_sets)
                yield Problem(
                    doc.position((*where, "include_options", i)),
                    f"unknown option set '{set_name}'{hint}",
                )
        yield from _check_options(loaded, (*where, "options"), pass_.options)
        yield from _check_members(loaded, where, pass_)


def _check_options(
    loaded: LoadedSpec, where: tuple[Any, ...], options: list[OptionSpec]
) -> Iterator[Problem]:
    doc = loaded.document
    for i, option in enumerate(options):
        if option is None:
            continue  # already reported
        at = (*where, i)
        if not is_valid(option, "type") or "values" in option._invalid:
            continue  # already reported, and the rules below need them
        is_enum = option.element_type == "enum"
        if is_enum and not option.values:
            yield Problem(doc.position(at), f"enum option '{option.name}' needs 'values'")
            continue
        if option.values is not None and not is_enum:
            yield Problem(
                doc.position((*at, "values"), key=True),
                f"'values' is only for enum options; '{option.name}' is {option.type}",
            )
            continue
        if option.element_type == "opaque" and option.cpp is None:
            yield Problem(
                doc.position((*at, "type")),
                f"option '{option.name}' of type {option.type} needs its C++ facts "
                "('cpp: {name, type}'): an opaque type is a C++ type passgen cannot read",
            )
        if option.default is not None:
            message = default_problem(option)
            if message is not None:
                index = _bad_element(option) if option.is_list else None
                place = (*at, "default") if index is None else (*at, "default", index)
                hint = doc.text_hints.get(place) if option.kind.text else None
                yield Problem(doc.position(place), message + (f" ({hint})" if hint else ""))


def default_problem(option: OptionSpec) -> str | None:
    """Why `option.default` does not fit the option's type, or None."""
    element = element_type(option)
    values = option.default if option.is_list else [option.default]
    if option.is_list and not isinstance(option.default, list):
        return f"default of list option '{option.name}' must be a list"
    for value in values:  # type: ignore[union-attr]
        if option.kind.pipeline:
            # Parsed when first used, against the passes registered by then.
            if not isinstance(value, str):
                return f"default of pipeline option '{option.name}' must be a pipeline string"
            continue
        misfit = _misfit(element, value)
        if misfit is None:
            continue
        if isinstance(element, EnumType):
            hint = did_you_mean(str(value), element.values)
            return (
                f"default '{value}' of enum option '{option.name}' is not one of its "
                f"values: {', '.join(element.values)}{hint}"
            )
        return f"default {value!r} does not fit type {option.type}: {misfit}"
    return None


def _misfit(element: OptionType, value: Any) -> str | None:
    """Why `value` is not a value of `element`, or None."""
    try:
        element.check(value)
    except OptionError as exc:
        return str(exc)
    except OverflowError:  # an integer beyond a float's range, for a float option
        return "out of the range of a float"
    return None


def _bad_element(option: OptionSpec) -> int | None:
    """The index of the first element of a list default that does not fit, or None."""
    element = element_type(option)
    for index, value in enumerate(option.default if isinstance(option.default, list) else []):
        if _misfit(element, value) is not None:
            return index
    return None


def _check_members(
    loaded: LoadedSpec, where: tuple[Any, ...], pass_: PassSpec
) -> Iterator[Problem]:
    """Options (own and included) and statistics: unique names and arguments, no shadowing.

    A clash that an included option set brings in is reported at its entry in
    `include_options`, since the set itself is fine.
    """
    doc = loaded.document
    # (where the member is, the option set that brought it in, name, argument)
    members: list[tuple[tuple[Any, ...], str | None, str | None, str | None]] = [
        (at, str(at[1]) if at[0] == "option_sets" else None, *_keys(o))
        for at, o in loaded.spec.pass_options(where[1])
    ]
    members += [
        ((*where, "statistics", i), None, *_keys(s))
        for i, s in enumerate(pass_.statistics)
        if s is not None
    ]
    # Data paths, not positions: positions are looked up only for a problem.
    names: dict[str, tuple[Any, ...]] = {}
    arguments: dict[str, tuple[Any, ...]] = {}
    for at, set_name, name, argument in members:
        if name in PASS_ATTRIBUTES:
            yield Problem(
                doc.position((*at, "name")),
                f"'{name}' would shadow the runtime Pass attribute of that name",
            )
        elif name in VALUE_TYPES:
            yield Problem(
                doc.position((*at, "name")),
                f"'{name}' would shadow the type {name} in the generated class's annotations",
            )
        elif name is not None and name.startswith("_"):
            yield Problem(
                doc.position((*at, "name")),
                f"'{name}' starts with '_': option and statistic names are "
                "public attributes of the pass class",
            )
        for table, key, what in ((names, name, "name"), (arguments, argument, "argument")):
            if not key:
                continue
            here = (*at, what)
            if key not in table:
                table[key] = here
                continue
            first = f"first at line {doc.position(table[key]).line}"
            if set_name is not None:
                entry = (*where, "include_options", pass_.include_options.index(set_name))
                yield Problem(
                    doc.position(entry),
                    f"option set '{set_name}' brings a second option "
                    f"with the {what} '{key}' into {_called(pass_)} ({first})",
                )
            else:
                yield Problem(
                    doc.position(here),
                    f"{_called(pass_)} has two options or statistics with the "
                    f"{what} '{key}' ({first})",
                )


def _called(pass_: PassSpec) -> str:
    """How messages name a pass: by its name as written, or as 'this pass' without one."""
    return f"pass '{pass_.name}'" if isinstance(pass_.name, str) else "this pass"


def _keys(member: OptionSpec | StatisticSpec) -> tuple[str | None, str | None]:
    """A member's valid name and (for options) argument; None when invalid or absent."""
    name = member.name if is_valid(member, "name") else None
    if not isinstance(member, OptionSpec):
        return name, None
    return name, member.argument if is_valid(member, "argument") else None
