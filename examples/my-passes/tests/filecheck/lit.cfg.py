"""lit's configuration of the FileCheck tests in this folder (`lit tests/filecheck`; `pytest`
runs them too, through tests/test_filecheck.py).

Every `.mlir` file here is a test. In its `// RUN:` lines `passgen-opt` is passgen-opt with
this project's passes loaded and `filecheck` is FileCheck, both from the Python environment
that runs lit; its `// CHECK:` lines say what the output must hold.
"""

import os
import sys
from pathlib import Path

import lit.formats

config = globals()["config"]  # lit's TestingConfig, which lit gives this file
HERE = Path(__file__).resolve().parent
PLUGIN = "my_passes.plugin"

config.name = "my-passes"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir"]
config.test_source_root = str(HERE)
# This environment's commands first; the project's package importable without installing it.
config.environment["PATH"] = os.pathsep.join(
    [str(Path(sys.executable).parent), config.environment["PATH"]]
)
config.environment["PYTHONPATH"] = os.pathsep.join(
    [str(HERE.parents[1] / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]
)
config.substitutions.append(("passgen-opt", f"passgen-opt --load-pass-plugin {PLUGIN}"))
