"""docs/dialects.md's table of custom assembly forms is what passgen-opt does now, and it
counts every upstream op once."""

from __future__ import annotations

from paths import ROOT

from passgen.docs.custom_forms import refresh, table

DIALECTS = ROOT / "docs" / "dialects.md"


def test_the_custom_forms_table_is_fresh() -> None:
    document = DIALECTS.read_text(encoding="utf-8")
    assert document == refresh(document), (
        "docs/dialects.md's custom forms table is stale: run `make build` "
        "(python -m passgen.docs.custom_forms docs/dialects.md)"
    )


def test_the_table_counts_the_forms_passgen_opt_has() -> None:
    rows = {line.split(" | ")[0]: line.split(" | ") for line in table().splitlines()}
    scf = rows["| `scf`"]
    assert scf[3] == "7" and "`for`" in scf[-1] and "runtime/dialects/scf/" in scf[-1]
    assert "runtime/asm/function_syntax.py" in rows["| `func`"][-1]
    everything = rows["| all"]
    assert int(everything[1]) == sum(int(count) for count in everything[2:7])
