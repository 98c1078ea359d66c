import Foundation
import Testing

@testable import LayoutSession

// A REPL is fed everything. Each line below is malformed, invalid or
// hostile; each must fail with one clear error and leave `Session.dump()`
// byte-for-byte as it was. The table is grouped by what it attacks; the
// session it runs against has something of every kind (views, a label, a
// stack, a guide, named and broken constraints, history) so that a bad line
// has something to break.

/// Files that `load` and `save` lines refer to, made once per test process.
private let fixtures: String = {
  let path = NSTemporaryDirectory() + "alrepl-hostile-\(getpid())"
  let fm = FileManager.default
  try? fm.createDirectory(atPath: path + "/folder.alrepl", withIntermediateDirectories: true)
  let files: [(String, [UInt8])] = [
    // The third command is bad: nothing of the first two may stay.
    ("bad-line-3.alrepl", Array("view loaded1\nloaded1.width == 10\nloaded1.top == loaded1.height\n".utf8)),
    ("undo-inside.alrepl", Array("view loaded2\nundo\n".utf8)),
    ("save-inside.alrepl", Array("view loaded3\nsave x.alrepl\n".utf8)),
    ("binary.bin", [0x76, 0x69, 0x65, 0x77, 0x20, 0xff, 0xfe, 0x00, 0x80, 0x0a, 0xc3]),
    ("duplicate.alrepl", Array("view card\n".utf8)),
    ("cycle.alrepl", Array("view p\nview q in p\nstack s in q [p]\n".utf8)),
  ]
  // A fixture that could not be written would make the tests that load it
  // pass for the wrong reason (a missing file is refused too).
  for (name, bytes) in files {
    precondition(fm.createFile(atPath: path + "/" + name, contents: Data(bytes)), "cannot write the fixture \(name)")
  }
  return path
}()

/// A session with a little of everything.
private func richSession() -> Session {
  let session = Session(directory: fixtures)
  for line in [
    "view card", "view title in card", "label caption in card \"Hello\" font 17 lines 0",
    "view a in card", "view b in card", "stack row in card horizontal spacing 8 [a b]", "guide gap in card",
    "card.leading == root.leading + 16", "card.trailing == root.trailing - 16", "top: card.top == root.top + 20",
    "title.height == 40 @750", "title.height >= 44", "clash: title.height == 20", "gap.width == 10",
  ] {
    precondition(session.execute(line).ok, line)
  }
  return session
}

/// A line of `count` characters made by repeating `unit`.
private func long(_ unit: String, _ count: Int = 1_000_000, prefix: String = "", suffix: String = "") -> String {
  prefix + String(repeating: unit, count: max(1, (count - prefix.count - suffix.count) / unit.count)) + suffix
}

@Suite struct HostileInputTests {
  static let syntax: [String] = [
    "(", ")", "[", "]", "{", "}", ".", ":", "::", "@", "*", "+", "-", "==", "<=", ">=", "=", "!",
    "card", "card.", ".top", "card..top", "card.top.", "card.top ==", "card.top == root.",
    "card.top == root..top", "card.top === root.top", 
    "card.top != root.top", "card.top < root.top", "card.top > root.top", "card.top == == root.top",
    "card.top == root.top + + 8", "card.top == root.top 8", "card.top == root.top * * 2",
    "card.top == root.top @@750", "card.top == root.top @750 @750", "card.top == root.top @ high low",
    "card.top == root.top @750.5.5", "card.top == root.top +", "card.top == root.top -",
    "card.top == (root.top)", "n: n: card.top == root.top",
    ": card.top == root.top", "9n: card.top == root.top", "card.top == root.top extra",
    "card.top == root.top, card.left == root.left", "card.top == root.top;", "card.top == 'root'.top",
    "card.top == \"root\".top", "card.width == 1..5", "card.width == 1e", "card.width == 1e+",
    "card.width == 0x10", "card.width == 1_000", "card.width == .5.", "card.width == --5",
    "card.top == root.top @", "card.top == root.top @ 0", "card.top == root.top @-1",
    "card.top == root.top @1000.0001", "card.top == root.top @1e9", "card.top == root.top @nan",
    "card.top == root.top @inf", "card.top == root.top @ sometimes",
  ]

