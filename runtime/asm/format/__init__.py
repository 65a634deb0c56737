"""MLIR's declarative assembly-format language (ODS `assemblyFormat`): `syntax` reads a format
string into an element tree against an op's operands, results, attributes, regions and
successors, with mlir-tblgen's messages for invalid formats."""
