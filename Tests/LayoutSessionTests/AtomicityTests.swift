import Foundation
import Testing
import LayoutModel
@testable import LayoutSession

/// A session with a little of everything, so a bad line has things to break.
private func populatedSession() -> Session {
  let session = Session(directory: "/tmp")
  for line in [
    "view card", "view title in card", "card.leading == root.leading + 16",
    "card.trailing == root.trailing - 16", "top: card.top == root.top + 20",
    "title.height == 40 @750", "title.height >= 44", "title.height == 20",
  ] {
    precondition(session.execute(line).ok, line)
  }
  return session
}

@Suite struct AtomicityTests {
  /// Malformed or invalid lines: each must fail with a message and a column
  /// inside the line, and leave the session byte-for-byte as it was.
  static let badLines: [String] = [
    // Syntax
    "card.top ==", "card.top == root.", "card. == root.top", "card.top root.top",
    "card.top = root.top", "card.top == root.top +", "card.top == root.top @", "card.top == root.top @ 0",
    "card.top == root.top @1001", "card.top == root.top @-5", "card.top == root.top @sometimes",
    "card.top == root.top 16", "== root.top", "card.top == * root.top", "card.top == root.top * ",
    "c1: : card.top == root.top", "view", "view 9lives", "view card in", "view x in nowhere",
    "view card", "view root", "set", "set top", "set top.colour 3", "set top.constant",
    "set top.constant abc", "set top.priority 0", "set c3.priority 1000", "set top.priority 999", "set nothing.constant 3",
    "remove", "remove ghost", "remove root", "activate ghost", "deactivate card",
    "size", "size 320", "size 320xabc", "frobnicate", "undo undo", "card.top == root.top )",
    "\u{01}", "card.top == root.top\u{07}", "ca\u{FFFD}rd.top == root.top", "\"unterminated",
    // Model: Apple's validity rules and numbers
    "card.top == root.height", "card.top == root.leading", "card.leading == root.left",
    "card.centerY == root.centerX", "card.top == 20", "card.top == 0 * root.top + 20",
    "card.width == root.width * 1e400", "card.height == 1e999", "card.bogus == root.top",
    "card.top == ghost.top", "top: card.height == 3", "card: card.height == 3",
    "card.top == root.top + 16 + title", "0 * card.width == 10",
    "card.top + title.leading == root.top", "set top.constant 1e400",
    String(repeating: "x", count: 1_000_000), "view " + String(repeating: "a", count: 100_000) + "!",
  ]

  @Test(arguments: badLines)
  func badLineChangesNothing(line: String) {
    let session = populatedSession()
    let before = session.dump()
    let report = session.execute(line)
    #expect(!report.ok, "accepted: \(line.prefix(80))")
    let failure = report.failure
    #expect(failure?.message.isEmpty == false)
    if let column = failure?.column {
      #expect(column >= 1 && column <= line.count + 1, "column \(column) outside the line")
    }
    #expect(session.dump() == before, "state changed after: \(line.prefix(80))")
  }

  @Test func tableIsLargeEnough() {
    #expect(Self.badLines.count >= 40)
  }

  /// A guide has no view properties (UILayoutGuide has a frame and
  /// anchors), and a stack's own constraints follow its settings: both
  /// used to be accepted, made layouts `export swift` could not write, and
  /// a removed stack constraint came back at the next change of the stack.
  @Test(arguments: [
    ("set g.intrinsic 10x10", "UILayoutGuide has no intrinsic content size"),
    ("set g.hug 251 251", "UILayoutGuide has no content hugging"), ("set g.resist 700 700", "UILayoutGuide has no content"),
    ("set g.margins 1 2 3 4", "UILayoutGuide has no layoutMargins"), ("set g.hidden true", "UILayoutGuide has no isHidden"),
    ("set g.autoresizing 0,0,10,10 h=--& v=--&", "UILayoutGuide has no autoresizing mask"),
    ("remove s-UISV-spacing-1", "made by a stack view"), ("deactivate s-UISV-spacing-1", "made by a stack view"),
    ("set s-UISV-spacing-1.constant 5", "made by a stack view"), ("set s-UISV-spacing-1.priority 5", "made by a stack view"),
    ("whatif s-UISV-spacing-1 constant 5", "made by a stack view"),
  ])
  func guidesHaveNoViewPropertiesAndStacksOwnTheirConstraints(_ line: String, _ message: String) {
    let session = Session()
    for setup in ["view v", "guide g in v", "view a intrinsic 10x10", "view b intrinsic 10x10", "stack s spacing 8 [a b]"] {
      #expect(session.execute(setup).ok, "\(setup)")
    }
    let before = session.dump()
    let failure = session.execute(line).failure
    #expect(failure?.message.contains(message) == true, "\(line): \(String(describing: failure?.message))")
    #expect(session.dump() == before, "\(line) changed the session")
  }

  @Test func syntaxErrorsPointAtTheirColumn() {
    let session = Session()
    #expect(session.execute("card.top == root.top @ 2000").failure?.column == 24)
    _ = session.execute("view card")
    #expect(session.execute("card.top == root.leading").failure?.column == 13)
    #expect(session.execute("card.top = root.top").failure?.column == 10)
    #expect(session.execute("card.top == ghost.top").failure?.column == 13)
    // The repeated name, not the stack's; the size, not nowhere.
    #expect(session.execute("stack u [card card]").failure?.column == 15)
    #expect(session.execute("size 1e308x1e308").failure?.column == 6)
    let text = TextRenderer.lines(session.execute("card.top == roo.top"))
    #expect(text == ["  card.top == roo.top", "              ^^^", "error: no view named 'roo' (did you mean 'root'?)"])
  }

