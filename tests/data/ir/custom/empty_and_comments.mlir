// A module that is nothing but comments, blank lines and empty containers.

// Comment lines between ops, odd spacing, and trailing comments.
module    {   // trailing comment after the brace

  // An empty function.
  func.func @empty()   {
    return   // comment after return
  }


  // Empty nested module, written on one line.
  module @nothing {}

  module {
  }

  func.func private    @spaced(  i32  ,i64)->(  f32  )
}
// Comment at the very end, with no newline after it.