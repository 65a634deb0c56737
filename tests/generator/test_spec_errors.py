"""A table of malformed specs: `passgen build` reports every problem, exactly, and writes nothing.

Each case is a small spec project (one or several YAML files under `specs/`) with the
complete list of problems `passgen build` must report: either the whole stderr (source
line and caret included) or the first line of every problem. Every case is also run
against a project whose previous output must stay byte-identical, and through
`passgen validate`, which must report the same. The last tests cover configuration and
command-line errors.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from projects import PYPROJECT, write_project
from spec_cases import HEAD, Case, assert_build_fails_cleanly, check_report, run, snapshot

from passgen.cli import main
from passgen.spec.option_kinds import OPTION_TYPES

TYPES = ", ".join(OPTION_TYPES)  # the option types the format accepts, as messages list them


CASES = [
    Case(
        "unknown_top_key_did_you_mean",
        """\
group: Foo
pases: []
""",
        full="""\
specs/a.yaml:2:1: error: unknown key 'pases' in spec file; did you mean 'passes'?
pases: []
^
1 error generated.
""",
    ),
    Case(
        "unknown_top_key_no_hint",
        """\
group: Foo
frobnicate: 1
""",
        [
            "specs/a.yaml:2:1: error: unknown key 'frobnicate' in spec file; expected one of: group, summary, passes, option_sets, bundles, cpp",
        ],
    ),
    Case(
        "unknown_pass_key_did_you_mean",
        """\
group: Foo
passes:
  - name: A
    argument: a
    summry: Does things
""",
        [
            "specs/a.yaml:5:5: error: unknown key 'summry' in pass; did you mean 'summary'?",
        ],
    ),
    Case(
        "unknown_pass_key_no_hint",
        """\
group: Foo
passes:
  - name: A
    argument: a
    colour: red
""",
        [
            "specs/a.yaml:5:5: error: unknown key 'colour' in pass; expected one of: name, argument, summary, description, anchor, interface, dependent_dialects, options, include_options, statistics, implementation, deprecated, kinds, requires_before, cleanup_after, preserves, cpp",
        ],
    ),
    Case(
        "unknown_option_keys",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - name: level
        argument: level
        type: int
        defualt: 3
        bogus: 1
""",
        full="""\
specs/a.yaml:9:9: error: unknown key 'defualt' in option; did you mean 'default'?
        defualt: 3
        ^
specs/a.yaml:10:9: error: unknown key 'bogus' in option; expected one of: name, argument, type, default, description, values, cpp
        bogus: 1
        ^
2 errors generated.
""",
    ),
    Case(
        "unknown_statistic_key",
        """\
group: Foo
passes:
  - name: A
    argument: a
    statistics:
      - {name: count, display_name: count, displayname: c}
""",
        [
            "specs/a.yaml:6:44: error: unknown key 'displayname' in statistic; did you mean 'display_name'?",
        ],
    ),
    Case(
        "unknown_key_in_option_set",
        """\
group: Foo
option_sets:
  common:
    - {name: x, argument: x, type: bool, descripton: X}
""",
        [
            "specs/a.yaml:4:42: error: unknown key 'descripton' in option; did you mean 'description'?",
        ],
    ),
    Case(
        "missing_group",
        """\
summary: No group here
""",
        [
            "specs/a.yaml:1:1: error: spec file is missing the required key 'group'",
        ],
    ),
    Case(
        "missing_required_keys_nested",
        """\
group: Foo
passes:
  - name: A
    options:
      - {name: level, argument: level}
    statistics:
      - {name: count}
""",
        full="""\
specs/a.yaml:3:5: error: pass is missing the required key 'argument'
  - name: A
    ^
specs/a.yaml:5:9: error: option is missing the required key 'type'
      - {name: level, argument: level}
        ^
specs/a.yaml:7:9: error: statistic is missing the required key 'display_name'
      - {name: count}
        ^
3 errors generated.
""",
    ),
    Case(
        "duplicate_top_key",
        """\
group: Foo
summary: One
group: Bar
""",
        [
            "specs/a.yaml:3:1: error: duplicate key 'group' (first given at line 1)",
        ],
    ),
    Case(
        "duplicate_nested_keys",
        """\
group: Foo
passes:
  - name: A
    argument: a
    summary: x
    options:
      - name: mode
        argument: mode
        type: enum
        type: str
        values:
          fast: F
          fast: G
""",
        full="""\
specs/a.yaml:10:9: error: duplicate key 'type' (first given at line 9)
        type: str
        ^
specs/a.yaml:13:11: error: duplicate key 'fast' (first given at line 12)
          fast: G
          ^
2 errors generated.
""",
    ),
    Case(
        "group_not_camel_case",
        """\
group: foo_bar
""",
        [
            "specs/a.yaml:1:8: error: 'group': 'foo_bar' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion')",
        ],
    ),
    Case(
        "pass_name_not_camel_case",
        """\
group: Foo
passes:
  - name: my_pass
    argument: my-pass
""",
        [
            "specs/a.yaml:3:11: error: 'name': 'my_pass' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion')",
        ],
    ),
    Case(
        "option_and_statistic_names_not_snake_case",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: MaxIter, argument: max-iter, type: int}
    statistics:
      - {name: num-ops, display_name: n}
