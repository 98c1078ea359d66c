/// What `draw` was asked for.
public struct DrawRequest: Equatable, Sendable {
  /// Draw only this view and its subviews; nil draws everything.
  public let view: Located<String>?
  /// Write an SVG file here instead of drawing in the terminal.
  public let svgPath: String?
  /// In the SVG, draw each constraint as a dimension line.
  public let showsConstraints: Bool

  /// A request to draw `view` (nil: everything), as SVG at `svgPath` when given.
  public init(view: Located<String>?, svgPath: String?, showsConstraints: Bool) {
    self.view = view
    self.svgPath = svgPath
    self.showsConstraints = showsConstraints
  }
}

extension Parser {
  /// `draw [VIEW] [--svg FILE] [--constraints]`, options in any order.
  ///
  /// Parsed from the words of the line rather than tokens, like `save`, so
  /// that a file name such as `out/card.svg` needs no quotes.
  public static func drawCommand(_ line: String) throws(ParseError) -> DrawRequest {
    let words = LineWords(line)
    var view: Located<String>?
    var svgPath: String?
    var showsConstraints = false
    var index = 1
    while index < words.items.count {
      let word = words.items[index]
      index += 1
      switch word.text {
      case "--svg":
        guard index < words.items.count else {
          throw ParseError("--svg needs a file name", column: min(word.column + word.text.count + 1, line.count + 1))
        }
        svgPath = words.items[index].text
        index += 1
      case "--constraints":
        showsConstraints = true
      case let option where option.hasPrefix("-"):
        throw ParseError(
          "unknown option '\(option)' for draw; it takes a view name, --svg FILE and --constraints",
          column: word.column, length: word.text.count)
      case let name:
        guard view == nil, name.isIdentifier else {
          throw ParseError(
            view == nil ? "expected a view name, found \(name)" : "draw takes one view name; found a second, \(name)",
            column: word.column, length: word.text.count)
        }
        view = Located(name, column: word.column, length: name.count)
      }
    }
    if showsConstraints && svgPath == nil {
      throw ParseError("--constraints draws dimension lines in an SVG; add --svg FILE", column: line.count + 1)
    }
    return DrawRequest(view: view, svgPath: svgPath, showsConstraints: showsConstraints)
  }
}

/// The whitespace-separated words of a line with their 1-based columns;
/// a word in double quotes may hold spaces. A `#` word starts a comment.
struct LineWords {
  struct Word {
    let text: String
    let column: Int
  }

  private(set) var items: [Word] = []

  init(_ line: String) {
    let characters = Array(line)
    var i = 0
    while i < characters.count {
      while i < characters.count, characters[i] == " " || characters[i] == "\t" || characters[i] == "\r" { i += 1 }
      guard i < characters.count, characters[i] != "#" else { return }
      let start = i
      if characters[i] == "\"", let close = characters[(i + 1)...].firstIndex(of: "\"") {
        items.append(Word(text: String(characters[(i + 1)..<close]), column: start + 1))
        i = close + 1
        continue
      }
      while i < characters.count, characters[i] != " " && characters[i] != "\t" && characters[i] != "\r" { i += 1 }
      items.append(Word(text: String(characters[start..<i]), column: start + 1))
    }
  }
}
