import LayoutLanguage
import LayoutModel

/// What Tab offers at a point in a line: pure, so the REPL's libedit glue
/// stays a few lines and the choices can be tested without a terminal.
public enum Completion: Equatable {
  /// These words, each replacing the word being completed.
  case words([String])
  /// File names (after load, save, import, draw --svg): libedit lists them.
  case files

  /// - Parameters:
  ///   - before: the line up to the start of the word being completed.
  ///   - word: the word being completed (libedit breaks words at spaces,
  ///     `=`, `<`, `>` and `@`, not at `.`, so `card.he` is one word).
  public static func candidates(before: String, word: String, layout: Layout) -> Completion {
    let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let views = layout.viewsInTreeOrder.map { layout.view($0).name }
    let constraints = layout.allConstraints.filter { $0.origin == .user }.map(\.name)
    let options: [String]
    if before.last == "@" {
      options = ["required", "high", "low", "fitting"]
    } else if word.contains(".") {
      options = dotted(word, views: views, constraints: constraints, command: words.first)
    } else if let command = words.first {
      switch command {
      case "load", "save", "import", "import-log": return .files
      case "export" where words.count == 1: options = ["markdown", "swift", "vfl"]
      case "export": return .files
      case "draw" where words.last == "--svg": return .files
      case "draw": options = word.hasPrefix("-") ? ["--svg", "--constraints"] : views
      case "view" where words.count == 2: options = ["in"]
      case "view" where words.count == 3 && words[2] == "in": options = views
      case "view": options = []
      case "set": options = constraints.map { $0 + "." }
      case "remove": options = constraints + views
      case "activate", "deactivate", "threshold", "explain": options = constraints
      case "whatif" where words.count == 1: options = constraints
      case "whatif" where words.count == 2: options = ["priority", "constant"]
      case "whatif": options = []
      case "constraints": options = views
      case "help": options = Help.topics
      default:
        // Inside a constraint: another view's attribute.
        options = views.map { $0 + "." }
      }
    } else {
      options = Parser.commandWords + views.map { $0 + "." }
    }
    let matches = options.filter { $0.hasPrefix(word) }
    return .words(Array(Set(matches)).sorted())
  }

  /// `card.he` → `card.height`; after `set`, `c3.co` → `c3.constant`.
  private static func dotted(_ word: String, views: [String], constraints: [String], command: String?) -> [String] {
    let owner = String(word.prefix { $0 != "." })
    if command == "set" && constraints.contains(owner) {
      return ["constant", "priority"].map { "\(owner).\($0)" }
    }
    guard views.contains(owner) else { return [] }
    return LayoutAttribute.allCases.map { "\(owner).\($0.rawValue)" }
  }
}
