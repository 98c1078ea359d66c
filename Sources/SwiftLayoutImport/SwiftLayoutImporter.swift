import LayoutModel
import LayoutLanguage
import LayoutSession
import SwiftParser
import SwiftSyntax

/// Reads UIKit layout code with swift-syntax and writes the alrepl commands
/// that rebuild its views and constraints; what it cannot follow it lists
/// with line numbers, and imports the rest.
///
/// `self`, `view` (a view controller's) and the window are alrepl's root; a
/// cell's `contentView` is a view pinned to root's top, leading and trailing
/// edges, so its height comes from its content, as in a table.
public struct SwiftLayoutImporter: SwiftLayoutTranslator {
  public init() {}

  public func translate(_ source: String) -> SwiftTranslation { translate(source, isCancelled: { false }) }

  /// One file; Ctrl-C (`isCancelled`) stops the run between steps.
  public func translate(_ source: String, isCancelled: @escaping () -> Bool) -> SwiftTranslation {
    let tree = SwiftParser.Parser.parse(source: source)
    let interpreter = Interpreter(files: [(nil, tree)])
    interpreter.isCancelled = isCancelled
    interpreter.run([tree])
    return CommandWriter(interpreter).translation
  }

  /// Several files as one program: every file's types, extensions and
  /// constants are collected before any code runs, so a controller in one
  /// file builds the custom views of another with their own code.
  public func translate(files: [(name: String, source: String)]) -> SwiftTranslation { translate(files: files, isCancelled: { false }) }

  /// Several files; Ctrl-C (`isCancelled`) stops the run between steps.
  public func translate(files: [(name: String, source: String)], isCancelled: @escaping () -> Bool) -> SwiftTranslation {
    let trees = files.map { (Optional($0.name), SwiftParser.Parser.parse(source: $0.source)) }
    let interpreter = Interpreter(files: trees)
    interpreter.isCancelled = isCancelled
    interpreter.run(trees.map(\.1))
    return CommandWriter(interpreter).translation
  }
}

/// Turns what the code built into command lines, in an order that applies:
/// views parent first, then stacks' arranged lists, then constraints in the
/// order they were activated.
struct CommandWriter {
  let i: Interpreter
  var translation = SwiftTranslation()

  init(_ interpreter: Interpreter) {
    i = interpreter
    if i.cancelled { translation.cancelled = true }
    if let stopped = i.stopped {
      // Nothing of a run that stopped halfway: its layout would be wrong.
      translation.stoppedAt = .init(sourceLine: i.lineInFile(stopped.line), code: stopped.code, reason: stopped.reason, sourceFile: i.fileName(stopped.line))
      return
    }
    for (line, code, reason) in i.unsupported.sorted(by: { $0.0 < $1.0 }) {
      translation.unsupported.append(.init(sourceLine: i.lineInFile(line), code: code, reason: reason, sourceFile: i.fileName(line)))
    }
    translation.ignoredCount = i.ignored
    for id in i.objects.indices where !i.objects[id].isNamed {
      i.objects[id].name = i.unique(i.objects[id].name)
      i.objects[id].isNamed = true
    }
    writeViews()
    writeConstraints()
    // Item 1: what the run never reached is listed too, so every
    // constraint-creating call is imported or listed with its line.
    let accounted = Set(translation.lines.map { "\($0.sourceFile ?? ""):\($0.sourceLine)" })
      .union(translation.unsupported.map { "\($0.sourceFile ?? ""):\($0.sourceLine)" })
      .union(i.remarks.map { "\(i.fileName($0.0) ?? ""):\(i.lineInFile($0.0))" })
    let before = i.unsupported.count
    i.listUnreachedConstraintCalls(accounted: accounted)
    for (line, code, reason) in i.unsupported[before...].sorted(by: { $0.0 < $1.0 }) {
      translation.unsupported.append(.init(sourceLine: i.lineInFile(line), code: code, reason: reason, sourceFile: i.fileName(line)))
    }
    for (line, text) in i.remarks.sorted(by: { $0.0 < $1.0 }) {
      translation.remarks.append(.init(sourceLine: i.lineInFile(line), code: "", reason: text, sourceFile: i.fileName(line)))
    }
  }

