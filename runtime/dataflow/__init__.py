"""MLIR's dataflow analysis framework (mlir/include/mlir/Analysis/DataFlowFramework.h and
mlir/include/mlir/Analysis/DataFlow/), public API for passes: a solver running analyses to
a fixpoint (`solver`), sparse forward and backward analyses over SSA values (`sparse`,
`sparse_backward`), and the analyses built on them: dead code (`dead_code`), constant
propagation (`constant_propagation`), liveness (`liveness`) and integer ranges
(`integer_range`, on the ranges of `interfaces.int_range`).

This layer may import the IR, the rewrite layer (folding) and the op interfaces; never the
dialects (ops are asked through interfaces) nor the transforms.
"""

from ..interfaces.int_range import ConstantIntRanges, IntegerValueRange
from .constant_propagation import SparseConstantPropagation
from .constant_value import ConstantValue, ConstantValueLattice
from .dead_code import DeadCodeAnalysis, Executable, PredecessorState
from .integer_range import (
    IntegerRangeAnalysis,
    IntegerValueRangeLattice,
    constant_attr,
    statically_non_negative,
)
from .lattice import AbstractSparseLattice, Lattice, LatticeValue
from .liveness import Liveness, LivenessAnalysis, RunLivenessAnalysis
from .solver import (
    AnalysisState,
    BlockStart,
    CFGEdge,
    DataFlowAnalysis,
    DataFlowConfig,
    DataFlowSolver,
    LatticeAnchor,
    ProgramPoint,
    point_before,
)
from .sparse import AbstractSparseForwardDataFlowAnalysis, SparseForwardDataFlowAnalysis
from .sparse_backward import (
    AbstractSparseBackwardDataFlowAnalysis,
    SparseBackwardDataFlowAnalysis,
)

__all__ = [
    "AbstractSparseBackwardDataFlowAnalysis",
    "AbstractSparseForwardDataFlowAnalysis",
    "AbstractSparseLattice",
    "AnalysisState",
    "BlockStart",
    "CFGEdge",
    "ConstantIntRanges",
    "ConstantValue",
    "ConstantValueLattice",
    "DataFlowAnalysis",
    "DataFlowConfig",
    "DataFlowSolver",
    "DeadCodeAnalysis",
    "Executable",
    "IntegerRangeAnalysis",
    "IntegerValueRange",
    "IntegerValueRangeLattice",
    "Lattice",
    "LatticeAnchor",
    "LatticeValue",
    "Liveness",
    "LivenessAnalysis",
    "PredecessorState",
    "ProgramPoint",
    "RunLivenessAnalysis",
    "SparseBackwardDataFlowAnalysis",
    "SparseConstantPropagation",
    "SparseForwardDataFlowAnalysis",
    "constant_attr",
    "point_before",
    "statically_non_negative",
]
