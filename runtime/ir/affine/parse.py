"""Reading affine maps, integer sets and expressions as MLIR's AffineParser does
(mlir/lib/AsmParser/AffineParser.cpp), built with MLIR's simplifying constructors.

Two modes: the body of `affine_map<...>` / `affine_set<...>`, whose dimensions and symbols are
named in its `(d0, ...)[s0, ...]` lists; and the affine ops' syntax, whose expressions name SSA
values (`%i + 1`, `symbol(%n) * 2`), each value a dimension (a symbol inside `symbol(...)`),
numbered in the order they first appear. Errors raise `AffineSyntaxError` with MLIR's message
and offset.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import simplify
from .expr import AffineExpr, BinaryKind, ConstantExpr, DimExpr, SymbolExpr, is_symbolic_or_constant
from .structures import AffineMap, IntegerSet
from .tokens import Token, Tokens

_HIGH = {"*": BinaryKind.MUL, "floordiv": BinaryKind.FLOOR_DIV, "ceildiv": BinaryKind.CEIL_DIV}
_HIGH["mod"] = BinaryKind.MOD
_NON_AFFINE = {
    BinaryKind.MUL: "at least one of the multiply operands has to be either a constant or symbolic",
    BinaryKind.FLOOR_DIV: "right operand of floordiv has to be either a constant or symbolic",
    BinaryKind.CEIL_DIV: "right operand of ceildiv has to be either a constant or symbolic",
    BinaryKind.MOD: "right operand of mod has to be either a constant or symbolic",
}
_INT64_MIN_MAGNITUDE = 1 << 63
_CLOSERS = {"(": ")", "[": "]"}


class AffineSyntaxError(Exception):
    """MLIR's error `message` at offset `pos`; `wrong_token`: reported as MLIR's
    `emitWrongTokenError` reports (after the previous token when the current one is on a
    later line)."""

    def __init__(self, message: str, pos: int, wrong_token: bool = False):
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.wrong_token = wrong_token


@dataclass(frozen=True)
class SsaUse:
    """An SSA value named in an affine expression: `%name` or `%name#number`, at `pos`."""

    name: str
    number: int
    pos: int


@dataclass
class SsaOperands:
    """The values an expression of SSA ids names, as dimensions and symbols, in order."""

    dims: list[SsaUse] = field(default_factory=list)
    symbols: list[SsaUse] = field(default_factory=list)

    @property
    def all(self) -> list[SsaUse]:
        """Dimensions then symbols: the op's operands for the map."""
        return self.dims + self.symbols