  static let names: [String] = [
    "ghost.top == root.top", "card.top == ghost.top", "card.bogus == root.top", "card.top == root.bogus",
    "card.Top == root.top", "card.top == root.margins.bogus", "card.top == root.bogus.top",
    "card.topMargin == root.margins.topMargin", "card.margins.topMargin == root.top",
    "card.safeArea.bogus == root.top", "remove ghost", "activate ghost", "deactivate ghost",
    "activate card", "explain ghost", "explain card", "exercise ghost", "why ghost.height",
    "why card.depth", "why card", "why card.", "fit ghost width 100", 
    "draw ghost", "help no-such-topic", "frobnicate", "vieww card2", "stak s", "top.constant 5",
    "set ghost.constant 5", "set card.constant 5", "set top.colour 3", "set card.bogus 3",
    "set ghost.hidden true", "set ghost.intrinsic 10x10", "set ghost.spacing 8",
    "set card.spacing 8", "set card.arranged [a]", "view x in ghost", "view x in gap",
    "set row.customSpacing ghost 8", "set row.customSpacing card 8", "set card.customSpacing a 8",
    "set row.customSpacing a", "set row.customSpacing 8",
    "label x in gap \"t\"", "guide g in gap", "guide g in ghost", "stack s in ghost [a]",
    
  ]

  static let duplicates: [String] = [
    "view card", "view root", "view top", "view clash", "label card \"x\"", "guide card",
    "guide top", "stack card [a]", "stack top", "top: card.bottom == root.bottom",
    "card: card.height == 3", "root: card.height == 3", 
    "stack s3 in card [caption caption]",
  ]

  static let appleRules: [String] = [
    "card.top == root.height", "card.top == root.leading", "card.leading == root.left",
    "card.left == root.trailing", "card.centerY == root.centerX", "card.width == root.top",
    "card.top == 20", "card.leading == 16", "card.centerX == 0", "card.top == 0 * root.top + 20",
    "card.centerX == 0 * root.centerX", "0 * card.width == root.width", "0 * card.width == 10",
    "card.top + title.leading == root.top", 
    "card.firstBaseline == root.width", "card.top == gap.leading", "card.top == caption.firstBaseline * 0",
    "card.leadingMargin == root.top",
  ]

  static let numbers: [String] = [
    "card.width == nan", "card.width == NaN", "card.width == inf", "card.width == -inf",
    "card.width == infinity", "card.width == 1e309", "card.width == -1e309", "card.width == 1e308",
    "card.width == -1e308", "card.width == 1e300 * root.width", "card.width == 1e-300 * root.width",
    "card.width == root.width * 1e400", "card.width == 1e308 + 1e308", "card.width == 1e307 * 10 * root.width",
    "set top.constant nan", "set top.constant inf", "set top.constant 1e309", "set top.constant 1e308",
    "set top.constant -1e308", "set top.priority nan", "set top.priority 0", "set top.priority -1",
    "set top.priority 1001", "set top.priority 1e308", "set clash.priority 0.5e-400",
    "size 1e309x100", "size 100x1e309", "size -1x100", "size 100x-1", "size 1e308x1e308",
    "size nanx100", "size 0x", "size x", "size 320x568x1", "size 320 x 568",
    "set a.intrinsic 1e308x1", "set a.intrinsic -5x5", "set a.intrinsic nanx5", "set a.hug 1001 1",
    "set a.resist -1 1", "set a.hug 0 0", "set a.margins 1e308,0,0,0", "set a.safeArea -1e309,0,0,0",
    // Several Layout calls, the last refused after the first ones changed
    // the layout (these run in place and rebuild on failure).
    "view v intrinsic 10x10 hug 0 0", "label l \"hi\" lines 1.5", "label l2 in card \"hi\" font 2000",
    "view w in card intrinsic 5x5 resist 1001 1", "stack s2 in card [a a]", "stack row [a]", "stack s3 in gap [a]",
    "set a.autoresizing 0,0,1e308,5 h=--& v=--&", "set a.autoresizing 0,0,-5,5 h=--& v=--&",
    "set a.autoresizing 0,0,5,5 h=xyz v=--&", "set row.spacing 1e308", "set row.spacing nan",
    "set row.customSpacing a 1e308", "set row.customSpacing a nan", "set row.customSpacing a inf",
    "set caption.font 0", "set caption.font -3", "set caption.font 1e308", "set caption.lines -1",
    "set caption.lines 1e308", "set caption.preferredMaxLayoutWidth -5", "fit card width -1",
    "fit card width 1e309", "fit card height nan", "fit card width",
  ]

