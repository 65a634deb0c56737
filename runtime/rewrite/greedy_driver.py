"""The greedy pattern rewrite driver (MLIR's `GreedyPatternRewriteDriver.cpp`).

Ops are taken from a LIFO worklist; each is erased if trivially dead, else folded,
else matched against the patterns (best benefit first). Every change made through
the rewriter re-queues the ops it may have enabled. The region-based driver repeats
this, re-seeding the worklist from the whole region, until nothing changes or
`max_iterations` is reached; the op-based driver runs one worklist pass over the
given ops.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..ir import Attribute, Context, Location, Operation, Region, Trait, Value
from ..ir.actions import executing, greedy_iteration
from ..ir.effects import would_op_be_trivially_dead
from .applicator import PatternApplicator
from .config import NO_LIMIT, GreedyRewriteConfig, RegionSimplification, Strictness
from .debug_log import GREEDY_REWRITER, ScopedLogger, is_enabled, op_ref
from .folding import constant_value, fold_op
from .listener import RewriterListener
from .op_text import op_text
from .operation_folder import OperationFolder
from .pattern import RewritePattern
from .pattern_set import FrozenRewritePatternSet
from .region_simplify import erase_unreachable_blocks, simplify_regions
from .rewriter import PatternRewriter
from .worklist import Worklist

_RULE = "//===-------------------------------------------===//"


@dataclass
class GreedyRewriteResult:
    """`converged`: the last iteration changed nothing (or the worklist emptied);
    `changed`: the IR was modified; `all_erased` (op-based driver): none of the given
    ops survived; `recursive_patterns`: patterns refused as unboundedly recursive."""

    converged: bool
    changed: bool
    all_erased: bool = False
    recursive_patterns: list[str] = field(default_factory=list)


class GreedyPatternRewriteDriver(RewriterListener):
    """The worklist, the rewriter and the listener that keeps them in sync."""

    def __init__(
        self,
        context: Context,
        patterns: FrozenRewritePatternSet,
        config: GreedyRewriteConfig,
        scope: Region | None,
    ):
        self.config = config
        self.scope = scope
        self.rewriter = PatternRewriter(context, self)
        self.applicator = PatternApplicator(patterns)
        self.applicator.apply_default_cost_model()
        self.worklist = Worklist()
        self.any_op = config.strictness is Strictness.ANY_OP
        self.filtered: set[Operation] = set()
        self.user = config.listener
        self.log = ScopedLogger() if is_enabled(GREEDY_REWRITER) else None
        self.track_recursion = not patterns.all_bounded
        self.lineage: dict[Operation, dict[RewritePattern, int]] = {}
        self.active: tuple[Operation, RewritePattern] | None = None
        self.matching: Operation | None = None  # the op the patterns are being tried on
        self.recursive: list[str] = []

    # -- worklist ------------------------------------------------------------------

    def add_to_worklist(self, op: Operation, walked: set[Operation] | None = None) -> None:
        """Queue `op` and its ancestors below the scope; nothing if it is out of scope.
        Seeding passes `walked`, the ops whose ancestors it queued already: going up stops
        at one of them (nothing has left the worklist since), so deep nests cost no more."""
        scope = self.scope
        block = op.parent
        if block is not None and block.parent is scope:  # most ops: no ancestor to queue
            if self.any_op:
                self.worklist.push(op)
            else:
                self.add_single_op(op)
            return
        ancestors = []
        current = op
        while walked is None or current not in walked:
            ancestors.append(current)
            block = current.parent
            region = block.parent if block is not None else None
            if region is scope:
                break
            if region is None:
                return
            current = region.parent  # type: ignore[assignment]
            if current is None:
                return
        for ancestor in ancestors:
            self.add_single_op(ancestor)
        if walked is not None:
            walked.update(ancestors)

    def add_single_op(self, op: Operation) -> None:
        if self.any_op or op in self.filtered:
            self.worklist.push(op)

    def add_operands_to_worklist(self, op: Operation) -> None:
        """Re-queue the definers of `op`'s operands that are left with at most one
        other user once `op` is gone."""
        for operand in op.operands:
            definer = getattr(operand, "op", None)
            if definer is not None and operand.has_at_most_one_user_besides(op):
                self.add_to_worklist(definer)

    # -- listener ------------------------------------------------------------------

    def notify_operation_inserted(self, op: Operation) -> None:
        if self.log is not None:
            self.log.line(f"** Insert  : {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_inserted(op)
        if self.config.strictness is Strictness.EXISTING_AND_NEW_OPS:
            self.filtered.add(op)
        if self.track_recursion and self.active is not None:
            self._inherit_lineage(op, *self.active)
        self.add_to_worklist(op)

    def notify_operation_modified(self, op: Operation) -> None:
        if self.log is not None:
            self.log.line(f"** Modified: {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_modified(op)
        self.add_to_worklist(op)

    def notify_operation_erased(self, op: Operation) -> None:
        if self.log is not None:
            self.log.line(f"** Erase   : {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_erased(op)
        self.add_operands_to_worklist(op)
        self.worklist.remove(op)
        if self.filtered:
            self.filtered.discard(op)
        if self.lineage:
            self.lineage.pop(op, None)

    def notify_operation_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        if self.log is not None:
            self.log.line(f"** Replace : {op_ref(op)}")
        if self.user is not None:
            self.user.notify_operation_replaced(op, values)

    def notify_block_inserted(self, block: object) -> None:
        if self.user is not None:
            self.user.notify_block_inserted(block)  # type: ignore[arg-type]

    def notify_block_erased(self, block: object) -> None:
        if self.user is not None:
            self.user.notify_block_erased(block)  # type: ignore[arg-type]

    def notify_match_failure(self, location: Location, reason: str) -> None:
        if self.log is not None:
            self.log.line(f"** Match Failure : {reason}")
        if self.user is not None:
            self.user.notify_match_failure(location, reason)

    # -- unbounded recursion ---------------------------------------------------------

    def _inherit_lineage(self, op: Operation, root: Operation, pattern: RewritePattern) -> None:
        """An op a pattern creates counts, per unbounded pattern, how many of that
        pattern's applications it descends from."""
        lineage = dict(self.lineage.get(root, ()))
        if not pattern.has_bounded_rewrite_recursion:
            lineage[pattern] = lineage.get(pattern, 0) + 1
        if lineage:
            self.lineage[op] = lineage

    # -- processing ------------------------------------------------------------------

    def process_worklist(self) -> bool:
        """Process ops until the worklist is empty or `max_num_rewrites` is reached;
        True if the IR changed."""
        config = self.config
        worklist = self.worklist
        rewriter = self.rewriter
        applicator = self.applicator
        log = self.log
        folding = config.fold
        limit = config.max_num_rewrites
        unlimited = limit == NO_LIMIT
        callbacks = log is not None or self.user is not None or self.track_recursion
        constant_like = Trait.CONSTANT_LIKE
        changed = False
        rewrites = 0
        while unlimited or rewrites < limit:
            op = worklist.pop()
            if op is None:
                break
            if log is not None:
                self._log_processing(op)
            if op.use_empty and would_op_be_trivially_dead(op):
                rewriter.erase_op(op)
                changed = True
                if log is not None:
                    self._log_result("success", "operation is trivially dead", rule=True)
                continue
            if folding and constant_like not in op.name.traits:
                folded = fold_op(op)
                if folded is not None:
                    if log is not None:
                        self._log_result("success", "operation was folded", rule=True)
                    if not folded:
                        self.notify_operation_modified(op)
                        changed = True
                        continue
                    replacements = self._materialize(op, folded)
                    if replacements is not None:
                        rewriter.replace_op(op, replacements)
                        changed = True
                        continue
            if not applicator.has_patterns_for(op.name.name):
                if log is not None:
                    self._log_result("failure", "all patterns failed to match", rule=True)
                continue
            if callbacks:
                self.matching = op
                matched = applicator.match_and_rewrite(
                    op, rewriter, self._can_apply, self._on_failure, self._on_success
                )
            else:
                matched = applicator.match_and_rewrite(op, rewriter)
            if matched:
                changed = True
                rewrites += 1
                if log is not None:
                    self._log_result("success", "at least one pattern matched", rule=True)
            elif log is not None:
                self._log_result("failure", "all patterns failed to match", rule=True)
        return changed

    def _materialize(self, op: Operation, folded: list[Attribute | Value]) -> list[Value] | None:
        """Values for the fold results, constants created before `op`; None (and the
        new constants erased) if the dialect cannot materialize one."""
        for item in folded:
            if not isinstance(item, Value):
                break
        else:  # existing values only (most folds): nothing to create
            return folded  # type: ignore[return-value]
        rewriter = self.rewriter
        dialect = op.context.loaded_dialects.get(op.name.dialect)
        materialize = dialect.constant_materializer if dialect is not None else None
        values: list[Value] = []
        with rewriter.insertion_guard():
            rewriter.set_insertion_point(op)
            for result, item in zip(op.results, folded):
                if isinstance(item, Value):
                    values.append(item)
                    continue
                constant = (
                    materialize(rewriter, item, result.type, op.location) if materialize else None
                )
                if constant is None:
                    for value in values:
                        definer = getattr(value, "op", None)
                        if (
                            definer is not None
                            and definer.parent is not None
                            and not value.has_uses
                        ):
                            rewriter.erase_op(definer)
                    return None
                values.append(constant.results[0])
        return values

    def _can_apply(self, pattern: RewritePattern) -> bool:
        """Whether `pattern` may be tried on the op being matched (`matching`)."""
        op = self.matching
        assert op is not None
        if self.log is not None:
            generated = ", ".join(pattern.generated_ops)
            self.log.raw("\n")
            self.log.line(f"* Pattern {pattern.debug_name} : '{op.name.name} -> ({generated})' {{")
            self.log.indent()
        if (
            self.track_recursion
            and not pattern.has_bounded_rewrite_recursion
            and self.lineage.get(op, {}).get(pattern, 0) >= self.config.max_pattern_recursion
        ):
            self._refuse_recursion(op, pattern)
            return False
        if self.user is not None:
            self.user.notify_pattern_begin(pattern, op)
        self.active = (op, pattern)
        return True

    def _refuse_recursion(self, op: Operation, pattern: RewritePattern) -> None:
        reason = (
            f"pattern '{pattern.debug_name}' would apply recursively to an op it "
            "created; mark it with has_bounded_rewrite_recursion if that terminates"
        )
        if pattern.debug_name not in self.recursive:
            self.recursive.append(pattern.debug_name)
        if self.log is not None:
            self._log_result("failure", reason)

    def _on_failure(self, pattern: RewritePattern) -> None:
        self.active = None
        if self.log is not None:
            self._log_result("failure", "pattern failed to match")
        if self.user is not None:
            self.user.notify_pattern_end(pattern, False)

    def _on_success(self, pattern: RewritePattern) -> bool:
        self.active = None
        if self.log is not None:
            self._log_result("success", "pattern applied successfully")
        if self.user is not None:
            self.user.notify_pattern_end(pattern, True)
        return True

    # -- debug log ---------------------------------------------------------------------

    def _log_processing(self, op: Operation) -> None:
        log = self.log
        assert log is not None
        log.raw("\n")
        log.line(_RULE)
        log.line(f"Processing operation : {op_ref(op)} {{")
        log.indent()
        if not op.regions:
            log.line(op_text(op))
            log.raw("\n")

    def _log_result(self, result: str, message: str, rule: bool = False) -> None:
        log = self.log
        assert log is not None
        log.unindent()
        log.line(f"}} -> {result} : {message}")
        if rule:
            log.line(_RULE)


