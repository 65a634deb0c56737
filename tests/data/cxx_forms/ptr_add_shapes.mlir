func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %o: vector<4xindex>, %v: vector<4x!ptr.ptr<#ptr.generic_space>>, %i: index) {
 %0 = ptr.ptr_add %p, %o : !ptr.ptr<#ptr.generic_space>, vector<4xindex>
 %1 = ptr.ptr_add %v, %i : vector<4x!ptr.ptr<#ptr.generic_space>>, index
 return
}
