import Cassowary
import Foundation

extension LayoutEngine {
  /// The constant pins that tie a guide to its owner, the safe area and the keyboard.
  func addGuidePins(_ entry: Entry, guide: any LayoutGuideItem, owner: Entry) {
    let role = guide.role
    let g = entry.variables
    let o = owner.variables
    // Just below required, above every priority a Float can hold below 1000: the guide
    // yields only to required constraints.
    let firm = Strength.ordered(1000.nextDown)
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
        LinearExpression(g.top), .equal, LinearExpression(constant: keyboardGuideTop(for: guide)), strength: firm)
      entry.pins = [
        Constraint(LinearExpression(g.left), .equal, LinearExpression(o.left)),
        Constraint(LinearExpression(g.width), .equal, LinearExpression(o.width)),
        Constraint(g.top + g.height, .equal, o.top + o.height),
        Constraint(LinearExpression(g.top), .lessThanOrEqual, o.top + o.height),
        top,
      ]
      keyboardPins.append((top, guide))
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
    for (c, limit) in safeAreaPins { updateSolverConstant(of: c, to: -limit()) }
    if keyboardTop == nil { keyboardTopChanged(nil, onScreen: keyboardTopOnScreen) }
    root?.setNeedsLayout()
  }

  /// The keyboard moved: every keyboard layout guide's top follows. `top` is where the
  /// guides that use the bottom safe area put it (nil: at the safe area's bottom),
  /// `onScreen` where the keyboard is drawn (nil: hidden, the guide at the root's bottom).
  func keyboardTopChanged(_ top: Double?, onScreen: Double? = nil) {
    keyboardTop = top
    keyboardTopOnScreen = onScreen ?? top
    // Each frame of a slide comes here: only a guide whose top moved costs a layout pass.
    var moved = false
    for keyboard in keyboardPins {
      let constant = -keyboardGuideTop(for: keyboard.guide)
      guard solver.constant(of: keyboard.pin) != constant else { continue }
      updateSolverConstant(of: keyboard.pin, to: constant)
      moved = true
    }
    if moved { root?.setNeedsLayout() }
  }

  /// Where a keyboard guide's top goes now, in root coordinates. With
  /// `usesBottomSafeArea` it never drops below the safe area's bottom; without, it
  /// follows the keyboard down to the root's bottom (iOS 17).
  private func keyboardGuideTop(for guide: any LayoutGuideItem) -> Double {
    if guide.keyboardGuideUsesBottomSafeArea { return keyboardTop ?? safeRect.maxY }
    return keyboardTopOnScreen ?? Double(root?.frame.height ?? safeRect.maxY)
  }
}
