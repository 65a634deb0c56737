"""MLIR's textual form, generic and custom: parser and printer."""

from .parser import parse_source
from .printer import print_op, print_pieces

__all__ = ["parse_source", "print_op", "print_pieces"]
