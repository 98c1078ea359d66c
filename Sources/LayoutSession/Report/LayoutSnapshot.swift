import LayoutLanguage
import LayoutModel

/// What a report needs to know about a layout at one moment, by name.
///
/// Reports compare the snapshot before a command with the one after, so
/// they can say what changed without the layout keeping a history.
public struct LayoutSnapshot: Sendable {
  /// A view's frame, by name.
  public struct ViewFrame: Equatable, Sendable {
    /// The view's name.
    public let name: String
    /// Its superview's name; nil for the root.
    public let parent: String?
    /// Its frame relative to the superview, with round-off cleaned.
    public let frame: Frame
  }

  /// A frame value the constraints leave open, and the range it may take.
  public struct Open: Equatable, Sendable {
    /// The view's name.
    public let view: String
    /// Which of its frame's numbers is open.
    public let field: FrameField
    /// The smallest value an equally good layout gives it; nil when unbounded.
    public let min: Double?
    /// The largest; nil when unbounded.
    public let max: Double?
    /// `view.field`, how reports and JSON name it.
    public var key: String { "\(view).\(field.rawValue)" }
  }

  /// An optional constraint the layout does not satisfy.
  public struct Unmet: Equatable, Sendable {
    /// The constraint's name.
    public let name: String
    /// Its priority.
    public let priority: Double
    /// How far it is from holding, in points.
    public let error: Double
    /// The constraint as the language writes it.
    public let text: String
    /// What `text` was printed from (the constraint, its spec and the
    /// names of the views it reads): the next snapshot reuses the text
    /// when all of it is the same. Not part of equality.
    let source: Source

    ///
    /// A class, not a struct: each snapshot hands the last one's source on
    /// to every unmet wish whose text it reuses, and copying a struct of a
    /// spec and a name array retained each array and string in it, for a
    /// hundred or more wishes after every command (2% of the
    /// 10,000-command replay); a reference is one retain.
    final class Source: Sendable {
      let id: LayoutConstraintID
      let spec: ConstraintSpec
      let viewNames: [String]
      /// The text's parts around the constant: a new constant (a label's
      /// hugging after a rotation) is written into them, not printed anew.
      let parts: ConstraintPrinter.TextParts

      init(id: LayoutConstraintID, spec: ConstraintSpec, viewNames: [String], parts: ConstraintPrinter.TextParts) {
        self.id = id
        self.spec = spec
        self.viewNames = viewNames
        self.parts = parts
      }
    }

    /// Equal when everything a report shows is equal.
    public static func == (a: Unmet, b: Unmet) -> Bool {
      a.name == b.name && a.priority == b.priority && a.error == b.error && a.text == b.text
    }
  }

  /// A conflict between required constraints, by name.
  public struct ConflictInfo: Hashable, Sendable {
    /// The constraint that was broken to resolve it.
    public let broken: String
    /// The members of the conflicting set, the broken one included, in the order they were made.
    public let set: [String]
    /// Apple's description of each member, then of the broken one.
    public let descriptions: [String]
    /// Apple's description of the broken constraint, as its log prints it.
    public let brokenDescription: String
    /// Members that are the engine's own rules rather than constraints anyone made.
    public let implicitMembers: [String]
    /// Which clause of the break rule chose `broken`, in words
    /// ("the oldest of the set …"), for the report's note.
    public var whyBroken: String = ""
  }

  /// Every view's frame, parents before children.
  public let frames: [ViewFrame]
  /// The open frame values, in view order.
  public let ambiguities: [Open]
  /// Scroll views whose content width or height the constraints leave
  /// open (Xcode's "Scrollable content size ambiguity"), in view order.
  public let contentSizeAmbiguities: [ContentSizeAmbiguity]
  /// The unmet optional constraints, in the order they were made.
  public let unmet: [Unmet]
  /// The conflicts in force, one per broken constraint.
  public let conflicts: [ConflictInfo]
  /// Of the names the previous snapshot listed as unmet or broken, those
  /// that no longer name a constraint: how a report tells "satisfied
  /// again" from "gone". (Holding the layout's whole name table instead
  /// made the next command that adds a constraint copy it, every name
  /// retained; the names that remain are most of them, and hashing them
  /// all was a cost of every report.)
  public let unnamed: Set<String>
  /// Of the constraints the previous snapshot listed as broken in a
  /// conflict, those that still exist but are deactivated: a conflict
  /// resolved by `deactivate` is not the constraint "holding again".
  public let deactivated: Set<String>
  /// Known traps in the layout (overconstrained views, views outside their superview, …).
  public let lints: [Lint]
  /// What the next snapshot reads to follow the change from this one; nil
  /// for ``empty`` (LayoutSnapshot+Incremental.swift).
  let basis: Basis?
  /// What changed since `previous`, when this snapshot was made from it.
  let delta: Delta?

