"""What every room of the generator shares, below all of them: problems and their positions
(`diagnostics`), reading input text (`source_text`, `regular_files`), names (`naming`), the
files passgen stages (`staged_files`) and keeps per user (`user_cache`), and running tools
within limits (`bounded_process`).

Imports: the standard library and `passgen.runtime`'s metadata only, no other room.
"""
