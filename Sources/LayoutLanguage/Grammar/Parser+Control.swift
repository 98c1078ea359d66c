import LayoutModel

extension Parser {
  /// `control NAME [in PARENT] KIND [arguments] [hug H V] [resist H V]`.
  public mutating func controlDeclaration() throws(ParseError) -> (
    name: Located<String>, parent: Located<String>?, control: Located<StandardControl>, properties: [Located<ViewProperty>]
  ) {
    let (name, parent) = try nameAndContainer("control")
    let start = token
    guard case .identifier(let word) = token.kind else {
      throw error("expected the kind of control: \(StandardControl.words.joined(separator: ", "))")
    }
    _ = advance()
    let control: StandardControl
    switch word {
    case "switch": control = .toggle
    case "slider": control = .slider
    case "stepper": control = .stepper
    case "activity": control = .activity
    case "progress": control = .progress
    case "button": control = .button(try quoted("the button's title"))
    case "textField": control = .textField(try quoted("the text field's placeholder"))
    case "segmented":
      var titles = [try quoted("a title for each segment")]
      while case .string(let title) = token.kind {
        titles.append(title)
        _ = advance()
      }
      control = .segmented(titles)
    case "pageControl":
      let pages = try number("the number of pages")
      guard pages.value == pages.value.rounded(), pages.value >= 1, pages.value <= 1000 else {
        throw ParseError("a page control has a whole number of pages, 1 to 1,000", column: pages.column, length: pages.length)
      }
      control = .pageControl(Int(pages.value))
    default:
      let hint = StandardControl.words.closest(to: word).map { " (did you mean '\($0)'?)" } ?? ""
      throw error("'\(word)' is not a control\(hint); one of \(StandardControl.words.joined(separator: ", "))", at: start)
    }
    let located = Located(control, column: start.column, length: max(1, token.column - start.column))
    let properties = try declarationProperties(["hug", "resist"])
    return (name, parent, located, properties)
  }

  /// A quoted string, or an error naming `what` was expected.
  private mutating func quoted(_ what: String) throws(ParseError) -> String {
    guard case .string(let text) = token.kind else { throw error("expected \(what) in quotes, found \(token.text)") }
    _ = advance()
    return text
  }
}
