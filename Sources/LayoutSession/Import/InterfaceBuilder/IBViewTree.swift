import LayoutModel

/// One view of a scene, as the file has it.
struct IBView {
  let element: XMLTreeElement
  let id: String
  let parent: String?
  var children: [String] = []
  /// The alrepl name: its outlet, else its user label, else its class and a number.
  var name = ""
  let storedFrame: Frame
  /// False when the file gives no frame (storedFrame is then zero, and
  /// there is nothing to compare the solved frame with).
  var hasStoredFrame: Bool { element.storedFrame != nil }
  /// A stack's subviews are arranged: UIStackView turns their masks off.
  var isArranged = false
  /// translatesAutoresizingMaskIntoConstraints, which IB leaves out when YES.
  /// A view IB left without constraints (`fixedFrame="YES"`) is built with
  /// its autoresizing mask, whatever the attribute says.
  var translates: Bool {
    !isArranged && (element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame"))
  }
  var isStack: Bool { element.name == "stackView" }
  var isScroll: Bool { ["scrollView", "tableView", "collectionView", "textView"].contains(element.name) }
}

/// What a constraint's item id stands for.
enum IBItem {
  case view(String)
  /// `<viewLayoutGuide key=…>` of a view: safeArea, layoutMarginsGuide,
  /// contentLayoutGuide, frameLayoutGuide.
  case guide(kind: String, owner: String)
  /// The legacy `topLayoutGuide` / `bottomLayoutGuide` of a view controller.
  case legacyGuide(top: Bool)
}

/// The views of one scene in tree order, with the ids constraints use.
struct IBViewTree {
  private(set) var views: [String: IBView] = [:]
  private(set) var order: [String] = []
  private(set) var items: [String: IBItem] = [:]
  /// Ids of elements under a `<subviews>` that the tree leaves out (a
  /// frameless view's frameless subviews): a constraint naming one is left
  /// out with a note, not taken for a broken file.
  private(set) var leftOut: Set<String> = []
  let rootID: String

  init(scene: IBScene, outlets: [String: String]) throws(IBImportError) {
    guard let rootID = scene.rootView["id"] else { throw IBImportError(line: scene.rootView.line, "the scene's view has no id") }
    self.rootID = rootID
    try add(scene.rootView, parent: nil)
    for guide in scene.owner.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
      if let id = guide["id"] { items[id] = .legacyGuide(top: guide["type"] == "top") }
    }
    nameViews(outlets: outlets)
  }

  subscript(_ id: String) -> IBView? { views[id] }
  func name(of id: String) -> String { views[id]?.name ?? id }

  private mutating func add(_ element: XMLTreeElement, parent: String?) throws(IBImportError) {
    let id = element["id"]!
    if views[id] != nil || items[id] != nil {
      throw IBImportError(line: element.line, "the id \(id) is used twice: a view cannot be in the hierarchy twice")
    }
    if order.count >= 10_000 { throw IBImportError(line: element.line, "more than 10,000 views in one scene") }
    views[id] = IBView(element: element, id: id, parent: parent, storedFrame: element.storedFrame ?? Frame(x: 0, y: 0, width: 0, height: 0))
    views[id]!.isArranged = parent.map { views[$0]!.isStack } ?? false
    items[id] = .view(id)
    order.append(id)
    if let parent { views[parent]!.children.append(id) }
    // Subviews sit under <subviews>, and under keys such as a cell's
    // contentView or a table's prototypes; constraints and connections hold no views.
    // An element straight under this view's own <subviews> is a view even
    // without a frame: Xcode 8 left the frame out of some (a logo centred by
    // constraints). Not under a frameless cell's content view, though: its
    // labels are the cell style's, placed by the cell and not by Auto Layout,
    // and they belong to no view of the scene.
    var pending = element.children.reversed().map { ($0, false) }
    while let (next, inOwnSubviews) = pending.popLast() {
      if next.name == "constraints" || next.name == "connections" { continue }
      if next.name == "viewLayoutGuide", let guideID = next["id"], let kind = next["key"] {
        items[guideID] = .guide(kind: kind, owner: id)
        continue
      }
      if next.isView || (inOwnSubviews && next["id"] != nil) || IBViewTree.isFramelessContentView(next, of: element) {
        try add(next, parent: id)
      } else {
        if let skipped = next["id"], next.parent?.name == "subviews" { leftOut.insert(skipped) }
        // A content view with no id (old collection cells) is folded into
        // its cell, so its subviews count as the cell's own. Under a
        // frameless view only subviews that constraints place count: a
        // frameless cell style's labels, which translate their masks, stay out.
        let ownSubviews = next.name == "subviews" && (next.parent === element || next.parent?["id"] == nil)
        let framed = element.storedFrame != nil || next.parent?["id"] == nil
        pending.append(
          contentsOf: next.children.reversed().map {
            ($0, ownSubviews && (framed || $0["translatesAutoresizingMaskIntoConstraints"] == "NO"))
          })
      }
    }
  }

  /// A table cell's content view that Xcode 6 and 7 wrote without a frame
  /// (its cell places it: IBCellContentFrame). Its constraints and its
  /// framed subviews are the cell's layout, so it is a view of the scene.
  static func isFramelessContentView(_ element: XMLTreeElement, of cell: XMLTreeElement) -> Bool {
    element.name == "tableViewCellContentView" && element["key"] == "contentView" && element["id"] != nil
      && element.parent === cell && cell.name == "tableViewCell" && cell.storedFrame != nil
  }

  /// Outlet, user label, or class and number; unique, and never `root`.
  private mutating func nameViews(outlets: [String: String]) {
    var used: Set<String> = ["root", "in"]
    var counters: [String: Int] = [:]
    for id in order {
      if id == rootID {
        views[id]!.name = "root"
        continue
      }
      let element = views[id]!.element
      var base = [outlets[id], element["userLabel"]].compactMap { $0.map(IBViewTree.identifier) }.first { !$0.isEmpty }
      if base == nil {
        var kind = IBViewTree.identifier(element["key"] == "contentView" ? "contentView" : element.name)
        if kind.isEmpty { kind = "view" }
        var n = counters[kind, default: 0] + 1
        while used.contains("\(kind)\(n)") { n += 1 }
        counters[kind] = n
        base = "\(kind)\(n)"
      }
      var name = base!
      var n = 2
      while used.contains(name) {
        name = "\(base!)\(n)"
        n += 1
      }
      used.insert(name)
      views[id]!.name = name
    }
  }

  /// A name the command language reads: letters, digits and `_`, camel case
  /// for the words of a user label ("Title Label" → titleLabel).
  static func identifier(_ text: String) -> String {
    var result = ""
    var upperNext = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") {
        let s = String(scalar)
        if result.isEmpty {
          if ("0"..."9").contains(scalar) { result = "v" }
          result += s.lowercased()
        } else {
          result += upperNext ? s.uppercased() : s
        }
        upperNext = false
      } else {
        upperNext = !result.isEmpty
      }
    }
    return result.count > 40 ? String(result.prefix(40)) : result
  }

  /// Outlets in the part of the document that holds the scene: property names by destination id.
  static func outlets(in owner: XMLTreeElement) -> [String: String] {
    var found: [String: String] = [:]
    for outlet in owner.descendants(where: { $0.name == "outlet" }) {
      if let property = outlet["property"], let destination = outlet["destination"], found[destination] == nil {
        found[destination] = property
      }
    }
    return found
  }
}
