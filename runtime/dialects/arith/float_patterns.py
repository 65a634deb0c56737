"""`arith` float canonicalization patterns (MLIR's `ArithCanonicalization.td` and
`ArithOps.cpp`): negations cancelled through `mulf` / `divf`, and `cmpf` of an integer
converted to float against a constant rewritten as a `cmpi` (`CmpFIntToFPConst`)."""

from __future__ import annotations

from ...ir import I1, I64, BoolAttr, IntegerAttr, IntegerType, Operation, Value
from ...rewrite.builder import matched_location
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .. import floats
from ..elements import float_semantics, read, to_signed
from ..floats import GREATER, LESS, FloatSemantics
from .folders import EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT


class BinaryOfNegations(RewritePattern):
    """`op(negf(x), negf(y)) -> op(x, y)` keeping the op's fastmath flags (`MulFOfNegF`,
    `DivFOfNegF`)."""

    def __init__(self, name: str, root: str):
        super().__init__(f"arith.{root}", benefit=3, generated_ops=(f"arith.{root}",))
        self.debug_name = name

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = (defining_op(v, "arith.negf") for v in op.operands)
        if lhs is None or rhs is None or lhs.operands[0].type != rhs.operands[0].type:
            return False
        properties = {k: v for k, v in op.properties.items() if k == "fastmath"}
        rewriter.replace_op_with_new_op(
            op,
            op.name.name,
            [lhs.operands[0], rhs.operands[0]],
            [op.results[0].type],
            properties=properties,
            location=matched_location(op, lhs, rhs),
        )
        return True


class TruncFOfIntToFP(RewritePattern):
    """`truncf(sitofp(x)) -> sitofp(x)` (`TruncFSIToFPToSIToFP`) and the same for `uitofp`
    (`TruncFUIToFPToUIToFP`), when the truncation has no rounding mode."""

    def __init__(self, name: str, conversion: str):
        super().__init__("arith.truncf", benefit=2, generated_ops=(f"arith.{conversion}",))
        self.debug_name = name
        self.conversion = f"arith.{conversion}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        conversion = defining_op(op.operands[0], self.conversion)
        if conversion is None or op.get_attr("roundingmode") is not None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            self.conversion,
            [conversion.operands[0]],
            [op.results[0].type],
            location=matched_location(op, conversion),
        )
        return True


# cmpf predicates by number: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true.
_ORD, _UNO = 7, 14
_INTEGER_PREDICATE = {  # cmpf predicate -> (signed cmpi predicate, unsigned one)
    1: (EQ, EQ),
    8: (EQ, EQ),
    2: (SGT, UGT),
    9: (SGT, UGT),
    3: (SGE, UGE),
    10: (SGE, UGE),
    4: (SLT, ULT),
    11: (SLT, ULT),
    5: (SLE, ULE),
    12: (SLE, ULE),
    6: (NE, NE),
    13: (NE, NE),
}
_TRUE_ABOVE_MAX = {NE, SLT, SLE, ULT, ULE}
"""The integer predicates that hold when the constant is above the integer type's range."""
_TRUE_BELOW_MIN = {NE, SGT, SGE, UGT, UGE}


class CmpFIntToFPConst(RewritePattern):
    """`cmpf(p, sitofp(x) or uitofp(x), c) -> cmpi(p', x, int(c))`, or a constant when the
    comparison is decided by the range of `x`'s type or a fractional `c`."""

    def __init__(self) -> None:
        super().__init__("arith.cmpf", benefit=1, generated_ops=("arith.cmpi", "arith.constant"))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        constant = read(constant_operand(op.operands[1]))
        sem = float_semantics(op.operands[1].type)
        predicate = op.get_attr("predicate")
        if constant is None or sem is None or constant.shape is not None or predicate is None:
            return False
        rhs = constant.values[0]
        converted = _converted_integer(op.operands[0])
        if floats.is_nan(rhs, sem) or converted is None:
            return False
        int_value, unsigned = converted
        int_type = int_value.type
        if not isinstance(int_type, IntegerType):
            return False
        outcome = _decide(predicate.value, rhs, sem, int_type.width, unsigned)  # type: ignore[attr-defined]
        if outcome is None:
            return False
        if isinstance(outcome, bool):
            rewriter.replace_op_with_new_op(
                op,
                "arith.constant",
                [],
                [I1],
                properties={"value": BoolAttr(outcome)},
                location=op.location,
            )
            return True
        int_predicate, rhs_int = outcome
        bound = rewriter.create(
            "arith.constant",
            [],
            [int_type],
            properties={"value": IntegerAttr(to_signed(rhs_int, int_type.width), int_type)},
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op,
            "arith.cmpi",
            [int_value, bound.results[0]],
            [I1],
            properties={"predicate": IntegerAttr(int_predicate, I64)},
            location=op.location,
        )
        return True


