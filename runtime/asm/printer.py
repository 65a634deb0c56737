"""Printer for MLIR's generic operation form.

SSA values are numbered as mlir-opt numbers them in the generic form
(`number_values`), blocks are labelled per region with MLIR's predecessor
comments, so the output is mlir-opt's byte for byte. Printing is iterative, so
nesting depth is unbounded.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..ir.attributes import UNIT, Attribute, ExplicitProperties, quote_string
from ..ir.collector import collector_paused
from ..ir.context import Context, OperationName, Trait
from ..ir.diagnostics import DiagnosticError
from ..ir.operation import Block, BlockArgument, Operation, Region, Value
from ..ir.types import function_type_text
from ..ir.verifier import verify
from .alias_text import mentions_aliasable, renumber_distinct
from .alias_walk import alias_visits
from .attribute_aliases import AttributeAliases
from .custom_form import CustomForm
from .elided_elements import elide_large_elements
from .form_lookup import op_asm
from .location_aliases import Definition, LocationAliases, join_when_full
from .op_asm_printer import OpAsmPrinter
from .resources import print_resources, referenced_blobs
from .ssa_names import custom_value_names

_BARE_KEY = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)


UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>"


def number_values(root: Operation) -> dict[Value | Block, str]:
    """SSA names and block labels as MLIR's generic printer gives them: `^bbN` per
    region; values unique across the whole print, `%argN` for entry-block arguments,
    `%N` for other values, one number per op (`%N#i` for each result of a multi-result
    op); regions are numbered from a stack, so the last sibling's regions come first
    and counters never restart."""
    names: dict[Value | Block, str] = {}
    next_value = 0
    next_argument = 0
    if root.results:
        next_value = _name_results(root, names, next_value)
    stack = list(root.regions)
    while stack:
        region = stack.pop()
        for index, block in enumerate(region.blocks):
            names[block] = f"^bb{index}"
            for arg in block.arguments:
                if index:
                    names[arg] = f"%{next_value}"
                    next_value += 1
                else:
                    names[arg] = f"%arg{next_argument}"
                    next_argument += 1
            op = block._first
            while op is not None:
                if op.results:
                    next_value = _name_results(op, names, next_value)
                if op.regions:
                    stack += op.regions
                op = op._next
    return names


def _name_results(op: Operation, names: dict[Value | Block, str], number: int) -> int:
    results = op.results
    if len(results) == 1:
        names[results[0]] = "%" + str(number)
    else:
        for result in results:
            names[result] = f"%{number}#{result.index}"
    return number + 1


class Printer:
    """Prints ops in their custom form where they have one (generically with `generic`);
    one instance prints one top-level op."""

    def __init__(
        self, *, debuginfo: bool = False, local_scope: bool = False, generic: bool = False
    ):
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        self.generic = generic
        self._names: dict[Value | Block, str] = {}
        self._result_headers: dict[Operation, str] = {}  # ops whose results are in groups
        self._region_predecessors: dict[Region, dict[Block, list[Block]]] = {}  # custom form
        self._root: Operation | None = None
        self.skip_regions = False  # regions printed `{...}` (MLIR's `skipRegions`)
        # With `marked`, each op printed on a line of its own is preceded by a mark (its
        # index here) where its text starts, for `print_with_op_positions`.
        self.marked: list[Operation] | None = None
        self._aliases: LocationAliases | None = None
        self._keys: dict[str, str] = {}  # printed dictionary keys
        self._op_names: dict[str, str] = {}  # quoted op names
        # Custom op names as printed, by op name and that of the op around it (`_short_name`).
        self._short_names: dict[tuple[OperationName, OperationName | None], str] = {}

    def print(self, root: Operation, context: Context | None = None) -> str:
        """`root`, then `context`'s resources. As in MLIR, values are numbered as in
        the print of the top-level op (of the nearest isolated op with
        `local_scope`), and only a top-level op, printed without `local_scope`, has
        alias definitions before and after it."""
        return "".join(self.pieces(root, context))

    def pieces(self, root: Operation, context: Context | None = None) -> list[str]:
        """`print`'s text in pieces of a few thousand lines, to write one by one: a large
        print is never held twice."""
        self._name_values(_naming_scope(root, self.local_scope))
        self._root = root
        top_level = root.parent is None and not self.local_scope
        visits = None
        if self.debuginfo and top_level:
            visits = alias_visits(root, generic=self.generic, debuginfo=True)
            self._aliases = LocationAliases(visits)
        tree = self._print_tree(root)
        self._names = {}  # from here on the print is joined: what is done with is let go
        limit = root.name.context.print_elide_elements_limit
        if limit is not None:
            tree = [elide_large_elements(piece, limit) for piece in tree]
        if not top_level:  # MLIR's printFullOpWithIndentAndLoc: no newline, aliases, resources
            text = "".join(tree)
            return [renumber_distinct(text) if "distinct[" in text else text]
        definitions: list[Definition] = []
        deferred: list[Definition] = []
        if self._aliases is not None:
            definitions = self._aliases.definitions(deferred=False)
            deferred = self._aliases.definitions(deferred=True)
            self._aliases = None
        if any(mentions_aliasable(piece) for piece in tree) or any(
            mentions_aliasable(d.line) for d in definitions + deferred
        ):
            # Maybe something to alias (rare). Attribute and type texts are the only parts of
            # the tree where keywords can be outside strings, so its whole text is rewritten,
            # piece by piece (pieces end at line ends).
            if visits is None:
                visits = alias_visits(root, generic=self.generic, debuginfo=False)
            attributes = AttributeAliases(visits)
            definitions = [d._replace(line=attributes.rewrite(d.line)) for d in definitions]
            deferred = [d._replace(line=attributes.rewrite(d.line)) for d in deferred]
            definitions += attributes.definitions(deferred=False)
            deferred += attributes.definitions(deferred=True)
            for index, piece in enumerate(tree):
                tree[index] = attributes.rewrite(piece)
        resources = (
            print_resources(
                context.resources,
                referenced_blobs([*tree, *(d.line for d in definitions + deferred)]),
            )
            if context is not None
            else ""
        )
        out = _output(definitions, tree, deferred, resources)
        if any("distinct[" in piece for piece in out):  # some not aliased: numbered as printed
            numbers: dict[str, int] = {}
            out = [renumber_distinct(piece, numbers) for piece in out]
        return out

    def _name_values(self, scope: Operation) -> None:
        """Name the values and blocks printed with `scope` (as the generic or the custom
        form names them)."""
        if self.generic:
            self._names = number_values(scope)
        else:
            names = custom_value_names(scope)
            self._names, self._result_headers = names.names, names.result_headers

    # -- ops --------------------------------------------------------------------

    def _print_tree(self, root: Operation, indent: int = 0) -> list[str]:
        """The print of `root` (at `indent`) and its regions, in pieces: a few thousand lines
        each, so that the print holds few objects when it is joined."""
        joined: list[str] = []
        out: list[str] = []
        # Work items: a str to emit, or (op, indent): print `op`, then the ops after it in
        # its block, each on a new line.
        stack: list[str | tuple[Operation, int]] = []
        print_op = self._print_op if self.marked is None else self._print_marked_op
        nested = print_op(root, indent, out)
        if nested:
            stack += nested
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            op: Operation | None
            op, indent = item
            while op is not None:
                out.append("\n")
                nested = print_op(op, indent, out)
                op = op._next
                join_when_full(out, joined)
                if nested:
                    if op is not None:
                        stack.append((op, indent))
                    stack += nested
                    break
        joined.append("".join(out))
        return joined

    def _print_marked_op(
        self, op: Operation, indent: int, out: list[str]
    ) -> list[str | tuple[Operation, int]] | None:
        """`_print_op`, marking where `op`'s text starts (`marked`)."""
        marked = self.marked
        assert marked is not None
        start = len(out)
        nested = self._print_op(op, indent, out)
        out[start] = out[start][:indent] + _mark(len(marked)) + out[start][indent:]
        marked.append(op)
        return nested

    def _print_op(
        self, op: Operation, indent: int, out: list[str]
    ) -> list[str | tuple[Operation, int]] | None:
        """Print `op` up to its regions; the work items that print its regions and the rest
        of it, last first (None when it has no regions, or prints in its custom form)."""
        if not self.generic:
            form = op_asm(op.name).form
            if form is not None:
                out.append(self._custom_op(op, form, indent))
                return None
        header = self._header(op, indent)
        if not op.regions:
            out.append(header + self._tail(op))
            return None
        out.append(header + " ({")
        margin = "\n" + " " * indent
        items: list[str | tuple[Operation, int]] = [margin + "})" + self._tail(op)]
        for index, region in enumerate(reversed(op.regions)):
            if index:
                items.append(margin + "}, {")
            self._region_items(region, indent, items)
        return items

    def _region_items(
        self, region: Region, indent: int, items: list[str | tuple[Operation, int]]
    ) -> None:
        """Add the work items printing `region`'s blocks, last first."""
        labels = self._names
        blocks = region.blocks
        preds = _predecessors(region) if len(blocks) > 1 else {}
        for index in range(len(blocks) - 1, -1, -1):
            block = blocks[index]
            if block._first is not None:
                items.append((block._first, indent + 2))
            if block.arguments or index or block._first is None:
                header = self._block_header(block, labels[block])
                if index:
                    header += _predecessor_comment(preds.get(block, []), labels)
                items.append("\n" + " " * indent + header)

    def _block_header(self, block: Block, label: str) -> str:
        if not block.arguments:
            return label + ":"
        names = self._names
        parts = [
            f"{names[arg]}: {arg.type.text}{self.argument_location(arg)}" for arg in block.arguments
        ]
        return f"{label}({', '.join(parts)}):"

    def argument_location(self, arg: BlockArgument) -> str:
        """` loc(...)` of a block argument with debug info (never an alias), else ``."""
        if not self.debuginfo:
            return ""
        loc = arg.location
        return " " + (str(loc) if self._aliases is None else self._aliases.inline(loc))

    def block_header(self, block: Block) -> str:
        """A block's label, arguments and predecessors comment (MLIR's `print(Block *)`)."""
        label = self._names[block]
        header = self._block_header(block, label)
        region = block.parent
        if region is not None and region.blocks[0] is not block:
            preds = self._region_predecessors.get(region)
            if preds is None:
                preds = self._region_predecessors[region] = _predecessors(region)
            header += _predecessor_comment(preds.get(block, []), self._names)
        return header

    def value_name(self, value: Value | Block) -> str:
        """The printed name of a value or block label."""
        return self._names.get(value, UNKNOWN_VALUE)

    def rename(self, value: Value, name: str) -> None:
        """Print `value` as `name` from here on."""
        self._names[value] = name

    def dict_text(self, entries: Mapping[str, Attribute]) -> str:
        """`{name = value, ...}`, sorted by name."""
        return self._dict(entries)

    def op_text(self, op: Operation, indent: int) -> str:
        """The whole print of `op` at `indent` (custom or generic), without a line end."""
        if op.regions or self.marked is not None:
            return "".join(self._print_tree(op, indent))
        out: list[str] = []  # one line: no tree to walk
        self._print_op(op, indent, out)
        return "".join(out)

    def bare_op_text(self, op: Operation, indent: int) -> str:
        """`op` as MLIR's `printCustomOrGenericOp` prints it: custom or generic, without its
        results and indentation."""
        form = None if self.generic else op_asm(op.name).form
        if form is None:
            return self.op_text(op, indent).lstrip().removeprefix(self._results_text(op))
        printer = OpAsmPrinter(self, indent)
        printer.print(self._short_name(op))
        form.print(printer, op)
        return printer.text()

    def generic_op_text(self, op: Operation, indent: int) -> str:
        """`op` in the generic form, without its results (MLIR's `printGenericOp`)."""
        custom, self.generic = self.generic, True
        try:
            text = self.op_text(op, indent)
        finally:
            self.generic = custom
        return text.lstrip().removeprefix(self._results_text(op))

    def _custom_op(self, op: Operation, form: CustomForm, indent: int) -> str:
        """`op` in its custom form: results, name (without the default dialect of the op
        around it), what the form prints, the location with debug info."""
        printer = OpAsmPrinter(self, indent)
        printer.out += (" " * indent + self._results_text(op), self._short_name(op))
        form.print(printer, op)
        if self.debuginfo:
            printer.print(" " + self._location_text(op))
        return printer.text()

    def _results_text(self, op: Operation) -> str:
        results = op.results
        if not results:
            return ""
        names = self._names
        if len(results) == 1:
            return names.get(results[0], UNKNOWN_VALUE) + " = "
        header = self._result_headers.get(op)
        if header is None:
            header = f"{names.get(results[0], UNKNOWN_VALUE).partition('#')[0]}:{len(results)}"
        return header + " = "

    def _short_name(self, op: Operation) -> str:
        """MLIR's `printOpName`: the name without the prefix of the default dialect (that of
        the op around it; builtin for the op printed)."""
        parent = None if op is self._root else op.parent_op
        key = (op.name, None if parent is None else parent.name)
        short = self._short_names.get(key)
        if short is None:
            name = op.name.name
            default = "builtin" if parent is None else op_asm(parent.name).interface.default_dialect
            short = name
            if default and name.startswith(default + ".") and name.count(".") == 1:
                short = name[len(default) + 1 :]
            self._short_names[key] = short
        return short

    def _header(self, op: Operation, indent: int) -> str:
        """`op` up to its regions: results, name, operands, successors and properties."""
        names = self._names
        results = op.results
        if not results:
            text = " " * indent
        elif len(results) == 1:
            text = " " * indent + names[results[0]] + " = "
        else:
            text = " " * indent + self._results_text(op)  # `%N:2 = ` (custom: maybe groups)
        name = op.name.name
        quoted = self._op_names.get(name)
        if quoted is None:
            quoted = self._op_names[name] = quote_string(name)
        try:
            operands = ", ".join([names[value] for value in op._operands])
        except KeyError:  # a value outside the numbered scope (invalid IR)
            operands = ", ".join([names.get(value, UNKNOWN_VALUE) for value in op._operands])
        text += quoted + "(" + operands + ")"
        if op.successors:
            text += "[" + ", ".join([names[b] for b in op.successors]) + "]"
        properties = op._properties
        if properties or type(properties) is ExplicitProperties:
            text += " <" + self._dict(properties) + ">"
        return text

    def _tail(self, op: Operation) -> str:
        """`op` after its regions: attributes, function type and location."""
        signature = " : " + function_type_text(
            [v.type for v in op._operands], [r.type for r in op.results]
        )
        attributes = op._attributes
        text = (" " + self._dict(attributes) if attributes else "") + signature
        if self.debuginfo:
            text += " " + self._location_text(op)
        return text

    def _location_text(self, op: Operation) -> str:
        loc = op.location
        return str(loc) if self._aliases is None else self._aliases.use(loc)

    def _dict(self, entries: Mapping[str, Attribute]) -> str:
        keys = self._keys
        parts = []
        for name in sorted(entries) if len(entries) > 1 else entries:
            key = keys.get(name)
            if key is None:
                key = keys[name] = name if _BARE_KEY.match(name) else quote_string(name)
            value = entries[name]
            parts.append(key if value is UNIT else key + " = " + value.text)
        return "{" + ", ".join(parts) + "}"


