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
      default: out.append(c)
      }
    }
    return out + "\""
  }
}
