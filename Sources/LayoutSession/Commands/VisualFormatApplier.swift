import LayoutLanguage
import LayoutModel

/// `vfl …`: the constraints of a format string, added as if typed one by one.
enum VisualFormatApplier {
  static func apply(_ request: VisualFormatCommand, to layout: inout Layout) throws(CommandError) -> [String] {
    let format = request.format
    let syntax: VisualFormatSyntax
    do {
      syntax = try VisualFormatParser.parse(format.value, firstColumn: format.column)
    } catch {
      throw CommandError(error.message, column: error.column, length: error.length)
    }
    // `|` means the superview of the views in the format (Apple uses each
    // edge view's superview; in alrepl they share one).
    let firstView = syntax.items.lazy.compactMap { item -> String? in
      if case .view(let v) = item { return v.name.value } else { return nil }
    }.first
    let superview = firstView.flatMap { layout.view(named: $0) }.flatMap { layout.view($0).parent }.map { layout.view($0).name }
    let names = Set(layout.viewsInTreeOrder.map { layout.view($0).name })
    let constraints: [ConstraintSyntax]
    do {
      constraints = try VisualFormat.constraints(
        format.value, superview: superview, metrics: request.metrics, options: request.options, views: names,
        firstColumn: format.column)
    } catch {
      throw CommandError(error.message, column: error.column, length: error.length)
    }
    var lines: [String] = []
    for constraint in constraints {
      lines += try ConstraintCommand(syntax: constraint).apply(to: &layout)
    }
    return lines.isEmpty ? ["vfl: the format makes no constraints"] : lines
  }
}
