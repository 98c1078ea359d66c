import Cassowary
import Testing

@testable import LayoutModel

/// `framesByID()` returns the frames the last text settle read while no
/// value can have changed since; any change to the solver or the views
/// must make it read them again.
@Suite struct SettledFramesTests {
  @Test func framesKeptFromTheSettleFollowEveryChange() throws {
    var l = Layout()
    let card = try l.addView(named: "card")
    let title = try l.addLabel(named: "title", in: card, text: LabelText("Hello there, a title that wraps", lines: 0))
    try l.addConstraint(oneTermSpec(card, .width, constant: 120))
    try l.addConstraint(oneTermSpec(title, .leading, card, .leading, constant: 8))
    try l.addConstraint(oneTermSpec(title, .trailing, card, .trailing, constant: -8))
    let leading = try l.addConstraint(oneTermSpec(card, .leading, .root, .leading, constant: 5))
    // The last change settled: the kept frames are the solver's.
    #expect(l.textSettle.settledRevision == l.solver.valueRevision)
    let kept = l.framesByID()
    #expect(kept[Int(card.rawValue)].x == 5)
    // A change through the layout settles again.
    try l.setConstant(15, of: leading)
    #expect(l.framesByID()[Int(card.rawValue)].x == 15)
    // A change behind the settle's back is read, not taken from the kept frames.
    let x = l.frameVariable(card, .x)
    try l.solver.setConstant(-25, of: l.constraint(leading).solverID!)
    #expect(l.textSettle.settledRevision != l.solver.valueRevision)
    #expect(l.solver.value(of: x) != 15)
    #expect(l.framesByID()[Int(card.rawValue)].x == l.solver.value(of: x))
    // A view made: its frame is there.
    let badge = try l.addView(named: "badge")
    #expect(l.framesByID().count > Int(badge.rawValue))
  }
}
