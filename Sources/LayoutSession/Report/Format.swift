import LayoutModel

/// Number and frame formatting shared by every text report.
enum Format {
  /// At most two decimals, no trailing zeros: 198, 16.5, 213.33.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return (rounded == 0 ? 0 : rounded).compact
  }

  /// How far a constraint is from holding: as `number`, but a miss too
  /// small for hundredths shows its first digit (0.003, 0.000001), since
  /// "off by 0" contradicts itself.
  static func amount(_ value: Double) -> String {
    let shown = number(value)
    guard shown == "0", value.cleaned != 0 else { return shown }
    var decimals = 3
    while decimals < 6, (value * Double(Int(pow10: decimals))).rounded() == 0 { decimals += 1 }
    // Written out: `compact` would print 1e-06. Below 0.005, so "0.…".
    let digits = String(Int(abs(value * Double(Int(pow10: decimals))).rounded()))
    var fraction = String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (value < 0 ? "-" : "") + "0." + fraction
  }

  /// Appends `number(value)` as bytes. Values below 10^13 in magnitude
  /// (every frame) are written from the integer count of hundredths: the
  /// shortest decimal that reads back as that count over 100 has exactly
  /// those digits, since doubles there are closer than 0.01 apart.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else {
      bytes.append(contentsOf: number(value).utf8)
      return
    }
    // Written right to left into a small buffer on the stack, then appended
    // at once: a digit at a time, each append checked the array's capacity
    // and uniqueness (a frames table writes four numbers a view).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
      var p = 24
      var n = Int64(hundredths)
      let negative = n < 0
      if negative { n = -n }
      let fraction = Int(n % 100)
      if fraction != 0 {
        if fraction % 10 != 0 {
          p -= 1
          digits[p] = 0x30 &+ UInt8(fraction % 10)
        }
        p -= 1
        digits[p] = 0x30 &+ UInt8(fraction / 10)
        p -= 1
        digits[p] = 0x2E
      }
      var whole = n / 100
      repeat {
        p -= 1
        digits[p] = 0x30 &+ UInt8(whole % 10)
        whole /= 10
      } while whole > 0
      if negative {
        p -= 1
        digits[p] = 0x2D
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[p..<24]))
    }
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

  /// Appends `range(min, max)` as bytes (numbers as `appendNumber` writes them).
  static func appendRange(_ min: Double?, _ max: Double?, to bytes: inout [UInt8]) {
    switch (min, max) {
    case (nil, nil):
      bytes.append(contentsOf: "any value".utf8)
    case (let lo?, nil):
      bytes.append(contentsOf: "≥ ".utf8)
      appendNumber(lo, to: &bytes)
    case (nil, let hi?):
      bytes.append(contentsOf: "≤ ".utf8)
      appendNumber(hi, to: &bytes)
    case (let lo?, let hi?):
      appendNumber(lo, to: &bytes)
      bytes.append(contentsOf: "…".utf8)
      appendNumber(hi, to: &bytes)
    }
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ names: [String]) -> String {
    names.count <= 2 ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// `table` without the spaces that pad an empty last column.
  static func trimmedTable(_ rows: [[String]]) -> [String] {
    textTable(rows).lines(trimmed: true).strings
  }

  /// Left-aligned columns separated by two spaces.
  static func table(_ rows: [[String]]) -> [String] {
    textTable(rows).lines().strings
  }

  private static func textTable(_ rows: [[String]]) -> TextTable {
    var table = TextTable(rowCapacity: rows.count, columns: rows.first?.count ?? 1)
    for row in rows {
      for cell in row { table.cell(cell) }
      table.endRow()
    }
    return table
  }

  /// A string's length in Characters; ASCII (most cells) by its byte count.
  static func characterCount(_ s: String) -> Int {
    for byte in s.utf8 where byte >= 0x80 { return s.count }
    return s.utf8.count
  }
}

private extension Int {
  init(pow10 n: Int) {
    self = 1
    for _ in 0..<n { self *= 10 }
  }
}
