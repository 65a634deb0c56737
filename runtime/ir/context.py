"""The context: dialect registry, loaded dialects and interned operation names.

`OperationName` objects are unique per context, so code that dispatches on an
op's kind compares names by identity (`op.name is anchor`), never by string.
"""

from __future__ import annotations

import dataclasses
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .diagnostics import Diagnostic
from .running_pass import RunningPass

if TYPE_CHECKING:
    from .actions import ActionObserver
    from .effects import Effect
    from .ods import OpSignature
    from .op_properties import OpProperties
    from .operation import Operation


class Trait:
    """An op trait or interface the runtime understands (MLIR's `OpTrait::*` and friends).

    Traits are unique objects compared by identity (cheap to hash in hot loops).
    """

    __slots__ = ("name", "value")

    ISOLATED_FROM_ABOVE: ClassVar[Trait]
    IS_TERMINATOR: ClassVar[Trait]
    NO_TERMINATOR: ClassVar[Trait]
    PURE: ClassVar[Trait]
    COMMUTATIVE: ClassVar[Trait]
    CONSTANT_LIKE: ClassVar[Trait]
    SYMBOL: ClassVar[Trait]
    SYMBOL_TABLE: ClassVar[Trait]
    RETURN_LIKE: ClassVar[Trait]
    SINGLE_BLOCK: ClassVar[Trait]
    FUNCTION_LIKE: ClassVar[Trait]
    CALL_LIKE: ClassVar[Trait]
    BRANCH_LIKE: ClassVar[Trait]
    RECURSIVE_MEMORY_EFFECTS: ClassVar[Trait]
    NO_REGION_ARGUMENTS: ClassVar[Trait]
    ALWAYS_SPECULATABLE: ClassVar[Trait]
    RECURSIVELY_SPECULATABLE: ClassVar[Trait]
    HAS_ONLY_GRAPH_REGION: ClassVar[Trait]

    def __init__(self, name: str, value: str):
        self.name = name
        self.value = value

    def __repr__(self) -> str:
        return f"Trait.{self.name}"


for _name, _value in [
    ("ISOLATED_FROM_ABOVE", "IsolatedFromAbove"),
    ("IS_TERMINATOR", "IsTerminator"),
    ("NO_TERMINATOR", "NoTerminator"),
    ("PURE", "Pure"),
    ("COMMUTATIVE", "Commutative"),
    ("CONSTANT_LIKE", "ConstantLike"),
    ("SYMBOL", "Symbol"),
    ("SYMBOL_TABLE", "SymbolTable"),
    ("RETURN_LIKE", "ReturnLike"),
    ("SINGLE_BLOCK", "SingleBlock"),
    ("FUNCTION_LIKE", "FunctionOpInterface"),
    ("CALL_LIKE", "CallOpInterface"),
    ("BRANCH_LIKE", "BranchOpInterface"),
    ("RECURSIVE_MEMORY_EFFECTS", "RecursiveMemoryEffects"),
    ("NO_REGION_ARGUMENTS", "NoRegionArguments"),
    ("ALWAYS_SPECULATABLE", "AlwaysSpeculatable"),
    ("RECURSIVELY_SPECULATABLE", "RecursivelySpeculatable"),
    # RegionKindInterface with every region a graph region (builtin.module, gpu.module).
    ("HAS_ONLY_GRAPH_REGION", "HasOnlyGraphRegion"),
]:
    setattr(Trait, _name, Trait(_name, _value))


Folder = Callable[["Operation", list[Any]], Any]
"""`fold(op, constant_operands) -> None | list[Attribute | Value]`: None when nothing
folds, `[]` when the op was updated in place, else one constant attribute or existing
value per result. `constant_operands` holds each operand's constant value or None."""

ConstantMaterializer = Callable[[Any, Any, Any, Any], "Operation | None"]
"""`materialize(builder, attribute, type, location) -> constant op | None`."""

Verifier = Callable[["Operation"], "str | None"]
"""Returns an error message (without the `'name' op ` prefix) or None."""

ComputedEffects = Callable[["Operation"], "list[Any]"]
"""MLIR's `MemoryEffectOpInterface::getEffects` written for one op: its `EffectInstance`s."""

SymbolUsesVerifier = Callable[["Operation", Any], "list[str] | None"]
"""MLIR's `SymbolUserOpInterface::verifySymbolUses`: `(op, SymbolTableCollection)` -> None,
or the error message (without the `'name' op ` prefix) and notes. Run by the verifier of the
nearest symbol table, once the ops inside are verified."""


