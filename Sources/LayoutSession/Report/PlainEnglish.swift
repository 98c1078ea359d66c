import LayoutLanguage
import LayoutModel

/// A constraint in plain English, for `explain`.
enum PlainEnglish {
  static func sentence(_ c: LayoutConstraint, _ layout: Layout) -> String {
    let spec = c.spec
    let priority = spec.priority.isRequired
      ? "Required."
      : "Optional at \(spec.priority.value.compact): met as closely as possible once every higher priority is."
    guard spec.isAppleForm else {
      return "\(ConstraintPrinter.text(spec, in: layout)), a sum of several attributes (alrepl's extension, not one NSLayoutConstraint). \(priority)"
    }
    let a = spec.lhs[0]
    let subject = "\(layout.view(a.view).name)'s \(noun(a))"
    guard let b = spec.rhs.first, b.coefficient != 0 else {
      return "\(subject) \(relation(spec.relation)) \(Format.number(spec.constant)) points. \(priority)"
    }
    let object = "\(layout.view(b.view).name)'s \(noun(b))"
    let k = spec.constant
    if !a.attribute.isDimension && b.coefficient == 1 {
      let (ahead, behind) = a.attribute.axis == .vertical ? ("below", "above") : ("after", "before")
      let amount = spec.relation == .equal ? "" : spec.relation == .greaterThanOrEqual ? "at least " : "at most "
      if k == 0 {
        let rel = spec.relation == .equal ? "lines up with" : spec.relation == .greaterThanOrEqual ? "is at or \(ahead)" : "is at or \(behind)"
        return "\(subject) \(rel) \(object). \(priority)"
      }
      return "\(subject) is \(amount)\(Format.number(abs(k))) points \(k > 0 ? ahead : behind) \(object). \(priority)"
    }
    // The multiplier exactly as written: 0.5625 is not 0.56 when it is an aspect ratio.
    var rhs = b.coefficient == 1 ? object : "\(b.coefficient.compact) × \(object)"
    if k != 0 { rhs += k > 0 ? " + \(Format.number(k))" : " − \(Format.number(-k))" }
    return "\(subject) \(relation(spec.relation)) \(rhs). \(priority)"
  }

  private static func relation(_ r: LayoutRelation) -> String {
    switch r {
    case .equal: "is"
    case .lessThanOrEqual: "is at most"
    case .greaterThanOrEqual: "is at least"
    }
  }

  private static func noun(_ t: LayoutTerm) -> String {
    let base: String
    switch t.attribute {
    case .left: base = "left edge"
    case .right: base = "right edge"
    case .top: base = "top edge"
    case .bottom: base = "bottom edge"
    case .leading: base = "leading edge"
    case .trailing: base = "trailing edge"
    case .width: base = "width"
    case .height: base = "height"
    case .centerX: base = "horizontal centre"
    case .centerY: base = "vertical centre"
    case .firstBaseline: base = "first baseline"
    case .lastBaseline: base = "last baseline"
    case .leftMargin: base = "left margin"
    case .rightMargin: base = "right margin"
    case .topMargin: base = "top margin"
    case .bottomMargin: base = "bottom margin"
    case .leadingMargin: base = "leading margin"
    case .trailingMargin: base = "trailing margin"
    case .centerXWithinMargins: base = "horizontal centre within its margins"
    case .centerYWithinMargins: base = "vertical centre within its margins"
    }
    switch t.space {
    case .frame: return base
    case .margins: return "margins' \(base)"
    case .safeArea: return "safe area's \(base)"
    case .readable: return "readable content guide's \(base)"
    case .keyboard: return "keyboard layout guide's \(base)"
    case .content: return "scrollable content's \(base)"
    case .scrollFrame: return "scroll view frame's \(base)"
    }
  }
}

/// A constraint written in the Visual Format Language, where VFL can say it.
enum VisualFormatPrinter {
  static func format(_ spec: ConstraintSpec, in layout: Layout) -> String? {
    guard spec.isAppleForm, spec.lhs[0].space == .frame else { return nil }
    let a = spec.lhs[0]
    let name = layout.view(a.view).name
    let axis = a.attribute.axis == .horizontal ? "H" : "V"
    let p = spec.priority.isRequired ? "" : "@\(spec.priority.value.compact)"
    let rel = spec.relation == .equal ? "" : spec.relation == .lessThanOrEqual ? "<=" : ">="
    func predicate(_ value: String) -> String { rel.isEmpty && p.isEmpty ? value : "\(rel.isEmpty ? "==" : rel)\(value)\(p)" }
    guard let b = spec.rhs.first else {
      guard a.attribute == .width || a.attribute == .height, spec.constant >= 0 else { return nil }
      return "\(axis):[\(name)(\(predicate(Format.number(spec.constant))))]"
    }
    guard b.coefficient == 1, b.space == .frame else { return nil }
    let other = layout.view(b.view).name
    let k = spec.constant
    let gap = k < 0 ? "(\(predicate(Format.number(k))))" : rel.isEmpty && p.isEmpty ? Format.number(k) : "(\(predicate(Format.number(k))))"
    let (lead, trail): (LayoutAttribute, LayoutAttribute) = a.attribute.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    switch (a.attribute, b.attribute) {
    case (.width, .width) where k == 0, (.height, .height) where k == 0:
      return "\(axis):[\(name)(\(rel.isEmpty ? "==" : rel)\(other)\(p))]"
    case (lead, trail):
      return "\(axis):[\(other)]-\(gap)-[\(name)]"
    case (lead, lead) where layout.view(a.view).parent == b.view:
      return "\(axis):|-\(gap)-[\(name)]"
    case (trail, trail) where layout.view(a.view).parent == b.view && k <= 0 && rel.isEmpty:
      return "\(axis):[\(name)]-\(Format.number(-k))-|"
    case (trail, trail) where layout.view(b.view).parent == a.view && k >= 0 && rel.isEmpty:
      return "\(axis):[\(other)]-\(Format.number(k))-|"
    default:
      return nil
    }
  }
}
