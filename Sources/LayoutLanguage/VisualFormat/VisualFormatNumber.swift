/// Numbers as Apple's visual format parser reads and prints them, without
/// Foundation: it reads with `strtod_l` in the C locale and prints priorities
/// in its messages with `%g`.
enum VisualFormatNumber {
  /// Reads a decimal number at `start` the way strtod does: an optional
  /// `-`, digits with an optional fraction (`5.`, `-.5`), an optional
  /// exponent (`1e3`). Returns the value and the offset after it, or nil
  /// when no digit was read.
  ///
  /// strtod's hexadecimal, `inf` and `nan` forms are not read: a constant
  /// must be a finite number of points, and a number too large for a Double
  /// is refused the same way.
  static func scan(_ bytes: [UInt8], from start: Int) -> (Double, Int)? {
    func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
    func digits(from i: Int) -> Int {
      var j = i
      while isDigit(j) { j += 1 }
      return j
    }
    var i = start
    let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    let integerEnd = digits(from: i)
    let integer = bytes[i..<integerEnd]
    i = integerEnd
    var fraction: ArraySlice<UInt8> = []
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      let fractionEnd = digits(from: i + 1)
      fraction = bytes[(i + 1)..<fractionEnd]
      // strtod takes the point only when a digit stands on either side of it.
      if !integer.isEmpty || !fraction.isEmpty { i = fractionEnd }
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return nil }
    var exponent: ArraySlice<UInt8> = []
    if i < bytes.count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
      var j = i + 1
      if j < bytes.count && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
      if isDigit(j) {
        let end = digits(from: j)
        exponent = bytes[(i + 1)..<end]
        i = end
      }
    }
    // Rebuilt in the one form Double(_:) is sure to read.
    var text = negative ? "-" : ""
    text += integer.isEmpty ? "0" : String(decoding: integer, as: UTF8.self)
    if !fraction.isEmpty { text += "." + String(decoding: fraction, as: UTF8.self) }
    if !exponent.isEmpty { text += "e" + String(decoding: exponent, as: UTF8.self) }
    guard let value = Double(text), value.isFinite else { return nil }
    return (value, i)
  }

  /// C's `%g`: six significant digits, trailing zeros dropped, exponent form
  /// below 1e-4 and from 1e6 (`1001`, `0.5`, `1e+06`, `-2.5e-05`).
  static func formatG(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    if x == 0 { return x.sign == .minus ? "-0" : "0" }
    var magnitude = x.magnitude
    var exponent = 0
    while magnitude >= 10 {
      magnitude /= 10
      exponent += 1
    }
    while magnitude < 1 {
      magnitude *= 10
      exponent -= 1
    }
    var significand = Int((magnitude * 100_000).rounded())
    if significand >= 1_000_000 {
      significand /= 10
      exponent += 1
    }
    let digits = Array(String(significand))  // six digits, d.ddddd
    let sign = x < 0 ? "-" : ""
    if exponent < -4 || exponent >= 6 {
      let mantissa = trimmed(String(digits[0]) + "." + String(digits[1...]))
      let power = String(abs(exponent))
      return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (power.count < 2 ? "0" : "") + power
    }
    if exponent >= 0 {
      return sign + trimmed(String(digits[...exponent]) + "." + String(digits[(exponent + 1)...]))
    }
    return sign + trimmed("0." + String(repeating: "0", count: -exponent - 1) + String(digits))
  }

  /// Drops trailing zeros after a point, and the point if nothing follows it.
  private static func trimmed(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var result = Substring(text)
    while result.last == "0" { result = result.dropLast() }
    if result.last == "." { result = result.dropLast() }
    return String(result)
  }
}