def _output(
    definitions: list[Definition], tree: list[str], deferred: list[Definition], resources: str
) -> list[str]:
    """A top-level op's print: alias definitions (by depth, then name, each name keeping its
    order), the op, the deferred definitions (sorted alike), the resource section."""
    definitions.sort(key=lambda d: (d.depth, d.name))
    deferred.sort(key=lambda d: (d.depth, d.name))
    out = [d.line for d in definitions]
    out += tree
    out.append("\n")
    out += [d.line for d in deferred]
    if resources:
        out.append("\n" + resources)  # after a blank line, as mlir-opt prints it
    return out


def _naming_scope(op: Operation, local_scope: bool) -> Operation:
    """MLIR's `findParent`: the op whose print numbers `op`'s values."""
    while not (local_scope and Trait.ISOLATED_FROM_ABOVE in op.name.traits):
        parent = op.parent_op
        if parent is None:
            break
        op = parent
    return op


def _predecessors(region: Region) -> dict[Block, list[Block]]:
    """Each block's predecessors in `region`, one per branch edge, in block order."""
    preds: dict[Block, list[Block]] = {}
    for block in region.blocks:
        terminator = block.last_op
        if terminator is not None:
            for successor in terminator.successors:
                preds.setdefault(successor, []).append(block)
    return preds


