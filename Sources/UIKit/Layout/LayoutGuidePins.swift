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
      let ownerView = owner.item as? any LayoutViewItem
      let edges: [(LinearExpression, LinearExpression, Relation, () -> Double)] = [
        (
          LinearExpression(g.left), LinearExpression(o.left), .greaterThanOrEqual,
          { [unowned self, weak ownerView] in self.safeRect(of: ownerView).minX }
        ),
        (
          LinearExpression(g.top), LinearExpression(o.top), .greaterThanOrEqual,
          { [unowned self, weak ownerView] in self.safeRect(of: ownerView).minY }
        ),
        (
          g.left + g.width, o.left + o.width, .lessThanOrEqual,
          { [unowned self, weak ownerView] in self.safeRect(of: ownerView).maxX }
        ),
        (
          g.top + g.height, o.top + o.height, .lessThanOrEqual,
          { [unowned self, weak ownerView] in self.safeRect(of: ownerView).maxY }
        ),
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

  /// The safe area of `view` (the guide's owner) in root coordinates: the window's bands
  /// and what controllers above it add (`UIView.safeAreaInWindow`). Off screen nothing
  /// covers a view, so the safe area bounds nothing: a band far outside any view, rather
  /// than the root's frame as it was when the pins were made, which would hold a view
  /// that is being sized (an accessory measured at its fitting height, its content
  /// pinned to its safe area) at the size it had before.
  private func safeRect(of view: (any LayoutViewItem)?) -> CGRect {
    if let window = root as? any LayoutSafeAreaProviding {
      return view?.safeAreaInWindow ?? window.layoutSafeArea
    }
    return CGRect(
      x: -Self.offScreenReach, y: -Self.offScreenReach, width: 2 * Self.offScreenReach,
      height: 2 * Self.offScreenReach)
  }

  /// Farther than any view reaches, and small enough to keep the solver's arithmetic exact
  /// at the points views are laid out in.
  private static let offScreenReach: CGFloat = 1_000_000

  /// The window's size or safe area changed.
  func safeAreaChanged() {
    for (c, limit) in safeAreaPins { updateSolverConstant(of: c, to: -limit()) }
    keyboardGuidesChanged()
    root?.setNeedsLayout()
  }

  /// The keyboard moved: every keyboard layout guide's top follows. `top` is where the
  /// guides that use the bottom safe area put it (nil: at the safe area's bottom),
  /// `onScreen` where the keyboard is drawn (nil: hidden, the guide at the root's bottom);
  /// `model` the same two where the keyboard's slide ends, what the model layout uses
  /// (nil: where it is drawn).
  func keyboardTopChanged(
    _ top: Double?, onScreen: Double? = nil, model: (top: Double?, onScreen: Double?)? = nil
  ) {
    let onScreen = onScreen ?? top
    let model = model ?? (top, onScreen)
    // Each frame of a slide comes here: only a guide whose top moved costs a layout pass.
    if model.top != keyboardModelTop || model.onScreen != keyboardModelTopOnScreen {
      keyboardModelTop = model.top
      keyboardModelTopOnScreen = model.onScreen
      presentation.modelNeedsSolve = true
      root?.setNeedsLayout()
    }
    if top != keyboardTop || onScreen != keyboardTopOnScreen {
      keyboardTop = top
      keyboardTopOnScreen = onScreen
      if !keyboardPins.isEmpty {
        presentation.needsSolve = true
        UIKitRuntime.setCurrentNeedsFrame()
      }
    }
  }

  /// Something a keyboard guide's top depends on changed (the safe area, the root's
  /// size, `usesBottomSafeArea`): the next pass puts every guide's top again.
  func keyboardGuidesChanged() {
    presentation.modelNeedsSolve = true
    presentation.needsSolve = true
    root?.setNeedsLayout()
  }

  /// Puts every keyboard guide's top where the keyboard is drawn (`presented`) or
  /// where its slide ends.
  func putKeyboardPins(presented: Bool) {
    for keyboard in keyboardPins {
      let constant = -keyboardGuideTop(for: keyboard.guide, model: !presented)
      guard solver.constant(of: keyboard.pin) != constant else { continue }
      updateSolverConstant(of: keyboard.pin, to: constant)
    }
  }

  /// Whether some keyboard guide is drawn elsewhere than the model has it.
  var keyboardGuidesMoving: Bool {
    keyboardPins.contains {
      keyboardGuideTop(for: $0.guide, model: true) != keyboardGuideTop(for: $0.guide, model: false)
    }
  }

  /// Where a keyboard guide's top goes now, in root coordinates, in the model layout or
  /// as drawn. With `usesBottomSafeArea` it never drops below the bottom of its owning
  /// view's safe area, which a tab bar or a toolbar of the controllers above raises ("when
  /// the keyboard is offscreen, the guide's top matches the view's safeAreaLayoutGuide
  /// bottom", Apple's `usesBottomSafeArea` documentation); without, it follows the
  /// keyboard down to the root's bottom (iOS 17).
  private func keyboardGuideTop(for guide: any LayoutGuideItem, model: Bool = true) -> Double {
    let (top, onScreen) = model ? (keyboardModelTop, keyboardModelTopOnScreen) : (keyboardTop, keyboardTopOnScreen)
    if guide.keyboardGuideUsesBottomSafeArea {
      let bottom = Double(safeRect(of: guide.owningViewItem).maxY)
      return min(top ?? bottom, bottom)
    }
    return onScreen ?? Double(root?.frame.height ?? safeRect(of: nil).maxY)
  }
}
