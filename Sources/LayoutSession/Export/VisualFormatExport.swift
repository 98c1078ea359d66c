import LayoutLanguage
import LayoutModel

/// `export vfl`: each user constraint that the Visual Format Language can
/// say, as one VFL string, and the others listed with the reason.
///
/// VFL speaks of a view's size, the space between two siblings, and the
/// space to the superview (`|`), all in leading/trailing or top/bottom, with
/// a constant or another view's size and a priority. It has no multipliers,
/// centres, baselines, margins guides or the safe area.
struct VisualFormatExport {
  let layout: Layout

  struct Entry {
    let name: String
    let format: String?
    let reason: String?
  }

  var entries: [Entry] {
    layout.allConstraints.filter { $0.origin == .user }.map { c in
      switch format(c.spec) {
      case .success(let f): Entry(name: c.name, format: f, reason: nil)
      case .failure(let why): Entry(name: c.name, format: nil, reason: why.text)
      }
    }
  }

  var lines: [String] {
    let all = entries
    let expressible = all.filter { $0.format != nil }
    var out = Format.table(expressible.map { ["vfl " + $0.format!, "# " + $0.name] })
    // Everything but the VFL is a comment or a constraint in alrepl's own
    // form, so that `load` reads the file back into a layout with these
    // views: the export is a script, not only a listing.
    if expressible.isEmpty { out.append("# no constraint can be written in VFL") }
    let rest = all.filter { $0.format == nil }
    if !rest.isEmpty {
      out.append("# not expressible in VFL, so written in alrepl's form:")
      let byName = Dictionary(layout.allConstraints.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      out += Format.table(rest.map { e in
        let c = byName[e.name]!
        return ["\(e.name): \(ConstraintPrinter.text(c.spec, in: layout))", "# \(e.reason!)"]
      })
    }
    return out
  }

  struct Why: Error { let text: String }

  func format(_ spec: ConstraintSpec) -> Result<String, Why> {
    guard spec.isAppleForm else { return .failure(Why(text: "a sum of several attributes")) }
    let a = spec.lhs[0]
    guard spec.rhs.allSatisfy({ $0.space == .frame }), a.space == .frame else {
      return .failure(Why(text: "margins and safe-area guides have no VFL"))
    }
    guard spec.rhs.first.map({ $0.coefficient == 1 }) ?? true else {
      return .failure(Why(text: "VFL has no multipliers"))
    }
    let p = spec.priority.isRequired ? "" : "@\(spec.priority.value.compact)"
    let rel = ConstraintPrinter.symbol(spec.relation)
    let aName = layout.view(a.view).name
    // A size: [a(==40)] or [a(==b)].
    if a.attribute.isDimension {
      let axis = a.attribute == .width ? "H" : "V"
      guard let b = spec.rhs.first else { return .success("\(axis):[\(aName)(\(rel)\(spec.constant.compact)\(p))]") }
      guard b.attribute == a.attribute, spec.constant == 0 else {
        return .failure(Why(text: "VFL compares a size only with the same size of another view, without a constant"))
      }
      return .success("\(axis):[\(aName)(\(rel)\(layout.view(b.view).name)\(p))]")
    }
    guard let b = spec.rhs.first else { return .failure(Why(text: "a position needs a second item")) }
    let horizontal: [LayoutAttribute] = [.leading, .trailing]
    let vertical: [LayoutAttribute] = [.top, .bottom]
    let pair = [a.attribute, b.attribute]
    let axis: String
    if pair.allSatisfy(horizontal.contains) { axis = "H" } else if pair.allSatisfy(vertical.contains) { axis = "V" } else {
      return .failure(Why(text: "VFL places leading, trailing, top and bottom edges only"))
    }
    let start: LayoutAttribute = axis == "H" ? .leading : .top
    func gapText(_ relation: LayoutRelation, _ gap: Double) -> String {
      relation == .equal && p.isEmpty && gap >= 0 ? gap.compact : "(\(ConstraintPrinter.symbol(relation))\(gap.compact)\(p))"
    }
    let (x, y, k, r) = (layout.view(a.view), layout.view(b.view), spec.constant, spec.relation)
    let xStart = a.attribute == start, yStart = b.attribute == start
    if xStart && yStart {
      if x.parent == y.id { return .success("\(axis):|-\(gapText(r, k))-[\(x.name)]") }
      if y.parent == x.id { return .success("\(axis):|-\(gapText(r.flipped, -k))-[\(y.name)]") }
    } else if !xStart && !yStart {
      if y.parent == x.id { return .success("\(axis):[\(y.name)]-\(gapText(r, k))-|") }
      if x.parent == y.id { return .success("\(axis):[\(x.name)]-\(gapText(r.flipped, -k))-|") }
    } else if x.parent == y.parent && x.id != y.id {
      if xStart { return .success("\(axis):[\(y.name)]-\(gapText(r, k))-[\(x.name)]") }
      return .success("\(axis):[\(x.name)]-\(gapText(r.flipped, -k))-[\(y.name)]")
    }
    return .failure(Why(text: "VFL relates an edge only to a sibling's opposite edge or the superview's same edge"))
  }
}
