"""pyproject.toml texts for the temporary projects tests build."""

from __future__ import annotations


def pyproject(specs: str = "specs", package: str = "gen", *, build: tuple[str, str] | None = None) -> str:
    """`[tool.passgen]` building `specs` into `package` (and its docs/Passes.md); with `build`
    = (name, specs), also a named build `<name>_gen` in the mlir doc style with group docs."""
    text = (f'[tool.passgen]\nspecs = ["{specs}"]\noutput = "{package}"\npackage = "{package}"\n'
            'docs = "docs/Passes.md"\n')
    if build is not None:
        name, build_specs = build
        text += (f'\n[tool.passgen.builds.{name}]\nspecs = ["{build_specs}"]\noutput = "{name}_gen"\n'
                 f'package = "{name}_gen"\ndocs = "docs/{name}/Passes.md"\ndoc_style = "mlir"\n'
                 f'group_docs = "docs/{name}"\n')
    return text
