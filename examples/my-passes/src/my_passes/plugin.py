"""The plugin for `passgen-opt --load-pass-plugin my_passes.plugin`: registers every pass."""

from __future__ import annotations

from my_passes.generated import register_all_passes

__all__ = ["register_all_passes"]