@dataclass(frozen=True)
class OpDefinition:
    """What a dialect knows about one of its operations: its traits, hooks, ODS groups
    (`signature`, None: not known, so not checked) and stated memory `effects` (None: no
    memory effect interface unless `Pure`), or `computed_effects`, which computes them from the
    op (an op's hand-written `getEffects`, as vector transfers' on memrefs only).
    `interfaces`: the C++ names of the op interfaces ODS says the op implements (whether or
    not the runtime has a Python model of them: `passgen.runtime.interfaces`)."""

    name: str
    traits: frozenset[Trait] = frozenset()
    verifier: Verifier | None = None
    folder: Folder | None = None
    canonicalization_patterns: tuple[Any, ...] = ()
    signature: OpSignature | None = None
    effects: tuple[Effect, ...] | None = None
    symbol_uses_verifier: SymbolUsesVerifier | None = None
    computed_effects: ComputedEffects | None = None
    interfaces: frozenset[str] = frozenset()
    region_verifier: Verifier | None = None
    """MLIR's `verifyRegions`: run once the ops inside are verified (`verifier` on entry)."""

    def with_hooks(self, **changes: Any) -> OpDefinition:
        """A copy with some hooks replaced (used to attach folders and patterns)."""
        return dataclasses.replace(self, **changes)


@dataclass
class Dialect:
    """A namespace of operations; `allow_unknown_operations` as in MLIR.

    `constant_materializer` builds a constant op for a folded attribute (MLIR's
    `Dialect::materializeConstant`); `canonicalization_patterns` are the dialect-wide
    patterns the canonicalizer collects besides its ops' own.

    `dependent_dialects` are loaded with the dialect (ODS's `dependentDialects`: the
    dialects whose ops its folders and patterns create).

    `lazy_hooks` attaches the hooks a layer above the IR defines (folders, patterns,
    materializer) when the rewrite layer first asks for them (`Context.load_lazy_hooks`),
    so loading the dialect imports none of that layer.

    `asm_forms` gives the dialect's hand-written assembly forms (the asm layer's
    `DialectForms`), called when the asm layer first asks: opaque to the IR. `formats`
    holds the declarative assembly formats of a dialect not in `upstream_formats.json` (a
    project's), in that file's layout for one dialect: opaque to the IR too, the asm
    layer's format interpreter reads it.

    `dependent_dialects` are loaded with the dialect (MLIR's `dependentDialects`): those
    whose ops its folders and patterns create.

    `interface_models` gives the Python models of the dialect's op and dialect interfaces
    (`interfaces.InterfaceModels`), called when the interfaces layer first asks: opaque to
    the IR, as `asm_forms`.
    """

    name: str
    operations: dict[str, OpDefinition] = field(default_factory=dict)
    allow_unknown_operations: bool = False
    constant_materializer: ConstantMaterializer | None = None
    canonicalization_patterns: tuple[Any, ...] = ()
    lazy_hooks: Callable[[Dialect], None] | None = None
    asm_forms: Callable[[], Any] | None = None
    formats: Mapping[str, Any] | None = None
    dependent_dialects: tuple[str, ...] = ()
    interface_models: Callable[[], Any] | None = None

    def add(
        self,
        op_name: str,
        *traits: Trait,
        verifier: Verifier | None = None,
        folder: Folder | None = None,
        canonicalization_patterns: tuple[Any, ...] = (),
        signature: OpSignature | None = None,
        effects: tuple[Effect, ...] | None = None,
        symbol_uses_verifier: SymbolUsesVerifier | None = None,
        interfaces: frozenset[str] = frozenset(),
    ) -> None:
        """Register `<dialect>.<op_name>` with the given traits, verifiers, folder,
        canonicalization patterns, ODS groups, memory effects and op interfaces."""
        full = f"{self.name}.{op_name}"
        self.operations[full] = OpDefinition(
            full,
            frozenset(traits),
            verifier,
            folder,
            canonicalization_patterns,
            signature,
            effects,
            symbol_uses_verifier,
            interfaces=interfaces,
        )


class OperationName:
    """An interned op name; registered names carry their `OpDefinition`."""

    __slots__ = (
        "name",
        "dialect",
        "definition",
        "traits",
        "properties",
        "verify_plan",
        "asm",
        "interface_models",
        "context",
        "__weakref__",
    )

    def __init__(self, name: str, dialect: str, definition: OpDefinition | None, context: Context):
        self.name = name
        self.dialect = dialect
        self.context = context
        self.define(definition)

    def define(self, definition: OpDefinition | None) -> None:
        """Set (or replace) the definition, and what follows from it."""
        from .op_properties import NONE, op_properties

        self.definition = definition
        self.traits: frozenset[Trait] = definition.traits if definition else frozenset()
        # Inherent attributes and property defaults (from ODS).
        self.properties: OpProperties = op_properties(self.name) if definition else NONE
        # What the verifier does at the definition's ops (`verifier.VerifyPlan`), made on
        # first use: opaque to the rest of the IR.
        self.verify_plan: Any = None
        # The asm layer's custom form and assembly hooks of the op, found on first use
        # (`asm.form_lookup.op_asm`): opaque to the IR.
        self.asm: Any = None
        # The Python models of the op's interfaces, by interface name, found on first use
        # (`interfaces.base`): opaque to the IR.
        self.interface_models: Any = None

    @property
    def is_registered(self) -> bool:
        return self.definition is not None

    def has_trait(self, trait: Trait) -> bool:
        return trait in self.traits

    def __repr__(self) -> str:
        return f"OperationName({self.name!r})"

    def __str__(self) -> str:
        return self.name


