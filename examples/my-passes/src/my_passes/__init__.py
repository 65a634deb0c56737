"""my-passes: compiler passes."""
