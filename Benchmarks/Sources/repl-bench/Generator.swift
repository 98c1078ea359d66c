/// Realistic session scripts for the REPL-at-scale benchmark: nested
/// containers, stack views, wrapping labels, optional priorities, a little
/// ambiguity and a few conflicts, in the command language a person types.
enum Generator {
  /// About `views` views (cards of a card, a label, an avatar and a stack of two buttons).
  static func session(views: Int) -> [String] {
    var out = ["view list", "vfl H:|[list]|", "vfl V:|[list]"]
    var previous: String?
    var i = 0
    var made = 1
    while made < views {
      let card = "card\(i)"
      out += [
        "view \(card) in list",
        "label title\(i) in \(card) \"Title \(i): a line of text that wraps on a phone\" lines 0",
        "view avatar\(i) in \(card) intrinsic 40x40",
        "stack buttons\(i) in \(card) spacing 8 distribution fillEqually [ok\(i) cancel\(i)]",
        "set ok\(i).intrinsic 60x30",
        "set cancel\(i).intrinsic 80x30",
        "\(card).leading == list.leading + 16",
        "\(card).trailing == list.trailing - 16",
        "avatar\(i).leading == \(card).leading + 8",
        "avatar\(i).top == \(card).top + 8",
        "title\(i).leading == avatar\(i).trailing + 8",
        "title\(i).trailing == \(card).trailing - 8",
        "title\(i).top == \(card).top + 8",
        "buttons\(i).top == title\(i).bottom + 8",
        "buttons\(i).trailing == \(card).trailing - 8",
        "\(card).bottom >= buttons\(i).bottom + 8",
        "\(card).bottom >= avatar\(i).bottom + 8",
        "h\(i): \(card).height == 44 @250",
        previous.map { "\(card).top == \($0).bottom + 8" } ?? "\(card).top == list.top",
      ]
      // Now and then a trap: an ambiguous badge, a conflicting pin.
      if i % 25 == 7 { out += ["view badge\(i) in \(card)", "badge\(i).width == 20"] }
      if i % 40 == 13 { out += ["\(card).height == 30"] }
      previous = card
      made += 7
      i += 1
    }
    if let previous { out.append("list.bottom == \(previous).bottom") }
    return out
  }

  /// A row of `views` views, each after the one before it by 8 points, with
  /// only a minimum width (or, `bounded`, a width between 10 and 100): every
  /// x and width is ambiguous, each x one way only. Then `edits` changes of
  /// the gap in the middle of the row, which move the half after it.
  static func row(views: Int, bounded: Bool, edits: Int) -> (build: [String], edits: [String]) {
    var build: [String] = []
    for i in 0..<views {
      build += ["view v\(i)", "v\(i).top == root.top + 20", "v\(i).height == 30", "v\(i).width >= 10"]
      if bounded { build.append("v\(i).width <= 100") }
      build.append(i == 0 ? "v0.leading == root.leading" : "g\(i): v\(i).leading == v\(i - 1).trailing + 8")
    }
    let middle = views / 2
    let changes = (0..<edits).map { "set g\(middle).constant \($0 % 2 == 0 ? 12 : 8)" }
    return (build, changes)
  }

  /// `count` commands: a session, then edits that a person makes while exploring.
  static func commands(count: Int) -> [String] {
    var out = session(views: 1000)
    var k = 0
    while out.count < count {
      let i = k % 100
      out += [
        "set h\(i).constant \(40 + k % 30)",
        "size \(k % 2 == 0 ? "375x667" : "414x736")",
        "set title\(i).text \"Edited \(k): \(String(repeating: "word ", count: k % 12))\"",
        "why card\(i).height",
        "frames",
      ]
      k += 1
    }
    return Array(out.prefix(count))
  }
}
