import Cassowary

/// Which rectangle of a view an anchor belongs to.
public enum AnchorSpace: String, Sendable, CaseIterable {
  /// The view's own frame (alignment rectangle).
  case frame
  /// layoutMarginsGuide: the frame inset by layoutMargins.
  case margins
  /// safeAreaLayoutGuide: the frame inset by safeAreaInsets.
  case safeArea
  /// readableContentGuide: the margins guide narrowed to a readable width.
  case readable
  /// keyboardLayoutGuide (root's): the band the keyboard covers, or with
  /// none, the band below the safe area.
  case keyboard
  /// A scroll view's contentLayoutGuide: the scrollable content's rectangle.
  case content
  /// A scroll view's frameLayoutGuide: its frame, untranslated, in content
  /// coordinates (written `sv.frame.top`).
  case scrollFrame

  /// The word between the view's name and the attribute (`margins` in
  /// `card.margins.top`); empty for the frame.
  public var guideName: String {
    switch self {
    case .frame: ""
    case .scrollFrame: "frame"
    default: rawValue
    }
  }
}

/// `coefficient × view.attribute`, optionally of a guide (`card.margins.top`).
public struct LayoutTerm: Equatable, Sendable {
  /// What the attribute is multiplied by: 1 on the left of Apple's form,
  /// the multiplier on the right.
  public var coefficient: Double
  /// The view (or guide) whose attribute the term reads.
  public var view: ViewID
  /// Which edge, centre, size or baseline of the view.
  public var attribute: LayoutAttribute
  /// Which of the view's rectangles the attribute is read from.
  public var space: AnchorSpace

  /// `coefficient × view.attribute`, read from `space`.
  public init(_ coefficient: Double, _ view: ViewID, _ attribute: LayoutAttribute, space: AnchorSpace = .frame) {
    self.coefficient = coefficient
    self.view = view
    self.attribute = attribute
    self.space = space
  }

  /// Whether the term's value depends on the view's margins or safe area.
  var readsInsets: Bool {
    space != .frame || attribute.rawValue.hasSuffix("Margin") || attribute.rawValue.hasSuffix("WithinMargins")
  }

  /// `view.attribute` of the view's frame, with coefficient 1.
  public init(_ view: ViewID, _ attribute: LayoutAttribute) {
    self.init(1, view, attribute)
  }
}

/// What a constraint asks for: `Σ lhs REL Σ rhs + constant @priority`.
///
/// Apple's form, `item1.attr1 REL multiplier × item2.attr2 + constant`, is the
/// case with one left term of coefficient 1 and at most one right term; other
/// shapes are alrepl's extension (a general linear constraint).
public struct ConstraintSpec: Equatable, Sendable {
  /// The terms on the left of the relation, added up.
  public var lhs: [LayoutTerm]
  /// Equal, at most or at least.
  public var relation: Relation
  /// The terms on the right, added up; empty for a constant alone.
  public var rhs: [LayoutTerm]
  /// The constant added to the right side, in points.
  public var constant: Double
  /// How much the constraint matters; below ``LayoutPriority/required`` it may be left unmet.
  public var priority: LayoutPriority

  /// A constraint `Σ lhs relation Σ rhs + constant` at `priority`, required
  /// unless said otherwise. Nothing is checked here; ``Layout`` validates a
  /// spec when it is added.
  public init(
    lhs: [LayoutTerm], relation: Relation, rhs: [LayoutTerm] = [], constant: Double = 0,
    priority: LayoutPriority = .required
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.constant = constant
    self.priority = priority
  }

  /// True when this is one NSLayoutConstraint (Apple's form).
  public var isAppleForm: Bool {
    lhs.count == 1 && lhs[0].coefficient == 1 && rhs.count <= 1
  }

  /// The multiplier of Apple's form (1 when there is no second item).
  public var multiplier: Double { rhs.first?.coefficient ?? 1 }

  /// Whether the constraint reads attributes of both axes, as an aspect
  /// ratio does (`a.width == 2 * a.height`). Only sizes can: locations of
  /// different axes are never related (``Layout`` refuses them).
  var relatesAxes: Bool {
    guard let axis = lhs.first?.attribute.axis ?? rhs.first?.attribute.axis else { return false }
    return lhs.contains { $0.attribute.axis != axis } || rhs.contains { $0.attribute.axis != axis }
  }
}

/// Who made a constraint.
public enum ConstraintOrigin: Sendable, Equatable {
  /// Typed by the person.
  case user
  /// The engine's own `width >= 0` / `height >= 0`, and the root's origin.
  case nonNegativeSize
  /// `UIView-Encapsulated-Layout-Width/Height`: the window sizes the root view.
  case encapsulated
  /// NSContentSizeLayoutConstraint: intrinsic size with hugging or compression resistance.
  case contentSize
  /// NSAutoresizingMaskLayoutConstraint: a frame and mask turned into constraints.
  case autoresizing
  /// UISV-…: what a UIStackView makes to arrange its views.
  case stackView

  /// Constraints of the window and the engine, never broken while another member of a conflict can be.
  public var isSystem: Bool { self == .nonNegativeSize || self == .encapsulated || self == .autoresizing }
}

/// A constraint in a ``Layout``.
public struct LayoutConstraint: Sendable {
  /// The constraint's id in its layout.
  public let id: LayoutConstraintID
  /// The person's name for it, or a generated one (`c1`, or Apple's name
  /// for a generated constraint, such as `UIView-Encapsulated-Layout-Width`).
  public internal(set) var name: String
  /// What it asks for; a constant or priority change rewrites it in place.
  public internal(set) var spec: ConstraintSpec
  /// Whether the person typed it or which mechanism generated it.
  public let origin: ConstraintOrigin
  /// The person's intent (`activate` / `deactivate`).
  public internal(set) var isActive: Bool
  /// Present while the constraint is in the solver. An active required
  /// constraint without one is broken (it lost a conflict).
  var solverID: ConstraintID?
  /// Increases with every activation or constant change: the break rule
  /// reads it to tell the oldest member of a conflict from the newest.
  var stamp: Int
  /// Whether `stamp` was last taken by a constant change rather than an
  /// activation: a constraint made long ago then counts as new.
  public internal(set) var isNewestByConstant = false
  /// The solver variables its row was built from, while installed: the
  /// entries to take out of ``Layout/constraintsOfVariable`` when it goes.
  var solverVariables: [Int32] = []
  /// Typed, but standing in for a constraint the system made (see
  /// ``Layout/systemStandInNames``): the break rule treats it as the system's.
  public internal(set) var standsInForSystem = false

  /// Whether the constraint is active but out of the solver, because it lost a
  /// conflict between required constraints.
  public var isBroken: Bool { isActive && solverID == nil }
  /// Whether the solver holds the constraint, so that it shapes the frames.
  public var isInstalled: Bool { solverID != nil }
}
