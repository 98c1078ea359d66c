/// `constant + Σ coefficient·variable`.
///
/// Terms may repeat a variable; the solver adds them up.
public struct LinearExpression: Sendable, Hashable {
  /// `coefficient·variable`.
  public struct Term: Sendable, Hashable {
    /// The variable the term reads.
    public var variable: Variable
    /// What the variable is multiplied by; any finite number.
    public var coefficient: Double

    /// `coefficient·variable`; the coefficient defaults to 1.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order given.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// `constant + Σ terms`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `variable`: one term, coefficient 1, constant 0.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The value of the expression for the given variable values.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// The sum: both sets of terms (not merged) and the constants added.
  ///
  /// - Complexity: O(terms of both).
  public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
  }

  /// The difference: `a + b × -1`.
  ///
  /// - Complexity: O(terms of both).
  public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    a + b * -1
  }

  /// Every coefficient and the constant multiplied by `k`.
  ///
  /// - Complexity: O(terms).
  public static func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }
}
