"""The documentation backends: Passes.md's nodes (`doc_views`, with `markdown` escaping and
`anchors`), mlir-tblgen's `-gen-pass-doc` text (`mlir_doc`), the runtime's API reference,
docs/api.md (`api_reference`, `make build`), and docs/dialects.md's table of which upstream
ops have which custom assembly form (`custom_forms`, `make build`).

Imports: `passgen.model` and the rooms below it.
"""
