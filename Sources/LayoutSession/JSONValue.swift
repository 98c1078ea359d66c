/// A JSON value with ordered object keys, so output is byte-for-byte stable.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }

  public static func optional(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

  /// Compact JSON on one line, as JSON Lines wants.
  public var serialized: String {
    var out = JSONText()
    write(to: &out)
    return out.string
  }

  func write(to out: inout JSONText) {
    switch self {
    case .null: out.raw("null")
    case .bool(let b): out.raw(b ? "true" : "false")
    case .number(let n): out.number(n)
    case .string(let s): out.quoted(s)
    case .array(let items):
      out.raw("[")
      for (i, item) in items.enumerated() {
        if i > 0 { out.raw(", ") }
        item.write(to: &out)
      }
      out.raw("]")
    case .object(let pairs):
      out.raw("{")
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out.raw(", ") }
        out.key(key)
        value.write(to: &out)
      }
      out.raw("}")
    }
  }

  /// `s` quoted and escaped as a JSON string.
  static func quoted(_ s: String) -> String {
    var out = ""
    quote(s, into: &out)
    return out
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// JSON text as UTF-8 bytes: a report line holds a value for every view, and
/// appending bytes costs far less than appending to a String.
struct JSONText {
  private var bytes: [UInt8] = []

  init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func raw(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `"key": `
  mutating func key(_ key: String) {
    quoted(key)
    raw(": ")
  }

  mutating func quoted(_ s: String) {
    // Names rarely need escaping: append them whole, read as one buffer
    // (free for a native string; the UTF-8 view went byte by byte).
    var s = s
    let plain = s.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else { return false }
      bytes.append(0x22)
      bytes.append(contentsOf: utf8)
      bytes.append(0x22)
      return true
    }
    if !plain { bytes.append(contentsOf: JSONValue.quoted(s).utf8) }
  }

  /// Integers without a fraction; other values in Swift's shortest form;
  /// null for NaN and infinities, which JSON cannot hold.
  ///
  /// A report writes four numbers a view, so the common cases are written
  /// digit by digit instead of through `String(n)`: whole numbers, and
  /// numbers that are exactly the closest double to a decimal with at most
  /// six places (a frame is rounded to a millionth), where that decimal is
  /// Swift's shortest form too (see `sixPlaces`).
  mutating func number(_ n: Double) {
    guard n.isFinite else { return raw("null") }
    if abs(n) < 1e15, let whole = Int64(exactly: n) { return digits(of: whole, sign: whole < 0) }
    if let millionths = JSONText.sixPlaces(n) {
      digits(of: millionths / 1_000_000, sign: n < 0)
      bytes.append(0x2E)
      var fraction = millionths % 1_000_000
      var places = 6
      while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
      }
      var scale: Int64 = 1
      for _ in 1..<places { scale *= 10 }
      while scale > 0 {
        bytes.append(UInt8(truncatingIfNeeded: (fraction / scale) % 10) &+ 0x30)
        scale /= 10
      }
      return
    }
    bytes.append(contentsOf: String(n).utf8)
  }

  /// |n| in millionths, when n is not whole and is the double closest to
  /// that many millionths, with 0.001 <= |n| < 1e9; nil otherwise. Then
  /// that decimal is also the shortest that reads back as n: doubles below
  /// 1e9 lie less than 1.2e-7 apart, so no decimal with fewer places
  /// rounds to the same one, and Swift prints such numbers without an
  /// exponent. JSONTextTests checks the two agree.
  static func sixPlaces(_ n: Double) -> Int64? {
    let magnitude = abs(n)
    guard magnitude >= 0.001 && magnitude < 1e9 else { return nil }
    let millionths = Int64(magnitude * 1e6 + 0.5)
    guard Double(millionths) / 1e6 == magnitude, millionths % 1_000_000 != 0 else { return nil }
    return millionths
  }

  /// The decimal digits of |value|, after a minus sign when `sign`.
  private mutating func digits(of value: Int64, sign: Bool) {
    if sign { bytes.append(0x2D) }
    var v = value.magnitude
    var buffer: (UInt64, UInt64) = (0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &buffer) { digits in
      repeat {
        digits[15 &- count] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
        v /= 10
        count &+= 1
      } while v > 0
      for k in (16 &- count)..<16 { bytes.append(digits[k]) }
    }
  }
}
