// ARGS: --allow-unregistered-dialect
// Unicode text in strings, names, symbols and dictionary keys.
func.func @unicode() {
  "test.text"() {
    greek = "αβγδ",
    cjk = "漢字かなカナ",
    emoji = "🙂🚀",
    combining = "e\CC\81",
    raw_bytes = "\E2\82\AC euro",
    invalid_utf8 = "\C3\28 and \FF\FE",
    mixed = "ascii ünïcödé \n new line"
  } : () -> ()
  return
}

func.func @"функция"() attributes {"ключ" = "значение"} {
  "test.ref"() {target = @"функция"} : () -> ()
  return
}

func.func @"naïve"() attributes {"café" = @"naïve", "a.ü" = unit} {
  "test.op"() {name = "✓ done"} : () -> ()
  return
}
