"""Metadata-only stand-ins for upstream MLIR passes, with MLIR 22's real options.

Arguments, summaries, option types and defaults are those of
mlir/Transforms/Passes.td (plus affine-loop-fusion for `double`, `uint64_t`
and a second enum), so textual pipelines over them can be compared with
`mlir-opt --dump-pass-pipeline`. The passes do not run.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from passgen.runtime.option_printing import balanced
from passgen.runtime.options import (
    BOOL,
    FLOAT,
    INT,
    INT64,
    PIPELINE,
    PIPELINE_STR,
    STR,
    UINT,
    UINT64,
    WHITESPACE,
    BoolType,
    EnumType,
    FloatType,
    IntType,
    ListOption,
    Option,
    OptionType,
    PipelineStrType,
    PipelineType,
)
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import OpPassManager
from passgen.runtime.registry import PassRegistry, use_registry
from passgen.runtime.statistics import Statistic

REGION_SIMPLIFY = EnumType(
    {
        "disabled": "Don't run any control-flow simplification.",
        "normal": "Perform simple control-flow simplifications (e.g. dead args elimination).",
        "aggressive": "Perform aggressive control-flow simplification (e.g. block merging).",
    }
)

FUSION_MODE = EnumType(
    {
        "greedy": "Perform greedy (both producer-consumer and sibling)  fusion",
        "producer": "Perform only producer-consumer fusion",
        "sibling": "Perform only sibling fusion",
    }
)


class Canonicalizer(Pass):
    argument = "canonicalize"
    summary = "Canonicalize operations"
    top_down = Option("top-down", BOOL, True, "Seed the worklist in general top-down order")
    region_simplify = Option(
        "region-simplify",
        REGION_SIMPLIFY,
        "normal",
        "Perform control flow optimizations to the region tree",
    )
    max_iterations = Option(
        "max-iterations",
        INT64,
        10,
        "Max. iterations between applying patterns / simplifying regions",
    )
    max_num_rewrites = Option(
        "max-num-rewrites", INT64, -1, "Max. number of pattern rewrites within an iteration"
    )
    test_convergence = Option(
        "test-convergence",
        BOOL,
        False,
        "Test only: Fail pass on non-convergence to detect cyclic pattern",
    )
    disabled_patterns = ListOption(
        "disable-patterns",
        STR,
        None,
        "Labels of patterns that should be filtered out during application",
    )
    enabled_patterns = ListOption(
        "enable-patterns",
        STR,
        None,
        "Labels of patterns that should be used during application, all "
        "other patterns are filtered out",
    )


class ControlFlowSink(Pass):
    argument = "control-flow-sink"
    summary = "Sink operations into conditional blocks"
    num_sunk = Statistic("num-sunk", "Number of operations sunk")


class CSE(Pass):
    argument = "cse"
    summary = "Eliminate common sub-expressions"
    num_cse = Statistic("num-cse'd", "Number of operations CSE'd")
    num_dce = Statistic("num-dce'd", "Number of operations DCE'd")


class RemoveDeadValues(Pass):
    argument = "remove-dead-values"
    summary = "Remove dead values"
    canonicalize = Option("canonicalize", BOOL, True, "Canonicalize region branch ops")


class GenerateRuntimeVerification(Pass):
    argument = "generate-runtime-verification"
    summary = "Generate additional runtime op verification checks"
    verbose_level = Option(
        "verbose-level", UINT, 1, "Verbosity level for runtime verification messages"
    )


class Inliner(Pass):
    argument = "inline"
    summary = "Inline function calls"
    default_pipeline = Option(
        "default-pipeline",
        STR,
        "canonicalize",
        "The optimizer pipeline used for callables that do not have a "
        "dedicated optimizer pipeline in opPipelineList",
    )
    op_pipelines = ListOption(
        "op-pipelines", PIPELINE, None, "Callable operation specific optimizer pipelines"
    )
    max_iterations = Option(
        "max-iterations", UINT, 4, "Maximum number of iterations when inlining within an SCC"
    )
    inlining_threshold = Option(
        "inlining-threshold",
        UINT,
        4294967295,
        "Callee/caller size ratio (percent) above which not to inline",
    )


class LoopInvariantCodeMotion(Pass):
    argument = "loop-invariant-code-motion"
    summary = "Hoist loop invariant instructions outside of the loop"


class Mem2Reg(Pass):
    argument = "mem2reg"
    summary = "Promotes memory slots into values."
    region_simplify = Option(
        "region-simplify", BOOL, True, "Perform control flow optimizations to the region tree"
    )
    promoted = Statistic("promoted slots", "Total amount of memory slot promoted")
    new_block_args = Statistic(
        "new block args", "Total amount of new block argument inserted in blocks"
    )


class PrintOpStats(Pass):
    argument = "print-op-stats"
    summary = "Print statistics of operations"
    json = Option("json", BOOL, False, "print the stats as JSON")


class SCCP(Pass):
    argument = "sccp"
    summary = "Sparse Conditional Constant Propagation"


class StripDebugInfo(Pass):
    argument = "strip-debuginfo"
    summary = "Strip debug info from all operations"


class SymbolDCE(Pass):
    argument = "symbol-dce"
    summary = "Eliminate dead symbols"
    num_dce = Statistic("num-dce'd", "Number of symbols DCE'd")


class SymbolPrivatize(Pass):
    argument = "symbol-privatize"
    summary = "Mark symbols private"
    exclude = ListOption(
        "exclude", STR, None, "Comma separated list of symbols that should not be marked private"
    )


class TopologicalSort(Pass):
    argument = "topological-sort"
    summary = "Sort regions without SSA dominance in topological order"


class CompositeFixedPointPass(Pass):
    argument = "composite-fixed-point-pass"
    summary = "Composite fixed point pass"
    composite_name = Option("name", STR, "CompositeFixedPointPass", "Composite pass display name")
    pipeline = Option("pipeline", PIPELINE_STR, "", "Composite pass inner pipeline")
    max_iterations = Option(
        "max-iterations", INT, 10, "Maximum number of iterations if inner pipeline"
    )


class AffineLoopFusion(Pass):
    argument = "affine-loop-fusion"
    summary = "Fuse affine loop nests"
    compute_tolerance = Option(
        "compute-tolerance",
        FLOAT,
        0.30000001192092896,  # 0.30f
        "Fractional increase in additional computation tolerated while fusing",
    )
    fast_mem_space = Option(
        "fast-mem-space", UINT, 0, "Faster memory space number to promote fusion buffers to"
    )
    local_buf_threshold = Option(
        "local-buf-threshold",
        UINT64,
        0,
        "Threshold size (KiB) for promoting local buffers to fast memory space",
    )
    maximal = Option("maximal", BOOL, False, "Enables maximal loop fusion")
    mode = Option("mode", FUSION_MODE, "greedy", "fusion mode to attempt")


STAND_INS: tuple[type[Pass], ...] = (
    Canonicalizer,
    ControlFlowSink,
    CSE,
    RemoveDeadValues,
    GenerateRuntimeVerification,
    Inliner,
    LoopInvariantCodeMotion,
    Mem2Reg,
    PrintOpStats,
    SCCP,
    StripDebugInfo,
    SymbolDCE,
    SymbolPrivatize,
    TopologicalSort,
    CompositeFixedPointPass,
    AffineLoopFusion,
)


def upstream_registry() -> PassRegistry:
    """A fresh registry holding every stand-in."""
    registry = PassRegistry()
    for cls in STAND_INS:
        registry.register_pass(cls.argument, cls)
    return registry


UPSTREAM = upstream_registry()


def structure(pm: OpPassManager) -> tuple[Any, ...]:
    """Anchors, pass classes and option values (each list element apart) in pipeline
    order, with brackets where managers and adaptors start and end: equal structures
    print alike. Iterative: pipelines may nest thousands of levels deep."""
    items: list[Any] = []
    pending: list[Iterator[Any]] = [iter([pm])]
    while pending:
        item = next(pending[-1], None)
        if item is None:
            pending.pop()
        elif isinstance(item, str):
            items.append(item)
        elif isinstance(item, OpPassManager):
            items.append(item.anchor)
            pending.append(iter(["(", *item.passes, ")"]))
        elif getattr(item, "managers", None) is not None:
            pending.append(iter(["[", *item.managers, "]"]))
        else:
            items.append((type(item), _option_values(item)))
    return tuple(items)


def _option_values(pass_: Pass) -> dict[str, Any]:
    """Each option's value as the text it parses from (strings as they are)."""

    def text(value: Any, type_: OptionType) -> str:
        return "" if value is None else type_.text(value, type_.chunks(value))  # as printed

    values: dict[str, Any] = {}
    for option in type(pass_).options():
        value = getattr(pass_, option.name)
        values[option.name] = (
            tuple(text(v, option.type) for v in value)
            if option.is_list
            else text(value, option.type)
        )
    return values


