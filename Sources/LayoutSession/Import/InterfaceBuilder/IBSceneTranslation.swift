import LayoutModel

/// Options of `import FILE.storyboard`.
struct IBImportOptions: Equatable {
  /// The scene to lay out; nil: the initial one, else the first.
  var scene: String?
  /// Content views take their stored size as intrinsic size.
  var storedSizes = false
}

/// A scene as alrepl commands, each with the line of the file it comes from.
struct IBSceneTranslation {
  struct Line {
    let sourceLine: Int
    let command: String
    /// The IB id of the constraint it makes, if it makes one.
    var constraintID: String? = nil
  }

  let document: IBDocument
  let scene: IBScene
  let tree: IBViewTree
  private(set) var lines: [Line] = []
  /// Views whose intrinsic size is the stored one, and why (--ib-sizes, or no measurement of alrepl's).
  private(set) var sizedFromFile: [String] = []
  private(set) var placeholders = 0
  private(set) var notes: [String] = []
  private(set) var safeAreaDescription = ""
  /// The root's safe-area insets as imported.
  private(set) var rootSafeArea = EdgeInsets(all: 0)
  /// Ids IB leaves out of the layout for the document's size class.
  private let excluded: Set<String>
  /// The size class of the simulated device, whose variations IB's frames follow.
  let sizeClass: IBSizeClass?
  /// Views a baseline constraint or a baseline-aligned stack reads.
  private let baselineViews: Set<String>

  init(document: IBDocument, options: IBImportOptions) throws(IBImportError) {
    self.document = document
    scene = try document.scene(options.scene)
    tree = try IBViewTree(scene: scene, outlets: IBViewTree.outlets(in: scene.owner))
    sizeClass = IBSizeClass(device: document.device, id: document.deviceID, landscape: document.landscape)
    excluded = IBSizeClass.excludedIDs(in: scene.owner, sizeClass: sizeClass)
    baselineViews = Self.viewsAlignedByBaseline(tree)
    try translate(options)
  }

  private mutating func add(_ element: XMLTreeElement, _ command: String) {
    lines.append(Line(sourceLine: element.line, command: command))
  }

  private mutating func translate(_ options: IBImportOptions) throws(IBImportError) {
    let root = tree[tree.rootID]!
    let size = rootLayoutSize(root)
    add(root.element, "size \(size.width.compact)x\(size.height.compact)")
    rootInsets(root)
    var contentGuides: [String: String] = [:]
    var used = Set(tree.order.map { tree.name(of: $0) })
    for id in tree.order where id != tree.rootID {
      let view = tree[id]!
      guard !excluded.contains(id), !isExcludedAncestor(id) else { continue }
      declare(view, options: options)
      if view.element.name == "scrollView" {
        var guide = view.name + "Content"
        while used.contains(guide) { guide += "_" }
        used.insert(guide)
        contentGuides[id] = guide
        // The content area starts at the scroll view's bounds origin (offset 0).
        add(view.element, "guide \(guide) in \(view.name)")
        add(view.element, "\(guide).top == \(view.name).top")
        add(view.element, "\(guide).leading == \(view.name).leading")
      }
    }
    for id in tree.order where tree[id]!.isStack && !tree[id]!.children.isEmpty && !excluded.contains(id) && !isExcludedAncestor(id) {
      let stack = tree[id]!
      let arranged = stack.children.filter { !excluded.contains($0) }.map { tree.name(of: $0) }
      add(stack.element, "set \(stack.name).arranged [\(arranged.joined(separator: " "))]")
    }
    for id in tree.order where !excluded.contains(id) && !isExcludedAncestor(id) {
      let view = tree[id]!
      if id != tree.rootID && attribute("hidden", of: view.element) == "YES" { add(view.element, "set \(view.name).hidden true") }
      // Margins measured from the frame, not the safe area (a view's safe
      // area is derived from its frame, as UIKit does).
      if view.element.flag("insetsLayoutMarginsFromSafeArea", default: true) == false, view.element.name != "layoutGuide" {
        add(view.element, "set \(view.name).insetsMarginsFromSafeArea false")
      }
      // semanticContentAttribute="forceRightToLeft" and the rest: alrepl's names are IB's.
      if let semantic = view.element["semanticContentAttribute"], SemanticContentAttribute(rawValue: semantic) != nil,
        view.element.name != "layoutGuide"
      {
        add(view.element, "set \(view.name).semantic \(semantic)")
      }
    }
    let constraints = IBConstraintTranslation(tree: tree, contentGuides: contentGuides, sizeClass: sizeClass)
    // Identifiers name constraints when they are names alrepl reads and no
    // view or earlier constraint has them (IB does not make them unique);
    // c1, c2, … are alrepl's own, so an identifier of that shape is left out.
    var names = used
    for id in tree.order where !excluded.contains(id) && !isExcludedAncestor(id) {
      for c in tree[id]!.element.child("constraints")?.children ?? [] where c.name == "constraint" {
        if let cid = c["id"], excluded.contains(cid) { continue }
        var name: String?
        if let identifier = c["identifier"], identifier.isIdentifier, !names.contains(identifier),
          !(identifier.first == "c" && identifier.dropFirst().allSatisfy(\.isNumber))
        {
          name = identifier
          names.insert(identifier)
        }
        switch try constraints.line(c, holder: id, name: name) {
        case .success(let command):
          if c.flag("placeholder") { placeholders += 1 }
          lines.append(Line(sourceLine: c.line, command: command, constraintID: c["id"]))
        case .failure(let problem): notes.append("line \(problem.line): \(problem.message)")
        }
      }
    }
    if options.storedSizes { layOutAsTheCanvas() }
    collectNotes()
  }