def _converted_integer(value: Value) -> tuple[Value, bool] | None:
    """(x, unsigned) when `value` is `sitofp(x)` or `uitofp(x)`."""
    for name, unsigned in (("arith.sitofp", False), ("arith.uitofp", True)):
        cast = defining_op(value, name)
        if cast is not None:
            return cast.operands[0], unsigned
    return None


def _decide(
    predicate: int, rhs: int, sem: FloatSemantics, width: int, unsigned: bool
) -> bool | tuple[int, int] | None:
    """The constant result, or the (cmpi predicate, integer constant) to compare with, or
    None when the rewrite does not apply."""
    mantissa = sem.precision
    value_bits = width if unsigned else width - 1
    if width > mantissa:  # the conversion may round: only fold when that cannot matter
        if floats.is_inf(rhs, sem):
            if sem.bias < value_bits:
                return None
        elif not floats.is_zero(rhs, sem) and mantissa <= floats.ilogb(rhs, sem) <= value_bits:
            return None
    if predicate == _ORD:
        return True
    if predicate == _UNO:
        return False
    if predicate not in _INTEGER_PREDICATE:
        return None
    pred = _INTEGER_PREDICATE[predicate][unsigned]
    low, high = (0, (1 << width) - 1) if unsigned else (-(1 << (width - 1)), (1 << (width - 1)) - 1)
    if floats.compare(floats.from_integer(high, sem), rhs, sem) == LESS:
        return pred in _TRUE_ABOVE_MAX
    if floats.compare(floats.from_integer(low, sem), rhs, sem) == GREATER:
        return pred in _TRUE_BELOW_MIN
    rhs_int = floats.to_integer(rhs, sem, width, signed=not unsigned)
    if rhs_int is None:
        return None
    if not floats.is_zero(rhs, sem) and floats.from_integer(rhs_int, sem) != rhs:
        adjusted = _fractional(pred, floats.is_negative(rhs, sem))
        if isinstance(adjusted, bool):
            return adjusted
        pred = adjusted
    return pred, rhs_int


def _fractional(pred: int, negative: bool) -> bool | int:
    """The predicate (or constant result) against a fractional constant, whose integer
    part was rounded toward zero."""
    if pred in (NE, EQ):
        return pred == NE
    if negative:
        return {
            ULE: False,
            SLE: SLT,
            ULT: False,
            SLT: SLT,
            UGT: True,
            SGT: SGE,
            UGE: True,
            SGE: SGE,
        }[pred]
    return {ULE: ULE, SLE: SLE, ULT: ULE, SLT: SLE, UGT: UGT, SGT: SGT, UGE: UGT, SGE: SGT}[pred]


FLOAT_PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "mulf": (BinaryOfNegations.create("MulFOfNegF", "mulf"),),
    "divf": (BinaryOfNegations.create("DivFOfNegF", "divf"),),
    "cmpf": (CmpFIntToFPConst.create(),),
    "truncf": (
        TruncFOfIntToFP.create("TruncFSIToFPToSIToFP", "sitofp"),
        TruncFOfIntToFP.create("TruncFUIToFPToUIToFP", "uitofp"),
    ),
}
"""Float canonicalization patterns per `arith` op name (without the dialect prefix)."""
