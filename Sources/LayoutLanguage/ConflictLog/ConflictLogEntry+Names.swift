extension ConflictLogEntry {
  /// Gives items shown by name (`[NextButton]`, `ItemCell.width`) the
  /// address and class that `names:` maps them to, so that the same object
  /// is recognised in every entry.
  mutating func resolveNames() {
    func resolved(_ item: ConflictLogItem) -> ConflictLogItem {
      guard item.address == nil, let name = item.name,
        let target = names.first(where: { $0.key == name })?.item
      else { return item }
      var result = target
      result.name = name
      return result
    }
    switch body {
    case .equation(let lhs, let relation, let rhs, let multiplier, let constant):
      var left = lhs
      left.item = resolved(lhs.item)
      let right = rhs.map { ConflictLogAnchor(item: resolved($0.item), attribute: $0.attribute) }
      body = .equation(lhs: left, relation: relation, rhs: right, multiplier: multiplier, constant: constant)
    case .size(let axis, let item, let extent):
      body = .size(axis: axis, item: resolved(item), extent: extent)
    case .spacing(let axis, let from, let extent, let to):
      func end(_ e: ConflictLogEnd) -> ConflictLogEnd {
        if case .item(let item) = e { return .item(resolved(item)) }
        return e
      }
      body = .spacing(axis: axis, from: end(from), extent: extent, to: end(to))
    }
  }
}