  /// --ib-sizes reproduces Xcode's canvas, whose frames the file stores:
  /// conflicts break where the canvas breaks them, and an arranged view
  /// nothing sizes across its stack keeps its stored size there
  /// (IBCanvasCrossSizes). In that order, after every constraint, as the
  /// import compares without --ib-sizes; the report says what the app does.
  private mutating func layOutAsTheCanvas() {
    let root = tree[tree.rootID]!
    add(root.element, "set root.breaking interfaceBuilder")
    var laidOut: [String: IBView] = [:]
    for id in tree.order where !excluded.contains(id) && !isExcludedAncestor(id) { laidOut[tree.name(of: id)] = tree[id]! }
    for (name, line) in IBCanvasCrossSizes.lines(for: self, storedSizes: true) {
      guard let view = laidOut[name] else { continue }
      add(view.element, line)
    }
  }

  /// The root's size as Xcode laid it out. A controller's view below an
  /// opaque bar is stored lower down (y 64); Xcode 8 kept its full height
  /// in the file but laid its subviews out in what is left of the screen.
  private func rootLayoutSize(_ root: IBView) -> (width: Double, height: Double) {
    let f = root.storedFrame
    guard scene.isControllerView, f.y > 0, let screen = document.screen else { return (f.width, f.height) }
    let screenHeight = document.landscape ? screen.width : screen.height
    return f.y + f.height > screenHeight ? (f.width, screenHeight - f.y) : (f.width, f.height)
  }

  /// The views whose baselines a constraint or a stack's alignment reads.
  private static func viewsAlignedByBaseline(_ tree: IBViewTree) -> Set<String> {
    var found = Set<String>()
    let baselines: Set<String> = ["baseline", "firstBaseline", "lastBaseline"]
    for id in tree.order {
      let view = tree[id]!
      if view.isStack, let alignment = view.element["alignment"], baselines.contains(alignment) { found.formUnion(view.children) }
      for c in view.element.child("constraints")?.children ?? [] where c.name == "constraint" {
        if let a = c["firstAttribute"], baselines.contains(a) { found.insert(c["firstItem"] ?? id) }
        if let a = c["secondAttribute"], baselines.contains(a), let second = c["secondItem"] { found.insert(second) }
      }
    }
    return found
  }

  /// An attribute as the document's size class has it (its variation's value, else the element's).
  private func attribute(_ name: String, of element: XMLTreeElement) -> String? {
    sizeClass.map { $0.attribute(name, of: element) } ?? element[name]
  }

  private func isExcludedAncestor(_ id: String) -> Bool {
    var parent = tree[id]?.parent
    while let p = parent {
      if excluded.contains(p) { return true }
      parent = tree[p]?.parent
    }
    return false
  }

