"""The C++ backends, mlir-tblgen's `-gen-pass-decls` and C API: the C++ facts of a pass,
derived from its portable fields (`facts`, `values`, `model`), the names the generated C++
declares and the checks that they compile (`identifiers`, `declarations`, with the macros of
`cpp_macros.json`), MLIR's upstream C++ class names (`upstream_names`, `cpp_names.json`) and
the nodes the C++ templates place (`render`).

Imports: `passgen.docs`, `passgen.model` and the rooms below them.
"""
