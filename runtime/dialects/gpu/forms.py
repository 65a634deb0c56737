"""The `gpu` dialect's hand-written forms, by op name."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from .func_op import parse_gpu_func, print_gpu_func
from .launch_op import parse_launch, print_launch
from .warp_op import parse_warp_execute, print_warp_execute

GPU_FORMS = DialectForms(
    forms={
        "gpu.func": CustomForm(parse_gpu_func, print_gpu_func),
        "gpu.launch": CustomForm(parse_launch, print_launch),
        "gpu.warp_execute_on_lane_0": CustomForm(parse_warp_execute, print_warp_execute),
    }
)
