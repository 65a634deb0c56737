gpu.binary @b [#gpu.object<#nvvm.target, "">]
gpu.binary @c <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "">]
