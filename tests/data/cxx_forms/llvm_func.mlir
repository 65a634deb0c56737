llvm.comdat @c {
  llvm.comdat_selector @s any
}
llvm.func @foo(i32) -> i32 attributes {zzz, passthrough = ["nounwind"], aaa = 1, sym_visibility = "private", frame_pointer = #llvm.framePointerKind<all>, personality = @foo}
llvm.func weak hidden unnamed_addr fastcc @bar(%a: i32, ...) vscale_range(1, 16) comdat(@c::@s) attributes {dso_local} {
  llvm.return
}
