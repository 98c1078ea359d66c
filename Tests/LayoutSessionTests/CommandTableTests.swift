import LayoutLanguage
import Testing
@testable import LayoutSession

/// A line for every command word, and what the table says about it.
private let samples: [(line: String, word: String, kind: CommandKind)] = [
  ("view card in root", "view", .change(inPlace: true)),
  ("label title \"Hi\"", "label", .change(inPlace: true)),
  ("control on switch", "control", .change(inPlace: true)),
  ("stack s vertical [a b]", "stack", .change(inPlace: true)),
  ("guide g", "guide", .change(inPlace: false)),
  ("scroll sv in root", "scroll", .change(inPlace: true)),
  ("scrollinfo sv", "scrollinfo", .query),
  ("vfl H:|-[a]-|", "vfl", .change(inPlace: false)),
  ("set c1.constant 5", "set", .change(inPlace: true)),
  ("set s.spacing 4", "set", .change(inPlace: true)),
  ("remove c1", "remove", .change(inPlace: true)),
  ("activate c1", "activate", .change(inPlace: true)),
  ("deactivate c1", "deactivate", .change(inPlace: true)),
  ("size 320x568", "size", .change(inPlace: true)),
  ("frames", "frames", .query),
  ("tree card", "tree", .query),
  ("constraints card", "constraints", .query),
  ("ambiguity", "ambiguity", .query),
  ("conflicts", "conflicts", .query),
  ("draw card --svg out.svg", "draw", .query),
  ("why card.height", "why", .query),
  ("explain c1", "explain", .query),
  ("exercise card", "exercise", .query),
  ("fit card width 300", "fit", .query),
  ("sweep root.width 300..400", "sweep", .query),
  ("whatif c1 priority 999", "whatif", .query),
  ("threshold c1", "threshold", .query),
  ("devices", "devices", .query),
  ("import log.txt", "import", .session),
  ("export swift", "export", .session),
  ("undo", "undo", .session),
  ("redo", "redo", .session),
  ("history", "history", .query),
  ("save my file.alrepl", "save", .session),
  ("load s.alrepl", "load", .session),
  ("reset", "reset", .session),
  ("version", "version", .query),
  ("help vfl", "help", .query),
  ("quit", "quit", .session),
  ("exit", "quit", .session),
]

@Suite struct CommandTableTests {
  @Test(arguments: samples.indices)
  func lineParsesToItsDescriptor(index: Int) throws {
    let sample = samples[index]
    let command = try Parser.parse(sample.line)
    #expect(command.descriptor.word == sample.word, "\(sample.line)")
    #expect(command.descriptor.kind == sample.kind, "\(sample.line)")
  }

  @Test func everyCommandHasASample() {
    let sampled = Set(samples.map(\.word))
    for descriptor in CommandTable.descriptors {
      #expect(sampled.contains(descriptor.word), "no sample line for \(descriptor.word)")
      #expect(!descriptor.usage.isEmpty, "\(descriptor.word) has no usage for help")
      #expect(CommandTable.descriptor(for: descriptor.word)?.word == descriptor.word)
    }
    #expect(Set(CommandTable.words).count == CommandTable.words.count, "a word starts two commands")
  }

  @Test func kindsDecideChangeQueryAndInPlace() throws {
    #expect(try Parser.parse("view a").isChange && Parser.parse("view a").runsInPlace)
    #expect(try Parser.parse("vfl H:[a]").isChange && !Parser.parse("vfl H:[a]").runsInPlace)
    #expect(try Parser.parse("a.width == 10").isChange && Parser.parse("a.width == 10").runsInPlace)
    #expect(try Parser.parse("frames").isQuery && !Parser.parse("frames").isChange)
    #expect(try !Parser.parse("undo").isQuery && !Parser.parse("undo").isChange)
    #expect(try Parser.parse("# a comment").isQuery)
  }

  @Test func aCommandWordGluedToAColonOrDotIsAConstraint() throws {
    guard let c = (try Parser.parse("save: view.width == 10") as? ConstraintCommand)?.syntax else {
      Issue.record("not a constraint")
      return
    }
    #expect(c.name?.value == "save" && c.lhs[0].view.value == "view")
  }

  @Test func unknownWordsSuggestFromTheTable() {
    #expect(throws: ParseError.self) { try Parser.parse("versoin") }
    do {
      _ = try Parser.parse("versoin")
    } catch {
      #expect(error.message.contains("did you mean 'version'?"))
    }
  }
}

@Suite struct PastedUIKitTests {
  private func constraint(_ line: String) throws -> ConstraintSyntax? {
    (try Parser.parse(line) as? ConstraintCommand)?.syntax
  }

  @Test func anchorNamesAreAttributes() throws {
    let c = try #require(try constraint("big.topAnchor == sheet.safeAreaLayoutGuide.topAnchor + 8"))
    #expect(c.lhs[0].attribute.value == "top" && c.rhs[0].attribute.value == "top")
    #expect(c.rhs[0].guide?.value == "safeArea" && c.constant == 8)
  }

  @Test func anchorCallsAreConstraints() throws {
    let height = try #require(try constraint("big.heightAnchor.constraint(equalToConstant: 100)"))
    #expect(height.lhs[0].attribute.value == "height" && height.rhs.isEmpty && height.constant == 100)
    let width = try #require(
      try constraint("big.widthAnchor.constraint(lessThanOrEqualTo: sheet.widthAnchor, multiplier: 0.5, constant: -8).isActive = true"))
    #expect(width.relation == .lessThanOrEqual && width.rhs[0].coefficient == 0.5 && width.constant == -8)
    let margin = try #require(try constraint("a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)"))
    #expect(margin.rhs[0].guide?.value == "margins")
    #expect(throws: ParseError.self) { try Parser.parse("a.widthAnchor.constraint(equalToSystemSpacingAfter: b.widthAnchor)") }
  }

  @Test func aFormatPastedWithoutVflIsVfl() throws {
    guard let v = (try Parser.parse("H:|-16-[a]-8-[b(==a)]-16-|") as? VisualFormatLine)?.request else {
      Issue.record("not VFL")
      return
    }
    #expect(v.format.value == "H:|-16-[a]-8-[b(==a)]-16-|" && v.format.column == 1)
    // A constraint named H is still a constraint.
    #expect(try constraint("H: a.width == 20")?.name?.value == "H")
  }
}