""",
        [
            "specs/a.yaml:6:16: error: 'name': 'MaxIter' is not a snake_case Python identifier (e.g. 'max_iterations')",
            "specs/a.yaml:8:16: error: 'name': 'num-ops' is not a snake_case Python identifier (e.g. 'max_iterations')",
        ],
    ),
    Case(
        "python_keyword_names",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: class, argument: cls, type: int}
      - {name: match, argument: match, type: int}
    statistics:
      - {name: lambda, display_name: l}
""",
        full="""\
specs/a.yaml:6:16: error: 'name': 'class' is a Python keyword
      - {name: class, argument: cls, type: int}
               ^
specs/a.yaml:9:16: error: 'name': 'lambda' is a Python keyword
      - {name: lambda, display_name: l}
               ^
2 errors generated.
""",
    ),
    # No member may shadow a Pass attribute, nor a value type the class body's annotations
    # name: `ratio: Option[float]` after a member `float` is no type (mypy --strict).
    Case(
        "names_shadow_pass_attributes_and_value_types",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: options, argument: opts, type: int}
      - {name: deprecated, argument: dep, type: bool}
      - {name: float, argument: f, type: float}
    statistics:
      - {name: name, display_name: n}
      - {name: run_on_operation, display_name: r}
      - {name: str, display_name: s}
""",
        [
            "specs/a.yaml:6:16: error: 'options' would shadow the runtime Pass attribute of that name",
            "specs/a.yaml:7:16: error: 'deprecated' would shadow the runtime Pass attribute of that name",
            "specs/a.yaml:8:16: error: 'float' would shadow the type float in the generated class's annotations",
            "specs/a.yaml:10:16: error: 'name' would shadow the runtime Pass attribute of that name",
            "specs/a.yaml:11:16: error: 'run_on_operation' would shadow the runtime Pass attribute of that name",
            "specs/a.yaml:12:16: error: 'str' would shadow the type str in the generated class's annotations",
        ],
    ),
    Case(
        "private_names",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: _state, argument: state, type: int}
    statistics:
      - {name: __init__, display_name: i}
""",
        [
            "specs/a.yaml:6:16: error: '_state' starts with '_': option and statistic names are public attributes of the pass class",
            "specs/a.yaml:8:16: error: '__init__' starts with '_': option and statistic names are public attributes of the pass class",
        ],
    ),
    Case(
        "bad_arguments",
        """\
group: Foo
passes:
  - name: A
    argument: My Pass
    options:
      - {name: a, argument: max--iter, type: int}
      - {name: b, argument: '-b', type: int}
  - name: B
    argument: b-
""",
        [
            "specs/a.yaml:4:15: error: 'argument': 'My Pass' is not a kebab-case argument (e.g. 'max-iterations')",
            "specs/a.yaml:6:29: error: 'argument': 'max--iter' is not a kebab-case argument (e.g. 'max-iterations')",
            "specs/a.yaml:7:29: error: 'argument': '-b' is not a kebab-case argument (e.g. 'max-iterations')",
            "specs/a.yaml:9:15: error: 'argument': 'b-' is not a kebab-case argument (e.g. 'max-iterations')",
        ],
    ),
    Case(
        "argument_clash_across_files",
        {
            "a.yaml": """\
group: Foo
passes:
  - {name: A, argument: shared}
""",
            "b.yaml": """\
group: Bar
passes:
  - {name: B, argument: shared}
""",
        },
        full="""\
specs/b.yaml:3:25: error: pass argument 'shared' is already defined at specs/a.yaml:3:25
  - {name: B, argument: shared}
                        ^
1 error generated.
""",
    ),
    Case(
        "pass_name_clash_within_a_group",  # other groups may reuse a name: modules keep them apart
        {
            "a.yaml": """\
group: Foo
passes:
  - {name: CSE, argument: cse}
""",
            "b.yaml": """\
group: Bar
passes:
  - {name: Cse, argument: cse2}
  - {name: CSE, argument: cse3}
""",
        },
        full="""\
specs/b.yaml:4:12: error: pass 'CSE' (create_cse()) is already defined at specs/b.yaml:3:12
  - {name: CSE, argument: cse3}
           ^
1 error generated.
""",
    ),
    Case(
        "group_clash_across_files",
        {
            "a.yaml": """\
group: Foo
""",
            "b.yaml": """\
group: FOO
""",
            "c.yaml": """\
group: Foo
""",
        },
        [
            "specs/b.yaml:1:8: error: group 'FOO' (module foo) is already defined at specs/a.yaml:1:8",
            "specs/c.yaml:1:8: error: group 'Foo' (module foo) is already defined at specs/a.yaml:1:8",
        ],
    ),
    Case(
        "group_module_clashes_with_registration_module",
        {
            "a.yaml": """\
group: Foo
""",
            "b.yaml": """\
group: FooRegistration
""",
        },
        full="""\
specs/b.yaml:1:8: error: group 'FooRegistration' (module foo_registration) clashes with the registration module of group 'Foo' at specs/a.yaml:1:8
group: FooRegistration
       ^
1 error generated.
""",
    ),
    Case(
        "group_module_is_keyword",
        """\
group: Import
""",
        [
            "specs/a.yaml:1:8: error: group 'Import' gives the module name 'import', a Python keyword",
        ],
    ),
    Case(
        "pass_register_function_clashes_with_group",
        """\
group: Foo
passes:
  - {name: FooPasses, argument: foo}
""",
        [
            "specs/a.yaml:3:12: error: pass 'FooPasses' gives register_foo_passes(), the name of the group's registration function",
        ],
    ),
    Case(
        "bool_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: bool, default: 1}
      - {name: b, argument: b, type: bool, default: 'yes'}
""",
        [
            "specs/a.yaml:6:53: error: default 1 does not fit type bool: expected a bool, got 1",
            "specs/a.yaml:7:53: error: default 'yes' does not fit type bool: 'yes' is invalid value for boolean argument! Try 0 or 1",
        ],
    ),
    Case(
        "int_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: int, default: 2147483648}
      - {name: b, argument: b, type: int, default: 1.5}
      - {name: c, argument: c, type: int, default: false}
      - {name: d, argument: d, type: int, default: -2147483649}
""",
        [
            "specs/a.yaml:6:52: error: default 2147483648 does not fit type int: '2147483648' value invalid for integer argument!",
            "specs/a.yaml:7:52: error: default 1.5 does not fit type int: expected an integer, got 1.5",
            "specs/a.yaml:8:52: error: default False does not fit type int: expected an integer, got False",
            "specs/a.yaml:9:52: error: default -2147483649 does not fit type int: '-2147483649' value invalid for integer argument!",
        ],
    ),
    Case(
        "uint_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: uint, default: -1}
      - {name: b, argument: b, type: uint, default: 4294967296}
""",
        [
            "specs/a.yaml:6:53: error: default -1 does not fit type uint: '-1' value invalid for uint argument!",
            "specs/a.yaml:7:53: error: default 4294967296 does not fit type uint: '4294967296' value invalid for uint argument!",
        ],
    ),
    Case(
        "float_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: float, default: fast}
      - {name: b, argument: b, type: float, default: true}
""",
        [
            "specs/a.yaml:6:54: error: default 'fast' does not fit type float: 'fast' value invalid for floating point argument!",
            "specs/a.yaml:7:54: error: default True does not fit type float: expected a number, got True",
        ],
    ),
    Case(
        "str_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: str, default: 3}
      - {name: b, argument: b, type: str, default: [x]}
""",
        [
            "specs/a.yaml:6:52: error: default 3 does not fit type str: expected a string, got 3"
            " (YAML reads 3 as an integer; write '3' for the text)",
            "specs/a.yaml:7:52: error: default ['x'] does not fit type str: expected a string, got ['x']",
        ],
    ),
    Case(
        "list_defaults",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: a, argument: a, type: 'list[int]', default: 3}
      - {name: b, argument: b, type: 'list[int]', default: [1, x, 2]}
      - {name: c, argument: c, type: 'list[bool]', default: [true, 2]}
""",
        full="""\
specs/a.yaml:6:60: error: default of list option 'a' must be a list
      - {name: a, argument: a, type: 'list[int]', default: 3}
                                                           ^
specs/a.yaml:7:64: error: default 'x' does not fit type list[int]: 'x' value invalid for integer argument!
      - {name: b, argument: b, type: 'list[int]', default: [1, x, 2]}
                                                               ^
specs/a.yaml:8:68: error: default 2 does not fit type list[bool]: expected a bool, got 2
      - {name: c, argument: c, type: 'list[bool]', default: [true, 2]}
                                                                   ^
3 errors generated.
""",
    ),
    Case(
        "enum_default_not_a_value",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - name: mode
        argument: mode
        type: enum
        default: fsat
        values: {fast: Fast, slow: Slow}
      - {name: level, argument: level, type: enum, default: extreme, values: {low: L, high: H}}
      - {name: modes, argument: modes, type: 'list[enum]', default: [fast, slwo], values: {fast: F, slow: S}}
""",
        full="""\
specs/a.yaml:9:18: error: default 'fsat' of enum option 'mode' is not one of its values: fast, slow; did you mean 'fast'?
        default: fsat
                 ^
specs/a.yaml:11:61: error: default 'extreme' of enum option 'level' is not one of its values: low, high
      - {name: level, argument: level, type: enum, default: extreme, values: {low: L, high: H}}
                                                            ^
specs/a.yaml:12:76: error: default 'slwo' of enum option 'modes' is not one of its values: fast, slow; did you mean 'slow'?
      - {name: modes, argument: modes, type: 'list[enum]', default: [fast, slwo], values: {fast: F, slow: S}}
                                                                           ^
3 errors generated.
""",
    ),
    Case(
        "enum_without_values",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: mode, argument: mode, type: enum}
      - {name: modes, argument: modes, type: 'list[enum]', values: {}}
""",
        [
            "specs/a.yaml:6:9: error: enum option 'mode' needs 'values'",
            "specs/a.yaml:7:9: error: enum option 'modes' needs 'values'",
        ],
    ),
    Case(
        "values_on_non_enum",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: level, argument: level, type: int, values: {low: L}}