# -- random pipelines over the stand-ins (for property tests) ------------------------------

ANCHORS = ("func.func", "gpu.module", "builtin.module", None)
_SAFE = "abcXYZ019-_.:/="
_PIPELINE_TEXTS = ("", "cse", "cse,canonicalize", "cse, symbol-dce", "func.func(cse{}),any(sccp)")


def _strings(elements: bool, hostile: bool) -> st.SearchStrategy[str]:
    """Strings MLIR prints so that they parse back: no quotes or braces, no edge spaces;
    list elements are non-empty and free of commas and brackets. `hostile` strings have
    commas, quotes, braces and backslashes anywhere, as long as a pipeline text can hold
    them at all: braces balance (quotes do not hide them), no whitespace at the ends, and
    quotes pair up (MLIR's lexer reads past an unpaired one: `'"` cannot precede another
    list element in any form; the fuzz campaign tries such values from pipeline texts)."""
    if hostile:
        return st.text(_SAFE + " ,'\"{}\\()", max_size=8).filter(
            lambda s: (
                s == s.strip(WHITESPACE)
                and balanced(s)
                and s.count("'") % 2 == 0
                and s.count('"') % 2 == 0
            )
        )
    alphabet = _SAFE + " " + ("" if elements else ",")
    text = st.text(alphabet, max_size=10).map(lambda s: s.strip(" "))
    return text.filter(bool) if elements else text


