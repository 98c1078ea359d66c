@testable import LayoutModel

/// `a.aa relation b.ba + constant @priority`, or `a.aa relation constant`
/// without `b`: the one-term constraints most model tests are made of.
func oneTermSpec(
  _ a: ViewID, _ aa: LayoutAttribute, _ b: ViewID? = nil, _ ba: LayoutAttribute? = nil, constant: Double = 0,
  relation: LayoutRelation = .equal, priority: Double = 1000
) -> ConstraintSpec {
  ConstraintSpec(
    lhs: [LayoutTerm(a, aa)], relation: relation, rhs: b.map { [LayoutTerm($0, ba ?? aa)] } ?? [],
    constant: constant, priority: LayoutPriority(priority)!)
}