  /// The snapshot of nothing: what the first command is compared with.
  public static let empty = LayoutSnapshot()

  private init() {
    frames = []
    ambiguities = []
    contentSizeAmbiguities = []
    unmet = []
    conflicts = []
    unnamed = []
    deactivated = []
    lints = []
    basis = nil
    delta = nil
  }

  /// Measures `layout`, reusing texts of `previous` where nothing changed.
  ///
  /// - Complexity: the layout's ambiguity probes dominate (see
  ///   `Layout.ambiguities()`); they run on a copy of its solver.
  public init(_ layout: Layout, previous: LayoutSnapshot = .empty) {
    var copy = layout
    self.init(measuring: &copy, previous: previous)
  }

  /// Measures `layout` in place: its ambiguity probes run on its own solver
  /// and are rolled back, which saves copying the tableau when the caller
  /// holds the only reference (a session after each command).
  ///
  /// `frames`, every view's frame by id (`Layout.framesByID()`), when the
  /// caller has just read them; read here otherwise.
  public init(measuring layout: inout Layout, previous: LayoutSnapshot = .empty, frames known: [Frame]? = nil) {
    // Read once, by id, for the frames and the lints.
    let framesByID = known ?? layout.framesByID()
    let order = layout.viewsInTreeOrder
    // From the last snapshot's lists when its views are the first of
    // these, unchanged; whole otherwise (LayoutSnapshot+Incremental.swift).
    let shared = LayoutSnapshot.sharedPrefix(previous, layout)
    var framesChanged: [Int] = []
    if let shared {
      let made = LayoutSnapshot.frames(of: layout, byID: framesByID, previous: previous, shared: shared)
      frames = made.frames
      framesChanged = made.changed
    } else {
      frames = order.map { LayoutSnapshot.frame(of: $0, in: layout, framesByID) }
    }
    // Only the views whose listed values changed, when the ranges the last
    // snapshot listed are still the layout's.
    let remeasured = layout.refreshOpenValues(shownIn: previous.basis?.measurement)
    // The measurement the open values below are listed from.
    let measurement = layout.ambiguityMeasurement
    let openPositions: [Int32]
    var openChanged: [Int]?
    if let shared, let remeasured {
      // A new view was probed (its values were touched); counted anyway.
      let changed = LayoutSnapshot.union(remeasured, Array(shared..<order.count))
      let made = LayoutSnapshot.openValues(of: layout, previous: previous, changed: changed)
      ambiguities = made.open
      openPositions = made.positions
      openChanged = made.differs
    } else {
      let made = LayoutSnapshot.openValues(of: layout)
      ambiguities = made.open
      openPositions = made.positions
    }
    #if DEBUG
      // Debug builds (tests, transcripts) check the ranges kept from the
      // last measurement against probing everything, and the lists made
      // from the last snapshot against lists made whole, on layouts small
      // enough for that to stay quick.
      if order.count <= 400 {
        var kept: [Ambiguity] = []
        for id in order { layout.appendOpenValues(of: id, to: &kept) }
        let all = layout.measureAllAmbiguities()
        assert(kept == all, "kept ambiguity ranges differ from a full measurement: \(kept) against \(all)")
        let whole = order.map { LayoutSnapshot.frame(of: $0, in: layout, framesByID) }
        assert(frames == whole, "frames made from the last snapshot differ from frames made whole")
        let open = LayoutSnapshot.openValues(of: layout)
        assert(ambiguities == open.open && openPositions == open.positions, "open values made from the last snapshot differ")
      }
    #endif
    let parents = layout.parentsInTreeOrder
    contentSizeAmbiguities = ContentSizeAmbiguity.measure(in: &layout)
    let unmetIDs = layout.unmetConstraints(frames: framesByID)
    // The last snapshot's view names still hold when its tree is the
    // layout's: every entry it kept was checked against that tree.
    let namesHold = previous.basis?.hasTheTree(of: layout) ?? false
    unmet = LayoutSnapshot.unmet(unmetIDs, in: layout, previous: previous.unmet, namesHold: namesHold)
    // Previous unmet wishes matched above by id and name still name a
    // constraint; only the others are looked up.
    var unnamed: Set<String> = []
    var k = 0
    for old in previous.unmet {
      while k < unmet.count && unmet[k].source.id < old.source.id { k += 1 }
      if k < unmet.count && unmet[k].source.id == old.source.id && unmet[k].name == old.name { continue }
      if layout.constraint(named: old.name) == nil { unnamed.insert(old.name) }
    }
    for old in previous.conflicts where layout.constraint(named: old.broken) == nil { unnamed.insert(old.broken) }
    self.unnamed = unnamed
    var deactivated: Set<String> = []
    for old in previous.conflicts {
      if let id = layout.constraint(named: old.broken), !layout.constraint(id).isActive { deactivated.insert(old.broken) }
    }
    self.deactivated = deactivated
    let pins = layout.requiredPins()
    let inputs = Lints.Inputs(pins: pins, frames: framesByID, ambiguous: ambiguities, unmet: unmetIDs)
    let lintPositions: [Int32]
    if let shared, let openChanged {
      // Only the views whose lints may have changed are looked at again.
      let dirty = LayoutSnapshot.lintsDirty(
        layout, previous: previous, shared: shared, framesChanged: framesChanged, openChanged: openChanged, pins: pins,
        slots: framesByID.count)
      let made = Lints.update(
        in: layout, inputs, previous: previous.lints, previousPositions: previous.basis!.lintPositions, dirty: dirty)
      lints = made.lints
      lintPositions = made.positions
      #if DEBUG
        if order.count <= 400 {
          let whole = Lints.find(in: layout, inputs)
          assert(lints == whole.lints && lintPositions == whole.positions, "lints made from the last snapshot differ")
        }
      #endif
    } else {
      let made = Lints.find(in: layout, inputs)
      lints = made.lints
      lintPositions = made.positions
    }
    basis = Basis(
      treeOrder: order, parents: parents, rawFrames: framesByID, frameGrid: layout.frameGrid, openPositions: openPositions, lintPositions: lintPositions,
      treeShape: layout.treeShape, pins: pins, measurement: measurement)
    if let shared, let openChanged, let identity = previous.basis?.identity {
      delta = Delta(previous: identity, previousCount: shared, framesChanged: framesChanged, openChanged: openChanged)
    } else {
      delta = nil
    }
    conflicts = layout.conflicts.map { conflict in
      let members = conflict.set.map { layout.constraint($0) }
      return ConflictInfo(
        broken: layout.constraint(conflict.broken).name,
        set: members.map(\.name),
        descriptions: members.map { ConstraintPrinter.appleDescription($0, in: layout) },
        brokenDescription: ConstraintPrinter.appleDescription(layout.constraint(conflict.broken), in: layout),
        implicitMembers: members.filter { $0.origin == .nonNegativeSize }.map(\.name),
        whyBroken: BreakRuleText.clause(conflict.reason, broken: layout.constraint(conflict.broken).name) {
          "\(layout.view($0).name)"
        })
    }
  }

