import LayoutLanguage

/// Who is whose superview, as far as a conflict log tells.
///
/// Logs never print the view tree; they leave clues of different strength,
/// read strongest first, and a clue that would make a cycle is ignored:
/// 1. `'|'` in `names:` is the superview of the line's item; a two-item
///    autoresizing constraint relates a view to its superview.
/// 2. A stack's `UISV-canvas-connection` pins an arranged view (the second
///    item) to the stack; a constraint to a view's margins comes from a
///    subview; a guide related to a view belongs to it.
/// 3. Other constraints usually relate siblings: an item without a
///    superview takes that of the item it is constrained to.
/// Whatever is left is a top-level view under alrepl's root. The tree only
/// decides how frames are shown: constraints are lowered in the common
/// ancestor's coordinates, so feasibility, and hence the conflict, does not
/// depend on it.
struct LogHierarchy {
  /// Item key → superview item key; absent for top-level items.
  private(set) var parent: [String: String] = [:]
  private let guides: Set<String>
  /// Views whose size a container sets (`UIView-Encapsulated-Layout-*`): tops of their trees.
  private let encapsulated: Set<String>

  init(entries: [ConflictLogEntry], guides: Set<String>) {
    self.guides = guides
    encapsulated = Set(entries.filter { $0.identifier?.contains("Encapsulated-Layout") == true }.flatMap { $0.items.map(\.key) })
    for entry in entries { readExplicitClues(entry) }
    for entry in entries { readStructuralClues(entry) }
    var changed = true
    while changed {
      changed = false
      for entry in entries where readSiblingClue(entry) { changed = true }
    }
  }

  // MARK: - Clues

  private mutating func readExplicitClues(_ entry: ConflictLogEntry) {
    let superview = entry.superview?.key
    switch entry.body {
    case .spacing(_, let from, _, let to):
      for case .item(let item) in [from, to] where superview != nil && (from == .superview || to == .superview) {
        adopt(item.key, by: superview!)
      }
    case .equation(let lhs, _, let rhs, _, _):
      if let superview, rhs == nil { adopt(lhs.item.key, by: superview) }
      if entry.className.hasSuffix("AutoresizingMaskLayoutConstraint"), let rhs { adopt(lhs.item.key, by: rhs.item.key) }
    case .size:
      break
    }
  }

  private mutating func readStructuralClues(_ entry: ConflictLogEntry) {
    guard case .equation(let lhs, _, let rhs?, _, _) = entry.body else { return }
    let (a, b) = (lhs.item.key, rhs.item.key)
    if entry.identifier == "UISV-canvas-connection" {
      adopt(b, by: a)
    } else if isMargin(rhs.attribute) && !isMargin(lhs.attribute) {
      adopt(a, by: b)
    } else if isMargin(lhs.attribute) && !isMargin(rhs.attribute) {
      adopt(b, by: a)
    } else if guides.contains(a) && !guides.contains(b) && parent[a] == nil {
      adopt(a, by: b)
    } else if guides.contains(b) && !guides.contains(a) && parent[b] == nil {
      adopt(b, by: a)
    }
  }

  /// True when it placed an item.
  private mutating func readSiblingClue(_ entry: ConflictLogEntry) -> Bool {
    let keys = entry.items.map(\.key)
    guard keys.count == 2, keys[0] != keys[1] else { return false }
    for (a, b) in [(keys[0], keys[1]), (keys[1], keys[0])] {
      guard parent[a] == nil, !encapsulated.contains(a), let p = parent[b], p != a else { continue }
      if adopt(a, by: p) { return true }
    }
    return false
  }

  // MARK: - The tree

  /// Makes `parent` the superview of `child` unless it already has one,
  /// it is a guide (guides have no subviews), or a cycle would follow.
  @discardableResult
  private mutating func adopt(_ child: String, by superview: String) -> Bool {
    guard child != superview, parent[child] == nil, !guides.contains(superview) else { return false }
    var ancestor: String? = superview
    while let a = ancestor {
      if a == child { return false }
      ancestor = parent[a]
    }
    parent[child] = superview
    return true
  }

  private func isMargin(_ attribute: ConflictLogAttribute) -> Bool {
    attribute.rawValue.hasSuffix("Margin") || attribute.rawValue.hasSuffix("WithinMargins")
  }

  /// Items with their ancestors first, so each can be declared in its superview.
  func treeOrder(_ keys: [String]) -> [String] {
    var placed: Set<String> = []
    var result: [String] = []
    func place(_ key: String) {
      guard !placed.contains(key) else { return }
      if let p = parent[key] { place(p) }
      placed.insert(key)
      result.append(key)
    }
    for key in keys { place(key) }
    return result
  }
}
