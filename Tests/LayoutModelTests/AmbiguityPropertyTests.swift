// Property-based tests of what a layout reports about itself, checked by an
// independent exact linear program (ExactSimplex.swift), never by our solver.
//
// Each case is a random small layout: a root of fixed size, 1–3 views (each
// under root or, sometimes, under an earlier view), and 1–10 constraints with
// integer constants, multipliers from {1, 2, -1, 0.5}, relations ==, <=, >=
// and priorities 1000, 750, 500, 250: Apple-form constraints
// (`a.attr REL k × b.attr + c`, `a.width == c`) and alrepl's linear sums
// (`a.width + 2 × b.width == root.width - 24`). Many are ambiguous, many have
// required constraints in conflict, many have optional constraints competing
// at one level.
//
// The test writes the linear system down itself, from the constraints as it
// generated them: one variable per frame value (x and y relative to the
// superview, width, height; root's width and height too, root's origin is 0),
// an attribute read in the nearest common ancestor's coordinates (reference
// §1.4: leading = the origins from the view up to that ancestor, trailing adds
// the width, centerX half of it), and the constraints the model makes itself:
// `width >= 0` and `height >= 0` for every view and root, and root's
// `UIView-Encapsulated-Layout-Width/Height`. Every constraint in the layout must
// be one of these, so a constraint the model adds silently fails the test.
// The error at a priority level is what the solver minimises there: the sum,
// over that level's constraints, of |e| for ==, max(0, e) for <=, max(0, -e)
// for >=, where e = Σ lhs − Σ rhs − constant.
//
// The exact LP then takes the lexicographic optimum over the constraints the
// layout keeps (all but the broken ones): phase one for the required ones,
// then the least error at 750, fixed by a new row, then at 500, then at 250;
// and on that optimal face, the exact min and max of every frame value.
//
// (a) A frame value is reported ambiguous exactly when its exact min and max
//     differ, with the exact range (nil where unbounded); a fixed value is
//     not reported, equals the exact value, and `exercise` gives no
//     alternative for it; for every ambiguous value, `exercise` gives a
//     witness layout that moves it, keeps every required constraint, and has
//     the optimal error at every level. The layout's own frames are optimal
//     too, and `unmetConstraints()` lists exactly the optional constraints
//     with an error, with that error.
// (b) Every broken constraint has one conflict; every conflict set is
//     infeasible and drops to feasible when any one member is left out (so
//     every proper subset is feasible), as decided by the exact phase one.
//
// The normal run checks `defaultCount` layouts (about 3 s in a debug build);
// ALREPL_LAYOUT_PROPS_COUNT sets another count (about 2 ms a layout):
//   ALREPL_LAYOUT_PROPS_COUNT=50000 swift test --filter AmbiguityPropertyTests
// The count is not small for a reason: ties between optional constraints at
// one level are what a wrong error measure breaks, and a solver that weighed
// the two sides of an optional == differently was caught only after a few
// hundred layouts.
// A failure prints the layout in alrepl's syntax (after shrinking, when
// PropertyBased's shrinking is enabled).

import Foundation
import PropertyBased
import Testing

@testable import LayoutModel

// MARK: - Random layouts

/// The optional levels, highest first: the order errors are minimised in.
private let levels: [Double] = [750, 500, 250]
/// 750 twice as often as the others below required, so that optional
/// constraints often compete at one level (a tie leaves a range open).
private let priorities: [Double] = [1000, 1000, 750, 750, 500, 250]
private let multipliers: [Double] = [1, 1, 1, 2, -1, 0.5]
private let rootSizes: [(Int, Int)] = [(300, 200), (375, 667), (120, 80)]
private let appleAttributes: [LayoutAttribute] = [
  .left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY, .width, .height,
]

