// Symbol passes on nested symbol tables.
// RUN: mlir-opt %s -symbol-dce
// RUN: mlir-opt %s -symbol-privatize
// RUN: mlir-opt %s -p 'builtin.module(symbol-privatize{exclude=live,entry})'
// RUN: mlir-opt %s -p 'builtin.module(symbol-dce,symbol-privatize)' --mlir-pass-statistics -o /dev/null 2>&1

module {
  func.func @entry() {
    func.call @live() : () -> ()
    return
  }
  func.func private @live() {
    return
  }
  func.func private @dead() {
    return
  }
  func.func @public_unused() {
    return
  }
  module @inner {
    func.func private @also_dead() {
      return
    }
  }
}
