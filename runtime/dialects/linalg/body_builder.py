"""MLIR's `RegionBuilderHelper` (LinalgOps.cpp): the scalar functions of the OpDSL (unary,
binary, ternary and type functions) built as arith, math and complex ops at the end of a
structured op's body block, the op chosen by the operands' types as MLIR chooses it
(`arith.addf` for floats, `arith.addi` for integers, `arith.ori` for `i1`, `complex.add`...),
and the casts of `convertScalarToDtype` (Dialect/Arith/Utils/Utils.cpp)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...ir.attributes import Attribute, FloatAttr, IntegerAttr
from ...ir.context import Context
from ...ir.location import UNKNOWN_LOC, Location
from ...ir.operation import Block, Operation, Value
from ...ir.types import I64, INDEX, FloatType, IntegerType, Type

ReportError = Callable[[str], None]
"""Reports a body that cannot be built (MLIR's `emitError`); raises."""

UNARY_OPS = {
    "exp": "math.exp",
    "log": "math.log",
    "abs": "math.absf",
    "ceil": "math.ceil",
    "floor": "math.floor",
    "negf": "arith.negf",
    "round": "math.round",
    "sqrt": "math.sqrt",
    "rsqrt": "math.rsqrt",
    "tanh": "math.tanh",
    "erf": "math.erf",
}
# Per binary function: its op on complex, float and integer operands (None: an error).
BINARY_OPS: dict[str, tuple[str | None, str, str]] = {
    "add": ("complex.add", "arith.addf", "arith.addi"),
    "sub": ("complex.sub", "arith.subf", "arith.subi"),
    "mul": ("complex.mul", "arith.mulf", "arith.muli"),
    "div": ("complex.div", "arith.divf", "arith.divsi"),
    "div_unsigned": (None, "arith.divf", "arith.divui"),
    "max_signed": (None, "arith.maximumf", "arith.maxsi"),
    "min_signed": (None, "arith.minimumf", "arith.minsi"),
    "max_unsigned": (None, "arith.maximumf", "arith.maxui"),
    "min_unsigned": (None, "arith.minimumf", "arith.minui"),
    "powf": (None, "math.powf", "math.powf"),
}
BOOL_OPS = {"add": "arith.ori", "mul": "arith.andi"}
BOOL_ERRORS = {"sub": "sub with bools", "div": "div with bools"}


def is_complex(type: Type) -> bool:
    return type.text.startswith("complex<")


def complex_element(type: Type) -> Type | None:
    from ...ir.shaped_types import type_of

    return type_of(type.text[len("complex<") : -1]) if is_complex(type) else None


class BodyBuilder:
    """Builds ops at the end of `block`; `error` reports what cannot be built."""

    def __init__(self, context: Context, block: Block, error: ReportError):
        self.context = context
        self.block = block
        self.error = error
        self.location: Location = UNKNOWN_LOC

    def op(
        self,
        name: str,
        operands: Sequence[Value],
        result_types: Sequence[Type] = (),
        properties: dict[str, Attribute] | None = None,
    ) -> Operation:
        built = Operation(
            self.context.get_op_name(name),
            operands,
            result_types,
            properties=properties,
            location=self.location,
        )
        self.block.append(built)
        return built

    def value(self, name: str, operands: Sequence[Value], type: Type) -> Value:
        return self.op(name, operands, [type]).results[0]

    def unary(self, fn: str, arg: Value) -> Value:
        if not isinstance(arg.type, FloatType):
            self.error("unsupported non numeric type")
        if fn == "reciprocal":
            one = self.constant_value(FloatAttr(1.0, arg.type))
            return self.value("arith.divf", [one, arg], arg.type)
        if fn == "square":
            return self.value("arith.mulf", [arg, arg], arg.type)
        return self.value(UNARY_OPS[fn], [arg], arg.type)

    def binary(self, fn: str, lhs: Value, rhs: Value) -> Value:
        types = (lhs.type, rhs.type)
        complex_, float_, integer = (
            all(map(is_complex, types)),
            all(isinstance(t, FloatType) for t in types),
            all(isinstance(t, IntegerType) for t in types),
        )
        if not (complex_ or float_ or integer):
            self.error(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, "
                f"or allInteger, got '{lhs.type}' and '{rhs.type}'"
            )
        boolean = integer and all(t.width == 1 for t in types)  # type: ignore[attr-defined]
        if fn == "div_unsigned" and (not integer or boolean):
            self.error("unsupported operation: unsigned div not on uint")
        if boolean and fn in BOOL_ERRORS:
            self.error(f"unsupported operation: {BOOL_ERRORS[fn]}")
        on_complex, on_float, on_integer = BINARY_OPS[fn]
        if complex_ and on_complex is not None:
            name = on_complex
        elif boolean and fn in BOOL_OPS:
            name = BOOL_OPS[fn]
        else:
            name = on_float if float_ else on_integer
        return self.value(name, [lhs, rhs], lhs.type)

    def ternary(self, fn: str, first: Value, second: Value, third: Value) -> Value:
        return self.value("arith.select", [first, second, third], second.type)

    def type_fn(self, fn: str, to_type: Type, operand: Value) -> Value:
        return self.convert(operand, to_type, fn == "cast_unsigned")

    def convert(self, operand: Value, to_type: Type, unsigned: bool) -> Value:
        """MLIR's `convertScalarToDtype`: `operand` as a `to_type`, the operand itself when
        it has that type or cannot be cast."""
        if operand.type == to_type:
            return operand
        if isinstance(to_type, IntegerType):
            return self._to_integer(operand, to_type, unsigned)
        if isinstance(to_type, FloatType):
            return self._to_float(operand, to_type, unsigned)
        element = complex_element(to_type)
        if isinstance(element, FloatType):
            return self._to_complex(operand, to_type, element, unsigned)
        return operand

    def _to_integer(self, operand: Value, to_type: IntegerType, unsigned: bool) -> Value:
        from_type = operand.type
        if isinstance(from_type, FloatType):
            return self.value("arith.fptoui" if unsigned else "arith.fptosi", [operand], to_type)
        if from_type == INDEX:
            return self.value("arith.index_cast", [operand], to_type)
        if isinstance(from_type, IntegerType):
            if to_type.width > from_type.width:
                return self.value("arith.extui" if unsigned else "arith.extsi", [operand], to_type)
            if to_type.width < from_type.width:
                return self.value("arith.trunci", [operand], to_type)
        return operand

    def _to_float(self, operand: Value, to_type: FloatType, unsigned: bool) -> Value:
        from_type = operand.type
        if isinstance(from_type, IntegerType):
            return self.value("arith.uitofp" if unsigned else "arith.sitofp", [operand], to_type)
        if isinstance(from_type, FloatType):
            if to_type.width > from_type.width:
                return self.value("arith.extf", [operand], to_type)
            if to_type.width < from_type.width:
                return self.value("arith.truncf", [operand], to_type)
        return operand

    def _to_complex(
        self, operand: Value, to_type: Type, element: FloatType, unsigned: bool
    ) -> Value:
        from_element = complex_element(operand.type)
        if isinstance(from_element, FloatType):
            parts = [self.value(f"complex.{p}", [operand], from_element) for p in ("re", "im")]
            cast = "arith.truncf" if element.width < from_element.width else "arith.extf"
            real, imaginary = (self.value(cast, [part], element) for part in parts)
            return self.value("complex.create", [real, imaginary], to_type)
        if not isinstance(operand.type, (FloatType, IntegerType)):
            return operand
        real = self._to_float(operand, element, unsigned)
        zero = self.constant_value(FloatAttr(0.0, element))
        return self.value("complex.create", [real, zero], to_type)

    def constant_value(self, value: Attribute) -> Value:
        """An `arith.constant` of `value` (typed)."""
        type = value.type if isinstance(value, (FloatAttr, IntegerAttr)) else I64
        return self.op("arith.constant", [], [type], {"value": value}).results[0]

    def index(self, dim: int) -> Value:
        return self.op("linalg.index", [], [INDEX], {"dim": IntegerAttr(dim, I64)}).results[0]

    def yield_values(self, values: Sequence[Value]) -> None:
        self.op("linalg.yield", values)
