//===- Passes.td - foundry conversions ---------------------*- tablegen -*-===//

#ifndef FOUNDRY_CONVERSION_PASSES_TD
#define FOUNDRY_CONVERSION_PASSES_TD

include "foundry/PassCommon.td"

def ConvertCastToArith : FoundryConversion<"cast-to-arith", "foundry.cast", "arith"> {
  let constructor = "foundry::createConvertCastToArithPass()";
  let dependentDialects = ["arith::ArithDialect"];
}

def ConvertMoldToSCF : FoundryConversion<"mold-to-scf", "foundry.mold", "scf"> {
  let dependentDialects = ["scf::SCFDialect", "arith::ArithDialect",
                           "memref::MemRefDialect"];
  let options = [
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Emit scf.parallel where loops are independent">
  ];
}

def ConvertMoldToGPU : Pass<"convert-mold-to-gpu", "mlir::gpu::GPUModuleOp"> {
  let summary = "Convert foundry.mold kernels inside GPU modules";
  let dependentDialects = ["gpu::GPUDialect", "NVVM::NVVMDialect",
                           "ROCDL::ROCDLDialect"];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
    Option<"chipset", "chipset", "std::string", /*default=*/"\"gfx000\"",
           "Chipset to target">
  ];
}

def ConvertIngotToLLVM : Pass<"convert-ingot-to-llvm", "::mlir::LLVM::LLVMFuncOp"> {
  let summary = "Convert foundry.ingot ops inside LLVM functions";
  let dependentDialects = ["LLVM::LLVMDialect"];
}

def ConvertIngotToSPIRV : Pass<"convert-ingot-to-spirv", "spirv::ModuleOp"> {
  let summary = "Convert foundry.ingot ops inside SPIR-V modules";
  let dependentDialects = ["spirv::SPIRVDialect"];
  let options = [
    Option<"emulateLT32BitScalarTypes", "emulate-lt-32-bit-scalar-types",
           "bool", /*default=*/"true",
           "Emulate narrower scalar types with 32-bit ones if not supported by "
           "the target">
  ];
}

def ConvertFoundryToFunc : FoundryConversion<"foundry-to-func", "foundry.proc", "func"> {
  let description = [{
    Every `foundry.proc` becomes a `func.func` with the same signature;
    `foundry.yield` becomes `func.return`.
  }];
  let dependentDialects = ["func::FuncDialect", "cf::ControlFlowDialect"];
}

def ConvertFoundryToEmitC : FoundryConversion<"foundry-to-emitc", "foundry", "emitc"> {
  let dependentDialects = ["emitc::EmitCDialect"];
  let options = [
    Option<"headerName", "header", "std::string", /*default=*/"\"foundry.h\"",
           "Header the emitted code includes">
  ];
}

#endif // FOUNDRY_CONVERSION_PASSES_TD