/// A constraint as small integers, so that PropertyBased can shrink it;
/// `spec(views:)` turns it into a valid constraint.
private struct RawConstraint: Sendable {
  /// 0–2: a size and a constant; 3–8: Apple's two-item form; 9–10: a linear sum.
  var shape: Int
  var views: [Int]
  var attributes: [Int]
  var multiplier: Int
  var constant: Int
  var relation: Int
  var priority: Int
}

/// `coefficient × view.attribute`; view 0 is root, k the k-th generated view.
private struct Term: Sendable {
  var coefficient: Double
  var view: Int
  var attribute: LayoutAttribute
}

/// `Σ lhs REL Σ rhs + constant @priority`, exactly as given to the layout.
private struct Spec: Sendable, CustomStringConvertible {
  var lhs: [Term]
  var relation: LayoutRelation
  var rhs: [Term]
  var constant: Int
  var priority: Double

  var description: String {
    func side(_ terms: [Term]) -> String {
      terms.enumerated().map { i, t in
        let name = "\(t.view == 0 ? "root" : "v\(t.view)").\(t.attribute.rawValue)"
        let k = t.coefficient
        let sign = i == 0 ? (k < 0 ? "-" : "") : (k < 0 ? " - " : " + ")
        return sign + (abs(k) == 1 ? name : "\(abs(k).compact) * \(name)")
      }.joined()
    }
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var right = side(rhs)
    if right.isEmpty {
      right = "\(constant)"
    } else if constant != 0 {
      right += constant < 0 ? " - \(-constant)" : " + \(constant)"
    }
    return "\(side(lhs)) \(op) \(right)" + (priority < 1000 ? " @\(Int(priority))" : "")
  }
}

extension RawConstraint {
  /// A valid constraint over `n` views: Apple's pairing rules hold, and a
  /// single left term has coefficient 1 (so the model does not rescale it).
  func spec(views n: Int) -> Spec {
    let v = views.map { $0 % (n + 1) }
    let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][relation]
    var lhs: [Term] = []
    var rhs: [Term] = []
    switch shape {
    case 0...2:
      lhs = [Term(coefficient: 1, view: v[0], attribute: attributes[0] % 2 == 0 ? .width : .height)]
    case 3...8:
      let first = appleAttributes[attributes[0] % appleAttributes.count]
      let partners: [LayoutAttribute] =
        switch first {
        case .width, .height: [.width, .height]
        case .left, .right: [.left, .right, .centerX]
        case .leading, .trailing: [.leading, .trailing, .centerX]
        case .centerX: [.left, .right, .leading, .trailing, .centerX]
        default: [.top, .bottom, .centerY]
        }
      lhs = [Term(coefficient: 1, view: v[0], attribute: first)]
      rhs = [
        Term(
          coefficient: multipliers[multiplier], view: v[1], attribute: partners[attributes[1] % partners.count])
      ]
    default:
      // One axis, one family: leading/trailing/centerX with widths, or the vertical ones.
      let pool: [LayoutAttribute] =
        attributes[0] % 2 == 0 ? [.leading, .trailing, .centerX, .width] : [.top, .bottom, .centerY, .height]
      lhs = [
        Term(coefficient: 1, view: v[0], attribute: pool[attributes[0] / 2 % 4]),
        Term(coefficient: [1, -1, 2, 1, -1, 2][multiplier], view: v[1], attribute: pool[attributes[1] % 4]),
      ]
      if attributes[2] >= 2 {
        rhs = [
          Term(coefficient: multipliers[(multiplier + 1) % 6], view: v[2], attribute: pool[attributes[2] % 4])
        ]
      }
    }
    return Spec(lhs: lhs, relation: relation, rhs: rhs, constant: constant, priority: priorities[priority])
  }
}

private struct GeneratedLayout: Sendable, CustomStringConvertible {
  var rootSize: Int
  /// One entry per view: view k's parent is view `parents[k-1]` if that is
  /// below k, else root (so most views sit directly under root).
  var parents: [Int]
  var raw: [RawConstraint]

