"""MLIR's op and dialect interfaces in Python (`base`): each interface a class, each
dialect's models of them in its own folder (`runtime/dialects/<name>/interfaces.py`)."""

from .base import DialectInterface, InterfaceModels, OpInterface
from .loop_like import LoopLikeOpInterface
from .speculation import ConditionallySpeculatable, Speculatability, is_speculatable
from .subset import SubsetExtractionOpInterface, SubsetInsertionOpInterface, SubsetOpInterface

__all__ = [
    "ConditionallySpeculatable",
    "DialectInterface",
    "InterfaceModels",
    "LoopLikeOpInterface",
    "OpInterface",
    "Speculatability",
    "SubsetExtractionOpInterface",
    "SubsetInsertionOpInterface",
    "SubsetOpInterface",
    "is_speculatable",
]
