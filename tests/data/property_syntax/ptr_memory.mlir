func.func @memory(%p: !ptr.ptr<#ptr.generic_space>, %v: f32) {
  %0 = ptr.load %p : !ptr.ptr<#ptr.generic_space> -> f32
  %1 = ptr.load volatile %p nontemporal alignment = 8 : !ptr.ptr<#ptr.generic_space> -> f32
  %2 = ptr.load %p atomic monotonic alignment = 4 : !ptr.ptr<#ptr.generic_space> -> f32
  %3 = ptr.load %p invariant_group invariant : !ptr.ptr<#ptr.generic_space> -> f32
  ptr.store %v, %p : f32, !ptr.ptr<#ptr.generic_space>
  ptr.store volatile %v, %p alignment = 16 nontemporal : f32, !ptr.ptr<#ptr.generic_space>
  ptr.store %v, %p atomic release alignment = 4 : f32, !ptr.ptr<#ptr.generic_space>
  return
}
