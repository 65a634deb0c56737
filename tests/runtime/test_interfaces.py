"""Op and dialect interfaces: which ops declare one comes from ODS, a dialect's Python models
are found on first use, and an op without a model is told apart from one ODS does not
declare."""

from __future__ import annotations

import functools

from passgen.runtime.asm import parse_source
from passgen.runtime.interfaces import DialectInterface, InterfaceModels, OpInterface
from passgen.runtime.ir import Context, Dialect, Operation
from passgen.runtime.ir.dialects import DEFAULT_REGISTRY
from passgen.runtime.ir.upstream_dialects import dialect_from_data, ods_data


class Counted(OpInterface):
    """A toy interface: how many things an op counts."""

    name = "CountedOpInterface"

    def count(self, op: object) -> int:
        return 0


class Frobbable(DialectInterface):
    name = "FrobbableDialectInterface"


class Three(Counted):
    def count(self, op: object) -> int:
        return 3


@functools.cache
def _models() -> InterfaceModels:
    return InterfaceModels.of({"three": (Three(),)}, Frobbable())


def _toy_dialect() -> Dialect:
    ops = {
        name: {"operands": "", "results": "", "regions": "", "successors": "", "traits": []}
        | ({"interfaces": ["CountedOpInterface"]} if name != "plain" else {})
        for name in ("three", "declared", "plain")
    }
    dialect = dialect_from_data("toy", ops)
    dialect.interface_models = _models
    return dialect


def _ops(context: Context) -> dict[str, Operation]:
    module = parse_source(
        '"toy.three"() : () -> ()\n"toy.declared"() : () -> ()\n"toy.plain"() : () -> ()',
        context,
    )
    return {op.name.name: op for op in module.regions[0].blocks[0].operations}


def test_models_found_and_declarations_from_data() -> None:
    context = Context(registry={**DEFAULT_REGISTRY, "toy": _toy_dialect})
    ops = _ops(context)
    three = Counted.of(ops["toy.three"])
    assert isinstance(three, Three) and three.count(ops["toy.three"]) == 3
    assert Counted.of(ops["toy.declared"]) is None and Counted.declared_by(ops["toy.declared"])
    assert Counted.of(ops["toy.plain"]) is None and not Counted.declared_by(ops["toy.plain"])
    assert isinstance(Frobbable.of_dialect(context, "toy"), Frobbable)
    assert Frobbable.of_dialect(context, "builtin") is None


def test_unregistered_ops_have_no_models() -> None:
    context = Context(allow_unregistered_dialects=True)
    op = parse_source('"x.y"() : () -> ()', context).regions[0].blocks[0].operations[0]
    assert Counted.of(op) is None and not Counted.declared_by(op)


def test_upstream_interfaces_from_ods_with_their_bases() -> None:
    scf, func = ods_data("scf") or {}, ods_data("func") or {}
    assert {"LoopLikeOpInterface", "RegionBranchOpInterface"} <= set(scf["for"]["interfaces"])
    # FunctionOpInterface derives from CallableOpInterface: both are listed.
    assert {"FunctionOpInterface", "CallableOpInterface"} <= set(func["func"]["interfaces"])
    assert "CallOpInterface" in func["call"]["interfaces"]
    context = Context()
    op = parse_source("func.func private @f()", context).regions[0].blocks[0].operations[0]
    definition = op.name.definition
    assert definition is not None and "CallableOpInterface" in definition.interfaces
