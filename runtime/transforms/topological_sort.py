"""`topological-sort`: the blocks of every graph region under the op sorted so that users
come after their producers where they can (MLIR's `TopologicalSort.cpp`, over
`ir.topological_sort.sort_topologically`). A region is a graph region when its op's
RegionKindInterface says so (the `HasOnlyGraphRegion` trait: `builtin.module`,
`gpu.module`, ...); unregistered ops' regions are left alone, as MLIR leaves them."""

from __future__ import annotations

from passgen.generated.transforms import TopologicalSortBase

from ..ir import Trait
from ..ir.topological_sort import sort_topologically


class TopologicalSort(TopologicalSortBase):
    def run_on_operation(self) -> None:
        graph_ops = [
            op
            for op in self.get_operation().walk(post_order=True)
            if op.has_trait(Trait.HAS_ONLY_GRAPH_REGION)
        ]
        for op in graph_ops:
            for region in op.regions:
                for block in region.blocks:
                    sort_topologically(block)
