/// `constant + Σ coefficient·variable`.
///
/// Terms may repeat a variable; the solver adds them up.
public struct LinearExpression: Sendable, Hashable {
  public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The value of the expression for the given variable values.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
  }

  public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    a + b * -1
  }

  public static func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }
}
