"""passgen-opt against mlir-opt on the chunks mlir-opt accepts: passgen-opt accepts the chunk
too, prints it in the custom form byte for byte as mlir-opt, in the generic form as
`mlir-opt --mlir-print-op-generic`, and reads mlir-opt's custom print back to the generic
form mlir-opt reads it back to."""

from __future__ import annotations

from dataclasses import dataclass

from format_gen.chunks import Verdict
from mlir_tools import passgen_opt

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