""",
        [
            "specs/a.yaml:6:51: error: 'values' is only for enum options; 'level' is int",
        ],
    ),
    Case(
        "unknown_option_set",
        """\
group: Foo
option_sets:
  rewrite: []
passes:
  - name: A
    argument: a
    include_options: [rewrit, nothing]
""",
        full="""\
specs/a.yaml:7:23: error: unknown option set 'rewrit'; did you mean 'rewrite'?
    include_options: [rewrit, nothing]
                      ^
specs/a.yaml:7:31: error: unknown option set 'nothing'
    include_options: [rewrit, nothing]
                              ^
2 errors generated.
""",
    ),
    Case(
        "interface_with_anchor",
        """\
group: Foo
passes:
  - name: A
    argument: a
    anchor: func.func
    interface: FunctionOpInterface
""",
        full="""\
specs/a.yaml:6:5: error: pass 'A' has both 'anchor' and 'interface'; an interface pass is scheduled on any op that has the interface, so drop one
    interface: FunctionOpInterface
    ^
1 error generated.
""",
    ),
    Case(
        "malformed_op_names",
        """\
group: Foo
passes:
  - {name: A, argument: a, anchor: func}
  - {name: B, argument: b, anchor: 1func.func}
  - {name: C, argument: c, anchor: 'func.'}
  - {name: D, argument: d, interface: functionOpInterface}
