import SwiftSyntax

// A helper in an extension of UIView or UIViewController that the file
// never calls (`func setupTableView(_ tableView: UITableView)`) is how many
// apps keep layout code; another file calls it. Such a helper runs once
// on root, each view parameter a stand-in view named after it, and the
// report says so. Other parameters keep their default or stay unknown, so
// what depends on them is listed, never guessed.

extension Interpreter {
  static let helperHosts: Set<String> = ["UIView", "UIViewController", "UITableViewCell", "UICollectionViewCell"]

  func runUncalledHelpers() {
    let helpers = functions.values.joined().filter { f in
      guard case .extensionOf(let type)? = functionOwners[f.id], Self.helperHosts.contains(type) else { return false }
      // With a view parameter, or building layout on self with the
      // defaults of its parameters (`showActivityIndicatorView(_ all: Bool = false)`);
      // not `fillSuperview()` and its kin, which root, having no superview, cannot run.
      let parameters = f.signature.parameterClause.parameters
      return !calledFunctions.contains(f.id) && !Self.isAction(f)
        && (!parameters.isEmpty || Self.buildsLayout(f) && !f.name.text.lowercased().contains("superview"))
    }
    for f in helpers.sorted(by: { line($0) < line($1) }) where !calledFunctions.contains(f.id) {
      var arguments: [(String?, Value)] = []
      var standIns: [String] = []
      for p in f.signature.parameterClause.parameters {
        let label = p.firstName.text == "_" ? nil : p.firstName.text
        let local = (p.secondName ?? p.firstName).text
        let type = p.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        if type.hasPrefix("UI") && (type == "UIView" || Self.isViewClassName(type)) {
          let v = newObject(type == "UILabel" ? .label : isScrollViewClass(type) ? .scroll : .view, p, hint: local)
          // Inside root unless the helper adds it elsewhere: a view the
          // caller made and added, as the helper expects.
          if case .object(let id) = v { objects[id].parent = 0 }
          bindName(local, to: v, force: true)
          arguments.append((label, v))
          standIns.append(local)
        } else if p.defaultValue == nil {
          arguments.append((label, .none))
        }
      }
      if standIns.isEmpty {
        // Only what it builds on self: its other arguments take their defaults.
        guard Self.buildsLayout(f), f.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
        remarks.append((line(f), "\(f.name.text)(…) is not called in this file: ran on root with its default arguments"))
      } else {
        remarks.append((line(f), "\(f.name.text)(…) is not called in this file: ran on root with \(standIns.joined(separator: ", ")) as a stand-in view"))
      }
      call(f, arguments: arguments, self: .object(0))
    }
  }
}
