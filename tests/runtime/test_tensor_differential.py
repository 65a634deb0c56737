"""Random chains of `tensor` ops (casts, slices, inserts, dims, pads, collapses) over mixes
of static sizes, constants and arguments canonicalize as with mlir-opt 22, byte for byte:
the tensor folders and patterns (`runtime/dialects/tensor/`) against the reference, on
inputs nobody wrote by hand, invalid-at-run-time ones (out-of-bounds slices) included."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

Shape = list[int | str]
"""A tensor shape: sizes, `"?"` for a dynamic one."""


def _type(shape: Shape) -> str:
    return "tensor<" + "".join(f"{size}x" for size in shape) + "f32>"


class _Program:
    """A function being written: its arguments, lines and index constants."""

    def __init__(self, rng: random.Random, rank: int):
        self.rng = rng
        self.shape: Shape = [rng.choice([2, 4, 8, 16]) for _ in range(rank)]
        self.arguments = [f"%a: {_type(self.shape)}", "%i: index", "%j: index"]
        self.constants: list[str] = []
        self.lines: list[str] = []
        self.current = "%a"
        self.results: list[tuple[str, str]] = []

    def constant(self, value: int) -> str:
        name = f"%c{value}"
        line = f"  {name} = arith.constant {value} : index"
        if line not in self.constants:
            self.constants.append(line)
        return name

    def entry(self, value: int) -> str:
        """A static entry, a constant or an argument."""
        draw = self.rng.random()
        if draw < 0.4:
            return str(value)
        return self.constant(value) if draw < 0.8 else self.rng.choice(["%i", "%j"])

    def cast(self, name: str) -> None:
        shape = [size if self.rng.random() < 0.5 else "?" for size in self.shape]
        self.lines.append(
            f"  {name} = tensor.cast {self.current} : {_type(self.shape)} to {_type(shape)}"
        )
        self.current, self.shape = name, shape

    def slice_lists(self) -> tuple[list[str], list[str], list[str], Shape]:
        offsets, sizes, strides, shape = [], [], [], []
        for size in self.shape:
            extent = size if isinstance(size, int) else 4
            offset = self.rng.choice([0, 0, 1])
            length = self.rng.choice([1, 1, 2, max(extent - offset, 1)])
            offsets.append(self.entry(offset))
            sizes.append(self.entry(length))
            strides.append(self.entry(1))
            shape.append(int(sizes[-1]) if sizes[-1].isdigit() else "?")
        return offsets, sizes, strides, shape

    def extract_slice(self, name: str) -> None:
        offsets, sizes, strides, shape = self.slice_lists()
        reduced = [size for size in shape if not (size == 1 and self.rng.random() < 0.3)]
        self.lines.append(
            f"  {name} = tensor.extract_slice {self.current}[{', '.join(offsets)}] "
            f"[{', '.join(sizes)}] [{', '.join(strides)}] : {_type(self.shape)} to "
            f"{_type(reduced)}"
        )
        self.current, self.shape = name, reduced

    def insert_slice(self, name: str) -> None:
        offsets, sizes, strides, shape = self.slice_lists()
        source = [size if self.rng.random() < 0.7 else "?" for size in shape]
        self.arguments.append(f"{name}.src: {_type(source)}")
        self.lines.append(
            f"  {name} = tensor.insert_slice {name}.src into {self.current}"
            f"[{', '.join(offsets)}] [{', '.join(sizes)}] [{', '.join(strides)}] : "
            f"{_type(source)} into {_type(self.shape)}"
        )
        self.current = name

    def dim(self, name: str) -> None:
        if not self.shape:  # a 0-d tensor (after a collapse) has no dimension to ask for
            return
        index = self.constant(self.rng.randrange(len(self.shape)))
        self.lines.append(f"  {name} = tensor.dim {self.current}, {index} : {_type(self.shape)}")
        self.results.append((name, "index"))

    def pad(self, name: str) -> None:
        low = [
            self.rng.choice(["0", "1", "%i", self.constant(0), self.constant(2)])
            for _ in self.shape
        ]
        high = [
            self.rng.choice(["0", "1", "%j", self.constant(0), self.constant(1)])
            for _ in self.shape
        ]
        shape: Shape = []
        for size, lo, hi in zip(self.shape, low, high):
            known = isinstance(size, int) and lo.isdigit() and hi.isdigit()
            shape.append(size + int(lo) + int(hi) if known and self.rng.random() < 0.6 else "?")  # type: ignore[operator]
        arguments = ", ".join(f"%b{n}: index" for n in range(len(self.shape)))
        nofold = " nofold" if self.rng.random() < 0.2 else ""
        self.lines.append(f"  {name}.v = arith.constant 0.0 : f32")
        self.lines.append(
            f"  {name} = tensor.pad {self.current}{nofold} low[{', '.join(low)}] "
            f"high[{', '.join(high)}] {{\n  ^bb0({arguments}):\n    tensor.yield {name}.v : f32\n"
            f"  }} : {_type(self.shape)} to {_type(shape)}"
        )
        self.current, self.shape = name, shape

    def collapse(self, name: str) -> None:
        head = self.shape[:2]
        if len(self.shape) < 2 or not all(isinstance(size, int) for size in head):
            return
        shape = [head[0] * head[1], *self.shape[2:]]  # type: ignore[operator]
        groups = "[[0, 1]" + "".join(f", [{i}]" for i in range(2, len(self.shape))) + "]"
        self.lines.append(
            f"  {name} = tensor.collapse_shape {self.current} {groups} : "
            f"{_type(self.shape)} into {_type(shape)}"
        )
        self.current, self.shape = name, shape

    def text(self) -> str:
        results = [*self.results, (self.current, _type(self.shape))]
        types = ", ".join(type for _, type in results)
        body = "\n".join(self.constants + self.lines)
        values = ", ".join(value for value, _ in results)
        return (
            f"func.func @f({', '.join(self.arguments)}) -> ({types}) {{\n{body}\n"
            f"  return {values} : {types}\n}}\n"
        )


@st.composite
def tensor_programs(draw: st.DrawFn) -> str:
    """One to four tensor ops applied in turn to a ranked tensor argument."""
    rng = draw(st.randoms(use_true_random=False))
    program = _Program(rng, rng.choice([1, 2, 3]))
    steps = [
        _Program.cast,
        _Program.extract_slice,
        _Program.insert_slice,
        _Program.dim,
        _Program.pad,
        _Program.collapse,
    ]
    for index in range(rng.randint(1, 4)):
        rng.choice(steps)(program, f"%v{index}")
    return program.text()


@requires_mlir_opt
@settings(max_examples=examples(120), deadline=None)
@given(source=tensor_programs())
def test_random_tensor_programs_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assume(expected.returncode == 0)  # the generator writes some ops mlir-opt rejects
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    assert out == expected.stdout
