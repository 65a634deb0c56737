"""Between YAML specs and TableGen: `passgen import-td` (`importer`, with `cli`, `problems`)
reads a Passes.td through llvm-tblgen (`tblgen`, within limits; `scan` and `includes` keep
what it reads inside its folders) and op definitions (`ods`); `passgen export-td` (`export`)
writes a spec as a Passes.td.

Imports: `passgen.cpp` and the rooms below it.
"""
