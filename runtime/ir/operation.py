"""Operations, blocks, regions and SSA values with use lists.

Ops in a block form a doubly linked list (O(1) insert and erase); walks use an
explicit stack, so arbitrarily deep nesting never reaches Python's recursion limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from .attributes import Attribute
from .context import Context, OperationName, Trait
from .diagnostics import Diagnostic
from .location import UNKNOWN_LOC, Location
from .op_properties import NONE, OpProperties
from .types import Type

# Up to this many uses a value lists its users (with repeats); beyond, it counts them in a
# dict, whose entries go in O(1) however many there are.
_FEW_USES = 8


class Value:
    """An SSA value and its use list (`users`, `uses`, `use_count`)."""

    # `_uses`, one entry per operand that reads the value, users in the order they started
    # to: None when there is none, the user itself for one (most values: nothing to
    # allocate), a list of users with repeats for up to `_FEW_USES` (smaller than a dict),
    # else a dict of each user's count. A user's first entry in the list stays while it
    # has others (the last one goes first), so the list and the dict give the same order.
    __slots__ = ("type", "_uses")

    def __init__(self, type: Type):
        self.type = type
        self._uses: Operation | list[Operation] | dict[Operation, int] | None = None

    @property
    def owner(self) -> Operation | Block:
        raise NotImplementedError

    @property
    def uses(self) -> Iterator[OpOperand]:
        """Every `(user, operand index)` pair that reads this value."""
        for user in self.users:
            for index, operand in enumerate(user._operands):
                if operand is self:
                    yield OpOperand(user, index)

    @property
    def users(self) -> list[Operation]:
        """The ops that use this value, each once, in the order they started to."""
        uses = self._uses
        if uses is None:
            return []
        if isinstance(uses, list):
            return list(dict.fromkeys(uses))
        return list(uses) if isinstance(uses, dict) else [uses]

    @property
    def use_count(self) -> int:
        uses = self._uses
        if uses is None:
            return 0
        if isinstance(uses, list):
            return len(uses)
        return sum(uses.values()) if isinstance(uses, dict) else 1

    @property
    def has_uses(self) -> bool:
        return self._uses is not None

    @property
    def has_one_use(self) -> bool:
        return self.use_count == 1

    def has_at_most_one_user_besides(self, op: Operation) -> bool:
        """Whether at most one op other than `op` uses this value (the greedy driver's
        test for re-queuing an erased op's operand definers), without listing the users."""
        uses = self._uses
        if not isinstance(uses, (list, dict)):
            return True
        other = None
        for user in uses:
            if user is op or user is other:
                continue
            if other is not None:
                return False
            other = user
        return True

    def replace_all_uses_with(self, new: Value) -> None:
        """Make every user read `new` instead of this value."""
        if new is self:
            return
        for user in self.users:
            operands = user._operands
            for index, operand in enumerate(operands):
                if operand is self:
                    operands[index] = new
                    new._add_use(user)
        self._uses = None

    def replace_uses_where(self, new: Value, predicate: Any) -> None:
        """Replace the uses for which `predicate(OpOperand)` is true."""
        for use in list(self.uses):
            if predicate(use):
                use.owner.set_operand(use.index, new)

    def _use_count_by(self, user: Operation) -> int:
        """How many operands of `user` use this value, as its use list says."""
        uses = self._uses
        if isinstance(uses, list):
            return uses.count(user)
        if isinstance(uses, dict):
            return uses.get(user, 0)
        return 1 if uses is user else 0

    def _add_use(self, user: Operation) -> None:
        uses = self._uses
        if uses is None:
            self._uses = user
        elif isinstance(uses, list):
            if len(uses) < _FEW_USES:
                uses.append(user)
            else:
                counts: dict[Operation, int] = {}
                for listed in (*uses, user):
                    counts[listed] = counts.get(listed, 0) + 1
                self._uses = counts
        elif isinstance(uses, dict):
            uses[user] = uses.get(user, 0) + 1
        else:
            self._uses = [uses, user]

    def _drop_use(self, user: Operation) -> None:
        uses = self._uses
        if uses is user:
            self._uses = None
        elif isinstance(uses, list):
            index = len(uses) - 1
            while uses[index] is not user:  # the last entry of `user` (see the class)
                index -= 1
                assert index >= 0, "use list out of sync"
            del uses[index]
            if len(uses) == 1:
                self._uses = uses[0]
        else:
            assert isinstance(uses, dict) and user in uses, "use list out of sync"
            count = uses[user] - 1
            if count:
                uses[user] = count
            elif len(uses) > 1:
                del uses[user]
            else:
                self._uses = None


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: Operation, index: int):
        self.type = type
        self._uses = None
        self.op = op
        self.index = index

    @property
    def owner(self) -> Operation:
        return self.op

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.op.name}: {self.type}>"