  static let hierarchy: [String] = [
    "remove root", "remove  root", "remove root # really", "view card in card", "view x in x",
    "stack s in a [card]", "stack s in title [card]", "set row.arranged [card]", "set row.arranged [row]",
    "stack s in a [a]", "stack s [root]", "stack s in card [root]", "set row.arranged [root]",
    "stack s [gap]", "set row.arranged [gap]", 
    "remove top top", "reset now", "undo 2", "redo", "set root.autoresizing 0,0,5,5 h=--& v=--&",
    "set root.hidden true",
  ]

  static let commands: [String] = [
    "view", "view 9lives", "view card in", "view x in", "view x intrinsic", 
    "view x intrinsic 10xabc", "view x hug", "view x resist a b", "view x bogus 3",
    "label", "label x", "label x in card", "label x \"unterminated", "label x \"t\" font",
    "label x \"t\" font abc", "label x \"t\" lines", "label x \"t\" colour red", "label x \"t\" \"u\"",
    "guide", "guide 9g", "guide g in", "guide g extra", "stack", "stack s [", "stack s [a",
    "stack s [a b", "stack s ]", "stack s spacing", "stack s spacing wide", "stack s distribution",
    "stack s distribution sideways", "stack s alignment diagonal", "stack s axis", "stack s axis diagonal",
    "stack s [a] [b", "set", "set top", "set top.", "set top.constant", "set top.constant abc",
    "set top.priority", "set top.priority sometimes", "set card.hidden", "set card.hidden maybe",
    "set row.axis", "set row.axis diagonal", "set row.distribution", "set row.alignment sideways",
    "set row.arranged", "set row.arranged [a", "set caption.text", "set caption.text \"x",
    "set a.intrinsic", "set a.autoresizing", "set a.autoresizing 1,2,3",
    "vfl", "vfl H:", "vfl H:|", "vfl H:[ghost]", "vfl H:|-[a]-[", "vfl H:|-[a(]", "vfl H:|-[a(>=)]-|",
    "vfl X:|-[a]-|", "vfl H:|-[a]-|-[b]", "vfl H:|-[a]-| metrics m",
    "vfl H:|-[a]-| metrics m=abc", "vfl H:|-[a]-| options bogus",
    "vfl H:|-m-[a]-|", "vfl H:|-[a(@750)]-|",
    "vfl H:|-[a(==1e309)]-|", "vfl V:|-[a(nan)]-|", "vfl H:|-(-)-[a]", 
    "fit", "fit card", "fit card sideways", "fit card width abc", "fit card height",
    "why", "why .height", "why card.height extra", "explain", "explain top extra",
    "exercise", "exercise card extra", "draw --svg", "draw card --svg", "draw --bogus",
    "draw card extra", "draw --svg /nonexistent-dir/x.svg", "constraints card extra",
    "frames extra", "ambiguity now", "conflicts all", "history 3", "help me please", "quit now",
    "undo undo", "activate", "deactivate", "remove", "size", "size 320", "size 320xabc", "size abc",
  ]

  static let files: [String] = [
    "load", "save", "load ", "save  ", "load \"\"", "load /nonexistent-dir/x.alrepl", "load missing.alrepl",
    "load folder.alrepl", "load /", "load /dev/zero", "load /proc/self/mem", "load binary.bin",
    "load bad-line-3.alrepl", "load undo-inside.alrepl", "load save-inside.alrepl",
    "load duplicate.alrepl", "load cycle.alrepl", "save /nonexistent-dir/x.alrepl", "save /",
    "save folder.alrepl", "save /proc/self/nope", "load " + long("a", 5000),
    "save " + long("b/", 5000),
  ]

  static let control: [String] = [
    "\u{00}", "\u{01}", "\u{07}", "\u{08}", "\u{1B}[2J", "\u{1B}", "\u{7F}", "\u{0B}", "\u{0C}",
    "card.top == root.top\u{07}", "card.top\u{00} == root.top", "view\u{00}x", "view x\u{1B}[31m",
    "ca\u{FFFD}rd.top == root.top", "view \u{FFFD}", "view caf\u{E9}", "view x\u{301}", "view \u{202E}gnp",
    "view \u{200B}zw", "view 𝒳", "view 😀", "card.top == root.top + ٣", "card.top ＝＝ root.top",
    "\u{FEFF}view bom", "view x\u{2028}y", "\"", "\"unterminated", "\"\"\"",
  ]

