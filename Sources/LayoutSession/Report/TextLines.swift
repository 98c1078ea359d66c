/// Lines of text held as their UTF-8 bytes, one after another, with where
/// each ends.
///
/// A report with a line per view (the `frames` table, the frames a
/// rotation moved) made a `String` of every line, each allocated and its
/// bytes checked as UTF-8, only for `alrepl run` to copy the bytes out
/// again: the strings were most of what those reports cost. Written here,
/// the lines go to the output as they are; ``strings`` makes them strings
/// for whoever reads them as lines (the REPL in a terminal, transcripts,
/// tests).
public struct TextLines: Sendable, Equatable {
  /// The lines' bytes, without newlines.
  private(set) var bytes: [UInt8] = []
  /// Where each line ends in `bytes`.
  private(set) var ends: [Int] = []

  /// No lines.
  public init() {}

  /// The given lines.
  public init(_ lines: [String]) {
    append(contentsOf: lines)
  }

  /// How many lines there are.
  public var count: Int { ends.count }

  /// Whether there is no line at all (an empty line is a line).
  public var isEmpty: Bool { ends.isEmpty }

  /// Adds a line (without its newline).
  public mutating func append(_ line: String) {
    bytes.append(contentsOf: line.utf8)
    ends.append(bytes.count)
  }

  /// Adds lines, in order.
  public mutating func append(contentsOf lines: [String]) {
    for line in lines { append(line) }
  }

  /// Adds another's lines, in order.
  public mutating func append(contentsOf other: TextLines) {
    let offset = bytes.count
    bytes.append(contentsOf: other.bytes)
    ends.reserveCapacity(ends.count + other.ends.count)
    for end in other.ends { ends.append(end + offset) }
  }

  /// Adds a line whose bytes `write` appends; they must be valid UTF-8.
  mutating func appendLine(_ write: (inout [UInt8]) -> Void) {
    write(&bytes)
    ends.append(bytes.count)
  }

  /// The lines as strings.
  public var strings: [String] {
    var result: [String] = []
    result.reserveCapacity(ends.count)
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      for end in ends {
        result.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
        start = end
      }
    }
    return result
  }

  /// Appends every line and a newline after each to `out`: what printing
  /// ``strings`` one per line writes.
  public func appendNewlineTerminated(to out: inout [UInt8]) {
    out.reserveCapacity(out.count + bytes.count + ends.count)
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      for end in ends {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
        out.append(0x0A)
        start = end
      }
    }
  }
}