  /// An `autoresizingMask` in Apple's notation; an axis with nothing
  /// flexible prints as a flexible right (bottom) margin, as UIKit logs it.
  static func notation(_ mask: Set<String>) -> String {
    func axis(_ names: [String]) -> String {
      let flags = names.map(mask.contains)
      return String((flags.contains(true) ? flags : [false, false, true]).map { $0 ? "&" : "-" })
    }
    return "h=\(axis(["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"])) v=\(axis(["flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]))"
  }

  /// `addedByImport`: a constraint no line of the code makes (a cell's
  /// content view pinned to root, a view class placed at root's corner),
  /// which the report does not count as imported.
  private mutating func emit(_ command: String, _ line: Int, addedByImport: Bool = false) {
    var l = SwiftTranslation.Line(command, sourceLine: i.lineInFile(line), sourceFile: i.fileName(line))
    l.addedByImport = addedByImport
    translation.lines.append(l)
  }

  /// Objects in the hierarchy, parents before children, siblings in the order added.
  private var treeOrder: [Int] {
    var result: [Int] = []
    func visit(_ id: Int) {
      let children = i.objects.indices.filter { i.objects[$0].parent == id && $0 != id }
        .sorted { (i.objects[$0].addedLine ?? 0) < (i.objects[$1].addedLine ?? 0) }
      for c in children {
        result.append(c)
        visit(c)
      }
    }
    visit(0)
    return result
  }

  private var constrained: Set<Int> {
    var ids: Set<Int> = []
    for c in i.constraints where c.isActive {
      if case .anchors(let a, _, let b, _, _) = c.body {
        ids.insert(a.object)
        if let b { ids.insert(b.object) }
      }
    }
    return ids
  }

  private mutating func writeViews() {
    let constrained = self.constrained
    if let cv = i.contentView {
      emit("view \(i.objects[cv].name)", 0)
      for edge in ["leading", "trailing", "top"] {
        emit("\(i.objects[cv].name)\(edge.prefix(1).uppercased() + edge.dropFirst()): \(i.objects[cv].name).\(edge) == root.\(edge)", 0, addedByImport: true)
      }
      i.remarks.append((0, "contentView is a cell's content view: a view pinned to root's leading, trailing and top edges, its height left to its content"))
    }
    // root is self: its margins, direction and safe-area settings are what the code sets of it.
    if let m = i.objects[0].margins {
      emit("set root.\(i.objects[0].marginsDirectional ? "directionalMargins" : "margins") \(m.top.compact) \(m.left.compact) \(m.bottom.compact) \(m.right.compact)", i.objects[0].line)
    }
    if let semantic = i.objects[0].semantic { emit("set root.semantic \(semantic)", i.objects[0].line) }
    writeSafeAreaSettings(0)
    for id in treeOrder where id != i.contentView {
      let o = i.objects[id]
      let parent = i.objects[o.parent!].name
      let at = o.line
      switch o.kind {
      case .guide: emit("guide \(o.name) in \(parent)", at)
      case .scroll: emit("scroll \(o.name) in \(parent)", at)
      case .stack:
        var line = "stack \(o.name) in \(parent) \(o.axis == .vertical ? "vertical" : "horizontal")"
        if let s = o.spacing { line += " spacing \(s.compact)" }
        if let d = o.distribution { line += " distribution \(d)" }
        if let a = o.alignment { line += " alignment \(a)" }
        if o.marginsRelative { line += " marginsRelative" }
        emit(line, at)
      case .label:
        let text = (o.text ?? "").replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\n", with: " ")
        var line = "label \(o.name) in \(parent) \"\(text)\""
        if let s = o.textStyle { line += " style \(s)" } else if let f = o.fontSize { line += " font \(f.compact)" }
        if let n = o.lines { line += " lines \(n)" }
        if let w = o.preferredMaxLayoutWidth { line += " preferredWidth \(w.compact)" }
        emit(line, at)
      case .view where o.control != nil:
        emit("control \(o.name) in \(parent) \(Self.controlArguments(o.control!))", at)
      case .view:
        var line = "view \(o.name) in \(parent)"
        if let (w, h) = o.intrinsic {
          line += w != nil && h != nil ? " intrinsic \(w!.compact)x\(h!.compact)" : " intrinsic \(w?.compact ?? "none") \(h?.compact ?? "none")"
        }
        emit(line, at)
      }
      if !o.hugging.isEmpty {
        emit("set \(o.name).hug \((o.hugging[.horizontal] ?? 250).compact) \((o.hugging[.vertical] ?? 250).compact)", at)
      }
      if !o.resistance.isEmpty {
        emit("set \(o.name).resist \((o.resistance[.horizontal] ?? 750).compact) \((o.resistance[.vertical] ?? 750).compact)", at)
      }
      if let m = o.margins {
        emit("set \(o.name).\(o.marginsDirectional ? "directionalMargins" : "margins") \(m.top.compact) \(m.left.compact) \(m.bottom.compact) \(m.right.compact)", at)
      }
      writeSafeAreaSettings(id)
      if o.hidden { emit("set \(o.name).hidden true", at) }
      if let semantic = o.semantic, o.kind != .guide { emit("set \(o.name).semantic \(semantic)", at) }
      if o.kind != .guide && !o.autoresizingOff && (constrained.contains(id) || o.frame != nil || o.autoresizingMask != nil) {
        let f = o.frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
        emit("set \(o.name).autoresizing \(f.x.compact),\(f.y.compact),\(f.width.compact),\(f.height.compact) \(Self.notation(o.autoresizingMask ?? []))", at)
        if o.frame == nil {
          i.remarks.append((at, "\(o.name) never sets translatesAutoresizingMaskIntoConstraints = false, so UIKit adds constraints that hold its frame at (0, 0, 0, 0)"))
        }
      }
    }
    for id in treeOrder where !i.objects[id].arranged.isEmpty {
      let names = i.objects[id].arranged.filter { i.objects[$0].parent == id }.map { i.objects[$0].name }
      emit("set \(i.objects[id].name).arranged [\(names.joined(separator: " "))]", i.objects[id].line)
      for (after, gap, line) in i.objects[id].customSpacing where i.objects[id].arranged.contains(after) && i.objects[after].parent == id {
        emit("set \(i.objects[id].name).customSpacing \(i.objects[after].name) \(gap.compact)", line)
      }
    }
    for (id, o) in i.objects.enumerated() where id != 0 && o.parent == nil && constrained.contains(id) {
      i.remarks.append((o.line, "\(o.name) is never added to a view, so its constraints cannot be imported (UIKit would stop with an exception)"))
    }
  }

  private mutating func writeConstraints() {
    let inTree = Set(treeOrder + [0])
    // Names of inactive constraints start with "k" so they never meet the
    // layout's own c1, c2, ... given to the others.
    var explicit = Set(i.constraints.compactMap(\.name).filter(\.isIdentifier))
    var next = 1
    func automatic() -> String {
      while explicit.contains("k\(next)") { next += 1 }
      explicit.insert("k\(next)")
      return "k\(next)"
    }
    // A view class imported on its own sits at root's corner; its size is its code's.
    for id in i.standaloneViews {
      let name = i.objects[id].name
      emit("\(name)Top: \(name).top == root.top", i.objects[id].line, addedByImport: true)
      emit("\(name)Leading: \(name).leading == root.leading", i.objects[id].line, addedByImport: true)
    }
    let active = i.constraints.filter { $0.isActive && !$0.isLost }.sorted { $0.activationOrder! < $1.activationOrder! }
    let inactive = i.constraints.filter { !$0.isActive && !$0.isLost }
    var used: Set<String> = []
    for c in active + inactive {
      if !c.isActive && c.name == nil {
        i.remarks.append((c.line, "a constraint that is never activated: left out, as UIKit ignores it"))
        continue
      }
      switch c.body {
      case .visualFormat(let format):
        emit("vfl \(format)", c.line)
      case .anchors(let a, let relation, let b, let m, let k):
        guard inTree.contains(a.object), b.map({ inTree.contains($0.object) }) ?? true else {
          let missing = inTree.contains(a.object) ? b!.object : a.object
          translation.unsupported.append(.init(
            sourceLine: i.lineInFile(c.line), code: "\(term(a)) \(relation) \(b.map(term) ?? k.compact)",
            reason: "\(i.objects[missing].name) is never added to a view, so the constraint is left out",
            sourceFile: i.fileName(c.line)))
          continue
        }
        // An unnamed active constraint is left to the layout to name, so it
        // shares one counter with the constraints a `vfl` line makes:
        // naming it here took names the VFL had used ("there is already a
        // constraint named 'c1'"). An inactive one needs a name to deactivate.
        let given = c.name.flatMap { $0.isIdentifier && !used.contains($0) ? $0 : nil }
        let name = given ?? (c.isActive ? nil : automatic())
        if let name { used.insert(name) }
        var line = (name.map { "\($0): " } ?? "") + "\(term(a)) \(relation) "
        if let b {
          line += (m == 1 ? "" : "\(m.compact) * ") + term(b)
          if k != 0 { line += k < 0 ? " - \((-k).compact)" : " + \(k.compact)" }
        } else {
          line += k.compact
        }
        if let p = c.priority, p < 1000 { line += " @\(max(1, p).compact)" }
        emit(line, c.line)
        if !c.isActive, let name {
          emit("deactivate \(name)", c.line)
          i.remarks.append((c.line, "\(name) is made but not activated here: imported inactive (activate \(name) to try it)"))
        }
      }
    }
  }

  /// `set v.insetsMarginsFromSafeArea false`, `set v.preservesSuperviewMargins
  /// true`, `set root.additionalSafeArea T L B R`: what the code set, when
  /// it differs from UIKit's default.
  private mutating func writeSafeAreaSettings(_ id: Int) {
    let o = i.objects[id]
    func at(_ property: String) -> Int { o.safeAreaLines[property] ?? o.line }
    if o.insetsMarginsFromSafeArea == false {
      emit("set \(o.name).insetsMarginsFromSafeArea false", at("insetsLayoutMarginsFromSafeArea"))
    }
    if o.preservesSuperviewMargins == true {
      emit("set \(o.name).preservesSuperviewMargins true", at("preservesSuperviewLayoutMargins"))
    }
    if let a = o.additionalSafeArea, a != EdgeInsets(all: 0) {
      emit("set \(o.name).additionalSafeArea \(a.top.compact) \(a.left.compact) \(a.bottom.compact) \(a.right.compact)", at("additionalSafeAreaInsets"))
    }
  }

  private func term(_ a: Anchor) -> String {
    let name = i.objects[a.object].name
    return a.space.isEmpty ? "\(name).\(a.attribute)" : "\(name).\(a.space).\(a.attribute)"
  }

  /// `switch`, `button "Go"`, `segmented "A" "B"`: a control as the command writes it.
  static func controlArguments(_ control: StandardControl) -> String {
    switch control {
    case .button(let title), .textField(let title): return "\(control.word) \(title.quotedForCommand)"
    case .segmented(let titles): return "segmented " + titles.map(\.quotedForCommand).joined(separator: " ")
    case .pageControl(let pages): return "pageControl \(pages)"
    default: return control.word
    }
  }
}
