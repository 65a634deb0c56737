"""The spec format, the generator's input: YAML read with positions (`yaml_source`, within
`yaml_limits`), the pydantic models of a spec file (`model`), the option kinds with every fact
of each and the one place a spec's option becomes the runtime's (`option_kinds`), the kinds
of pass by what they run on with their C++ and TableGen spellings (`pass_kinds`), one file
read into its model with located problems (`document`), a project's dialect files
(`dialects`) and specs written back as YAML (`emit`).

Imports: `passgen.support` and `passgen.runtime`'s metadata.
"""
