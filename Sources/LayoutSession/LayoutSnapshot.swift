import LayoutLanguage
import LayoutModel

/// What a report needs to know about a layout at one moment, by name.
///
/// Reports compare the snapshot before a command with the one after, so
/// they can say what changed without the layout keeping a history.
public struct LayoutSnapshot: Sendable {
  public struct ViewFrame: Equatable, Sendable {
    public let name: String
    public let parent: String?
    public let frame: Frame
  }

  public struct Open: Equatable, Sendable {
    public let view: String
    public let field: FrameField
    public let min: Double?
    public let max: Double?
    public var key: String { "\(view).\(field.rawValue)" }
  }

  public struct Unmet: Equatable, Sendable {
    public let name: String
    public let priority: Double
    public let error: Double
    public let text: String
  }

  public struct ConflictInfo: Hashable, Sendable {
    public let broken: String
    public let set: [String]
    /// Apple's description of each member, then of the broken one.
    public let descriptions: [String]
    public let brokenDescription: String
    /// Members that are the engine's own rules rather than constraints anyone made.
    public let implicitMembers: [String]
  }

  public let frames: [ViewFrame]
  public let ambiguities: [Open]
  public let unmet: [Unmet]
  public let conflicts: [ConflictInfo]
  /// Of the names the previous snapshot listed as unmet or broken, those
  /// that still name a constraint: how a report tells "satisfied again"
  /// from "gone". (Holding the layout's whole name table instead made the
  /// next command that adds a constraint copy it, every name retained.)
  public let stillNamed: Set<String>
  /// Known traps in the layout (overconstrained views, views outside their superview, …).
  public let lints: [Lint]

  public static let empty = LayoutSnapshot()

  private init() {
    frames = []
    ambiguities = []
    unmet = []
    conflicts = []
    stillNamed = []
    lints = []
  }

  public init(_ layout: Layout, previous: LayoutSnapshot = .empty) {
    var copy = layout
    self.init(measuring: &copy, previous: previous)
  }

  /// Measures `layout` in place: its ambiguity probes run on its own solver
  /// and are rolled back, which saves copying the tableau when the caller
  /// holds the only reference (a session after each command).
  public init(measuring layout: inout Layout, previous: LayoutSnapshot = .empty) {
    frames = layout.viewsInTreeOrder.map { id in
      let f = layout.frame(of: id)
      return ViewFrame(
        name: layout.name(of: id), parent: layout.parent(of: id).map { layout.name(of: $0) },
        frame: Frame(x: f.x.cleaned, y: f.y.cleaned, width: f.width.cleaned, height: f.height.cleaned))
    }
    ambiguities = layout.measureAmbiguities().map {
      Open(view: layout.view($0.view).name, field: $0.field, min: $0.min, max: $0.max)
    }
    let unmetIDs = layout.unmetConstraints()
    unmet = unmetIDs.map {
      let c = layout.constraint($0.constraint)
      return Unmet(
        name: c.name, priority: c.spec.priority.value, error: $0.error,
        text: ConstraintPrinter.text(c.spec, in: layout))
    }
    stillNamed = Set((previous.unmet.map(\.name) + previous.conflicts.map(\.broken)).filter {
      layout.constraint(named: $0) != nil
    })
    lints = Lints.find(in: layout, ambiguous: Set(ambiguities.map(\.view)), unmet: Set(unmetIDs.map(\.constraint)))
    conflicts = layout.conflicts.map { conflict in
      let members = conflict.set.map { layout.constraint($0) }
      return ConflictInfo(
        broken: layout.constraint(conflict.broken).name,
        set: members.map(\.name),
        descriptions: members.map { ConstraintPrinter.appleDescription($0, in: layout) },
        brokenDescription: ConstraintPrinter.appleDescription(layout.constraint(conflict.broken), in: layout),
        implicitMembers: members.filter { $0.origin == .nonNegativeSize }.map(\.name))
    }
  }
}
