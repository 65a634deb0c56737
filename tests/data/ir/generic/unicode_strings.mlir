"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unicode"}> ({
    "test.text"() {cjk = "\E6\BC\A2\E5\AD\97\E3\81\8B\E3\81\AA\E3\82\AB\E3\83\8A", combining = "e\CC\81", emoji = "\F0\9F\99\82\F0\9F\9A\80", greek = "\CE\B1\CE\B2\CE\B3\CE\B4", invalid_utf8 = "\C3( and \FF\FE", mixed = "ascii \C3\BCn\C3\AFc\C3\B6d\C3\A9 \0A new line", raw_bytes = "\E2\82\AC euro"} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "\D1\84\D1\83\D0\BD\D0\BA\D1\86\D0\B8\D1\8F"}> ({
    "test.ref"() {target = @"\D1\84\D1\83\D0\BD\D0\BA\D1\86\D0\B8\D1\8F"} : () -> ()
    "func.return"() : () -> ()
  }) {"\D0\BA\D0\BB\D1\8E\D1\87" = "\D0\B7\D0\BD\D0\B0\D1\87\D0\B5\D0\BD\D0\B8\D0\B5"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "na\C3\AFve"}> ({
    "test.op"() {name = "\E2\9C\93 done"} : () -> ()
    "func.return"() : () -> ()
  }) {"a.\C3\BC", "caf\C3\A9" = @"na\C3\AFve"} : () -> ()
}) : () -> ()