  var viewCount: Int { parents.count }
  var size: (width: Int, height: Int) { rootSizes[rootSize] }
  func parent(of k: Int) -> Int { parents[k - 1] < k ? parents[k - 1] : 0 }
  var specs: [Spec] { raw.map { $0.spec(views: viewCount) } }

  var description: String {
    var lines = ["size \(size.width)x\(size.height)"]
    for k in 1...viewCount {
      let p = parent(of: k)
      lines.append("view v\(k)" + (p == 0 ? "" : " in v\(p)"))
    }
    lines += specs.map(\.description)
    return "\n" + lines.joined(separator: "\n")
  }
}

private let rawConstraintGen = zip(
  Gen.int(in: 0...10), Gen.int(in: 0...3).array(of: 3), Gen.int(in: 0...9).array(of: 3),
  Gen.int(in: 0...5), Gen.int(in: -40...160), Gen.int(in: 0...2), Gen.int(in: 0...5)
).map { t in
  RawConstraint(
    shape: t.0, views: t.1, attributes: t.2, multiplier: t.3, constant: t.4, relation: t.5, priority: t.6)
}

private let layoutGen = zip(
  Gen.int(in: 0...2), Gen.int(in: 0...4).array(of: 1...3), rawConstraintGen.array(of: 1...10)
).map { GeneratedLayout(rootSize: $0, parents: $1, raw: $2) }

// MARK: - The independent model

/// `Σ coefficients[j]·v_j + constant`, over the frame variables.
private struct Form {
  var coefficients: [Rational]
  var constant: Rational

  func evaluate(_ values: [Double]) -> Double {
    var e = constant.double
    for (j, c) in coefficients.enumerated() where !c.isZero { e += c.double * values[j] }
    return e
  }
}

/// One constraint of the layout as the test understands it: `form REL 0`.
private struct ModelConstraint {
  var id: LayoutConstraintID
  var label: String
  var form: Form
  var relation: LayoutRelation
  /// Index into `levels`; nil when required.
  var level: Int?

  func violation(_ values: [Double]) -> Double {
    let e = form.evaluate(values)
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  /// As a required row `form REL 0` for the LP, over `width` columns.
  func row(width: Int) -> LinearRow {
    LinearRow(
      coefficients: form.coefficients + [Rational](repeating: .zero, count: width - form.coefficients.count),
      relation: relation == .equal ? .equal : relation == .lessThanOrEqual ? .atMost : .atLeast,
      rhs: -form.constant)
  }
}

/// The frame variables: root's width and height, then x, y, width, height
/// of each generated view.
private struct Model {
  let layout: GeneratedLayout
  var variableCount: Int { 2 + 4 * layout.viewCount }

  /// The variable of `field` of view k, nil for root's x and y (always 0).
  func variable(_ k: Int, _ field: FrameField) -> Int? {
    if k == 0 {
      switch field {
      case .width: return 0
      case .height: return 1
      default: return nil
      }
    }
    return 2 + 4 * (k - 1) + FrameField.allCases.firstIndex(of: field)!
  }

  private func ancestors(_ k: Int) -> [Int] {
    var chain = [k]
    while chain.last! != 0 { chain.append(layout.parent(of: chain.last!)) }
    return chain
  }

