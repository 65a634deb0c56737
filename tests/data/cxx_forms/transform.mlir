// transform.named_sequence (a function's form) and custom<SemiFunctionType>, its result
// optional, required ("false") and variadic.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.generalize %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence private @decl(%arg0: !transform.any_op {transform.consumed}) -> !transform.any_op
}
module @more attributes {transform.with_named_sequence} {
  transform.named_sequence @match(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %0:2 = transform.match.structured %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>) {
    ^bb0(%arg1: !transform.any_op):
      %1 = transform.match.structured.rank %arg1 : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %arg1, %1 : !transform.any_op, !transform.param<i64>
    }
    transform.yield %0#0, %0#1 : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @m2(%arg0: !transform.any_op {transform.readonly}) {
    transform.match.structured %arg0 : !transform.any_op {
    ^bb0(%arg1: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield
  }
  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {
    %1 = transform.structured.interchange %arg0 iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    %2 = transform.structured.scalarize %1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// custom<DynamicIndexList> with scalable sizes (its third argument).
module @tiling attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [4, 4, [4]] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %2 = transform.param.constant 8 : i64 -> !transform.param<i64>
    %3, %loops2 = transform.structured.tile_using_for %0 tile_sizes [%2, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %0 vector_sizes [8, [16], 4] : !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// custom<PackedOrDynamicIndexList>, custom<SequenceOpOperands>, regions naming transform ops
// without their prefix (sequence, foreach).
module @forall attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %sz = transform.param.constant [4, 8] -> !transform.param<i64>
    %1:2 = transform.structured.tile_using_forall %0 tile_sizes *(%sz) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %2:2 = transform.structured.tile_using_forall %0 num_threads [10, 20] (mapping = [ #gpu.thread<y>, #gpu.thread<x> ] ) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %m = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  transform.sequence %m : !transform.any_op failures(suppress) {
  ^bb1(%arg1: !transform.any_op):
    yield
  }
  transform.sequence %arg0, %m : (!transform.any_op, !transform.any_op) -> !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op, %arg2: !transform.any_op):
    yield %arg2 : !transform.any_op
  }
  transform.foreach %m : !transform.any_op {
  ^bb2(%op: !transform.any_op):
    transform.debug.emit_remark_at %op, "x" : !transform.any_op
  }
}

// custom<TransformMatchDims>: all, a list, except(...).
module @match_dims attributes {transform.with_named_sequence} {
  transform.named_sequence @match(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %arg0 : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %d = transform.match.structured.dim %s[all] : (!transform.any_op) -> !transform.param<i64>
      %e = transform.match.structured.dim %s[0, -1] : (!transform.any_op) -> !transform.param<i64>
      %f = transform.match.structured.dim %s[except(1, 2)] : (!transform.any_op) -> !transform.param<i64>
      %i = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield
    }
    transform.yield %arg0 : !transform.any_op
  }
}
