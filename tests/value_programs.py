"""Random functions with live and dead values for the liveness analyses and
`remove-dead-values`: a private function computing values from its arguments (some stored,
some returned, some through `scf.if`, some merged by branches), called by a public one that
uses some of the results."""

from __future__ import annotations

from hypothesis import strategies as st

_BINARY = ("addi", "subi", "muli", "xori")


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A private function computing values from its arguments (some stored, some returned,
    some through scf.if, some through a branch), called by a public one that uses some of
    the results."""
    values = ["%a0", "%a1", "%a2"]
    body: list[str] = []
    for i in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(_BINARY))
        lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        body.append(f"  %v{i} = arith.{op} {lhs}, {rhs} : i32")
        values.append(f"%v{i}")
    if draw(st.booleans()):
        then, other = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        body += [
            "  %if:2 = scf.if %c -> (i32, i32) {",
            f"    scf.yield {then}, {other} : i32, i32",
            "  } else {",
            f"    scf.yield {other}, {then} : i32, i32",
            "  }",
        ]
        values += ["%if#0", "%if#1"]
    if draw(st.booleans()):
        body.append(f"  memref.store {draw(st.sampled_from(values))}, %m[] : memref<i32>")
    returned = [draw(st.sampled_from(values)) for _ in range(draw(st.integers(0, 3)))]
    if draw(st.booleans()):
        # Two blocks, each reached once: mlir-opt 22 leaves a block reached by both
        # edges of one branch with operands its arguments no longer match.
        then, other = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        body += [
            f"  cf.cond_br %c, ^bb1({then} : i32), ^bb2({other} : i32)",
            "^bb1(%p: i32):",
            "  cf.br ^bb3(%p : i32)",
            "^bb2(%q: i32):",
            "  cf.br ^bb3(%q : i32)",
            "^bb3(%merged: i32):",
        ]
        returned.append("%merged")
    types = ", ".join(["i32"] * len(returned))
    callee = [
        f"func.func private @f(%c: i1, %a0: i32, %a1: i32, %a2: i32, %m: memref<i32>) -> ({types}) {{",
        *body,
        f"  return {', '.join(returned)}{' : ' + types if returned else ''}",
        "}",
    ]
    used = [i for i in range(len(returned)) if draw(st.booleans())]
    results = f"%r:{len(returned)} = " if len(returned) > 1 else ("%r = " if returned else "")
    names = [f"%r#{i}" if len(returned) > 1 else "%r" for i in used]
    main = [
        "func.func @main(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> ("
        + ", ".join(["i32"] * len(used))
        + ") {",
        f"  {results}func.call @f(%c, %x, %y, %x, %m) : (i1, i32, i32, i32, memref<i32>) -> ({types})",
        f"  return {', '.join(names)}{' : ' + ', '.join(['i32'] * len(used)) if used else ''}",
        "}",
    ]
    return "\n".join(callee + main) + "\n"