  static let huge: [String] = [
    long("x"), long("("), long("["), long("\""), long("é"), long("😀", 250_000),
    long("9"), long("9", prefix: "card.width == "), long(".5", prefix: "card.width == "),
    long(" + 1", prefix: "card.top == root.top", suffix: " + ghost"),
    long(" + card.width", prefix: "card.top == root.top", suffix: " + ghost.top"),
    long("a", 100_000, prefix: "view ", suffix: "!"), long("a", 1_000_000, prefix: "view x in "),
    long("-[a]", prefix: "vfl H:|", suffix: "-[ghost]"), long("(", prefix: "vfl H:|-"),
    long("[", prefix: "vfl H:|-"), long("(>=", prefix: "vfl H:|-[a"), long(" a", prefix: "stack s [", suffix: " ghost]"),
    long(" a", prefix: "set row.arranged [", suffix: " ghost]"),
    long("x", prefix: "why card."), long("x", prefix: "set top."), long("@", prefix: "card.top == root.top "),
    long("x", prefix: "label l \"", suffix: "\" font nan"),
  ]

  static var badLines: [String] {
    syntax + names + duplicates + appleRules + numbers + hierarchy + commands + files + control + huge
  }

  /// Bytes as the REPL reads them from stdin (`readLine` repairs invalid
  /// UTF-8 to U+FFFD, exactly as `String(decoding:as:)` does).
  static let invalidUTF8: [[UInt8]] = [
    [0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80],
    [0x80], [0xbf], Array("view ".utf8) + [0xc3], Array("view x".utf8) + [0xff, 0x79],
    Array("card.top == root.top + ".utf8) + [0xf0, 0x9f, 0x98], Array("set top.constant ".utf8) + [0xe2, 0x82],
    Array("load ".utf8) + [0xff, 0xfe], Array(repeating: 0xff, count: 100_000),
  ]

  static func decodedAsStdin(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func tableHasAtLeastTwoHundredLines() {
    #expect(Self.badLines.count + Self.invalidUTF8.count >= 200, "\(Self.badLines.count) lines")
    #expect(Set(Self.badLines).count == Self.badLines.count, "a line is in the table twice")
  }

  @Test(arguments: badLines)
  func hostileLineChangesNothing(line: String) {
    expectRefusedAtomically(line)
  }

  @Test(arguments: invalidUTF8)
  func invalidUTF8ChangesNothing(bytes: [UInt8]) {
    expectRefusedAtomically(Self.decodedAsStdin(bytes))
  }

  /// Loading a file with a bad line applies none of it, so the view made
  /// by its first line is not there afterwards.
  @Test func aLoadThatFailsHalfwayLeavesNothingBehind() {
    let session = richSession()
    #expect(!session.execute("load bad-line-3.alrepl").ok)
    #expect(session.layout.view(named: "loaded1") == nil)
  }

  private func expectRefusedAtomically(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let session = richSession()
    let before = session.dump()
    let report = session.execute(line)
    let shown = String(reflecting: String(line.prefix(60)))
    #expect(!report.ok, "accepted: \(shown)", sourceLocation: sourceLocation)
    guard let failure = report.failure else { return }
    #expect(!failure.message.isEmpty, "no message for \(shown)", sourceLocation: sourceLocation)
    // A clear error: one readable message, not a dump of the input or of Swift values.
    #expect(failure.message.count <= 600, "a \(failure.message.count)-character message for \(shown)", sourceLocation: sourceLocation)
    #expect(!failure.message.contains("Optional("), "\(failure.message)", sourceLocation: sourceLocation)
    if let column = failure.column {
      #expect(column >= 1 && column <= line.count + 1, "column \(column) outside \(shown)", sourceLocation: sourceLocation)
    }
    _ = TextRenderer.lines(report)
    _ = JSONRenderer.line(report)
    #expect(session.dump() == before, "state changed after \(shown): \(failure.message)", sourceLocation: sourceLocation)
  }
}
