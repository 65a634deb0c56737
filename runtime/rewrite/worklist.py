"""The greedy driver's LIFO worklist with set semantics and O(1) removal."""

from __future__ import annotations

from ..ir import Operation


class Worklist:
    """Ops to visit; removed entries become holes that `pop` skips."""

    __slots__ = ("_list", "_index")

    def __init__(self) -> None:
        self._list: list[Operation | None] = []
        self._index: dict[Operation, int] = {}

    def clear(self) -> None:
        self._list.clear()
        self._index.clear()

    def __bool__(self) -> bool:
        return bool(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __contains__(self, op: Operation) -> bool:
        return op in self._index

    def push(self, op: Operation) -> None:
        """Add `op` at the end unless it is already queued."""
        index = self._index
        if op not in index:
            index[op] = len(self._list)
            self._list.append(op)

    def pop(self) -> Operation | None:
        """The most recently pushed op still queued; None when none is."""
        if not self._index:
            return None
        items = self._list
        op = items.pop()
        while op is None:
            op = items.pop()
        del self._index[op]
        return op

    def remove(self, op: Operation) -> None:
        position = self._index.pop(op, None)
        if position is not None:
            self._list[position] = None

    def reverse(self) -> None:
        self._list.reverse()
        self._index = {op: i for i, op in enumerate(self._list) if op is not None}
