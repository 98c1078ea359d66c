/// The optional parts at the end of a description, read from the right so
/// that free text in the body (label text, names) never has to be guessed:
/// the info group `(active, names: …)` and the extras before it.
struct ConflictLogTail {
  let characters: [Character]
  /// Where the body ends once the parts found so far are cut off.
  var end: Int

  struct Extras {
    var priority: Double?
    var content: ConflictLogEntry.ContentPriorities?
  }

  /// Cuts `(active)`, `(active, names: …)` or `(Names: …)` off the end.
  ///
  /// - Returns: the range of the `names:` pairs, if there are any.
  mutating func info(_ scanner: ConflictLogScanner) throws(ConflictLogError) -> Range<Int>? {
    let trimmed = trimmedEnd(end)
    guard trimmed > 0, characters[trimmed - 1] == ")" else { return nil }
    let openers = ["(active", "(inactive", "(Names:", "(names:"]
    guard let (open, opener) = lastOccurrence(of: openers, before: trimmed) else { return nil }
    end = trimmedEnd(open)
    var i = open + opener.count
    if opener.hasPrefix("(active") || opener.hasPrefix("(inactive") {
      // `(active)` or `(active, names: …)`.
      guard i < trimmed - 1 else { return nil }
      guard let (at, word) = firstOccurrence(of: ["Names:", "names:"], from: i, before: trimmed) else {
        throw scanner.error("expected names: after '(active,'", at: i)
      }
      i = at + word.count
    }
    return i..<(trimmed - 1)
  }

  /// Cuts ` priority:500`, ` Hug:250 CompressionResistance:750`, Masonry's
  /// ` ^high` and a trailing ` @750` off the end, in any order.
  mutating func extras(_ scanner: ConflictLogScanner) throws(ConflictLogError) -> Extras {
    var extras = Extras()
    while true {
      let trimmed = trimmedEnd(end)
      if let (start, value) = trailingNumber(after: " priority:", before: trimmed) {
        extras.priority = value
        end = start
      } else if let (start, resistance) = trailingNumber(after: " CompressionResistance:", before: trimmed),
        let (hugStart, hugging) = trailingNumber(after: " Hug:", before: trimmedEnd(start))
      {
        extras.content = .init(hugging: hugging, compressionResistance: resistance)
        end = hugStart
      } else if let (start, value) = trailingNumber(after: " @", before: trimmed) {
        extras.priority = value
        end = start
      } else if let (start, value) = masonryPriority(before: trimmed) {
        extras.priority = value
        end = start
      } else {
        return extras
      }
    }
  }

  // MARK: - Helpers

  private func trimmedEnd(_ end: Int) -> Int {
    var i = end
    while i > 0, characters[i - 1] == " " || characters[i - 1] == "\t" { i -= 1 }
    return i
  }

  private func lastOccurrence(of words: [String], before end: Int) -> (Int, String)? {
    var i = end - 1
    while i >= 0 {
      for word in words where matches(word, at: i) { return (i, word) }
      i -= 1
    }
    return nil
  }

  private func matches(_ word: String, at i: Int) -> Bool {
    var j = i
    for c in word {
      guard j < characters.count, characters[j] == c else { return false }
      j += 1
    }
    return true
  }

  private func firstOccurrence(of words: [String], from start: Int, before end: Int) -> (Int, String)? {
    for i in start..<max(start, end) {
      for word in words where matches(word, at: i) { return (i, word) }
    }
    return nil
  }

  /// `… priority:500` → (index of the space, 500) when the text ends so.
  private func trailingNumber(after marker: String, before end: Int) -> (Int, Double)? {
    guard let (start, _) = lastOccurrence(of: [marker], before: end) else { return nil }
    let number = String(characters[(start + marker.count)..<end])
    guard !number.isEmpty, let value = Double(number) else { return nil }
    return (start, value)
  }

  /// Masonry's ` ^high`, ` ^low`, ` ^medium`, ` ^250`.
  private func masonryPriority(before end: Int) -> (Int, Double)? {
    guard let (start, _) = lastOccurrence(of: [" ^"], before: end) else { return nil }
    let word = String(characters[(start + 2)..<end])
    switch word {
    case "high": return (start, 750)
    case "low": return (start, 250)
    case "medium": return (start, 500)
    default: return Double(word).map { (start, $0) }
    }
  }
}
