"""What the Python templates see: each generated module's statements, laid out as black
lays them out (`pyformat`), and its imports (`imports`). The templates only place them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from passgen.model.views import GroupView, OptionView, PassView
from passgen.spec.model import BundleSpec, OptionSpec
from passgen.spec.option_kinds import declaring_class
from passgen.support.naming import register_group, registration_module_name

from .imports import Import, project_sections, sections, statement
from .pyformat import Atom, Brackets, Item, Node, assign, call, literal, parameters
from .pyformat import statement as laid_out

if TYPE_CHECKING:
    from passgen.spec.dialects import LoadedDialect


class PassCode(NamedTuple):
    """One pass in `<group>.py`: its base class's statements and `create_<name>()`."""

    name: str
    argument: str
    snake: str
    class_header: str  # `class <Name>Base(Pass):`
    attributes: list[str]  # the class body: metadata, options, statistics
    options: list[str]  # the fields of `<Name>Options` (none: the pass has no options)
    create_header: str  # `def create_<name>(...) -> Pass:`
    warning: str | None  # the deprecation warning `create_<name>()` gives
    implementation_import: str | None  # where the implementation comes from
    create_body: str  # its `return` (or the `raise` of a pass with no implementation)


class PassesModule(NamedTuple):
    """`<group>.py`: the group's pass base classes."""

    group: str
    imports: str
    typed_options: bool  # `<Name>Options` take `Unpack` (imported `if TYPE_CHECKING:`)
    checking_imports: list[str]  # what else only type checkers import
    spec_file: str  # `SPEC_FILE = ...`
    passes: list[PassCode]


class RegisteredPass(NamedTuple):
    """One pass's `register_<name>()`."""

    argument: str
    snake: str
    header: str
    call: str


class RegistrationModule(NamedTuple):
    """`<group>_registration.py`: a `register_<name>()` per pass, one for the group."""

    group: str
    imports: str
    passes: list[RegisteredPass]
    header: str  # `def register_<group>_passes(...) -> None:`
    bundles: list[str]  # the bundles' registrations
    registers_nothing: bool  # no pass, no bundle: the body only deletes `registry`


class PackageInit(NamedTuple):
    """The package's `__init__.py`: `register_all_passes()` (and `register_all_dialects()`)."""

    imports: str
    groups: list[str]  # the groups' module names
    dialects: list[str]  # the project's dialects' names


class DialectModule(NamedTuple):
    """`<dialect>_dialect.py`: a dialect file's ops and their registration."""

    name: str
    constants: list[str]  # SPEC_FILE, NAME, SUMMARY, OPS, FORMATS


def passes_module(view: GroupView) -> PassesModule:
    options = [o.spec for p in view.passes for o in p.options]
    standard = [Import("sys")] if options else []
    if any(p.deprecated is not None for p in view.passes):
        standard.append(Import("warnings"))
    if any(o.is_list for o in options):
        standard.append(Import("collections.abc", ("Sequence",)))
    if options:
        standard.append(Import("typing", ("TYPE_CHECKING", "TypedDict")))
    runtime = [Import("passgen.runtime.pass_", ("Pass",))]
    names = {name for option in options for name in _option_imports(option)}
    if names:
        runtime.append(Import("passgen.runtime.options", tuple(names)))
    if any(p.statistics for p in view.passes):
        runtime.append(Import("passgen.runtime.statistics", ("Statistic",)))
    value_types: dict[str, set[str]] = {}  # what only type checkers import: value types
    for option in options:
        if option.kind.value_module is not None:
            value_types.setdefault(option.kind.value_module, set()).add(option.kind.value_type)
    checking = [Import(module, tuple(names)) for module, names in sorted(value_types.items())]
    return PassesModule(
        view.group,
        sections(standard, runtime),
        bool(options),
        [statement(entry, 1) for entry in checking],
        assign("SPEC_FILE", view.source, 0),
        [_pass_code(p) for p in view.passes],
    )


def _pass_code(p: PassView) -> PassCode:
    keywords = [f"**options: Unpack[{p.name}Options]"] if p.options else []
    implementation_import, body = _create_body(p)
    return PassCode(
        p.name,
        p.argument,
        p.snake,
        laid_out(f"class {p.name}Base", call("", Atom("Pass")), ":"),
        _class_body(p),
        [laid_out(f"{o.spec.name}: ", _python_type(o.spec), "", 1) for o in p.options],
        laid_out(f"def create_{p.snake}", parameters(*keywords), " -> Pass:"),
        _deprecation_warning(p),
        implementation_import,
        body,
    )


def _class_body(p: PassView) -> list[str]:
    """The base class's attributes: the pass's metadata, its options and statistics."""
    body = [
        assign("argument", p.argument),
        assign("name", p.name),
        assign("summary", p.summary),
        assign("description", p.description),
        assign("anchor", p.anchor),
        assign("interface", p.interface),
        assign("dependent_dialects", tuple(p.dependent_dialects)),
        assign("deprecated", p.deprecated),
    ]
    for field in ("kinds", "requires_before", "preserves"):
        if getattr(p, field):
            body.append(assign(field, tuple(getattr(p, field))))
    if p.cleanup_after:
        body.append(assign("cleanup_after", True))
    body += [assign(_declaration(o), _expression(o)) for o in p.options]
    for s in p.statistics:
        created = call("Statistic", literal(s.display_name), literal(s.description))
        body.append(assign(f"{s.name}: Statistic", created))
    return body