def _predecessor_comment(preds: list[Block], labels: dict[Value | Block, str]) -> str:
    """MLIR's comment after a non-entry block's header."""
    if not preds:
        return "  // no predecessors"
    if len(preds) == 1:
        return f"  // pred: {labels[preds[0]]}"
    return f"  // {len(preds)} preds: " + ", ".join(labels[pred] for pred in preds)


def print_op(
    op: Operation,
    *,
    debuginfo: bool = False,
    local_scope: bool = False,
    context: Context | None = None,
    generic: bool | None = None,
    assume_verified: bool | None = None,
) -> str:
    """`op` (and its regions), each op in its custom form where it has one, in the generic
    form with `generic` (`--mlir-print-op-generic`; None: as its context's
    `print_op_generic` says); a top-level op printed without
    `local_scope` ends in a newline (then its resources), any other print does not.

    As MLIR's printer, a custom-form print first verifies `op`, and prints it all in the
    generic form if it fails (custom forms may not cope with invalid ops), unless
    `assume_verified` (`--mlir-print-assume-verified`; None: as its context says).

    With `debuginfo`, locations are printed as `loc(#locN)` aliases defined after
    the op (inline with `local_scope`), as `mlir-opt --mlir-print-debuginfo` does.
    `context` adds the file-level resource section.
    """
    pieces = print_pieces(
        op,
        debuginfo=debuginfo,
        local_scope=local_scope,
        context=context,
        generic=generic,
        assume_verified=assume_verified,
    )
    return "".join(pieces)


