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
    var treeOrder: [ViewID] = []
    var viewsByName: [String: ViewID] = [:]
  }
}
