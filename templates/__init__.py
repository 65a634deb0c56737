"""Jinja templates for the generated pass modules and Passes.md (package data)."""
