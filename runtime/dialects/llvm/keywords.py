"""The LLVM enums the hand-written forms spell as bare keywords (LLVMEnums.td): linkage,
calling convention, tail call kind, visibility and `unnamed_addr`, read as
`parseOptionalLLVMKeyword` reads them (any of the enum's strings, else the default) and
stored as the dialect stores them: `#llvm.linkage<...>`, `#llvm.cconv<...>`,
`#llvm.tailcallkind<...>` attributes, and visibility and `unnamed_addr` as `i64` integers."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...asm.op_asm_parser import OpAsmParser
from ...ir import json_blocks
from ...ir.attributes import Attribute, IntegerAttr, OpaqueAttr

LINKAGES = (
    "external available_externally linkonce linkonce_odr weak weak_odr appending internal "
    "private extern_weak common"
).split()
CALLING_CONVENTIONS = (
    "ccc fastcc coldcc cc_10 cc_11 anyregcc preserve_mostcc preserve_allcc swiftcc "
    "cxx_fast_tlscc tailcc cfguard_checkcc swifttailcc x86_stdcallcc x86_fastcallcc arm_apcscc "
    "arm_aapcscc arm_aapcs_vfpcc msp430_intrcc x86_thiscallcc ptx_kernelcc ptx_devicecc "
    "spir_funccc spir_kernelcc intel_ocl_bicc x86_64_sysvcc win64cc x86_vectorcallcc hhvmcc "
    "hhvm_ccc x86_intrcc avr_intrcc avr_signalcc avr_builtincc amdgpu_vscc amdgpu_gscc "
    "amdgpu_pscc amdgpu_cscc amdgpu_kernelcc x86_regcallcc amdgpu_hscc msp430_builtincc "
    "amdgpu_lscc amdgpu_escc aarch64_vectorcallcc aarch64_sve_vectorcallcc "
    "wasm_emscripten_invokecc amdgpu_gfxcc m68k_intrcc"
).split()
TAIL_CALL_KINDS = ("none", "tail", "musttail", "notail")
VISIBILITIES = ("", "hidden", "protected")
UNNAMED_ADDRS = ("", "local_unnamed_addr", "unnamed_addr")

_ENUM_ATTR = re.compile(r"#llvm\.\w+<(\w+)>\Z")


def enum_attribute(mnemonic: str, case: str) -> OpaqueAttr:
    """`#llvm.<mnemonic><case>`."""
    return OpaqueAttr(f"#llvm.{mnemonic}<{case}>")


def parse_enum_keyword(
    parser: OpAsmParser, mnemonic: str, cases: tuple[str, ...] | list[str]
) -> OpaqueAttr:
    """One of `cases` as a `#llvm.<mnemonic><...>` attribute, the first case when absent."""
    found = parser.parse_optional_keyword(cases)
    return enum_attribute(mnemonic, found or cases[0])


def parse_integer_keyword(parser: OpAsmParser, cases: tuple[str, ...]) -> IntegerAttr:
    """One of the nonempty `cases` as its index (an `i64` attribute), 0 when absent."""
    found = parser.parse_optional_keyword([case for case in cases if case])
    return IntegerAttr(cases.index(found) if found else 0)


def enum_case(attr: Attribute | None) -> str | None:
    """The case of a `#llvm.<mnemonic><case>` attribute."""
    found = _ENUM_ATTR.match(attr.text) if attr is not None else None
    return found.group(1) if found else None


def integer_case(attributes: Mapping[str, Attribute], name: str, cases: tuple[str, ...]) -> str:
    """The string of the integer enum `name` holds ("" when absent or unknown)."""
    attr = attributes.get(name)
    value = attr.value if isinstance(attr, IntegerAttr) else 0
    return cases[value] if 0 <= value < len(cases) else ""


def global_keywords(attributes: Mapping[str, Attribute], thread_local: bool = False) -> str:
    """The visibility, `thread_local` (when asked) and `unnamed_addr` keywords of a function,
    global or alias, each with a space after, if any (`printCommonGlobalAndAlias`)."""
    words = (
        integer_case(attributes, "visibility_", VISIBILITIES),
        "thread_local" if thread_local else "",
        integer_case(attributes, "unnamed_addr", UNNAMED_ADDRS),
    )
    return "".join(f"{word} " for word in words if word)


def keyword_prefix(case: str | None, default: str) -> str:
    """`case ` unless it is the default (or absent), which prints nothing."""
    return f"{case} " if case and case != default else ""


@functools.cache
def llvm_enum(name: str) -> Enum:
    """The LLVM dialect's ODS enum `name` (`ICmpPredicate`), from its format data."""
    block = json_blocks.block(FORMATS, "llvm")
    return Enum.from_data(block[f"!enum ::mlir::LLVM::{name}"])
