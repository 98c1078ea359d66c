/// A JSON value with ordered object keys, so output is byte-for-byte stable.
public indirect enum JSONValue: Sendable, Equatable {
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; whole numbers are written without a fraction, and non-finite
  /// ones as `null`, which JSON has no other way to say.
  case number(Double)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its keys in the order given.
  case object([(String, JSONValue)])

  /// Equal when they serialize to the same text, key order included.
  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }

  /// A number, or `null` for nil.
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

/// JSON text as UTF-8 bytes, in a buffer of its own. A report line holds a
/// value for every view, after every command: appending each piece to an
/// Array checked its uniqueness and capacity and went through a generic
/// copy, and on a 1,000-view session that was a third of all the work.
/// Here an append is one capacity check and a copy.
struct JSONText: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

  /// Room for `n` more bytes.
  @inline(__always) private mutating func reserve(_ n: Int) {
    if count &+ n > capacity { grow(toHold: count + n) }
  }

  @inline(never) private mutating func grow(toHold needed: Int) {
    let larger = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: start, count: bytes.count)
    count &+= bytes.count
  }

  mutating func raw(_ s: StaticString) {
    s.withUTF8Buffer { append($0) }
  }

  /// `"key": `
  mutating func key(_ key: String) {
    quoted(key)
    raw(": ")
  }

  mutating func quoted(_ s: String) {
    // Names rarely need escaping: their bytes are copied as they are
    // checked, read as one buffer (free for a native string, a copy on the
    // stack for a small one; iterating the UTF-8 view went byte by byte
    // through its iterator), and only a string that needs it is escaped.
    var s = s
    let plain = s.withUTF8 { utf8 -> Bool in
      reserve(utf8.count + 2)
      var k = count
      base[k] = 0x22
      k &+= 1
      for i in 0..<utf8.count {
        let b = utf8[i]
        if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F { return false }
        base[k] = b
        k &+= 1
      }
      base[k] = 0x22
      count = k &+ 1
      return true
    }
    if !plain {
      for byte in JSONValue.quoted(s).utf8 { self.byte(byte) }
    }
  }

  private mutating func byte(_ b: UInt8) {
    reserve(1)
    base[count] = b
    count &+= 1
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
      var fraction = millionths % 1_000_000
      var places = 6
      while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
      }
      // The point, then `places` digits, leading zeros included.
      reserve(1 + places)
      base[count] = 0x2E
      var k = count + places
      for _ in 0..<places {
        base[k] = UInt8(truncatingIfNeeded: fraction % 10) &+ 0x30
        fraction /= 10
        k -= 1
      }
      count += 1 + places
      return
    }
    for byte in String(n).utf8 { self.byte(byte) }
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
    var v = value.magnitude
    var width = 1
    var rest = v / 10
    while rest > 0 {
      width += 1
      rest /= 10
    }
    reserve(width + 1)
    if sign {
      base[count] = 0x2D
      count += 1
    }
    var k = count + width - 1
    repeat {
      base[k] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
      k -= 1
    } while v > 0
    count += width
  }
}
