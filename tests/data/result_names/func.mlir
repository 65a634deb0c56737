func.func @id(%a: i32) -> i32 { return %a : i32 }
func.func @g() { %x = func.constant @id : (i32) -> i32
 %y = constant @id : (i32) -> i32
 return }