  /// The unmet wishes, in constraint order, each text printed or, when the
  /// previous snapshot printed it from the same constraint, spec and view
  /// names, reused: a layout may hold hundreds of unmet wishes, and
  /// printing each after every command was a tenth of a report's cost.
  /// When only the constant differs, only the constant is written anew.
  ///
  /// `namesHold`: the view names in `previous` are the layout's (its tree
  /// is the one they were read from), so they need no comparing.
  private static func unmet(_ ids: [UnmetConstraint], in layout: Layout, previous: [Unmet], namesHold: Bool) -> [Unmet] {
    var j = 0
    return ids.map { u in
      // Both lists are in constraint order: one pass finds the match.
      while j < previous.count && previous[j].source.id < u.constraint { j += 1 }
      if j < previous.count, previous[j].source.id == u.constraint,
        let constant = layout.constant(of: u.constraint, ifNamed: previous[j].name, asIn: previous[j].source.spec),
        namesHold || sameViewNames(previous[j].source, in: layout)
      {
        #if DEBUG
          assert(!namesHold || sameViewNames(previous[j].source, in: layout), "a kept unmet wish names views that changed")
        #endif
        let old = previous[j]
        if constant == old.source.spec.constant {
          return Unmet(name: old.name, priority: old.priority, error: u.error, text: old.text, source: old.source)
        }
        var spec = old.source.spec
        spec.constant = constant
        let source = Unmet.Source(id: u.constraint, spec: spec, viewNames: old.source.viewNames, parts: old.source.parts)
        return Unmet(
          name: old.name, priority: old.priority, error: u.error, text: old.source.parts.text(constant: constant),
          source: source)
      }
      let c = layout.constraint(u.constraint)
      let parts = ConstraintPrinter.TextParts(c.spec, in: layout)
      let source = Unmet.Source(
        id: u.constraint, spec: c.spec, viewNames: (c.spec.lhs + c.spec.rhs).map { layout.name(of: $0.view) },
        parts: parts)
      return Unmet(
        name: c.name, priority: c.spec.priority.value, error: u.error, text: parts.text(constant: c.spec.constant),
        source: source)
    }
  }

  /// Whether the views `source` reads still have the names its text shows.
  private static func sameViewNames(_ source: Unmet.Source, in layout: Layout) -> Bool {
    var k = 0
    for term in source.spec.lhs {
      guard layout.name(of: term.view) == source.viewNames[k] else { return false }
      k += 1
    }
    for term in source.spec.rhs {
      guard layout.name(of: term.view) == source.viewNames[k] else { return false }
      k += 1
    }
    return true
  }
}
