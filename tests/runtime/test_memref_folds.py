"""The `memref` dialect's folders and canonicalization patterns (MLIR's `MemRefOps.cpp`):
casts folded into their users, `dim` of allocations, views and reshapes, allocations with
constant sizes and dead ones, subviews and views made static, reinterpret_casts, collapse
and expand shapes, copies, ranks, memory space casts and transposes canonicalize to the
output written out here, and as mlir-opt 22 does: in the custom form, in the generic form
(which shows the properties of the ops the patterns make), and trying the same patterns,
named as MLIR names them, in the same order (`--log-actions-to`). Random subviews and
allocations on constants and arguments canonicalize as with mlir-opt too."""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

FLAGS = ("-canonicalize", "-allow-unregistered-dialect")

CASES: dict[str, tuple[str, str]] = {
    "cast_folds_into_load_store_and_dealloc": (
        (
            "func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {\n"
            "  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>\n"
            "  %1 = memref.load %0[%i] : memref<?xf32>\n"
            "  memref.store %v, %0[%i] : memref<?xf32>\n"
            "  memref.dealloc %0 : memref<?xf32>\n"
            "  return %1 : f32\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {\n"
            "    %0 = memref.load %arg0[%arg1] : memref<4xf32>\n"
            "    memref.store %arg2, %arg0[%arg1] : memref<4xf32>\n"
            "    memref.dealloc %arg0 : memref<4xf32>\n"
            "    return %0 : f32\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "cast_of_cast_and_identity_cast": (
        (
            "func.func @f(%m: memref<4xf32>) -> (memref<*xf32>, memref<4xf32>) {\n"
            "  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>\n"
            "  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>\n"
            "  %2 = memref.cast %m : memref<4xf32> to memref<4xf32>\n"
            "  return %1, %2 : memref<*xf32>, memref<4xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<4xf32>) -> (memref<*xf32>, memref<4xf32>) {\n"
            "    %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>\n"
            "    return %cast, %arg0 : memref<*xf32>, memref<4xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "dim_of_static_alloc_and_subview": (
        (
            "func.func @f(%n: index, %m: memref<?x?xf32>) -> (index, index, index) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c1 = arith.constant 1 : index\n"
            "  %a = memref.alloc(%n) : memref<4x?xf32>\n"
            "  %0 = memref.dim %a, %c0 : memref<4x?xf32>\n"
            "  %1 = memref.dim %a, %c1 : memref<4x?xf32>\n"
            "  %s = memref.subview %m[0, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>\n"
            "  %2 = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>\n"
            '  "test.use"(%a) : (memref<4x?xf32>) -> ()\n'
            "  return %0, %1, %2 : index, index, index\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: memref<?x?xf32>) -> (index, index, index) {\n"
            "    %c4 = arith.constant 4 : index\n"
            "    %alloc = memref.alloc(%arg0) : memref<4x?xf32>\n"
            '    "test.use"(%alloc) : (memref<4x?xf32>) -> ()\n'
            "    return %c4, %arg0, %arg0 : index, index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "alloc_constant_sizes_and_dead_alloc": (
        (
            "func.func @f(%n: index, %v: f32) -> memref<?x?xf32> {\n"
            "  %c3 = arith.constant 3 : index\n"
            "  %c-1 = arith.constant -1 : index\n"
            "  %a = memref.alloca(%c3, %n) {alignment = 64 : i64} : memref<?x?xf32>\n"
            "  %b = memref.alloc(%c-1) : memref<?xf32>\n"
            "  %dead = memref.alloc() : memref<8xf32>\n"
            "  memref.store %v, %dead[%c3] : memref<8xf32>\n"
            "  memref.dealloc %dead : memref<8xf32>\n"
            '  "test.use"(%b) : (memref<?xf32>) -> ()\n'
            "  return %a : memref<?x?xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: f32) -> memref<?x?xf32> {\n"
            "    %c-1 = arith.constant -1 : index\n"
            "    %alloca = memref.alloca(%arg0) {alignment = 64 : i64} : memref<3x?xf32>\n"
            "    %cast = memref.cast %alloca : memref<3x?xf32> to memref<?x?xf32>\n"
            "    %alloc = memref.alloc(%c-1) : memref<?xf32>\n"
            '    "test.use"(%alloc) : (memref<?xf32>) -> ()\n'
            "    return %cast : memref<?x?xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "subview_constants_cast_and_trivial": (
        (
            "func.func @f(%m: memref<8x16xf32>, %i: index) -> (memref<?x?xf32, strided<[16, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c2 = arith.constant 2 : index\n"
            "  %0 = memref.subview %m[%c2, %i] [%c2, %c2] [1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[16, ?], offset: ?>>\n"
            "  %1 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>\n"
            "  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>\n"
            "  %2 = memref.subview %c[%i, 4] [%i, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\n"
            "  return %0, %1, %2 : memref<?x?xf32, strided<[16, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<?x?xf32, strided<[16, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {\n"
            "    %subview = memref.subview %arg0[2, %arg1] [2, 2] [1, 2] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 2], offset: ?>>\n"
            "    %cast = memref.cast %subview : memref<2x2xf32, strided<[16, 2], offset: ?>> to memref<?x?xf32, strided<[16, ?], offset: ?>>\n"
            "    %cast_0 = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>\n"
            "    %subview_1 = memref.subview %arg0[%arg1, 4] [%arg1, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>\n"
            "    %cast_2 = memref.cast %subview_1 : memref<?x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>\n"
            "    return %cast, %cast_0, %cast_2 : memref<?x?xf32, strided<[16, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<?x4xf32, strided<[?, 1], offset: ?>>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "rank_reducing_subview_of_unit_dims": (
        (
            "func.func @f(%m: memref<1x1x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1]>> {\n"
            "  %c1 = arith.constant 1 : index\n"
            "  %0 = memref.subview %m[0, 0, 0] [1, %c1, %n] [1, 1, 1] : memref<1x1x?xf32> to memref<?x?xf32, strided<[?, 1]>>\n"
            "  return %0 : memref<?x?xf32, strided<[?, 1]>>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<1x1x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, 1]>> {\n"
            "    %subview = memref.subview %arg0[0, 0, 0] [1, 1, %arg1] [1, 1, 1] : memref<1x1x?xf32> to memref<1x?xf32, strided<[?, 1]>>\n"
            "    %cast = memref.cast %subview : memref<1x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1]>>\n"
            "    return %cast : memref<?x?xf32, strided<[?, 1]>>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "reinterpret_cast_folds_and_constants": (
        (
            "func.func @f(%m: memref<?xi8>, %s: memref<8x2xf32>, %n: index) -> (memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {\n"
            "  %c4 = arith.constant 4 : index\n"
            "  %0 = memref.cast %m : memref<?xi8> to memref<3xi8>\n"
            "  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%n], strides: [1] : memref<3xi8> to memref<?xi8>\n"
            "  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x2xf32> -> memref<f32>, index, index, index, index, index\n"
            "  %2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n"
            "  %3 = memref.reinterpret_cast %s to offset: [%c4], sizes: [%c4], strides: [%n] : memref<8x2xf32> to memref<?xf32, strided<[?], offset: ?>>\n"
            "  return %1, %2, %3 : memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<?xi8>, %arg1: memref<8x2xf32>, %arg2: index) -> (memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {\n"
            "    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>\n"
            "    %cast = memref.cast %arg1 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n"
            "    %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [4], sizes: [4], strides: [%arg2] : memref<8x2xf32> to memref<4xf32, strided<[?], offset: 4>>\n"
            "    %cast_1 = memref.cast %reinterpret_cast_0 : memref<4xf32, strided<[?], offset: 4>> to memref<?xf32, strided<[?], offset: ?>>\n"
            "    return %reinterpret_cast, %cast, %cast_1 : memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "copies_and_rank_and_space_casts": (
        (
            "func.func @f(%a: memref<4xf32>, %b: memref<0xf32>, %u: memref<*xf32>) -> (index, memref<4xf32, 2>) {\n"
            "  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>\n"
            "  memref.copy %0, %0 : memref<?xf32> to memref<?xf32>\n"
            "  memref.copy %b, %b : memref<0xf32> to memref<0xf32>\n"
            "  %1 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>\n"
            "  memref.copy %1, %a : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>\n"
            "  %r = memref.rank %a : memref<4xf32>\n"
            "  %s1 = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 1>\n"
            "  %s2 = memref.memory_space_cast %s1 : memref<4xf32, 1> to memref<4xf32, 2>\n"
            "  return %r, %s2 : index, memref<4xf32, 2>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<*xf32>) -> (index, memref<4xf32, 2>) {\n"
            "    %c1 = arith.constant 1 : index\n"
            "    %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 2>\n"
            "    return %c1, %memspacecast : index, memref<4xf32, 2>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "transposes_compose": (
        (
            "func.func @f(%m: memref<2x3x4xf32>) -> memref<4x3x2xf32, strided<[1, 4, 12]>> {\n"
            "  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>\n"
            "  %1 = memref.transpose %0 (d0, d1, d2) -> (d2, d0, d1) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>\n"
            "  return %1 : memref<4x3x2xf32, strided<[1, 4, 12]>>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<2x3x4xf32>) -> memref<4x3x2xf32, strided<[1, 4, 12]>> {\n"
            "    %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d1, d0) : memref<2x3x4xf32> to memref<4x3x2xf32, strided<[1, 4, 12]>>\n"
            "    return %transpose : memref<4x3x2xf32, strided<[1, 4, 12]>>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "dim_of_reshape_loads_the_shape": (
        (
            "func.func @f(%m: memref<*xf32>, %shape: memref<?xi32>, %i: index) -> index {\n"
            "  %0 = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>\n"
            "  %1 = memref.dim %0, %i : memref<*xf32>\n"
            "  return %1 : index\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: index) -> index {\n"
            "    %0 = memref.load %arg1[%arg2] : memref<?xi32>\n"
            "    %1 = arith.index_cast %0 : i32 to index\n"
            "    return %1 : index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "reshapes_fold_and_compose": (
        (
            "func.func @f(%m: memref<?x?x?x?xf32>, %k: memref<12x4xf32>, %d: memref<?xf32>, %n: index) -> (memref<?xf32>, memref<12x4xf32>, memref<?x6x4xf32>) {\n"
            "  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<?x?x?x?xf32> into memref<?x?x?xf32>\n"
            "  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>\n"
            "  %2 = memref.expand_shape %k [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>\n"
            "  %3 = memref.collapse_shape %2 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>\n"
            "  %5 = memref.expand_shape %d [[0, 1]] output_shape [%n, 24] : memref<?xf32> into memref<?x24xf32>\n"
            "  %6 = memref.expand_shape %5 [[0], [1, 2]] output_shape [%n, 6, 4] : memref<?x24xf32> into memref<?x6x4xf32>\n"
            "  return %1, %3, %6 : memref<?xf32>, memref<12x4xf32>, memref<?x6x4xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<?x?x?x?xf32>, %arg1: memref<12x4xf32>, %arg2: memref<?xf32>, %arg3: index) -> (memref<?xf32>, memref<12x4xf32>, memref<?x6x4xf32>) {\n"
            "    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<?x?x?x?xf32> into memref<?xf32>\n"
            "    %expand_shape = memref.expand_shape %arg2 [[0, 1, 2]] output_shape [%arg3, 6, 4] : memref<?xf32> into memref<?x6x4xf32>\n"
            "    return %collapse_shape, %arg1, %expand_shape : memref<?xf32>, memref<12x4xf32>, memref<?x6x4xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "collapse_of_a_loosening_cast": (
        (
            "func.func @f(%m: memref<?x512x1x1xf32>, %s: memref<4x?xf32, strided<[?, 1]>>) -> (memref<?x?xf32>, memref<?xf32, strided<[?]>>) {\n"
            "  %0 = memref.cast %m : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>\n"
            "  %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>\n"
            "  %2 = memref.cast %s : memref<4x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1]>>\n"
            "  %3 = memref.collapse_shape %2 [[0, 1]] : memref<?x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>\n"
            "  return %1, %3 : memref<?x?xf32>, memref<?xf32, strided<[?]>>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<?x512x1x1xf32>, %arg1: memref<4x?xf32, strided<[?, 1]>>) -> (memref<?x?xf32>, memref<?xf32, strided<[?]>>) {\n"
            "    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>\n"
            "    %cast = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>\n"
            "    %collapse_shape_0 = memref.collapse_shape %arg1 [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>\n"
            "    return %cast, %collapse_shape_0 : memref<?x?xf32>, memref<?xf32, strided<[?]>>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "views_of_constant_sizes_and_of_cast_allocations": (
        (
            "func.func @f(%b: memref<64xi8>, %n: index) -> (memref<?x?xf32>, memref<?xf32>, memref<4xf32>) {\n"
            "  %c4 = arith.constant 4 : index\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %cm = arith.constant -3 : index\n"
            "  %v = memref.view %b[%c0][%c4, %n] : memref<64xi8> to memref<?x?xf32>\n"
            "  %a = memref.alloc() : memref<128xi8>\n"
            "  %ac = memref.cast %a : memref<128xi8> to memref<?xi8>\n"
            "  %w = memref.view %ac[%n][%cm] : memref<?xi8> to memref<?xf32>\n"
            "  %x = memref.view %ac[%n][] : memref<?xi8> to memref<4xf32>\n"
            "  return %v, %w, %x : memref<?x?xf32>, memref<?xf32>, memref<4xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<64xi8>, %arg1: index) -> (memref<?x?xf32>, memref<?xf32>, memref<4xf32>) {\n"
            "    %c0 = arith.constant 0 : index\n"
            "    %view = memref.view %arg0[%c0][%arg1] : memref<64xi8> to memref<4x?xf32>\n"
            "    %cast = memref.cast %view : memref<4x?xf32> to memref<?x?xf32>\n"
            "    %alloc = memref.alloc() : memref<128xi8>\n"
            "    %view_0 = memref.view %alloc[%arg1][] : memref<128xi8> to memref<-3xf32>\n"
            "    %cast_1 = memref.cast %view_0 : memref<-3xf32> to memref<?xf32>\n"
            "    %view_2 = memref.view %alloc[%arg1][] : memref<128xi8> to memref<4xf32>\n"
            "    return %cast, %cast_1, %view_2 : memref<?x?xf32>, memref<?xf32>, memref<4xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "collapse_of_expand_to_a_higher_rank": (
        (
            "func.func @f(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> (memref<?x?x?xf32>, memref<?x?xf32>) {\n"
            "  %c2 = arith.constant 2 : index\n"
            "  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 3, %b, %c] : memref<?x?xf32> into memref<?x3x?x?xf32>\n"
            "  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x3x?x?xf32> into memref<?x?x?xf32>\n"
            "  %2 = memref.expand_shape %m [[0], [1, 2, 3]] output_shape [%a, %b, %c2, %c] : memref<?x?xf32> into memref<?x?x?x?xf32>\n"
            "  %3 = memref.collapse_shape %2 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>\n"
            "  return %1, %3 : memref<?x?x?xf32>, memref<?x?xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?x?xf32>, memref<?x?xf32>) {\n"
            "    %c3 = arith.constant 3 : index\n"
            "    %0 = arith.muli %arg1, %c3 : index\n"
            "    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%0, %arg2, %arg3] : memref<?x?xf32> into memref<?x?x?xf32>\n"
            "    return %expand_shape, %arg0 : memref<?x?x?xf32>, memref<?x?xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "expand_of_collapse_composes": (
        (
            "func.func @f(%m: memref<1x1x2xf32>, %n: memref<?x?x1x2xf32>) -> (memref<1x2xf32>, memref<1x?x?x1x2xf32>) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c1 = arith.constant 1 : index\n"
            "  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<1x1x2xf32> into memref<2xf32>\n"
            "  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>\n"
            "  %2 = memref.collapse_shape %n [[0], [1], [2, 3]] : memref<?x?x1x2xf32> into memref<?x?x2xf32>\n"
            "  %d0 = memref.dim %2, %c0 : memref<?x?x2xf32>\n"
            "  %d1 = memref.dim %2, %c1 : memref<?x?x2xf32>\n"
            "  %3 = memref.expand_shape %2 [[0, 1], [2], [3, 4]] output_shape [1, %d0, %d1, 1, 2] : memref<?x?x2xf32> into memref<1x?x?x1x2xf32>\n"
            "  return %1, %3 : memref<1x2xf32>, memref<1x?x?x1x2xf32>\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<1x1x2xf32>, %arg1: memref<?x?x1x2xf32>) -> (memref<1x2xf32>, memref<1x?x?x1x2xf32>) {\n"
            "    %c0 = arith.constant 0 : index\n"
            "    %c1 = arith.constant 1 : index\n"
            "    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<1x1x2xf32> into memref<1x2xf32>\n"
            "    %collapse_shape_0 = memref.collapse_shape %arg1 [[0], [1], [2, 3]] : memref<?x?x1x2xf32> into memref<?x?x2xf32>\n"
            "    %dim = memref.dim %collapse_shape_0, %c0 : memref<?x?x2xf32>\n"
            "    %dim_1 = memref.dim %collapse_shape_0, %c1 : memref<?x?x2xf32>\n"
            "    %expand_shape = memref.expand_shape %arg1 [[0, 1], [2], [3], [4]] output_shape [1, %dim, %dim_1, 1, 2] : memref<?x?x1x2xf32> into memref<1x?x?x1x2xf32>\n"
            "    return %collapse_shape, %expand_shape : memref<1x2xf32>, memref<1x?x?x1x2xf32>\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
}
"""Per pattern family: an input in the custom form and its canonical form."""


@pytest.mark.parametrize("name", CASES)
def test_family_canonicalizes_to_the_written_output(name: str) -> None:
    source, expected = CASES[name]
    code, out, err = passgen_opt(source, *FLAGS)
    assert code == 0, err
    assert out == expected


@requires_mlir_opt
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("name", CASES)
def test_family_canonicalizes_as_mlir_opt(name: str, generic: bool) -> None:
    source, _ = CASES[name]
    flags = (*FLAGS, "--mlir-print-op-generic") if generic else FLAGS
    expected = mlir_opt(source, *flags)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(source, *flags)
    assert (code, out) == (0, expected.stdout), err


CONSTANTS = [-2, -1, 0, 1, 2, 3, 5, 8]


@st.composite
def subview_functions(draw: st.DrawFn) -> str:
    """Subviews of a static or dynamic 2-d memref (or of a cast of it) whose offsets, sizes
    and strides are constants (negative, zero, out of bounds...) or arguments, with a
    `dim` and a load of each subview."""
    base = shape = draw(st.sampled_from(["4x8", "?x8", "?x?", "1x8"]))
    lines = [f"  %c{n} = arith.constant {value} : index" for n, value in enumerate(CONSTANTS)]
    values = [f"%c{n}" for n in range(len(CONSTANTS))] + ["%i", "%j"]
    source = "%m"
    if draw(st.booleans()):
        lines.append(f"  %cast = memref.cast %m : memref<{shape}xf32> to memref<?x?xf32>")
        source, shape = "%cast", "?x?"
    result = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
    results = []
    for n in range(draw(st.integers(1, 3))):
        entries = [draw(st.sampled_from(values)) for _ in range(6)]
        offsets, sizes, strides = ", ".join(entries[:2]), ", ".join(entries[2:4]), entries[4:]
        lines.append(
            f"  %s{n} = memref.subview {source}[{offsets}] [{sizes}] [{', '.join(strides)}]"
            f" : memref<{shape}xf32> to {result}"
        )
        lines.append(f"  %d{n} = memref.dim %s{n}, %c{draw(st.integers(2, 4))} : {result}")
        results += [f"%s{n}", f"%d{n}"]
    types = ", ".join(result if name.startswith("%s") else "index" for name in results)
    body = "\n".join(lines)
    return (
        f"func.func @f(%m: memref<{base}xf32>,"
        f" %i: index, %j: index) -> ({types}) {{\n{body}\n"
        f"  return {', '.join(results)} : {types}\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(source=subview_functions())
def test_random_subviews_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, *FLAGS, "--mlir-print-op-generic")
    assume(expected.returncode == 0)
    code, out, err = passgen_opt(source, *FLAGS, "--mlir-print-op-generic")
    assert (code, out) == (0, expected.stdout), err


@st.composite
def allocation_functions(draw: st.DrawFn) -> str:
    """Allocations whose sizes are constants or arguments, cast, read, written, copied,
    measured with `dim` at constant (maybe out of range) indices and reinterpreted with
    constant or argument offsets, sizes and strides."""
    lines = [f"  %c{n} = arith.constant {value} : index" for n, value in enumerate(CONSTANTS)]
    values = [f"%c{n}" for n in range(len(CONSTANTS))] + ["%i"]
    dynamic = "memref<?x?xf32>"
    strided = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
    results: list[tuple[str, str]] = []
    for n in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["alloc", "alloca"]))
        sizes = f"{draw(st.sampled_from(values))}, {draw(st.sampled_from(values))}"
        lines.append(f"  %a{n} = memref.{kind}({sizes}) : {dynamic}")
        lines.append(f"  %v{n} = memref.cast %a{n} : {dynamic} to {dynamic}")
        index = f"{draw(st.sampled_from(values))}, {draw(st.sampled_from(values))}"
        lines.append(f"  %l{n} = memref.load %v{n}[{index}] : {dynamic}")
        lines.append(f"  memref.store %l{n}, %v{n}[{index}] : {dynamic}")
        lines.append(f"  %d{n} = memref.dim %v{n}, {draw(st.sampled_from(values))} : {dynamic}")
        entries = [draw(st.sampled_from(values)) for _ in range(5)]
        lines.append(
            f"  %r{n} = memref.reinterpret_cast %v{n} to offset: [{entries[0]}], sizes: "
            f"[{entries[1]}, {entries[2]}], strides: [{entries[3]}, {entries[4]}] : {dynamic} to "
            f"{strided}"
        )
        lines.append(f"  %e{n} = memref.dim %r{n}, {draw(st.sampled_from(values))} : {strided}")
        if draw(st.booleans()):
            lines.append(f"  memref.copy %v{n}, %a{n} : {dynamic} to {dynamic}")
        if draw(st.booleans()):
            lines.append(f"  memref.dealloc %v{n} : {dynamic}")
        results += [(f"%d{n}", "index"), (f"%e{n}", "index"), (f"%r{n}", strided)]
    names = ", ".join(name for name, _ in results)
    types = ", ".join(type for _, type in results)
    body = "\n".join(lines)
    return f"func.func @f(%i: index) -> ({types}) {{\n{body}\n  return {names} : {types}\n}}\n"


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(source=allocation_functions())
def test_random_allocations_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, *FLAGS, "--mlir-print-op-generic")
    assume(expected.returncode == 0)
    code, out, err = passgen_opt(source, *FLAGS, "--mlir-print-op-generic")
    assert (code, out) == (0, expected.stdout), err


_THREAD = re.compile(r"\[thread [^\]]*\] ")


def _pattern_log(printed: str) -> list[str]:
    """The patterns tried, in order, with the op each was tried on (`--log-actions-to`)."""
    return [_THREAD.sub("", line) for line in printed.splitlines() if "apply-pattern" in line]


@requires_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_patterns_are_tried_in_mlir_opts_order_with_its_names(name: str) -> None:
    source, _ = CASES[name]
    flags = (*FLAGS, "--log-actions-to=-")
    expected = mlir_opt(source, *flags)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(source, *flags)
    assert code == 0, err
    assert _pattern_log(out) == _pattern_log(expected.stdout)


def _memref(shape: list[int | None]) -> str:
    return "memref<" + "".join(f"{'?' if size is None else size}x" for size in shape) + "f32>"


def _groups(draw: st.DrawFn, rank: int) -> list[list[int]]:
    """A random partition of `range(rank)` into contiguous groups."""
    groups = [[0]]
    for dim in range(1, rank):
        if draw(st.booleans()):
            groups.append([dim])
        else:
            groups[-1].append(dim)
    return groups


def _collapsed(shape: list[int | None], groups: list[list[int]]) -> list[int | None]:
    """The collapsed sizes: a group's product, dynamic (None) if any of its sizes is."""
    result: list[int | None] = []
    for group in groups:
        sizes = [shape[dim] for dim in group]
        static = [size for size in sizes if size is not None]
        result.append(math.prod(static) if len(static) == len(sizes) else None)
    return result


@st.composite
def reshape_functions(draw: st.DrawFn) -> str:
    """A collapse of a memref (maybe of a cast that loosens it), then a second collapse or
    the expansion back, its dynamic output sizes `memref.dim`s of the source."""
    shape = draw(st.lists(st.sampled_from([1, 2, 3, None]), min_size=2, max_size=4))
    lines, source, current = [], "%m", shape
    if draw(st.booleans()):
        loose = [None if size is not None and draw(st.booleans()) else size for size in shape]
        lines.append(f"  %cast = memref.cast %m : {_memref(shape)} to {_memref(loose)}")
        source, current = "%cast", loose
    groups = _groups(draw, len(shape))
    middle = _collapsed(current, groups)
    lines.append(
        f"  %0 = memref.collapse_shape {source} {groups} : {_memref(current)} into "
        f"{_memref(middle)}"
    )
    result = middle
    if draw(st.booleans()) and len(middle) > 1:
        outer = _groups(draw, len(middle))
        result = _collapsed(middle, outer)
        lines.append(
            f"  %1 = memref.collapse_shape %0 {outer} : {_memref(middle)} into {_memref(result)}"
        )
    else:
        sizes = []
        for dim, size in enumerate(current):
            if size is None:
                lines.append(f"  %i{dim} = arith.constant {dim} : index")
                lines.append(f"  %d{dim} = memref.dim {source}, %i{dim} : {_memref(current)}")
            sizes.append(f"%d{dim}" if size is None else str(size))
        result = current
        lines.append(
            f"  %1 = memref.expand_shape %0 {groups} output_shape [{', '.join(sizes)}] : "
            f"{_memref(middle)} into {_memref(result)}"
        )
    body = "\n".join(lines)
    return (
        f"func.func @f(%m: {_memref(shape)}) -> {_memref(result)} {{\n{body}\n"
        f"  return %1 : {_memref(result)}\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(source=reshape_functions())
def test_random_reshapes_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, *FLAGS, "--mlir-print-op-generic")
    assume(expected.returncode == 0)
    code, out, err = passgen_opt(source, *FLAGS, "--mlir-print-op-generic")
    assert (code, out) == (0, expected.stdout), err


MALFORMED = (
    "func.func @a(%m: memref<?x?xf32>, %n: index) -> memref<?x?x?xf32> {\n"
    "  %c = memref.cast %m : memref<?x?xf32> to memref<?x?xf32>\n"
    '  %0 = "memref.expand_shape"(%c, %n) <{reassociation = [[0, 5], [2]], static_output_shape = array<i64: -9223372036854775808, 3>}> : (memref<?x?xf32>, index) -> memref<?x?x?xf32>\n'
    '  %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1, 7]]}> : (memref<?x?x?xf32>) -> memref<?xf32>\n'
    '  %2 = "memref.collapse_shape"(%1) <{reassociation = [[]]}> : (memref<?xf32>) -> memref<?xf32>\n'
    "  return %0 : memref<?x?x?xf32>\n"
    "}\n"
    "func.func @b(%m: memref<8x4xf32>, %i: index) -> memref<8x4xf32> {\n"
    "  %c1 = arith.constant 1 : index\n"
    '  %a = "memref.alloc"(%c1, %c1) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?xf32>\n'
    '  %t = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1 + d0, d0)>}> : (memref<8x4xf32>) -> memref<4x8xf32, strided<[1, 4]>>\n'
    '  %t2 = "memref.transpose"(%t) <{permutation = affine_map<(d0, d1) -> (d1, d0, d0)>}> : (memref<4x8xf32, strided<[1, 4]>>) -> memref<8x4xf32>\n'
    "  return %t2 : memref<8x4xf32>\n"
    "}\n"
)
"""Ops the runtime's verifier lets through though MLIR's rejects them: reassociations past
the rank or with an empty group, a permutation that is no permutation. (Subviews and
reinterpret casts of offsets, sizes and strides of different lengths are rejected, as MLIR's
`verifyOffsetSizeAndStrideOp` rejects them: tests/runtime/test_memref_view_verifiers.py.)"""


def test_malformed_ops_the_verifier_accepts_are_left_alone() -> None:
    code, out, err = passgen_opt(MALFORMED, *FLAGS)
    assert code == 0, err
    assert "memref.expand_shape %arg0 [[0, 5], [2]]" in out
