// The spirv dialect's hand-written forms and its types' printer, with their options.

spirv.module @named Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], [SPV_KHR_16bit_storage]> attributes {foo = "bar"} {
  spirv.SpecConstant @sc1 spec_id(3) = 1.5 : f32
  spirv.SpecConstant @sc2 = 2.5 : f32
  spirv.SpecConstant @flag = true
  spirv.SpecConstantComposite @scc (@sc1, @sc2) : !spirv.array<2 x f32>
  spirv.GlobalVariable @input built_in("GlobalInvocationID") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buffer bind(0, 1) {aliased} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @private initializer(@sc1) : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @matrix : !spirv.ptr<!spirv.matrix<3 x vector<3 x f32>>, Private>
  spirv.GlobalVariable @imported {
    linkage_attributes=#spirv.linkage_attributes<
      linkage_name="imported.var",
      linkage_type=<Import>
    >
  } : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @image : !spirv.ptr<!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>
  spirv.func @external(i32 {test.value = 1 : i32}) -> f32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "ext", linkage_type = <Import>>}
  spirv.func @kernel(%arg0: !spirv.ptr<f32, Function>, %arg1: f32, %cond: i1, %n: i32) -> f32 "Inline|Pure" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %init = spirv.Constant 1.0 : f32
    %var = spirv.Variable init(%init) : !spirv.ptr<f32, Function>
    %plain = spirv.Variable : !spirv.ptr<i32, Function>
    %a = spirv.Load "Function" %arg0 : f32
    %b = spirv.Load "Function" %arg0 ["Volatile|Aligned", 8] {note} : f32
    %c = spirv.Load "Function" %arg0 ["None"] : f32
    spirv.Store "Function" %var, %a ["Nontemporal"] : f32
    spirv.Store "Function" %arg0, %b ["Aligned", 4] : f32
    spirv.CopyMemory "Function" %var, "Function" %arg0 ["Volatile"], ["Nontemporal"] : f32
    spirv.CopyMemory "Function" %var, "Function" %arg0 ["Aligned", 4], ["Aligned", 8] : f32
    %addr = spirv.mlir.addressof @private : !spirv.ptr<f32, Private>
    %p = spirv.Load "Private" %addr : f32
    %clamped = spirv.GL.FClamp %a, %b, %c : f32
    %fma = spirv.GL.Fma %a, %b, %p : f32
    %s = spirv.GL.SClamp %n, %zero, %one : i32
    %u = spirv.GL.UClamp %n, %zero, %one : i32
    %r = spirv.mlir.selection control(Flatten) -> f32 {
      spirv.BranchConditional %cond [3, 1], ^then(%a : f32), ^else
    ^then(%x: f32):
      spirv.Branch ^merge(%x : f32)
    ^else:
      spirv.Branch ^merge(%clamped : f32)
    ^merge(%m: f32):
      spirv.mlir.merge %m : f32
    }
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %lt = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %lt, ^body, ^merge
    ^body:
      spirv.Branch ^continue
    ^continue:
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.selection {
    }
    spirv.ReturnValue %r : f32
  }
  spirv.func @composites(%s: !spirv.struct<(f32 [0], !spirv.array<4xf32, stride=16> [16, NonWritable])>, %v: vector<4xf32>, %m: !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>) -> f32 "None" {
    %e = spirv.CompositeExtract %s[1 : i32, 2 : i32] : !spirv.struct<(f32 [0], !spirv.array<4xf32, stride=16> [16, NonWritable])>
    %f = spirv.CompositeExtract %v[3 : i32] : vector<4xf32>
    %v2 = spirv.CompositeInsert %e, %v[0 : i32] : f32 into vector<4xf32>
    %s2 = spirv.CompositeInsert %f, %s[0 : i32] : f32 into !spirv.struct<(f32 [0], !spirv.array<4xf32, stride=16> [16, NonWritable])>
    spirv.ReturnValue %e : f32
  }
  spirv.EntryPoint "GLCompute" @kernel, @input, @buffer
  spirv.EntryPoint "Kernel" @kernel
  spirv.ExecutionMode @kernel "LocalSize", 8, 4, 1
  spirv.ExecutionMode @kernel "ContractionOff"
}

spirv.module Physical64 OpenCL {
}

spirv.module Logical GLSL450 {
  spirv.SpecConstant @one = 1 : i32
  spirv.EXT.SpecConstantCompositeReplicate @splat (@one) : !spirv.array<3 x i32>
}

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @arg bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1x16xi8>, UniformConstant>
  spirv.ARM.GraphEntryPoint @graph, @arg
  spirv.ARM.Graph @graph(%arg0: !spirv.arm.tensor<1x16xi8>) -> !spirv.arm.tensor<1x16xi8> attributes {note} {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<1x16xi8>
  }
}

func.func @images(%sampled: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %coord: vector<2xf32>, %lod: f32, %gather: !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %dcoord: vector<4xf32>) {
  %0 = spirv.ImageSampleExplicitLod %sampled, %coord ["Lod"], %lod : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  %1 = spirv.ImageSampleImplicitLod %sampled, %coord : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  %2 = spirv.ImageDrefGather %gather, %dcoord, %lod ["NonPrivateTexel"] : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xi32>
  %3 = spirv.Image %sampled : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>
  return
}

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 42 : i32
  spirv.func @wrapped() -> i32 "None" {
    %one = spirv.Constant 1 : i32
    %sc = spirv.mlir.referenceof @sc : i32
    %sum = spirv.SpecConstantOperation wraps "spirv.IAdd"(%one, %sc) : (i32, i32) -> i32
    %diff = spirv.SpecConstantOperation wraps "spirv.ISub"(%sum, %one) {note} : (i32, i32) -> i32
    spirv.ReturnValue %diff : i32
  }
}

func.func @mixed_clamp(%a: f32, %b: vector<2xf32>) -> f32 {
  %0 = "spirv.GL.FClamp"(%a, %b, %a) {note} : (f32, vector<2xf32>, f32) -> f32
  return %0 : f32
}
