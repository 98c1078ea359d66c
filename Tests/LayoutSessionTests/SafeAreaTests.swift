import Foundation
import Testing
import LayoutModel
@testable import LayoutSession

private func insets(_ s: Session, _ name: String) -> EdgeInsets { s.layout.safeAreaInsets(of: s.layout.view(named: name)!) }

/// An iPhone X-sized root with its notch and home indicator, and a bar over
/// the bottom 100 points.
private let phoneWithBar = [
  "size 375x812", "set root.safeArea 44 0 34 0", "view bar", "bar.leading == root.leading",
  "bar.trailing == root.trailing", "bar.bottom == root.bottom", "bar.height == 100",
]

@Suite struct SafeAreaTests {
  /// The issue's example: a bar over the bottom 100 points gets the home
  /// indicator's 34 at the bottom and nothing at the top.
  @Test func aSubviewGetsThePartOfItsSuperviewsInsetsItOverlaps() {
    let s = acceptedSession(phoneWithBar)
    #expect(insets(s, "bar") == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // A view in the middle of the screen has none; one under the notch, the
    // part of the 44 it covers (its height, when it is shorter).
    let t = acceptedSession(phoneWithBar + [
      "view mid", "mid.top == root.top + 200", "mid.height == 50", "mid.leading == root.leading + 20", "mid.width == 100",
      "view top", "top.top == root.top + 10", "top.height == 20", "top.leading == root.leading", "top.width == 375",
    ])
    #expect(insets(t, "mid") == EdgeInsets(all: 0))
    #expect(insets(t, "top") == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// Insets pass down more than one level, through the superview's own
  /// safe area, in the subview's own coordinates.
  @Test func insetsPassDownTheTree() {
    let s = acceptedSession(phoneWithBar + [
      "view inner in bar", "inner.leading == bar.leading", "inner.trailing == bar.trailing",
      "inner.bottom == bar.bottom - 10", "inner.height == 40",
    ])
    // inner's bottom is 10 above the screen's bottom: 24 of the 34 remain.
    #expect(insets(s, "inner") == EdgeInsets(top: 0, left: 0, bottom: 24, right: 0))
  }

  /// A constraint to a subview's safe area follows the derived insets, and
  /// moves again when the window's insets change (a rotation).
  @Test func constraintsToASubviewsSafeAreaFollowTheWindow() {
    let s = acceptedSession(phoneWithBar + [
      "view icon in bar", "icon.bottom == bar.safeArea.bottom", "icon.height == 20",
      "icon.leading == bar.safeArea.leading", "icon.width == 20",
    ])
    // 100 - 34 - 20 = 46 from the bar's top.
    #expect(viewFrame(s, "icon") == Frame(x: 0, y: 46, width: 20, height: 20))
    #expect(s.execute("size 812x375").ok)
    #expect(s.execute("set root.safeArea 0 44 21 44").ok)
    #expect(viewFrame(s, "icon") == Frame(x: 44, y: 100 - 21 - 20, width: 20, height: 20))
  }

  /// A view pinned to its own safe area settles: its insets depend on the
  /// frame they move. A bar whose top follows its own safe-area bottom
  /// needs a second pass, and the result is UIKit's.
  @Test func aViewPinnedToItsOwnSafeAreaSettles() {
    let s = acceptedSession([
      "size 375x812", "set root.safeArea 44 0 34 0", "view bar", "bar.leading == root.leading",
      "bar.trailing == root.trailing", "bar.bottom == root.bottom",
      // 49 points of content above the home indicator: the bar's height is
      // 49 plus its own bottom inset, which depends on where the bar is.
      "bar.safeArea.top == bar.safeArea.bottom - 49",
    ])
    #expect(viewFrame(s, "bar") == Frame(x: 0, y: 812 - 83, width: 375, height: 83))
    #expect(s.layout.unsettledSafeAreas.isEmpty)
  }

  /// A layout whose insets chase the frames for ever stops after the
  /// bound and says so, instead of looping: v's top is 20 below root's
  /// plus twice its own top inset, which is what of the notch's 44 it
  /// overlaps. At y = 20 the inset is 24, so y = 68, where the inset is 0,
  /// so y = 20 again: UIKit would lay out for ever.
  @Test func aLayoutThatNeverSettlesIsReported() {
    let s = acceptedSession([
      "size 375x812", "set root.safeArea 44 0 0 0", "view v", "v.leading == root.leading", "v.width == 100",
      "v.height == 100",
    ])
    let report = s.execute("v.top == root.top + 20 + 2 * v.safeArea.top - 2 * v.top")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    #expect(s.layout.unsettledSafeAreas == [s.layout.view(named: "v")!])
    #expect(report.after.lints.contains { $0.key == "unsettled-safe-area:v" })
  }

  /// additionalSafeArea adds to a view's own insets, and its subviews get
  /// the overlapping part of the sum.
  @Test func additionalInsetsAddToTheInherited() {
    let s = acceptedSession(phoneWithBar + ["set bar.additionalSafeArea 10 0 0 0"])
    #expect(insets(s, "bar") == EdgeInsets(top: 10, left: 0, bottom: 34, right: 0))
  }

  /// Margins sit inside the safe area unless insetsMarginsFromSafeArea is off.
  @Test func marginsAreMeasuredFromTheSafeArea() {
    let s = acceptedSession(phoneWithBar + [
      "view dot in bar", "dot.bottom == bar.bottomMargin", "dot.height == 10", "dot.leading == bar.leadingMargin", "dot.width == 10",
    ])
    // 100 - 34 - 8 - 10 = 48.
    #expect(viewFrame(s, "dot") == Frame(x: 8, y: 48, width: 10, height: 10))
    #expect(s.execute("set bar.insetsMarginsFromSafeArea false").ok)
    #expect(viewFrame(s, "dot") == Frame(x: 8, y: 82, width: 10, height: 10))
    #expect(s.execute("undo").ok)
    #expect(viewFrame(s, "dot").y == 48)
  }

  /// preservesSuperviewMargins: the view's margin is at least the part of
  /// its superview's margin area that it overlaps.
  @Test func preservedSuperviewMarginsWin() {
    let s = acceptedSession([
      "set root.margins 0 20 0 20", "view cell", "cell.leading == root.leading", "cell.trailing == root.trailing",
      "cell.top == root.top + 100", "cell.height == 44", "view text in cell", "text.leading == cell.leadingMargin",
      "text.width == 10", "text.top == cell.top", "text.height == 10",
    ])
    #expect(viewFrame(s, "text").x == 8)
    #expect(s.execute("set cell.preservesSuperviewMargins true").ok)
    #expect(viewFrame(s, "text").x == 20)
    // A cell that starts 15 points in overlaps only 5 of root's 20: its own 8 wins.
    #expect(s.execute("set c1.constant 15").ok)
    #expect(viewFrame(s, "text").x == 8)
    // One that starts 5 points in overlaps 15.
    #expect(s.execute("set c1.constant 5").ok)
    #expect(viewFrame(s, "text").x == 15)
  }

  /// The readable guide is the margins guide, narrowed to 672 points at
  /// Large, and its width follows the text size.
  @Test func theReadableGuideFollowsTheTextSize() {
    let s = acceptedSession([
      "size 1024x768", "view text", "text.leading == root.readable.leading", "text.trailing == root.readable.trailing",
      "text.top == root.readable.top", "text.height == 10",
    ])
    #expect(viewFrame(s, "text") == Frame(x: (1024 - 672) / 2, y: 8, width: 672, height: 10))
    #expect(s.execute("set root.contentSize extraLarge").ok)
    // Body is 19 at extraLarge: 672 * 19 / 17.
    let width = 672.0 * 19 / 17
    #expect(abs(viewFrame(s, "text").width - width) < 1e-9)
    // On a phone, the margins are narrower than that: the guide is the margins guide.
    #expect(s.execute("size 375x667").ok)
    #expect(viewFrame(s, "text") == Frame(x: 8, y: 8, width: 359, height: 10))
  }

  /// The keyboard guide sits on the safe area's bottom until a keyboard is up.
  @Test func theKeyboardGuideRisesWithTheKeyboard() {
    let s = acceptedSession([
      "size 375x812", "set root.safeArea 44 0 34 0", "view field", "field.leading == root.leading",
      "field.trailing == root.trailing", "field.bottom == root.keyboard.top", "field.height == 44",
    ])
    #expect(viewFrame(s, "field").y == 812 - 34 - 44)
    #expect(s.execute("set root.keyboard 336").ok)
    #expect(viewFrame(s, "field").y == 812 - 336 - 44)
    #expect(s.execute("size 375x667").ok)
    #expect(viewFrame(s, "field").y == 667 - 336 - 44)
    #expect(s.execute("set card.keyboard 3").ok == false)
    #expect(s.execute("field.top == field.keyboard.top").ok == false)
  }

  /// The new properties are refused on guides, and every refusal changes nothing.
  @Test func refusalsChangeNothing() {
    let s = acceptedSession(phoneWithBar + ["guide g"])
    let before = s.script
    for line in [
      "set g.additionalSafeArea 1 1 1 1", "set g.preservesSuperviewMargins true", "set root.preservesSuperviewMargins true",
      "set bar.insetsMarginsFromSafeArea maybe", "set root.keyboard -1", "set bar.keyboard 10", "bar.top == g.readable.top",
      "bar.top == bar.content.top", "bar.top == bar.frame.top", "bar.top == root.readble.top",
    ] {
      let report = s.execute(line)
      #expect(!report.ok, "\(line) was accepted")
      #expect(report.failure?.column != nil, "\(line): no column")
    }
    #expect(s.script == before)
  }
}