def _values(type_: OptionType, elements: bool, depth: int, hostile: bool) -> st.SearchStrategy[Any]:
    if isinstance(type_, BoolType):
        return st.booleans()
    if isinstance(type_, IntType):
        return st.integers(type_.low, type_.high)
    if isinstance(type_, FloatType):
        return st.floats(width=64)
    if isinstance(type_, EnumType):
        return st.sampled_from(sorted(type_.values))
    if isinstance(type_, PipelineStrType):
        return st.sampled_from(_PIPELINE_TEXTS)
    if isinstance(type_, PipelineType):
        return random_pipelines(depth + 1, ANCHORS, hostile)
    return _strings(elements, hostile)


@st.composite
def _pass(draw: st.DrawFn, depth: int, hostile: bool) -> Pass:
    cls = draw(st.sampled_from([c for c in STAND_INS if depth < 2 or c is not Inliner]))
    pass_ = cls()
    for option in cls.options():
        if draw(st.booleans()):
            continue
        if option.is_list:
            value = draw(st.lists(_values(option.type, True, depth, hostile), max_size=3))
        else:
            value = draw(_values(option.type, False, depth, hostile))
        with use_registry(UPSTREAM):  # pipeline texts are checked against it
            setattr(pass_, option.name, value)
    return pass_


@st.composite
def _fill(draw: st.DrawFn, pm: OpPassManager, depth: int, minimum: int, hostile: bool) -> None:
    """Add passes and nested pipelines; nested ones are never empty (MLIR rejects `a()`)."""
    for _ in range(draw(st.integers(minimum, 3))):
        if depth < 2 and draw(st.integers(0, 3)) == 0:
            draw(_fill(pm.nest(draw(st.sampled_from(ANCHORS))), depth + 1, 1, hostile))
        else:
            pm.add_pass(draw(_pass(depth, hostile)))


def random_pipelines(
    depth: int = 0, anchors: tuple[str | None, ...] = ("builtin.module",), hostile: bool = False
) -> st.SearchStrategy[OpPassManager]:
    """Pass managers with nested anchors, stand-ins and random option values (`hostile`:
    see `_strings`)."""

    @st.composite
    def build(draw: st.DrawFn) -> OpPassManager:
        pm = OpPassManager(draw(st.sampled_from(anchors)))
        draw(_fill(pm, depth, 0, hostile))
        return pm

    return build()
