// Expressions, terms, constraints and strengths: the value types the solver consumes.

import Cassowary
import Testing

/// Expects `expression` to be exactly `terms` (same variables, same order, same
/// coefficients) plus `constant`.
private func expectExpression(
  _ expression: LinearExpression,
  _ terms: [(Variable, Double)],
  constant: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    expression.constant == constant, "constant of \(expression)", sourceLocation: sourceLocation)
  #expect(
    expression.terms.count == terms.count, "term count of \(expression)",
    sourceLocation: sourceLocation)
  for (term, expected) in zip(expression.terms, terms) {
    #expect(
      term.variable === expected.0, "variable in \(expression)", sourceLocation: sourceLocation)
    #expect(
      term.coefficient == expected.1, "coefficient in \(expression)", sourceLocation: sourceLocation
    )
  }
}

@Suite struct ExpressionOperatorTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func termsFromVariables() {
    let a = x * 3
    #expect(a.variable === x && a.coefficient == 3)
    let b = 3 * x
    #expect(b.variable === x && b.coefficient == 3)
    let c = x / 4
    #expect(c.variable === x && c.coefficient == 0.25)
    let d = -x
    #expect(d.variable === x && d.coefficient == -1)
    let e = -(2 * x)
    #expect(e.variable === x && e.coefficient == -2)
    let f = (2 * x) * 1.5
    #expect(f.coefficient == 3)
    let g = 0.5 * (2 * x)
    #expect(g.coefficient == 1)
    #expect(Term(x).coefficient == 1)
  }

  @Test func kiwiStyleExpression() {
    expectExpression(2 * x + y - 8.0, [(x, 2), (y, 1)], constant: -8)
    expectExpression(x + y, [(x, 1), (y, 1)], constant: 0)
    expectExpression(x - y, [(x, 1), (y, -1)], constant: 0)
    expectExpression(x + 1.5, [(x, 1)], constant: 1.5)
    expectExpression(x - 1.5, [(x, 1)], constant: -1.5)
    expectExpression(10.0 + x, [(x, 1)], constant: 10)
    expectExpression(10.0 - x, [(x, -1)], constant: 10)
  }

  @Test func mixedOperands() {
    expectExpression(2 * x + 3.0 * y, [(x, 2), (y, 3)], constant: 0)
    expectExpression(2 * x - 3.0 * y, [(x, 2), (y, -3)], constant: 0)
    expectExpression(2 * x + 4.0, [(x, 2)], constant: 4)
    expectExpression(2 * x - 4.0, [(x, 2)], constant: -4)
    expectExpression(2 * x + y, [(x, 2), (y, 1)], constant: 0)
    expectExpression(2 * x - y, [(x, 2), (y, -1)], constant: 0)
    expectExpression(x + 2.0 * y, [(x, 1), (y, 2)], constant: 0)
    expectExpression(x - 2.0 * y, [(x, 1), (y, -2)], constant: 0)
    expectExpression((x + 1.0) + 2.0 * y, [(x, 1), (y, 2)], constant: 1)
    expectExpression((x + 1.0) - 2.0 * y, [(x, 1), (y, -2)], constant: 1)
    expectExpression((x + 1.0) + y, [(x, 1), (y, 1)], constant: 1)
    expectExpression((x + 1.0) - y, [(x, 1), (y, -1)], constant: 1)
    expectExpression(x + (y + 3.0), [(x, 1), (y, 1)], constant: 3)
    expectExpression(x - (y + 3.0), [(x, 1), (y, -1)], constant: -3)
    expectExpression(2 * x + (y - 1.0), [(x, 2), (y, 1)], constant: -1)
    expectExpression(2 * x - (y - 1.0), [(x, 2), (y, -1)], constant: 1)
    expectExpression((x + y) + (z - 2.0), [(x, 1), (y, 1), (z, 1)], constant: -2)
    expectExpression((x + y) - (z - 2.0), [(x, 1), (y, 1), (z, -1)], constant: 2)
    expectExpression(5.0 - (x + 2.0), [(x, -1)], constant: 3)
    expectExpression((x + 2.0) - 5.0, [(x, 1)], constant: -3)
  }

  @Test func scalingExpressions() {
    expectExpression((x + 5.0) * 2, [(x, 2)], constant: 10)
    expectExpression(2 * (x - y + 5.0), [(x, 2), (y, -2)], constant: 10)
    expectExpression((x + 5.0) / 2, [(x, 0.5)], constant: 2.5)
    expectExpression(-(x - 2.0 * y + 5.0), [(x, -1), (y, 2)], constant: -5)
  }

  @Test func literalsAndInitializers() {
    // Numbers are not literals of LinearExpression (that made `x + 2` ambiguous);
    // they convert through LinearExpressionConvertible.
    expectExpression(5.linearExpression, [], constant: 5)
    expectExpression(0.5.linearExpression, [], constant: 0.5)
    expectExpression(LinearExpression(constant: 2), [], constant: 2)
    expectExpression(LinearExpression(x), [(x, 1)], constant: 0)
    expectExpression(LinearExpression(), [], constant: 0)
    expectExpression(LinearExpression([Term(x, 2)], constant: 3), [(x, 2)], constant: 3)
  }

  @Test func operatorsKeepDuplicatesUntilReduced() {
    // Building is plain concatenation; merging is `reduced()`'s job.
    expectExpression(x + x, [(x, 1), (x, 1)], constant: 0)
  }

  @Test func expressionValueUsesSolvedValues() throws {
    _ = try solved([x |==| 3.0, y |==| 4.0])
    #expect((2 * x + y - 1).value == 9)
    #expect(LinearExpression(constant: 7).value == 7)
    #expect((x - y).value == -1)
  }
}

