"""The resolved model every backend renders (`views`): a spec's passes, options and
statistics with their names, kinds and defaults computed once.

Imports: `passgen.checks`, `passgen.spec`, `passgen.support`, `passgen.runtime`'s metadata.
"""
