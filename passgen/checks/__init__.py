"""The rules that span fields and files (`rules`), the pipeline builder's fields (`builder`),
names a spec takes from elsewhere: ops, interfaces, dialects, implementation modules
(`references`), and `load`, which reads spec files (`passgen.spec`) and checks them.

Imports: `passgen.spec`, `passgen.support`, and `passgen.runtime`'s metadata.
"""
