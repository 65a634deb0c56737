"""Textual pipelines: parsing, canonical printing, the dump layout, and parse errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from profiles import examples
from upstream_passes import (
    Canonicalizer,
    Inliner,
    random_pipelines,
    structure,
    upstream_registry,
)

from passgen.runtime.builder import PassBundle
from passgen.runtime.options import INT, PIPELINE, STR, ListOption, Option, PipelineOptions
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import Nesting, OpPassManager
from passgen.runtime.pipeline_text import (
    PIPELINE_BUFFER,
    PipelineParseError,
    dump_pipeline,
    parse_pass_pipeline,
    parse_pass_pipeline_into,
    print_pipeline,
)
from passgen.runtime.registry import PassRegistry, use_registry

CANONICALIZE = (
    "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal "
    "test-convergence=false top-down=true}"
)


@pytest.fixture
def registry() -> PassRegistry:
    return upstream_registry()


def parse(text: str, registry: PassRegistry) -> OpPassManager:
    return parse_pass_pipeline(text, registry)


# -- printing ----------------------------------------------------------------------------


def test_defaults_are_printed_sorted_by_argument(registry: PassRegistry) -> None:
    pm = parse("builtin.module(cse,canonicalize,func.func(cse),any(sccp))", registry)
    assert print_pipeline(pm) == (f"builtin.module(cse,{CANONICALIZE},func.func(cse),any(sccp))")
    assert pm.textual_pipeline() == print_pipeline(pm)


def test_dump_layout(registry: PassRegistry, capsys: pytest.CaptureFixture[str]) -> None:
    pm = parse("builtin.module(cse,func.func(cse),gpu.module(symbol-dce))", registry)
    expected = (
        "Pass Manager with 3 passes:\n"
        "builtin.module(\n"
        "  cse,\n"
        "  func.func(\n"
        "    cse\n"
        "  ),\n"
        "  gpu.module(\n"
        "    symbol-dce\n"
        "  )\n"
        ")\n"
    )
    assert dump_pipeline(pm) == expected
    pm.dump()
    assert capsys.readouterr().err == expected
    assert dump_pipeline(OpPassManager("any")) == "Pass Manager with 0 passes:\nany(\n\n)\n"


def test_dump_indents_continuation_lines_of_values(registry: PassRegistry) -> None:
    pm = parse("builtin.module(func.func(composite-fixed-point-pass{name={a \n \nb}}))", registry)
    assert dump_pipeline(pm).splitlines()[3:5] == [
        "    composite-fixed-point-pass{max-iterations=10 name={a ",
        "",
    ]
    assert "\n    b} pipeline=}\n" in dump_pipeline(pm)


def test_pass_without_argument_prints_its_name() -> None:
    class Anonymous(Pass):
        pass

    pm = OpPassManager()
    pm.add_pass(Anonymous())
    assert print_pipeline(pm) == "builtin.module(unknown<Anonymous>)"


def test_option_values_print_in_mlir_form(registry: PassRegistry) -> None:
    pm = OpPassManager()
    privatize = registry.create_pass("symbol-privatize", exclude=["a b", "c"])
    composite = registry.create_pass("composite-fixed-point-pass", name="x {y}", pipeline="cse")
    fusion = registry.create_pass("affine-loop-fusion", compute_tolerance=float("inf"))
    inline = registry.create_pass("inline", op_pipelines=["func.func(cse)"])
    for pass_ in (privatize, composite, fusion, inline):
        pm.add_pass(pass_)
    assert print_pipeline(pm) == (
        "builtin.module(symbol-privatize{exclude={{a b},c}},"
        "composite-fixed-point-pass{max-iterations=10 name={x {y}} pipeline=cse},"
        "affine-loop-fusion{compute-tolerance=INF fast-mem-space=0 local-buf-threshold=0 "
        "maximal=false mode=greedy},"
        "inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 "
        "op-pipelines={func.func(cse)}})"
    )


def test_lists_print_when_set_even_if_empty(registry: PassRegistry) -> None:
    assert print_pipeline(parse("builtin.module(symbol-privatize)", registry)) == (
        "builtin.module(symbol-privatize{})"
    )
    assert print_pipeline(parse("builtin.module(symbol-privatize{exclude=})", registry)) == (
        "builtin.module(symbol-privatize{exclude={}})"
    )
    # Pipeline values are copies, and a copied list forgets it was set to its default.
    nested = parse("builtin.module(inline{op-pipelines=any(symbol-privatize{exclude=})})", registry)
    assert "op-pipelines={any(symbol-privatize{})}" in print_pipeline(nested)


# -- parsing -----------------------------------------------------------------------------


def test_options_reach_the_pass(registry: PassRegistry) -> None:
    pm = parse(
        "builtin.module(canonicalize{max-iterations=0x10 top-down=0 region-simplify=aggressive "
        "disable-patterns=a,{b c},d})",
        registry,
    )
    pass_ = pm.passes[0]
    assert isinstance(pass_, Canonicalizer)
    assert (pass_.max_iterations, pass_.top_down) == (16, False)
    assert pass_.region_simplify == "aggressive"
    assert pass_.disabled_patterns == ["a", "b c", "d"]


@pytest.mark.parametrize(
    ("options", "iterations", "disabled"),
    [
        ("max-iterations=3 max-iterations=4", 4, []),
        ("disable-patterns=a max-iterations=1 disable-patterns=b,c", 1, ["a", "b", "c"]),
    ],
)
def test_repeated_options_keep_the_last_scalar_and_append_lists(
    registry: PassRegistry, options: str, iterations: int, disabled: list[str]
) -> None:
    """As LLVM's option parsers do in mlir-opt."""
    pass_ = parse(f"builtin.module(canonicalize{{{options}}})", registry).passes[0]
    assert (pass_.max_iterations, pass_.disabled_patterns) == (iterations, disabled)  # type: ignore[attr-defined]


