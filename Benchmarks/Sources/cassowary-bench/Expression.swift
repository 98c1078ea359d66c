// A tiny expression language so the workloads read like their definitions
// in WORKLOADS.md and kiwi_bench.py: `x[i] - x[i - 1] - w[i - 1] - 8 == 0`.
// Building constraints this way is never timed.

import Cassowary

/// A constraint before it is added: `expression relation 0`.
struct Spec {
  var expression: LinearExpression
  var relation: Relation
}

/// A variable used as the start of an expression.
func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
func + (a: LinearExpression, k: Double) -> LinearExpression {
  LinearExpression(a.terms, constant: a.constant + k)
}
func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }

func == (a: LinearExpression, b: LinearExpression) -> Spec { Spec(expression: a - b, relation: .equal) }
func <= (a: LinearExpression, b: LinearExpression) -> Spec { Spec(expression: a - b, relation: .lessThanOrEqual) }
func >= (a: LinearExpression, b: LinearExpression) -> Spec { Spec(expression: a - b, relation: .greaterThanOrEqual) }
func == (a: LinearExpression, k: Double) -> Spec { a == LinearExpression(constant: k) }
func <= (a: LinearExpression, k: Double) -> Spec { a <= LinearExpression(constant: k) }
func >= (a: LinearExpression, k: Double) -> Spec { a >= LinearExpression(constant: k) }