def print_pieces(
    op: Operation,
    *,
    debuginfo: bool = False,
    local_scope: bool = False,
    context: Context | None = None,
    generic: bool | None = None,
    assume_verified: bool | None = None,
) -> list[str]:
    """`print_op`'s text in pieces of a few thousand lines each (to write a large print
    without joining it)."""
    generic = _prints_generically(op, generic, assume_verified)
    printer = Printer(debuginfo=debuginfo, local_scope=local_scope, generic=generic)
    with collector_paused():  # the printer's objects make no cycles
        return printer.pieces(op, context)


def _prints_generically(op: Operation, generic: bool | None, assume_verified: bool | None) -> bool:
    """Whether `op` prints in the generic form: asked for (None: as its context says), or it
    fails verification, which a custom-form print runs first unless `assume_verified`
    (MLIR's `verifyOpAndAdjustFlags`; the verifier's diagnostics are dropped)."""
    context = op.name.context
    if generic if generic is not None else context.print_op_generic:
        return True
    if assume_verified if assume_verified is not None else context.print_assume_verified:
        return False
    try:
        verify(op)
    except DiagnosticError:
        return True
    return False


def value_names(op: Operation, *, generic: bool, local_scope: bool) -> dict[Value | Block, str]:
    """The names of the values and blocks as a print holding `op` names them: that of the top
    level op, or of the nearest isolated one with `local_scope` (what MLIR's
    `Value::printAsOperand` prints)."""
    printer = Printer(generic=generic)
    printer._name_values(_naming_scope(op, local_scope))
    return printer._names


