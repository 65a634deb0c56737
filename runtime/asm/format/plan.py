"""An op's declarative form compiled once (cached per op name): its ODS `assemblyFormat`
(upstream_formats.json) read into a `Format`, then into print steps and parse steps, as
OpFormatGen generates an op's `print` and `parse`. An op the interpreter cannot reproduce
faithfully (an unknown custom directive or type transformer, C++ type inference, ...)
gets no form: it stays generic rather than print or read wrongly."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from ...ir import json_blocks
from ...ir.context import OperationName
from ...ir.op_properties import op_properties
from ...ir.operation import Operation
from ..custom_form import CustomForm
from ..format_data import FORMATS
from ..op_asm_parser import OpAsmParser
from ..op_asm_printer import OpAsmPrinter
from ..operation_state import OperationState
from .bindings import Bindings
from .errors import FormatError
from .line_plan import LineCompiler, LinePlan
from .op_info import OpInfo
from .parsed import Parsed
from .parser import parse_format
from .parsing import ParseCompiler
from .printing import PrintCompiler
from .resolution import Finish, finisher
from .spec import OpSpec
from .type_inference import Unsupported


def declarative_form(name: OperationName) -> CustomForm | None:
    """The form the op's `assemblyFormat` declares, or None: its dialect's own formats
    (`Dialect.formats`, a project's) else upstream_formats.json's."""
    loaded = name.context.loaded_dialects.get(name.dialect)
    tables = None if loaded is None else loaded.formats
    if tables is not None:
        return form_of(name.name, tables)
    return upstream_form(name.name)


@functools.cache
def upstream_form(op_name: str) -> CustomForm | None:
    """The declarative form of upstream op `op_name` (`dialect.mnemonic`), or None when it
    has no format or the interpreter cannot handle it."""
    tables: Mapping[str, Any] | None = json_blocks.block(FORMATS, op_name.partition(".")[0])
    return None if tables is None else form_of(op_name, tables)


def form_of(op_name: str, tables: Mapping[str, Any]) -> CustomForm | None:
    """The form of op `op_name` from its dialect's `tables` (one block of
    upstream_formats.json's layout), or None: no format, or one the interpreter cannot
    handle."""
    entry = tables.get(op_name.partition(".")[2])
    if entry is None or "format" not in entry:
        return None
    try:
        return compile_form(op_name, entry, tables)
    except (Unsupported, FormatError):
        return None


def compile_form(op_name: str, entry: Mapping[str, Any], tables: Mapping[str, Any]) -> CustomForm:
    """The form of `entry`'s format (`Unsupported` if the interpreter cannot handle it)."""
    spec = OpSpec.from_data(entry)
    format = parse_format(entry["format"], spec)
    info = OpInfo(op_name, entry, tables, spec, format, op_properties(op_name).defaults)
    bindings = Bindings(info)
    print_steps = PrintCompiler(info, bindings).compile(format.elements)
    compiler = ParseCompiler(info, bindings)
    parse_steps = compiler.compile(format.elements)
    finish = finisher(info)
    line = line_plan(info, bindings, compiler, finish)
    counts = (len(spec.operands), len(spec.results), len(spec.regions), len(spec.successors))

    def parse(parser: OpAsmParser, state: OperationState) -> None:
        parsed = Parsed(state, counts, parser.name_loc)
        for step in parse_steps:
            step(parser, parsed)
        finish(parser, parsed)

    def print_op(printer: OpAsmPrinter, op: Operation) -> None:
        for step in print_steps:
            step(printer, op)

    return CustomForm(parse, print_op, parse_line=None if line is None else line.parse)


def line_plan(
    info: OpInfo, bindings: Bindings, compiler: ParseCompiler, finish: Finish
) -> LinePlan | None:
    """The fast path of the op's parser, if its format has one."""
    try:
        return LineCompiler(info, bindings, compiler).compile(info.format.elements, finish)
    except Unsupported:
        return None
