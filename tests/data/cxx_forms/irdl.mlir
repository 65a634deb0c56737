// The irdl directives: a definition's single-block body (printed only when not empty), the
// named value lists with and without variadicities, and irdl.attributes.
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2, other: %0)
  }
  irdl.operation @mul {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(lhs: %1, rhs: variadic %1, acc: single %0, bias: optional %0)
    irdl.results(res: %1)
    irdl.attributes {"scale" = %0, "mode" = %1}
  }
  irdl.operation @nothing {
    irdl.operands()
    irdl.attributes
  }
  irdl.attribute @empty {
  }
}
irdl.dialect @bare
