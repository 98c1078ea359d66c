import SwiftSyntax

// `#if` blocks: Swift compiles one clause; the importer runs the one a
// release build of an app would, and says which. Before, a layout inside
// `#if` vanished without a line.

extension Interpreter {
  /// The clause a release build compiles: the first whose condition holds
  /// when DEBUG is off, `targetEnvironment(simulator)` is off, `os(iOS)`
  /// and `canImport(UIKit)` are on; else `#else`.
  func releaseClause(_ block: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    for clause in block.clauses {
      guard let condition = clause.condition else { return clause }  // #else
      if Self.holdsInRelease(condition.trimmedDescription) { return clause }
    }
    return nil
  }

  static func holdsInRelease(_ condition: String) -> Bool {
    let text = condition.replacingOccurrences(of: " ", with: "")
    if text.hasPrefix("!") { return !holdsInRelease(String(text.dropFirst())) }
    if text.contains("||") { return text.components(separatedBy: "||").contains { holdsInRelease($0) } }
    if text.contains("&&") { return text.components(separatedBy: "&&").allSatisfy { holdsInRelease($0) } }
    switch text {
    case "os(iOS)", "canImport(UIKit)", "swift(>=5)", "compiler(>=5)": return true
    default: return text.hasPrefix("canImport(UIKit") || text.hasPrefix("swift(>=") || text.hasPrefix("compiler(>=")
    }
  }

  /// Runs the release clause of a `#if` among statements, noting the choice.
  func execConditional(_ block: IfConfigDeclSyntax) {
    guard let clause = releaseClause(block) else {
      remarks.append((line(block), "no clause of this #if is compiled in a release build for iOS"))
      return
    }
    let which = clause.condition.map { "#if \($0.trimmedDescription)" } ?? "#else"
    remarks.append((line(block), "ran the \(which) clause, as a release build for iOS compiles it"))
    if case .statements(let items) = clause.elements {
      for item in items {
        exec(item)
        if returning { return }
      }
    }
  }
}
