"""The dialects the runtime defines (MLIR's `mlir/lib/Dialect/<Name>/IR`), a package each:
func, arith and cf. A dialect's `dialect.py` defines its ops (traits, verifiers; their
groups and effects from ODS), loaded with the dialect; its folders, canonicalization
patterns and constant materializer are attached when the rewrite layer first asks for them
(`Dialect.lazy_hooks`), so loading a dialect imports none of that layer. The modules here
are what the dialects share: constants as folders see them (`elements`, MLIR's
`CommonFolders.h`), integer and float arithmetic (`integers`, `floats`: `APInt`, `APFloat`),
the patterns' C++ debug names (`cpp_names`) and attaching them all (`rewrite_hooks`).

The dialects sit above the rewrite layer, whose patterns, rewriter and builder they use; the
runtime's site registers them (`passgen.runtime.site`). The builtin dialect is the IR's
(`ir/dialects.py`), as in MLIR."""