  /// `Σ lhs − Σ rhs − constant`, each attribute read in the coordinates of
  /// the nearest common ancestor of the views the constraint names.
  func form(of spec: Spec) -> Form {
    let terms = spec.lhs.map { ($0, 1.0) } + spec.rhs.map { ($0, -1.0) }
    let chains = terms.map { ancestors($0.0.view) }
    let container = chains[0].first { a in chains.allSatisfy { $0.contains(a) } }!
    var form = Form(coefficients: Array(repeating: .zero, count: variableCount), constant: Rational(-spec.constant))
    for (term, sign) in terms {
      let k = Rational(exactly: term.coefficient * sign)
      let horizontal = term.attribute.axis == .horizontal
      let sizeField: FrameField = horizontal ? .width : .height
      let fraction: Rational
      switch term.attribute {
      case .width, .height, .right, .trailing, .bottom: fraction = .one
      case .centerX, .centerY: fraction = Rational(1, 2)
      default: fraction = .zero
      }
      if !term.attribute.isDimension {
        // The origin in the container: every origin from the view up to it.
        var id = term.view
        while id != container {
          form.coefficients[variable(id, horizontal ? .x : .y)!] += k
          id = layout.parent(of: id)
        }
      }
      if !fraction.isZero { form.coefficients[variable(term.view, sizeField)!] += k * fraction }
    }
    return form
  }