def test_nesting_and_any(registry: PassRegistry) -> None:
    pm = parse(" any ( func.func(cse) , (sccp), any(cse) ) ", registry)
    assert pm.anchor is None
    adaptors = pm.passes
    assert [[m.anchor for m in a.managers] for a in adaptors] == [["func.func"], [None], [None]]  # type: ignore[attr-defined]


def test_parse_into_appends_and_keeps_nesting(registry: PassRegistry) -> None:
    pm = OpPassManager("builtin.module", Nesting.IMPLICIT)
    parse_pass_pipeline_into(pm, "cse, func.func(sccp)", registry)
    parse_pass_pipeline_into(pm, "", registry)
    assert print_pipeline(pm) == "builtin.module(cse,func.func(sccp))"
    assert pm.nesting is Nesting.IMPLICIT


def test_anchored_pass_must_be_nested() -> None:
    class FuncPass(Pass):
        argument = "func-pass"
        anchor = "func.func"

    registry = PassRegistry()
    registry.register_pass("func-pass", FuncPass)
    assert print_pipeline(parse("builtin.module(func.func(func-pass))", registry)) == (
        "builtin.module(func.func(func-pass))"
    )
    pm = OpPassManager("builtin.module", Nesting.IMPLICIT)
    with pytest.raises(
        PipelineParseError,
        match="Can't add pass 'FuncPass' restricted to "
        "'func.func' on a PassManager intended to run on 'builtin.module', did "
        "you intend to nest",
    ):
        parse_pass_pipeline_into(pm, "func-pass", registry)  # no implicit nesting while parsing


# -- registered pipelines ---------------------------------------------------------------------


class CleanupOptions(PipelineOptions):
    rounds = Option("rounds", INT, 1, "How often to run the cleanup")
    extra = ListOption("extra", STR)
    nested = Option("nested", PIPELINE)


