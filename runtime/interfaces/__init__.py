"""MLIR's op and dialect interfaces in Python (`base`): each interface a class, each
dialect's models of them in its own folder (`runtime/dialects/<name>/interfaces.py`)."""

from .base import DialectInterface, InterfaceModels, OpInterface

__all__ = ["DialectInterface", "InterfaceModels", "OpInterface"]