@Suite struct ReducedTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func mergesDuplicatesInOrderOfFirstAppearance() {
    expectExpression((y + x + y).reduced(), [(y, 2), (x, 1)], constant: 0)
    expectExpression((x + 2.0 * y - 0.5 * x + 3.0).reduced(), [(x, 0.5), (y, 2)], constant: 3)
  }

  @Test func dropsZeroTerms() {
    expectExpression((x + y + x - y + 2.0 * z - 2.0 * z + 3.0).reduced(), [(x, 2)], constant: 3)
    expectExpression((x - x).reduced(), [], constant: 0)
    expectExpression(LinearExpression([Term(x, 0), Term(y, 1)]).reduced(), [(y, 1)], constant: 0)
  }

  @Test func keepsTheOriginalUntouched() {
    let e = x + x - 1.0
    let r = e.reduced()
    expectExpression(e, [(x, 1), (x, 1)], constant: -1)
    expectExpression(r, [(x, 2)], constant: -1)
    expectExpression(r.reduced(), [(x, 2)], constant: -1)
  }

  @Test func sameNameIsNotSameVariable() {
    let x2 = Variable("x")
    expectExpression((x + x2).reduced(), [(x, 1), (x2, 1)], constant: 0)
  }
}

@Suite struct ConstraintConstructionTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func storesLhsMinusRhsReduced() {
    let c = Constraint(x + 2.0, .equal, y + 5.0)
    expectExpression(c.expression, [(x, 1), (y, -1)], constant: -3)
    #expect(c.relation == .equal)
    #expect(c.strength == .required)

    let d = Constraint(x + y, .lessThanOrEqual, x + 10.0)
    expectExpression(d.expression, [(y, 1)], constant: -10)
    let e = Constraint(LinearExpression([2 * x]), .greaterThanOrEqual)
    expectExpression(e.expression, [(x, 2)], constant: 0)
  }

  @Test func operatorsBuildRequiredConstraints() {
    let eq = x |==| 10.0
    expectExpression(eq.expression, [(x, 1)], constant: -10)
    #expect(eq.relation == .equal && eq.strength.isRequired)

    let le = x |<=| y
    expectExpression(le.expression, [(x, 1), (y, -1)], constant: 0)
    #expect(le.relation == .lessThanOrEqual)

    let ge = x + y |>=| 2.0 * x - 4.0
    expectExpression(ge.expression, [(x, -1), (y, 1)], constant: 4)
    #expect(ge.relation == .greaterThanOrEqual)

    expectExpression((x |==| y).expression, [(x, 1), (y, -1)], constant: 0)
    expectExpression((x |<=| 3.0).expression, [(x, 1)], constant: -3)
    expectExpression((x |>=| 3.0).expression, [(x, 1)], constant: -3)
    expectExpression((x |>=| y + 1.0).expression, [(x, 1), (y, -1)], constant: -1)
    expectExpression((x |<=| y - 1.0).expression, [(x, 1), (y, -1)], constant: 1)
    expectExpression((x |==| x).expression, [], constant: 0)
  }

  @Test func strengthOperatorMakesANewConstraint() {
    let c = x |>=| 10.0
    let weak = c | .weak
    #expect(weak !== c)
    #expect(weak.strength == .weak)
    #expect(weak.relation == .greaterThanOrEqual)
    expectExpression(weak.expression, [(x, 1)], constant: -10)
    #expect(c.strength == .required)
    let strong = c.withStrength(.strong)
    #expect(strong.strength == .strong && strong !== c)
  }

  @Test func constraintsCompareByIdentity() {
    let a = x |==| 10.0
    let b = x |==| 10.0
    #expect(a == a)
    #expect(a != b)
    #expect(Set<Constraint>([a, b, a]).count == 2)
  }

  @Test func descriptionsMentionNames() {
    let c = 2 * x + y |<=| 10.0
    #expect(c.description.contains("x"))
    #expect(c.description.contains("y"))
    #expect(c.description.contains("<="))
    #expect(Variable("left").description == "left")
    #expect(!Variable().description.isEmpty)
  }
}