# -- the region-based driver ------------------------------------------------------------


def _region_ops(region: Region, post_order: bool) -> Iterator[Operation]:
    for block in region.blocks:
        for op in block:
            if op.regions:
                yield from op.walk(post_order=post_order)
            else:
                yield op


def _seed_region(
    driver: GreedyPatternRewriteDriver, region: Region, folder: OperationFolder
) -> None:
    """Queue every op of `region`, uniquing and hoisting constants on the way."""
    config = driver.config
    cse = config.cse_constants
    top_down = config.use_top_down_traversal
    add = driver.add_to_worklist
    walked: set[Operation] = set()
    for op in _region_ops(region, post_order=not top_down):
        if cse and Trait.CONSTANT_LIKE in op.name.traits:
            value = constant_value(op)
            if value is not None and not folder.insert_known_constant(op, value):
                continue
        add(op, walked)
    if top_down:
        driver.worklist.reverse()


def _simplify_region(
    region: Region, patterns: FrozenRewritePatternSet, config: GreedyRewriteConfig
) -> GreedyRewriteResult:
    parent = region.parent
    assert parent is not None
    driver = GreedyPatternRewriteDriver(parent.context, patterns, config, config.scope or region)
    if config.strictness is not Strictness.ANY_OP:
        driver.filtered.update(_region_ops(region, post_order=False))
    observers = parent.context.action_observers
    iteration = 0
    keep_going = True
    while keep_going:
        iteration += 1
        if config.max_iterations != NO_LIMIT and iteration > config.max_iterations:
            break
        if observers:
            with executing(observers, lambda: greedy_iteration(iteration, region)):
                keep_going = _iterate(driver, region, config)
        else:
            keep_going = _iterate(driver, region, config)
    return GreedyRewriteResult(not keep_going, iteration > 1, recursive_patterns=driver.recursive)