def _deprecation_warning(p: PassView) -> str | None:
    if p.deprecated is None:
        return None
    message = literal(f"pass '{p.argument}' is deprecated: {p.deprecated}")
    warn = call("warnings.warn", message, Atom("DeprecationWarning"), stacklevel=Atom("2"))
    return laid_out("", warn, "", 1)


def _create_body(p: PassView) -> tuple[str | None, str]:
    """`create_<name>()`'s import of the implementation and its `return`; with no
    implementation, no import and a `raise` saying what to do."""
    if p.implementation is None:
        message = literal(
            f"pass '{p.argument}' has no implementation: subclass {p.name}Base and pass it "
            f"to register_{p.snake}(), or set 'implementation' in its spec"
        )
        return None, laid_out("raise ", call("NotImplementedError", message), "", 1)
    module, attribute = p.implementation.split(":")
    arguments = [Atom("**options")] if p.options else []
    return (
        statement(Import(module, (attribute.split(".")[0],)), 1),
        laid_out("return ", call(attribute, *arguments), "", 1),
    )


def _python_type(spec: OptionSpec) -> Node:
    """The annotation of the option's keyword in `create_<pass>()`."""
    element = spec.kind.keyword_type
    return Brackets("Sequence[", (Item("", Atom(element)),), "]") if spec.is_list else Atom(element)


def _declaration(option: OptionView) -> str:
    """`name: Option[T]`: the descriptor's declared type, which type checkers need to see
    through it when a subclass assigns the option (`self.factor = 8`)."""
    spec = option.spec
    return f"{spec.name}: {declaring_class(spec).__name__}[{spec.kind.value_type}]"


def _expression(option: OptionView) -> Brackets:
    """`Option(...)` / `ListOption(...)` declaring the option on the base class."""
    spec = option.spec
    kind = spec.kind
    type_expr = (
        Atom(kind.constant)
        if kind.shared is not None
        else call(kind.constant, literal(spec.values))
    )
    keywords = {}
    if spec.default is not None:
        keywords["default"] = literal(option.default)
    if spec.description:
        keywords["description"] = literal(spec.description)
    return call(declaring_class(spec).__name__, literal(spec.argument), type_expr, **keywords)


def _option_imports(option: OptionSpec) -> tuple[str, str]:
    """What declaring the option takes from `passgen.runtime.options`."""
    return declaring_class(option).__name__, option.kind.constant


_REGISTRY = "registry: PassRegistry | None = None"


def registration_module(view: GroupView, package: str) -> RegistrationModule:
    runtime = [Import("passgen.runtime.builder", ("PassBundle",))] if view.bundles else []
    runtime += [
        Import("passgen.runtime.pass_", ("Pass",)),
        Import("passgen.runtime.registry", ("PassRegistry", "default_registry")),
    ]
    names = tuple(n for p in view.passes for n in (f"{p.name}Base", f"create_{p.snake}"))
    own = [Import(f"{package}.{view.module}", names, split=True)] if names else []
    return RegistrationModule(
        view.group,
        project_sections([Import("collections.abc", ("Callable",))], runtime, own, package),
        [_registered_pass(p) for p in view.passes],
        laid_out(f"def {register_group(view.module)}", parameters(_REGISTRY), " -> None:"),
        [_bundle_registration(b) for b in view.bundles],
        not view.passes and not view.bundles,
    )


def _registered_pass(p: PassView) -> RegisteredPass:
    factory = "factory: Callable[..., Pass] | None = None"
    register = call(
        "(registry or default_registry()).register_pass",
        literal(p.argument),
        Atom(f"factory or create_{p.snake}"),
        metadata=Atom(f"{p.name}Base"),
    )
    return RegisteredPass(
        p.argument,
        p.snake,
        laid_out(f"def register_{p.snake}", parameters(factory, _REGISTRY), " -> None:"),
        laid_out("", register, "", 1),
    )


def _bundle_registration(bundle: BundleSpec) -> str:
    regions = {"regions": literal(bundle.regions)} if bundle.regions else {}
    created = call(
        "PassBundle",
        literal(bundle.name),
        literal(tuple(bundle.passes)),
        summary=literal(bundle.summary),
        **regions,
    )
    return laid_out("", call("(registry or default_registry()).register_bundle", created), "", 1)


def package_init(
    views: Sequence[GroupView], dialects: Sequence[LoadedDialect], package: str
) -> PackageInit:
    groups = [view.module for view in views]
    names = [dialect.name for dialect in dialects]
    registrations = [
        Import(f"{package}.{registration_module_name(module)}", (register_group(module),))
        for module in groups
    ] + [Import(f"{package}.{name}_dialect", (f"register_{name}_dialect",)) for name in names]
    return PackageInit(
        project_sections(
            [], [Import("passgen.runtime.registry", ("PassRegistry",))], registrations, package
        ),
        groups,
        names,
    )


def dialect_module(dialect: LoadedDialect, source: str) -> DialectModule:
    return DialectModule(
        dialect.name,
        [
            assign("SPEC_FILE", source, 0),
            assign("NAME", dialect.name, 0),
            assign("SUMMARY", dialect.spec.summary, 0),
            assign("OPS: dict[str, dict[str, Any]]", dialect.op_data(), 0),
            assign("FORMATS: dict[str, dict[str, Any]] | None", dialect.formats(), 0),
        ],
    )
