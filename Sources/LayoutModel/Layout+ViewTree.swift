import Cassowary

// The views and how they nest: one of the layout's named parts (see
// Layout.swift). Plain data; Layout's methods keep it consistent.

extension Layout {
  struct ViewTree: Sendable {
    /// By view id; nil once removed, until a new view takes the slot.
    var views: [View?] = []
    /// Slots of removed views, highest first, so that the next view takes
    /// the lowest (`popLast`): a session that adds and removes views
    /// forever keeps its tables, and the solver's variables, at the size of
    /// its largest layout instead of growing with every view ever made.
    var freeSlots: [Int32] = []
    /// By view id, when the view was made (a count of views made): the
    /// order of views made, which slot order no longer is.
    var madeAt: [Int] = []
    /// Views made so far, removed ones included.
    var madeCount = 0
    /// Every view's x, y, width and height variables, four apiece by view
    /// id (a removed view's slot reads the root's until a view takes it), so
    /// that ``Layout/framesByID()``, which reports read after every
    /// command, reads them in one call. Reading them through `views`
    /// checked the optional view five times a frame; those checks were 5%
    /// of all instructions in the 10,000-command script.
    var frameVariables: [Variable] = []
    /// ``Layout/viewsInTreeOrder``, kept where the tree changes (a view
    /// made, removed or moved): reports read it several times after every
    /// command, and walking the tree each time copied every view's
    /// children.
    ///
    /// Every change to a view's name or superview, or to which views there
    /// are, writes it afterwards, so writing it is where ``shape`` is renewed.
    var treeOrder: [ViewID] = [] { didSet { shape = TreeShape() } }
    /// Each view's superview, by its position in `treeOrder` (nil for the
    /// root), written with it: reports and the finiteness check walk the
    /// tree with each view's superview after every command, and reading
    /// each one from its view went through the optional view every time.
    var parentsInTreeOrder: [ViewID?] = []
    /// This tree's order, superviews and names, told apart from any other's
    /// by identity (see ``Layout/treeShape``).
    var shape = TreeShape()
    var viewsByName: [String: ViewID] = [:]
  }
}

/// One state of a layout's view tree: which views there are, in what order,
/// with which names and superviews (see ``Layout/treeShape``).
///
/// Compared by identity: a change to the tree makes a new one, so two
/// layouts, or a layout before and after some commands, hold the same
/// object only while their trees are the same. A count could not tell a
/// layout from a copy of it that changed on its own (an undo keeps copies).
public final class TreeShape: Sendable {
  /// A new shape, unlike every other.
  public init() {}
}

extension Layout {
  /// The state of the view tree: the same object (`===`) as one read
  /// before means no view was made, removed, moved or renamed since, so
  /// ``viewsInTreeOrder``, every ``name(of:)`` and every ``parent(of:)``
  /// read the same. Reports use it to tell at once that the last report's
  /// list of views still holds, instead of comparing every view's name.
  public var treeShape: TreeShape { tree.shape }

  /// Each view's superview in ``viewsInTreeOrder``'s order (nil for the
  /// root): `parentsInTreeOrder[i]` is `parent(of: viewsInTreeOrder[i])`.
  public var parentsInTreeOrder: [ViewID?] { tree.parentsInTreeOrder }
}