DialectFactory = Callable[[], Dialect]


class DialectNotLoadedError(Exception):
    """An op of a dialect that is not loaded was created while loading is frozen."""


class Context:
    """Owns dialects and interned operation names (MLIR's `MLIRContext`)."""

    def __init__(
        self,
        *,
        allow_unregistered_dialects: bool = False,
        registry: dict[str, DialectFactory] | None = None,
        print_op_on_diagnostic: bool = True,
        print_stacktrace_on_diagnostic: bool = False,
        print_op_generic: bool = False,
        print_assume_verified: bool = False,
        print_local_scope: bool = False,
        print_elide_elements_limit: int | None = None,
        print_debuginfo: bool = False,
    ):
        from .dialects import DEFAULT_REGISTRY

        self.allow_unregistered_dialects = allow_unregistered_dialects
        # Verifier errors note the failing op (`see current operation: ...`), as mlir-opt.
        self.print_op_on_diagnostic = print_op_on_diagnostic
        # Ops print in the generic form unless a print says otherwise, as with mlir-opt's
        # `--mlir-print-op-generic` (the default of MLIR's OpPrintingFlags).
        self.print_op_generic = print_op_generic
        # A custom-form print does not verify the op first (and so never falls back to the
        # generic form), as with mlir-opt's `--mlir-print-assume-verified`.
        self.print_assume_verified = print_assume_verified
        # Values are named as in the print of the nearest isolated op, not of the top-level
        # one, unless a print says otherwise (`--mlir-print-local-scope`).
        self.print_local_scope = print_local_scope
        # Dense elements attributes of more elements than this (no splat) print elided
        # (`--mlir-elide-elementsattrs-if-larger`); None: printed whole.
        self.print_elide_elements_limit = print_elide_elements_limit
        # Ops print their locations unless a print says otherwise, as with mlir-opt's
        # `--mlir-print-debuginfo` (the default of MLIR's OpPrintingFlags).
        self.print_debuginfo = print_debuginfo
        # A pass that raises is reported with its whole traceback, not only the frame in the
        # pass's own code (`--mlir-print-stacktrace-on-diagnostic`, or PASSGEN_TRACEBACK=1).
        self.print_stacktrace_on_diagnostic = print_stacktrace_on_diagnostic
        self.registry: dict[str, DialectFactory] = dict(registry or DEFAULT_REGISTRY)
        self.loaded_dialects: dict[str, Dialect] = {}
        # Whether a loaded dialect's `lazy_hooks` are still to attach.
        self.lazy_hooks_pending = False
        self._names: dict[str, OperationName] = {}
        self._lock = threading.Lock()
        # While a pipeline runs, dialects can no longer be loaded; the executor
        # records the running pass per thread so the error can name it.
        self.loading_frozen = False
        self.running_pass = RunningPass()
        self.diagnostic_handlers: list[Callable[[Diagnostic], None]] = []
        self._thread_handlers = threading.local()
        # Watchers of passes and rewrite iterations (MLIR's action framework).
        self.action_observers: list[ActionObserver] = []
        # File-level resources (`{-# ... #-}`): group -> owner -> key -> value.
        self.resources: dict[str, dict[str, dict[str, str | bool]]] = {}
        self.load_dialect("builtin")

    # -- diagnostics ----------------------------------------------------------

    def emit(self, diagnostic: Diagnostic) -> None:
        """Report a diagnostic to the innermost handler (stderr when there is none).

        Handlers registered for the current thread (worker threads of a parallel
        pipeline) come first.
        """
        if diagnostic.severity == "error":
            self.running_pass.errors += 1
        local: list[Callable[[Diagnostic], None]] | None = getattr(
            self._thread_handlers, "stack", None
        )
        if local:
            local[-1](diagnostic)
        elif self.diagnostic_handlers:
            self.diagnostic_handlers[-1](diagnostic)
        else:
            print(diagnostic.render(), file=sys.stderr)

    @contextmanager
    def capture_diagnostics(self) -> Iterator[list[Diagnostic]]:
        """Collect the diagnostics emitted inside the `with` block."""
        captured: list[Diagnostic] = []
        with self._lock:
            self.diagnostic_handlers.append(captured.append)
        try:
            yield captured
        finally:
            self.diagnostic_handlers.remove(captured.append)

    def thread_diagnostic_handlers(self) -> list[Callable[[Diagnostic], None]]:
        """The current thread's own handler stack (innermost last)."""
        stack = getattr(self._thread_handlers, "stack", None)
        if stack is None:
            stack = self._thread_handlers.stack = []
        return stack

    def register_dialect(self, name: str, factory: DialectFactory) -> None:
        """Make a dialect available for loading (it is loaded on first use)."""
        self.registry[name] = factory

    def load_dialect(self, name: str) -> Dialect:
        """Load a registered dialect now; returns it."""
        dialect = self.loaded_dialects.get(name)
        if dialect is not None:
            return dialect
        if self.loading_frozen:
            running = self.running_pass.name or "a pass"
            raise DialectNotLoadedError(
                f"pass '{running}' creates an operation of dialect '{name}', which is not "
                f"loaded; add '{name}' to the pass's dependent_dialects"
            )
        factory = self.registry.get(name)
        if factory is None:
            raise KeyError(f"dialect '{name}' is not registered")
        with self._lock:
            dialect = self.loaded_dialects.get(name)
            if dialect is None:
                dialect = factory()
                self.loaded_dialects[name] = dialect
                self._refresh_names(dialect)
                if dialect.lazy_hooks is not None:
                    self.lazy_hooks_pending = True
        self._register_dependents(dialect)
        self.load_dialects(dialect.dependent_dialects)
        return dialect

    def _register_dependents(self, dialect: Dialect) -> None:
        """Register the upstream dialects `dialect` depends on that this context's registry
        lacks: MLIR's dialects load theirs whatever the registry holds."""
        from .dialects import DEFAULT_REGISTRY

        for name in dialect.dependent_dialects:
            if name not in self.registry and name in DEFAULT_REGISTRY:
                self.register_dialect(name, DEFAULT_REGISTRY[name])

    def load_lazy_hooks(self) -> None:
        """Attach the lazy hooks of the loaded dialects (`Dialect.lazy_hooks`): what the rewrite
        layer does before it reads folders, patterns or materializers (while
        `lazy_hooks_pending`)."""
        with self._lock:
            for dialect in list(self.loaded_dialects.values()):
                attach = dialect.lazy_hooks
                if attach is not None:
                    dialect.lazy_hooks = None
                    attach(dialect)
                    self._refresh_names(dialect)
            self.lazy_hooks_pending = False

    def load_dialects(self, names: Iterable[str]) -> None:
        for name in names:
            self.load_dialect(name)

    def is_registered_dialect(self, name: str) -> bool:
        return name in self.registry

    def get_op_name(self, name: str) -> OperationName:
        """The interned `OperationName` for `name`, loading its dialect if registered.

        Raises `UnregisteredOperationError` when the name cannot be used in this context.
        """
        interned = self._names.get(name)
        if interned is not None:
            return interned
        dialect_name = name.split(".", 1)[0] if "." in name else ""
        definition = None
        if dialect_name in self.registry:
            dialect = self.load_dialect(dialect_name)
            definition = dialect.operations.get(name)
            if definition is None and not dialect.allow_unknown_operations:
                raise UnregisteredOperationError(
                    f"unregistered operation '{name}' found in dialect ('{dialect_name}') "
                    "that does not allow unknown operations"
                )
        elif not self.allow_unregistered_dialects:
            raise UnregisteredOperationError(
                "operation being parsed with an unregistered dialect. If this is "
                "intended, please use -allow-unregistered-dialect with the MLIR tool used"
                if dialect_name
                else f"'{name}' is not a valid operation name: it has no dialect prefix"
            )
        with self._lock:
            interned = self._names.setdefault(
                name, OperationName(name, dialect_name, definition, self)
            )
        return interned

    def register_operation(self, definition: OpDefinition) -> OperationName:
        """Add or replace an op definition in its (loaded) dialect."""
        dialect_name = definition.name.split(".", 1)[0]
        dialect = self.load_dialect(dialect_name)
        if dialect.lazy_hooks is not None:
            self.load_lazy_hooks()  # they would replace this definition's hooks
        dialect.operations[definition.name] = definition
        self._refresh_names(dialect)
        return self.get_op_name(definition.name)

    def _refresh_names(self, dialect: Dialect) -> None:
        for full, definition in dialect.operations.items():
            interned = self._names.get(full)
            if interned is None:
                self._names[full] = OperationName(full, dialect.name, definition, self)
            else:
                interned.define(definition)


class UnregisteredOperationError(Exception):
    """An op name that the context cannot accept."""
