import LayoutModel

/// Number and frame formatting shared by every text report.
enum Format {
  /// At most two decimals, no trailing zeros: 198, 16.5, 213.33.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return (rounded == 0 ? 0 : rounded).compact
  }

  static func frame(_ f: Frame) -> String {
    "(\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height)))"
  }

  /// "any value", "≥ 0", "≤ 100", "100…200".
  static func range(_ min: Double?, _ max: Double?) -> String {
    switch (min, max) {
    case (nil, nil): "any value"
    case (let lo?, nil): "≥ \(number(lo))"
    case (nil, let hi?): "≤ \(number(hi))"
    case (let lo?, let hi?): "\(number(lo))…\(number(hi))"
    }
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ names: [String]) -> String {
    names.count <= 2 ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// `table` without the spaces that pad an empty last column.
  static func trimmedTable(_ rows: [[String]]) -> [String] {
    table(rows).map { line in
      // By UTF-8 byte: reversing the line as Characters cost more than
      // the rest of a report with a thousand changed frames.
      guard let last = line.utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
      return String(decoding: line.utf8[...last], as: UTF8.self)
    }
  }

  /// Left-aligned columns separated by two spaces.
  static func table(_ rows: [[String]]) -> [String] {
    guard let width = rows.map({ $0.count }).max() else { return [] }
    // Each cell's width in characters, counted once: tables of a thousand
    // views are printed after rotations, and counting Characters (grapheme
    // breaking) for every cell twice was most of the cost.
    let counts = rows.map { $0.map(characterCount) }
    var widths = Array(repeating: 0, count: width)
    for row in counts {
      for (i, count) in row.enumerated() { widths[i] = Swift.max(widths[i], count) }
    }
    // Each line is assembled as bytes in one reused buffer, then made a
    // string once: appending cell by cell grew each line several times.
    var bytes: [UInt8] = []
    return zip(rows, counts).map { row, counts in
      bytes.removeAll(keepingCapacity: true)
      for (i, cell) in row.enumerated() {
        bytes.append(contentsOf: cell.utf8)
        if i < row.count - 1 { bytes.append(contentsOf: repeatElement(0x20, count: widths[i] - counts[i] + 2)) }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// A string's length in Characters; ASCII (most cells) by its byte count.
  static func characterCount(_ s: String) -> Int {
    for byte in s.utf8 where byte >= 0x80 { return s.count }
    return s.utf8.count
  }
}
