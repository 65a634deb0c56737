"""Where ops' ODS format data is (`passgen.ods.formats` documents its layout): a project
dialect's own (`Dialect.formats`), else upstream_formats.json's, read a dialect at a time."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from ..ir import json_blocks
from ..ir.context import OperationName

FORMATS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "ir", "upstream_formats.json")
"""Each upstream op's format data (`passgen.ods.formats` documents the layout)."""


def format_tables(name: OperationName) -> Mapping[str, Any] | None:
    """The format data of the dialect of ops named `name`: its own (`Dialect.formats`, a
    project's), else upstream_formats.json's block (None: neither)."""
    loaded = name.context.loaded_dialects.get(name.dialect)
    tables = None if loaded is None else loaded.formats
    if tables is not None:
        return tables
    found: Mapping[str, Any] | None = json_blocks.block(FORMATS, name.dialect)
    return found
