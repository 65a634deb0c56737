"""Custom-form text of upstream ops drawn from their ODS declarative formats
(runtime/ir/upstream_formats.json), for the differential property test against mlir-opt
(tests/runtime/test_format_generated.py) and its per-dialect acceptance report
(`python -m format_gen.report` from tests/).

Modules: `draws` (the source of choices: hypothesis or a seeded `random.Random`), `pools`
(types and attribute values to draw from), `attributes` (an attribute's text by its
`syntax`), `op_text` (one op's text from its format's element tree), `chunks` (ops wrapped
in functions, batches through one `mlir-opt --split-input-file`) and `compare` (passgen-opt
against mlir-opt on the accepted chunks).
"""
