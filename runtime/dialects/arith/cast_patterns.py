"""`arith` canonicalization patterns through casts (MLIR's `ArithCanonicalization.td`):
extensions hoisted out of bitwise ops and compares, extensions of extensions and truncations
of extensions, index casts and bitcasts of their own kind."""

from __future__ import annotations

from ...ir import Operation
from ...rewrite.builder import matched_location
from ...rewrite.folding import constant_operand, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..integers import element_width, splat_value
from .folders import EQ, NE, predicate_of


class _CastPattern(RewritePattern):
    """A pattern on `arith.<root>` named as its DRR definition, whose benefit is the number
    of ops it matches (DRR's default)."""

    def __init__(self, name: str, root: str, matched_ops: int, generated: tuple[str, ...]):
        super().__init__(
            f"arith.{root}",
            benefit=matched_ops,
            generated_ops=tuple(f"arith.{g}" for g in generated),
        )
        self.debug_name = name


class ExtensionOfExtension(_CastPattern):
    """`extsi(extui(x)) -> extui(x)` (`ExtSIOfExtUI`)."""

    def __init__(self) -> None:
        super().__init__("ExtSIOfExtUI", "extsi", 2, ("extui",))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], "arith.extui")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.extui",
            [inner.operands[0]],
            [op.results[0].type],
            location=matched_location(op, inner),
        )
        return True


class BitwiseOfExtensions(_CastPattern):
    """`op(ext(x), ext(y)) -> ext(op(x, y))` for `andi`, `ori`, `xori` and both extensions,
    when `x` and `y` have one type (`AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, ...)."""

    def __init__(self, name: str, root: str, extension: str):
        super().__init__(name, root, 3, (root, extension))
        self.extension = f"arith.{extension}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = (defining_op(v, self.extension) for v in op.operands)
        if lhs is None or rhs is None:
            return False
        x, y = lhs.operands[0], rhs.operands[0]
        if x.type != y.type:
            return False
        location = matched_location(op, lhs, rhs)
        inner = rewriter.create(op.name.name, [x, y], [x.type], location=location)
        rewriter.replace_op_with_new_op(
            op, self.extension, [inner.results[0]], [op.results[0].type], location=location
        )
        return True


class CmpIOfExtensions(_CastPattern):
    """`cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when `a` and `b` have one type
    (`CmpIExtSI`, `CmpIExtUI`)."""

    def __init__(self, name: str, extension: str):
        super().__init__(name, "cmpi", 3, ("cmpi",))
        self.extension = f"arith.{extension}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if predicate_of(op) not in (EQ, NE):
            return False
        lhs, rhs = (defining_op(v, self.extension) for v in op.operands)
        if lhs is None or rhs is None or lhs.operands[0].type != rhs.operands[0].type:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "arith.cmpi",
            [lhs.operands[0], rhs.operands[0]],
            [op.results[0].type],
            properties=dict(op.properties),
            location=matched_location(op, lhs, rhs),
        )
        return True


class TruncationOfExtension(_CastPattern):
    """`trunci(ext(x)) -> ext(x)` when only extension bits are truncated: the extension is
    wider than the truncation, which is wider than `x` (`TruncIExtSIToExtSI`, `...UIToExtUI`)."""

    def __init__(self, name: str, extension: str):
        super().__init__(name, "trunci", 2, (extension,))
        self.extension = f"arith.{extension}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], self.extension)
        if inner is None:
            return False
        x = inner.operands[0]
        extended, truncated, source = (
            element_width(v.type) for v in (inner.results[0], op.results[0], x)
        )
        if extended is None or truncated is None or source is None:
            return False
        if not extended > truncated > source > 0:
            return False
        rewriter.replace_op_with_new_op(
            op, self.extension, [x], [op.results[0].type], location=matched_location(op, inner)
        )
        return True


