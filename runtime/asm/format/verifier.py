"""mlir-tblgen's verification of a whole format (`OpFormatParser::verify`), once its
elements are read: `attr-dict` is present, every operand, region and successor is bound, each
operand and result type is resolved (from the format, a trait, a buildable type or type
inference), no attribute or `attr-dict` is followed ambiguously, and adjacent oilists share
no keyword."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .adjacency import adjacent
from .elements import AttrDict, Element, Format, Literal, OIList, Resolution, Variable, VariableKind
from .errors import FormatError
from .spec import OpSpec, ValueSpec, named
from .state import ParseState


class Verifier:
    """mlir-tblgen's `OpFormatParser::verify`, once the elements are read."""

    def __init__(self, spec: OpSpec, state: ParseState, offset: int) -> None:
        self.spec = spec
        self.state = state
        self.offset = offset

    def error(self, message: str, note: str | None = None) -> FormatError:
        return FormatError(message, self.offset, note)

    def verify(self, elements: tuple[Element, ...]) -> Format:
        state, spec = self.state, self.spec
        if not state.attr_dict:
            raise self.error("'attr-dict' directive not found in custom assembly format")
        resolvers: dict[
            str, tuple[str, str, str | None]
        ] = {}  # name -> (kind, source, transformer)
        can_infer = False
        for trait in spec.traits:
            kind = trait.get("trait")
            if kind == "AllTypesMatch":
                values = list(trait["values"])
                for index, value in enumerate(values):
                    source = self.seen_argument(value)
                    if source:
                        for other in values[:index] + values[index + 1 :]:
                            resolvers[other] = (*source, None)
            elif kind in ("SameTypeOperands", "SameOperandsAndResultType"):
                self.same_types(resolvers, kind == "SameOperandsAndResultType")
            elif kind == "TypesMatchWith":
                source = self.seen_argument(trait["lhs"])
                if source:
                    resolvers[trait["rhs"]] = (*source, trait["transformer"])
            elif kind == "ShapedTypeMatchesElementCountAndTypes":
                source = self.seen_argument(trait["shaped"])
                if source and source[0] == "variable":
                    resolvers[trait["elements"]] = ("elements", source[1], None)
            elif kind == "InferTypeOpInterface":
                can_infer = True
        self.check_attributes(elements)
        results = self.results(resolvers, can_infer)
        operands = self.operands(resolvers)
        for kind, groups, seen, everything in (
            ("region", spec.regions, state.regions, state.all_regions),
            ("successor", spec.successors, state.successors, state.all_successors),
        ):
            for index, group in enumerate(groups if not everything else ()):
                if group.name not in seen:
                    raise self.error(
                        f"{kind} #{index}, named '{group.name}', not found",
                        f"suggest adding a '${group.name}' directive to the custom assembly format",
                    )
        self.check_oilists(elements)
        return Format(
            elements,
            operands,
            results,
            state.all_operands,
            state.all_operand_types,
            state.all_result_types,
            state.all_regions,
            state.all_successors,
            (*state.attributes, *sorted(state.properties)),
            tuple(
                o.name
                for o in spec.operands
                if o.kind == "variadic-of-variadic" and o.name in state.operands
            ),
        )

    def seen_argument(self, name: str) -> tuple[str, str] | None:
        """mlir-tblgen's `findSeenArg`: ("variable"|"attribute", name) of an operand or
        result whose type the format names, or of an attribute it names."""
        state, spec = self.state, self.spec
        for groups, seen in (
            (spec.operands, state.operand_types),
            (spec.results, state.result_types),
        ):
            for index, group in enumerate(groups):
                if group.name == name:
                    return ("variable", name) if index in seen else None
        attribute = next((a for a in spec.attributes if a.name == name and not a.property), None)
        if attribute is not None and name in state.attributes:
            return ("attribute", name)
        return None

    def same_types(self, resolvers: dict[str, tuple[str, str, str | None]], results: bool) -> None:
        state, spec = self.state, self.spec
        if state.operand_types:
            source = spec.operands[min(state.operand_types)].name
        elif results and state.result_types:
            source = spec.results[min(state.result_types)].name
        else:
            return
        for index, operand in enumerate(spec.operands):
            if index not in state.operand_types:
                resolvers[operand.name] = ("variable", source, None)
        for index, result in enumerate(spec.results if results else ()):
            if index not in state.result_types:
                resolvers[result.name] = ("variable", source, None)

    def _resolve(
        self,
        what: str,
        index: int,
        group: ValueSpec,
        resolvers: Mapping[str, tuple[str, str, str | None]],
        unbuildable: bool,
    ) -> Resolution:
        if group.name in resolvers:
            kind, source, transformer = resolvers[group.name]
            return Resolution(kind, source, transformer)
        if group.type is None or unbuildable:
            raise self.error(
                f"type of {what} #{index}, named '{group.name}', is not buildable and a "
                "buildable type cannot be inferred",
                "suggest adding a type constraint to the operation or adding a "
                f"'type(${group.name})' directive to the custom assembly format",
            )
        return Resolution("buildable", type=group.type)

    def results(
        self, resolvers: Mapping[str, tuple[str, str, str | None]], can_infer: bool
    ) -> tuple[Resolution, ...]:
        state, spec = self.state, self.spec
        if state.all_result_types:
            return tuple(Resolution("format") for _ in spec.results)
        if spec.results and not state.result_types and can_infer:
            return tuple(Resolution("inferred") for _ in spec.results)
        return tuple(
            Resolution("format")
            if index in state.result_types
            else self._resolve("result", index, result, resolvers, result.variable_length)
            for index, result in enumerate(spec.results)
        )

    def operands(
        self, resolvers: Mapping[str, tuple[str, str, str | None]]
    ) -> tuple[Resolution, ...]:
        state = self.state
        found = []
        for index, operand in enumerate(self.spec.operands):
            if not state.all_operands and operand.name not in state.operands:
                raise self.error(
                    f"operand #{index}, named '{operand.name}', not found",
                    f"suggest adding a '${operand.name}' directive to the custom assembly format",
                )
            if state.all_operand_types or index in state.operand_types:
                found.append(Resolution("format"))
            else:
                unbuildable = state.all_operands and operand.variable_length
                found.append(self._resolve("operand", index, operand, resolvers, unbuildable))
        return tuple(found)

    def check_attributes(self, elements: Sequence[Element]) -> None:
        spec = self.spec

        def attribute_base(element: Element) -> bool:
            if not (isinstance(element, Variable) and element.kind is VariableKind.ATTRIBUTE):
                return False
            attribute = named(spec.attributes, element.name)
            return not attribute.typed and (element.qualified or attribute.generic)

        def colon(base: Element, element: Element) -> bool:
            if isinstance(element, Literal) and element.value == ":":
                assert isinstance(base, Variable)
                raise self.error(
                    "format ambiguity caused by `:` literal found after attribute "
                    f"`{base.name}` which does not have a buildable type"
                )
            return False

        def region(base: Element, element: Element) -> bool:
            if isinstance(element, Variable) and element.kind is VariableKind.REGION:
                raise self.error(
                    f"format ambiguity caused by `attr-dict` directive followed by region "
                    f"`{element.name}`",
                    "try using `attr-dict-with-keyword` instead",
                )
            return False

        adjacent(spec, attribute_base, colon, elements)
        adjacent(spec, lambda e: isinstance(e, AttrDict) and not e.with_keyword, region, elements)

    def check_oilists(self, elements: Sequence[Element]) -> None:
        """mlir-tblgen's `verifyOIListElements`: adjacent oilists and literals share no
        keyword."""
        prohibited: list[str] = []
        for element in elements:
            if isinstance(element, OIList):
                keywords = [clause.keyword.value for clause in element.clauses]
                for keyword in keywords if prohibited else ():
                    if keyword in prohibited:
                        raise self.error(
                            f"format ambiguity because {keyword} is used in two adjacent "
                            "oilist elements."
                        )
                prohibited += keywords
            elif isinstance(element, Literal):
                if element.value in prohibited:
                    raise self.error(
                        f"format ambiguity because {element.value} is used both in oilist "
                        "element and the adjacent literal."
                    )
                prohibited = []
            else:
                prohibited = []
