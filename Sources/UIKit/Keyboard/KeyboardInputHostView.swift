import Foundation

/// The view the keyboard slides in and out: the first responder's input accessory view
/// on top, and below it the keys (`KeyboardView`) or the responder's input view, each
/// the full width. On iOS the accessory is part of the keyboard, so this view's frame is
/// the keyboard frame that the notifications and `keyboardLayoutGuide` report.
///
/// The responder's views become real subviews here, in the window's hierarchy: they are
/// laid out (Auto Layout inside them included), drawn and receive touches.
@preconcurrency @MainActor
public final class KeyboardInputHostView: UIView {
  /// The keys, hidden while an input view replaces them and while the keyboard is down.
  public let keyboardView: KeyboardView
  /// The views shown now.
  private(set) var views = KeyboardInputViews.keys
  /// Heights this view gave views that had none of their own.
  private(set) var fittedHeights: [ObjectIdentifier: CGFloat] = [:]
  /// Constraints placing a shown view whose `translatesAutoresizingMaskIntoConstraints`
  /// is false (it is placed by the keyboard, but by constraints).
  private var placements: [NSLayoutConstraint] = []

  init(keyboardView: KeyboardView) {
    self.keyboardView = keyboardView
    super.init(frame: .zero)
    keyboardView.isHidden = true
    addSubview(keyboardView)
  }

  /// The keys must never take the first responder's place; nor may their host.
  public override var canBecomeFirstResponder: Bool { false }

  /// The host itself takes no touch: where none of its views is (between the split
  /// keyboard's halves), the touch goes to the app below.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  /// Shows `new` in place of what is shown.
  func install(_ new: KeyboardInputViews, keysHeight: CGFloat) {
    NSLayoutConstraint.deactivate(placements)
    placements = []
    for old in [views.accessory, views.inputView].compactMap({ $0 })
    where old.superview === self && old !== new.accessory && old !== new.inputView {
      old.removeFromSuperview()
    }
    let kept = Set([new.accessory, new.inputView].compactMap { $0.map(ObjectIdentifier.init) })
    fittedHeights = fittedHeights.filter { kept.contains($0.key) }
    for view in [new.accessory, new.inputView].compactMap({ $0 }) where view.superview !== self {
      addSubview(view)
    }
    views = new
    keyboardView.isHidden = !new.drawsKeys && new.hardwareBarHeight == 0
    keyboardView.shortcutsBarHeight = new.keysOnHardware ? new.hardwareBarHeight : 0
    arrange(keysHeight: keysHeight)
  }

  /// Takes the views away once the keyboard is down.
  func uninstall(keysHeight: CGFloat) {
    install(.keys, keysHeight: keysHeight)
    keyboardView.isHidden = true
  }

  /// Places the shown views for the host's width: the accessory at the top, the keys or
  /// the input view below it.
  func arrange(keysHeight: CGFloat) {
    let width = bounds.width
    keyboardView.frame = CGRect(x: 0, y: views.accessoryHeight, width: width, height: keysHeight)
    if let accessory = views.accessory {
      place(accessory, in: CGRect(x: 0, y: 0, width: width, height: views.accessoryFrameHeight))
    }
    if let input = views.inputView {
      place(input, in: CGRect(x: 0, y: views.accessoryHeight, width: width, height: views.inputViewHeight))
    }
  }

  private func place(_ view: UIView, in rect: CGRect) {
    if view.frame.height == 0 || fittedHeights[ObjectIdentifier(view)] != nil {
      fittedHeights[ObjectIdentifier(view)] = rect.height
    }
    guard !view.translatesAutoresizingMaskIntoConstraints else {
      view.frame = rect
      return
    }
    NSLayoutConstraint.deactivate(placements.filter { $0.firstItem === view })
    placements.removeAll { $0.firstItem === view }
    let constraints = [
      view.leftAnchor.constraint(equalTo: leftAnchor),
      view.topAnchor.constraint(equalTo: topAnchor, constant: rect.minY),
      view.widthAnchor.constraint(equalToConstant: rect.width),
      view.heightAnchor.constraint(equalToConstant: rect.height),
    ]
    NSLayoutConstraint.activate(constraints)
    placements += constraints
  }
}