  /// `v_j REL constant`.
  func bound(_ j: Int, _ relation: LayoutRelation, _ value: Int, id: LayoutConstraintID, _ label: String)
    -> ModelConstraint
  {
    var coefficients = [Rational](repeating: .zero, count: variableCount)
    coefficients[j] = .one
    return ModelConstraint(
      id: id, label: label, form: Form(coefficients: coefficients, constant: Rational(-value)),
      relation: relation, level: nil)
  }
}

/// The exact answer for the constraints a layout keeps.
private struct ExactOptimum {
  /// The least error at each of `levels`.
  var errors: [Rational]
  /// The min and max of each frame variable over the optimal face; nil
  /// where unbounded.
  var ranges: [(lower: Rational?, upper: Rational?)]
}

/// Lexicographic optimum by the exact simplex: errors as non-negative
/// columns after the frame variables, each level minimised and then fixed
/// by a row `Σ errors at the level <= optimum` before the next one.
private func exactOptimum(_ constraints: [ModelConstraint], variables n: Int) -> ExactOptimum? {
  var errorColumns: [[Int]] = Array(repeating: [], count: levels.count)
  var columns = n
  var placed: [(ModelConstraint, [Int])] = []
  for c in constraints {
    guard let level = c.level else {
      placed.append((c, []))
      continue
    }
    let count = c.relation == .equal ? 2 : 1
    let mine = Array(columns..<(columns + count))
    columns += count
    errorColumns[level] += mine
    placed.append((c, mine))
  }
  var rows: [LinearRow] = []
  for (c, errors) in placed {
    var row = c.row(width: columns)
    // e = p − m for ==; e <= p for <=; e >= −m for >=.
    switch c.relation {
    case .equal:
      if errors.count == 2 {
        row.coefficients[errors[0]] = -.one
        row.coefficients[errors[1]] = .one
      }
    case .lessThanOrEqual:
      if let p = errors.first { row.coefficients[p] = -.one }
    case .greaterThanOrEqual:
      if let m = errors.first { row.coefficients[m] = .one }
    }
    rows.append(row)
  }
  var free = [Bool](repeating: true, count: n)
  free += [Bool](repeating: false, count: columns - n)
  var lp = ExactSimplex(variables: free, rows: rows)
  guard lp.isFeasible else { return nil }
  var optimum = ExactOptimum(errors: [], ranges: [])
  for columnsOfLevel in errorColumns {
    var cost = [Rational](repeating: .zero, count: columns)
    for j in columnsOfLevel { cost[j] = .one }
    guard case .optimal(let least) = lp.minimize(cost) else {
      preconditionFailure("a sum of non-negative errors cannot be unbounded below")
    }
    optimum.errors.append(least)
    lp.addRow(cost, atMost: least)
  }
  for j in 0..<n {
    var cost = [Rational](repeating: .zero, count: columns)
    cost[j] = .one
    let lower: Rational? =
      if case .optimal(let v) = lp.minimize(cost) { v } else { nil }
    cost[j] = -.one
    let upper: Rational? =
      if case .optimal(let v) = lp.minimize(cost) { -v } else { nil }
    optimum.ranges.append((lower, upper))
  }
  return optimum
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

// MARK: - The properties

private struct Coverage {
  var layouts = 0, nested = 0, conflicts = 0, layoutsWithUnmet = 0
  var fixed = 0, bounded = 0, halfBounded = 0, unbounded = 0, witnesses = 0
  var openWishes = 0
}

/// Builds the layout, then checks (a) and (b) against the exact model.
private func check(_ generated: GeneratedLayout, _ coverage: inout Coverage) {
  let size = generated.size
  var layout = Layout(rootWidth: Double(size.width), rootHeight: Double(size.height))
  var viewIDs: [ViewID] = [.root]
  do {
    for k in 1...generated.viewCount {
      viewIDs.append(try layout.addView(named: "v\(k)", in: viewIDs[generated.parent(of: k)]))
    }
  } catch {
    Issue.record("adding a view threw \(error)")
    return
  }
  let model = Model(layout: generated)
  var constraints: [LayoutConstraintID: ModelConstraint] = [:]
  for spec in generated.specs {
    func term(_ t: Term) -> LayoutTerm { LayoutTerm(t.coefficient, viewIDs[t.view], t.attribute) }
    let layoutSpec = ConstraintSpec(
      lhs: spec.lhs.map(term), relation: spec.relation, rhs: spec.rhs.map(term),
      constant: Double(spec.constant), priority: LayoutPriority(spec.priority)!)
    do {
      let id = try layout.addConstraint(layoutSpec)
      let level = levels.firstIndex(of: spec.priority)
      constraints[id] = ModelConstraint(
        id: id, label: spec.description, form: model.form(of: spec), relation: spec.relation, level: level)
    } catch {
      Issue.record("the generator made an invalid constraint \(spec): \(error)")
      return
    }
  }
  // The constraints the model makes itself, recognised by name and nothing else.
  var system: [String: (Int, LayoutRelation, Int)] = [
    "UIView-Encapsulated-Layout-Width": (0, .equal, size.width),
    "UIView-Encapsulated-Layout-Height": (1, .equal, size.height),
  ]
  for k in 0...generated.viewCount {
    let name = k == 0 ? "root" : "v\(k)"
    system["\(name).width >= 0"] = (model.variable(k, .width)!, .greaterThanOrEqual, 0)
    system["\(name).height >= 0"] = (model.variable(k, .height)!, .greaterThanOrEqual, 0)
  }
  for c in layout.allConstraints where c.origin != .user {
    guard c.origin == .encapsulated || c.origin == .nonNegativeSize, let (j, relation, value) = system[c.name] else {
      Issue.record("the layout holds a constraint the test does not know: \(c.name) (\(c.origin))")
      return
    }
    system[c.name] = nil
    constraints[c.id] = model.bound(j, relation, value, id: c.id, c.name)
  }
  #expect(system.isEmpty, "expected system constraints missing: \(system.keys.sorted())")

  coverage.layouts += 1
  if (1...generated.viewCount).contains(where: { generated.parent(of: $0) != 0 }) { coverage.nested += 1 }

  // (b) Conflicts: each broken constraint has one, and each set is irreducible.
  let all = constraints.values.sorted { $0.id < $1.id }
  let broken = all.filter { layout.constraint($0.id).isBroken }
  for c in broken {
    #expect(c.level == nil, "optional constraint \(c.label) is reported broken")
    #expect(
      layout.conflicts.filter({ $0.broken == c.id }).count == 1,
      "broken constraint \(c.label) does not have exactly one conflict")
  }
  for conflict in layout.conflicts {
    coverage.conflicts += 1
    let members = conflict.set.compactMap { constraints[$0] }
    guard members.count == conflict.set.count else {
      Issue.record("conflict \(conflict) names a constraint that is not in the layout")
      continue
    }
    let names = members.map(\.label)
    #expect(conflict.set.contains(conflict.broken), "the broken constraint is not in its conflict \(names)")
    #expect(layout.constraint(conflict.broken).isBroken, "conflict \(names): its broken constraint is installed")
    #expect(members.allSatisfy { $0.level == nil }, "conflict \(names) holds an optional constraint")
    let free = [Bool](repeating: true, count: model.variableCount)
    let rows = members.map { $0.row(width: model.variableCount) }
    let infeasible = !ExactSimplex.isFeasible(variables: free, rows: rows)
    #expect(infeasible, "conflict \(names) can all hold")
    for i in rows.indices {
      var rest = rows
      rest.remove(at: i)
      let feasible = ExactSimplex.isFeasible(variables: free, rows: rest)
      #expect(feasible, "conflict \(names) is not minimal: still infeasible without \(names[i])")
    }
  }

  // (a) Ambiguity, against the exact optimum of what the layout keeps.
  let kept = all.filter { !layout.constraint($0.id).isBroken }
  guard let exact = exactOptimum(kept, variables: model.variableCount) else {
    Issue.record("the required constraints the layout keeps are infeasible")
    return
  }
  func values(_ frames: (ViewID) -> Frame) -> [Double] {
    var v = [Double](repeating: 0, count: model.variableCount)
    for k in 0...generated.viewCount {
      let f = frames(viewIDs[k])
      for field in FrameField.allCases {
        if let j = model.variable(k, field) { v[j] = f[field] }
      }
    }
    return v
  }
  /// Every required constraint holds and every level has its least error.
  func expectOptimal(_ v: [Double], _ what: String) {
    for c in kept where c.level == nil {
      #expect(c.violation(v) <= 1e-6, "\(what) breaks required \(c.label) by \(c.violation(v))")
    }
    for (l, least) in exact.errors.enumerated() {
      let error = kept.filter { $0.level == l }.reduce(0) { $0 + $1.violation(v) }
      #expect(
        close(error, least.double),
        "\(what) has error \(error) at priority \(Int(levels[l])), the least is \(least)")
    }
  }
  let now = values(layout.frame(of:))
  expectOptimal(now, "the layout")
  #expect(layout.frame(of: .root).x == 0 && layout.frame(of: .root).y == 0, "root is not at the origin")

