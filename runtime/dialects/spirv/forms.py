"""The `spirv` dialect's hand-written forms, by op name, and its types' and attributes'
printers."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms, OpAsmInterface
from .attribute_syntax import canonical_spirv_attribute
from .composite_ops import (
    parse_composite_extract,
    parse_composite_insert,
    print_composite_extract,
    print_composite_insert,
)
from .constant_op import constant_names, parse_constant, print_constant
from .control_flow_ops import (
    parse_branch_conditional,
    parse_loop,
    parse_selection,
    print_branch_conditional,
    print_loop,
    print_selection,
)
from .entry_point_ops import (
    parse_entry_point,
    parse_execution_mode,
    parse_graph_entry_point,
    print_entry_point,
    print_execution_mode,
    print_graph_entry_point,
)
from .extended_ops import parse_extended_binary, print_extended_binary
from .func_op import parse_graph, parse_spirv_func, print_graph, print_spirv_func
from .memory_ops import (
    parse_block_write,
    parse_copy_memory,
    parse_load,
    parse_store,
    print_block_write,
    print_copy_memory,
    print_load,
    print_store,
)
from .module_op import parse_module, print_module
from .same_type_ops import parse_same_type, print_same_type
from .spec_constant_ops import (
    parse_replicate,
    parse_spec_constant,
    parse_spec_constant_composite,
    parse_spec_constant_operation,
    print_replicate,
    print_spec_constant,
    print_spec_constant_composite,
    print_spec_constant_operation,
)
from .type_syntax import canonical_spirv_type
from .variable_ops import (
    address_of_names,
    parse_global_variable,
    parse_variable,
    print_global_variable,
    print_variable,
)

_EXTENDED = CustomForm(parse_extended_binary, print_extended_binary)
_SAME_TYPE = CustomForm(parse_same_type, print_same_type)

SPIRV_FORMS = DialectForms(
    forms={
        "spirv.ARM.Graph": CustomForm(parse_graph, print_graph),
        "spirv.ARM.GraphEntryPoint": CustomForm(parse_graph_entry_point, print_graph_entry_point),
        "spirv.BranchConditional": CustomForm(parse_branch_conditional, print_branch_conditional),
        "spirv.CompositeExtract": CustomForm(parse_composite_extract, print_composite_extract),
        "spirv.CompositeInsert": CustomForm(parse_composite_insert, print_composite_insert),
        "spirv.Constant": CustomForm(parse_constant, print_constant, result_names=constant_names),
        "spirv.CopyMemory": CustomForm(parse_copy_memory, print_copy_memory),
        "spirv.EXT.SpecConstantCompositeReplicate": CustomForm(parse_replicate, print_replicate),
        "spirv.EntryPoint": CustomForm(parse_entry_point, print_entry_point),
        "spirv.ExecutionMode": CustomForm(parse_execution_mode, print_execution_mode),
        "spirv.GlobalVariable": CustomForm(parse_global_variable, print_global_variable),
        "spirv.INTEL.SubgroupBlockWrite": CustomForm(parse_block_write, print_block_write),
        "spirv.Load": CustomForm(parse_load, print_load),
        "spirv.SpecConstant": CustomForm(parse_spec_constant, print_spec_constant),
        "spirv.SpecConstantComposite": CustomForm(
            parse_spec_constant_composite, print_spec_constant_composite
        ),
        "spirv.SpecConstantOperation": CustomForm(
            parse_spec_constant_operation, print_spec_constant_operation
        ),
        "spirv.Store": CustomForm(parse_store, print_store),
        "spirv.Variable": CustomForm(parse_variable, print_variable),
        "spirv.func": CustomForm(parse_spirv_func, print_spirv_func),
        "spirv.mlir.loop": CustomForm(parse_loop, print_loop),
        "spirv.mlir.selection": CustomForm(parse_selection, print_selection),
        "spirv.module": CustomForm(parse_module, print_module),
        **{
            f"spirv.{name}": _EXTENDED
            for name in ("IAddCarry", "ISubBorrow", "SMulExtended", "UMulExtended")
        },
        **{f"spirv.GL.{name}": _SAME_TYPE for name in ("FClamp", "SClamp", "UClamp", "Fma")},
    },
    interfaces={"spirv.mlir.addressof": OpAsmInterface(result_names=address_of_names)},
    canonical_type=canonical_spirv_type,
    canonical_attribute=canonical_spirv_attribute,
)
