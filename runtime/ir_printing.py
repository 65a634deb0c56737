"""IR printing around passes, as MLIR's `IRPrinterInstrumentation` and mlir-opt's
`--mlir-print-ir-*` flags do.

Dumps use mlir-opt-22's headers (`// -----// IR Dump Before CSE (cse) //----- //`)
and the generic form: a nested op is printed with local scope, the top-level op
(and, with `module_scope`, always the top-level op) with its location aliases
and resources. With `tree_dir` each dump goes to its own file, laid out as
mlir-opt's `--mlir-print-ir-tree-dir` lays it out.

Trust boundary: the tree's paths are made of IR text (op names, symbol names) and pass
arguments, and stay inside `tree_dir`: each becomes one path component, with `/` and `\\`
replaced by `_` as mlir-opt replaces them (and NUL, which no path holds); every component
starts with an op name whose dots are underscores, or a dump counter, so none is `.` or `..`.
Dumps are written as any output (`support.output_files`: never over an input); one that
cannot be written is reported on stderr as mlir-opt reports it and counted (`unwritten`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TextIO

from .asm import print_op
from .instrumentation import PassInstrumentation
from .ir import Operation, StringAttr, fingerprint
from .ir.symbol_table import symbol_name
from .pass_ import Pass
from .support.output_files import OutputError, write_output

if TYPE_CHECKING:
    from .pass_manager import PassManager

PassFilter = Callable[[Pass, Operation], bool]

MODULE_SCOPE_THREADING_ERROR = (
    "IR print for module scope can't be setup on a pass-manager without disabling "
    "multi-threading first."
)


class IRPrintingError(ValueError):
    """IR printing was configured in a way MLIR refuses."""


def passes_named(arguments: Iterable[str]) -> PassFilter:
    """A filter selecting passes by pipeline argument (`--mlir-print-ir-before=a,b`)."""
    wanted = frozenset(arguments)
    return lambda pass_, op: pass_.argument in wanted


def _every_pass(pass_: Pass, op: Operation) -> bool:
    return True


def _top_level(op: Operation) -> Operation:
    while (parent := op.parent_op) is not None:
        op = parent
    return op


class IRPrinter(PassInstrumentation):
    """Prints the IR before and after the passes `before` and `after` select.

    `after_only_on_change` skips after-dumps when the op's fingerprint did not
    change; `after_only_on_failure` prints only after failed passes (every failed
    pass when `after` is None, as `--mlir-print-ir-after-failure` does).
    """

    def __init__(
        self,
        manager: PassManager,
        before: PassFilter | None = None,
        after: PassFilter | None = None,
        *,
        after_only_on_change: bool = False,
        after_only_on_failure: bool = False,
        module_scope: bool = False,
        tree_dir: str | None = None,
        stream: TextIO | None = None,
        debuginfo: bool = False,
        generic: bool | None = None,
    ):
        self.manager = manager
        self.before = before
        self.after = _every_pass if after is None and after_only_on_failure else after
        self.after_only_on_change = after_only_on_change
        self.after_only_on_failure = after_only_on_failure
        self.module_scope = module_scope
        self.tree_dir = tree_dir
        self.stream = stream
        self.debuginfo = debuginfo
        self.generic = generic  # None: as the context says (`print_op`)
        self._fingerprints: dict[Pass, bytes] = {}
        self._counters: dict[Operation, int] = {}
        self.unwritten = 0  # dumps to `tree_dir` that could not be written
        self._check_threading()

    def _check_threading(self) -> None:
        if self.module_scope and self.manager.threads > 1:
            raise IRPrintingError(MODULE_SCOPE_THREADING_ERROR)

    # -- hooks ------------------------------------------------------------------------

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None:
        self._check_threading()  # threading may have been enabled after set-up

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        if self.after_only_on_change and self.after is not None:
            self._fingerprints[pass_] = fingerprint(op)
        if self.before is not None and self.before(pass_, op):
            self._dump(f"// -----// IR Dump Before {pass_.name} ({pass_.argument})", pass_, op)

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        if self.after_only_on_failure:
            return
        if self.after_only_on_change and self._fingerprints.pop(pass_, None) == fingerprint(op):
            return
        if self.after is not None and self.after(pass_, op):
            self._dump(f"// -----// IR Dump After {pass_.name} ({pass_.argument})", pass_, op)

    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None:
        self._fingerprints.pop(pass_, None)
        if self.after is not None and self.after(pass_, op):
            header = f"// -----// IR Dump After {pass_.name} Failed ({pass_.argument})"
            self._dump(header, pass_, op)

    # -- output -----------------------------------------------------------------------

    def _dump(self, header: str, pass_: Pass, op: Operation) -> None:
        tree_dir = self.tree_dir
        if tree_dir is None:
            stream = self.stream if self.stream is not None else sys.stderr
            stream.write(header + self._render(op))
            stream.flush()
            return
        path = self._tree_path(tree_dir, op, pass_.argument)
        if path is None:
            self.unwritten += 1
            return
        try:
            write_output(path, header + self._render(op))
        except OutputError as exc:
            self.unwritten += 1
            doing = "opening" if exc.opening else "writing"
            sys.stderr.write(f"Error {doing} output file {path}: {exc}\n")

    def _render(self, op: Operation) -> str:
        """The rest of the header, then the IR and the blank lines after it."""
        where = ""
        if self.module_scope:
            symbol = symbol_name(op)
            where = f" ('{op.name.name}' operation" + (f": @{symbol})" if symbol else ")")
            op = _top_level(op)
        if op.parent is not None:  # nested: local scope, no trailing newline
            text = print_op(op, debuginfo=self.debuginfo, local_scope=True, generic=self.generic)
        else:
            text = print_op(op, debuginfo=self.debuginfo, context=op.context, generic=self.generic)
        return f"{where} //----- //\n{text}\n\n"

    def _tree_path(self, tree_dir: str, op: Operation, argument: str) -> str | None:
        """`DIR/<op>_<symbol>/.../<c0>_..._<cN>_<argument>.mlir`: one directory per
        op from the top-level one down to `op`, and each one's dump counter; None (reported)
        when a directory cannot be created."""
        counters = self._counters
        counters[op] = counters.get(op, -1) + 1
        chain = [op]
        while (parent := chain[-1].parent_op) is not None:
            chain.append(parent)
        chain.reverse()
        folders = [tree_dir]  # created one by one, as mlir-opt: the root, not its parents
        for o in chain:
            folders.append(os.path.join(folders[-1], tree_part(o.name.name, _string_symbol(o))))
        for folder in folders:
            try:
                os.mkdir(folder)
            except FileExistsError:  # what is there fails to hold the next part, if anything
                continue
            except OSError as exc:
                sys.stderr.write(f"Error while creating directory {folder}: {exc.strerror}\n")
                return None
        counts = "_".join(str(counters.setdefault(o, 0)) for o in chain)
        return os.path.join(folders[-1], _path_safe(f"{counts}_{argument}.mlir"))


def tree_part(op_name: str, symbol: str | None) -> str:
    """The directory of an op in the tree: `<op>_<symbol>`, the op name's dots underscores,
    `no-symbol-name` without a symbol; one path component whatever the names hold."""
    symbol = "no-symbol-name" if symbol is None else symbol
    return _path_safe(f"{op_name.replace('.', '_')}_{symbol}")


def _string_symbol(op: Operation) -> str | None:
    """The op's `sym_name` if it is a string (as mlir-opt reads it for the tree)."""
    attr = op.get_attr("sym_name")
    return attr.value if isinstance(attr, StringAttr) else None


def _path_safe(name: str) -> str:
    """`name` as one path component: `/` and `\\` (as mlir-opt) and NUL become `_`."""
    return name.replace("/", "_").replace("\\", "_").replace("\0", "_")