  let reported = layout.ambiguities()
  for k in 0...generated.viewCount {
    let name = k == 0 ? "root" : "v\(k)"
    for field in FrameField.allCases {
      let range = model.variable(k, field).map { exact.ranges[$0] } ?? (.zero, .zero)
      let ambiguity = reported.first { $0.view == viewIDs[k] && $0.field == field }
      let value = layout.frame(of: viewIDs[k])[field]
      if let lower = range.lower, let upper = range.upper, lower == upper {
        coverage.fixed += 1
        #expect(ambiguity == nil, "\(name).\(field.rawValue) is reported ambiguous but is fixed at \(lower)")
        #expect(close(value, lower.double), "\(name).\(field.rawValue) = \(value), but its only optimal value is \(lower)")
        #expect(layout.exercise(viewIDs[k], only: field) == nil, "exercise moved the fixed \(name).\(field.rawValue)")
        continue
      }
      switch (range.lower, range.upper) {
      case (_?, _?): coverage.bounded += 1
      case (nil, nil): coverage.unbounded += 1
      default: coverage.halfBounded += 1
      }
      let exactText = "\(range.lower.map(\.description) ?? "-∞")...\(range.upper.map(\.description) ?? "∞")"
      guard let ambiguity else {
        Issue.record("\(name).\(field.rawValue) can take \(exactText) but is not reported ambiguous")
        continue
      }
      #expect(
        ambiguity.min.map { m in range.lower.map { close(m, $0.double) } ?? false } ?? (range.lower == nil),
        "\(name).\(field.rawValue) reported from \(ambiguity.min.map(\.compact) ?? "-∞"), exactly \(exactText)")
      #expect(
        ambiguity.max.map { m in range.upper.map { close(m, $0.double) } ?? false } ?? (range.upper == nil),
        "\(name).\(field.rawValue) reported up to \(ambiguity.max.map(\.compact) ?? "∞"), exactly \(exactText)")
      // The witness: another optimal layout in which this value moves.
      guard let witness = layout.exercise(viewIDs[k], only: field) else {
        Issue.record("no witness layout for the ambiguous \(name).\(field.rawValue) (\(exactText))")
        continue
      }
      coverage.witnesses += 1
      let moved = values { witness.frames[$0]! }
      let w = moved[model.variable(k, field)!]
      #expect(witness.field == field && abs(w - value) > 1e-7, "the witness for \(name).\(field.rawValue) does not move it")
      #expect(
        (range.lower.map { w >= $0.double - 1e-6 } ?? true) && (range.upper.map { w <= $0.double + 1e-6 } ?? true),
        "the witness puts \(name).\(field.rawValue) at \(w), outside \(exactText)")
      expectOptimal(moved, "the witness for \(name).\(field.rawValue)")
    }
  }
  #expect(
    reported.allSatisfy { a in viewIDs.contains(a.view) }, "an ambiguity names a view the layout does not have")

  // Optional constraints left unmet, with their errors.
  let unmet = layout.unmetConstraints()
  if !unmet.isEmpty { coverage.layoutsWithUnmet += 1 }
  for c in kept where c.level != nil {
    let error = c.violation(now)
    let entry = unmet.first { $0.constraint == c.id }
    if error > 1e-7 {
      #expect(entry.map { close($0.error, error) } ?? false, "\(c.label) is off by \(error); reported \(String(describing: entry))")
    } else {
      #expect(entry == nil, "\(c.label) holds but is reported unmet")
    }
  }

  // (c) The shortcut that spares searching for what beats a wish free to
  // move its way on the optimal face must never hide an explanation.
  // The strongest unmet wish of each part of the layout decides.
  var strongestInPart: [Int32: Double] = [:]
  for u in unmet {
    let p = layout.constraint(u.constraint).spec.priority.value
    if let part = layout.part(of: u.constraint) { strongestInPart[part] = max(strongestInPart[part] ?? p, p) }
  }
  let open: Layout.OpenRange = { view, field in
    reported.first { $0.view == view && $0.field == field }.map { ($0.min, $0.max) }
  }
  for u in unmet {
    let strongest = layout.part(of: u.constraint).flatMap { strongestInPart[$0] }
    guard layout.isOpenTowardsWish(u.constraint, strongestUnmet: strongest, range: open) else { continue }
    coverage.openWishes += 1
    let label = constraints[u.constraint]?.label ?? "?"
    #expect(layout.cause(ofUnmet: u.constraint) == nil, "\(label) can move its way on the optimal face, yet the search explains it")
  }
  #expect(unmet.allSatisfy { constraints[$0.constraint]?.level != nil }, "a required constraint is reported unmet")
}