_MARK = re.compile("\ue000([0-9]+)\ue001")


def _mark(index: int) -> str:
    return f"\ue000{index}\ue001"


def print_with_op_positions(
    op: Operation, *, debuginfo: bool, local_scope: bool, generic: bool
) -> tuple[str, dict[Operation, tuple[int, int]]]:
    """`print_op`'s text of `op`, and the line (from 1) and column (from 0) where each op
    printed on a line of its own starts in it (MLIR's `AsmState::LocationMap`; ops a custom
    form elides, such as implicit terminators, have none)."""
    printer = Printer(
        debuginfo=debuginfo,
        local_scope=local_scope,
        generic=_prints_generically(op, generic, None),
    )
    marked: list[Operation] = []
    printer.marked = marked
    with collector_paused():
        text = "".join(printer.pieces(op))
    positions: dict[Operation, tuple[int, int]] = {}
    pieces: list[str] = []
    line, line_start, length, copied = 1, 0, 0, 0  # line_start, length: in the output
    for found in _MARK.finditer(text):
        before = text[copied : found.start()]
        pieces.append(before)
        newlines = before.count("\n")
        if newlines:
            line += newlines
            line_start = length + before.rindex("\n") + 1
        length += len(before)
        positions[marked[int(found.group(1))]] = (line, length - line_start)
        copied = found.end()
    pieces.append(text[copied:])
    return "".join(pieces), positions


def print_op_summary(
    op: Operation, *, local_scope: bool = False, generic: bool | None = None
) -> str:
    """`op` on one line with its regions elided as `{...}` (MLIR's `skipRegions` print),
    in its custom form if it has one (unless `generic`; None: as its context says), values
    named as in the print of the whole IR (of the nearest isolated op with `local_scope`)."""
    return OpSummaries(op, local_scope=local_scope, generic=generic)(op)


class OpSummaries:
    """`print_op_summary` of many ops with the value names of one print holding `anchor`
    (MLIR's `AsmState`, made once, then printed with): names are not redone per op. With
    `debuginfo`, ops print their locations when the context says so (as MLIR's
    `OpPrintingFlags`, which read `--mlir-print-debuginfo`)."""

    def __init__(
        self,
        anchor: Operation,
        *,
        local_scope: bool = False,
        generic: bool | None = None,
        debuginfo: bool = False,
    ):
        context = anchor.name.context
        if generic is None:
            generic = context.print_op_generic
        self.generic = generic
        self.printer = Printer(generic=generic, debuginfo=debuginfo and context.print_debuginfo)
        self.printer.skip_regions = True
        self.printer._name_values(_naming_scope(anchor, local_scope))

    def __call__(self, op: Operation) -> str:
        printer = self.printer
        printer._root = op
        form = None if self.generic else op_asm(op.name).form
        if form is not None:
            return printer._custom_op(op, form, 0)
        regions = ", ".join("{...}" for _ in op.regions)
        return printer._header(op, 0) + (f" ({regions})" if regions else "") + printer._tail(op)