class TruncationOfSignedShift(_CastPattern):
    """`trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is exactly the number of
    truncated bits, so no shifted-in sign bit survives (`TruncIShrSIToTrunciShrUI`)."""

    def __init__(self) -> None:
        super().__init__("TruncIShrSIToTrunciShrUI", "trunci", 2, ("trunci", "shrui", "constant"))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shift = defining_op(op.operands[0], "arith.shrsi")
        amount = constant_operand(shift.operands[1]) if shift is not None else None
        if shift is None or amount is None:
            return False
        x = shift.operands[0]
        source, result = element_width(x.type), element_width(op.results[0].type)
        if (
            splat_value(amount) is None
            or source is None
            or result is None
            or source - result != splat_value(amount)
        ):
            return False
        location = matched_location(op, shift.operands[1])  # DRR's first two: root, constant
        constant = rewriter.create(
            "arith.constant",
            [],
            [shift.operands[1].type],
            properties={"value": amount},
            location=location,
        )
        shrui = rewriter.create(
            "arith.shrui", [x, constant.results[0]], [x.type], location=location
        )
        rewriter.replace_op_with_new_op(
            op,
            "arith.trunci",
            [shrui.results[0]],
            [op.results[0].type],
            properties=dict(op.properties),
            location=location,
        )
        return True


class CastOfCast(_CastPattern):
    """`cast(inner(x))`: `index_cast(index_cast(x)) -> x` when the types match
    (`IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`), `index_cast(extsi(x)) ->
    index_cast(x)` (`IndexCastOfExtSI`, `IndexCastUIOfExtUI`), `bitcast(bitcast(x)) ->
    bitcast(x)` (`BitcastOfBitcast`)."""

    def __init__(self, name: str, root: str, inner: str):
        super().__init__(name, root, 2, () if root == inner and root != "bitcast" else (root,))
        self.inner = f"arith.{inner}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = defining_op(op.operands[0], self.inner)
        if inner is None:
            return False
        x, result = inner.operands[0], op.results[0]
        if self.inner == op.name.name and op.name.name != "arith.bitcast":
            if x.type != result.type:
                return False
            rewriter.replace_op(op, [x])
            return True
        rewriter.replace_op_with_new_op(
            op, op.name.name, [x], [result.type], location=matched_location(op, inner)
        )
        return True


CAST_PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "extsi": (ExtensionOfExtension.create(),),
    "andi": (
        BitwiseOfExtensions.create("AndOfExtUI", "andi", "extui"),
        BitwiseOfExtensions.create("AndOfExtSI", "andi", "extsi"),
    ),
    "ori": (
        BitwiseOfExtensions.create("OrOfExtUI", "ori", "extui"),
        BitwiseOfExtensions.create("OrOfExtSI", "ori", "extsi"),
    ),
    "xori": (
        BitwiseOfExtensions.create("XOrIOfExtUI", "xori", "extui"),
        BitwiseOfExtensions.create("XOrIOfExtSI", "xori", "extsi"),
    ),
    "cmpi": (
        CmpIOfExtensions.create("CmpIExtSI", "extsi"),
        CmpIOfExtensions.create("CmpIExtUI", "extui"),
    ),
    "trunci": (
        TruncationOfExtension.create("TruncIExtSIToExtSI", "extsi"),
        TruncationOfExtension.create("TruncIExtUIToExtUI", "extui"),
        TruncationOfSignedShift.create(),
    ),
    "index_cast": (
        CastOfCast.create("IndexCastOfIndexCast", "index_cast", "index_cast"),
        CastOfCast.create("IndexCastOfExtSI", "index_cast", "extsi"),
    ),
    "index_castui": (
        CastOfCast.create("IndexCastUIOfIndexCastUI", "index_castui", "index_castui"),
        CastOfCast.create("IndexCastUIOfExtUI", "index_castui", "extui"),
    ),
    "bitcast": (CastOfCast.create("BitcastOfBitcast", "bitcast", "bitcast"),),
}
"""The cast patterns per `arith` op name (without the dialect prefix)."""