""",
        [
            "specs/a.yaml:3:36: error: 'anchor': 'func' is not an op name 'dialect.op' (e.g. 'func.func')",
            "specs/a.yaml:4:36: error: 'anchor': '1func.func' is not an op name 'dialect.op' (e.g. 'func.func')",
            "specs/a.yaml:5:36: error: 'anchor': 'func.' is not an op name 'dialect.op' (e.g. 'func.func')",
            "specs/a.yaml:6:39: error: 'interface': 'functionOpInterface' is not an interface or trait name (e.g. 'FunctionOpInterface')",
        ],
    ),
    Case(
        "bad_dependent_dialects",
        """\
group: Foo
passes:
  - name: A
    argument: a
    dependent_dialects: [Arith, llvm.ir, '']
""",
        [
            "specs/a.yaml:5:26: error: 'dependent_dialects': 'Arith' is not a dialect namespace (e.g. 'arith')",
            "specs/a.yaml:5:33: error: 'dependent_dialects': 'llvm.ir' is not a dialect namespace (e.g. 'arith')",
            "specs/a.yaml:5:42: error: 'dependent_dialects': '' is not a dialect namespace (e.g. 'arith')",
        ],
    ),
    Case(
        "bad_implementation_paths",
        """\
group: Foo
passes:
  - {name: A, argument: a, implementation: mypkg.mod.Cls}
  - {name: B, argument: b, implementation: 'mypkg:'}
  - {name: C, argument: c, implementation: ':Cls'}
  - {name: D, argument: d, implementation: 'my-pkg:C'}
""",
        [
            "specs/a.yaml:3:44: error: 'implementation': 'mypkg.mod.Cls' is not an import path 'package.module:Name' (e.g. 'mypkg.transforms.cse:CSE')",
            "specs/a.yaml:4:44: error: 'implementation': 'mypkg:' is not an import path 'package.module:Name' (e.g. 'mypkg.transforms.cse:CSE')",
            "specs/a.yaml:5:44: error: 'implementation': ':Cls' is not an import path 'package.module:Name' (e.g. 'mypkg.transforms.cse:CSE')",
            "specs/a.yaml:6:44: error: 'implementation': 'my-pkg:C' is not an import path 'package.module:Name' (e.g. 'mypkg.transforms.cse:CSE')",
        ],
    ),
    Case(
        "implementation_path_parts_not_python_names",
        """\
group: Foo
passes:
  - {name: A, argument: a, implementation: my.if:A}
  - {name: B, argument: b, implementation: 'mypkg:None'}
  - {name: C, argument: c, implementation: 'm²:C'}
""",
        [
            "specs/a.yaml:3:44: error: 'implementation': 'my.if:A' is not an import path: 'if' is a Python keyword",
            "specs/a.yaml:4:44: error: 'implementation': 'mypkg:None' is not an import path: 'None' is a Python keyword",
            "specs/a.yaml:5:44: error: 'implementation': 'm²:C' is not an import path: 'm²' is not a Python name",
        ],
    ),
    Case(
        "python_object_tag",
        """\
group: !!python/object/apply:os.system ['echo hi']
""",
        full="""\
specs/a.yaml:1:8: error: unsupported YAML tag '!!python/object/apply:os.system': specs hold plain strings, numbers, booleans, lists and mappings
group: !!python/object/apply:os.system ['echo hi']
       ^
1 error generated.
""",
    ),
    Case(
        "binary_tag",
        """\
group: Foo
summary: !!binary aGVsbG8=
""",
        [
            "specs/a.yaml:2:10: error: unsupported YAML tag '!!binary': specs hold plain strings, numbers, booleans, lists and mappings",
        ],
    ),
    Case(
        "custom_tags",
        """\
group: Foo
passes:
  - !pass {name: A, argument: a}
  - {name: B, !foo argument: b}
""",
        full="""\
specs/a.yaml:3:5: error: unsupported YAML tag '!pass': specs hold plain strings, numbers, booleans, lists and mappings
  - !pass {name: A, argument: a}
    ^
specs/a.yaml:4:15: error: unsupported YAML tag '!foo': specs hold plain strings, numbers, booleans, lists and mappings
  - {name: B, !foo argument: b}
              ^
2 errors generated.
""",
    ),
    Case(
        "invalid_explicit_scalars",
        """\
group: Foo
summary: !!float x
description: !!bool maybe
passes: !!set {a}
""",
        [
            "specs/a.yaml:2:10: error: 'x' is not a valid !!float",
            "specs/a.yaml:3:1: error: unknown key 'description' in spec file; expected one of: group, summary, passes, option_sets, bundles, cpp",
            "specs/a.yaml:3:14: error: 'maybe' is not a valid !!bool",
            "specs/a.yaml:4:9: error: unsupported YAML tag '!!set': specs hold plain strings, numbers, booleans, lists and mappings",
        ],
    ),
    Case(
        "merge_key",
        """\
group: Foo
defaults: &d {summary: x}
passes:
  - <<: *d
    name: A
    argument: a
""",
        [
            "specs/a.yaml:2:1: error: unknown key 'defaults' in spec file; expected one of: group, summary, passes, option_sets, bundles, cpp",
            "specs/a.yaml:4:5: error: YAML merge keys ('<<') are not supported; write the keys out",
        ],
    ),
    Case(
        "yaml_unclosed_quote",
        """\
group: Foo
summary: 'never closed
""",
        full="""\
specs/a.yaml:3:1: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar at line 2, column 10)
1 error generated.
""",
    ),
    Case(
        "yaml_bad_indentation",
        """\
group: Foo
passes:
  - name: A
   argument: a
""",
        full="""\
specs/a.yaml:4:4: error: invalid YAML: expected <block end>, but found '<block mapping start>' (while parsing a block collection at line 3, column 3)
   argument: a
   ^
