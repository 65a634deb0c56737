func.func @overflow(%a: i32, %b: i64) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  %1 = llvm.add %a, %a : i32
  %2 = llvm.mul %a, %a overflow<nsw, nuw> : i32
  %3 = llvm.sub %a, %a overflow<nuw> : i32
  %4 = llvm.shl %b, %b overflow<nsw, nuw> : i64
  %5 = llvm.trunc %b overflow<nuw> : i64 to i32
  %6 = llvm.trunc %b : i64 to i32
  return %0 : i32
}