@Suite struct AmbiguityPropertyTests {
  /// Layouts in the normal run; ALREPL_LAYOUT_PROPS_COUNT overrides it.
  static let defaultCount = 1500

  static var count: Int {
    ProcessInfo.processInfo.environment["ALREPL_LAYOUT_PROPS_COUNT"].flatMap(Int.init) ?? defaultCount
  }

  @Test func ambiguitiesWitnessesAndConflictsMatchAnExactLP() async {
    let count = Self.count
    var coverage = Coverage()
    await propertyCheck(count: count, input: layoutGen) { generated in
      check(generated, &coverage)
    }
    print(
      "layout properties: \(coverage.layouts) layouts (\(coverage.nested) nested), \(coverage.conflicts) conflicts, "
        + "\(coverage.fixed) fixed values, ambiguous: \(coverage.bounded) bounded, \(coverage.halfBounded) half-bounded, "
        + "\(coverage.unbounded) unbounded, \(coverage.witnesses) witnesses; \(coverage.layoutsWithUnmet) layouts with unmet optional constraints, "
        + "\(coverage.openWishes) unmet wishes free to move their way")
    if coverage.layouts == count && count >= 200 {
      // The layouts must exercise what the test claims to check.
      #expect(coverage.conflicts >= count / 10, "only \(coverage.conflicts) conflicts")
      #expect(coverage.bounded >= count / 20, "only \(coverage.bounded) ambiguous values with a bounded range")
      #expect(coverage.halfBounded >= count / 10, "only \(coverage.halfBounded) half-bounded ambiguous values")
      #expect(coverage.layoutsWithUnmet >= count / 10, "only \(coverage.layoutsWithUnmet) layouts with unmet constraints")
      #expect(coverage.nested >= count / 10, "only \(coverage.nested) layouts with nested views")
      #expect(coverage.openWishes >= count / 300, "only \(coverage.openWishes) unmet wishes free to move their way")
    }
  }

