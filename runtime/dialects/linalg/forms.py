"""The `linalg` dialect's hand-written forms, by op name (what `linalg_forms` gives the asm
layer): its structured ops' (`generic`, the named ops, `map`, `reduce`, `transpose`,
`broadcast`) and `linalg.yield`'s; `linalg.index` and the others are declarative."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ..result_names.hooks import dialect_hooks
from .dst_style_ops import BROADCAST_FORM, MAP_FORM, REDUCE_FORM, TRANSPOSE_FORM
from .generic_op import GENERIC_FORM
from .named_form import ELEMENTWISE_FORM, contraction_form, named_form
from .named_ops import CONTRACTIONS, named_mnemonics, named_op
from .yield_op import YIELD_FORM


def _named_forms() -> dict[str, CustomForm]:
    forms = {}
    for mnemonic in named_mnemonics():
        data = named_op(mnemonic)
        assert data is not None
        form = contraction_form(mnemonic) if mnemonic in CONTRACTIONS else named_form(data)
        forms[f"linalg.{mnemonic}"] = form
    return forms


LINALG_FORMS = DialectForms(
    forms={
        **_named_forms(),
        "linalg.elementwise": ELEMENTWISE_FORM,
        "linalg.generic": GENERIC_FORM,
        "linalg.map": MAP_FORM,
        "linalg.reduce": REDUCE_FORM,
        "linalg.transpose": TRANSPOSE_FORM,
        "linalg.broadcast": BROADCAST_FORM,
        "linalg.yield": YIELD_FORM,
    },
    interfaces=dialect_hooks("linalg").interfaces,
)
