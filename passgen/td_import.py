"""TableGen pass records (from `llvm-tblgen --dump-json`) as a spec.

Every field of a `Pass` / `InterfacePass` / `Option` / `ListOption` /
`Statistic` record is kept: portable facts in the spec's own fields, C++-only
facts in the `cpp` sections (see `spec.CppPass`). Option lists that a record
other than a pass holds (MLIR's `RewritePassUtils.options`) become option sets.
"""

from __future__ import annotations

import keyword
import re
from pathlib import Path
from typing import Any

from .checks import RESERVED
from .cpp_values import CPP_TYPES, enum_default, enum_values, scalar_default
from .mlir_doc import reindent
from .naming import snake_case
from .spec import SpecFile

# Op classes that anchor upstream passes, and their op names.
ANCHOR_OPS = {
    "ModuleOp": "builtin.module", "func::FuncOp": "func.func", "gpu::GPUModuleOp": "gpu.module",
    "spirv::ModuleOp": "spirv.module", "LLVM::LLVMFuncOp": "llvm.func",
}
# Upstream dialect classes and their namespaces.
DIALECTS = {
    "DLTIDialect": "dlti", "LLVM::LLVMDialect": "llvm", "NVVM::NVVMDialect": "nvvm",
    "ROCDL::ROCDLDialect": "rocdl", "acc::OpenACCDialect": "acc", "affine::AffineDialect": "affine",
    "amdgpu::AMDGPUDialect": "amdgpu", "amx::AMXDialect": "amx", "arith::ArithDialect": "arith",
    "arm_neon::ArmNeonDialect": "arm_neon", "arm_sme::ArmSMEDialect": "arm_sme",
    "arm_sve::ArmSVEDialect": "arm_sve", "async::AsyncDialect": "async",
    "bufferization::BufferizationDialect": "bufferization", "cf::ControlFlowDialect": "cf",
    "emitc::EmitCDialect": "emitc", "func::FuncDialect": "func", "gpu::GPUDialect": "gpu",
    "index::IndexDialect": "index", "linalg::LinalgDialect": "linalg", "math::MathDialect": "math",
    "memref::MemRefDialect": "memref", "ml_program::MLProgramDialect": "ml_program",
    "mpi::MPIDialect": "mpi", "nvgpu::NVGPUDialect": "nvgpu", "omp::OpenMPDialect": "omp",
    "pdl_interp::PDLInterpDialect": "pdl_interp", "quant::QuantDialect": "quant",
    "scf::SCFDialect": "scf", "shape::ShapeDialect": "shape", "shard::ShardDialect": "shard",
    "sparse_tensor::SparseTensorDialect": "sparse_tensor", "spirv::SPIRVDialect": "spirv",
    "tensor::TensorDialect": "tensor", "tosa::TosaDialect": "tosa",
    "transform::TransformDialect": "transform", "ub::UBDialect": "ub",
    "vector::VectorDialect": "vector", "xegpu::XeGPUDialect": "xegpu", "xevm::XeVMDialect": "xevm",
}
_BASE = re.compile(r"\s*(?:::)?(?:mlir::)?(OperationPass|InterfacePass)<\s*(.*?)\s*>\s*")


class ImportProblem(Exception):
    """A record the importer cannot express; the message names the record."""


def default_group(td_file: Path) -> str:
    """`.../Dialect/SCF/Transforms/Passes.td` -> `SCF`, `.../Target/LLVMIR/Transforms/...` ->
    `TargetLLVMIR`, otherwise the folder (`.../Transforms/Passes.td` -> `Transforms`); a
    name whose module would be a Python keyword gets `Transforms` appended (`Async`)."""
    parts = list(td_file.resolve().parent.parts)
    for marker, keep in (("Dialect", 1), ("Target", 0)):
        if marker in parts[:-1]:
            parts = [p for p in parts[parts.index(marker) + keep:] if p != "Transforms"]
            break
    else:
        parts = parts[-1:]
    group = "".join(p[:1].upper() + p[1:] for p in parts)
    return f"{group}Transforms" if keyword.iskeyword(snake_case(group)) else group


def _readable(description: str) -> str:
    """The description re-indented (as YAML block text reads best), unless that would
    change what mlir-tblgen prints for it (a description of blanks prints a blank line)."""
    normalized = reindent(description)
    same = bool(normalized) == bool(description) and reindent(normalized) == normalized
    return normalized if same else description


def python_name(cpp_name: str, suffix: str) -> str:
    """The Python attribute for a C++ member: snake_case, with `_<suffix>` when that would
    be a keyword or shadow a Pass attribute."""
    name = snake_case(cpp_name).lstrip("_") or suffix
    return f"{name}_{suffix}" if keyword.iskeyword(name) or name in RESERVED else name