def _iterate(
    driver: GreedyPatternRewriteDriver, region: Region, config: GreedyRewriteConfig
) -> bool:
    """One iteration over `region`: seed, rewrite, simplify; whether anything changed."""
    driver.worklist.clear()
    _seed_region(driver, region, OperationFolder(driver.rewriter))
    # Patterns are not safe on unreachable code (`x = addi x, x` is valid there).
    keep_going = erase_unreachable_blocks(driver.rewriter, [region])
    keep_going = driver.process_worklist() or keep_going
    if config.region_simplification is not RegionSimplification.DISABLED:
        aggressive = config.region_simplification is RegionSimplification.AGGRESSIVE
        keep_going = simplify_regions(driver.rewriter, [region], aggressive) or keep_going
    return keep_going


def apply_patterns_greedily(
    target: Operation | Region,
    patterns: FrozenRewritePatternSet,
    config: GreedyRewriteConfig | None = None,
) -> GreedyRewriteResult:
    """Rewrite the ops inside `target` (a region, or every region of an op, not the op
    itself) to a fixed point. The parent op must be isolated from above."""
    config = config or GreedyRewriteConfig()
    regions = target.regions if isinstance(target, Operation) else [target]
    converged, changed, recursive = True, False, []
    for region in regions:
        result = _simplify_region(region, patterns, config)
        converged = converged and result.converged
        changed = changed or result.changed
        recursive += [name for name in result.recursive_patterns if name not in recursive]
    return GreedyRewriteResult(converged, changed, recursive_patterns=recursive)