def build_cleanup(pm: OpPassManager, options: CleanupOptions) -> None:
    for _ in range(options.rounds):
        parse_pass_pipeline_into(pm, ",".join(["cse", *options.extra]))
    if options.nested is not None:
        parse_pass_pipeline_into(pm, print_pipeline(options.nested))


def test_pipelines_expand_with_their_options(registry: PassRegistry) -> None:
    registry.register_pass_pipeline("cleanup", "Clean up", build_cleanup, CleanupOptions)
    pm = parse(
        "builtin.module(cleanup{rounds=2 extra=sccp,symbol-dce nested={func.func(cse)}})", registry
    )
    assert print_pipeline(pm) == (
        "builtin.module(cse,sccp,symbol-dce,cse,sccp,symbol-dce,func.func(cse))"
    )
    with pytest.raises(PipelineParseError, match="no such option round"):
        parse("builtin.module(cleanup{round=2})", registry)


def test_pipelines_without_options_take_no_option_text(registry: PassRegistry) -> None:
    registry.register_pass_pipeline("plain", "Plain", lambda pm, _: pm.add_pass(Canonicalizer()))
    assert print_pipeline(parse("builtin.module(plain{})", registry)) == (
        f"builtin.module({CANONICALIZE})"
    )
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(plain{ })", registry)
    assert info.value.message == "pass pipeline 'plain' takes no options"
    assert info.value.report == "failed to add `plain` with options ` `\n"  # as MLIR's


def test_a_bundle_given_options_says_it_takes_none(registry: PassRegistry) -> None:
    """Bundles are passgen's: unlike MLIR's pipelines without options, which fail without a
    message (mlir-opt's output, kept above), a bundle says why, at the options' `{`."""
    registry.register_bundle(PassBundle("tidy", ("canonicalize", "cse")))
    assert len(parse("builtin.module(tidy{})", registry).passes) == 2
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(cse,func.func(tidy{max-iterations=3}))", registry)
    assert info.value.message == "pass bundle 'tidy' takes no options"
    assert info.value.report == (
        f"{PIPELINE_BUFFER}:1:19: error: pass bundle 'tidy' takes no options\n"
        "cse,func.func(tidy{max-iterations=3})\n"
        "                  ^\n"
    )


def test_pipeline_options_use_the_active_registry(registry: PassRegistry) -> None:
    only_inline = PassRegistry()
    only_inline.register_pass("inline", Inliner)
    with pytest.raises(PipelineParseError, match="'cse' does not refer"):
        parse("builtin.module(inline{op-pipelines=any(cse)})", only_inline)
    inline = registry.create_pass("inline", op_pipelines="any(cse),func.func(sccp)")
    with use_registry(registry):
        inline.op_pipelines = [*inline.op_pipelines, "any(cse)"]  # type: ignore[attr-defined]
    printed = [print_pipeline(p) for p in inline.op_pipelines]  # type: ignore[attr-defined]
    assert printed == ["any(cse)", "func.func(sccp)", "any(cse)"]


# -- errors ------------------------------------------------------------------------------------


WRAP = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
UNKNOWN = "does not refer to a registered pass or pass pipeline"


