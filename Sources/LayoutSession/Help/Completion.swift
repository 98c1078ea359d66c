import LayoutLanguage
import LayoutModel

/// What Tab offers at a point in a line: pure, so the REPL's libedit glue
/// stays a few lines and the choices can be tested without a terminal.
public enum Completion: Equatable {
  /// These words, each replacing the word being completed.
  case words([String])
  /// File names (after load, save, import, draw --svg): libedit lists them.
  case files

  /// What Tab offers for `word`, given the line before it and the layout's names.
  ///
  /// - Parameters:
  ///   - before: the line up to the start of the word being completed.
  ///   - word: the word being completed (libedit breaks words at spaces,
  ///     `=`, `<`, `>` and `@`, not at `.`, so `card.he` is one word).
  ///   - layout: where view and constraint names come from.
  public static func candidates(before: String, word: String, layout: Layout) -> Completion {
    let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let views = layout.viewsInTreeOrder.map { layout.view($0).name }
    let constraints = layout.allConstraints.filter { $0.origin == .user }.map(\.name)
    let options: [String]
    if before.last == "@" {
      options = ["required", "high", "low", "fitting"]
    } else if word.contains(".") {
      options = dotted(word, views: views, constraints: constraints, command: words.first)
    } else if let first = words.first {
      // The command's own rule; inside a constraint, another view's attribute.
      let source = CommandTable.descriptor(for: first)?.completion(Array(words.dropFirst()), word) ?? .viewReferences
      switch source {
      case .files: return .files
      case .nothing: options = []
      case .views: options = views
      case .constraints: options = constraints
      case .constraintsAndViews: options = constraints + views
      case .settable: options = constraints.map { $0 + "." }
      case .helpTopics: options = Help.topics
      case .viewReferences: options = views.map { $0 + "." }
      case .words(let list): options = list
      }
    } else {
      options = CommandTable.words + views.map { $0 + "." }
    }
    let matches = options.filter { $0.hasPrefix(word) }
    return .words(Array(Set(matches)).sorted(by: naturalOrder))
  }

  /// `c2` before `c10`: runs of ASCII digits compare as numbers, the rest
  /// by Unicode scalar.
  static func naturalOrder(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8), y = Array(b.utf8)
    var i = 0, j = 0
    while i < x.count && j < y.count {
      if x[i].isDigit && y[j].isDigit {
        let si = i, sj = j
        while i < x.count && x[i].isDigit { i += 1 }
        while j < y.count && y[j].isDigit { j += 1 }
        let m = x[si..<i].drop { $0 == UInt8(ascii: "0") }, n = y[sj..<j].drop { $0 == UInt8(ascii: "0") }
        if m.count != n.count { return m.count < n.count }
        if !m.elementsEqual(n) { return m.lexicographicallyPrecedes(n) }
        continue
      }
      if x[i] != y[j] { return x[i] < y[j] }
      i += 1
      j += 1
    }
    if (x.count - i) != (y.count - j) { return x.count - i < y.count - j }
    return a < b
  }

  /// `card.he` → `card.height`; after `set`, `c3.co` → `c3.constant` and
  /// `card.hu` → `card.hug`.
  private static func dotted(_ word: String, views: [String], constraints: [String], command: String?) -> [String] {
    let owner = String(word.prefix { $0 != "." })
    if command == "set" && constraints.contains(owner) {
      return ["constant", "priority"].map { "\(owner).\($0)" }
    }
    guard views.contains(owner) else { return [] }
    if command == "set" {
      return Self.viewProperties.map { "\(owner).\($0)" }
    }
    return LayoutAttribute.allCases.map { "\(owner).\($0.rawValue)" }
  }

  /// What `set VIEW.` takes (help's `set` lines).
  static let viewProperties = [
    "intrinsic", "hug", "resist", "margins", "hidden", "text", "font", "lines", "preferredMaxLayoutWidth",
    "autoresizing", "safeArea", "spacing", "distribution", "alignment", "axis", "arranged", "customSpacing",
    "style", "alignmentInsets", "baseline", "contentSize", "scale", "frameGrid", "breaking", "direction", "semantic",
    "directionalMargins", "additionalSafeArea", "insetsMarginsFromSafeArea", "preservesSuperviewMargins", "keyboard",
  ]
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
