//===- TextPasses.td - passes with unusual text ------------*- tablegen -*-===//
//
// Summaries, descriptions and option descriptions holding characters that
// Markdown, YAML, C++ string literals or TableGen treat specially.
//
//===----------------------------------------------------------------------===//

#ifndef FOUNDRY_TRANSFORMS_TEXTPASSES_TD
#define FOUNDRY_TRANSFORMS_TEXTPASSES_TD

include "foundry/PassCommon.td"

def FoundryQuote : Pass<"foundry-quote"> {
  let summary = "Quote \"names\", `code`, 'chars' and back\\slashes";
  let description = [{
    Text in braces: {a, b}, `{{`, `}}`, and a lone `}` or `{`.
    C++ escapes stay as written: "\n", '\t', "\\", "\x41", "\"".
    Markdown: *stars*, _underscores_, [links](https://example.org), <b>tags</b>,
    # not a heading, | a | table |, 1. not a list, > not a quote.
    YAML: key: value, - item, ? question, &anchor, *alias, !tag, %directive,
    @at, `backtick`, ... and --- at the start of a line:
---
...
    Dollars $x$ and percents 100% and a tab here:	(there).
  }];
  let options = [
    Option<"pattern", "pattern", "std::string", /*default=*/"\"*.{c,h}\"",
           "Glob of \"files\" to quote; {braces} and \\ kept">,
    Option<"marker", "marker", "std::string", /*default=*/"\"'\"",
           "Quote string (default: ')">
  ];
}

def FoundryUnicode : Pass<"foundry-unicode", "mlir::ModuleOp"> {
  let summary = "Unicode text: größer, ≤, →, µs, 日本語, emoji 🙂";
  let description = [{
    Non-ASCII text survives the round trip: naïve café, Ω, “curly quotes”,
    and a zero-width joiner (‍) in the middle.
  }];
}

def FoundryBlankDescription : Pass<"foundry-blank-description"> {
  let summary = "A pass whose description is only blanks";
  let description = [{
  }];
}

def FoundryNoSummary : Pass<"foundry-no-summary"> {
  let description = "A description without a summary, in a plain string.";
}

def FoundryIndented : Pass<"foundry-indented", "func::FuncOp"> {
  let summary = "A description with mixed indentation";
  let description = [{
      Indented six, then
    indented four,
        indented eight (a code block once re-indented):

        %0 = foundry.cast %arg0 : i32 to i64

    and trailing blanks here:    
    End.
  }];
}

def FoundryLongOptionText : Pass<"foundry-long-option-text"> {
  let summary = "Options whose descriptions span lines";
  let options = [
    Option<"layout", "layout", "std::string", /*default=*/"",
           [{Layout of the output, one of:
               "row": rows first,
               "col": columns first.}]>,
    Option<"note", "note", "std::string", /*default=*/"",
           "First line\nsecond line\n\tthird, after a tab">
  ];
}

#endif // FOUNDRY_TRANSFORMS_TEXTPASSES_TD