1 error generated.
""",
    ),
    Case(
        "yaml_unclosed_flow_sequence",
        """\
group: Foo
summary: [a, b}
""",
        [
            "specs/a.yaml:2:15: error: invalid YAML: expected ',' or ']', but got '}' (while parsing a flow sequence at line 2, column 10)",
        ],
    ),
    Case(
        "yaml_unquoted_list_type_in_flow_mapping",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: x, argument: x, type: list[str], description: d}
""",
        full="""\
specs/a.yaml:6:42: error: invalid YAML: expected ',' or '}', but got '[' (while parsing a flow mapping at line 6, column 9); write "list[str]" with quotes: in a flow mapping, '[' ends an unquoted value
      - {name: x, argument: x, type: list[str], description: d}
                                         ^
1 error generated.
""",
    ),
    Case(
        "yaml_unquoted_list_type_in_flow_sequence",
        "group: Foo\npasses: [{name: A, argument: a, options: [list[int]]}]\n",
        [
            "specs/a.yaml:2:47: error: invalid YAML: expected ',' or ']', but got '[' (while parsing a flow sequence at line 2, column 42); write \"list[int]\" with quotes: in a flow sequence, '[' ends an unquoted value",
        ],
    ),
    Case(
        "yaml_tab",
        "group: Foo\npasses:\n\t- name: A\n",
        [
            "specs/a.yaml:3:1: error: invalid YAML: found character '\\t' that cannot start any token (while scanning for the next token)",
        ],
    ),
    Case(
        "document_is_a_list",
        """\
- group: Foo
- group: Bar
""",
        [
            "specs/a.yaml:1:1: error: a spec file is a mapping with a 'group' key",
        ],
    ),
    Case(
        "document_is_a_scalar",
        """\
just some text
""",
        [
            "specs/a.yaml:1:1: error: a spec file is a mapping with a 'group' key",
        ],
    ),
    Case(
        "empty_file",
        """\
# nothing but a comment
""",
        [
            "specs/a.yaml:1:1: error: the spec file is empty; a spec file is a mapping with a 'group' key",
        ],
    ),
    Case(
        "multiple_documents",
        """\
group: Foo
---
group: Bar
""",
        full="""\
specs/a.yaml:2:1: error: a spec file holds exactly one YAML document; a second one starts here
---
^
1 error generated.
""",
    ),
    Case(
        "wrong_value_types",
        """\
group: [Foo]
summary: 3
passes:
  - name: A
    argument: a
    summary: [a, b]
    description: {a: b}
    dependent_dialects: arith
    deprecated: 3
    options: foo
  - just-a-string
  - name: B
    argument: b
    summary:
""",
        [
            "specs/a.yaml:1:8: error: 'group': input should be a valid string, got a list",
            "specs/a.yaml:2:10: error: 'summary': input should be a valid string, got an integer 3"
            " (YAML reads 3 as an integer; write '3' for the text)",
            "specs/a.yaml:6:14: error: 'summary': input should be a valid string, got a list",
            "specs/a.yaml:7:18: error: 'description': input should be a valid string, got a mapping",
            "specs/a.yaml:8:25: error: 'dependent_dialects': input should be a valid list, got a string 'arith'",
            "specs/a.yaml:9:17: error: 'deprecated': input should be a valid string, got an integer 3"
            " (YAML reads 3 as an integer; write '3' for the text)",
            "specs/a.yaml:10:14: error: 'options': input should be a valid list, got a string 'foo'",
            "specs/a.yaml:11:5: error: 'passes': input should be a mapping, got a string 'just-a-string'",
            "specs/a.yaml:14:13: error: 'summary': input should be a valid string, got null "
            "(an empty value is null in YAML; write '' for empty text)",
        ],
    ),
    Case(
        "passes_is_a_mapping",
        """\
group: Foo
passes:
  A: {argument: a}
""",
        [
            "specs/a.yaml:3:3: error: 'passes': input should be a valid list, got a mapping",
        ],
    ),
    Case(
        "duplicate_option_names_and_arguments",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: level, argument: level, type: int}
      - {name: level, argument: level2, type: int}
      - {name: other, argument: level, type: int}
    statistics:
      - {name: other, display_name: o}
""",
        [
            "specs/a.yaml:7:16: error: pass 'A' has two options or statistics with the name 'level' (first at line 6)",
            "specs/a.yaml:8:33: error: pass 'A' has two options or statistics with the argument 'level' (first at line 6)",
            "specs/a.yaml:10:16: error: pass 'A' has two options or statistics with the name 'other' (first at line 8)",
        ],
    ),
    Case(
        "duplicates_via_include_options",
        """\
group: Foo
option_sets:
  rewrite:
    - {name: max_iterations, argument: max-iterations, type: int}
  other:
    - {name: max_iterations, argument: max-iter, type: int}
passes:
  - name: A
    argument: a
    include_options: [rewrite, rewrite]
  - name: B
    argument: b
    include_options: [rewrite, other]
    options:
      - {name: limit, argument: max-iterations, type: int}
""",
        full="""\
specs/a.yaml:10:32: error: option set 'rewrite' is included twice
    include_options: [rewrite, rewrite]
                               ^
specs/a.yaml:13:32: error: option set 'other' brings a second option with the name 'max_iterations' into pass 'B' (first at line 4)
    include_options: [rewrite, other]
                               ^
specs/a.yaml:15:33: error: pass 'B' has two options or statistics with the argument 'max-iterations' (first at line 4)
      - {name: limit, argument: max-iterations, type: int}
                                ^