class _Importer:
    def __init__(self, records: dict[str, Any]):
        self.records = records
        derived = records.get("!instanceof", {})
        self.passes = sorted(derived.get("PassBase", []), key=self._location)
        passes = set(self.passes)
        self.sets = {
            name: [o["def"] for o in record["options"]]
            for name, record in sorted(records.items(), key=lambda kv: self._location(kv[0]))
            if isinstance(record, dict) and name not in passes and not record.get("!anonymous", True)
            and isinstance(record.get("options"), list) and record["options"]
            and all(isinstance(o, dict) and o.get("kind") == "def" for o in record["options"])
        }

    def _location(self, name: str) -> tuple[str, int]:
        record = self.records.get(name)
        locs = record.get("!locs", []) if isinstance(record, dict) else []
        file, _, line = (locs[0] if locs else ":0").rpartition(":")
        return file, int(line) if line.isdigit() else 0

    def spec(self, group: str) -> dict[str, Any]:
        passes = [self.pass_(name) for name in self.passes]
        used = {s for p in passes for s in p.get("include_options", [])}
        option_sets = {snake_case(name): [self.option(d, name) for d in defs]
                       for name, defs in self.sets.items() if snake_case(name) in used}
        return {"group": group, "option_sets": option_sets, "passes": passes}

    def pass_(self, name: str) -> dict[str, Any]:
        record = self.records[name]
        data: dict[str, Any] = {"name": name, "argument": record["argument"],
                                "summary": record["summary"],
                                "description": _readable(record["description"])}
        data.update(self._anchor(name, record["baseClass"]))
        classes = [c.strip() for entry in record["dependentDialects"] for c in entry.split(",")]
        data["dependent_dialects"] = list(dict.fromkeys(
            DIALECTS[_unqualified(c)] for c in classes if _unqualified(c) in DIALECTS))
        option_defs = [o["def"] for o in record["options"]]
        included, own = self._split_sets(option_defs)
        data["options"] = [self.option(d, name) for d in own]
        data["include_options"] = [snake_case(s) for s in included]
        data["statistics"] = [self.statistic(s["def"]) for s in record["statistics"]]
        if record.get("odsDeprecated"):
            data["deprecated"] = record["odsDeprecated"]
        ours = [d for s in included for d in self.sets[s]] + own
        order = [self.records[d]["argument"] for d in option_defs]
        data["cpp"] = {
            "base_class": record["baseClass"], "constructor": record["constructor"],
            "dependent_dialects": record["dependentDialects"],
            "option_order": order if ours != option_defs else [],
        }
        return data

    def _anchor(self, name: str, base_class: str) -> dict[str, str]:
        match = _BASE.fullmatch(base_class)
        if match is None:
            raise ImportProblem(f"pass {name}: unknown base class '{base_class}'")
        kind, target = match.groups()
        if kind == "InterfacePass":
            return {"interface": target.rsplit("::", 1)[-1]}
        if not target:
            return {}
        op = ANCHOR_OPS.get(_unqualified(target))
        if op is None:
            raise ImportProblem(f"pass {name}: no known op name for the anchor '{target}'; "
                                f"known: {', '.join(ANCHOR_OPS)}")
        return {"anchor": op}

    def _split_sets(self, defs: list[str]) -> tuple[list[str], list[str]]:
        """The option sets whose options appear (contiguously) in `defs`, and the rest."""
        included: list[str] = []
        own = list(defs)
        for set_name, members in self.sets.items():
            for start in range(len(own) - len(members) + 1):
                if own[start:start + len(members)] == members:
                    included.append(set_name)
                    del own[start:start + len(members)]
                    break
        return included, own

    def option(self, def_name: str, owner: str) -> dict[str, Any]:
        record = self.records[def_name]
        cpp_type = record["type"]
        is_list = "ListOption" in record["!superclasses"]
        values = enum_values(record["additionalOptFlags"])
        portable = "enum" if values else CPP_TYPES.get(_unqualified(cpp_type))
        if portable is None:
            raise ImportProblem(f"{owner}: option '{record['argument']}' has the C++ type "
                                f"'{cpp_type}', which maps to no option type (and has no "
                                "cl::values)")
        data: dict[str, Any] = {
            "name": python_name(record["cppName"], "option"), "argument": record["argument"],
            "type": f"list[{portable}]" if is_list else portable,
        }
        if not is_list:
            if values:
                data["default"] = enum_default(record["defaultValue"], values)
            else:
                data["default"] = scalar_default(record["defaultValue"], portable)
        data["description"] = record["description"]
        if values:
            data["values"] = {value: text for _, value, text in values}
        data["cpp"] = {"name": record["cppName"], "type": cpp_type,
                       "default": record["defaultValue"], "flags": record["additionalOptFlags"]}
        return data

    def statistic(self, def_name: str) -> dict[str, Any]:
        record = self.records[def_name]
        return {"name": python_name(record["cppName"], "statistic"),
                "display_name": record["name"], "description": record["description"],
                "cpp": {"name": record["cppName"]}}


def _unqualified(name: str) -> str:
    return name.strip().removeprefix("::").removeprefix("mlir::")


def import_records(records: dict[str, Any], group: str) -> SpecFile:
    """The spec of the passes in `records`; raises `ImportProblem` (or pydantic's
    ValidationError) when a record cannot be expressed."""
    return SpecFile.model_validate(_Importer(records).spec(group))


def import_td(td_file: Path, include_dirs: list[Path], group: str | None = None) -> tuple[str, str]:
    """The module name and YAML spec of the passes `td_file` defines (runs llvm-tblgen)."""
    from pydantic import ValidationError

    from .tablegen import dump_records
    from .yaml_emit import spec_yaml

    records = dump_records(td_file, include_dirs)
    shown = _shown_path(td_file, include_dirs)
    try:
        spec = import_records(records, group or default_group(td_file))
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise ImportProblem(f"{shown}: error: the records do not make a valid spec: {problems}") from None
    except ImportProblem as exc:
        raise ImportProblem(f"{shown}: error: {exc}") from None
    header = f"Imported by `passgen import-td` from {shown}; C++-only facts are under `cpp:`."
    return snake_case(spec.group), spec_yaml(spec, header)


def _shown_path(td_file: Path, include_dirs: list[Path]) -> str:
    """`td_file` relative to the include directory holding it (stable across machines)."""
    for folder in include_dirs:
        try:
            return td_file.resolve().relative_to(folder.resolve()).as_posix()
        except ValueError:
            continue
    return td_file.name