class BlockArgument(Value):
    __slots__ = ("block", "index", "location")

    def __init__(self, type: Type, block: Block, index: int, location: Location = UNKNOWN_LOC):
        self.type = type
        self._uses = None
        self.block = block
        self.index = index
        self.location = location

    @property
    def owner(self) -> Block:
        return self.block

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


# The successors, results and regions of the many ops without any: one shared empty list
# each (never mutated in place; an op's lists are replaced, not extended).
_NO_SUCCESSORS: list[Block] = []
_NO_RESULTS: list[OpResult] = []
_NO_REGIONS: list[Region] = []
# What `_attributes` and `_properties` being None reads as.
NO_ATTRIBUTES: Mapping[str, Attribute] = MappingProxyType({})


class Operation:
    """A generic MLIR operation."""

    __slots__ = (
        "name",
        "_operands",
        "results",
        "successors",
        "_attributes",
        "_properties",
        "regions",
        "location",
        "parent",
        "_prev",
        "_next",
        "_order",
        "__weakref__",
    )

    def __init__(
        self,
        name: OperationName,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        attributes: Mapping[str, Attribute] | None = None,
        properties: Mapping[str, Attribute] | None = None,
        successors: Sequence[Block] = (),
        regions: int | Sequence[Region] = 0,
        location: Location = UNKNOWN_LOC,
    ):
        self.name = name
        self._operands = operands = list(operands)
        for operand in operands:
            if operand._uses is None:  # `_add_use`'s common case, inlined: ops come by the 100,000
                operand._uses = self
            else:
                operand._add_use(self)
        if len(result_types) == 1:  # most ops: no comprehension to run
            self.results = [OpResult(result_types[0], self, 0)]
        else:
            self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)] or _NO_RESULTS
        # None until asked for (`attributes`, `properties`): most ops have neither.
        self._attributes = dict(attributes) if attributes else None
        self._properties = dict(properties) if properties else None
        if name.properties is not NONE:
            _populate(self, name.properties)
        self.successors = list(successors) if successors else _NO_SUCCESSORS
        self.location = location
        self.parent: Block | None = None
        self._prev: Operation | None = None
        self._next: Operation | None = None
        self._order = -1
        if not regions:
            self.regions = _NO_REGIONS
        elif isinstance(regions, int):
            self.regions = [Region(self) for _ in range(regions)]
        else:
            self.regions = list(regions)
            for region in self.regions:
                region.parent = self

    @classmethod
    def create(
        cls,
        context: Context,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        **kwargs: Any,
    ) -> Operation:
        """Build an op by name (interned through `context`)."""
        return cls(context.get_op_name(name), operands, result_types, **kwargs)

    # -- identity and traits ------------------------------------------------

    @property
    def op_name(self) -> str:
        return self.name.name

    @property
    def context(self) -> Context:
        return self.name.context

    def has_trait(self, trait: Trait) -> bool:
        return trait in self.name.traits

    @property
    def is_registered(self) -> bool:
        return self.name.definition is not None

    # -- operands and results -------------------------------------------------

    @property
    def operands(self) -> list[Value]:
        """The operand values (read-only view; mutate with `set_operand(s)`)."""
        return self._operands

    def set_operand(self, index: int, value: Value) -> None:
        old = self._operands[index]
        if old is value:
            return
        old._drop_use(self)
        self._operands[index] = value
        value._add_use(self)

    def set_operands(self, values: Sequence[Value]) -> None:
        for old in self._operands:
            old._drop_use(self)
        self._operands = list(values)
        for value in self._operands:
            value._add_use(self)

    @property
    def result(self) -> OpResult:
        """The single result (an error if the op has not exactly one)."""
        if len(self.results) != 1:
            raise ValueError(f"'{self.name.name}' has {len(self.results)} results, not 1")
        return self.results[0]

    @property
    def result_types(self) -> list[Type]:
        return [r.type for r in self.results]

    def replace_all_uses_with(self, values: Sequence[Value]) -> None:
        if len(values) != len(self.results):
            raise ValueError("replacement must provide one value per result")
        for result, value in zip(self.results, values):
            result.replace_all_uses_with(value)

    @property
    def use_empty(self) -> bool:
        for result in self.results:
            if result._uses is not None:
                return False
        return True

    # -- diagnostics ----------------------------------------------------------

    def emit_error(self, message: str) -> Diagnostic:
        """Report an error at this op (MLIR's `emitError`); returns the reported diagnostic.
        A pass that cannot go on then calls `signal_pass_failure()`."""
        return self._emit("error", message)

    def emit_op_error(self, message: str) -> Diagnostic:
        """An error that names the op: `'arith.addi' op message` (MLIR's `emitOpError`)."""
        return self._emit("error", f"'{self.name.name}' op {message}")

    def emit_warning(self, message: str) -> Diagnostic:
        return self._emit("warning", message)

    def emit_remark(self, message: str) -> Diagnostic:
        return self._emit("remark", message)

    def _emit(self, severity: str, message: str) -> Diagnostic:
        from .verifier import op_diagnostic  # the verifier imports this module

        diagnostic = op_diagnostic(self, severity, message)
        self.context.emit(diagnostic)
        return diagnostic

    # -- attributes -----------------------------------------------------------

    @property
    def attributes(self) -> dict[str, Attribute]:
        """The discardable attributes by name (made when first asked for: a large IR holds
        no empty dictionary per op; the runtime reads `_attributes`, None when empty)."""
        attributes = self._attributes
        if attributes is None:
            attributes = self._attributes = {}
        return attributes

    @attributes.setter
    def attributes(self, value: dict[str, Attribute]) -> None:
        self._attributes = value

    @property
    def properties(self) -> dict[str, Attribute]:
        """The properties (inherent attributes) by name, made when first asked for, as
        `attributes`."""
        properties = self._properties
        if properties is None:
            properties = self._properties = {}
        return properties

    @properties.setter
    def properties(self, value: dict[str, Attribute]) -> None:
        self._properties = value

    def get_attr(self, name: str) -> Attribute | None:
        """An inherent (property) or discardable attribute, properties first."""
        found = self._properties.get(name) if self._properties else None
        if found is None and self._attributes:
            found = self._attributes.get(name)
        return found

    # -- structure ------------------------------------------------------------

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    @property
    def parent_region(self) -> Region | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def next_op(self) -> Operation | None:
        return self._next

    @property
    def prev_op(self) -> Operation | None:
        return self._prev

    def is_ancestor(self, other: Operation) -> bool:
        """True if this op is `other` or contains it."""
        op: Operation | None = other
        while op is not None:
            if op is self:
                return True
            op = op.parent_op
        return False

    def is_proper_ancestor(self, other: Operation) -> bool:
        return other is not self and self.is_ancestor(other)

    def is_before_in_block(self, other: Operation) -> bool:
        """Whether this op comes before `other`; both must be in the same block."""
        block = self.parent
        assert block is not None and other.parent is block, "ops are not in the same block"
        if not block._order_valid:
            block._renumber()
        return self._order < other._order

    def move_before(self, other: Operation) -> None:
        self.detach()
        assert other.parent is not None
        other.parent.insert_before(other, self)

    def move_after(self, other: Operation) -> None:
        self.detach()
        assert other.parent is not None
        other.parent.insert_after(other, self)

    def detach(self) -> Operation:
        """Unlink from the parent block (uses are kept); returns self."""
        if self.parent is not None:
            self.parent._unlink(self)
        return self

    def drop_all_references(self) -> None:
        """Drop the uses this op (and everything nested in it) makes."""
        for op in self.walk() if self.regions else (self,):
            for operand in op._operands:
                operand._drop_use(op)
            op._operands = []
            if op.successors:
                op.successors = _NO_SUCCESSORS

    def erase(self) -> None:
        """Remove from the IR; the results must have no uses left outside it."""
        for result in self.results:
            if result._uses is not None and any(
                not self.is_ancestor(user) for user in result.users
            ):
                raise ValueError(f"cannot erase '{self.name.name}': its results still have uses")
        self.detach()
        self.drop_all_references()

    def clone(self, mapping: dict[Value | Block, Value | Block] | None = None) -> Operation:
        """A deep copy; operands defined outside are remapped through `mapping` if present.

        `mapping` is filled with old -> new values and blocks (like MLIR's IRMapping).
        """
        mapping = {} if mapping is None else mapping
        return _clone_tree(self, mapping)

    # -- walks ----------------------------------------------------------------

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        """Every op nested in this one, including itself, without recursion.

        Pre-order visits a parent before its regions; post-order (MLIR's default
        walk order) visits it after. The op just yielded may be erased in post-order.
        """
        return _walk_post(self) if post_order else _walk_pre(self)

    def __repr__(self) -> str:
        return f"<Operation {self.name.name}>"


