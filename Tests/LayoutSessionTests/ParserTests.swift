import LayoutLanguage
import LayoutModel
import Testing
@testable import LayoutSession

@Suite struct ParserTests {
  @Test func appleFormWithEverything() throws {
    guard let c = (try Parser.parse("cardH: card.height <= 0.25 * root.height - 8 @high # note") as? ConstraintCommand)?.syntax else {
      Issue.record("not a constraint")
      return
    }
    #expect(c.name?.value == "cardH")
    #expect(c.lhs.map(\.view.value) == ["card"] && c.lhs[0].attribute.value == "height")
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.rhs.count == 1 && c.rhs[0].coefficient == 0.25)
    #expect(c.constant == -8)
    #expect(c.priority?.value == 750)
  }

  @Test func linearFormCollectsConstantsFromBothSides() throws {
    guard let c = (try Parser.parse("a.width + 10 + b.width == root.width * 0.5 - 24") as? ConstraintCommand)?.syntax else {
      Issue.record("not a constraint")
      return
    }
    #expect(c.lhs.count == 2 && c.rhs[0].coefficient == 0.5)
    #expect(c.constant == -34)
  }

  /// Generated constraints have dashed names; unquoted, the pieces touch.
  @Test func dashedNamesWhereAConstraintIsNamed() throws {
    #expect(try Parser.parse("explain row-UISV-spacing-1") as? ExplainCommand == ExplainCommand(name: Located("row-UISV-spacing-1", column: 9, length: 18)))
    #expect(try Parser.parse("threshold UIView-Encapsulated-Layout-Height") as? ThresholdCommand
      == ThresholdCommand(name: Located("UIView-Encapsulated-Layout-Height", column: 11, length: 33)))
    #expect(try Parser.parse("deactivate \"a-b\"") as? DeactivateCommand == DeactivateCommand(target: Located("a-b", column: 12, length: 5)))
    // Spaced out, it is not one name.
    #expect(throws: ParseError.self) { try Parser.parse("explain row - UISV") }
    #expect(throws: ParseError.self) { try Parser.parse("explain row-1.5") }
  }

  @Test func commands() throws {
    #expect(try Parser.parse("view avatar in card") as? ViewCommand == ViewCommand(
      name: Located("avatar", column: 6, length: 6), parent: Located("card", column: 16, length: 4)))
    let size = try Parser.parse("size 320x568")
    #expect(size as? SizeCommand == SizeCommand(width: 320, height: 568, at: Located("320x568", column: 6, length: 7)), "\(size)")
    #expect(try Parser.parse("save my session.alrepl") as? SaveCommand == SaveCommand(path: "my session.alrepl"))
    #expect(try Parser.parse("  # only a comment") is BlankLine)
    #expect(try Parser.parse("set c3.constant -20") as? SetCommand == SetCommand(
      target: Located("c3", column: 5, length: 2), change: .constant(Located(-20, column: 17, length: 3))))
  }

  /// Insets take one value or four, any of them negative (alignment
  /// insets reaching outside the frame); only the first could start with
  /// its minus sign (`-2 0 -1.5 0` was "unexpected 0").
  @Test func signedInsetLists() throws {
    func insets(_ line: String) throws -> ViewProperty? {
      guard case .view(let property)? = (try Parser.parse(line) as? SetCommand)?.change else { return nil }
      return property.value
    }
    #expect(try insets("set v.alignmentInsets -2 0 -1.5 0") == .alignmentInsets(EdgeInsets(top: -2, left: 0, bottom: -1.5, right: 0)))
    #expect(try insets("set v.alignmentInsets -2") == .alignmentInsets(EdgeInsets(all: -2)))
    #expect(try insets("set v.alignmentInsets 1, -2, 3, -4") == .alignmentInsets(EdgeInsets(top: 1, left: -2, bottom: 3, right: -4)))
    #expect(try insets("set v.margins 8 -8 8 -8") == .margins(EdgeInsets(top: 8, left: -8, bottom: 8, right: -8)))
    #expect(try insets("set v.directionalMargins -1 -2 -3 -4") == .directionalMargins(EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)))
    // A minus sign must start a number; two or three values are still refused.
    #expect(throws: ParseError.self) { try Parser.parse("set v.alignmentInsets -2 0 -") }
    #expect(throws: ParseError.self) { try Parser.parse("set v.alignmentInsets -2 -1") }
  }

  @Test(arguments: [
    ("card.top = root.top", 10, "use =="),
    ("card.top == root.top @", 23, "priority"),
    ("frobnicate", 1, "unknown command"),
    ("fames", 1, "did you mean 'frames'"),
    ("card.top == root.top \u{7}", 22, "control"),
    ("view \"x", 6, "closing"),
  ])
  func errorsPointAtTheirColumn(line: String, column: Int, fragment: String) {
    #expect {
      try Parser.parse(line)
    } throws: { error in
      guard let e = error as? ParseError else { return false }
      return e.column == column && e.message.contains(fragment)
    }
  }
}

/// Text styles and content sizes are parsed by name.
@Suite struct TextStyleParserTests {
  @Test func styleAndContentSize() throws {
    guard let properties = (try Parser.parse("label t \"x\" style caption2 lines 0") as? LabelCommand)?.properties else {
      Issue.record("not a label")
      return
    }
    #expect(properties.map(\.value) == [.textStyle(.caption2), .lines(0)])
    guard case .view(let property)? = (try Parser.parse("set root.contentSize accessibilityLarge") as? SetCommand)?.change else {
      Issue.record("not a set")
      return
    }
    #expect(property.value == .contentSize(.accessibilityLarge))
    #expect(throws: ParseError.self) { try Parser.parse("label t \"x\" style 17") }
  }

  /// `font` takes a size, a font file in quotes, inter or em, on a label
  /// as on root; a file and a size may both be given.
  @Test func aLabelsFontFileAndSize() throws {
    guard let properties = (try Parser.parse("label t \"x\" font \"/f/A.otf\" font 22") as? LabelCommand)?.properties else {
      Issue.record("not a label")
      return
    }
    #expect(properties.map(\.value) == [.fontFile("/f/A.otf"), .fontSize(22)])
    guard case .view(let em)? = (try Parser.parse("set t.font em") as? SetCommand)?.change,
      case .view(let inter)? = (try Parser.parse("set t.font inter") as? SetCommand)?.change
    else {
      Issue.record("not a set")
      return
    }
    #expect(em.value == .fontFile(nil))
    #expect(inter.value == .fontFile("inter"))
  }
}
