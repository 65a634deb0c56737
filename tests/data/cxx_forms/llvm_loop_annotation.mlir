// Dialect attributes written over several lines print on one line;
// #llvm.loop_annotation's parameters print in their declared order, an array parameter's
// elements after commas.
#followup = #llvm.loop_annotation<disableNonforced = true>
#vectorize = #llvm.loop_vectorize<
  disable = false, predicateEnable = false, scalableEnable = true, width = 16 : i32,
  followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup
>
#unroll = #llvm.loop_unroll<
  disable = true, count = 32 : i32,
  followupUnrolled = #followup
>
#group1 = #llvm.access_group<id = distinct[0]<>>
#group2 = #llvm.access_group<id = distinct[1]<>>
#loop = #llvm.loop_annotation<isVectorized = false,
        mustProgress = true,
        vectorize = #vectorize,
        unroll = #unroll,
        disableNonforced = false,
        parallelAccesses = #group1, #group2>
llvm.func @loop_annotation() {
  llvm.br ^bb1 {llvm.loop = #loop}
^bb1:
  llvm.return
}