  @Test func undoRestoresExactlyAndRedoReapplies() {
    let session = populatedSession()
    let before = session.dump()
    #expect(session.execute("set top.constant 99").ok)
    let after = session.dump()
    #expect(session.execute("undo").ok)
    #expect(session.dump().replacingOccurrences(of: "set top.constant 99", with: "") != after)
    #expect(session.layout.frame(of: session.layout.view(named: "card")!).y == 20)
    #expect(session.execute("redo").ok)
    #expect(session.layout.frame(of: session.layout.view(named: "card")!).y == 99)
    _ = before
  }

  /// Redo applies the undone group to the layout undo left, where undo
  /// replays everything: the session must end exactly where running the
  /// lines straight through ends, including what later commands do with
  /// the solver's history (an ambiguous stack, a wrapping label, a conflict).
  @Test func redoEndsWhereRunningStraightThroughEnds() {
    let lines = [
      "view a", "view b", "label l \"a label long enough to wrap at this width\"", "stack s horizontal [a b l]",
      "s.leading == root.leading + 10", "s.top == root.top + 20", "set s.distribution equalSpacing",
      "a.width == 50", "b.width >= 30", "s.trailing == root.trailing - 10", "b.width == 900",
    ]
    let after = ["size 320x480", "l.width == 100 @999", "remove a.width == 50", "size 768x1024"]
    let straight = Session(directory: "/tmp")
    let redone = Session(directory: "/tmp")
    for line in lines {
      _ = straight.execute(line)
      _ = redone.execute(line)
    }
    for line in ["undo", "undo", "frames", "undo", "redo", "redo", "why a.x", "redo"] {
      #expect(redone.execute(line).ok, "\(line)")
    }
    #expect(redone.dump() == straight.dump())
    for line in after + ["frames", "ambiguity"] {
      #expect(TextRenderer.lines(redone.execute(line)) == TextRenderer.lines(straight.execute(line)), "\(line)")
    }
    #expect(redone.dump() == straight.dump())
  }

  /// Undos in a row replay from a layout the first one kept behind it (16
  /// groups back); past it, from scratch again. Each must end where
  /// running the remaining lines straight through ends.
  @Test func undosInARowEndWhereTheShorterHistoryEnds() {
    var lines = ["view v0", "v0.leading == root.leading + 8", "v0.top == root.top + 8"]
    for i in 1..<20 {
      lines += ["view v\(i)", "v\(i).leading == v\(i - 1).trailing + 4", "v\(i).top == v\(i - 1).top"]
      if i % 5 == 0 { lines.append("stack s\(i) vertical [v\(i - 1)]") }
    }
    let session = Session(directory: "/tmp")
    for line in lines { #expect(session.execute(line).ok, "\(line)") }
    func straight(_ count: Int) -> String {
      let s = Session(directory: "/tmp")
      for line in lines.prefix(count) { _ = s.execute(line) }
      return s.dump()
    }
    var count = lines.count
    for undos in [1, 1, 5, 12, 3, 20] {
      for _ in 0..<undos { #expect(session.execute("undo").ok) }
      count -= undos
      #expect(session.dump() == straight(count), "after undoing to \(count) lines")
    }
    for _ in 0..<4 { #expect(session.execute("redo").ok) }
    #expect(session.dump() == straight(count + 4))
    // A new change drops what the undos kept; undo still ends in the right place.
    #expect(session.execute("view extra").ok)
    #expect(session.execute("undo").ok)
    #expect(session.execute("undo").ok)
    #expect(session.dump() == straight(count + 3))
  }

  /// Undo and redo replay the history: when the replay is refused (here a
  /// limit lowered since), the history is as it was, not one group moved.
  @Test func refusedUndoAndRedoKeepTheHistory() {
    let session = Session(directory: "/tmp")
    for line in ["view a", "view b", "view c"] { #expect(session.execute(line).ok) }
    session.limits = LayoutLimits(maxViews: 2)
    let before = session.dump()
    #expect(!session.execute("undo").ok)
    #expect(session.dump() == before)
    #expect(session.entries == [["view a"], ["view b"], ["view c"]])
    #expect(session.execute("redo").failure?.message == "nothing to redo")

    session.limits = LayoutLimits()
    #expect(session.execute("undo").ok)
    session.limits = LayoutLimits(maxViews: 3)
    let undone = session.dump()
    #expect(!session.execute("redo").ok)
    #expect(session.dump() == undone)
    session.limits = LayoutLimits()
    #expect(session.execute("redo").ok, "the undone group was lost")
    #expect(session.entries == [["view a"], ["view b"], ["view c"]])
  }

  /// A refused command that had changed the layout rebuilds it from the
  /// history; a loaded `reset` with a comment must replay as a reset.
  @Test func loadedResetWithACommentReplaysAsAReset() throws {
    let path = "/tmp/alrepl-atomicity-reset-\(getpid()).alrepl"
    try "view a\nreset # start over\nview a\na.width == 10\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let session = Session(directory: "/tmp")
    #expect(session.execute("load \(path)").ok)
    let before = session.dump()
    #expect(!session.execute("view zz hug 0 0").ok)
    #expect(session.dump() == before)
    #expect(session.layout.allConstraints.contains { $0.name == "c1" })
  }
}
