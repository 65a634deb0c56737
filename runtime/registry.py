"""Pass and pass-pipeline registration (MLIR's PassRegistry.cpp).

A pass registers under its pipeline argument with a factory: a zero-argument
callable, or a lazy `"package.module:ClassName"` string imported only when a
pass is created. Its metadata (argument, summary, options, statistics) comes
from a `metadata` class (the pass class or a generated base), so listing passes
and parsing or printing their options never imports the implementation.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .options import Option, PipelineOptions
from .pass_ import Pass
from .support.suggestions import did_you_mean

if TYPE_CHECKING:
    from .builder.bundle import PassBundle
    from .pass_manager import OpPassManager

PassFactory = Callable[[], Pass] | str
OptionsT = TypeVar("OptionsT", bound=PipelineOptions)
# What a registered pipeline runs: it appends its passes to the manager, given its options
# (an instance of the options class it was registered with).
PipelineBuilder = Callable[["OpPassManager", OptionsT], None]
E = TypeVar("E", bound="PassRegistryEntry")


class RegistryError(Exception):
    """A duplicate registration, an unknown name, or a factory that does not make a pass."""


class PassRegistryEntry:
    """What pass and pipeline entries share: an argument, a summary and options."""

    def __init__(self, argument: str, summary: str):
        self.argument = argument
        self.summary = summary

    def options(self) -> list[Option[Any]]:
        raise NotImplementedError

    def add_to_pipeline(self, pm: OpPassManager, options: dict[str, Any]) -> None:
        """Append what this entry stands for to `pm`, with option values by name."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} '{self.argument}'>"


class PassInfo(PassRegistryEntry):
    """A registered pass (MLIR's `PassInfo`)."""

    def __init__(
        self, argument: str, factory: PassFactory, metadata: type[Pass] | None, summary: str
    ):
        super().__init__(argument, summary)
        self.factory = factory
        self.metadata = metadata

    @property
    def description(self) -> str:
        return self.metadata.description if self.metadata is not None else ""

    def options(self) -> list[Option[Any]]:
        """The pass's options, from the metadata (else from the implementation)."""
        return (self.metadata or self.pass_class()).options()

    def pass_class(self) -> type[Pass]:
        """The implementation class (imports a lazy factory; may create a throwaway pass)."""
        factory = self._resolve()
        if isinstance(factory, type):
            return factory
        return type(self._call(factory))

    def create(self, **options: Any) -> Pass:
        """A new pass with `options` (by Python name or pipeline argument) set; an
        implementation that cannot be imported is a `RegistryError` naming the pass."""
        try:
            pass_ = self._call(self._resolve())
        except ImportError as exc:
            label = (
                self.metadata.described()
                if self.metadata is not None
                else f"pass '{self.argument}'"
            )
            raise RegistryError(
                f"{label}: its implementation cannot be imported: {type(exc).__name__}: {exc}"
            ) from None
        for key, value in options.items():
            pass_.set_option(key, value)
        pass_.initialize_options()
        return pass_

    def add_to_pipeline(self, pm: OpPassManager, options: dict[str, Any]) -> None:
        pm.add_pass(self.create(**options))

    def _resolve(self) -> Callable[[], Pass]:
        if not isinstance(self.factory, str):
            return self.factory
        module_name, _, attribute = self.factory.partition(":")
        target: Any = importlib.import_module(module_name)
        for part in attribute.split("."):
            target = getattr(target, part)
        factory: Callable[[], Pass] = target
        return factory

    def _call(self, factory: Callable[[], Pass]) -> Pass:
        pass_ = factory()
        if not isinstance(pass_, Pass):
            raise RegistryError(
                f"the factory of pass '{self.argument}' returned {pass_!r}, not a Pass"
            )
        return pass_


class PassPipelineInfo(PassRegistryEntry, Generic[OptionsT]):
    """A registered pass pipeline (MLIR's `PassPipelineInfo`)."""

    #: What messages call it. Given options when it takes none, a pass pipeline fails
    #: without saying why, as MLIR's do (passgen-opt's output keeps that); other kinds say why.
    kind = "pass pipeline"

    def __init__(
        self,
        argument: str,
        summary: str,
        builder: PipelineBuilder[OptionsT],
        options_class: type[OptionsT] | None,
    ):
        super().__init__(argument, summary)
        self.builder = builder
        self.options_class = options_class

    def options(self) -> list[Option[Any]]:
        return self.options_class.options() if self.options_class is not None else []

    def build(self, pm: OpPassManager, **options: Any) -> None:
        """Run the builder on `pm` with an options instance made from `options`."""
        if options and self.options_class is None:
            raise RegistryError(f"{self.kind} '{self.argument}' takes no options")
        options_class: type[Any] = self.options_class or PipelineOptions
        self.builder(pm, options_class(**options))

    def add_to_pipeline(self, pm: OpPassManager, options: dict[str, Any]) -> None:
        self.build(pm, **options)


