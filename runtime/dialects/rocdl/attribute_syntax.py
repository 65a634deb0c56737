"""`#rocdl.target<...>` as mlir-opt prints it (ROCDL_TargetAttr's
`(`<` struct(params)^ `>`)?`): its parameters in declaration order, the defaulted ones left
out (`struct_params`). Other rocdl attributes are kept as written."""

from __future__ import annotations

from collections.abc import Callable

from ..struct_params import canonical_struct

_TARGET = (
    ("O", "2"),
    ("triple", '"amdgcn-amd-amdhsa"'),
    ("chip", '"gfx900"'),
    ("features", '""'),
    ("abi", '"600"'),
    ("flags", None),
    ("link", None),
)


def canonical_rocdl_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of rocdl attribute `text`; None: keep it as written."""
    return canonical_struct(text, "#rocdl.target", _TARGET)
