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

  /// How many more bytes than characters the cell being written holds:
  /// its width is its length in bytes less this. Only text that is not
  /// plain ASCII adds to it, never a number: scanning every cell's bytes,
  /// and counting the characters of every cell with an arrow, was a third
  /// of a rotation's table. (Texts are counted one by one; no text written
  /// here starts with a combining mark that would join the one before.)
  private var cellExtraBytes = 0
  /// The last text that was not plain ASCII, and its extra bytes.
  private var lastCounted: (text: String, extra: Int)?

  /// Appends text to the cell being written.
  mutating func write(_ text: String) {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    if !bytes.withUnsafeBufferPointer({ $0[start...].allSatisfy { $0 < 0x80 } }) {
      // A rotation writes the same arrow on every row: counted once. The
      // same bytes, not an equal string: Swift's == holds "é" and "e\u{301}"
      // equal, though one is a byte longer.
      if !(lastCounted?.text.utf8.elementsEqual(text.utf8) ?? false) {
        lastCounted = (text, bytes.count - start - text.count)
      }
      cellExtraBytes += lastCounted!.extra
    }
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
    let width = bytes.count - start - cellExtraBytes
    cellExtraBytes = 0
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
  func lines(trimmed: Bool = false, indent: Int = 0) -> TextLines {
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
    var result = TextLines()
    first = 0
    // Each line written straight after the last, whole cells and runs of
    // spaces at a time: as a string per line, every line was allocated and
    // its bytes checked again.
    bytes.withUnsafeBufferPointer { buffer in
      for end in rowEnds {
        let row = first
        result.appendLine { line in
          let lineStart = line.count
          line.append(contentsOf: repeatElement(0x20, count: indent))
          for i in row..<end {
            let start = i == 0 ? 0 : cellEnds[i - 1]
            line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<cellEnds[i]]))
            if i < end - 1 { line.append(contentsOf: repeatElement(0x20, count: widths[i - row] - cellWidths[i] + 2)) }
          }
          if trimmed {
            while line.count > lineStart + indent && line[line.count - 1] == 0x20 { line.removeLast() }
          }
        }
        first = end
      }
    }
    return result
  }
}
