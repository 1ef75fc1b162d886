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
      // The sides and the bottom are the owner's, but for an offset (0 unless the guide
      // follows a lifted keyboard), written in place as the keyboard moves.
      let left = Constraint(LinearExpression(g.left), .equal, LinearExpression(o.left))
      let width = Constraint(LinearExpression(g.width), .equal, LinearExpression(o.width))
      let bottom = Constraint(g.top + g.height, .equal, o.top + o.height)
      entry.pins = [left, width, bottom, Constraint(LinearExpression(g.top), .lessThanOrEqual, o.top + o.height), top]
      keyboardPins.append(KeyboardGuidePins(top: top, left: left, width: width, bottom: bottom, guide: guide))
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

  /// The lifted keyboard moved (see `keyboardLiftedFrame`): the guides that follow it
  /// follow.
  func keyboardLiftedFrameChanged(_ drawn: CGRect?, model: CGRect?) {
    guard drawn != keyboardLiftedFrame || model != keyboardModelLiftedFrame else { return }
    let modelMoved = model != keyboardModelLiftedFrame
    keyboardLiftedFrame = drawn
    keyboardModelLiftedFrame = model
    guard keyboardPins.contains(where: { $0.guide.keyboardGuideFollowsUndockedKeyboard }) else { return }
    if modelMoved {
      presentation.modelNeedsSolve = true
      root?.setNeedsLayout()
    }
    presentation.needsSolve = true
    UIKitRuntime.setCurrentNeedsFrame()
  }

  /// Puts every keyboard guide where the keyboard is drawn (`presented`) or where its
  /// slide ends: its top, and for a guide that follows a lifted keyboard its sides and
  /// bottom too.
  func putKeyboardPins(presented: Bool) {
    putKeyboardPins(keyboardPins, presented: presented)
    // A guide that follows a lifted keyboard is the part of its owner the keyboard covers,
    // placed against the owner's frame as last solved: when the owner moves in this solve
    // (a window resized under a lifted keyboard), the guide is placed again against its
    // new frame, or its sides would keep the old frame's offsets.
    let lifted = presented ? keyboardLiftedFrame : keyboardModelLiftedFrame
    let following = keyboardPins.filter { $0.guide.keyboardGuideFollowsUndockedKeyboard }
    guard lifted != nil, !following.isEmpty else { return }
    for _ in 0..<2 {
      solver.updateVariables()
      guard putKeyboardPins(following, presented: presented) else { return }
    }
  }

  /// Puts `pins` where their guides go; returns whether any moved.
  @discardableResult
  private func putKeyboardPins(_ pins: [KeyboardGuidePins], presented: Bool) -> Bool {
    var moved = false
    for keyboard in pins {
      let place = keyboardGuidePlace(for: keyboard.guide, model: !presented)
      for (pin, value) in [
        (keyboard.top, place.top), (keyboard.left, place.left), (keyboard.width, place.width),
        (keyboard.bottom, place.bottom),
      ] {
        let constant = -value
        guard solver.constant(of: pin) != constant else { continue }
        updateSolverConstant(of: pin, to: constant)
        moved = true
      }
    }
    return moved
  }

  /// Whether some keyboard guide is drawn elsewhere than the model has it.
  var keyboardGuidesMoving: Bool {
    keyboardPins.contains {
      keyboardGuidePlace(for: $0.guide, model: true) != keyboardGuidePlace(for: $0.guide, model: false)
    }
  }

  /// A keyboard guide's top in root coordinates, and its sides' and bottom's offsets from
  /// its owner's.
  private struct KeyboardGuidePlace: Equatable {
    var top: Double
    var left = 0.0
    var width = 0.0
    var bottom = 0.0
  }

  /// Where a keyboard guide goes: the lifted keyboard's frame, for a guide that follows it
  /// (against the owner's frame as last laid out: "the layout frame of the keyboard guide
  /// matches the area of its owning view covered by the keyboard", useyourloaf, "Keyboard
  /// Layout Guide"); otherwise its top as for a docked keyboard, a lifted one counting as
  /// dismissed ("By default, when the keyboard undocks, the guide behaves the same as when
  /// you dismiss the keyboard", Apple, "Adjusting your layout with keyboard layout guide").
  private func keyboardGuidePlace(for guide: any LayoutGuideItem, model: Bool) -> KeyboardGuidePlace {
    let lifted = model ? keyboardModelLiftedFrame : keyboardLiftedFrame
    guard guide.keyboardGuideFollowsUndockedKeyboard, let lifted, let owner = guide.owningViewItem,
      let o = entries[ObjectIdentifier(owner)]?.variables
    else { return KeyboardGuidePlace(top: keyboardGuideTop(for: guide, model: model)) }
    let ownerBottom = o.top.value + o.height.value
    let covered = CGRect(x: o.left.value, y: o.top.value, width: o.width.value, height: o.height.value)
      .intersection(lifted)
    let frame = covered.isNull ? CGRect(x: lifted.minX, y: ownerBottom, width: lifted.width, height: 0) : covered
    return KeyboardGuidePlace(
      top: Double(frame.minY), left: Double(frame.minX) - o.left.value, width: Double(frame.width) - o.width.value,
      bottom: Double(frame.maxY) - ownerBottom)
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

/// A keyboard guide's pins whose constants follow the keyboard: its top, and its sides and
/// bottom as offsets from its owner's.
struct KeyboardGuidePins {
  let top: Constraint
  let left: Constraint
  let width: Constraint
  let bottom: Constraint
  let guide: any LayoutGuideItem
}
