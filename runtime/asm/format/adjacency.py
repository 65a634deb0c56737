"""mlir-tblgen's `verifyAdjacentElements`: which elements may follow a base element (an
attribute without buildable type, `attr-dict`) without making the format ambiguous, through
optionally parsed elements and optional groups."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .elements import AttrDict, Element, Optional, Variable, VariableKind, Whitespace
from .spec import OpSpec, named


def _optionally_parsed(element: Element, spec: OpSpec) -> bool:
    """mlir-tblgen's `isOptionallyParsed`."""
    if isinstance(element, Variable):
        if element.kind is VariableKind.ATTRIBUTE:
            attribute = named(spec.attributes, element.name)
            return bool(attribute.optional or attribute.default)
        if element.kind is VariableKind.OPERAND:
            return bool(named(spec.operands, element.name).variable_length)
        if element.kind in (VariableKind.SUCCESSOR, VariableKind.REGION):
            groups = spec.successors if element.kind is VariableKind.SUCCESSOR else spec.regions
            return bool(named(groups, element.name).variadic)
        return False
    return isinstance(element, (Whitespace, AttrDict))


Check = Callable[[Element], bool]


def _check_range(
    spec: OpSpec, invalid: Check, elements: Sequence[Element], guard: Element | None = None
) -> bool | None:
    """mlir-tblgen's `checkRangeForElement`: False when `invalid` holds for an element that
    may follow, True once a required element closes the range, None at its end."""
    for element in elements:
        if invalid(element):
            return False
        if isinstance(element, Optional):
            if _check_range(spec, invalid, element.then, element.then[0]) is False:
                return False
            if _check_range(spec, invalid, element.else_) is False:
                return False
            continue
        if element is not guard and _optionally_parsed(element, spec):
            continue
        return True
    return None


def adjacent(
    spec: OpSpec,
    is_base: Check,
    invalid: Callable[[Element, Element], bool],
    elements: Sequence[Element],
) -> Element | None:
    """mlir-tblgen's `verifyAdjacentElements`: the base element left unverified at the end
    of `elements`, if any; `invalid` raises."""
    for position, element in enumerate(elements):
        base: Element | None = element if is_base(element) else None
        if isinstance(element, Optional):
            base = adjacent(spec, is_base, invalid, element.then) or adjacent(
                spec, is_base, invalid, element.else_
            )
        if base is None:
            continue
        anchor = base
        if _check_range(spec, lambda e: invalid(anchor, e), elements[position + 1 :]) is None:
            return base
    return None
