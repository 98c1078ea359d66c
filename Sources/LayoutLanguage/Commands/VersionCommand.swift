/// `version`: which alrepl this is. The smallest command: a descriptor here,
/// one line in ``CommandTable/all``, and its answer in the session.
public enum AlreplVersion {
  /// Bumped with each release; `alrepl --version` prints it too.
  public static let current = "0.3.0"
}

extension CommandDescriptor {
  static let version = CommandDescriptor(
    "version", group: .session, usage: [("version", "which alrepl this is")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in .version })
}