def _populate(op: Operation, known: OpProperties) -> None:
    """As MLIR creates an op (`known`: what ODS says of its properties): inherent attributes
    written in the attribute dictionary move to the properties (those written there win),
    then missing defaults are filled in."""
    attributes = op._attributes
    moved = known.inherent.intersection(attributes) if attributes else ()
    if not moved and not known.defaults:
        return
    properties = op.properties
    for name in moved:
        written = attributes.pop(name)  # type: ignore[union-attr]  # not empty: `moved`
        properties.setdefault(name, written)
    for name, value in known.defaults.items():
        properties.setdefault(name, value)


class OpOperand(NamedTuple):
    """One use of a value: operand `index` of `owner`."""

    owner: Operation
    index: int  # type: ignore[assignment]  # MLIR's operand number; shadows tuple.index


def _walk_pre(root: Operation) -> Iterator[Operation]:
    yield root
    stack: list[Operation] = []
    _push_children(root, stack)
    pop, push = stack.pop, stack.append
    while stack:
        op = pop()
        nxt = op._next
        yield op
        if nxt is not None:
            push(nxt)
        if op.regions:
            _push_children(op, stack)


def _push_children(op: Operation, stack: list[Operation]) -> None:
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            if block._first is not None:
                stack.append(block._first)


