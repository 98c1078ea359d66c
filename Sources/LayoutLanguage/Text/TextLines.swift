extension StringProtocol {
  /// The lines of a text file, split at "\n" or at "\r\n". A Windows line
  /// end is one Character in Swift, so splitting at "\n" alone read a
  /// whole CRLF file as one line.
  public var textLines: [SubSequence] {
    split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
  }
}