  /// The exact simplex itself, on systems whose answers are known by hand.
  @Test func exactSimplexKnownAnswers() {
    let q = { (n: Int) in Rational(n) }
    // x + y <= 4, x >= 1, y >= 1 (x, y free): min x + 2y = 3, max x = 3, max y = 3.
    var lp = ExactSimplex(
      variables: [true, true],
      rows: [
        LinearRow(coefficients: [q(1), q(1)], relation: .atMost, rhs: q(4)),
        LinearRow(coefficients: [q(1), q(0)], relation: .atLeast, rhs: q(1)),
        LinearRow(coefficients: [q(0), q(1)], relation: .atLeast, rhs: q(1)),
      ])
    #expect(lp.isFeasible)
    #expect(lp.minimize([q(1), q(2)]) == .optimal(q(3)))
    #expect(lp.minimize([q(-1), q(0)]) == .optimal(q(-3)))
    #expect(lp.minimize([q(0), q(-1)]) == .optimal(q(-3)))
    // Fix x + y = 4 from above with a row and minimise x: 1; x is now 4 - y.
    lp.addRow([q(-1), q(-1)], atMost: q(-4))
    #expect(lp.minimize([q(1), q(0)]) == .optimal(q(1)))
    // Unbounded: x >= 0 alone, minimise -x.
    var ray = ExactSimplex(variables: [true], rows: [LinearRow(coefficients: [q(1)], relation: .atLeast, rhs: q(0))])
    #expect(ray.minimize([q(-1)]) == .unbounded)
    #expect(ray.minimize([q(1)]) == .optimal(q(0)))
    // Infeasible: x <= 1 and x >= 2; the halves: 2x == 1 gives 1/2.
    #expect(
      !ExactSimplex.isFeasible(
        variables: [true],
        rows: [
          LinearRow(coefficients: [q(1)], relation: .atMost, rhs: q(1)),
          LinearRow(coefficients: [q(1)], relation: .atLeast, rhs: q(2)),
        ]))
    var half = ExactSimplex(variables: [true], rows: [LinearRow(coefficients: [q(2)], relation: .equal, rhs: q(1))])
    #expect(half.minimize([q(1)]) == .optimal(Rational(1, 2)))
    #expect(half.value(0) == Rational(1, 2))
    // A redundant equality (x == 1 twice) and 0 == 0 are fine; 0 == 1 is not.
    #expect(
      ExactSimplex.isFeasible(
        variables: [true],
        rows: [
          LinearRow(coefficients: [q(1)], relation: .equal, rhs: q(1)),
          LinearRow(coefficients: [q(1)], relation: .equal, rhs: q(1)),
          LinearRow(coefficients: [q(0)], relation: .equal, rhs: q(0)),
        ]))
    #expect(
      !ExactSimplex.isFeasible(variables: [true], rows: [LinearRow(coefficients: [q(0)], relation: .equal, rhs: q(1))]))
  }
}
