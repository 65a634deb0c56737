func.func @warp(%lane: index, %v: vector<4xf32>, %w: vector<2xi32>) -> vector<1xf32> {
  gpu.warp_execute_on_lane_0(%lane)[64] {
  } {tag = 1 : i32}
  %r:2 = gpu.warp_execute_on_lane_0(%lane)[32] args(%v, %w : vector<4xf32>, vector<2xi32>) -> (vector<1xf32>, vector<2xi32>) {
  ^bb0(%a: vector<128xf32>, %b: vector<2xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %c, %b : vector<32xf32>, vector<2xi32>
  }
  return %r#0 : vector<1xf32>
}