def _walk_post(root: Operation) -> Iterator[Operation]:
    stack: list[tuple[Operation, bool]] = [(root, False)]
    pop, push = stack.pop, stack.append
    while stack:
        op, expanded = pop()
        if expanded or not op.regions:
            yield op
            continue
        push((op, True))
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                for child in reversed(block.operations):
                    push((child, False))


def _clone_tree(root: Operation, mapping: dict[Any, Any]) -> Operation:
    """Clone without recursion: blocks are created first, then ops filled in order."""
    new_root = _clone_shell(root, mapping)
    pending = [(root, new_root)]
    while pending:
        old_op, new_op = pending.pop()
        for old_region, new_region in zip(old_op.regions, new_op.regions):
            for old_block in old_region.blocks:
                new_block = Block([a.type for a in old_block.arguments])
                for old_arg, new_arg in zip(old_block.arguments, new_block.arguments):
                    new_arg.location = old_arg.location
                    mapping[old_arg] = new_arg
                mapping[old_block] = new_block
                new_region.append(new_block)
            for old_block in old_region.blocks:
                new_block = mapping[old_block]
                for old_child in old_block:
                    new_child = _clone_shell(old_child, mapping)
                    new_block.append(new_child)
                    pending.append((old_child, new_child))
    return new_root


def _clone_shell(op: Operation, mapping: dict[Any, Any]) -> Operation:
    """Clone one op without its region contents (regions are created empty)."""
    new = Operation(
        op.name,
        [mapping.get(v, v) for v in op._operands],
        [r.type for r in op.results],
        op._attributes,
        op._properties,
        [mapping.get(b, b) for b in op.successors],
        len(op.regions),
        op.location,
    )
    for old, fresh in zip(op.results, new.results):
        mapping[old] = fresh
    return new


