"""Random call graphs for the inliner's property tests: up to five functions of
`(i32) -> i32` that call each other in chains and cycles, from one block, from several (a
`cf.cond_br` diamond whose arms return), from inside `scf.if`, or through `func.constant`
and `func.call_indirect`; public or private. Each block makes at most two steps: inlining
multiplies call sites, and mlir-opt itself takes seconds past that."""

from __future__ import annotations

from hypothesis import strategies as st


@st.composite
def call_graphs(draw: st.DrawFn) -> str:
    count = draw(st.integers(1, 5))
    names = [f"f{i}" for i in range(count)]
    functions = [_function(draw, name, names) for name in names]
    return "module {\n" + "\n".join(functions) + "}\n"


def _function(draw: st.DrawFn, name: str, names: list[str]) -> str:
    private = draw(st.booleans())
    shape = draw(st.sampled_from(["straight", "diamond", "nested"]))
    counter = [0]

    def fresh() -> str:
        counter[0] += 1
        return f"%v{counter[0]}"

    def steps(value: str, indent: str) -> tuple[list[str], str]:
        lines: list[str] = []
        for _ in range(draw(st.integers(0, 2))):  # more: exponential growth
            kind = draw(st.sampled_from(["add", "call", "call", "indirect"]))
            result = fresh()
            if kind == "add":
                constant = fresh()
                lines.append(f"{indent}{constant} = arith.constant {draw(st.integers(0, 3))} : i32")
                lines.append(f"{indent}{result} = arith.addi {value}, {constant} : i32")
            elif kind == "call":
                callee = draw(st.sampled_from(names))
                lines.append(f"{indent}{result} = func.call @{callee}({value}) : (i32) -> i32")
            else:
                callee, function = draw(st.sampled_from(names)), fresh()
                lines.append(f"{indent}{function} = func.constant @{callee} : (i32) -> i32")
                lines.append(
                    f"{indent}{result} = func.call_indirect {function}({value}) : (i32) -> i32"
                )
            value = result
        return lines, value

    visibility = "private " if private else ""
    head = f"  func.func {visibility}@{name}(%arg0: i32) -> i32 {{"
    body: list[str]
    if shape == "straight":
        lines, value = steps("%arg0", "    ")
        body = [*lines, f"    return {value} : i32"]
    elif shape == "diamond":
        zero = fresh()
        flag = fresh()
        left, left_value = steps("%arg0", "    ")
        right, right_value = steps("%arg0", "    ")
        body = [
            f"    {zero} = arith.constant 0 : i32",
            f"    {flag} = arith.cmpi eq, %arg0, {zero} : i32",
            f"    cf.cond_br {flag}, ^bb1, ^bb2",
            "  ^bb1:",
            *left,
            f"    return {left_value} : i32",
            "  ^bb2:",
            *right,
            f"    return {right_value} : i32",
        ]
    else:
        zero, flag, result = fresh(), fresh(), fresh()
        then, then_value = steps("%arg0", "      ")
        other, other_value = steps("%arg0", "      ")
        body = [
            f"    {zero} = arith.constant 1 : i32",
            f"    {flag} = arith.cmpi sgt, %arg0, {zero} : i32",
            f"    {result} = scf.if {flag} -> (i32) {{",
            *then,
            f"      scf.yield {then_value} : i32",
            "    } else {",
            *other,
            f"      scf.yield {other_value} : i32",
            "    }",
            f"    return {result} : i32",
        ]
    return "\n".join([head, *body, "  }"]) + "\n"
