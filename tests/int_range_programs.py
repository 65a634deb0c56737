"""Random integer programs for the integer range analysis: function arguments clamped to
random bounds (`minsi`/`maxsi`/`minui`/`maxui`), a chain of random arith (or index) ops on
them and on constants, and compares of the results with random constants, all returned.
What a program proves constant depends on every op's inference."""

from __future__ import annotations

from hypothesis import strategies as st

ARITH_BINARY = (
    "addi",
    "subi",
    "muli",
    "divui",
    "divsi",
    "ceildivui",
    "ceildivsi",
    "floordivsi",
    "remui",
    "remsi",
    "andi",
    "ori",
    "xori",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
    "shli",
    "shrui",
    "shrsi",
)
INDEX_BINARY = (
    "add",
    "sub",
    "mul",
    "divu",
    "divs",
    "ceildivu",
    "ceildivs",
    "floordivs",
    "remu",
    "rems",
    "and",
    "or",
    "xor",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "shl",
    "shrs",
    "shru",
)
PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CLAMPS = ("minsi", "maxsi", "minui", "maxui")
FLAGS = ("", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>")


@st.composite
def arith_programs(draw: st.DrawFn) -> str:
    """A function of two `iN` arguments (N of 8, 16, 32 or `index`) in arith."""
    type_ = draw(st.sampled_from(("i8", "i16", "i32", "index")))
    bits = 64 if type_ == "index" else int(type_[1:])
    small = st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1) | st.integers(-20, 20)
    lines: list[str] = []
    values = ["%arg0", "%arg1"]

    def constant(value: int) -> str:
        name = f"%c{len(lines)}"
        lines.append(f"{name} = arith.constant {value} : {type_}")
        return name

    for argument in ("%arg0", "%arg1"):
        current = argument
        for clamp in draw(st.lists(st.sampled_from(CLAMPS), max_size=2)):
            bound = constant(draw(small))
            name = f"%v{len(lines)}"
            lines.append(f"{name} = arith.{clamp} {current}, {bound} : {type_}")
            current = name
        values.append(current)
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(ARITH_BINARY))
        lhs = draw(st.sampled_from(values))
        rhs = draw(st.sampled_from(values)) if draw(st.booleans()) else constant(draw(small))
        flags = draw(st.sampled_from(FLAGS)) if op in ("addi", "subi", "muli", "shli") else ""
        name = f"%v{len(lines)}"
        lines.append(f"{name} = arith.{op} {lhs}, {rhs}{flags} : {type_}")
        values.append(name)
    results = []
    for value in values[-2:]:
        predicate = draw(st.sampled_from(PREDICATES))
        bound = constant(draw(small))
        name = f"%r{len(lines)}"
        lines.append(f"{name} = arith.cmpi {predicate}, {value}, {bound} : {type_}")
        results.append(name)
    body = "\n".join(f"  {line}" for line in lines)
    return (
        f"func.func @f(%arg0: {type_}, %arg1: {type_}) -> (i1, i1, {type_}) {{\n{body}\n"
        f"  return {', '.join(results)}, {values[-1]} : i1, i1, {type_}\n}}\n"
    )


@st.composite
def index_programs(draw: st.DrawFn) -> str:
    """A function of two `index` arguments in the index dialect (inferred on 32 and 64
    bits)."""
    small = (
        st.integers(-(1 << 40), 1 << 40)
        | st.integers(-20, 20)
        | st.sampled_from((0x7FFFFFFF, 0xFFFFFFFF, -0x80000000, 0x100000000))
    )
    lines: list[str] = []
    values = ["%arg0", "%arg1"]

    def constant(value: int) -> str:
        name = f"%c{len(lines)}"
        lines.append(f"{name} = index.constant {value}")
        return name

    for argument in ("%arg0", "%arg1"):
        current = argument
        for clamp in draw(st.lists(st.sampled_from(("mins", "maxs", "minu", "maxu")), max_size=2)):
            bound = constant(draw(small))
            name = f"%v{len(lines)}"
            lines.append(f"{name} = index.{clamp} {current}, {bound}")
            current = name
        values.append(current)
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(INDEX_BINARY))
        lhs = draw(st.sampled_from(values))
        rhs = draw(st.sampled_from(values)) if draw(st.booleans()) else constant(draw(small))
        name = f"%v{len(lines)}"
        lines.append(f"{name} = index.{op} {lhs}, {rhs}")
        values.append(name)
    results = []
    for value in values[-2:]:
        predicate = draw(st.sampled_from(PREDICATES))
        bound = constant(draw(small))
        name = f"%r{len(lines)}"
        lines.append(f"{name} = index.cmp {predicate}({value}, {bound})")
        results.append(name)
    body = "\n".join(f"  {line}" for line in lines)
    return (
        f"func.func @f(%arg0: index, %arg1: index) -> (i1, i1, index) {{\n{body}\n"
        f"  return {', '.join(results)}, {values[-1]} : i1, i1, index\n}}\n"
    )


@st.composite
def affine_expressions(draw: st.DrawFn, depth: int = 2) -> str:
    """An affine expression of `d0`, `d1`, `s0` and constants (a divisor or modulus is a
    positive constant, or a symbol in a semi-affine one: only `s0`)."""
    leaf = st.sampled_from(("d0", "d1", "s0")) | st.integers(-9, 9).map(str)
    if depth == 0 or draw(st.booleans()):
        return draw(leaf)
    lhs = draw(affine_expressions(depth - 1))
    op = draw(st.sampled_from(("+", "*", "mod", "floordiv", "ceildiv", "-")))
    if op in ("mod", "floordiv", "ceildiv"):
        rhs = draw(st.integers(1, 9).map(str) | st.just("s0"))
    elif op == "*":
        rhs = draw(st.integers(-9, 9).map(str) | st.just("s0"))
    else:
        rhs = draw(affine_expressions(depth - 1))
    return f"({lhs} {op} {rhs})"


@st.composite
def affine_programs(draw: st.DrawFn) -> str:
    """`affine.apply`s of random expressions over `index` arguments clamped to random
    signed bounds, compared with constants."""
    bound = st.integers(-100, 100)
    lines: list[str] = []
    clamped = []
    for index in range(3):
        # The symbol, a divisor in semi-affine maps, stays positive (mlir-opt 22 divides
        # by zero otherwise).
        low, high = sorted((draw(bound), draw(bound)))
        if index == 2:
            low, high = abs(low) + 1, abs(low) + 1 + abs(high)
        lines += [
            f"%lo{index} = arith.constant {low} : index",
            f"%hi{index} = arith.constant {high} : index",
            f"%m{index} = arith.maxsi %arg{index}, %lo{index} : index",
            f"%v{index} = arith.minsi %m{index}, %hi{index} : index",
        ]
        clamped.append(f"%v{index}")
    results = []
    for index in range(2):
        expr = draw(affine_expressions())
        predicate = draw(st.sampled_from(PREDICATES))
        lines += [
            f"%a{index} = affine.apply affine_map<(d0, d1)[s0] -> ({expr})>"
            f"({clamped[0]}, {clamped[1]})[{clamped[2]}]",
            f"%k{index} = arith.constant {draw(bound)} : index",
            f"%r{index} = arith.cmpi {predicate}, %a{index}, %k{index} : index",
        ]
        results.append(f"%r{index}")
    body = "\n".join(f"  {line}" for line in lines)
    return (
        f"func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (i1, i1) {{\n{body}\n"
        f"  return {', '.join(results)} : i1, i1\n}}\n"
    )