class PassRegistry:
    """Passes and pass pipelines by pipeline argument. `defaults`, called with a fresh
    registry on first use, gives the entries this one has until it registers its own
    under their arguments."""

    def __init__(self, defaults: Callable[[PassRegistry], None] | None = None) -> None:
        self._registered: dict[str, PassRegistryEntry] = {}
        self._defaults = defaults
        self._replaceable: set[str] = set()  # the arguments of entries from `defaults`
        self._lock = threading.Lock()

    def register_pass(
        self,
        argument: str,
        factory: PassFactory,
        *,
        metadata: type[Pass] | None = None,
        summary: str | None = None,
    ) -> PassInfo:
        """Register a pass; a `Pass` subclass given as factory is its own metadata."""
        if isinstance(factory, str) and not _is_lazy_reference(factory):
            raise RegistryError(
                f"lazy factory '{factory}' is not of the form 'package.module:Class'"
            )
        if metadata is None and isinstance(factory, type) and issubclass(factory, Pass):
            metadata = factory
        if summary is None:
            summary = metadata.summary if metadata is not None else ""
        return self._add(PassInfo(argument, factory, metadata, summary))

    def register_pass_pipeline(
        self,
        argument: str,
        summary: str,
        builder: PipelineBuilder[OptionsT],
        options: type[OptionsT] | None = None,
    ) -> PassPipelineInfo[OptionsT]:
        """Register a pipeline: `builder(pm, options)` appends its passes to `pm`."""
        return self._add(PassPipelineInfo(argument, summary, builder, options))

    def register_bundle(self, bundle: PassBundle) -> PassBundle:
        """Register a pass bundle; textual pipelines expand it like a pipeline."""
        return self._add(bundle)

    def add_missing(self, source: PassRegistry) -> None:
        """Take over the passes, pipelines and bundles of `source` this registry lacks."""
        for argument, entry in source._entries().items():
            self._entries().setdefault(argument, entry)

    def _add(self, entry: E) -> E:
        if not entry.argument:
            raise RegistryError("a pass or pipeline needs a non-empty argument")
        with self._lock:
            if entry.argument in self._registered and entry.argument not in self._replaceable:
                raise RegistryError(f"'{entry.argument}' is already registered")
            self._replaceable.discard(entry.argument)
            self._registered[entry.argument] = entry
        return entry

    def _entries(self) -> dict[str, PassRegistryEntry]:
        """Every entry by argument, with the defaults (loaded on the first call)."""
        if self._defaults is not None:
            self._load_defaults()
        return self._registered

    def _load_defaults(self) -> None:
        with self._lock:
            if self._defaults is None:  # another thread loaded them
                return
            defaults = PassRegistry()
            self._defaults(defaults)
            for argument, entry in defaults._registered.items():
                if argument not in self._registered:
                    self._registered[argument] = entry
                    self._replaceable.add(argument)
            self._defaults = None

    def lookup(self, argument: str) -> PassRegistryEntry | None:
        return self._entries().get(argument)

    def get(self, argument: str) -> PassRegistryEntry:
        """The entry for `argument`; unknown names raise with a did-you-mean."""
        entry = self._entries().get(argument)
        if entry is None:
            raise RegistryError(
                f"'{argument}' does not refer to a registered pass or pass pipeline"
                + did_you_mean(argument, self._entries())
            )
        return entry

    def create_pass(self, argument: str, **options: Any) -> Pass:
        """A new pass; pipeline texts in `options` are parsed against this registry."""
        entry = self.get(argument)
        if not isinstance(entry, PassInfo):
            raise RegistryError(f"'{argument}' is a pass pipeline, not a pass")
        with use_registry(self):
            return entry.create(**options)

    def list_passes(self) -> list[PassInfo]:
        return sorted(
            (e for e in self._entries().values() if isinstance(e, PassInfo)), key=_argument
        )

    def list_pipelines(self) -> list[PassPipelineInfo]:
        return sorted(
            (e for e in self._entries().values() if isinstance(e, PassPipelineInfo)), key=_argument
        )

    def __contains__(self, argument: str) -> bool:
        return argument in self._entries()


def _argument(entry: PassRegistryEntry) -> str:
    return entry.argument


def _is_lazy_reference(text: str) -> bool:
    module_name, colon, attribute = text.partition(":")
    return bool(colon and module_name and attribute and ":" not in attribute)


#: The package of the runtime's built-in passes (this repository's specs/, generated): the
#: default registry has them, as passgen-opt has, with no call to register them.
BUILTIN_PASSES = "passgen.generated"


def _register_builtin_passes(registry: PassRegistry) -> None:
    importlib.import_module(BUILTIN_PASSES).register_all_passes(registry)


_DEFAULT = PassRegistry(_register_builtin_passes)


def default_registry() -> PassRegistry:
    """The registry `register_pass` and textual pipelines use unless told otherwise. It has
    the built-in passes (`BUILTIN_PASSES`, imported when first looked up); a program's own
    pass registered under a built-in's argument replaces it."""
    return _DEFAULT


_ACTIVE: ContextVar[PassRegistry | None] = ContextVar("active_pass_registry", default=None)


def active_registry() -> PassRegistry:
    """The registry of the textual pipeline being parsed (pipeline-typed options use
    it), else the default one."""
    registry = _ACTIVE.get()
    return default_registry() if registry is None else registry


@contextmanager
def use_registry(registry: PassRegistry) -> Iterator[PassRegistry]:
    """Make `registry` the active one for the duration of the block."""
    token = _ACTIVE.set(registry)
    try:
        yield registry
    finally:
        _ACTIVE.reset(token)


def register_pass(
    argument: str,
    factory: PassFactory,
    *,
    metadata: type[Pass] | None = None,
    summary: str | None = None,
) -> PassInfo:
    """Register a pass in the default registry."""
    return default_registry().register_pass(argument, factory, metadata=metadata, summary=summary)


def register_pass_pipeline(
    argument: str,
    summary: str,
    builder: PipelineBuilder[OptionsT],
    options: type[OptionsT] | None = None,
) -> PassPipelineInfo[OptionsT]:
    """Register a pass pipeline in the default registry."""
    return default_registry().register_pass_pipeline(argument, summary, builder, options)