  /// The root's safe area from the simulated device, and margins as UIKit
  /// gives a view controller's root view (16 points at the sides, 20 from
  /// 414 points wide: UIKit's systemMinimumLayoutMargins) or a plain view (8).
  private mutating func rootInsets(_ root: IBView) {
    let device = document.device
    let size = root.storedFrame
    let landscape = document.landscape || size.width > size.height
    // The device's insets hold only for a controller's view at the device's
    // size: a freeform or popover-sized one is not under the status bar.
    let fillsDevice = device.map { d in (d.width == size.width && d.height == size.height) || (d.width == size.height && d.height == size.width) } ?? false
    var table = EdgeInsets(all: 0)
    var underNavigationBar = false
    if scene.isControllerView, fillsDevice {
      table = device!.safeArea(landscape: landscape)
      // Xcode simulated the iPhone 11's status bar at 44 points up to Xcode
      // 14.0 (tools 20037) and at 48 from Xcode 14.1 (21225), though iOS 14
      // had raised it on devices: stored frames of public files under the
      // safe area's top say 44 at 15505, 16097, 17701 and (below a 44-point
      // navigation bar, whose own stored frame starts at 44) 17156 and
      // 20037; 48 at 21225, 21701 and 23504.
      if device?.id == "retina6_1", document.tools < IBDevice.iPhone11TallStatusBarTools, table.top == 48 { table.top = 44 }
      if !landscape, size.y == 0, IBSimulatedNavigationBar.covers(scene.owner, in: document.root) {
        table.top += IBSimulatedNavigationBar.height
        underNavigationBar = true
      }
    } else if let device, isXibTopLevelView {
      let freeform = root.element.child("freeformSimulatedSizeMetrics") != nil
      let statusBar = root.element.child(key: "simulatedStatusBarMetrics")?.name != "nil"
      table = device.topLevelViewSafeArea(size: (size.width, size.height), landscape: document.landscape, freeform: freeform, statusBar: statusBar,
        tools: document.tools)
    }
    let constraints = tree.order.flatMap { id in
      (tree[id]!.element.child("constraints")?.children ?? []).filter { $0.name == "constraint" }.map { ($0, holder: id) }
    }
    let evidence = IBSafeAreaEvidence(
      tree: tree, constraints: constraints,
      rootMarginsAreSafeArea: scene.isControllerView && storedMargins(of: tree[tree.rootID]!.element) == nil)
    let insets = evidence.applied(to: table)
    if scene.isControllerView || !evidence.isEmpty || table != EdgeInsets(all: 0) {
      add(root.element, "set root.safeArea \(insets.top.compact) \(insets.left.compact) \(insets.bottom.compact) \(insets.right.compact)")
      // A top-level view wider than tall is not a landscape screen: the document's orientation says.
      let shownLandscape = isXibTopLevelView ? document.landscape : landscape
      var source = device.map { "\($0.name)\(shownLandscape ? ", landscape" : "")" } ?? "no simulated device"
      if isXibTopLevelView && device != nil { source += ", a top-level view at the screen's top left" } else if !fillsDevice && device != nil { source += ", not at its size" }
      if underNavigationBar { source += ", under a navigation bar" }
      if !evidence.isEmpty { source += "; read from the stored frames where constraints show it" }
      rootSafeArea = insets
      safeAreaDescription = "safe area \(insets.top.compact) \(insets.left.compact) \(insets.bottom.compact) \(insets.right.compact) (\(source))"
    }
    let m = effectiveMargins(tree.rootID)
    add(root.element, "set root.margins \(m.top.compact) \(m.left.compact) \(m.bottom.compact) \(m.right.compact)")
    // Xcode stores frames as UIKit applies them, on the device's pixel grid
    // (2x without a device): the session shows them the same way.
    add(root.element, "set root.frameGrid \((document.device?.scale ?? 2).compact)")
  }

  /// A xib's top-level plain view (not a cell, whose table or collection
  /// view places it), which Xcode shows at the top of the device's screen.
  private var isXibTopLevelView: Bool {
    document.kind == .xib && !scene.isControllerView && !Self.cellElements.contains(tree[tree.rootID]!.element.name)
  }

  /// Cells and reusable views, which their table or collection view places and sizes.
  static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets
  /// key="directionalLayoutMargins">` (leading is left in a left-to-right layout).
  /// The margins the file sets for a view: a `<variation>` of the document's
  /// size class overrides the view's own, the most specific one first.
  private func storedMargins(of element: XMLTreeElement) -> EdgeInsets? {
    let variations = sizeClass?.applying(element.children.filter { $0.name == "variation" }) ?? []
    for source in variations.reversed() + [element] {
      if let e = source.child(key: "layoutMargins") {
        return EdgeInsets(top: e.number("top") ?? 0, left: e.number("left") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("right") ?? 0)
      }
      if let e = source.child(key: "directionalLayoutMargins") {
        return EdgeInsets(top: e.number("top") ?? 0, left: e.number("leading") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("trailing") ?? 0)
      }
    }
    return nil
  }

