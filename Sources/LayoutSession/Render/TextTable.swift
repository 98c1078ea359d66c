import LayoutModel

/// Left-aligned columns two spaces apart, assembled in one byte buffer.
///
/// The frames table and the list of frames a rotation moved have a row per
/// view: built as arrays of cell strings, a thousand-view table cost more
/// than the solve. Here cells are appended as bytes (numbers formatted in
/// place) and each line becomes a string once.
struct TextTable {
  private var bytes: [UInt8] = []
  /// Per cell: where it ends in `bytes`, and its width in characters.
  private var cellEnds: [Int] = []
  private var cellWidths: [Int] = []
  /// Per row: the number of cells up to its end.
  private var rowEnds: [Int] = []

  init(rowCapacity: Int = 0, columns: Int = 1) {
    cellEnds.reserveCapacity(rowCapacity * columns)
    cellWidths.reserveCapacity(rowCapacity * columns)
    rowEnds.reserveCapacity(rowCapacity)
    bytes.reserveCapacity(rowCapacity * columns * 8)
  }

  /// Appends text to the cell being written.
  mutating func write(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends a number as `Format.number` writes it.
  mutating func write(number value: Double) {
    Format.appendNumber(value, to: &bytes)
  }

  /// Appends "(x, y, width, height)" as `Format.frame` writes it.
  mutating func write(frame f: Frame) {
    bytes.append(0x28)
    Format.appendNumber(f.x, to: &bytes)
    writeField(f.y)
    writeField(f.width)
    writeField(f.height)
    bytes.append(0x29)
  }

  /// ", " and a number: a frame's fields after the first. (Not a loop over
  /// an array of the four: that allocated per frame, a thousand a rotation.)
  private mutating func writeField(_ value: Double) {
    bytes.append(0x2C)
    bytes.append(0x20)
    Format.appendNumber(value, to: &bytes)
  }

  /// Ends the cell being written (an empty one when nothing was written).
  mutating func endCell() {
    let start = cellEnds.last ?? 0
    var width = bytes.count - start
    // Counted in Characters only when the cell is not plain ASCII.
    for k in start..<bytes.count where bytes[k] >= 0x80 {
      width = String(decoding: bytes[start...], as: UTF8.self).count
      break
    }
    cellEnds.append(bytes.count)
    cellWidths.append(width)
  }

  /// A whole cell.
  mutating func cell(_ text: String) {
    write(text)
    endCell()
  }

  mutating func endRow() {
    rowEnds.append(cellEnds.count)
  }

  /// The lines: every cell but a row's last padded to its column's width
  /// plus two spaces; `trimmed` drops trailing spaces (an empty last column);
  /// each line starts with `indent` spaces.
  func lines(trimmed: Bool = false, indent: Int = 0) -> [String] {
    var widths: [Int] = []
    var first = 0
    for end in rowEnds {
      for i in first..<end {
        let column = i - first
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cellWidths[i])
      }
      first = end
    }
    var result: [String] = []
    result.reserveCapacity(rowEnds.count)
    var line: [UInt8] = []
    first = 0
    bytes.withUnsafeBufferPointer { buffer in
      for end in rowEnds {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: repeatElement(0x20, count: indent))
        for i in first..<end {
          let start = i == 0 ? 0 : cellEnds[i - 1]
          line.append(contentsOf: buffer[start..<cellEnds[i]])
          if i < end - 1 {
            line.append(contentsOf: repeatElement(0x20, count: widths[i - first] - cellWidths[i] + 2))
          }
        }
        if trimmed {
          while line.count > indent && line.last == 0x20 { line.removeLast() }
        }
        result.append(String(decoding: line, as: UTF8.self))
        first = end
      }
    }
    return result
  }
}
