import LayoutModel

/// A scroll view whose constraints leave its content width or height open:
/// Xcode's "Scrollable content size ambiguity". Reported with the frame
/// ambiguities, as the attribute `contentWidth` or `contentHeight` of the
/// scroll view, because the content guide that holds the size is not a
/// view a person typed.
public struct ContentSizeAmbiguity: Equatable, Sendable {
  /// The scroll view's name.
  public let view: String
  /// `contentWidth` or `contentHeight`.
  public let attribute: String
  /// What to add so that the constraints determine it, in words.
  public let fix: String

  /// `view.attribute`, how reports name it.
  public var key: String { "\(view).\(attribute)" }

  /// The JSON form, beside the frame ambiguities under `ambiguous`.
  var json: JSONValue {
    .object([("view", .string(view)), ("attribute", .string(attribute)), ("fix", .string(fix))])
  }

  /// Every scroll view's open content dimensions, in view order. Costs
  /// nothing for a layout without scroll views beyond one walk of its views.
  static func measure(in layout: inout Layout) -> [ContentSizeAmbiguity] {
    var result: [ContentSizeAmbiguity] = []
    for id in layout.viewsInTreeOrder where layout.isScrollView(id) {
      guard let size = layout.scrollContentSize(of: id) else { continue }
      result += entries(layout.name(of: id), size)
    }
    return result
  }

  /// The open dimensions of the scroll view `name`, whose content size is `size`.
  static func entries(
    _ name: String, _ size: (width: Double, height: Double, widthDetermined: Bool, heightDetermined: Bool)
  ) -> [ContentSizeAmbiguity] {
    var result: [ContentSizeAmbiguity] = []
    if !size.widthDetermined {
      result.append(.init(view: name, attribute: "contentWidth", fix: ScrollInfo.fix(name, axis: "width", edges: "leading and trailing")))
    }
    if !size.heightDetermined {
      result.append(.init(view: name, attribute: "contentHeight", fix: ScrollInfo.fix(name, axis: "height", edges: "top and bottom")))
    }
    return result
  }
}