  /// A view's own margins before any are inherited: those the file sets,
  /// else UIKit's for its role. Sources: UIKit's systemMinimumLayoutMargins
  /// (16 points at the sides, 20 from 414 points wide, none above and below
  /// for a controller's view); a table cell's content view as Xcode's size
  /// inspector shows it (11 above and below); 8 for any other view. Xcode
  /// lays out a xib's top-level view with the system minimum at its sides
  /// too (measured on the stored frames of public xibs).
  private func ownMargins(_ id: String) -> EdgeInsets {
    let view = tree[id]!
    // A cell's content view takes the margins the cell gives it, whatever
    // the file stores for it: Xcode's stored frames ignore them (a content
    // view storing 0 16 8 16 laid out at 11 20 11 20).
    let side = view.storedFrame.width >= 414 ? 20.0 : 16.0
    if view.element.name != "tableViewCellContentView", let stored = storedMargins(of: view.element) {
      // A controller's view keeps at least the system minimum at its sides
      // unless the controller turns viewRespectsSystemMinimumLayoutMargins
      // off (vocable's 8 under a 414-wide iPhone 11 laid out at 20).
      guard id == tree.rootID, scene.isControllerView,
        scene.owner["viewRespectsSystemMinimumLayoutMargins"] != "NO"
      else { return stored }
      return EdgeInsets(top: stored.top, left: max(stored.left, side), bottom: stored.bottom, right: max(stored.right, side))
    }
    if id == tree.rootID {
      if scene.isControllerView { return EdgeInsets(top: 0, left: side, bottom: 0, right: side) }
      // A cell laid out on its own is a plain view: 8 on every side (a
      // collection cell of Xcode 6 pinned to its leadingMargin at x 8).
      if Self.cellElements.contains(view.element.name) { return EdgeInsets(all: 8) }
      // Xcode 8 and older laid a xib's top-level view out as the plain view
      // it is in iOS 10, 8 on every side (Signal's 320-wide screen of Xcode
      // 8.1 pins its labels to the margins at x 8); later versions give it
      // the system minimum a controller's view has (16, or 20 from 414 wide).
      if isXibTopLevelView, document.tools < 13000 { return EdgeInsets(all: 8) }
      // A freeform top-level view on a notched phone: Xcode puts its margins
      // guide at the screen's own insets above and below, whatever the
      // view's height (the sensor housing's 44 at the top, the home
      // indicator's 34 at the bottom of a 272- and a 300-point view, Xcode
      // 12 and 15), where its safe area reaches only what the view covers.
      if isXibTopLevelView, !document.landscape, view.element.child("freeformSimulatedSizeMetrics") != nil,
        let device = document.device, !device.isPad, device.bottom > 0
      {
        return EdgeInsets(top: 0, left: side, bottom: max(0, device.bottom - rootSafeArea.bottom), right: side)
      }
      // One shown as the whole phone screen is laid out as a controller's
      // view is: no margin above or below its safe area (amperfy's section
      // header of Xcode 15, a 375x667 view on an iPhone 8, pins a button to
      // its top margin at 20, the status bar's height).
      if isXibTopLevelView, let device = document.device, !device.isPad,
        device.fillsScreen((view.storedFrame.width, view.storedFrame.height), landscape: document.landscape,
          freeform: view.element.child("freeformSimulatedSizeMetrics") != nil)
      {
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
      }
      return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }
    if view.element.name == "tableViewCellContentView" {
      let frame = layoutFrame(of: id)
      let cell = view.parent.flatMap { tree[$0] }
      return Self.cellContentMargins(
        tools: document.tools,
        safeAreas: document.root.flag("useSafeAreas"),
        width: frame.width,
        deviceWidth: document.device.map { document.landscape ? $0.height : $0.width },
        separator: (cell?.storedFrame.height ?? frame.height) - frame.height,
        preserves: view.element.flag("preservesSuperviewLayoutMargins") || cell?.element.flag("preservesSuperviewLayoutMargins") == true,
        cellWidth: cell?.storedFrame.width,
        trailingGap: cell.map { $0.storedFrame.width - frame.x - frame.width } ?? 0)
    }
    return EdgeInsets(all: 8)
  }

  /// The frame Xcode lays a view out at before its constraints move it:
  /// the stored one, except a table cell's content view, which its cell
  /// places (IBCellContentFrame).
  func layoutFrame(of id: String) -> Frame {
    let view = tree[id]!
    guard view.element.name == "tableViewCellContentView", let cellID = view.parent, let cell = tree[cellID],
      cell.element.name == "tableViewCell"
    else { return view.storedFrame }
    return IBCellContentFrame.frame(
      stored: view.storedFrame, cell: cell.element, cellFrame: cell.storedFrame,
      tools: document.tools)
  }

