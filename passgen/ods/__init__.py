"""Maintainer tools, not used by `passgen build`: importers of MLIR's upstream data from its
ODS and headers (`make import-ods`): the ops (`ops` -> runtime/ir/upstream_ops.json), their
properties (`properties` -> runtime/ir/op_properties.json), their assembly formats (`formats`
-> runtime/ir/upstream_formats.json), the C++ names of ops, dialects and interfaces
(`cpp_names` -> passgen/cpp/cpp_names.json) and the macros C++ names must not take
(`cpp_macros` -> passgen/cpp/cpp_macros.json); `records` holds what they share:
llvm-tblgen's JSON dump, the records of ops, arguments and traits, the data files' layout.

Imports: any room of the generator and the runtime.
"""
