import SwiftSyntax

// What the interpreter may spend on one file. A small file can describe
// unbounded work: 40 lines of `a += a` grew memory to 3.1 GB, three nested
// loops over 200 elements ran past 300 s, and recursion made 10,000 views.
// Past any of these limits the import stops, says where and why, and
// imports nothing: a layout built from half a run would be wrong without a
// word.

extension Interpreter {
  /// Statements, loop iterations and expressions evaluated: a real view
  /// controller's layout code needs a few thousand.
  static let stepBudget = 1_000_000
  /// Views and guides made: more than any screen has.
  static let viewBudget = 2_000
  /// Elements of one list.
  static let elementBudget = 100_000

  /// Counts one step at `node`; false once any budget is spent, which stops
  /// every statement and expression after it.
  func tick(_ node: some SyntaxProtocol) -> Bool {
    guard stopped == nil else { return false }
    stepsLeft -= 1
    // Ctrl-C: a million steps take seconds, too long to wait for.
    if stepsLeft & 4095 == 0 && isCancelled() {
      cancelled = true
      stop(node, "cancelled")
      return false
    }
    if stepsLeft < 0 {
      stop(node, "more than \(Interpreter.stepBudget.formatted) steps: a loop or a recursion that does not end here")
      return false
    }
    if objects.count > Interpreter.viewBudget {
      stop(node, "more than \(Interpreter.viewBudget.formatted) views: more than a screen holds")
      return false
    }
    return true
  }

  /// Records the first reason to stop, with the line it happened on.
  func stop(_ node: some SyntaxProtocol, _ reason: String) {
    guard stopped == nil else { return }
    let code = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    stopped = (line(node), code.count > 70 ? String(code.prefix(69)) + "…" : code, reason)
  }

  /// Counts `cost` steps at once, for work that grows with a value's size:
  /// copying a list to append to it, rewriting a dictionary. A loop
  /// appending one element at a time copies the list each time, so 20,000
  /// appends were 200 million copies (19 s) in 20,000 steps.
  func spend(_ cost: Int, at node: some SyntaxProtocol) -> Bool {
    guard stopped == nil else { return false }
    stepsLeft -= cost
    if stepsLeft < 0 {
      stop(node, "more than \(Interpreter.stepBudget.formatted) steps: lists or dictionaries grown one element at a time")
      return false
    }
    return true
  }

  /// A list, unless it is longer than the budget allows.
  func list(_ items: [Value], at node: some SyntaxProtocol) -> Value {
    guard items.count <= Interpreter.elementBudget else { return listTooLong(at: node) }
    return .array(items)
  }

  /// Stops the import at a list longer than the budget allows.
  func listTooLong(at node: some SyntaxProtocol) -> Value {
    stop(node, "a list of more than \(Interpreter.elementBudget.formatted) elements")
    return .none
  }
}

extension Int {
  /// 1,000,000: budgets as a person reads them.
  fileprivate var formatted: String {
    let digits = Array(String(self))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(d)
    }
    return out
  }
}