  /// preservesSuperviewLayoutMargins: on a side where the view's frame
  /// reaches its superview's edge, its margin is at least the superview's.
  private func effectiveMargins(_ id: String) -> EdgeInsets {
    var m = ownMargins(id)
    let view = tree[id]!
    guard view.element.flag("preservesSuperviewLayoutMargins"), let parentID = view.parent else { return m }
    // A table cell's content view: cellContentMargins already follows the
    // table's margins, as Xcode did (unless the cell sets its own).
    if view.element.name == "tableViewCellContentView", tree[parentID]!.element.name == "tableViewCell",
      storedMargins(of: tree[parentID]!.element) == nil
    { return m }
    let p = effectiveMargins(parentID)
    let f = view.storedFrame, size = tree[parentID]!.storedFrame
    if abs(f.x) <= 0.5 { m.left = max(m.left, p.left) }
    if abs(f.y) <= 0.5 { m.top = max(m.top, p.top) }
    if abs(size.width - f.x - f.width) <= 0.5 { m.right = max(m.right, p.right) }
    if abs(size.height - f.y - f.height) <= 0.5 { m.bottom = max(m.bottom, p.bottom) }
    return m
  }

  private mutating func declare(_ view: IBView, options: IBImportOptions) {
    let element = view.element
    let parent = tree.name(of: view.parent!)
    let (hug, resist) = IBContent.priorities(of: element)
    // --ib-sizes takes a view's size from its stored frame; a view the file
    // gives no frame (Xcode 8 left some out) is measured as without it.
    let storedSizes = options.storedSizes && view.hasStoredFrame
    let priorities = "hug \(hug.0.compact) \(hug.1.compact) resist \(resist.0.compact) \(resist.1.compact)"
    let axes = IBContent.intrinsicAxes(of: element, storedSizes: storedSizes)
    var intrinsic: (Double?, Double?) = (nil, nil)
    let placeholderWidth = element.number("placeholderIntrinsicWidth"), placeholderHeight = element.number("placeholderIntrinsicHeight")
    // A stack with no arranged views adds no constraints in UIKit; alrepl's
    // would pin it to zero, so it comes in as a plain view.
    if view.isStack && !view.children.isEmpty {
      var settings = [attribute("axis", of: element) == "vertical" ? "vertical" : "horizontal"]
      // spacingType="standard" is UIStackView.spacingUseSystem: Xcode's
      // stored frames put 8 between views, across and along (olvid's cells).
      let standard = attribute("spacingType", of: element) == "standard"
      let spacing = standard ? 8 : attribute("spacing", of: element).flatMap(Double.init) ?? 0
      settings.append("spacing \(spacing.compact)")
      let distribution = attribute("distribution", of: element) ?? "fill"
      settings.append("distribution \(distribution)")
      let alignment = attribute("alignment", of: element) ?? "fill"
      settings.append("alignment \(alignment == "baseline" ? "lastBaseline" : alignment)")
      // A stack given layout margins in Xcode's size inspector arranges its
      // views inside them though the file has no layoutMarginsRelativeArrangement
      // (as the stored frames of such stacks show).
      if element.flag("layoutMarginsRelativeArrangement") || storedMargins(of: element) != nil { settings.append("marginsRelative") }
      add(element, "stack \(view.name) in \(parent) \(settings.joined(separator: " ")) []")
      add(element, "set \(view.name).hug \(hug.0.compact) \(hug.1.compact)")
      add(element, "set \(view.name).resist \(resist.0.compact) \(resist.1.compact)")
    } else if element.name == "label" && !storedSizes && document.designableSizes[view.id] == nil {
      var command = "label \(view.name) in \(parent) \(Self.quoted(IBContent.text(of: element)))"
      command += " font \(IBContent.fontSize(of: element).compact) lines \((element.number("numberOfLines") ?? 1).compact)"
      if let width = element.number("preferredMaxLayoutWidth"), width > 0 { command += " preferredWidth \(width.compact)" }
      add(element, command + " " + priorities)
    } else {
      if axes.width || axes.height {
        let stored = view.storedFrame
        if !storedSizes, let designed = document.designableSizes[view.id] {
          intrinsic = (designed.width, designed.height)
        } else if !storedSizes,
          let fixed = IBContent.fixedSize(of: element, toolsVersion: document.tools)
        {
          intrinsic = (axes.width ? fixed.width : nil, axes.height ? fixed.height : nil)
        } else if !storedSizes, element.name == "imageView", let image = element["image"], let size = document.imageSizes[image] {
          intrinsic = (size.width, size.height)
        } else {
          // A text field's stored width is nearly always stretched by its
          // constraints, not its text: without --ib-sizes only its height is taken.
          let width = axes.width && (storedSizes || element.name != "textField")
          intrinsic = (width ? stored.width : nil, axes.height ? stored.height : nil)
          sizedFromFile.append(view.name)
        }
      }
      // Intrinsic sizes bind the alignment rect: the frame less the control's insets.
      if let insets = IBContent.alignmentInsets(of: element, toolsVersion: document.tools) {
        intrinsic.0 = intrinsic.0.map { max(0, $0 - insets.left - insets.right) }
        intrinsic.1 = intrinsic.1.map { max(0, $0 - insets.top - insets.bottom) }
      }
      if let w = placeholderWidth { intrinsic.0 = w }
      if let h = placeholderHeight { intrinsic.1 = h }
      var command = "view \(view.name) in \(parent)"
      if intrinsic.0 != nil || intrinsic.1 != nil {
        command += " intrinsic \(intrinsic.0?.compact ?? "none") \(intrinsic.1?.compact ?? "none")"
      }
      add(element, command + " " + priorities)
    }
    if let insets = IBContent.alignmentInsets(of: element, toolsVersion: document.tools) {
      add(element, "set \(view.name).alignmentInsets \(insets.top.compact) \(insets.left.compact) \(insets.bottom.compact) \(insets.right.compact)")
    }
    // A baseline constraint or a baseline stack reads the view's text: with
    // no text of alrepl's (a box from the file, a button, a text field) its
    // baselines come from its font and stored height.
    if baselineViews.contains(view.id), element.name != "label" || storedSizes,
      let b = IBContent.baselines(of: element, height: view.storedFrame.height)
    {
      add(element, "set \(view.name).baseline \(b.first.compact) \(b.last.compact)")
    }
    let m = effectiveMargins(view.id)
    if m != EdgeInsets(all: 8) { add(element, "set \(view.name).margins \(m.top.compact) \(m.left.compact) \(m.bottom.compact) \(m.right.compact)") }
    if view.translates {
      let f = layoutFrame(of: view.id)
      let p = tree[view.parent!]!.storedFrame
      add(element, "set \(view.name).autoresizing \(f.x.compact),\(f.y.compact),\(f.width.compact),\(f.height.compact) \(Self.mask(element)) in \(p.width.compact)x\(p.height.compact)")
    }
  }

