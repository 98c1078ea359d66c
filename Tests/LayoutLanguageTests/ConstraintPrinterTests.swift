import Cassowary
import LayoutModel
import Testing

@testable import LayoutLanguage

// A constraint's text, printed whole and written from its parts with a new
// constant (how a report reprints a label's hugging after a rotation): the
// two must be the same text, character for character, for every shape of
// side and sign of constant.
@Suite struct ConstraintPrinterTests {
  private static func layout() throws -> (Layout, ViewID, ViewID) {
    var layout = Layout()
    let a = try layout.addView(named: "a")
    let b = try layout.addView(named: "b")
    return (layout, a, b)
  }

  @Test(arguments: [
    // Left side, right side (as coefficients of a and b), relation, constant, priority, the text.
    ([1.0], [1.0], Relation.equal, 16.0, 1000.0, "a.top == b.bottom + 16"),
    ([1.0], [1.0], .equal, -16.0, 1000.0, "a.top == b.bottom - 16"),
    ([1.0], [1.0], .lessThanOrEqual, 0.0, 750.0, "a.top <= b.bottom @750"),
    ([1.0], [], .greaterThanOrEqual, 0.0, 1000.0, "a.top >= 0"),
    ([1.0], [], .equal, -8.5, 250.0, "a.top == -8.5 @250"),
    ([1.0], [], .lessThanOrEqual, 257.33333333333337, 250.0, "a.top <= 257.3333 @250"),
    ([-1.0], [0.5], .equal, 3.0, 1000.0, "-a.top == 0.5 * b.bottom + 3"),
    ([2.0, 1.0], [], .equal, 0.0, 1000.0, "2 * a.top + a.top == 0"),
    ([], [1.0], .equal, 4.0, 1000.0, "0 == b.bottom + 4"),
    ([0.0], [-1.0], .equal, -4.0, 1000.0, "0 == -b.bottom - 4"),
  ])
  func wholeText(lhs: [Double], rhs: [Double], relation: Relation, constant: Double, priority: Double, text: String)
    throws
  {
    let (layout, a, b) = try Self.layout()
    let spec = ConstraintSpec(
      lhs: lhs.map { LayoutTerm($0, a, .top) }, relation: relation, rhs: rhs.map { LayoutTerm($0, b, .bottom) },
      constant: constant, priority: LayoutPriority(priority)!)
    #expect(ConstraintPrinter.text(spec, in: layout) == text)
  }

  @Test(arguments: [0.0, -0.0, 1, -1, 16, -16, 1e-7, 52.666666666666664, -1234.5])
  func partsWithANewConstantReadAsAWholePrint(constant: Double) throws {
    let (layout, a, b) = try Self.layout()
    let shapes: [ConstraintSpec] = [
      ConstraintSpec(lhs: [LayoutTerm(a, .width)], relation: .lessThanOrEqual, constant: 100, priority: LayoutPriority(250)!),
      ConstraintSpec(lhs: [LayoutTerm(a, .top)], relation: .equal, rhs: [LayoutTerm(b, .bottom)], constant: 8),
      ConstraintSpec(lhs: [], relation: .equal, rhs: [LayoutTerm(-2, b, .height)], constant: -3),
    ]
    for spec in shapes {
      var changed = spec
      changed.constant = constant
      let parts = ConstraintPrinter.TextParts(spec, in: layout)
      #expect(parts.text(constant: constant) == ConstraintPrinter.text(changed, in: layout))
    }
  }
}
