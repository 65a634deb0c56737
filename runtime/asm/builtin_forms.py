"""The builtin dialect's assembly hooks (its ops' forms are declarative: `builtin.module`'s
`($sym_name^)? attr-dict-with-keyword $bodyRegion`): a module's regions name builtin ops
without their prefix (BuiltinOps.td's `getDefaultDialect`)."""

from __future__ import annotations

from .custom_form import DialectForms, OpAsmInterface

BUILTIN_FORMS = DialectForms(
    interfaces={"builtin.module": OpAsmInterface(default_dialect="builtin")}
)