class AffineParser:
    """MLIR's `AffineParser` over `text` from `pos` (`ssa`: expressions name SSA values)."""

    def __init__(self, text: str, pos: int, ssa: SsaOperands | None = None):
        self.tokens = Tokens(text, pos)
        self.ssa = ssa
        self.names: dict[str | tuple[str, int], AffineExpr] = {}

    @property
    def pos(self) -> int:
        """Where the current token starts."""
        return self.tokens.current.start

    @property
    def end(self) -> int:
        """Where the last token consumed ends."""
        return self.tokens.previous_end

    def error(self, message: str, pos: int | None = None) -> AffineSyntaxError:
        return AffineSyntaxError(message, self.pos if pos is None else pos)

    def wrong_token(self, message: str) -> AffineSyntaxError:
        return AffineSyntaxError(message, self.pos, wrong_token=True)

    def expect(self, text: str, message: str) -> None:
        if not self.tokens.consume_if(text):
            raise self.wrong_token(message)

    def comma_separated(self, opener: str, parse_element: object, context: str) -> None:
        """MLIR's `parseCommaSeparatedList` with a `(` or `[` delimiter."""
        closer = _CLOSERS[opener]
        self.expect(opener, f"expected '{opener}'{context}")
        if self.tokens.consume_if(closer):
            return
        parse_element()  # type: ignore[operator]
        while self.tokens.consume_if(","):
            parse_element()  # type: ignore[operator]
        self.expect(closer, f"expected '{closer}'{context}")

    # -- expressions -------------------------------------------------------------------

    def expression(self) -> AffineExpr:
        """MLIR's `parseAffineExpr`."""
        return self._low(None, None)

    def _low(self, llhs: AffineExpr | None, llhs_op: str | None) -> AffineExpr:
        """`parseAffineLowPrecOpExpr`: `+` / `-` chains, left associative."""
        lhs = self._operand(llhs)
        op = self._consume_low()
        if op is not None:
            return self._low(_low(llhs_op, llhs, lhs) if llhs is not None else lhs, op)
        op_pos = self.pos
        high = self._consume_high()
        if high is not None:
            product = self._high(lhs, high, op_pos)
            expr = _low(llhs_op, llhs, product) if llhs is not None else product
            following = self._consume_low()
            return self._low(expr, following) if following is not None else expr
        return _low(llhs_op, llhs, lhs) if llhs is not None else lhs

    def _high(self, llhs: AffineExpr, op: BinaryKind, op_pos: int) -> AffineExpr:
        """`parseAffineHighPrecOpExpr`: `*`, `floordiv`, `ceildiv`, `mod` chains."""
        lhs = self._operand(llhs)
        next_pos = self.pos
        following = self._consume_high()
        expr = self._binary(op, llhs, lhs, op_pos if following is None else next_pos)
        return expr if following is None else self._high(expr, following, next_pos)

    def _binary(self, op: BinaryKind, lhs: AffineExpr, rhs: AffineExpr, pos: int) -> AffineExpr:
        """MLIR's high precedence `getAffineBinaryOpExpr`, with its non-affine errors."""
        if op is BinaryKind.MUL:
            affine = is_symbolic_or_constant(lhs) or is_symbolic_or_constant(rhs)
        else:
            affine = is_symbolic_or_constant(rhs)
        if not affine:
            raise self.error(f"non-affine expression: {_NON_AFFINE[op]}", pos)
        return simplify.binary(op, lhs, rhs)

    def _consume_low(self) -> str | None:
        token = self.tokens.current
        if token.kind == "punct" and token.text in ("+", "-"):
            self.tokens.advance()
            return token.text
        return None

    def _consume_high(self) -> BinaryKind | None:
        token = self.tokens.current
        kind = _HIGH.get(token.text) if token.kind in ("punct", "id") else None
        if kind is not None:
            self.tokens.advance()
        return kind

    def _operand(self, lhs: AffineExpr | None) -> AffineExpr:
        """MLIR's `parseAffineOperandExpr`."""
        token = self.tokens.current
        if token.kind == "id" and token.text == "symbol":
            return self._symbol_use()
        if token.kind == "ssa":
            return self._ssa_use(is_symbol=False)
        if token.kind == "int":
            return self._integer(token)
        if token.kind == "punct" and token.text == "(":
            return self._parenthesized()
        if token.kind == "punct" and token.text == "-":
            self.tokens.advance()
            return simplify.neg(self._operand(lhs))
        if token.kind == "id":
            return self._bare_id()
        if token.kind == "punct" and token.text in "+*" or lhs is not None:
            side = "right" if lhs is not None else "left"
            raise self.error(f"missing {side} operand of binary operator")
        raise self.error("expected affine expression")

    def _parenthesized(self) -> AffineExpr:
        self.expect("(", "expected '('")
        if self.tokens.is_(")"):
            raise self.error("no expression inside parentheses")
        expr = self.expression()
        self.expect(")", "expected ')'")
        return expr

    def _integer(self, token: Token) -> AffineExpr:
        text = token.text
        # More digits than any int64 has is too large, read or not (and Python refuses to
        # read decimal texts of over 4,300 digits).
        too_long = len(text.lstrip("0").removeprefix("x").lstrip("0")) > 20
        value = 0 if too_long else int(text, 0) if text.startswith("0x") else int(text)
        if too_long or value > _INT64_MIN_MAGNITUDE:  # 2**63 is INT64_MIN's magnitude, as printed
            raise self.error("constant too large for index")
        self.tokens.advance()
        return ConstantExpr(value if value < _INT64_MIN_MAGNITUDE else -value)

    def _bare_id(self) -> AffineExpr:
        expr = self.names.get(self.tokens.current.text)
        if expr is None:
            raise self.wrong_token("use of undeclared identifier")
        self.tokens.advance()
        return expr

    def _symbol_use(self) -> AffineExpr:
        """`symbol(%value)`."""
        self.tokens.advance()
        self.expect("(", "expected '(' at start of SSA symbol")
        expr = self._ssa_use(is_symbol=True)
        self.expect(")", "expected ')' at end of SSA symbol")
        return expr

    def _ssa_use(self, is_symbol: bool) -> AffineExpr:
        """MLIR's `parseSSAIdExpr`: a value seen before keeps its dimension or symbol."""
        if self.ssa is None:
            raise self.wrong_token("unexpected ssa identifier")
        token = self.tokens.current
        if token.kind != "ssa":
            raise self.wrong_token("expected ssa identifier")
        self.tokens.advance()
        name, _, number = token.text.partition("#")
        key = (name, int(number or 0))
        known = self.names.get(key)
        if known is not None:
            return known
        use = SsaUse(name, key[1], token.start)
        uses = self.ssa.symbols if is_symbol else self.ssa.dims
        expr: AffineExpr = SymbolExpr(len(uses)) if is_symbol else DimExpr(len(uses))
        uses.append(use)
        self.names[key] = expr
        return expr

    # -- maps and sets -------------------------------------------------------------------

    def _define(self, expr: AffineExpr) -> None:
        """MLIR's `parseIdentifierDefinition`: a name of the dimension or symbol list."""
        token = self.tokens.current
        if token.kind != "id":
            raise self.wrong_token("expected bare identifier")
        if token.text in self.names:
            raise self.error(f"redefinition of identifier '{token.text}'")
        self.tokens.advance()
        self.names[token.text] = expr

    def _inputs(self) -> tuple[int, int]:
        """`(d0, ...)` and the optional `[s0, ...]`: how many of each."""
        dims: list[int] = []
        symbols: list[int] = []

        def dim() -> None:
            self._define(DimExpr(len(dims)))
            dims.append(0)

        def symbol() -> None:
            self._define(SymbolExpr(len(symbols)))
            symbols.append(0)

        self.comma_separated("(", dim, " in dimensional identifier list")
        if self.tokens.is_("["):
            self.comma_separated("[", symbol, " in symbol list")
        return len(dims), len(symbols)

    def map_or_set(self) -> AffineMap | IntegerSet:
        """MLIR's `parseAffineMapOrIntegerSetInline`."""
        num_dims, num_symbols = self._inputs()
        if self.tokens.consume_if("->"):
            results: list[AffineExpr] = []
            self.comma_separated(
                "(", lambda: results.append(self.expression()), " in affine map range"
            )
            return AffineMap(num_dims, num_symbols, tuple(results))
        self.expect(":", "expected '->' or ':'")
        return self._constraints(num_dims, num_symbols)

    def _constraints(self, num_dims: int, num_symbols: int) -> IntegerSet:
        constraints: list[tuple[AffineExpr, bool]] = []
        self.comma_separated(
            "(",
            lambda: constraints.append(self._constraint()),
            " in integer set constraint list",
        )
        if not constraints:  # the degenerate 'true' set: 0 == 0
            return IntegerSet(num_dims, num_symbols, (ConstantExpr(0),), (True,))
        exprs, equalities = zip(*constraints)
        return IntegerSet(num_dims, num_symbols, tuple(exprs), tuple(equalities))

    def _constraint(self) -> tuple[AffineExpr, bool]:
        """`a >= b`, `a <= b` or `a == b`, as `a - b >= 0`, `b - a >= 0`, `a - b == 0`."""
        lhs = self.expression()
        tokens = self.tokens
        if tokens.consume_if(">") and tokens.consume_if("="):
            return simplify.sub(lhs, self.expression()), False
        if tokens.consume_if("<") and tokens.consume_if("="):
            return simplify.sub(self.expression(), lhs), False
        if tokens.consume_if("=") and tokens.consume_if("="):
            return simplify.sub(lhs, self.expression()), True
        raise self.error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def map_of_ssa_ids(self, opener: str | None) -> AffineMap:
        """MLIR's `parseAffineMapOfSSAIds`: results in `(...)` / `[...]` (None: just one),
        over the SSA values they name."""
        results: list[AffineExpr] = []
        if opener is None:
            results.append(self.expression())
        else:
            self.comma_separated(
                opener, lambda: results.append(self.expression()), " in affine map"
            )
        assert self.ssa is not None
        return AffineMap(len(self.ssa.dims), len(self.ssa.symbols), tuple(results))


def _low(op: str | None, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return simplify.add(lhs, rhs) if op == "+" else simplify.sub(lhs, rhs)


def parse_map_or_set(text: str, pos: int) -> tuple[AffineMap | IntegerSet, int]:
    """The map or set whose body starts at `pos` of `text`, and where it ends."""
    parser = AffineParser(text, pos)
    found = parser.map_or_set()
    return found, parser.end


def parse_map(text: str) -> AffineMap:
    """The map `text` is the body of (`(d0) -> (d0 + 1)`); it must be all of it."""
    found, end = parse_map_or_set(text, 0)
    if not isinstance(found, AffineMap) or text[end:].strip():
        raise AffineSyntaxError("expected an affine map", end)
    return found


def parse_set(text: str) -> IntegerSet:
    """The integer set `text` is the body of; it must be all of it."""
    found, end = parse_map_or_set(text, 0)
    if not isinstance(found, IntegerSet) or text[end:].strip():
        raise AffineSyntaxError("expected an integer set", end)
    return found
