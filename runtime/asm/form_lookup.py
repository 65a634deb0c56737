"""Finding an op's custom form and assembly hooks, once per op name (cached on the
`OperationName`): the hand-written ones of its dialect (`Dialect.asm_forms`; the builtin
dialect's are `builtin_forms`), else the one its ODS `assemblyFormat` (or a project
dialect's `format`) declares (`declarative_form`), else none: the op prints in the generic
form and cannot be read in a custom one. The `OpAsmInterface` hooks a dialect gives (else
those ODS generates, `ods_result_names`) apply whoever provides the form.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.context import Context, OperationName
from .builtin_forms import BUILTIN_FORMS
from .custom_form import Canonicalizer, CustomForm, DialectForms, OpAsmInterface
from .ods_result_names import ods_result_names

_NO_FORMS = DialectForms()


@dataclass(frozen=True)
class OpAsm:
    """What the asm layer knows of one op: its form (None: generic only) and its
    `OpAsmOpInterface` hooks (the form's own, else the dialect's)."""

    form: CustomForm | None
    interface: OpAsmInterface


_NO_ASM = OpAsm(None, OpAsmInterface())


def op_asm(name: OperationName) -> OpAsm:
    """The form and hooks of ops named `name`, found on first use."""
    found: OpAsm | None = name.asm
    if found is None:
        found = name.asm = _find(name)
    return found


def custom_form(name: OperationName) -> CustomForm | None:
    """The custom form of ops named `name` (None: they have none)."""
    return op_asm(name).form


def declarative_form(name: OperationName) -> CustomForm | None:
    """The form the op's ODS `assemblyFormat` declares, interpreted (runtime/asm/format/);
    None when it has none the interpreter handles faithfully."""
    from .format.plan import declarative_form as interpreted

    return interpreted(name)


def dialect_forms(context: Context, dialect: str) -> DialectForms:
    """The hand-written forms and hooks of `dialect` (loaded in `context`)."""
    if dialect == "builtin":
        return BUILTIN_FORMS
    loaded = context.loaded_dialects.get(dialect)
    if loaded is None or loaded.asm_forms is None:
        return _NO_FORMS
    forms: DialectForms = loaded.asm_forms()
    return forms


def canonicalizer(context: Context, dialect: str, is_type: bool) -> Canonicalizer | None:
    """How registered `dialect` prints its types (`is_type`) or attributes, loading it (as
    MLIR's parser loads the dialect of a type it reads); None: as written."""
    loadable = context.is_registered_dialect(dialect) and not context.loading_frozen
    if not loadable and dialect not in context.loaded_dialects:
        return None
    context.load_dialect(dialect)
    forms = dialect_forms(context, dialect)
    return forms.canonical_type if is_type else forms.canonical_attribute


def _find(name: OperationName) -> OpAsm:
    if name.definition is None:
        return _NO_ASM
    forms = dialect_forms(name.context, name.dialect)
    interface = forms.interfaces.get(name.name) or _generated_interface(name)
    form = forms.forms.get(name.name) or declarative_form(name)
    if form is not None:
        form = form.with_interface(interface)
        hooks = OpAsmInterface(form.result_names, form.block_argument_names, form.default_dialect)
        return OpAsm(form, hooks)
    return _NO_ASM if interface is None else OpAsm(None, interface)


def _generated_interface(name: OperationName) -> OpAsmInterface | None:
    """The hooks ODS generates for the op (`ods_result_names`), if any."""
    names = ods_result_names(name)
    return None if names is None else OpAsmInterface(result_names=names)