  /// IB's `<autoresizingMask>` in Apple's notation; no element is no flexibility.
  static func mask(_ element: XMLTreeElement) -> String {
    let m = element.child("autoresizingMask", key: "autoresizingMask")
    func f(_ name: String) -> String { m?.flag(name) == true ? "&" : "-" }
    return "h=\(f("flexibleMinX"))\(f("widthSizable"))\(f("flexibleMaxX")) v=\(f("flexibleMinY"))\(f("heightSizable"))\(f("flexibleMaxY"))"
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for c in text.prefix(500) {
      switch c {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(c)
      }
    }
    return result + "\""
  }

  /// What alrepl lays out differently or not at all, said once per kind.
  private mutating func collectNotes() {
    let elements = tree.order.map { tree[$0]!.element }
    if elements.contains(where: { $0.flag("baselineRelativeArrangement") }) {
      notes.append("baselineRelativeArrangement: stacks space their views by frames, not baselines")
    }
    let variations = Set(scene.owner.descendants { $0.name == "variation" }.compactMap { $0["key"] }).subtracting(["default"])
    if !variations.isEmpty {
      let applied = variations.filter { sizeClass?.specificity(of: $0) != nil }
      let others = variations.subtracting(applied)
      var note = "size-class variations: "
      if let sizeClass, !applied.isEmpty {
        note += "laid out for the device's \(sizeClass.width.rawValue) width and \(sizeClass.height.rawValue) height with \(applied.sorted().joined(separator: ", "))"
        if !others.isEmpty { note += "; not shown: \(others.sorted().joined(separator: ", "))" }
      } else {
        note += "the base layout is shown; not shown: \(others.sorted().joined(separator: ", "))"
      }
      notes.append(note)
    }
  }
}