@pytest.mark.parametrize(
    ("text", "message", "culprit", "report"),
    [
        ("cse", WRAP, "cse", WRAP),
        # SourceMgr's positions are in the text inside the anchor, as MLIR's
        (
            "builtin.module(cse,cs)",
            f"'cs' {UNKNOWN}",
            "cs)",
            f"{PIPELINE_BUFFER}:1:5: error: 'cs' {UNKNOWN}\ncse,cs\n    ^\n",
        ),
        (
            "builtin.module(cse,,cse)",
            f"'' {UNKNOWN}",
            ",cse)",
            f"{PIPELINE_BUFFER}:1:5: error: '' {UNKNOWN}\ncse,,cse\n    ^\n",
        ),
        (
            "builtin.module(cse))",
            "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
            "))",
            f"{PIPELINE_BUFFER}:1:4: error: encountered extra "
            "closing ')' creating unbalanced parentheses while parsing pipeline\ncse)\n   ^\n",
        ),
        (
            "builtin.module(func.func(cse)",
            "encountered unbalanced parentheses while parsing pipeline",
            "cse)",
            f"{PIPELINE_BUFFER}:1:11: error: encountered unbalanced "
            "parentheses while parsing pipeline\nfunc.func(cse\n          ^\n",
        ),
        (
            "builtin.module(func.func(cse)x)",
            "expected ',' after parsing pipeline",
            "x)",
            f"{PIPELINE_BUFFER}:1:15: error: expected ',' after parsing pipeline\n"
            "func.func(cse)x\n              ^\n",
        ),
        (
            "builtin.module(cse{{})",
            "missing closing '}' while processing pass options",
            "{{",
            f"{PIPELINE_BUFFER}:1:4: error: missing closing '}}' while processing pass "
            "options\ncse{{}\n   ^\n",
        ),
        (
            "builtin.module(\n\tcse,\n\tcsx\n)",
            f"'csx' {UNKNOWN}",
            "csx",
            f"{PIPELINE_BUFFER}:3:2: error: 'csx' {UNKNOWN}\n        csx\n        ^\n",
        ),
        # option errors: the handler's text, then the "failed to add" lines
        (
            "builtin.module(canonicalize{max-iteration=1})",
            "no such option max-iteration",
            "max-iteration=",
            "<Pass-Options-Parser>: no such option max-iteration\n\n"
            "failed to add `canonicalize` with options `max-iteration=1`\n",
        ),
        (
            "builtin.module(func.func(canonicalize{top-down=on}))",
            "for the --top-down option: 'on' is invalid value for boolean argument! Try 0 or 1",
            "on}",
            "\nfailed to add `canonicalize` with options `top-down=on`\n"
            "failed to add `func.func` with options `` to inner pipeline\n",
        ),
        (
            "builtin.module(canonicalize{max-iterations})",
            "for the --max-iterations option: requires a value!",
            "max-iterations}",
            "\nfailed to add `canonicalize` with options `max-iterations`\n",
        ),
        (
            "builtin.module(generate-runtime-verification{verbose-level=-1})",
            "for the --verbose-level option: '-1' value invalid for uint argument!",
            "-1}",
            "\nfailed to add `generate-runtime-verification` with options `verbose-level=-1`\n",
        ),
        (
            "builtin.module(inline{op-pipelines={any(cse),func.func(cs)}})",
            f"'cs' {UNKNOWN}",
            "cs)}",
            "\nfailed to add `inline` with options `op-pipelines={any(cse),func.func(cs)}`\n",
        ),
    ],
)
def test_errors_are_reported_as_mlir_opt_reports_them(
    registry: PassRegistry, text: str, message: str, culprit: str, report: str
) -> None:
    with pytest.raises(PipelineParseError) as info:
        parse(text, registry)
    error = info.value
    assert (error.message, error.report) == (message, report)
    assert text[error.offset :].startswith(culprit)
    assert str(error) == error.output + "<unknown>:0: error: " + report


def test_option_parsers_complain_on_stderr_at_once(registry: PassRegistry) -> None:
    """LLVM's option parsers print their complaint; a pipeline in an option prints its errors."""
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(canonicalize{top-down=on})", registry)
    assert info.value.output == (
        "passgen-opt: for the --top-down option: 'on' is invalid value "
        "for boolean argument! Try 0 or 1\n"
    )
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(inline{op-pipelines=cse})", registry)
    assert info.value.output == WRAP  # no newline: mlir-opt's next line starts right after it
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(inline{op-pipelines=any(canonicalize{x=1})})", registry)
    assert info.value.output == (
        "<Pass-Options-Parser>: no such option x\n\n"
        "failed to add `canonicalize` with options `x=1`\n"
    )


# -- round trips -----------------------------------------------------------------------------


