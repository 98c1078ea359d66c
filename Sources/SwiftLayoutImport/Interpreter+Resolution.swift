import SwiftSyntax

// Which of the file's own functions a call means. Matching by name alone
// ran a controller's `update(theme:)` for `inviterAvatarView.update(theme:)`,
// recursing until a budget ran out, and a user `addSubview()` replaced
// UIKit's. A call now picks by argument labels and by receiver, as Swift
// does: a type's own methods run on that type's objects, extensions of
// UIKit types on any view, free functions only without a receiver.

/// Where a function of the file was declared.
enum FunctionOwner: Equatable {
  /// At the top level of the file.
  case free
  /// Inside `class`/`struct` NAME.
  case type(String)
  /// Inside `extension` NAME.
  case extensionOf(String)
}

extension Interpreter {
  /// The file's function that a call to `name` with `labels` on `receiver`
  /// means; nil when none does (then UIKit's own method, if any, runs).
  /// `implicitSelf`: written without a receiver (`setup()`).
  func resolve(_ name: String, labels: [String?], receiver: Value, implicitSelf: Bool) -> FunctionDeclSyntax? {
    guard let candidates = functions[name] else { return nil }
    let fitting = candidates.filter { Self.accepts($0, labels: labels) }
    let receiverType = typeName(of: receiver)
    func owner(_ f: FunctionDeclSyntax) -> FunctionOwner { functionOwners[f.id] ?? .free }
    // The receiver's own type first, then extensions, then (only without
    // a receiver) free functions.
    // The class's own method, else the nearest superclass's of the project.
    if let receiverType {
      for (type, _) in chain(of: receiverType) + (classes[receiverType] == nil ? [(receiverType, [])] : []) {
        if let own = fitting.first(where: { owner($0) == .type(type) }) { return own }
      }
    }
    if let ext = fitting.first(where: { if case .extensionOf = owner($0) { return true } else { return false } }) { return ext }
    if implicitSelf { return fitting.first { owner($0) == .free } }
    return nil
  }

  /// `Type.name(…)`: a static or class function of the project's type (or
  /// of an extension of it) whose labels fit; it runs with the caller's self.
  func staticFunction(_ name: String, of type: String, labels: [String?]) -> FunctionDeclSyntax? {
    functions[name]?.first { f in
      let owner = functionOwners[f.id]
      return (owner == .type(type) || owner == .extensionOf(type))
        && f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } && Self.accepts(f, labels: labels)
    }
  }

  /// The class of the file an object was made from, or, for self, the type
  /// whose code is running.
  func typeName(of value: Value) -> String? {
    if case .object(let id) = value {
      if case .object(let me) = selfValue, me == id, id == 0, let running = runningType { return running }
      return objects[id].className
    }
    return nil
  }

  /// Whether a call with these argument labels fits the function: each
  /// argument matches a parameter's label in order, and the parameters
  /// left over have defaults.
  static func accepts(_ f: FunctionDeclSyntax, labels: [String?]) -> Bool {
    let parameters = Array(f.signature.parameterClause.parameters)
    var p = 0
    for label in labels {
      while p < parameters.count {
        let expected = parameters[p].firstName.text == "_" ? nil : parameters[p].firstName.text
        if expected == label { break }
        guard parameters[p].defaultValue != nil else { return false }
        p += 1
      }
      guard p < parameters.count else { return false }
      p += 1
    }
    return parameters[p...].allSatisfy { $0.defaultValue != nil }
  }
}