@Suite struct StrengthTests {
  @Test func kiwiValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
    #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
    #expect(Strength(strong: 0.5, medium: 0, weak: 0).value == 500_000)
  }

  @Test func levelsAreClampedTo0Through1000() {
    #expect(Strength(strong: 2000, medium: 0, weak: 0).value == 1_000_000_000)
    #expect(Strength(strong: 0, medium: 5000, weak: 0).value == 1_000_000)
    #expect(Strength(strong: -1, medium: 5, weak: 0).value == 5_000)
    #expect(Strength(strong: 0, medium: 0, weak: -3).value == 0)
  }

  @Test func weightMultipliesBeforeClamping() {
    #expect(Strength(strong: 1, medium: 1, weak: 1, weight: 2).value == 2_002_002)
    #expect(Strength(strong: 0, medium: 600, weak: 0, weight: 2).value == 1_000_000)
    #expect(Strength(strong: 0, medium: 0, weak: 4, weight: 0.25).value == 1)
    #expect(Strength(strong: 1, medium: 1, weak: 1, weight: -1).value == 0)
    #expect(Strength(strong: 1000, medium: 1000, weak: 1000, weight: 5) == .required)
  }

  @Test func valueInitializerClips() {
    #expect(Strength(5e9) == .required)
    #expect(Strength(5e9).isRequired)
    #expect(Strength(-3).value == 0)
    #expect(Strength(1234).value == 1234)
    #expect(Strength(1_000_000) == .strong)
  }

  @Test func ordering() {
    #expect(Strength.weak < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    let sorted = [Strength.required, .weak, .strong, .medium].sorted()
    #expect(sorted == [.weak, .medium, .strong, .required])
    // Levels are weighed into one sum (kiwi): 1000 medium is 1 strong.
    #expect(Strength(strong: 0, medium: 999, weak: 999) < .strong)
    #expect(Strength(strong: 0, medium: 1000, weak: 0) == .strong)
    #expect(Strength(strong: 0, medium: 1000, weak: 1) > .strong)
  }

  @Test func isRequiredOnlyAtTheTop() {
    #expect(Strength.required.isRequired)
    #expect(!Strength.strong.isRequired)
    #expect(!Strength(strong: 1000, medium: 1000, weak: 999).isRequired)
    #expect(Strength(strong: 1000, medium: 1000, weak: 999) < .required)
    #expect(!Strength(1_001_000_999).isRequired)
    #expect(Strength(1_001_001_000).isRequired)
  }

  @Test func hashableAndDescribed() {
    #expect(Set([Strength.strong, Strength(strong: 1, medium: 0, weak: 0), .weak]).count == 2)
    #expect(Strength.required.description == "required")
    #expect(Strength.strong.description == "strong")
    #expect(Strength.medium.description == "medium")
    #expect(Strength.weak.description == "weak")
    #expect(Strength(42).description.contains("42"))
  }

  @Test func relationDescriptions() {
    #expect(Relation.equal.description == "==")
    #expect(Relation.lessThanOrEqual.description == "<=")
    #expect(Relation.greaterThanOrEqual.description == ">=")
  }
}
