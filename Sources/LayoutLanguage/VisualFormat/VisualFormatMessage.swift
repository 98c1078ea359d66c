/// Apple's error messages for visual format strings, word for word
/// (reference §11.2, from the decompiled NSLayoutConstraintParser [RE 17]),
/// so that a message found here can be searched for on the web.
///
/// Two near-twins are both Apple's: "a number or key" (nothing to read) and
/// "a number or a key" (strtod read nothing).
enum VisualFormatMessage {
  static let emptyString = "It's an empty string."
  static let nonASCII = "It contains non-ASCII characters."
  static let expectedColonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
  static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
  static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
  static let expectedViewOrBar = "Expected a view or '|'"
  static let expectedEnd = "Expected the end of the format string"
  static let expectedDash = "Expected a '-' here"
  static let expectedDashBeforeList =
    "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
  static let ambiguousMinus =
    "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
  static let expectedCloseParenthesis =
    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
  static let expectedMoreInput = "Expected more input"
  static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
  static let expectedOperandAtEnd =
    "Expected a number or key from the metrics dictionary, but encountered something else"
  static let expectedOperand =
    "Expected a number or a key from the metrics dictionary, but encountered something else"
  static let expectedView = "Expected a view"
  static let expectedViewName =
    "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
  static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
  static let expectedCloseParenthesisInView =
    "A predicate on a view's thickness must end with ')' and the view must end with ']'"
  static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
  static let expectedBracket = "Expected a ']' here. That is how you give the end of a view."
  // Apple has two spaces after "view." here.
  static let spaceEqualToView =
    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
  static let noSuperview =
    "Unable to interpret '|' character, because the related view doesn't have a superview"
  static let alignedHorizontally =
    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
  static let alignedVertically =
    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
  static let baselineInHorizontal = "BaselineToBaseline format option not valid for horizontal layout"

  static func notAView(_ name: String) -> String {
    "\(name) is not a key in the views dictionary."
  }

  static func unknownMetric(_ name: String) -> String {
    "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
  }

  static func priorityTooLow(_ value: Double) -> String {
    "Invalid priority specified: \(VisualFormatNumber.formatG(value)). Priority must be greater than 0"
  }

  static func priorityTooHigh(_ value: Double) -> String {
    "Invalid priority specified: \(VisualFormatNumber.formatG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
  }
}
