/// Reads the pairs of `names: '|':UIView:0x…, NextButton:0x… `.
///
/// A pair is a key, `:` and an item. The key is `'|'` (the superview of a
/// VFL line) or an identifier shown in the body instead of `Class:0x…`;
/// identifiers may themselves hold colons, so the item is found by its
/// address and the key is what comes before it.
struct NamesParser {
  var scanner: ConflictLogScanner
  let isEscaped: Bool

  mutating func pairs() throws(ConflictLogError) -> [ConflictLogEntry.NamedItem] {
    var result: [ConflictLogEntry.NamedItem] = []
    scanner.skipSpaces()
    while !scanner.isAtEnd {
      result.append(try pair())
      scanner.skipSpaces()
      if scanner.lex(",") { scanner.skipSpaces() } else if !scanner.isAtEnd {
        throw scanner.error("expected ',' between names, found \(scanner.found)")
      }
    }
    return result
  }

  private mutating func pair() throws(ConflictLogError) -> ConflictLogEntry.NamedItem {
    let start = scanner.position
    guard let addressAt = nextAddress(from: start) else {
      throw scanner.error("expected a name and an object, as in '|':UIView:0x7f…, found \(scanner.found)")
    }
    // Before the address: `'|':Class:`, `Key:Class:` or `Key:`.
    var head = String(scanner.characters[start..<(addressAt - 1)])
    var key: String
    var className: String?
    if head.hasPrefix("'|':") {
      key = "|"
      head.removeFirst(4)
      className = head.isEmpty ? nil : head
    } else if let colon = head.lastIndex(of: ":") {
      key = String(head[..<colon])
      className = String(head[head.index(after: colon)...])
    } else {
      key = head
    }
    if key.hasPrefix("'") && key.hasSuffix("'") && key.count >= 2 { key = String(key.dropFirst().dropLast()) }
    scanner.position = addressAt
    var item = ConflictLogItem(className: className, address: scanner.lexAddress())
    if scanner.current == "'" {
      let open = scanner.position
      var i = open + 1
      while i < scanner.characters.count {
        let next = i + 1 < scanner.characters.count ? scanner.characters[i + 1] : " "
        if scanner.characters[i] == "'" && (next == "," || next == " ") { break }
        i += 1
      }
      guard i < scanner.characters.count else { throw scanner.error("the text of this item is never closed", at: open) }
      let text = String(scanner.characters[(open + 1)..<i])
      item.text = isEscaped ? NSArrayEscapes.unescape(text) : text
      scanner.position = i + 1
    }
    return .init(key: key, item: item)
  }

  /// Index of the next `0x` that follows a `:`.
  private func nextAddress(from start: Int) -> Int? {
    var i = start + 1
    while i + 1 < scanner.characters.count {
      if scanner.characters[i - 1] == ":" && scanner.characters[i] == "0" && scanner.characters[i + 1] == "x" { return i }
      i += 1
    }
    return nil
  }
}

/// NSArray's description escapes the strings it prints: `\n`, `\"`, `\\`
/// and `\Uxxxx` for anything outside ASCII.
enum NSArrayEscapes {
  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var characters = text.makeIterator()
    while let c = characters.next() {
      guard c == "\\" else {
        result.append(c)
        continue
      }
      switch characters.next() {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "\"": result.append("\"")
      case "\\": result.append("\\")
      case "U", "u":
        var hex = ""
        for _ in 0..<4 { if let h = characters.next() { hex.append(h) } }
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\U" + hex
        }
      case let other?: result += "\\" + String(other)
      case nil: result.append("\\")
      }
    }
    return result
  }
}
