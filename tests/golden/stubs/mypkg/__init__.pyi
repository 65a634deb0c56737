"""The golden specs' implementation module, for type-checking the golden outputs."""