@settings(max_examples=examples(300))
@given(random_pipelines())
def test_print_parse_print_is_identical(pm: OpPassManager) -> None:
    registry = upstream_registry()
    text = print_pipeline(pm)
    parsed = parse_pass_pipeline(text, registry)
    assert print_pipeline(parsed) == text
    assert dump_pipeline(parsed) == dump_pipeline(pm)
    assert structure(parsed) == structure(pm)


# -- hostile pipelines: huge numbers, deep nesting, option defaults ---------------------------


@pytest.mark.parametrize("option", ["max-iterations", "disable-patterns"])
@pytest.mark.parametrize("digits", ["1" * 5000, "-" + "9" * 5000, "0b" + "1" * 65])
def test_huge_integers_are_out_of_range(registry: PassRegistry, option: str, digits: str) -> None:
    """As mlir-opt: `'<value>' value invalid for long argument!` (lists of str take them)."""
    text = f"builtin.module(canonicalize{{{option}={digits}}})"
    if option == "disable-patterns":
        assert parse(text, registry).passes[0].disabled_patterns == [digits]  # type: ignore[attr-defined]
        return
    with pytest.raises(PipelineParseError) as info:
        parse(text, registry)
    assert info.value.message.endswith(f"'{digits}' value invalid for long argument!")


def test_huge_integers_in_int_lists_and_leading_zeros() -> None:
    class Tile(Pass):
        argument = "tile"
        sizes = ListOption("sizes", INT, None)

    registry = PassRegistry()
    registry.register_pass("tile", Tile)
    with pytest.raises(PipelineParseError, match="value invalid for integer argument!"):
        parse("builtin.module(tile{sizes=1," + "7" * 5000 + "})", registry)
    pm = parse("builtin.module(tile{sizes=0x" + "0" * 5000 + "1})", registry)
    assert pm.passes[0].sizes == [1]  # type: ignore[attr-defined]


@pytest.mark.parametrize("depth", [250, 1000, pytest.param(20000, marks=pytest.mark.slow)])
def test_deep_nesting_parses_prints_and_copies(registry: PassRegistry, depth: int) -> None:
    """mlir-opt accepts 20000 levels (and crashes at 30000); ours has no limit but memory."""
    text = "builtin.module(" + "any(" * depth + "cse" + ")" * depth + ")"
    pm = parse(text, registry)
    assert print_pipeline(pm) == text
    assert print_pipeline(pm.clone()) == text
    assert len(list(pm.walk_passes())) == depth + 1
    dump = dump_pipeline(pm)
    assert dump.count("\n") == 2 * depth + 4 and ("  " * (depth + 1) + "cse\n") in dump


def test_deeply_nested_options_stop_at_a_documented_depth(registry: PassRegistry) -> None:
    """mlir-opt takes 30 s for 20 levels of pipelines in options; ours stops past 32."""
    from passgen.runtime.pipeline_text import MAX_OPTION_NESTING

    def nested(levels: int) -> str:
        text = "cse"
        for _ in range(levels):
            text = f"inline{{op-pipelines=any({text})}}"
        return f"builtin.module({text})"

    assert print_pipeline(parse(nested(MAX_OPTION_NESTING), registry)).count("inline{") == 32
    with pytest.raises(PipelineParseError) as info:
        parse(nested(MAX_OPTION_NESTING + 1), registry)
    assert info.value.message == (
        "pass pipelines are nested in pass options more than 32 levels deep"
    )
    assert info.value.text[info.value.offset - 24 :].startswith("inline{op-pipelines=any(cse)}")


def test_string_pipelines_nested_in_options_parse_in_linear_time(registry: PassRegistry) -> None:
    text = "cse"
    for _ in range(30):  # each level used to parse its value twice: 2**30 parses
        text = f"composite-fixed-point-pass{{pipeline={{{text}}}}}"
    assert print_pipeline(parse(f"builtin.module({text})", registry)).count("composite") == 30


class SelfNamingPass(Pass):
    argument = "self-naming"
    pipeline = Option("pipeline", PIPELINE, "any(self-naming)")


