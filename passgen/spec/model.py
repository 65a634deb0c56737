"""The spec format: pydantic models of one YAML spec file (a contract; see docs/specs.md).

The models check shape and spelling; `passgen.checks` adds the rules that span
fields and files. `SpecFile.model_json_schema()` is what `passgen schema` prints.
"""

import keyword
import re
from collections.abc import Callable
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    PrivateAttr,
    WithJsonSchema,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema

from .option_kinds import OPTION_KINDS, OPTION_TYPES, OptionKind


class StringCheck:
    """Metadata of a checked string field, `Annotated[str, StringCheck(check, schema)]`:
    `check` validates a value (its ValueError is the message users read), `schema` is the
    field's JSON Schema."""

    __slots__ = ("check", "schema")

    def __init__(self, check: Callable[[str], str], schema: dict[str, Any]):
        self.check = check
        self.schema = schema

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return core_schema.no_info_after_validator_function(self.check, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return dict(self.schema)


def matching(pattern: str, what: str, example: str) -> StringCheck:
    """A check against `pattern`, with a message naming `what` the string must be."""
    compiled = re.compile(pattern)

    def check(value: str) -> str:
        if not compiled.fullmatch(value):
            raise ValueError(f"'{value}' is not {what} (e.g. '{example}')")
        return value

    schema = {"type": "string", "pattern": f"^{pattern}$", "description": f"{what}, e.g. {example}"}
    return StringCheck(check, schema)


def _not_keyword(value: str) -> str:
    """Reject hard keywords; soft ones (`match`, `case`, `type`, `_`) are valid names, and
    which words are soft keywords depends on the Python version."""
    if keyword.iskeyword(value):
        raise ValueError(f"'{value}' is a Python keyword")
    return value


CAMEL_CASE = r"[A-Z][A-Za-z0-9]*"
CamelName = Annotated[str, matching(CAMEL_CASE, "a CamelCase name", "LoopInvariantCodeMotion")]
Identifier = Annotated[
    str,
    matching(r"[a-z_][a-z0-9_]*", "a snake_case Python identifier", "max_iterations"),
    AfterValidator(_not_keyword),
]
Argument = Annotated[
    str,
    matching(
        r"[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*", "a kebab-case argument", "max-iterations"
    ),
]
OpName = Annotated[
    str,
    matching(
        r"[A-Za-z_][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)+",
        "an op name 'dialect.op'",
        "func.func",
    ),
]
InterfaceName = Annotated[
    str, matching(r"[A-Z][A-Za-z0-9_]*", "an interface or trait name", "FunctionOpInterface")
]
DialectName = Annotated[str, matching(r"[a-z_][a-z0-9_]*", "a dialect namespace", "arith")]
KindName = Annotated[
    str, matching(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*", "a kebab-case pass kind", "llvm-lowering")
]
BundleEntry = Annotated[
    str,
    matching(
        r"[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:\{.*\})?",
        "a pass argument with optional {options}",
        "canonicalize{max-iterations=3}",
    ),
]


def _name_parts(value: str) -> str:
    """Every part of an import path is a Python name: `from a.if import B` (or `\\w`
    characters such as '²' that no identifier may hold) cannot be written."""
    for part in re.split(r"[.:]", value):
        if keyword.iskeyword(part):
            raise ValueError(f"'{value}' is not an import path: '{part}' is a Python keyword")
        if not part.isidentifier():
            raise ValueError(f"'{value}' is not an import path: '{part}' is not a Python name")
    return value


ImportPath = Annotated[
    str,
    matching(
        r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*",
        "an import path 'package.module:Name'",
        "mypkg.transforms.cse:CSE",
    ),
    AfterValidator(_name_parts),
]


def _option_type(value: str) -> str:
    if value not in OPTION_TYPES:
        raise ValueError(
            f"unknown option type '{value}'; expected one of: {', '.join(OPTION_TYPES)}"
        )
    return value


OptionTypeName = Annotated[
    str,
    AfterValidator(_option_type),
    WithJsonSchema({"enum": list(OPTION_TYPES), "description": "the option's value type"}),
]
Text = Annotated[str, Field(description="free text (Markdown in descriptions)")]

# What a textual pipeline reads as structure (runtime/pipeline_text.py: `{}` delimit options,
# a space or `=` ends a key, a space ends a value, quotes and brackets group, `,` splits a list
# value), and what Passes.md reads as markup around a value (a code span in a table cell).
ENUM_VALUE_FORBIDDEN = "{}()[],=\"'`|"


def _enum_value(value: str) -> str:
    """An enum value name is one token of a textual pipeline, so every value round-trips
    through `pass{option=value}` and `{option=a,b}`."""
    if not value:
        raise ValueError("an enum value name cannot be empty")
    bad = next(
        (c for c in value if not c.isprintable() or c.isspace() or c in ENUM_VALUE_FORBIDDEN), None
    )
    if bad is not None:
        raise ValueError(
            f"enum value name {value!r} has {bad!r}; a value name is one pipeline "
            f"token: printable, no spaces and none of {ENUM_VALUE_FORBIDDEN}"
        )
    return value


EnumValueName = Annotated[
    str,
    AfterValidator(_enum_value),
    WithJsonSchema(
        {
            "type": "string",
            "pattern": "^[^\\s\\x00-\\x1f\\x7f{}()\\[\\],=\"'`|]+$",
            "description": "an enum value name: one pipeline token",
        }
    ),
]


class SpecModel(BaseModel):
    """Strict, closed models: unknown keys are errors and nothing is coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    # Fields whose values failed validation: set only on the partial models that
    # `load._partial` salvages after an error (the problems are already reported).
    _invalid: frozenset[str] = PrivateAttr(default_factory=frozenset)


# -- C++ facts (from `passgen import-td`, or written to override derived ones) ----------
# What a TableGen record says that only C++ uses. Kept so that nothing is lost on
# import and the `mlir` doc style can reproduce mlir-tblgen; Python output ignores it.
# A fact left out (or empty) is derived from the portable fields (`passgen.cpp.model`).


class CppOption(SpecModel):
    """An option's C++ side (TableGen `Option` / `ListOption` fields)."""

    name: Text = Field("", description="the C++ member name (cppName; '' = derived)")
    type: Text = Field(
        "", description="the C++ value type, e.g. 'mlir::GreedySimplifyRegionLevel' ('' = derived)"
    )
    default: Text | None = Field(
        None,
        description="the default as a C++ expression (none = derived from `default`; '' = "
        'no C++ default, the member value-initialized, as TableGen\'s defaultValue "")',
    )
    flags: Text = Field(
        "", description="additional option flags, e.g. '::llvm::cl::values(...)' ('' = derived)"
    )
    enumerators: dict[EnumValueName, Text] = Field(
        default_factory=dict,
        description="enum only: value name -> its enumerator of `type` (default: the value name)",
    )


class CppStatistic(SpecModel):
    """A statistic's C++ side."""

    name: Text = Field("", description="the C++ member name (cppName; '' = derived)")


class CppPass(SpecModel):
    """A pass's C++ side (TableGen `PassBase` fields)."""

    base_class: Text = Field(
        "", description="e.g. '::mlir::OperationPass<func::FuncOp>' ('' = derived from the anchor)"
    )
    constructor: Text = Field("", description="C++ constructor call ('' = the generated one)")
    dependent_dialects: list[Text] = Field(
        default_factory=list,
        description="dialect class names, e.g. 'arith::ArithDialect' (none = derived)",
    )
    option_order: list[Argument] = Field(
        default_factory=list,
        description="option arguments in TableGen order, when it differs from the spec's "
        "(included option sets first)",
    )


# What mlir-tblgen splices `-name` and `--prefix` into: the middle of C++ identifiers
# (`register<name>Passes`), so any letters, digits and `_`; '' is its default, as without the
# flag (`registerPasses()`). What C++ refuses (`__`, a macro) is `passgen.cpp`'s to report.
CppNamePart = Annotated[
    str,
    matching(
        r"[A-Za-z0-9_]*",
        "part of a C++ identifier (letters, digits and '_'; '' for mlir-tblgen's default)",
        "Transforms",
    ),
]


class CppGroup(SpecModel):
    """The C++ names of a group's outputs (mlir-tblgen's `-name` and `--prefix`)."""

    name: CppNamePart | None = Field(
        default=None,
        description="-gen-pass-decls -name: register<name>Passes() (default: the group; "
        "'': mlir-tblgen's default, registerPasses())",
    )
    capi_prefix: CppNamePart | None = Field(
        default=None,
        description="-gen-pass-capi-* --prefix: mlirRegister<prefix>... (default: name; "
        "'': mlir-tblgen's default, mlirRegisterPasses())",
    )


class OptionSpec(SpecModel):
    """A pass option (MLIR's `Option` / `ListOption`)."""

    name: Identifier = Field(description="Python attribute name")
    argument: Argument = Field(description="the name in textual pipelines")
    type: OptionTypeName
    default: bool | int | float | str | list[bool | int | float | str] | None = Field(
        default=None, description="default value, checked against the type"
    )
    description: Text = ""
    values: dict[EnumValueName, Text] | None = Field(
        default=None, description="enum only: each value's name and description"
    )
    cpp: CppOption | None = Field(default=None, description="C++ facts (from TableGen)")

    @property
    def is_list(self) -> bool:
        return self.type.startswith("list[")

    @property
    def element_type(self) -> str:
        return self.type[5:-1] if self.is_list else self.type

    @property
    def kind(self) -> OptionKind:
        """The kind of the option's (element) values."""
        return OPTION_KINDS[self.element_type]


class StatisticSpec(SpecModel):
    """A pass statistic (MLIR's `Statistic`)."""

    name: Identifier = Field(description="Python attribute name")
    display_name: Text = Field(description="the name shown in statistics reports")
    description: Text = ""
    cpp: CppStatistic | None = Field(default=None, description="C++ facts (from TableGen)")


class PassSpec(SpecModel):
    """One pass."""

    name: CamelName = Field(description="gives <Name>Base, create_<name>(), register_<name>()")
    argument: Argument = Field(description="the name in textual pipelines")
    summary: Text = ""
    description: Text = ""
    anchor: OpName | None = Field(default=None, description="op name; omitted = op-agnostic")
    interface: InterfaceName | None = Field(
        default=None, description="schedule only on ops with this interface (instead of anchor)"
    )
    dependent_dialects: list[DialectName] = Field(default_factory=list)
    options: list[OptionSpec] = Field(default_factory=list)
    include_options: list[Identifier] = Field(
        default_factory=list, description="names of option_sets whose options this pass has"
    )
    statistics: list[StatisticSpec] = Field(default_factory=list)
    implementation: ImportPath | None = Field(
        default=None, description="the pass class create_<name>() imports, 'package.module:Class'"
    )
    deprecated: Text | None = Field(
        default=None, description="deprecation message; the pass still works"
    )
    # What the pipeline builder checks (docs/pipeline-builder.md).
    kinds: list[KindName] = Field(
        default_factory=list, description="what the pass is, e.g. cleanup"
    )
    requires_before: list[KindName] = Field(
        default_factory=list, description="kinds of which one pass must run before this one"
    )
    cleanup_after: bool = Field(False, description="a pass of kind cleanup must run after this one")
    preserves: list[CamelName] = Field(
        default_factory=list, description="analyses (class names) every run of the pass preserves"
    )
    cpp: CppPass | None = Field(default=None, description="C++ facts (from TableGen)")


class RegionSpec(SpecModel):
    """Every pass after `start` and before the next `end` must preserve `analysis`."""

    start: Argument
    end: Argument
    analysis: CamelName


class BundleSpec(SpecModel):
    """A named sequence of passes that always go together (a `PassBundle`)."""

    name: Argument = Field(description="the name in textual pipelines and add_bundle()")
    summary: Text = ""
    passes: list[BundleEntry] = Field(min_length=1, description="'argument' or 'argument{options}'")
    preserve_between: list[RegionSpec] = Field(
        default_factory=list, description="regions between the bundle's passes, checked by builders"
    )

    @property
    def regions(self) -> tuple[tuple[str, str, str], ...]:
        """`preserve_between` as `PassBundle` takes it."""
        return tuple((r.start, r.end, r.analysis) for r in self.preserve_between)


class SpecFile(SpecModel):
    """One YAML spec file: a group of passes."""

    group: CamelName = Field(description="gives register_<group>_passes()")
    summary: Text = ""
    passes: list[PassSpec] = Field(default_factory=list)
    option_sets: dict[Identifier, list[OptionSpec]] = Field(
        default_factory=dict, description="reusable option lists for include_options"
    )
    bundles: list[BundleSpec] = Field(default_factory=list, description="named pass sequences")
    cpp: CppGroup | None = Field(
        default=None, description="C++ output names (mlir-tblgen -name, --prefix)"
    )

    def pass_options(self, index: int) -> list[tuple[tuple[str | int, ...], OptionSpec]]:
        """The options of pass `index`, each with its place in the file: those of the option
        sets it includes (in its order, each set once), then its own, the order of TableGen's
        records and of the generated class. Options that did not validate (in a salvaged
        file) are left out."""
        included = [
            found
            for name in dict.fromkeys(self.passes[index].include_options)
            for found in self._set_options(name)
        ]
        return [found for found in [*included, *self._own_options(index)] if found[1] is not None]

    def every_option(self) -> list[tuple[tuple[str | int, ...], OptionSpec]]:
        """Each option of the file once, with its place: the option sets', then each pass's
        own."""
        return [
            *(found for name in self.option_sets for found in self._set_options(name)),
            *(found for index in range(len(self.passes)) for found in self._own_options(index)),
        ]

    def _set_options(self, name: str) -> list[tuple[tuple[str | int, ...], OptionSpec]]:
        return [(("option_sets", name, i), o) for i, o in enumerate(self.option_sets.get(name, []))]

    def _own_options(self, index: int) -> list[tuple[tuple[str | int, ...], OptionSpec]]:
        options = self.passes[index].options
        return [(("passes", index, "options", i), o) for i, o in enumerate(options)]

    @property
    def cpp_name(self) -> str:
        """mlir-tblgen's `-name` for this group ('' is its default: no `-name`)."""
        name = self.cpp.name if self.cpp else None
        return self.group if name is None else name

    @property
    def capi_prefix(self) -> str:
        """mlir-tblgen's `--prefix` for this group's C API ('' is its default)."""
        prefix = self.cpp.capi_prefix if self.cpp else None
        return self.cpp_name if prefix is None else prefix


# For did-you-mean on unknown keys: the model that owns each location.
MODELS: dict[str, type[SpecModel]] = {
    "spec file": SpecFile,
    "pass": PassSpec,
    "option": OptionSpec,
    "statistic": StatisticSpec,
    "spec file cpp": CppGroup,
    "pass cpp": CppPass,
    "option cpp": CppOption,
    "statistic cpp": CppStatistic,
    "bundle": BundleSpec,
    "region": RegionSpec,
}


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a spec file, for editors."""
    schema = SpecFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "passgen pass spec"
    return schema
