/// The size class of the device a document is laid out for, and the
/// `<variation key="…">` elements that apply to it.
///
/// Xcode stores each view's frame as laid out for the simulated device, so
/// the variations of that device's size class are part of what it laid out:
/// a constraint installed only for regular width, a constant of 96 instead
/// of 64 on an iPad. Size classes as UIKit gives a full-screen app (Apple's
/// Human Interface Guidelines, "Layout", size classes): iPad regular width
/// and height; iPhone in portrait compact width and regular height; iPhone
/// in landscape compact height, with regular width on the Plus and Max
/// models (414 points wide and more in portrait).
struct IBSizeClass: Equatable {
  enum Value: String { case compact, regular }

  let width: Value
  let height: Value

  /// The size class of `device` in that orientation; nil without a device
  /// (a document older than Xcode 8 is laid out for "Any" only). A device
  /// missing from alrepl's table is known by its id's family: `ipad…` or `retina…` (iPhones).
  init?(device: IBDevice?, id: String? = nil, landscape: Bool) {
    guard let device else {
      guard let id, id.hasPrefix("ipad") || id.hasPrefix("retina") else { return nil }
      (width, height) = id.hasPrefix("ipad") ? (.regular, .regular) : landscape ? (.compact, .compact) : (.compact, .regular)
      return
    }
    if device.isPad {
      (width, height) = (.regular, .regular)
    } else if landscape {
      (width, height) = (device.width >= 414 ? .regular : .compact, .compact)
    } else {
      (width, height) = (.compact, .regular)
    }
  }

  /// How many traits a variation's key names (0 for `default`), or nil when
  /// it names one this class does not have: `heightClass=regular-widthClass=compact`.
  func specificity(of key: String) -> Int? {
    if key == "default" { return 0 }
    var count = 0
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let value = Value(rawValue: pair[1]) else { return nil }
      switch pair[0] {
      case "widthClass": guard value == width else { return nil }
      case "heightClass": guard value == height else { return nil }
      default: return nil
      }
      count += 1
    }
    return count
  }

  /// The variations among `elements` that apply, the least specific first,
  /// so that later ones override earlier ones as in IB.
  func applying(_ elements: [XMLTreeElement]) -> [XMLTreeElement] {
    elements.compactMap { v in v["key"].flatMap(specificity(of:)).map { (v, $0) } }
      .filter { $0.1 > 0 }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
  }

  /// The ids left out of the layout: `default` variations exclude them,
  /// and a variation of this class includes or excludes them again.
  static func excludedIDs(in owner: XMLTreeElement, sizeClass: IBSizeClass?) -> Set<String> {
    let all = owner.descendants { $0.name == "variation" }
    func references(_ variation: XMLTreeElement, _ kind: String) -> [String] {
      variation.descendants { $0.name == kind }.compactMap { $0["reference"] }
    }
    var excluded = Set(all.filter { $0["key"] == "default" }.flatMap { references($0, "exclude") })
    for variation in sizeClass?.applying(all) ?? [] {
      excluded.subtract(references(variation, "include"))
      excluded.formUnion(references(variation, "exclude"))
    }
    return excluded
  }

  /// An attribute of `element` as this class has it: the value a variation
  /// of this class sets (`<constraint constant="64"><variation key=… constant="96"/>`),
  /// else the element's own.
  func attribute(_ name: String, of element: XMLTreeElement) -> String? {
    let variations = applying(element.children.filter { $0.name == "variation" })
    return variations.last { $0[name] != nil }?[name] ?? element[name]
  }
}
