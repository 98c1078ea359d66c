import LayoutLanguage
import LayoutModel

/// Which alrepl this is.
public enum AlreplVersion {
  /// Bumped with each release; `alrepl --version` prints it too.
  public static let current = "0.3.0"
}

/// `version`: which alrepl this is.
struct VersionCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "version", group: .session, usage: [("version", "which alrepl this is")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in VersionCommand() })

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? {
    .init(key: "version", lines: ["alrepl \(AlreplVersion.current)"], json: .string(AlreplVersion.current))
  }
}
