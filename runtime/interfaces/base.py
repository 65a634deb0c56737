"""Op and dialect interfaces (MLIR's `OpInterface` and `DialectInterface`): what a pass asks
of an op without knowing its dialect.

An interface is a subclass of `OpInterface` named after its C++ class (`name`), declaring
its methods, each taking the op first, with MLIR's default implementations where the
interface has them. ODS says which ops declare it (`OpDefinition.interfaces`, imported by
`make import-ods`); a dialect gives its ops' *models*, instances of subclasses that
implement the methods ODS leaves to C++, in `InterfaceModels` returned by the function its
`Dialect.interface_models` names (called on first use, so loading a dialect imports none of
this layer). A pass asks `SomeInterface.of(op)`: the op's model, or None when the op does
not implement the interface in Python (whether or not ODS declares it: `declared_by`).

Dialect interfaces (MLIR's `DialectInlinerInterface`, ...) are subclasses of
`DialectInterface`, one model per dialect, found with `SomeDialectInterface.of_dialect`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from ..ir.context import Context, OperationName
    from ..ir.operation import Operation

OpInterfaceT = TypeVar("OpInterfaceT", bound="OpInterface")
DialectInterfaceT = TypeVar("DialectInterfaceT", bound="DialectInterface")


class OpInterface:
    """Base of the op interfaces; `name` is the C++ interface's name, as ODS spells it."""

    name: ClassVar[str]

    @classmethod
    def of(cls: type[OpInterfaceT], op: Operation) -> OpInterfaceT | None:
        """`op`'s model of this interface, or None (MLIR's `dyn_cast<Interface>(op)`)."""
        models = op.name.interface_models
        if models is None:
            models = _op_models(op.name)
        model = models.get(cls.name)
        return model if isinstance(model, cls) else None

    @classmethod
    def declared_by(cls, op: Operation) -> bool:
        """Whether ODS says `op` implements this interface (a model or not)."""
        definition = op.name.definition
        return definition is not None and cls.name in definition.interfaces


class DialectInterface:
    """Base of the dialect interfaces; `name` is the C++ interface's name."""

    name: ClassVar[str]

    @classmethod
    def of_dialect(
        cls: type[DialectInterfaceT], context: Context, dialect: str
    ) -> DialectInterfaceT | None:
        """Loaded dialect `dialect`'s model of this interface, or None."""
        loaded = context.loaded_dialects.get(dialect)
        model = dialect_models(loaded).dialect.get(cls.name) if loaded else None
        return model if isinstance(model, cls) else None


@dataclass(frozen=True)
class InterfaceModels:
    """A dialect's interface models: `ops` maps an op's mnemonic to its op interfaces'
    models (interface name -> model), `dialect` the dialect interfaces' models."""

    ops: Mapping[str, Mapping[str, OpInterface]] = field(default_factory=dict)
    dialect: Mapping[str, DialectInterface] = field(default_factory=dict)

    @staticmethod
    def of(
        ops: Mapping[str, tuple[OpInterface, ...]], *dialect: DialectInterface
    ) -> InterfaceModels:
        """Models given per op as a tuple (each under its interface's name), and the
        dialect's."""
        return InterfaceModels(
            {op: {model.name: model for model in models} for op, models in ops.items()},
            {model.name: model for model in dialect},
        )


_NO_MODELS = InterfaceModels()


def dialect_models(dialect: Any) -> InterfaceModels:
    """The models of `dialect` (a loaded `Dialect`; none without `interface_models`)."""
    provider = dialect.interface_models
    if provider is None:
        return _NO_MODELS
    models: InterfaceModels = provider()
    return models


def _op_models(name: OperationName) -> Mapping[str, OpInterface]:
    """The models of op `name`'s interfaces, found in its dialect's and kept on the name."""
    models: Mapping[str, OpInterface] = {}
    if name.definition is not None:
        dialect = name.context.loaded_dialects.get(name.dialect)
        if dialect is not None:
            models = dialect_models(dialect).ops.get(name.name.split(".", 1)[1], {})
    name.interface_models = models
    return models
