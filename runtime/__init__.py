"""passgen's runtime: MLIR-style IR and the pass manager that generated passes run on.

Standard library only; it never imports the generator (`passgen` outside `passgen.runtime`).
"""
