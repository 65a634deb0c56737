"""The Python backend: the nodes the Python templates place (`module_views`), their imports
in isort's order (`imports`), laid out as black lays them out (`pyformat`, with the display
widths of `char_width`).

Imports: `passgen.model` and the rooms below it.
"""
