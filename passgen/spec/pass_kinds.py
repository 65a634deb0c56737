"""Pass kinds: what a pass runs on (ops of one name, ops with an interface, any op), as
each output spells it. A spec says it in `anchor` or `interface` (neither: any op); C++ in
the pass's base class, `::mlir::OperationPass<Op>` (`OperationPass<>`: any op) or
`::mlir::InterfacePass<Interface>`; TableGen in the record's class, `Pass<arg, Op>` or
`InterfacePass<arg, Interface>`, which PassBase.td expands to those base classes."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class PassKind:
    """One kind: the spec field naming what it runs on, its C++ base class template and the
    TableGen class of its records."""

    field: str
    cpp_base: str
    tablegen: str

    def base_class(self, target: str = "") -> str:
        """The C++ base class on `target` (an op or interface class), as generated code writes
        it and the TableGen class expands to."""
        return f"::mlir::{self.cpp_base}<{target}>"


OPERATION_PASS = PassKind("anchor", "OperationPass", "Pass")
INTERFACE_PASS = PassKind("interface", "InterfacePass", "InterfacePass")
PASS_KINDS = (OPERATION_PASS, INTERFACE_PASS)

# A base class as C++ code may spell it: `::` and `mlir::` optional, spaces around the class.
_BASE_CLASS = re.compile(
    rf"\s*(?:::)?(?:mlir::)?({'|'.join(k.cpp_base for k in PASS_KINDS)})<\s*(.*?)\s*>\s*"
)


def read_base_class(base_class: str) -> tuple[PassKind, str] | None:
    """The kind of pass a C++ base class makes and the class it names ('' for
    `OperationPass<>`, op-agnostic); None for another base class."""
    match = _BASE_CLASS.fullmatch(base_class)
    if match is None:
        return None
    return next(k for k in PASS_KINDS if k.cpp_base == match.group(1)), match.group(2)


def anchor_class(base_class: str) -> str | None:
    """The op class an `OperationPass<...>` base class names (None: another base class,
    or `OperationPass<>`, op-agnostic)."""
    read = read_base_class(base_class)
    return read[1] or None if read is not None and read[0] is OPERATION_PASS else None
