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
  mutating func number(_ n: Double) {
    guard n.isFinite else { return raw("null") }
    guard n == n.rounded(), abs(n) < 1e15 else { return bytes.append(contentsOf: String(n).utf8) }
    var v = Int64(n)
    if v < 0 {
      bytes.append(0x2D)
      v = -v
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[15 - count] = UInt8(truncatingIfNeeded: v % 10) + 0x30
        v /= 10
        count += 1
      } while v > 0
      bytes.append(contentsOf: buffer[(16 - count)...])
    }
  }
}
