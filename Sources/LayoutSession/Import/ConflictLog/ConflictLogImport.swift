import LayoutLanguage
import LayoutModel

/// A conflict log turned into an alrepl script: one view per object the log
/// mentions, one constraint per listed entry, named `log1`, `log2`, … after
/// the entry's place in the list, so a conflict maps straight back to it.
///
/// Generated constraints become what they stand for: an autoresizing or
/// encapsulated constraint is an ordinary required constraint with the same
/// equation (the log states it, whatever mask produced it), and a content
/// size constraint becomes the view's intrinsic size with its priorities.
/// Nothing else is added, so every required constraint of the rebuilt layout
/// is one the log lists (plus the engine's own width and height >= 0).
struct ConflictLogImport {
  struct ImportedView {
    let key: String
    let name: String
    let item: ConflictLogItem
    /// Name of the superview; nil for top-level views, which go in root.
    let parent: String?
    let isGuide: Bool
    /// Made up because a `|` had no `names:` to say what it was.
    let isPlaceholder: Bool
  }

  struct ImportedConstraint {
    let name: String
    /// 0-based index in the log's list.
    let entry: Int
    let line: String
  }

  let log: ConflictLog
  private(set) var views: [ImportedView] = []
  /// Declarations first, then constraints: the script to run.
  private(set) var declarations: [String] = []
  private(set) var constraints: [ImportedConstraint] = []
  /// Entries that produce nothing new: repeated addresses.
  private(set) var duplicates: [(entry: Int, of: Int)] = []
  /// Names of rebuilt constraints that stand in for ones the system made.
  private(set) var systemStandIns: Set<String> = []
  /// Constraints alrepl generates from an entry (intrinsic size) → 0-based entry index.
  private(set) var entryOfGeneratedConstraint: [String: Int] = [:]
  private var nameOfKey: [String: String] = [:]
  /// View key → its margins guide from the log, which then replaces `…Margin` attributes.
  private var marginsGuide: [String: String] = [:]

  init(_ log: ConflictLog) {
    self.log = log
    var entries = log.entries
    let placeholders = Self.superviewPlaceholders(&entries)
    let items = Self.distinctItems(entries) + placeholders
    let guides = Set(items.filter(LogItemNaming.isGuide).map(\.key))
    let hierarchy = LogHierarchy(entries: entries, guides: guides)
    let ordered = hierarchy.treeOrder(items.map(\.key))
    let byKey = Dictionary(items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let names = LogItemNaming.names(for: ordered.map { byKey[$0]! }, taken: ["root"])
    nameOfKey = Dictionary(uniqueKeysWithValues: zip(ordered, names))
    for key in ordered {
      let item = byKey[key]!
      let view = ImportedView(
        key: key, name: nameOfKey[key]!, item: item, parent: hierarchy.parent[key].map { nameOfKey[$0]! },
        isGuide: guides.contains(key), isPlaceholder: placeholders.contains(item))
      views.append(view)
      if view.isGuide, item.text == "UIViewLayoutMarginsGuide", let owner = hierarchy.parent[key] {
        marginsGuide[owner] = view.name
      }
    }
    declarations = views.map { v in
      (v.isGuide ? "guide " : "view ") + v.name + (v.parent.map { " in \($0)" } ?? "")
    }
    let contentSizes = ContentSizeTranslation.translate(entries, names: nameOfKey)
    declarations += contentSizes.lines
    entryOfGeneratedConstraint = contentSizes.entryOfConstraint
    translateConstraints(entries)
  }

  /// The whole script, in the order it runs.
  var lines: [String] { declarations + constraints.map(\.line) }

  func name(of item: ConflictLogItem) -> String { nameOfKey[item.key]! }

  // MARK: - Items

  /// Every object mentioned, in order of first mention; `'|'` targets too.
  private static func distinctItems(_ entries: [ConflictLogEntry]) -> [ConflictLogItem] {
    var index: [String: Int] = [:]
    var result: [ConflictLogItem] = []
    for entry in entries {
      for item in entry.items + entry.names.map(\.item) {
        guard let at = index[item.key] else {
          index[item.key] = result.count
          result.append(item)
          continue
        }
        // One entry may print a label's text or class where another does not.
        result[at].className = result[at].className ?? item.className
        result[at].text = result[at].text ?? item.text
        result[at].name = result[at].name ?? item.name
      }
    }
    return result
  }

  /// A `|` with no `names:` (logs that lost them) gets a made-up superview,
  /// one per item, written into the entry as if the log had named it.
  private static func superviewPlaceholders(_ entries: inout [ConflictLogEntry]) -> [ConflictLogItem] {
    var made: [String: ConflictLogItem] = [:]
    var order: [ConflictLogItem] = []
    for i in entries.indices {
      guard entries[i].superview == nil, case .spacing(_, let from, _, let to) = entries[i].body else { continue }
      guard case .item(let child)? = [from, to].first(where: { $0 != .superview }), from == .superview || to == .superview
      else { continue }
      // The made-up address only has to be unique; it is never shown as Apple's.
      let placeholder = made[child.key] ?? ConflictLogItem(className: "superview", address: "|" + child.key)
      if made[child.key] == nil {
        made[child.key] = placeholder
        order.append(placeholder)
      }
      entries[i].names.append(.init(key: "|", item: placeholder))
    }
    return order
  }

  // MARK: - Constraints

  /// In the order the log lists them, which is the best evidence of the
  /// order they were made, and never reading which one Apple broke: the
  /// break rule must decide blind, as it does in the REPL. Entries the
  /// system made are named in `systemStandIns`, so the rule treats their
  /// rebuilt lines as the system's.
  private mutating func translateConstraints(_ entries: [ConflictLogEntry]) {
    var firstIndexOfAddress: [String: Int] = [:]
    for (i, entry) in entries.enumerated() {
      if let address = entry.address, let first = firstIndexOfAddress[address] {
        duplicates.append((i, first))
        continue
      }
      if let address = entry.address { firstIndexOfAddress[address] = i }
      if entry.className == "NSContentSizeLayoutConstraint" { continue }
      let name = "log\(i + 1)"
      let text = EntryTranslation(entry: entries[i], names: nameOfKey, marginsGuide: marginsGuide, parentOf: parentName).constraint
      constraints.append(ImportedConstraint(name: name, entry: i, line: "\(name): \(text)"))
      if Self.isSystem(entry) { systemStandIns.insert(name) }
    }
  }

  /// Made by the system for frames, containers and guides, not by the app.
  static func isSystem(_ entry: ConflictLogEntry) -> Bool {
    if entry.className.hasSuffix("AutoresizingMaskLayoutConstraint") || entry.className == "_UILayoutSupportConstraint" {
      return true
    }
    guard let id = entry.identifier else { return false }
    // A margins guide's edges (`UIView-bottomMargin-guide-constraint`) are
    // the app's margins, and Apple broke them like the app's own (the
    // keyboard assistant bar logs); other guides are the system's.
    if id.hasSuffix("Margin-guide-constraint") { return false }
    return id.contains("Encapsulated-Layout") || id.hasSuffix("-guide-constraint")
      || id.hasPrefix("UIViewSafeAreaLayoutGuide") || id.hasPrefix("_UITemporaryLayout")
  }

  private func parentName(_ key: String) -> String? {
    views.first { $0.key == key }?.parent
  }
}
