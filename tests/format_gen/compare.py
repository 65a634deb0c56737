"""passgen-opt against mlir-opt on the chunks mlir-opt accepts: passgen-opt accepts the chunk
too, prints it in the custom form byte for byte as mlir-opt, in the generic form as
`mlir-opt --mlir-print-op-generic`, and reads mlir-opt's custom print back to the generic
form mlir-opt reads it back to."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir_tools import passgen_opt

from format_gen.chunks import Verdict

GENERIC = "--mlir-print-op-generic"


@dataclass(frozen=True)
class Difference:
    """One check that failed on a case: what mlir-opt printed and what passgen-opt did."""

    op: str
    check: str
    input: str
    expected: str
    got: str

    def __str__(self) -> str:
        return (
            f"{self.op}: {self.check}\n--- input\n{self.input}--- mlir-opt\n{self.expected}\n"
            f"--- passgen-opt\n{self.got}\n"
        )


KNOWN: tuple[tuple[str, str], ...] = (
    (
        r"#\w+\.fastmath<[^>]*,",
        "a bit-enum dialect attribute written in full with several flags keeps them as "
        "written; MLIR reads the value and prints it canonically (`nnan,ninf,fast` -> "
        "`fast`), in any position (the generic form too)",
    ),
    (r"smt\.declare_fun", "its result is named by its name prefix (C++ getAsmResultNames)"),
    (
        r"sparse_tensor\.encoding",
        "mlir-opt prints a #sparse_tensor.encoding inside a type through its alias `#sparse` "
        "(the dialect's OpAsmDialectInterface); passgen has no such alias",
    ),
    (
        r"xevm\.memfence",
        "mlir-opt 22 prints memfence's default addrspace in the prop-dict, though the "
        "generated printer means to elide it at its default; passgen elides it",
    ),
)
"""Differences found and not fixed yet: a pattern of the input, and why."""


def known(difference: Difference) -> str | None:
    """Why `difference` is a known one (KNOWN), or None."""
    return next((why for pattern, why in KNOWN if re.search(pattern, difference.input)), None)


def _ours(text: str, *flags: str) -> str:
    code, out, err = passgen_opt(text, *flags)
    return out.rstrip("\n") if code == 0 else f"<rejected>\n{err}"


def differences(verdict: Verdict) -> list[Difference]:
    """The checks passgen-opt fails on an accepted case."""
    case = verdict.case
    found = []
    checks = (
        ("custom print", case.text, (), verdict.custom),
        ("generic print", case.text, (GENERIC,), verdict.generic),
        ("mlir-opt's custom print read back", verdict.custom + "\n", (GENERIC,), verdict.reread),
    )
    for check, text, flags, expected in checks:
        got = _ours(text, *flags)
        if got != expected:
            found.append(Difference(case.op, check, text, expected, got))
            if got.startswith("<rejected>"):
                break
    return found


def accepts(text: str) -> bool:
    """Whether passgen-opt reads and verifies `text`."""
    return passgen_opt(text)[0] == 0
