import LayoutModel

/// A storyboard or xib read into elements, with what the whole document
/// says: its kind, simulated device, image sizes and scenes.
struct IBDocument {
  enum Kind { case storyboard, xib }

  let root: XMLTreeElement
  let kind: Kind
  let device: IBDevice?
  /// The simulated device's id as written, known to alrepl's table or not.
  let deviceID: String?
  /// The screen the document was laid out on: its device, else the
  /// `<simulatedScreenMetrics type="retina4_7.fullscreen">` of files from
  /// Xcode 8 and older (used for the screen's size only).
  let screen: IBDevice?
  let landscape: Bool
  /// The toolsVersion Xcode saved the file with; a file that gives none is
  /// taken as the newest (every rule reads it as "before version N").
  var tools: Double { root.number("toolsVersion") ?? .infinity }
  /// The id of the storyboard's initial view controller.
  let initialController: String?
  /// Image sizes from `<resources><image name=… width=… height=…>`, SF
  /// Symbols (`catalog="system"`) left out: Xcode stores a symbol's shape
  /// drawn 128 points on its longer side there, not the size UIKit gives it.
  let imageSizes: [String: (width: Double, height: Double)]
  let scenes: [IBScene]
  /// Intrinsic sizes Xcode measured for IBDesignable views
  /// (`<designables><designable name=ID><size key="intrinsicContentSize">`).
  let designableSizes: [String: (width: Double, height: Double)]

  /// Reads `text`; a message with the line for XML that is malformed or not
  /// a UIKit IB document.
  init(_ text: String) throws(IBImportError) {
    let root: XMLTreeElement
    do { root = try XMLTreeReader.read(text) } catch { throw IBImportError(line: error.line, error.message) }
    guard root.name == "document", let type = root["type"], type.contains("InterfaceBuilder") else {
      throw IBImportError(line: root.line, "not an Interface Builder document (its first element is <\(root.name)>, not <document type=\"com.apple.InterfaceBuilder3…\">)")
    }
    guard type.contains("CocoaTouch") else {
      throw IBImportError(line: root.line, "an AppKit (macOS) document: alrepl imports UIKit storyboards and xibs")
    }
    self.root = root
    kind = type.contains("Storyboard") ? .storyboard : .xib
    let deviceElement = root.child("device")
    deviceID = deviceElement?["id"]
    device = IBDevice.named(deviceID)
    let simulated = root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics", key: "destination")?["type"]
    screen = device ?? IBDevice.named(simulated.map { String($0.prefix { $0 != "." }) })
    landscape = deviceElement?["orientation"] == "landscape"
    initialController = root["initialViewController"]
    var images: [String: (Double, Double)] = [:]
    for image in root.child("resources")?.children ?? [] where image.name == "image" {
      if let name = image["name"], image["catalog"] != "system", let w = image.number("width"), let h = image.number("height") {
        images[name] = (w, h)
      }
    }
    imageSizes = images
    var designables: [String: (Double, Double)] = [:]
    for designable in root.child("designables")?.children ?? [] where designable.name == "designable" {
      if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
        let w = size.number("width"), let h = size.number("height")
      {
        designables[id] = (w, h)
      }
    }
    designableSizes = designables
    scenes = kind == .storyboard ? IBScene.storyboardScenes(root) : IBScene.xibScenes(root)
  }

  /// The scene `id` names (an IB id, storyboard identifier, custom class or
  /// user label), or the default: the initial view controller, else the first.
  func scene(_ id: String?) throws(IBImportError) -> IBScene {
    guard let id else {
      if let initial = initialController, let scene = scenes.first(where: { $0.id == initial }) { return scene }
      guard let first = scenes.first else { throw IBImportError(line: root.line, "the document has no view to lay out") }
      return first
    }
    if let exact = scenes.first(where: { $0.id == id }) { return exact }
    if let named = scenes.first(where: { $0.aliases.contains(id) }) { return named }
    let known = scenes.map(\.id).joined(separator: ", ")
    throw IBImportError(line: root.line, "no scene '\(id)'; the document has \(known.isEmpty ? "none" : known)")
  }
}

/// A message about an IB file, with the line it is about.
struct IBImportError: Error {
  let line: Int
  let message: String
  init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }
}

extension XMLTreeElement {
  /// Whether this element is a view: IB writes a frame for every view.
  var isView: Bool { self["id"] != nil && storedFrame != nil }

  /// `<rect key="frame">`, relative to the superview. Xcode 8.0 to 8.2 wrote
  /// some frames as `<frame key="frameInset">` instead (a cell's content
  /// view, 320 by 26); one that gives its width and height is read as a
  /// frame, one given only by its distances from the superview's edges is not.
  var storedFrame: Frame? {
    if let rect = child("rect", key: "frame") {
      return Frame(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
    }
    if let inset = child("frame", key: "frameInset"), let width = inset.number("width"), let height = inset.number("height") {
      return Frame(x: inset.number("minX") ?? 0, y: inset.number("minY") ?? 0, width: width, height: height)
    }
    return nil
  }
}

/// A view to lay out on its own: a view controller's view, or a top-level
/// view of a xib or beside a controller in a scene.
struct IBScene {
  /// The controller's id, or the top-level view's.
  let id: String
  /// The class shown in the list: the custom class, else the element.
  let className: String
  let label: String?
  /// Other names the scene answers to: storyboard identifier, class, label.
  let aliases: [String]
  /// The element holding the scene's outlets and legacy layout guides.
  let owner: XMLTreeElement
  let rootView: XMLTreeElement
  /// Whether the root is a view controller's view (margins and safe area as UIKit gives it).
  let isControllerView: Bool

  var summary: String {
    [id, className, label].compactMap { $0 }.joined(separator: " ")
  }

  static func storyboardScenes(_ document: XMLTreeElement) -> [IBScene] {
    var found: [IBScene] = []
    for scene in document.child("scenes")?.children ?? [] where scene.name == "scene" {
      for object in scene.child("objects")?.children ?? [] {
        if object["sceneMemberID"] == "viewController", let controller = controllerScene(object) {
          found.append(controller)
        } else if object.isView, let id = object["id"] {
          found.append(topLevel(object, id: id, owner: scene))
        }
      }
    }
    return found
  }

  static func xibScenes(_ document: XMLTreeElement) -> [IBScene] {
    (document.child("objects")?.children ?? []).compactMap { object in
      // A xib can hold a view controller too (its view under key "view"),
      // which lays its view out as a storyboard's controller does.
      if object.name.hasSuffix("Controller"), let controller = controllerScene(object) { return controller }
      guard object.isView, let id = object["id"] else { return nil }
      return topLevel(object, id: id, owner: document)
    }
  }

  /// A view controller with a view: its view is the scene's root.
  private static func controllerScene(_ object: XMLTreeElement) -> IBScene? {
    guard let id = object["id"], let view = object.children.first(where: { $0["key"] == "view" && $0.isView }) else { return nil }
    return IBScene(
      id: id, className: object["customClass"] ?? object.name, label: object["userLabel"],
      aliases: [object["storyboardIdentifier"], object["customClass"], object["userLabel"]].compactMap { $0 },
      owner: object, rootView: view, isControllerView: true)
  }

  private static func topLevel(_ view: XMLTreeElement, id: String, owner: XMLTreeElement) -> IBScene {
    IBScene(
      id: id, className: view["customClass"] ?? view.name, label: view["userLabel"],
      aliases: [view["customClass"], view["userLabel"]].compactMap { $0 },
      owner: owner, rootView: view, isControllerView: false)
  }
}
