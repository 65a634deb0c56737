"""Spec problems with what the pipeline builder reads: kinds, ordering, preserves, bundles.

Same contract as test_spec_errors.py (every problem, exactly, nothing written); kinds
and passes another build may define are accepted, near misses of local ones are not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from projects import write_project
from spec_cases import Case, assert_build_fails_cleanly, run

from passgen.cli import main

FRAMEWORK = """\
group: Framework
passes:
  - name: Bufferize
    argument: one-shot-bufferize
    kinds: [bufferization]
  - name: Lower
    argument: lower
    options:
      - {name: level, argument: level, type: int, default: 1}
"""

CASES = [
    Case(
        "kind_not_kebab_case",
        "group: G\npasses:\n  - {name: A, argument: a, kinds: [cleanup, LLVM_Lowering]}\n",
        full="""\
specs/a.yaml:3:45: error: 'kinds': 'LLVM_Lowering' is not a kebab-case pass kind (e.g. 'llvm-lowering')
  - {name: A, argument: a, kinds: [cleanup, LLVM_Lowering]}
                                            ^
1 error generated.
""",
    ),
    Case(
        "lists_with_repeats",
        """\
group: G
passes:
  - name: A
    argument: a
    kinds: [cleanup, cleanup]
    requires_before: [cleanup, cleanup]
    preserves: [DominanceInfo, DominanceInfo]
""",
        [
            "specs/a.yaml:5:22: error: 'cleanup' is listed twice in 'kinds'",
            "specs/a.yaml:6:32: error: 'cleanup' is listed twice in 'requires_before'",
            "specs/a.yaml:7:32: error: 'DominanceInfo' is listed twice in 'preserves'",
        ],
    ),
    Case(
        "requires_before_near_miss",
        {
            "a.yaml": FRAMEWORK,
            "b.yaml": "group: Plugin\npasses:\n  - name: P\n    argument: p\n"
            "    requires_before: [bufferisation, tensor-lowering]\n",
        },
        full="""\
specs/b.yaml:5:23: error: no pass has the kind 'bufferisation'; did you mean 'bufferization'?
    requires_before: [bufferisation, tensor-lowering]
                      ^
1 error generated.
""",
    ),
    Case(
        "preserves_and_cleanup_after_types",
        "group: G\npasses:\n  - name: A\n    argument: a\n    preserves: [dominance]\n"
        "    cleanup_after: 'yes'\n",
        [
            "specs/a.yaml:5:17: error: 'preserves': 'dominance' is not a CamelCase name "
            "(e.g. 'LoopInvariantCodeMotion')",
            "specs/a.yaml:6:20: error: 'cleanup_after': input should be a valid boolean, "
            "got a string 'yes'",
        ],
    ),
    Case(
        "bundle_shape",
        """\
group: G
bundles:
  - name: empty
    passes: []
  - name: typo
    pases: [lower]
  - name: Bad_Name
    passes: ["lower,cse"]
""",
        [
            "specs/a.yaml:4:13: error: 'passes': List should have at least 1 item after validation, not 0",
            "specs/a.yaml:5:5: error: bundle is missing the required key 'passes'",
            "specs/a.yaml:6:5: error: unknown key 'pases' in bundle; did you mean 'passes'?",
            "specs/a.yaml:8:14: error: 'passes': 'lower,cse' is not a pass argument with optional "
            "{options} (e.g. 'canonicalize{max-iterations=3}')",
        ],
    ),
    Case(
        "bundle_entries",
        FRAMEWORK
        + """\
bundles:
  - name: lowering
    passes: [lowr, "lower{levl=2}", "lower{level=x}", "lower{level=3}", elsewhere]
""",
        full="""\
specs/a.yaml:12:14: error: unknown pass 'lowr'; did you mean 'lower'?
    passes: [lowr, "lower{levl=2}", "lower{level=x}", "lower{level=3}", elsewhere]
             ^
specs/a.yaml:12:20: error: 'lower{levl=2}': no such option 'levl' for 'lower'; did you mean 'level'?
    passes: [lowr, "lower{levl=2}", "lower{level=x}", "lower{level=3}", elsewhere]
                   ^
specs/a.yaml:12:37: error: 'lower{level=x}': invalid value for option 'level': 'x' value invalid for integer argument!
    passes: [lowr, "lower{levl=2}", "lower{level=x}", "lower{level=3}", elsewhere]
                                    ^
3 errors generated.
""",
    ),
    Case(
        "region_outside_its_bundle",
        FRAMEWORK
        + """\
bundles:
  - name: lowering
    passes: [one-shot-bufferize, lower]
    preserve_between:
      - {start: one-shot-bufferise, end: elsewhere, analysis: DominanceInfo}
      - {start: lower, end: one-shot-bufferize, analysis: DominanceInfo}
""",
        [
            "specs/a.yaml:14:17: error: 'one-shot-bufferise' is not a pass of bundle 'lowering'; "
            "did you mean 'one-shot-bufferize'?",
            "specs/a.yaml:14:42: error: 'elsewhere' is not a pass of bundle 'lowering'",
        ],
    ),
    Case(
        "bundle_name_clashes",
        {
            "a.yaml": FRAMEWORK + "bundles:\n  - {name: lower, passes: [lower]}\n"
            "  - {name: both, passes: [lower]}\n",
            "b.yaml": "group: Plugin\nbundles:\n  - {name: both, passes: [lower]}\n",
        },
        [
            "specs/a.yaml:11:12: error: bundle 'lower' has the name of the pass argument at "
            "specs/a.yaml:7:15",
            "specs/b.yaml:3:12: error: bundle 'both' is already defined at specs/a.yaml:12:12",
        ],
    ),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_build_reports_every_problem_and_writes_nothing(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert_build_fails_cleanly(case, tmp_path, capsys)


def test_kinds_and_passes_of_other_builds_are_accepted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A plugin names its framework's kinds and passes, which its own build does not define."""
    plugin = """\
group: Plugin
passes:
  - {name: P, argument: p, requires_before: [bufferization], cleanup_after: true}
bundles:
  - {name: p-then-cleanup, passes: [p, "canonicalize{max-iterations=2}", cse]}
"""
    config = write_project(tmp_path, {"plugin.yaml": plugin})
    assert run(capsys, "validate", "--config", str(config))[0] == 0
    assert main(["build", "--config", str(config)]) == 0
    generated = (tmp_path / "gen" / "plugin.py").read_text()
    assert (
        'requires_before = ("bufferization",)' in generated and "cleanup_after = True" in generated
    )
