extension String {
  /// The string without leading and trailing spaces: tabs, space
  /// separators (U+0020, U+00A0, U+1680, U+2000…U+200A, U+202F, U+205F,
  /// U+3000) and the zero-width space U+200B. That is what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims on Linux, which this
  /// replaced, so journals and transcripts keep their bytes; and it is now
  /// the same on every platform.
  ///
  /// The one trimmer of the project: commands, paths, lessons and journals
  /// all trim alike.
  ///
  /// Native: Foundation's went through NSString, about 26,000 instructions
  /// for each accepted command's journal line.
  public var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isTrimmedSpace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.isTrimmedSpace })!
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
    return String(scalars[first...last])
  }
}

extension Substring {
  /// ``Swift/String/trimmingSpaces`` of a part of a line.
  public var trimmingSpaces: String { String(self).trimmingSpaces }
}

extension Unicode.Scalar {
  /// What `trimmingSpaces` removes.
  public var isTrimmedSpace: Bool {
    if isASCII { return self == " " || self == "\t" }
    return value == 0x200B || properties.generalCategory == .spaceSeparator
  }
}
