import Cassowary

// The views and how they nest: one of the layout's named parts (see
// Layout.swift). Plain data; Layout's methods keep it consistent.

extension Layout {
  struct ViewTree: Sendable {
    /// By view id; nil once removed (ids are not reused).
    var views: [View?] = []
    /// Every view's x, y, width and height variables, four apiece by view
    /// id (a removed view keeps its four, which nothing holds any more), so
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
