"""The result names mlir-tblgen gives an op that names several results in ODS and declares no
`OpAsmOpInterface` (OpDefinitionsGen's `genOpAsmInterface`): `getAsmResultNames` names the
first value of each named ODS result group, e.g. `%sum, %overflow = arith.addui_extended`.
Ops with one ODS result, or none named, get no names."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..ir.context import OperationName
from ..ir.operation import Operation, Value
from .custom_form import ResultNames, SetName
from .format_data import format_tables

ResultGroup = Callable[[Operation, int], Sequence[Value]]


def ods_result_names(name: OperationName) -> ResultNames | None:
    """The generated `getAsmResultNames` of ops named `name`, or None when ODS generates
    none for them."""
    tables = format_tables(name)
    entry = None if tables is None else tables.get(name.name.partition(".")[2])
    if entry is None or name.definition is None or name.definition.signature is None:
        return None
    names = [result.get("name") or "" for result in entry.get("results", ())]
    declares = any(t["trait"] == "OpAsmOpInterface" for t in entry.get("traits", ()))
    if len(names) <= 1 or declares or not any(names):
        return None
    return group_result_names(names, name.definition.signature.result_group)


def group_result_names(names: Sequence[str], group: ResultGroup) -> ResultNames:
    """Names the first value of each ODS result group (`group(op, index)`, MLIR's
    `getODSResults`) that has a name in `names`."""

    def result_names(op: Operation, set_name: SetName) -> None:
        for index, suggested in enumerate(names):
            values = group(op, index) if suggested else ()
            if values:
                set_name(values[0], suggested)

    return result_names