3 errors generated.
""",
    ),
    Case(
        "unknown_option_type",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: level, argument: level, type: integer}
      - {name: names, argument: names, type: 'list[list[int]]'}
""",
        [
            f"specs/a.yaml:6:46: error: 'type': unknown option type 'integer'; expected one of: {TYPES}",
            f"specs/a.yaml:7:46: error: 'type': unknown option type 'list[list[int]]'; expected one of: {TYPES}",
        ],
    ),
    Case(
        "bad_enum_values",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - {name: mode, argument: mode, type: enum, values: [fast, slow]}
      - {name: kind, argument: kind, type: enum, values: {fast: 1}}
""",
        [
            "specs/a.yaml:6:58: error: 'values': input should be a mapping, got a list",
            "specs/a.yaml:7:65: error: 'fast': input should be a valid string, got an integer 1"
            " (YAML reads 1 as an integer; write '1' for the text)",
        ],
    ),
    Case(
        "enum_value_names_that_are_not_pipeline_tokens",
        """\
group: Foo
passes:
  - name: A
    argument: a
    options:
      - name: mode
        argument: mode
        type: enum
        default: ok
        values:
          "a|b": pipe
          "a\\nb": newline
          "": empty
          "a,b": comma
          "}": brace
          "{": brace
          "a=b": equals
          "a b": space
          "'q'": quotes
          ok: fine
      - {name: modes, argument: modes, type: "list[enum]", values: {"x`y": tick}}
""",
        full="""\
specs/a.yaml:11:11: error: enum value name 'a|b' has '|'; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "a|b": pipe
          ^
specs/a.yaml:12:11: error: enum value name 'a\\nb' has '\\n'; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "a\\nb": newline
          ^
specs/a.yaml:13:11: error: an enum value name cannot be empty
          "": empty
          ^
specs/a.yaml:14:11: error: enum value name 'a,b' has ','; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "a,b": comma
          ^
specs/a.yaml:15:11: error: enum value name '}' has '}'; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "}": brace
          ^
specs/a.yaml:16:11: error: enum value name '{' has '{'; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "{": brace
          ^
specs/a.yaml:17:11: error: enum value name 'a=b' has '='; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "a=b": equals
          ^
specs/a.yaml:18:11: error: enum value name 'a b' has ' '; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "a b": space
          ^
specs/a.yaml:19:11: error: enum value name "'q'" has "'"; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
          "'q'": quotes
          ^
specs/a.yaml:21:69: error: enum value name 'x`y' has '`'; a value name is one pipeline token: printable, no spaces and none of {}()[],="'`|
      - {name: modes, argument: modes, type: "list[enum]", values: {"x`y": tick}}
                                                                    ^
10 errors generated.
""",
    ),
    Case(
        "bad_option_sets",
        """\
group: Foo
option_sets:
  Bad-Set: []
  rewrite: {a: b}
  class: []
passes:
  - {name: A, argument: a, include_options: [rewrite]}
""",
        [
            "specs/a.yaml:3:3: error: 'Bad-Set' is not a snake_case Python identifier (e.g. 'max_iterations')",
            "specs/a.yaml:4:12: error: 'rewrite': input should be a valid list, got a mapping",
            "specs/a.yaml:5:3: error: 'class' is a Python keyword",
        ],
    ),
    Case(
        "many_problems_in_one_pass",
        """\
group: foo_bar
passes:
  - name: my_pass
    argument: my pass
    summry: x
    anchor: func.func
    interface: FunctionOpInterface
    options:
      - {name: MaxIter, argument: max-iter, type: int, default: abc, bogus: 1}
      - {name: class, argument: cls, type: uint, default: -1}
      - {name: options, argument: opts, type: bool, default: 1}
      - {name: mode, argument: mode, type: enum, default: fsat, values: {fast: F}}
    statistics:
      - {name: s}
    include_options: [missing]
""",
        full="""\
specs/a.yaml:1:8: error: 'group': 'foo_bar' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion')
group: foo_bar
       ^
specs/a.yaml:3:11: error: 'name': 'my_pass' is not a CamelCase name (e.g. 'LoopInvariantCodeMotion')
  - name: my_pass
          ^
specs/a.yaml:4:15: error: 'argument': 'my pass' is not a kebab-case argument (e.g. 'max-iterations')
    argument: my pass
              ^
specs/a.yaml:5:5: error: unknown key 'summry' in pass; did you mean 'summary'?
    summry: x
    ^
specs/a.yaml:7:5: error: pass 'my_pass' has both 'anchor' and 'interface'; an interface pass is scheduled on any op that has the interface, so drop one
    interface: FunctionOpInterface
    ^
specs/a.yaml:9:16: error: 'name': 'MaxIter' is not a snake_case Python identifier (e.g. 'max_iterations')
      - {name: MaxIter, argument: max-iter, type: int, default: abc, bogus: 1}
               ^
specs/a.yaml:9:65: error: default 'abc' does not fit type int: 'abc' value invalid for integer argument!
      - {name: MaxIter, argument: max-iter, type: int, default: abc, bogus: 1}
                                                                ^
specs/a.yaml:9:70: error: unknown key 'bogus' in option; expected one of: name, argument, type, default, description, values, cpp
      - {name: MaxIter, argument: max-iter, type: int, default: abc, bogus: 1}
                                                                     ^
specs/a.yaml:10:16: error: 'name': 'class' is a Python keyword
      - {name: class, argument: cls, type: uint, default: -1}
               ^
specs/a.yaml:10:59: error: default -1 does not fit type uint: '-1' value invalid for uint argument!
      - {name: class, argument: cls, type: uint, default: -1}
                                                          ^
specs/a.yaml:11:16: error: 'options' would shadow the runtime Pass attribute of that name
      - {name: options, argument: opts, type: bool, default: 1}
               ^
specs/a.yaml:11:62: error: default 1 does not fit type bool: expected a bool, got 1
      - {name: options, argument: opts, type: bool, default: 1}
                                                             ^
specs/a.yaml:12:59: error: default 'fsat' of enum option 'mode' is not one of its values: fast; did you mean 'fast'?
      - {name: mode, argument: mode, type: enum, default: fsat, values: {fast: F}}
                                                          ^
specs/a.yaml:14:9: error: statistic is missing the required key 'display_name'
      - {name: s}
        ^
specs/a.yaml:15:23: error: unknown option set 'missing'
    include_options: [missing]
                      ^
15 errors generated.
""",
    ),
    Case(
        "problems_in_several_files",
        {
            "a.yaml": """\
group: Foo
passes:
  - {name: A, argument: a, anchor: func}
""",
            "b.yaml": """\
group: Bar
passes:
  - {name: B, argument: b, summary: [x]}
  - {name: C, argument: a}
""",
            "c.yaml": """\
group: Baz
passes: [
""",
        },
        full="""\
specs/a.yaml:3:36: error: 'anchor': 'func' is not an op name 'dialect.op' (e.g. 'func.func')
  - {name: A, argument: a, anchor: func}
                                   ^
specs/b.yaml:3:37: error: 'summary': input should be a valid string, got a list
  - {name: B, argument: b, summary: [x]}
                                    ^
specs/b.yaml:4:25: error: pass argument 'a' is already defined at specs/a.yaml:3:25
  - {name: C, argument: a}
                        ^
specs/c.yaml:3:1: error: invalid YAML: expected the node content, but found '<stream end>' (while parsing a flow node)
4 errors generated.
""",
    ),
    Case(
        "tagged_key_and_null_values",
        """\
group: Foo
!!str summary: ok
passes:
  -
  - name: A
    argument: a
    options:
""",
        [
            "specs/a.yaml:4:4: error: 'passes': input should be a mapping, got null",
            "specs/a.yaml:7:13: error: 'options': input should be a valid list, got null",
        ],
    ),
]


def test_table_is_large_and_unique() -> None:
    assert len(CASES) >= 35
    assert len({case.id for case in CASES}) == len(CASES)
    assert sum(case.full is not None for case in CASES) >= 10
    assert all(case.heads for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_build_reports_every_problem_and_writes_nothing(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert_build_fails_cleanly(case, tmp_path, capsys)


@pytest.fixture(scope="module")
def previous_output(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """What an earlier, successful build wrote (plus a generated file whose spec is gone,
    which a successful build would remove)."""
    root = tmp_path_factory.mktemp("previous")
    config = write_project(root, {"a.yaml": "group: Foo\npasses:\n  - {name: A, argument: a}\n"})
    assert main(["build", "--config", str(config)]) == 0
    (root / "gen" / "gone.py").write_text(
        "# Generated by passgen from specs/gone.yaml; do not edit.\n"
    )
    files = {name: data for name, data in snapshot(root).items() if not name.startswith("specs/")}
    assert {"gen/foo.py", "gen/foo_registration.py", "gen/__init__.py", "docs/Passes.md"} <= set(
        files
    )
    return files


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_failed_build_leaves_previous_output_byte_identical(
    case: Case,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    previous_output: dict[str, bytes],
) -> None:
    config = write_project(tmp_path, case.specs)
    for name, data in previous_output.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    before = snapshot(tmp_path)
    code, out, err = run(capsys, "build", "--config", str(config))
    assert (code, out) == (2, "")
    check_report(case, err)
    assert snapshot(tmp_path) == before  # nothing changed, removed, or left behind


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_validate_reports_the_same_problems(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_project(tmp_path, case.specs)
    build = run(capsys, "build", "--config", str(config))
    validate = run(capsys, "validate", "--config", str(config))
    assert validate == build
    assert validate[0] == 2


def test_validate_named_files_reports_only_those(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_project(
        tmp_path, {"a.yaml": "group: Foo\nsumary: x\n", "b.yaml": "group: Bar\nx: 1\n"}
    )
    code, out, err = run(
        capsys, "validate", "--config", str(config), str(tmp_path / "specs" / "a.yaml")
    )
    assert (code, out) == (2, "")
    assert err == (
        "specs/a.yaml:2:1: error: unknown key 'sumary' in spec file; did you mean 'summary'?\n"
        "sumary: x\n^\n1 error generated.\n"
    )


def test_every_problem_of_a_large_file_in_one_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Forty passes, each with its own problem: one run reports all forty, in file order."""
    lines = [
        f"  - {{name: P{i}, argument: p{i}, options: [{{name: o, argument: o, type: int, "
        f"default: x{i}}}]}}"
        for i in range(40)
    ]
    config = write_project(tmp_path, {"a.yaml": "group: Foo\npasses:\n" + "\n".join(lines) + "\n"})
    code, _, err = run(capsys, "build", "--config", str(config))
    assert code == 2
    heads = [line for line in err.splitlines() if HEAD.match(line)]
    assert heads == [
        f"specs/a.yaml:{i + 3}:{line.index(f'x{i}') + 1}: error: default 'x{i}' does not "
        f"fit type int: 'x{i}' value invalid for integer argument!"
        for i, line in enumerate(lines)
    ]
    assert err.endswith("\n40 errors generated.\n")


def test_no_code_from_a_spec_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Python tags are reported, never constructed: the command in the spec does not run."""
    marker = tmp_path / "ran"
    spec = (
        f"group: !!python/object/apply:os.system ['touch {marker}']\n"
        f"summary: !!python/object/apply:subprocess.check_call [['touch', '{marker}']]\n"
    )
    config = write_project(tmp_path / "project", {"a.yaml": spec})
    for command in ("build", "validate"):
        code, _, err = run(capsys, command, "--config", str(config))
        assert code == 2
        assert [line for line in err.splitlines() if HEAD.match(line)] == [
            "specs/a.yaml:1:8: error: unsupported YAML tag '!!python/object/apply:os.system': specs "
            "hold plain strings, numbers, booleans, lists and mappings",
            "specs/a.yaml:2:10: error: unsupported YAML tag '!!python/object/apply:subprocess.check_call'"
            ": specs hold plain strings, numbers, booleans, lists and mappings",
        ]
    assert not marker.exists()


# -- configuration errors ---------------------------------------------------------------

VALID_SPEC = {"a.yaml": "group: Foo\npasses:\n  - {name: A, argument: a}\n"}


def config_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pyproject: str, *argv: str
) -> str:
    """Run `build` against a project with this pyproject.toml; it must fail with exit 2,
    no traceback and no output files. Returns stderr."""
    config = write_project(tmp_path, VALID_SPEC, pyproject)
    code, out, err = run(capsys, *(argv or ("build", "--config", str(config))))
    assert (code, out) == (2, "")
    assert "Traceback" not in err
    assert not (tmp_path / "gen").exists() and not (tmp_path / "docs").exists()
    return err


def test_unknown_config_key_did_you_mean(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = config_error(tmp_path, capsys, PYPROJECT.replace("docs =", "doc ="))
    config = (tmp_path / "pyproject.toml").resolve()
    assert err == (
        f"{config}:5:1: error: unknown key 'doc' in [tool.passgen]; did you mean 'docs'?\n"
        'doc = "docs/Passes.md"\n^\n'
    )


def test_unknown_config_key_lists_the_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = config_error(tmp_path, capsys, PYPROJECT + 'colour = "red"\n')
    config = (tmp_path / "pyproject.toml").resolve()
    assert err == (
        f"{config}:6:1: error: unknown key 'colour' in [tool.passgen]; expected one of: "
        "specs, output, package, docs, templates, doc_style, group_docs, dialects, "
        "interfaces, cpp, capi, builds\n"
        'colour = "red"\n^\n'
    )


def test_specs_entry_matching_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pyproject = PYPROJECT.replace('specs = ["specs"]', 'specs = ["specs", "more/*.yaml"]')
    err = config_error(tmp_path, capsys, pyproject)
    config = (tmp_path / "pyproject.toml").resolve()
    assert err == (
        f"{config}:2:20: error: specs entry 'more/*.yaml' matches no file\n"
        'specs = ["specs", "more/*.yaml"]\n' + " " * 19 + "^\n"
    )


def test_no_tool_passgen_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = config_error(tmp_path, capsys, '[project]\nname = "x"\n')
    assert err == f"{(tmp_path / 'pyproject.toml').resolve()}: error: no [tool.passgen] table\n"


def test_config_found_from_a_subdirectory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --config the nearest pyproject.toml above the working directory is used."""
    write_project(tmp_path, VALID_SPEC, PYPROJECT.replace("docs =", "doc ="))
    monkeypatch.chdir(tmp_path / "specs")
    code, out, err = run(capsys, "validate")
    assert (code, out) == (2, "")
    assert err.startswith(
        f"{(tmp_path / 'pyproject.toml').resolve()}:5:1: error: unknown key 'doc'"
    )


# -- command-line errors ------------------------------------------------------------------


def test_misspelled_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "biuld")
    assert (code, out) == (2, "")
    assert err.startswith(
        "passgen: error: argument command: invalid choice: 'biuld' "
        "(choose from 'build', 'validate', 'schema', 'init', 'export-td', "
        "'import-td')\n"
    )
    assert "Traceback" not in err


def test_misspelled_command_did_you_mean(capsys: pytest.CaptureFixture[str]) -> None:
    assert "did you mean 'build'?" in run(capsys, "biuld")[2]


def test_unknown_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_project(tmp_path, VALID_SPEC)
    code, out, err = run(capsys, "build", "--config", str(config), "--frobnicate")
    assert (code, out, err) == (2, "", "passgen: error: unrecognized arguments: --frobnicate\n")
    assert not (tmp_path / "gen").exists()


def test_misspelled_flag(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_project(tmp_path, VALID_SPEC)
    code, out, err = run(capsys, "build", "--config", str(config), "--chek")
    assert (code, out) == (2, "")
    assert err.startswith("passgen: error: unrecognized arguments: --chek\n")
    assert "Traceback" not in err
    assert not (tmp_path / "gen").exists()


def test_misspelled_flag_did_you_mean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_project(tmp_path, VALID_SPEC)
    assert "did you mean '--check'?" in run(capsys, "build", "--config", str(config), "--chek")[2]


@pytest.mark.parametrize("command", ["build", "init", "validate"])
def test_version_after_a_command_points_before_it(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, command, "--version") == (
        2,
        "",
        "passgen: error: unrecognized arguments: --version\n"
        "passgen: note: --version goes before the command: `passgen --version`\n",
    )


def test_missing_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys) == (2, "", "passgen: error: the following arguments are required: command\n")


def test_an_alias_bomb_is_refused_without_expanding_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    levels += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 9)]
    config = write_project(tmp_path, {"bomb.yaml": "\n".join(levels) + "\ngroup: Bomb\n"})
    code, out, err = run(capsys, "build", "--config", str(config))
    assert code == 2 and out == ""
    assert err == (
        "specs/bomb.yaml:5:45: error: alias '*a3' makes the spec expand to more than 100000 "
        "values, the limit for a spec\n"
        f"{levels[4]}\n{' ' * 44}^\n1 error generated.\n"
    )
