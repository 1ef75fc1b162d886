import Cassowary
import Foundation

extension LayoutEngine {
  /// The constant pins that tie a guide to its owner, the safe area and the keyboard.
  func addGuidePins(_ entry: Entry, role: LayoutGuideRole, owner: Entry) {
    let g = entry.variables
    let o = owner.variables
    // Just below required: the guide yields only to required constraints.
    let firm = Strength(strong: 1000, medium: 0, weak: 0)
    switch role {
    case .plain:
      return
    case .safeArea:
      let edges: [(LinearExpression, LinearExpression, Relation, () -> Double)] = [
        (
          LinearExpression(g.left), LinearExpression(o.left), .greaterThanOrEqual,
          { [unowned self] in self.safeRect.minX }
        ),
        (
          LinearExpression(g.top), LinearExpression(o.top), .greaterThanOrEqual,
          { [unowned self] in self.safeRect.minY }
        ),
        (g.left + g.width, o.left + o.width, .lessThanOrEqual, { [unowned self] in self.safeRect.maxX }),
        (g.top + g.height, o.top + o.height, .lessThanOrEqual, { [unowned self] in self.safeRect.maxY }),
      ]
      for (guideEdge, ownerEdge, relation, limit) in edges {
        let band = Constraint(guideEdge, relation, LinearExpression(constant: limit()))
        entry.pins += [
          Constraint(guideEdge, relation, ownerEdge), band, Constraint(guideEdge, .equal, ownerEdge, strength: firm),
        ]
        safeAreaPins.append((band, limit))
      }
    case .keyboard:
      let top = Constraint(
        LinearExpression(g.top), .equal, LinearExpression(constant: keyboardTop ?? safeRect.maxY), strength: firm)
      entry.pins = [
        Constraint(LinearExpression(g.left), .equal, LinearExpression(o.left)),
        Constraint(LinearExpression(g.width), .equal, LinearExpression(o.width)),
        Constraint(g.top + g.height, .equal, o.top + o.height),
        Constraint(LinearExpression(g.top), .lessThanOrEqual, o.top + o.height),
        top,
      ]
      keyboardPins.append(top)
    }
    for c in entry.pins { addInternal(c) }
  }

  /// The window's safe area in root coordinates (the root's bounds off screen).
  private var safeRect: CGRect {
    guard let root else { return .zero }
    if let window = root as? any LayoutSafeAreaProviding { return window.layoutSafeArea }
    return CGRect(origin: .zero, size: root.frame.size)
  }

  /// The window's size or safe area changed.
  func safeAreaChanged() {
    for (c, limit) in safeAreaPins { try? solver.updateConstant(of: c, to: -limit()) }
    if keyboardTop == nil { keyboardTopChanged(nil) }
    root?.setNeedsLayout()
  }

  /// The keyboard moved: every keyboard layout guide's top follows (nil: hidden).
  func keyboardTopChanged(_ top: Double?) {
    keyboardTop = top
    let value = top ?? safeRect.maxY
    for c in keyboardPins { try? solver.updateConstant(of: c, to: -value) }
    root?.setNeedsLayout()
  }
}
