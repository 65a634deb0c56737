"""`#nvvm.target<...>` as mlir-opt prints it (NVVM_TargetAttr's
`(`<` struct(params)^ `>`)?`): its parameters in declaration order, the defaulted ones left
out (`struct_params`). Other nvvm attributes are kept as written."""

from __future__ import annotations

from collections.abc import Callable

from ..struct_params import canonical_struct

_TARGET = (
    ("O", "2"),
    ("triple", '"nvptx64-nvidia-cuda"'),
    ("chip", '"sm_50"'),
    ("features", '""'),
    ("flags", None),
    ("link", None),
    ("verifyTarget", "true"),
)


def canonical_nvvm_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of nvvm attribute `text`; None: keep it as written."""
    return canonical_struct(text, "#nvvm.target", _TARGET)
