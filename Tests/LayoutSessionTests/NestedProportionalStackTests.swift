@testable import LayoutModel
import Testing
@testable import LayoutSession

/// A stack view arranged in a fillProportionally stack is sized by the
/// length its own arranged views give it, as Xcode's canvas stores it, and
/// follows them when their content changes.
@Suite struct NestedProportionalStackTests {
  private func height(_ s: Session, _ name: String) -> Double? {
    s.layout.view(named: name).map { s.layout.frame(of: $0).height }
  }

  @Test func aNestedStackCountsWithItsContentsLength() {
    let s = Session()
    for line in [
      "size 300x200", "stack outer vertical distribution fillProportionally []",
      "outer.leading == root.leading", "outer.top == root.top", "outer.width == 200", "outer.height == 120",
      "stack row in outer horizontal spacing 10 []", "view a in row", "set a.intrinsic 50x20", "view b in row",
      "set b.intrinsic 30x40", "set row.arranged [a b]", "view c in outer", "set c.intrinsic 100x20",
      "set outer.arranged [row c]",
    ] {
      #expect(s.execute(line).ok, "\(line)")
    }
    // The row reaches 40 across its horizontal axis, c is 20: 120 split 2:1.
    #expect(height(s, "row") == 80)
    #expect(height(s, "c") == 40)
    // A taller view in the row changes the split (60:20), through the row's fill distribution.
    #expect(s.execute("set b.intrinsic 30x60").ok)
    #expect(height(s, "row") == 90)
    #expect(height(s, "c") == 30)
    // An empty nested stack has no length: it collapses and c takes the rest.
    #expect(s.execute("set row.arranged []").ok)
    #expect(height(s, "row") == 0)
    #expect(height(s, "c") == 120)
  }
}
