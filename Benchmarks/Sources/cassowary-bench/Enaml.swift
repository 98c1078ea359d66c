// W4: the enaml-like system of WORKLOADS.md, term by term as
// kiwi_bench.py's `enaml_constraints` (itself a replica of nucleic/kiwi's
// benchmarks/enaml_like_benchmark.py): 37 variables, `width` and `height`
// as strong edit variables, then 111 constraints in kiwi's order. Two pairs
// are textually identical and are added twice, as kiwi does.

import Cassowary

struct Enaml {
  static let variableNames = """
    left height top width contents_top contents_bottom contents_left \
    contents_right midline ctleft ctheight cttop ctwidth lb1left lb1height \
    lb1top lb1width lb2left lb2height lb2top lb2width lb3left lb3height \
    lb3top lb3width fl1left fl1height fl1top fl1width fl2left fl2height \
    fl2top fl2width fl3left fl3height fl3top fl3width
    """.split(separator: " ").map(String.init)

  static let sizes: [(Double, Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  /// Variables by name, made on `solver` in `variableNames` order.
  var variables: [String: Variable] = [:]
  var constraints: [(Spec, Level)] = []

  init(_ solver: inout Solver) {
    for name in Enaml.variableNames { variables[name] = solver.makeVariable() }
    constraints = Enaml.constraints(variables)
  }

  subscript(name: String) -> Variable { variables[name]! }

  // One statement per constraint keeps the type checker fast.
  // swiftlint:disable:next function_body_length
  private static func constraints(_ vars: [String: Variable]) -> [(Spec, Level)] {
    func g(_ name: String) -> LinearExpression { v(vars[name]!) }
    let left = g("left"), height = g("height"), top = g("top"), width = g("width")
    let ctop = g("contents_top"), cbot = g("contents_bottom")
    let cleft = g("contents_left"), cright = g("contents_right")
    let midline = g("midline")
    let ctleft = g("ctleft"), ctheight = g("ctheight"), cttop = g("cttop"), ctwidth = g("ctwidth")
    let lb1l = g("lb1left"), lb1h = g("lb1height"), lb1t = g("lb1top"), lb1w = g("lb1width")
    let lb2l = g("lb2left"), lb2h = g("lb2height"), lb2t = g("lb2top"), lb2w = g("lb2width")
    let lb3l = g("lb3left"), lb3h = g("lb3height"), lb3t = g("lb3top"), lb3w = g("lb3width")
    let fl1l = g("fl1left"), fl1h = g("fl1height"), fl1t = g("fl1top"), fl1w = g("fl1width")
    let fl2l = g("fl2left"), fl2h = g("fl2height"), fl2t = g("fl2top"), fl2w = g("fl2width")
    let fl3l = g("fl3left"), fl3h = g("fl3height"), fl3t = g("fl3top"), fl3w = g("fl3width")
    var cs: [(Spec, Level)] = []
    cs.reserveCapacity(111)
    func c(_ spec: Spec, _ level: Level) { cs.append((spec, level)) }
    c(left >= 0, .required)
    c(height == 0, .medium)
    c(top >= 0, .required)
    c(width >= 0, .required)
    c(height >= 0, .required)
    c(-top + ctop - 10 == 0, .required)
    c(lb3h - 16 == 0, .strong)
    c(lb3h - 16 >= 0, .strong)
    c(ctleft >= 0, .required)
    c(cttop >= 0, .required)
    c(ctwidth >= 0, .required)
    c(ctheight >= 0, .required)
    c(fl3l >= 0, .required)
    c(ctheight - 24 >= 0, .smedium)
    c(ctwidth - 1.67772e07 <= 0, .smedium)
    c(ctheight - 24 <= 0, .smedium)
    c(fl3t >= 0, .required)
    c(fl3w >= 0, .required)
    c(fl3h >= 0, .required)
    c(lb1w - 67 == 0, .weak)
    c(lb2w >= 0, .required)
    c(lb2h >= 0, .required)
    c(fl2h >= 0, .required)
    c(lb3l >= 0, .required)
    c(fl2w - 125 >= 0, .strong)
    c(fl2h - 21 == 0, .strong)
    c(fl2h - 21 >= 0, .strong)
    c(lb3t >= 0, .required)
    c(lb3w >= 0, .required)
    c(fl1l >= 0, .required)
    c(fl1w >= 0, .required)
    c(lb1w - 67 >= 0, .strong)
    c(fl2l >= 0, .required)
    c(lb2w - 66 == 0, .weak)
    c(lb2w - 66 >= 0, .strong)
    c(lb2h - 16 == 0, .strong)
    c(fl1h >= 0, .required)
    c(fl1t >= 0, .required)
    c(lb2t >= 0, .required)
    c(-lb2t + lb3t - lb2h - 10 == 0, .mmedium)
    c(-lb3t - lb3h + fl3t - 10 >= 0, .required)
    c(-lb3t - lb3h + fl3t - 10 == 0, .mmedium)
    c(cbot - fl3h - fl3t == 0, .mmedium)
    c(fl1t - ctop >= 0, .required)
    c(fl1t - ctop == 0, .mmedium)
    c(cbot - fl3h - fl3t >= 0, .required)
    c(-left - width + cright + 10 == 0, .required)
    c(-top - height + cbot + 10 == 0, .required)
    c(-left + cleft - 10 == 0, .required)
    c(lb3l - cleft == 0, .mmedium)
    c(fl1l - midline == 0, .strong)
    c(fl2l - midline == 0, .strong)
    c(ctleft - midline == 0, .strong)
    c(fl1t + 0.5 * fl1h - lb1t - 0.5 * lb1h == 0, .strong)
    c(lb1l - cleft >= 0, .required)
    c(lb1l - cleft == 0, .mmedium)
    c(-lb1l + fl1l - lb1w - 10 >= 0, .required)
    c(-lb1l + fl1l - lb1w - 10 == 0, .mmedium)
    c(-fl1l + cright - fl1w >= 0, .required)
    c(width == 0, .medium)
    c(-fl1t + fl2t - fl1h - 10 >= 0, .required)
    c(-fl1t + fl2t - fl1h - 10 == 0, .mmedium)
    c(cttop - fl2t - fl2h - 10 >= 0, .required)
    c(-ctheight - cttop + fl3t - 10 >= 0, .required)
    c(cbot - fl3h - fl3t >= 0, .required)
    c(cttop - fl2t - fl2h - 10 == 0, .mmedium)
    c(-fl1l + cright - fl1w == 0, .mmedium)
    c(-lb2t - 0.5 * lb2h + fl2t + 0.5 * fl2h == 0, .strong)
    c(-cleft + lb2l >= 0, .required)
    c(-cleft + lb2l == 0, .mmedium)
    c(fl2l - lb2w - lb2l - 10 >= 0, .required)
    c(-ctheight - cttop + fl3t - 10 == 0, .mmedium)
    c(cbot - fl3h - fl3t == 0, .mmedium)
    c(lb1t >= 0, .required)
    c(lb1w >= 0, .required)
    c(lb1h >= 0, .required)
    c(fl2l - lb2w - lb2l - 10 == 0, .mmedium)
    c(-fl2l - fl2w + cright == 0, .mmedium)
    c(-fl2l - fl2w + cright >= 0, .required)
    c(lb3l - cleft >= 0, .required)
    c(lb1l >= 0, .required)
    c(0.5 * ctheight + cttop - lb3t - 0.5 * lb3h == 0, .strong)
    c(ctleft - lb3l - lb3w - 10 >= 0, .required)
    c(-ctwidth - ctleft + cright >= 0, .required)
    c(ctleft - lb3l - lb3w - 10 == 0, .mmedium)
    c(fl3l - cleft >= 0, .required)
    c(fl3l - cleft == 0, .mmedium)
    c(-ctwidth - ctleft + cright == 0, .mmedium)
    c(-fl3l + cright - fl3w == 0, .mmedium)
    c(-ctop + lb1t >= 0, .required)
    c(-ctop + lb1t == 0, .mmedium)
    c(-fl3l + cright - fl3w >= 0, .required)
    c(lb2t - lb1t - lb1h - 10 >= 0, .required)
    c(-lb2t + lb3t - lb2h - 10 >= 0, .required)
    c(lb2t - lb1t - lb1h - 10 == 0, .mmedium)
    c(fl1h - 21 == 0, .strong)
    c(fl1h - 21 >= 0, .strong)
    c(lb2l >= 0, .required)
    c(lb2h - 16 >= 0, .strong)
    c(fl2t >= 0, .required)
    c(fl2w >= 0, .required)
    c(lb1h - 16 >= 0, .strong)
    c(lb1h - 16 == 0, .strong)
    c(fl3w - 125 >= 0, .strong)
    c(fl3h - 21 == 0, .strong)
    c(fl3h - 21 >= 0, .strong)
    c(lb3h >= 0, .required)
    c(ctwidth - 119 >= 0, .smedium)
    c(lb3w - 24 == 0, .weak)
    c(lb3w - 24 >= 0, .strong)
    c(fl1w - 125 >= 0, .strong)
    return cs
  }

  /// Σ kiwi strength × violation over the non-required constraints: the
  /// quantity kiwi minimises, unique at the optimum even where values are not.
  static func objective(_ solver: Solver, _ ids: [ConstraintID], _ levels: [Level]) -> Double {
    zip(ids, levels).reduce(0) { sum, pair in
      pair.1 == .required ? sum : sum + pair.1.kiwiWeight * solver.violation(of: pair.0)
    }
  }

  static func maxRequiredViolation(_ solver: Solver, _ ids: [ConstraintID], _ levels: [Level]) -> Double {
    zip(ids, levels).reduce(0) { m, pair in pair.1 == .required ? max(m, solver.violation(of: pair.0)) : m }
  }
}
