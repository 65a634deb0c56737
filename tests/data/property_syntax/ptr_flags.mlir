func.func @flags(%p: !ptr.ptr<#ptr.generic_space>, %q: !ptr.ptr<#ptr.generic_space>, %m: vector<4xi1>, %v: vector<4xf32>) {
  %0 = ptr.ptr_diff %p, %q : !ptr.ptr<#ptr.generic_space> -> i64
  %1 = ptr.ptr_diff nuw %p, %q : !ptr.ptr<#ptr.generic_space> -> i64
  %2 = ptr.ptr_diff nsw %p, %q : !ptr.ptr<#ptr.generic_space> -> i64
  %3 = ptr.masked_load %p, %m, %v alignment = 8 : !ptr.ptr<#ptr.generic_space> -> vector<4xf32>
  %4 = ptr.masked_load %p, %m, %v : !ptr.ptr<#ptr.generic_space> -> vector<4xf32>
  ptr.masked_store %v, %p, %m alignment = 4 : vector<4xf32>, !ptr.ptr<#ptr.generic_space>
  return
}