class LaterPass(Pass):
    argument = "later"
    pipelines = ListOption("pipelines", PIPELINE, ["any(not-yet)"])


class SelfNamingOptions(PipelineOptions):
    nested = Option("nested", PIPELINE, "builtin.module(self-pipeline)")


def test_option_defaults_naming_their_own_pass_are_a_cycle() -> None:
    registry = PassRegistry()
    registry.register_pass("self-naming", SelfNamingPass)

    def build_self(pm: OpPassManager, options: SelfNamingOptions) -> None:
        pass  # never run: the default naming this pipeline is refused first

    registry.register_pass_pipeline("self-pipeline", "", build_self, SelfNamingOptions)
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(cse,self-naming)", upstream_registry_with(registry))
    assert str(info.value) == (
        "<unknown>:0: error: pass option defaults form a cycle: "
        "self-naming{pipeline=any(self-naming)} -> self-naming{pipeline=any(self-naming)}\n"
    )
    assert info.value.offset == len("builtin.module(cse,")
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(self-pipeline)", registry)
    assert info.value.message == (
        "pass option defaults form a cycle: self-pipeline{nested=builtin.module(self-pipeline)} "
        "-> self-pipeline{nested=builtin.module(self-pipeline)}"
    )
    # Given a value, the default is not needed.
    pm = parse("builtin.module(self-naming{pipeline=any()})", registry)
    assert print_pipeline(pm) == "builtin.module(self-naming{pipeline=any()})"


def test_option_defaults_naming_a_pass_registered_later() -> None:
    class NotYet(Pass):
        argument = "not-yet"

    registry = PassRegistry()
    registry.register_pass("later", LaterPass)
    with pytest.raises(PipelineParseError) as info:
        parse("builtin.module(later)", registry)
    assert info.value.report == (
        "the default of option 'pipelines' of 'later' is invalid: "
        "'not-yet' does not refer to a registered pass or pass pipeline\n"
        "failed to add `later` with options ``\n"
    )
    registry.register_pass("not-yet", NotYet)
    assert print_pipeline(parse("builtin.module(later)", registry)) == "builtin.module(later{})"
    # The default was parsed with the registry of the pipeline, and is kept.
    assert print_pipeline(LaterPass().pipelines[0]) == "any(not-yet)"  # type: ignore[attr-defined]


def upstream_registry_with(registry: PassRegistry) -> PassRegistry:
    registry.add_missing(upstream_registry())
    return registry


@settings(max_examples=examples(300))
@given(random_pipelines(hostile=True))
def test_hostile_values_print_so_they_read_back(pm: OpPassManager) -> None:
    """Quotes, braces, commas, spaces, `=`, backslashes, empty strings, in values and list
    elements: the print parses back to the same values and is a fixed point."""
    registry = upstream_registry()
    text = print_pipeline(pm)
    parsed = parse_pass_pipeline(text, registry)
    assert structure(parsed) == structure(pm)
    assert print_pipeline(parsed) == text


@pytest.mark.parametrize(
    ("values", "printed"),
    [
        (["a'b"], 'exclude={"a\'b"}'),  # mlir-opt: `exclude={a'b}`, which reads as `{a'b}`
        (["a,b", "c"], "exclude={{a,b},c}"),  # mlir-opt: `exclude={a,b,c}`
        ([""], "exclude={{}}"),  # mlir-opt: `exclude={}`, an empty list
        (["", ""], "exclude={,}"),
        ([",'"], 'exclude={",\'"}'),
        (["{a} b"], "exclude={{a} b}"),
    ],
)
def test_list_elements_print_so_they_read_back(
    registry: PassRegistry, values: list[str], printed: str
) -> None:
    pm = OpPassManager()
    pm.add_pass(registry.create_pass("symbol-privatize", exclude=values))
    assert print_pipeline(pm) == f"builtin.module(symbol-privatize{{{printed}}})"
    assert parse(print_pipeline(pm), registry).passes[0].exclude == values  # type: ignore[attr-defined]
