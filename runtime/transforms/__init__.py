"""Implementations of the built-in transformation passes declared in `specs/transforms.yaml`."""
