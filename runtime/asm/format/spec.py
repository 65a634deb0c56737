"""The op a format describes (`OpSpec`): its operand and result groups (`ValueSpec`),
attributes and properties (`AttributeSpec`), regions and successors (`RegionSpec`) in ODS
order, and the traits its type inference reads. Trusted to be consistent: it comes from ODS
data or a dialect file, not from the format string."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ValueSpec:
    """An operand or result group: `kind` is single, optional, variadic or
    variadic-of-variadic; `type`, the text of its buildable type (ODS `builderCall`) if any."""

    name: str
    kind: str = "single"
    type: str | None = None

    @property
    def variable_length(self) -> bool:
        return self.kind != "single"

    @property
    def variadic(self) -> bool:
        return self.kind in ("variadic", "variadic-of-variadic")


@dataclass(frozen=True)
class AttributeSpec:
    """An attribute argument (or a property: `property`): `typed` when its value type is
    buildable (printed without type), `generic` when its storage is `::mlir::Attribute`;
    `optional_parser`: a property that can be parsed optionally."""

    name: str
    optional: bool = False
    default: bool = False
    unit: bool = False
    typed: bool = False
    generic: bool = False
    property: bool = False
    optional_parser: bool = False


@dataclass(frozen=True)
class RegionSpec:
    """A region or successor group."""

    name: str
    variadic: bool = False


@dataclass(frozen=True)
class OpSpec:
    """What a format refers to: the op's groups and arguments in ODS order, and the traits
    its type inference reads (objects of `upstream_formats.json`'s `traits`)."""

    operands: tuple[ValueSpec, ...] = ()
    results: tuple[ValueSpec, ...] = ()
    attributes: tuple[AttributeSpec, ...] = ()
    regions: tuple[RegionSpec, ...] = ()
    successors: tuple[RegionSpec, ...] = ()
    traits: tuple[Mapping[str, Any], ...] = ()

    @classmethod
    def from_data(cls, entry: Mapping[str, Any]) -> OpSpec:
        """The spec of an op entry of `upstream_formats.json` (`passgen.ods.formats`)."""

        def values(key: str) -> tuple[ValueSpec, ...]:
            return tuple(
                ValueSpec(v["name"], v.get("kind", "single"), v.get("type") or v.get("builder"))
                for v in entry.get(key, ())
            )

        def groups(key: str) -> tuple[RegionSpec, ...]:
            return tuple(
                RegionSpec(r["name"], r.get("kind") == "variadic") for r in entry.get(key, ())
            )

        attributes = tuple(
            AttributeSpec(
                a["name"],
                optional=bool(a.get("optional")),
                default="default" in a,
                unit=bool(a.get("unit")),
                typed=a.get("syntax") == "typed",
                generic=a.get("syntax") == "attribute",
                property=a.get("syntax") == "property",
                optional_parser="optional_parser" in a,
            )
            for a in entry.get("attributes", ())
        )
        return cls(
            values("operands"),
            values("results"),
            attributes,
            groups("regions"),
            groups("successors"),
            tuple(entry.get("traits", ())),
        )


def named(groups: Sequence[Any], name: str) -> Any:
    """The group or attribute of `groups` called `name` (the format already bound it)."""
    return next(group for group in groups if group.name == name)
