extension String {
  /// The string as a command's string literal, as the lexer reads it back:
  /// a label's text with a line break printed raw split a report (and a
  /// transcript made from it) into lines that read as commands.
  public var quotedForCommand: String {
    var out = "\""
    for c in self {
      switch c {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where c.isControlCharacter:
        // Escaped, never sent raw: an ESC in a label's text would drive
        // the terminal that shows the report.
        for scalar in c.unicodeScalars { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
      default: out.append(c)
      }
    }
    return out + "\""
  }
}

extension String {
  /// A command line with each control character but the tab written as
  /// `\u{1B}`, which a quoted string reads back as the same character:
  /// how `save` writes lines typed with a raw ESC in a label's text, so
  /// that showing the saved file (`cat`) cannot drive the terminal.
  public var controlCharactersEscaped: String {
    guard contains(where: { $0 != "\t" && $0.isControlCharacter }) else { return self }
    var out = ""
    for c in self {
      if c != "\t" && c.isControlCharacter {
        for scalar in c.unicodeScalars { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
      } else {
        out.append(c)
      }
    }
    return out
  }
}

extension Character {
  /// C0 and C1 control characters and DEL: what a terminal would act on.
  public var isControlCharacter: Bool {
    unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}
