"""Folders, constant materializers and canonicalization patterns of the built-in
dialects; `runtime/ir/dialects.py` attaches them to the op definitions."""