class Block:
    """A list of operations with arguments; ops are linked through `_prev` / `_next`."""

    __slots__ = ("arguments", "parent", "_first", "_last", "_order_valid", "__weakref__")

    def __init__(self, arg_types: Iterable[Type] = (), arg_locations: Iterable[Location] = ()):
        self.arguments: list[BlockArgument] = []
        self.parent: Region | None = None
        self._first: Operation | None = None
        self._last: Operation | None = None
        self._order_valid = True  # appending keeps the ops numbered; inserting does not
        locations = list(arg_locations)
        for index, type in enumerate(arg_types):
            loc = locations[index] if index < len(locations) else UNKNOWN_LOC
            self.arguments.append(BlockArgument(type, self, index, loc))

    def add_argument(self, type: Type, location: Location = UNKNOWN_LOC) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def erase_argument(self, index: int) -> None:
        arg = self.arguments[index]
        if arg._uses is not None:
            raise ValueError("cannot erase a block argument that still has uses")
        del self.arguments[index]
        for i, remaining in enumerate(self.arguments[index:], start=index):
            remaining.index = i

    # -- op list --------------------------------------------------------------

    def __iter__(self) -> Iterator[Operation]:
        """Iterate ops; the current op may be erased or moved while iterating."""
        op = self._first
        while op is not None:
            nxt = op._next
            yield op
            op = nxt

    def __reversed__(self) -> Iterator[Operation]:
        op = self._last
        while op is not None:
            prev = op._prev
            yield op
            op = prev

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return True

    @property
    def operations(self) -> list[Operation]:
        """The ops, in a list (not `list(block)`, which would walk them twice: once for the
        `len` it reserves room for)."""
        ops = []
        op = self._first
        while op is not None:
            ops.append(op)
            op = op._next
        return ops

    @property
    def first_op(self) -> Operation | None:
        return self._first

    @property
    def last_op(self) -> Operation | None:
        return self._last

    @property
    def is_empty(self) -> bool:
        return self._first is None

    @property
    def terminator(self) -> Operation | None:
        """The last op if it is a terminator (or unregistered, hence possibly one)."""
        last = self._last
        if last is None:
            return None
        if last.name.definition is None or Trait.IS_TERMINATOR in last.name.traits:
            return last
        return None

    def append(self, op: Operation) -> Operation:
        assert op.parent is None, "op already belongs to a block"
        op.parent = self
        op._prev = last = self._last
        op._next = None
        if last is None:
            self._first = op
        else:
            last._next = op
        self._last = op
        if self._order_valid:
            op._order = last._order + 1 if last is not None else 0
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        assert op.parent is None and anchor.parent is self
        op.parent = self
        prev = anchor._prev
        op._prev, op._next = prev, anchor
        anchor._prev = op
        if prev is None:
            self._first = op
        else:
            prev._next = op
        self._order_valid = False
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        nxt = anchor._next
        if nxt is None:
            return self.append(op)
        return self.insert_before(nxt, op)

    def prepend(self, op: Operation) -> Operation:
        if self._first is None:
            return self.append(op)
        return self.insert_before(self._first, op)

    def _unlink(self, op: Operation) -> None:
        prev, nxt = op._prev, op._next
        if prev is None:
            self._first = nxt
        else:
            prev._next = nxt
        if nxt is None:
            self._last = prev
        else:
            nxt._prev = prev
        op.parent = op._prev = op._next = None

    def _renumber(self) -> None:
        for index, op in enumerate(self):
            op._order = index
        self._order_valid = True

    # -- CFG ------------------------------------------------------------------

    @property
    def successors(self) -> list[Block]:
        last = self._last
        return list(last.successors) if last is not None else []

    @property
    def predecessors(self) -> list[Block]:
        """Blocks of the same region whose terminator branches here (with repeats)."""
        if self.parent is None:
            return []
        return [b for b in self.parent.blocks for s in b.successors if s is self]

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    def erase(self) -> None:
        for op in self.operations:
            op.drop_all_references()
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None

    def __repr__(self) -> str:
        return f"<Block with {len(self.arguments)} args>"


class Region:
    """An ordered list of blocks owned by an operation."""

    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, parent: Operation | None = None):
        self.blocks: list[Block] = []
        self.parent = parent

    def append(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    def insert(self, index: int, block: Block) -> Block:
        block.parent = self
        self.blocks.insert(index, block)
        return block

    def clone_into(
        self, dest: Region, position: int, mapping: dict[Value | Block, Value | Block]
    ) -> list[Block]:
        """MLIR's `Region::cloneInto`: copies of this region's blocks inserted in `dest` at
        `position` (the copies, in order), the block arguments `mapping` maps already left
        out, and `mapping` extended with what was copied."""
        copies: list[Block] = []
        for block in self.blocks:
            copy = Block()
            for argument in block.arguments:
                if argument not in mapping:
                    mapping[argument] = copy.add_argument(argument.type, argument.location)
            mapping[block] = copy
            copies.append(copy)
        for block, copy in zip(self.blocks, copies):
            for op in block:
                copy.append(op.clone(mapping))
        for offset, copy in enumerate(copies):
            dest.insert(position + offset, copy)
        return copies

    @property
    def entry_block(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    @property
    def is_empty(self) -> bool:
        return not self.blocks

    def ops(self) -> Iterator[Operation]:
        """The ops directly inside this region's blocks."""
        for block in self.blocks:
            yield from block

    def __iter__(self) -> Iterator[Block]:
        return iter(self.blocks)

    def __repr__(self) -> str:
        return f"<Region with {len(self.blocks)} blocks>"
